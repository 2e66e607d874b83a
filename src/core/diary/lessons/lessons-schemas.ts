import { z } from 'zod';
import { isoDateField, wallTimeField } from '../../api/date-time-schemas';
import { databaseIdField, databaseIdParam } from '../../api/id-schemas';
import { RECORDED_PAYMENT_METHOD_VALUES } from '../../money/ledger/ledger-schemas';

export const LESSON_STATUS_VALUES = ['scheduled', 'completed', 'cancelled', 'no_show'] as const;

/** Actual lesson duration (spec sections 5 and 9): 15 to 480 minutes in steps of 15. */
export const ACTUAL_DURATION_MIN = 15;
export const ACTUAL_DURATION_MAX = 480;
export const ACTUAL_DURATION_STEP = 15;
export const ACTUAL_DURATION_MESSAGE = 'Enter a duration from 15 to 480 minutes, in steps of 15';

export const actualDurationSchema = z
  .number(ACTUAL_DURATION_MESSAGE)
  .int(ACTUAL_DURATION_MESSAGE)
  .min(ACTUAL_DURATION_MIN, ACTUAL_DURATION_MESSAGE)
  .max(ACTUAL_DURATION_MAX, ACTUAL_DURATION_MESSAGE)
  .multipleOf(ACTUAL_DURATION_STEP, ACTUAL_DURATION_MESSAGE);

/** `/api/lessons/{id}/...` */
export const lessonIdParamsSchema = z.object({ id: databaseIdParam() });

export const updateLessonDurationRequestSchema = z.object({ actualDuration: actualDurationSchema });

export type UpdateLessonDurationRequest = z.input<typeof updateLessonDurationRequestSchema>;

/** A lesson in Europe/London wall-clock terms. */
export const lessonSchema = z.object({
  id: z.number().int().positive(),
  bookingId: z.number().int().positive().nullable(),
  studentId: z.number().int().positive(),
  instructorId: z.number().int().positive(),
  /** YYYY-MM-DD */
  date: z.string(),
  /** HH:MM */
  startTime: z.string(),
  /** HH:MM */
  endTime: z.string(),
  /** Minutes booked. */
  bookedDuration: z.number().int(),
  /** Minutes really driven, once recorded. */
  actualDuration: z.number().int().nullable(),
  status: z.enum(LESSON_STATUS_VALUES),
  notes: z.string().nullable(),
  completedAt: z.iso.datetime().nullable(),
});

export type Lesson = z.infer<typeof lessonSchema>;

/** `GET /api/lessons/upcoming`: the signed-in instructor's coming lessons. */
export const upcomingLessonSchema = lessonSchema.extend({
  studentName: z.string(),
  booking: z
    .object({
      id: z.number().int().positive(),
      packageType: z.string(),
      packageName: z.string(),
      status: z.string(),
      paymentStatus: z.enum(['unpaid', 'paid']),
      /** Pence. */
      totalAmount: z.number().int().nonnegative(),
    })
    .nullable(),
});

export type UpcomingLesson = z.infer<typeof upcomingLessonSchema>;

export const upcomingLessonsResponseSchema = z.array(upcomingLessonSchema);

/** The recurring-lessons form's lengths (the bookable slot lengths). */
export const MANUAL_LESSON_DURATIONS = [60, 90, 120] as const;

/**
 * The manual-booking form's lengths: every length a package's lesson can have, 15 minutes to
 * 4 hours in steps of 15 (issue 34: a Short Notice Test is a 4-hour lesson).
 */
export const MANUAL_LESSON_MIN_MINUTES = 15;
export const MANUAL_LESSON_MAX_MINUTES = 240;
export const MANUAL_LESSON_STEP_MINUTES = 15;
export const MANUAL_LESSON_LENGTHS: readonly number[] = Array.from(
  { length: MANUAL_LESSON_MAX_MINUTES / MANUAL_LESSON_STEP_MINUTES },
  (_, index) => (index + 1) * MANUAL_LESSON_STEP_MINUTES,
);
export const MANUAL_LESSON_LENGTH_MESSAGE =
  'Choose a length from 15 minutes to 4 hours, in steps of 15 minutes';

/**
 * How the learner paid for the lesson, asked by the manual-booking form. 'not_paid' (the default)
 * records nothing; any other records what is still unpaid of the purchase the lesson draws from,
 * as Mark Paid does. "Cancelled" is a lesson's status, never a payment's (issue 34).
 */
export const MANUAL_LESSON_PAYMENT_METHODS = ['not_paid', 'cash', 'bank_transfer', 'card', 'portal'] as const;
export type ManualLessonPaymentMethod = (typeof MANUAL_LESSON_PAYMENT_METHODS)[number];

