import type { ZodType } from 'zod';
import { type PendingBooking, pendingBookingSchema } from '../../../core/booking/pending-booking-schemas';
import {
  CUSTOMER_DETAILS_STORAGE_KEY,
  type CustomerDetails,
  customerDetailsSchema,
  PENDING_PORTAL_PAYMENT_STORAGE_KEY,
  type PendingPortalPayment,
  pendingPortalPaymentSchema,
} from '../../../core/payments/portal-payment-schemas';

/*
 * What the checkout pages keep in the browser besides the pending booking: the portal payment and
 * the learner's details to copy (local storage, spec section 3), and the booking the
 * payment-success page reports on (session storage: it survives a reload of that tab only).
 */

/** A storage; a parameter so tests can pass their own. */
export type KeyValueStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

/** Session-storage key of the booking /payment-success reports on after clearing the pending booking. */
export const RECEIPT_BOOKING_STORAGE_KEY = 'paymentReceiptBooking';

function getLocalStorage(): KeyValueStorage | null {
  try {
    return globalThis.localStorage ?? null;
  } catch {
    // Storage blocked (some private-browsing modes).
    return null;
  }
}

function getSessionStorage(): KeyValueStorage | null {
  try {
    return globalThis.sessionStorage ?? null;
  } catch {
    return null;
  }
}

function writeJson<T>(storage: KeyValueStorage | null, key: string, schema: ZodType<T>, value: T): boolean {
  if (!storage) return false;
  try {
    storage.setItem(key, JSON.stringify(schema.parse(value)));
    return true;
  } catch {
    return false;
  }
}

function readJson<T>(storage: KeyValueStorage | null, key: string, schema: ZodType<T>): T | null {
  if (!storage) return null;
  try {
    const text = storage.getItem(key);
    if (text === null) return null;
    const result = schema.safeParse(JSON.parse(text));
    return result.success ? result.data : null;
  } catch {
    return null;
  }
}

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
