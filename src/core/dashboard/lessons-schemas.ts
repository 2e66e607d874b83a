import { z } from 'zod';
import { isoDateField, wallTimeField } from '../api/date-time-schemas';
import { databaseIdField, databaseIdParam } from '../api/id-schemas';

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

/** Manual-lesson form choices (spec section 9). */
export const MANUAL_LESSON_DURATIONS = [60, 90, 120] as const;
export const MANUAL_LESSON_PACKAGE_TYPES = [
  'single_1hour',
  'single_90min',
  'single_2hour',
  'starter',
  'special_offer',
  'standard',
  'pass_plus',
  'test_car',
] as const;
export const MANUAL_LESSON_PAYMENT_STATUSES = ['pending', 'completed', 'cancelled'] as const;

export const manualLessonPaymentStatusLabels: Record<
  (typeof MANUAL_LESSON_PAYMENT_STATUSES)[number],
  string
> = {
  pending: 'Pending (unpaid)',
  completed: 'Completed (paid)',
  cancelled: 'Cancelled',
};

export const LESSON_CLASH_MESSAGE = 'That time clashes with another lesson.';
export const LESSON_HELD_SLOT_MESSAGE = 'That time is held by a booking request. Approve or reject it first.';

/** The manual-booking tab (spec section 5), shared by the form and `POST /api/lessons/manual`. */
export const createManualLessonRequestSchema = z.object({
  studentId: databaseIdField('Please select a student'),
  date: isoDateField('Please select a date'),
  startTime: wallTimeField('Please select start time'),
  duration: z.literal(MANUAL_LESSON_DURATIONS, 'Please select duration').default(60),
  packageType: z.enum(MANUAL_LESSON_PACKAGE_TYPES, 'Please select package type').default('single_1hour'),
  paymentStatus: z.enum(MANUAL_LESSON_PAYMENT_STATUSES, 'Please select payment status').default('completed'),
  notes: z.string().trim().max(2000, 'Notes are too long').optional(),
  /**
   * The lesson draws its hours from the learner's open purchase. When none has enough left: false
   * refuses (409 NO_HOURS_LEFT), true sells `packageType` in the same step, paid when
   * `paymentStatus` is 'completed' (docs/decisions/0018-ledger.md).
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
  /** The purchase whose hours it uses (null for a lesson recorded as cancelled). */
  purchase: z
    .object({
      id: z.number().int().positive(),
      description: z.string(),
      /** Whether it was added with this lesson (none of the learner's had hours left). */
      added: z.boolean(),
    })
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
