import { z } from 'zod';
import { databaseIdField, databaseIdParam } from '../../api/id-schemas';
import { LESSON_CHANGE_WINDOW_VALUES } from './lesson-change-rules';

export const LESSON_CHANGE_KIND_VALUES = ['reschedule', 'cancel'] as const;
export const LESSON_CHANGE_STATUS_VALUES = ['pending', 'applied', 'declined', 'withdrawn'] as const;
/** Who asked for a change (and who asked a booking to be moved). */
export const LESSON_CHANGE_REQUESTER_VALUES = ['student', 'instructor'] as const;
export type LessonChangeKind = (typeof LESSON_CHANGE_KIND_VALUES)[number];
export type LessonChangeStatus = (typeof LESSON_CHANGE_STATUS_VALUES)[number];

export const lessonChangeKindLabels: Record<LessonChangeKind, string> = {
  reschedule: 'Move lesson',
  cancel: 'Cancel lesson',
};

export const lessonChangeStatusLabels: Record<LessonChangeStatus, string> = {
  pending: 'Waiting for the instructor',
  applied: 'Done',
  declined: 'Declined',
  withdrawn: 'Withdrawn',
};

export const REASON_REQUIRED_MESSAGE = 'Please tell your instructor why, in a few words.';
export const REASON_TOO_LONG_MESSAGE = 'Please keep the reason under 500 characters.';

const reasonSchema = z.string().trim().min(3, REASON_REQUIRED_MESSAGE).max(500, REASON_TOO_LONG_MESSAGE);

/** What the learner may do with one upcoming lesson, under the terms, right now. */
export const lessonChangeInfoSchema = z.object({
  window: z.enum(LESSON_CHANGE_WINDOW_VALUES),
  /** The terms sentence with the amount at stake (describeLessonChangeTerms). */
  terms: z.string(),
  lessonFee: z.number().int().min(0),
  forfeit: z.number().int().min(0),
  reschedulesLeft: z.number().int().min(0),
  canReschedule: z.boolean(),
  canCancel: z.boolean(),
  /** Why moving is not possible, when it is not (the limit, or a request already waiting). */
  rescheduleBlockedReason: z.string().nullable(),
  pendingRequest: z
    .object({
      id: z.number().int(),
      kind: z.enum(LESSON_CHANGE_KIND_VALUES),
      requestedAt: z.iso.datetime(),
    })
    .nullable(),
});
export type LessonChangeInfo = z.infer<typeof lessonChangeInfoSchema>;

export const lessonChangeParamsSchema = z.object({
  token: z.string().min(20).max(200),
  lessonId: databaseIdParam(),
});

export const rescheduleLessonRequestSchema = z.object({
  timeSlotIds: z
    .array(databaseIdField())
    .min(1, 'Please choose a new time')
    .max(8, 'Please choose a new time'),
  reason: reasonSchema,
});
export type RescheduleLessonRequest = z.infer<typeof rescheduleLessonRequestSchema>;

export const cancelLessonRequestSchema = z.object({ reason: reasonSchema });
export type CancelLessonRequest = z.infer<typeof cancelLessonRequestSchema>;

/** `GET /api/progress/{token}/lessons/{id}/reschedule-options`: free times of the same length. */
export const rescheduleOptionsResponseSchema = z.object({
  duration: z.number().int(),
  options: z.array(
    z.object({
      date: z.string(),
      startTime: z.string(),
      timeSlotIds: z.array(z.number().int()),
    }),
  ),
});
export type RescheduleOptionsResponse = z.infer<typeof rescheduleOptionsResponseSchema>;

const wallTimeSchema = z.object({ date: z.string(), startTime: z.string(), duration: z.number().int() });

export const lessonChangeResultSchema = z.object({
  id: z.number().int(),
  kind: z.enum(LESSON_CHANGE_KIND_VALUES),
  /** applied: done now; pending: the instructor decides (under 24 hours). */
  status: z.enum(['applied', 'pending']),
  window: z.enum(LESSON_CHANGE_WINDOW_VALUES),
  forfeit: z.number().int().min(0),
  message: z.string(),
  lesson: wallTimeSchema.extend({ id: z.number().int(), status: z.string() }),
});
export type LessonChangeResult = z.infer<typeof lessonChangeResultSchema>;

