import { z } from 'zod';

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

export const timeSlotsResponseSchema = z.array(timeSlotSchema);