export const manualLessonPaymentMethodLabels: Record<ManualLessonPaymentMethod, string> = {
  not_paid: 'Not paid yet',
  cash: 'Paid in cash',
  bank_transfer: 'Paid by bank transfer',
  card: 'Paid by card',
  portal: 'Paid through the payment portal',
};

export const LESSON_CLASH_MESSAGE = 'That time clashes with another lesson.';
export const LESSON_HELD_SLOT_MESSAGE = 'That time is held by a booking request. Approve or reject it first.';

/** The manual-booking tab (spec section 5), shared by the form and `POST /api/lessons/manual`. */
export const createManualLessonRequestSchema = z.object({
  studentId: databaseIdField('Please select a student'),
  date: isoDateField('Please select a date'),
  startTime: wallTimeField('Please select start time'),
  duration: z
    .number(MANUAL_LESSON_LENGTH_MESSAGE)
    .int(MANUAL_LESSON_LENGTH_MESSAGE)
    .min(MANUAL_LESSON_MIN_MINUTES, MANUAL_LESSON_LENGTH_MESSAGE)
    .max(MANUAL_LESSON_MAX_MINUTES, MANUAL_LESSON_LENGTH_MESSAGE)
    .multipleOf(MANUAL_LESSON_STEP_MINUTES, MANUAL_LESSON_LENGTH_MESSAGE)
    .default(60),
  /** Any of the school's packages (the server checks it is on sale). */
  packageType: z
    .string('Please select package type')
    .regex(/^[a-z0-9_]{2,40}$/, 'Please select package type')
    .default('single_1hour'),
  paymentMethod: z.enum(MANUAL_LESSON_PAYMENT_METHODS, 'Choose how it was paid').default('not_paid'),
  notes: z.string().trim().max(2000, 'Notes are too long').optional(),
  /**
   * The lesson draws its hours from the learner's open purchase. When none has enough left: false
   * refuses (409 NO_HOURS_LEFT), true sells `packageType` in the same step
   * (docs/decisions/0018-ledger.md).
   */
  addPurchase: z.boolean().default(false),
});

export type CreateManualLessonRequest = z.input<typeof createManualLessonRequestSchema>;
export type ValidCreateManualLessonRequest = z.output<typeof createManualLessonRequestSchema>;

export const manualLessonResponseSchema = z.object({
  lesson: z.object({
    id: z.number().int().positive(),
    date: z.string(),
    startTime: z.string(),
    duration: z.number().int(),
    status: z.enum(LESSON_STATUS_VALUES),
  }),
  /** The purchase whose hours it uses. */
  purchase: z.object({
    id: z.number().int().positive(),
    description: z.string(),
    /** Whether it was added with this lesson (none of the learner's had hours left). */
    added: z.boolean(),
  }),
  /** What was recorded as paid with it (null: not paid yet, or nothing was left to pay). */
  payment: z
    .object({ amountPence: z.number().int().positive(), method: z.enum(RECORDED_PAYMENT_METHOD_VALUES) })
    .nullable(),
});

export type ManualLessonResponse = z.infer<typeof manualLessonResponseSchema>;

export const NO_HOURS_LEFT_CODE = 'NO_HOURS_LEFT';

/** The manual-lesson answer when none of the learner's purchases has the lesson's hours left. */
export function describeNoHoursLeft(studentName: string): string {
  return `${studentName} has no hours left to book this lesson from. Tick "Add a purchase" to sell the package chosen below with it.`;
}

export const LESSON_NOT_STARTED_MESSAGE = 'This lesson has not started yet.';
export const LESSON_ALREADY_STARTED_MESSAGE =
  'This lesson has already started: record it as done or as a no-show instead.';

/** `POST /api/lessons/{id}/complete`: the minutes really driven. */
export const completeLessonRequestSchema = z.object({ actualMinutes: actualDurationSchema });

/** `POST /api/lessons/{id}/no-show`: whether the learner is charged the lesson's hours. */
export const noShowRequestSchema = z.object({ charged: z.boolean('Choose whether the hours are used') });

/**
 * `POST /api/lessons/{id}/cancel`: the instructor cancels a lesson still to come. Its hours come
 * back by the terms; under 24 hours ahead `charged` says whether they are used.
 */
export const cancelLessonByInstructorRequestSchema = z.object({
  reason: z.string().trim().min(1, 'Please give a reason').max(500, 'The reason is too long'),
  charged: z.boolean().default(false),
});

/** `POST /api/lessons/{id}/move`: the instructor moves a lesson still to come to another free time. */
export const moveLessonByInstructorRequestSchema = z.object({
  date: isoDateField('Please select a date'),
  startTime: wallTimeField('Please select start time'),
});

/** `PATCH /api/lessons/{id}/notes`: the lesson's pickup notes (empty clears them). */
export const updateLessonNotesRequestSchema = z.object({
  notes: z.string().trim().max(2000, 'Notes are too long'),
});
