import { z } from 'zod';
import { getSessionStorage, type KeyValueStorage, readJson, removeKey, writeJson } from './browser-storage';

/*
 * "The booking form has just made this booking", for the checkout page it opens. Inside the router
 * the form says so in the navigation's state; the booking page without the router (an island,
 * docs/decisions/0044-page-javascript-budgets.md) opens the checkout as a new page, which starts
 * with no state, so it leaves the booking's id here (this tab only) for the checkout to read once.
 */

const JUST_CREATED_BOOKING_KEY = 'just-created-booking';
const justCreatedBookingSchema = z.number().int().positive();

export function markBookingJustCreated(
  bookingId: number,
  storage: KeyValueStorage | null = getSessionStorage(),
): void {
  writeJson(storage, JUST_CREATED_BOOKING_KEY, justCreatedBookingSchema, bookingId);
}

/** The booking the form made just before this page opened, or null. */
export function readJustCreatedBooking(storage: KeyValueStorage | null = getSessionStorage()): number | null {
  return readJson(storage, JUST_CREATED_BOOKING_KEY, justCreatedBookingSchema);
}

/** Read once: a reload of the checkout, or the next one, is not "just made" any more. */
export function forgetJustCreatedBooking(storage: KeyValueStorage | null = getSessionStorage()): void {
  removeKey(storage, JUST_CREATED_BOOKING_KEY);
}
