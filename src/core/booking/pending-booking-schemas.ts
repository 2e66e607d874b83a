import { z } from 'zod';
import { BOOKING_PAYMENT_METHODS, DRIVING_EXPERIENCE_OPTIONS } from './booking-schemas';
import { timeSlotSchema } from './time-slot-schemas';

/** The browser's local-storage key for the booking waiting to be paid (checkout pages read it). */
export const PENDING_BOOKING_STORAGE_KEY = 'pendingBooking';

/**
 * The pending booking in the spec's exact shape (learner side, section 3), plus the chosen payment
 * method and package name so checkout pages can render without another request, and the
 * checkout token that proves to the server this browser made the booking.
 */
export const pendingBookingSchema = z.object({
  id: z.number().int().positive(),
  packageType: z.string(),
  packageName: z.string(),
  studentName: z.string(),
  studentEmail: z.string(),
  studentPhone: z.string(),
  drivingExperience: z.enum(DRIVING_EXPERIENCE_OPTIONS),
  /** Pence, as computed by the server. */
  totalAmount: z.number().int().nonnegative(),
  timeSlotIds: z.array(z.number().int().positive()),
  timeSlots: z.array(timeSlotSchema),
  paymentMethod: z.enum(BOOKING_PAYMENT_METHODS),
  /** From the booking response: lets this browser pay the booking and read its payment status. */
  checkoutToken: z.string().min(20),
});

export type PendingBooking = z.infer<typeof pendingBookingSchema>;
