import { z } from 'zod';
import {
  BOOKING_PAYMENT_METHODS,
  BOOKING_STATUS_VALUES,
  DRIVING_EXPERIENCE_OPTIONS,
  PAYMENT_STATUS_VALUES,
} from './booking-schemas';
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
  /** Null for a learner the instructor added without it. */
  drivingExperience: z.enum(DRIVING_EXPERIENCE_OPTIONS).nullable(),
  /** Pence, as computed by the server. */
  totalAmount: z.number().int().nonnegative(),
  timeSlotIds: z.array(z.number().int().positive()),
  timeSlots: z.array(timeSlotSchema),
  paymentMethod: z.enum(BOOKING_PAYMENT_METHODS),
  /** From the booking response: lets this browser pay the booking and read its payment status. */
  checkoutToken: z.string().min(20),
});

export type PendingBooking = z.infer<typeof pendingBookingSchema>;

/**
 * `GET /api/bookings/{id}/checkout`: the booking as its checkout pages show it, for a browser that
 * opened a checkout link (no local storage needed), with where it stands now.
 */
export const checkoutBookingSchema = pendingBookingSchema.omit({ checkoutToken: true }).extend({
  status: z.enum(BOOKING_STATUS_VALUES),
  paymentStatus: z.enum(PAYMENT_STATUS_VALUES),
  /** When the unpaid request lets go of its times (never after the first lesson starts); null when it holds none. */
  holdExpiresAt: z.iso.datetime().nullable(),
});

export type CheckoutBookingDetails = z.infer<typeof checkoutBookingSchema>;
