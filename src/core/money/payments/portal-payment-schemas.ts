import { z } from 'zod';
import { type PendingBooking, pendingBookingSchema } from '../../bookings/booking/pending-booking-schemas';
import { formatPounds } from '../../format/display-format';

/*
 * What the external payment portal pages keep in the browser's local storage (spec learner side,
 * section 3): the learner's details ready to copy into the portal, and the booking being paid there.
 */

/** Local-storage key of the customer details for payment (read by /payment-help). */
export const CUSTOMER_DETAILS_STORAGE_KEY = 'customerDetails';

/** Local-storage key of the pending portal payment (the booking, its package and when it started). */
export const PENDING_PORTAL_PAYMENT_STORAGE_KEY = 'pendingPortalPayment';

/** Customer details for payment: what the learner types into the portal, amount already formatted. */
export const customerDetailsSchema = z.object({
  name: z.string(),
  email: z.string(),
  phone: z.string(),
  /** Formatted for display, e.g. '£72.00'. */
  amount: z.string(),
  packageName: z.string(),
});

export type CustomerDetails = z.infer<typeof customerDetailsSchema>;

/** The package the learner picks in the portal; the amount is the booking's (pence, from the server). */
export const portalPackageDataSchema = z.object({
  packageType: z.string(),
  name: z.string(),
  amount: z.number().int().nonnegative(),
});

/** Pending portal payment: the booking plus its package and the moment the portal was opened. */
export const pendingPortalPaymentSchema = pendingBookingSchema.extend({
  packageData: portalPackageDataSchema,
  /** Milliseconds since the epoch. */
  timestamp: z.number().int().nonnegative(),
});

export type PendingPortalPayment = z.infer<typeof pendingPortalPaymentSchema>;

export function buildCustomerDetails(booking: PendingBooking): CustomerDetails {
  return {
    name: booking.studentName,
    email: booking.studentEmail,
    phone: booking.studentPhone,
    amount: formatPounds(booking.totalAmount),
    packageName: booking.packageName,
  };
}

export function buildPendingPortalPayment(booking: PendingBooking, now: Date): PendingPortalPayment {
  return {
    ...booking,
    packageData: { packageType: booking.packageType, name: booking.packageName, amount: booking.totalAmount },
    timestamp: now.getTime(),
  };
}
