import {
  type PendingBooking,
  pendingBookingSchema,
} from '../../../../core/bookings/booking/pending-booking-schemas';
import {
  CUSTOMER_DETAILS_STORAGE_KEY,
  type CustomerDetails,
  customerDetailsSchema,
  PENDING_PORTAL_PAYMENT_STORAGE_KEY,
  type PendingPortalPayment,
  pendingPortalPaymentSchema,
} from '../../../../core/money/payments/portal-payment-schemas';
import {
  getLocalStorage,
  getSessionStorage,
  type KeyValueStorage,
  readJson,
  writeJson,
} from '../../../lib/browser-storage';

/*
 * What the checkout pages keep in the browser besides the pending booking: the portal payment and
 * the learner's details to copy (local storage, spec section 3), and the booking the
 * payment-success page reports on (session storage: it survives a reload of that tab only).
 */

/** Session-storage key of the booking /payment-success reports on after clearing the pending booking. */
export const RECEIPT_BOOKING_STORAGE_KEY = 'paymentReceiptBooking';

export function saveCustomerDetails(
  details: CustomerDetails,
  storage: KeyValueStorage | null = getLocalStorage(),
): boolean {
  return writeJson(storage, CUSTOMER_DETAILS_STORAGE_KEY, customerDetailsSchema, details);
}

/** The saved customer details for payment, or null when none are saved or they are malformed. */
export function readCustomerDetails(
  storage: KeyValueStorage | null = getLocalStorage(),
): CustomerDetails | null {
  return readJson(storage, CUSTOMER_DETAILS_STORAGE_KEY, customerDetailsSchema);
}

export function savePendingPortalPayment(
  payment: PendingPortalPayment,
  storage: KeyValueStorage | null = getLocalStorage(),
): boolean {
  return writeJson(storage, PENDING_PORTAL_PAYMENT_STORAGE_KEY, pendingPortalPaymentSchema, payment);
}

export function readPendingPortalPayment(
  storage: KeyValueStorage | null = getLocalStorage(),
): PendingPortalPayment | null {
  return readJson(storage, PENDING_PORTAL_PAYMENT_STORAGE_KEY, pendingPortalPaymentSchema);
}

/** Keeps the booking for this tab, so /payment-success can still ask about it after a reload. */
export function saveReceiptBooking(
  booking: PendingBooking,
  storage: KeyValueStorage | null = getSessionStorage(),
): boolean {
  return writeJson(storage, RECEIPT_BOOKING_STORAGE_KEY, pendingBookingSchema, booking);
}

export function readReceiptBooking(
  storage: KeyValueStorage | null = getSessionStorage(),
): PendingBooking | null {
  return readJson(storage, RECEIPT_BOOKING_STORAGE_KEY, pendingBookingSchema);
}
