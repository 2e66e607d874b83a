import { z } from 'zod';
import { isoDateField, wallTimeField } from '../../api/date-time-schemas';
import { databaseIdParam } from '../../api/id-schemas';
import { addDaysToIsoDate } from '../../time/london-time';

/** Slot lengths an instructor can offer (the database allows exactly these). */
export const SLOT_DURATION_OPTIONS = [60, 90, 120] as const;
/** Whether `minutes` is a length a slot can have. */
export function isBookableSlotLength(minutes: number): boolean {
  return SLOT_DURATION_OPTIONS.some((option) => option === minutes);
}

/** A weekly pattern covers at most 26 weeks from its first day. */
export const MAX_PATTERN_WEEKS = 26;

export const SLOT_OVERLAP_MESSAGE = 'This time overlaps a slot you already have.';
export const SLOT_HELD_MESSAGE = 'This slot is held by a booking and cannot be deleted.';
export const SLOT_IN_TIME_OFF_CODE = 'SLOT_IN_TIME_OFF';

const durationField = z.literal(SLOT_DURATION_OPTIONS, 'Please select duration').default(60);

/**
 * 'Manual availability' (spec section 5): date and time required. The server also refuses a
 * date in the past ('The date must not be in the past', see availability-pattern.ts).
 */
export const createTimeSlotRequestSchema = z.object({
  date: isoDateField('Please select a date'),
  time: wallTimeField('Please select a time'),
  duration: durationField,
  isAvailable: z.boolean().default(true),
  /** Sent by the old dashboard; ignored: the slot belongs to the signed-in instructor. */
  instructorId: z.unknown().optional(),
});

export type CreateTimeSlotRequest = z.input<typeof createTimeSlotRequestSchema>;

export const createdTimeSlotSchema = z.object({
  id: z.number().int().positive(),
  /** YYYY-MM-DD, Europe/London. */
  date: z.string(),
  /** HH:MM, Europe/London. */
  time: z.string(),
  duration: z.number().int(),
  isAvailable: z.boolean(),
});

export type CreatedTimeSlot = z.infer<typeof createdTimeSlotSchema>;

function minutesOf(time: string): number {
  const [hours, minutes] = time.split(':').map(Number);
  return (hours ?? 0) * 60 + (minutes ?? 0);
}

/** A weekly pattern over a date range: e.g. Mon-Fri 09:00-17:00 in 2-hour slots for 8 weeks. */
export const createSlotPatternRequestSchema = z
  .object({
    startDate: isoDateField('Please select a start date'),
    endDate: isoDateField('Please select an end date'),
    /** ISO weekdays: Monday 1 ... Sunday 7. */
    weekdays: z
      .array(
        z.number().int().min(1, 'Please choose days of the week').max(7, 'Please choose days of the week'),
      )
      .min(1, 'Please choose at least one day')
      .max(7, 'Please choose each day once')
      .refine((days) => new Set(days).size === days.length, 'Please choose each day once'),
    startTime: wallTimeField('Please select a start time'),
    endTime: wallTimeField('Please select an end time'),
    duration: durationField,
  })
  .superRefine((pattern, ctx) => {
    if (pattern.endDate < pattern.startDate) {
      ctx.addIssue({
        code: 'custom',
        path: ['endDate'],
        message: 'The end date must be on or after the start date',
      });
    } else if (pattern.endDate > addDaysToIsoDate(pattern.startDate, MAX_PATTERN_WEEKS * 7)) {
      ctx.addIssue({
        code: 'custom',
        path: ['endDate'],
        message: `The range can cover at most ${MAX_PATTERN_WEEKS} weeks`,
      });
    }
    if (minutesOf(pattern.startTime) + pattern.duration > minutesOf(pattern.endTime)) {
      ctx.addIssue({
        code: 'custom',
        path: ['endTime'],
        message: 'The end time must leave room for at least one lesson',
      });
    }
  });

export type CreateSlotPatternRequest = z.input<typeof createSlotPatternRequestSchema>;
export type ValidCreateSlotPatternRequest = z.output<typeof createSlotPatternRequestSchema>;

export const slotPatternResultSchema = z.object({
  /** Slots added. */
  created: z.number().int().nonnegative(),
  /** Slots of the pattern left out because they overlap slots the instructor already has. */
  skipped: z.number().int().nonnegative(),
  /** Days of the pattern left out because the instructor has time off then. */
  timeOffDays: z.number().int().nonnegative(),
});

export type SlotPatternResult = z.infer<typeof slotPatternResultSchema>;

export const SLOT_STATES = ['free', 'held', 'withdrawn'] as const;

/** `GET /api/time-slots/upcoming`: the instructor's slots from now to 3 months ahead. */
export const instructorSlotSchema = createdTimeSlotSchema.extend({
  /** free: bookable; held: a booking holds it; withdrawn: taken off sale (isAvailable false). */
  state: z.enum(SLOT_STATES),
  bookingId: z.number().int().positive().nullable(),
  studentName: z.string().nullable(),
});

export type InstructorSlot = z.infer<typeof instructorSlotSchema>;

export const instructorSlotsResponseSchema = z.array(instructorSlotSchema);

export const timeSlotIdParamsSchema = z.object({ id: databaseIdParam() });

export const deleteTimeSlotResponseSchema = z.object({
  id: z.number().int().positive(),
  /** deleted: it never held a booking; withdrawn: kept (off sale) because bookings once held it. */
  result: z.enum(['deleted', 'withdrawn']),
});

export type DeleteTimeSlotResponse = z.infer<typeof deleteTimeSlotResponseSchema>;
