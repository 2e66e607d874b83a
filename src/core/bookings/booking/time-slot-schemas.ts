import { z } from 'zod';
import { databaseIdParam } from '../../api/id-schemas';

/** A bookable slot, in Europe/London wall-clock terms. */
export const timeSlotSchema = z.object({
  id: z.number().int().positive(),
  /** YYYY-MM-DD, Europe/London. */
  date: z.string(),
  /** HH:MM, 24-hour, Europe/London. */
  time: z.string(),
  /** Minutes: 60, 90 or 120. */
  duration: z.number().int().positive(),
});

export type TimeSlot = z.infer<typeof timeSlotSchema>;

/** A slot of the public list: whose time it is (issue 37: learners choose who teaches them). */
export const bookableSlotSchema = timeSlotSchema.extend({
  instructorId: z.number().int().positive(),
});

export type BookableSlot = z.infer<typeof bookableSlotSchema>;

export const timeSlotsResponseSchema = z.array(bookableSlotSchema);

/** A learner's wish about who teaches them, as the slot list and the booking take it. */
export const INSTRUCTOR_GENDER_PREFERENCES = ['female', 'male'] as const;
export type InstructorGenderPreference = (typeof INSTRUCTOR_GENDER_PREFERENCES)[number];

export const INSTRUCTOR_PREFERENCE_QUERY_MESSAGE = 'Choose female or male';

/** GET /api/time-slots?instructorId=&instructorPreference=: both optional, both narrow the list. */
export const timeSlotsQuerySchema = z.object({
  instructorId: databaseIdParam().optional(),
  instructorPreference: z.enum(INSTRUCTOR_GENDER_PREFERENCES, INSTRUCTOR_PREFERENCE_QUERY_MESSAGE).optional(),
});

export type TimeSlotsQuery = z.output<typeof timeSlotsQuerySchema>;
