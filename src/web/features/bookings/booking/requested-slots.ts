import type { PackageHours } from '../../../../core/bookings/booking/booking-rules';
import { checkBookingSelection } from '../../../../core/bookings/booking/one-piece-lesson';
import type { TimeSlot } from '../../../../core/bookings/booking/time-slot-schemas';
import { SCHOOL_TIME_ZONE } from '../../../../core/time/london-time';

/*
 * `/book-lesson?slots=12,13` (a waiting-list offer for a learner without hours): the booking page
 * opens with those times chosen, if they are all still offered and fit the package.
 */

export const REQUESTED_SLOTS_PARAM = 'slots';
export const REQUESTED_TIME_GONE_MESSAGE = 'That time has just been taken. Please choose another.';

/** '12,13' → [12, 13]; anything that is not a list of slot ids → [] (nothing asked for). */
export function parseRequestedSlotIds(value: string | null): number[] {
  if (value === null || value.trim() === '') return [];
  const ids = value.split(',').map((part) => Number(part.trim()));
  if (!ids.every((id) => Number.isSafeInteger(id) && id > 0)) return [];
  return [...new Set(ids)];
}

export type RequestedSlots =
  | { kind: 'chosen'; slots: TimeSlot[] }
  /** At least one of the times is no longer offered: nothing is chosen, and the learner is told. */
  | { kind: 'gone' }
  /** The times do not fit the package (more hours, or not a single lesson's exact length in one stretch). */
  | { kind: 'misfit' };

/** The asked-for times from the live list, in the list's order, or why they cannot be chosen. */
export function pickRequestedSlots(
  requestedIds: readonly number[],
  availableSlots: readonly TimeSlot[],
  lessonPackage: PackageHours,
): RequestedSlots {
  const wanted = new Set(requestedIds);
  const slots = availableSlots.filter((slot) => wanted.has(slot.id));
  if (slots.length !== wanted.size) return { kind: 'gone' };
  if (checkBookingSelection(lessonPackage, slots, SCHOOL_TIME_ZONE) !== null) return { kind: 'misfit' };
  return { kind: 'chosen', slots };
}
