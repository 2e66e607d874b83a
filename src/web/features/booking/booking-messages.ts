/*
 * The booking page's words: the spec's texts (learner side, sections 5 and 8) quoted exactly, and
 * the small helpers that put a learner's data into them.
 */

import type { SlotSelectionProblem } from '../../../core/booking/booking-rules';
import type { CreateBookingRequest } from '../../../core/booking/booking-schemas';
import {
  formatDurationLabel,
  formatLongDate,
  formatTime12h,
  getFirstName,
} from '../../../core/format/display-format';

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

export const BOOKING_CREATED_TOAST: ToastText = {
  title: 'Booking Created',
  description: 'Proceed to payment to confirm your booking.',
};

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
  'packageType',
  'acceptTerms',
  'timeSlotIds',
  'instructorPreference',
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
