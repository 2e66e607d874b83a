import { z } from 'zod';
import { isoDateField, wallTimeField } from '../api/date-time-schemas';
import { databaseIdField, databaseIdParam } from '../api/id-schemas';

export const LESSON_STATUS_VALUES = ['scheduled', 'completed', 'cancelled'] as const;

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
  booking: z.object({
    id: z.number().int().positive(),
    status: z.string(),
    paymentStatus: z.enum(['unpaid', 'paid']),
    /** Pence, from the package. */
    totalAmount: z.number().int().nonnegative(),
  }),
});

export type ManualLessonResponse = z.infer<typeof manualLessonResponseSchema>;
