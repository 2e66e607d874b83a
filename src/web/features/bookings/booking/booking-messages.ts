/*
 * The booking page's words: the spec's texts (learner side, sections 5 and 8) quoted exactly, and
 * the small helpers that put a learner's data into them.
 */

import type { SlotSelectionProblem } from '../../../../core/bookings/booking/booking-rules';
import type { CreateBookingRequest } from '../../../../core/bookings/booking/booking-schemas';
import type { TimeSlot } from '../../../../core/bookings/booking/time-slot-schemas';
import {
  formatDurationLabel,
  formatLongDate,
  formatTime12h,
  getFirstName,
} from '../../../../core/format/display-format';

export interface ToastText {
  title: string;
  description: string;
}

export const NO_PACKAGE_TOAST: ToastText = {
  title: 'No Package Selected',
  description: 'Please select a lesson package before proceeding.',
};

/** The greeting shown on the form when "Book again" filled it in (the spec's 'Student Found!' words). */
export function getStudentFoundToast(fullName: string): ToastText {
  return {
    title: 'Student Found!',
    description: `Welcome back, ${getFirstName(fullName)}! We've filled in your details.`,
  };
}

/** What to do when chosen times were lost: the notice, the hint under the submit button. */
export const CHOOSE_AGAIN_PROMPT = 'Pick your times again, or choose to arrange them later.';
/** The button that turns the booking into a future booking, on purpose. */
export const ARRANGE_TIMES_LATER_LABEL = 'Arrange times later instead';
export const CHECKING_TIMES_HINT = 'Checking which of your times are still free…';

/**
 * Which chosen times went. Said as "no longer available", true whether someone else booked them
 * or the instructor took them off (the 409's own message says which, in its toast).
 */
export function describeLostSlots(lostSlots: readonly Pick<TimeSlot, 'date' | 'time'>[]): string {
  if (lostSlots.length === 0) {
    return "One of the times you chose is no longer available. We couldn't tell which, so the times you sent were removed.";
  }
  const times = lostSlots.map((slot) => `${formatLongDate(slot.date)} at ${formatTime12h(slot.time)}`);
  return lostSlots.length === 1
    ? `A time you chose is no longer available and was removed: ${times.join(', ')}.`
    : `Times you chose are no longer available and were removed: ${times.join(', ')}.`;
}

/** Whether card payment can be taken online, from GET /api/payment-config. */
export type CardAvailability = 'checking' | 'available' | 'unavailable' | 'unknown';

export function getCardAvailability(query: {
  isPending: boolean;
  data: { card: { available: boolean } } | undefined;
}): CardAvailability {
  if (query.data) return query.data.card.available ? 'available' : 'unavailable';
  // Failed: say nothing either way; the card checkout page says so if cards are off.
  return query.isPending ? 'checking' : 'unknown';
}

/** The card option's line, for each state (decisions: without card keys the option says so). */
export const cardOptionText: Record<CardAvailability, string> = {
  checking: 'Pay by debit or credit card on the next page.',
  available: 'Pay by debit or credit card on the next page.',
  unavailable: "Card payment isn't available online yet. Please choose bank transfer.",
  unknown:
    "We couldn't check whether card payment is available. If you choose it, the next page will tell you.",
};

export const CARD_SWITCHED_TO_BANK_TRANSFER_MESSAGE =
  "Card payment isn't available online yet, so we've switched you to bank transfer.";

export const BOOKING_FAILED_TOAST: ToastText = {
  title: 'Booking Failed',
  description: 'There was an error creating your booking. Please try again.',
};

export const PACKAGES_UNAVAILABLE_MESSAGE = 'Unable to load pricing packages';

export const SELECT_DATE_PROMPT = 'Please select a date to view available time slots';
export const NO_SLOTS_FOR_DATE_MESSAGE = 'No time slots available for this date';

/**
 * A selection problem as a toast: 'Payment Mismatch: You selected...' becomes the title 'Payment
 * Mismatch' and the rest of the sentence; a message without such a prefix is the description.
 */
export function getSelectionProblemToast(problem: SlotSelectionProblem): ToastText {
  const match = /^([A-Z][A-Za-z ]{0,40}): (.+)$/s.exec(problem.message);
  if (match?.[1] && match[2]) return { title: match[1], description: match[2] };
  return {
    title: problem.kind === 'payment_mismatch' ? 'Payment Mismatch' : 'Too Many Hours',
    description: problem.message,
  };
}

/** The date grid's button label: 'Monday 23 November 2026, 6 times available'. */
export function describeDateAvailability(date: string, slotCount: number): string {
  const availability =
    slotCount === 0 ? 'no times available' : `${slotCount} ${slotCount === 1 ? 'time' : 'times'} available`;
  return `${formatLongDate(date)}, ${availability}`;
}

/** 'Monday 23 November 2026 at 9:00 AM (1hr)', for screen-reader labels of a chosen slot. */
export function describeSlot(slot: { date: string; time: string; duration: number }): string {
  return `${formatLongDate(slot.date)} at ${formatTime12h(slot.time)} (${formatDurationLabel(slot.duration)})`;
}

/** The fields of the booking request, which a 400 answer's `fields` may name. */
export const BOOKING_FIELD_NAMES = [
  'fullName',
  'email',
  'phone',
  'drivingExperience',
  'pickupAddress',
  'pickupPostcode',
  'packageType',
  'acceptTerms',
  'timeSlotIds',
  'instructorPreference',
  'instructorId',
  'paymentMethod',
  'futureBooking',
] as const satisfies readonly (keyof CreateBookingRequest)[];

export type BookingFieldName = (typeof BOOKING_FIELD_NAMES)[number];

function isBookingFieldName(name: string): name is BookingFieldName {
  return BOOKING_FIELD_NAMES.some((field) => field === name);
}

export interface BookingFieldError {
  name: BookingFieldName;
  message: string;
}

/**
 * The server's `fields` of a 400 answer, as form fields: 'timeSlotIds.0' belongs to 'timeSlotIds';
 * unknown names are dropped; one message per field (the first).
 */
export function toBookingFieldErrors(fields: Record<string, string> | undefined): BookingFieldError[] {
  const errors: BookingFieldError[] = [];
  for (const [path, message] of Object.entries(fields ?? {})) {
    const name = path.split('.')[0] ?? '';
    if (isBookingFieldName(name) && !errors.some((error) => error.name === name)) {
      errors.push({ name, message });
    }
  }
  return errors;
}
