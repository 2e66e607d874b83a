import {
  PENDING_BOOKING_STORAGE_KEY,
  type PendingBooking,
  pendingBookingSchema,
} from '../../core/bookings/booking/pending-booking-schemas';
import { getLocalStorage, type KeyValueStorage, readJson, removeKey, writeJson } from './browser-storage';

/**
 * Saves the booking waiting to be paid, for the checkout pages. Returns false when it could not be
 * stored (storage blocked or full), so the caller can say so.
 */
export function savePendingBooking(
  booking: PendingBooking,
  storage: KeyValueStorage | null = getLocalStorage(),
): boolean {
  return writeJson(storage, PENDING_BOOKING_STORAGE_KEY, pendingBookingSchema, booking);
}

/** The stored pending booking, or null when there is none or it is not in the expected shape. */
export function readPendingBooking(
  storage: KeyValueStorage | null = getLocalStorage(),
): PendingBooking | null {
  return readJson(storage, PENDING_BOOKING_STORAGE_KEY, pendingBookingSchema);
}

export function clearPendingBooking(storage: KeyValueStorage | null = getLocalStorage()): void {
  removeKey(storage, PENDING_BOOKING_STORAGE_KEY);
}