/** Why a booking cannot be moved again, with the moves the school's terms allow. */
export function describeRescheduleLimit(movesAllowed: number): string {
  if (movesAllowed <= 0)
    return 'Our terms do not allow moving a booked lesson online. Please contact your instructor.';
  const times = movesAllowed === 1 ? 'once' : movesAllowed === 2 ? 'twice' : `${movesAllowed} times`;
  return `This booking has already been moved ${times}, the most our terms allow. Please contact your instructor.`;
}
/** The limit under the default terms (2 moves). */
export const RESCHEDULE_LIMIT_MESSAGE = describeRescheduleLimit(2);
export const CHANGE_PENDING_MESSAGE =
  'You have already asked to change this lesson. Your instructor will reply by e-mail.';
export const LESSON_NOT_CHANGEABLE_MESSAGE =
  'This lesson can no longer be changed online. Please contact your instructor.';
export const SAME_TIME_MESSAGE = 'That is the time your lesson already has. Please choose another.';
export const WRONG_LENGTH_MESSAGE =
  'Please choose back-to-back times that add up to the length of your lesson.';
export const CHANGE_REQUEST_SENT_MESSAGE =
  'Your request has been sent to your instructor, who decides because the lesson is less than 24 hours away. You will get an e-mail with the answer.';
/** The same, when this site sends no e-mail: the answer shows on the learner's page instead. */
export const CHANGE_REQUEST_SENT_NO_EMAIL_MESSAGE =
  'Your request has been sent to your instructor, who decides because the lesson is less than 24 hours away. Look back at this page for the answer.';
export const LESSON_CANCELLED_MESSAGE =
  'Your lesson has been cancelled. We have e-mailed you a confirmation.';
/** Said instead when the confirmation did not go (e-mail not set up, or refused): never claim it did. */
export const LESSON_CANCELLED_NO_EMAIL_MESSAGE =
  "Your lesson has been cancelled. We couldn't e-mail you a confirmation, but this page shows your lessons as they are now.";

/** After a learner moves a lesson: the e-mail is mentioned only when it really went. */
export function describeLessonMoved(when: string, emailed: boolean): string {
  return emailed
    ? `Your lesson has been moved to ${when}. We have e-mailed you the details.`
    : `Your lesson has been moved to ${when}. We couldn't e-mail you the details, so please note the new time; this page shows it too.`;
}

// ---------------------------------------------------------------------------------------------
// Instructor side

export const lessonChangeListQuerySchema = z.object({
  status: z.enum(LESSON_CHANGE_STATUS_VALUES).optional(),
});

export const lessonChangeSchema = z.object({
  id: z.number().int(),
  kind: z.enum(LESSON_CHANGE_KIND_VALUES),
  window: z.enum(LESSON_CHANGE_WINDOW_VALUES),
  status: z.enum(LESSON_CHANGE_STATUS_VALUES),
  reason: z.string(),
  requestedBy: z.enum(LESSON_CHANGE_REQUESTER_VALUES),
  requestedAt: z.iso.datetime(),
  decidedAt: z.iso.datetime().nullable(),
  instructorNote: z.string().nullable(),
  forfeit: z.number().int().min(0),
  student: z.object({
    id: z.number().int(),
    fullName: z.string(),
    email: z.string(),
    phone: z.string().nullable(),
  }),
  bookingId: z.number().int(),
  lessonId: z.number().int(),
  from: wallTimeSchema,
  /** The new time asked for (moves only). */
  to: wallTimeSchema.nullable(),
});
export type LessonChange = z.infer<typeof lessonChangeSchema>;

export const lessonChangeListResponseSchema = z.array(lessonChangeSchema);

export const lessonChangeIdParamsSchema = z.object({ id: databaseIdParam() });

export const decideLessonChangeRequestSchema = z.object({
  note: z.string().trim().max(500, 'Please keep the note under 500 characters.').optional(),
});
export type DecideLessonChangeRequest = z.infer<typeof decideLessonChangeRequestSchema>;
