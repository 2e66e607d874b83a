import { z } from 'zod';
import { isoDateField } from '../../api/date-time-schemas';
import { databaseIdParam } from '../../api/id-schemas';
import { studentCardLessonSchema } from '../../learners/students-schemas';
import { addDaysToIsoDate } from '../../time/london-time';

/*
 * Time off (issue 20, "The week"): the instructor blocks whole London days, from a first to a last
 * date, with a reason. Free times inside are withdrawn; lessons and held booking requests inside are
 * listed for the instructor to sort out, never dropped. Whole days only: a part of a day is what
 * deleting single times already does, and a day is what "a holiday, a sick day, the car in the
 * garage" means; whole days also keep the block clear of the clock changes' missing hour.
 */

export const TIME_OFF_REASON_VALUES = ['holiday', 'sick', 'car', 'other'] as const;
export type TimeOffReason = (typeof TIME_OFF_REASON_VALUES)[number];

export const timeOffReasonLabels: Record<TimeOffReason, string> = {
  holiday: 'Holiday',
  sick: 'Sick day',
  car: 'Car in the garage',
  other: 'Other',
};

/** One block covers at most a year (366 days). */
export const MAX_TIME_OFF_DAYS = 366;
export const TIME_OFF_NOTE_MAX = 200;

export const TIME_OFF_FIRST_DATE_MESSAGE = 'Please choose the first day off';
export const TIME_OFF_LAST_DATE_MESSAGE = 'Please choose the last day off';
export const TIME_OFF_REVERSED_MESSAGE = 'The last day must be on or after the first day';
export const TIME_OFF_TOO_LONG_MESSAGE = 'Time off can cover at most a year';
export const TIME_OFF_REASON_MESSAGE = 'Please choose a reason';
export const TIME_OFF_NOTE_MESSAGE = `Keep the note under ${TIME_OFF_NOTE_MAX} characters`;
export const TIME_OFF_PAST_MESSAGE = 'The first day must not be in the past';
export const TIME_OFF_OVERLAP_CODE = 'TIME_OFF_OVERLAP';
export const TIME_OFF_NOT_FOUND_MESSAGE = 'That time off no longer exists.';
export const TIME_OFF_OVER_MESSAGE = 'That time off is already over.';

/** `POST /api/time-off`: London dates, both included. */
export const createTimeOffRequestSchema = z
  .object({
    firstDate: isoDateField(TIME_OFF_FIRST_DATE_MESSAGE),
    lastDate: isoDateField(TIME_OFF_LAST_DATE_MESSAGE),
    reason: z.enum(TIME_OFF_REASON_VALUES, TIME_OFF_REASON_MESSAGE),
    note: z.string(TIME_OFF_NOTE_MESSAGE).trim().max(TIME_OFF_NOTE_MAX, TIME_OFF_NOTE_MESSAGE).default(''),
  })
  .superRefine((request, ctx) => {
    if (request.lastDate < request.firstDate) {
      ctx.addIssue({ code: 'custom', path: ['lastDate'], message: TIME_OFF_REVERSED_MESSAGE });
    } else if (request.lastDate > addDaysToIsoDate(request.firstDate, MAX_TIME_OFF_DAYS - 1)) {
      ctx.addIssue({ code: 'custom', path: ['lastDate'], message: TIME_OFF_TOO_LONG_MESSAGE });
    }
  });

export type CreateTimeOffRequest = z.input<typeof createTimeOffRequestSchema>;
export type ValidCreateTimeOffRequest = z.output<typeof createTimeOffRequestSchema>;

/** A lesson still to come inside a block, with what the lesson dialogs need (Move, Cancel). */
export const timeOffLessonSchema = studentCardLessonSchema.extend({
  studentId: z.number().int().positive(),
  studentName: z.string(),
  /** HH:MM, Europe/London. */
  endTime: z.string(),
});

export type TimeOffLesson = z.infer<typeof timeOffLessonSchema>;

/** A booking request waiting for an answer that holds times inside a block. */
export const timeOffHeldRequestSchema = z.object({
  bookingId: z.number().int().positive(),
  studentName: z.string(),
  /** The times it holds inside the block, in order (London dates and times). */
  times: z.array(z.object({ date: z.string(), time: z.string(), duration: z.number().int() })),
});

export type TimeOffHeldRequest = z.infer<typeof timeOffHeldRequestSchema>;

export const timeOffSchema = z.object({
  id: z.number().int().positive(),
  /** YYYY-MM-DD, the first day off (London). */
  firstDate: z.iso.date(),
  /** YYYY-MM-DD, the last day off (London), included. */
  lastDate: z.iso.date(),
  reason: z.enum(TIME_OFF_REASON_VALUES),
  note: z.string(),
  createdAt: z.iso.datetime(),
  /** Lessons still to come inside it: to move or cancel (the learner is told). */
  lessons: z.array(timeOffLessonSchema),
  /** Booking requests holding times inside it: to answer in Pending Bookings. */
  heldRequests: z.array(timeOffHeldRequestSchema),
});

export type TimeOff = z.infer<typeof timeOffSchema>;

/** `GET /api/time-off`: the current and coming blocks, soonest first. */
export const timeOffListResponseSchema = z.array(timeOffSchema);

/** `POST /api/time-off`: the block, and how many free times it took off sale. */
export const createTimeOffResponseSchema = z.object({
  timeOff: timeOffSchema,
  /** Free times learners could book inside it, now gone (deleted or withdrawn). */
  withdrawnSlots: z.number().int().nonnegative(),
});

export type CreateTimeOffResponse = z.infer<typeof createTimeOffResponseSchema>;

export const timeOffIdParamsSchema = z.object({ id: databaseIdParam() });

/** `DELETE /api/time-off/:id`: a coming block is removed, a current one ends before today. */
export const deleteTimeOffResponseSchema = z.object({
  id: z.number().int().positive(),
  result: z.enum(['removed', 'ended']),
  message: z.string(),
});

export type DeleteTimeOffResponse = z.infer<typeof deleteTimeOffResponseSchema>;
