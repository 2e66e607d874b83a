import {
  PENDING_BOOKING_STORAGE_KEY,
  type PendingBooking,
  pendingBookingSchema,
} from '../../../core/booking/pending-booking-schemas';

/** The storage the pending booking lives in; a parameter so tests can pass their own. */
type KeyValueStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

function getBrowserStorage(): KeyValueStorage | null {
  try {
    return globalThis.localStorage ?? null;
  } catch {
    // Storage blocked (some private-browsing modes).
    return null;
  }
}

/**
 * Saves the booking waiting to be paid, for the checkout pages. Returns false when it could not be
 * stored (storage blocked or full), so the caller can say so.
 */
export function savePendingBooking(
  booking: PendingBooking,
  storage: KeyValueStorage | null = getBrowserStorage(),
): boolean {
  if (!storage) return false;
  try {
    storage.setItem(PENDING_BOOKING_STORAGE_KEY, JSON.stringify(pendingBookingSchema.parse(booking)));
    return true;
  } catch {
    return false;
  }
}

/** The stored pending booking, or null when there is none or it is not in the expected shape. */
export function readPendingBooking(
  storage: KeyValueStorage | null = getBrowserStorage(),
): PendingBooking | null {
  if (!storage) return null;
  try {
    const text = storage.getItem(PENDING_BOOKING_STORAGE_KEY);
    if (text === null) return null;
    const result = pendingBookingSchema.safeParse(JSON.parse(text));
    return result.success ? result.data : null;
  } catch {
    return null;
  }
}

export function clearPendingBooking(storage: KeyValueStorage | null = getBrowserStorage()): void {
  try {
    storage?.removeItem(PENDING_BOOKING_STORAGE_KEY);
  } catch {
    // Nothing stored, nothing to clear.
  }
}
