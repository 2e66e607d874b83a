/*
 * How the learner's progress pages show assessments, bookings and the WhatsApp request (pure, tested).
 */
import type { BOOKING_STATUS_VALUES, PAYMENT_STATUS_VALUES } from '../../../core/booking/booking-schemas';
import { SCHOOL_TIME_ZONE, toZonedParts } from '../../../core/time/london-time';

export type AssessmentTone = 'green' | 'blue' | 'yellow' | 'orange';

/** Spec: excellent green, good blue, satisfactory (our "steady") yellow, otherwise orange. */
export function getAssessmentTone(assessment: string): AssessmentTone {
  const value = assessment.trim().toLowerCase();
  if (value === 'excellent') return 'green';
  if (value === 'good') return 'blue';
  if (value === 'satisfactory' || value === 'steady') return 'yellow';
  return 'orange';
}

/** 'needs_practice' → 'Needs practice'; always a word beside the colour. */
export function formatAssessment(assessment: string): string {
  const words = assessment.trim().replace(/[_-]+/g, ' ').toLowerCase();
  return words === '' ? 'Not assessed' : `${words.charAt(0).toUpperCase()}${words.slice(1)}`;
}

export const assessmentToneClassNames: Record<AssessmentTone, string> = {
  green: 'border-green-300 bg-green-50 text-green-800',
  blue: 'border-blue-300 bg-blue-50 text-blue-800',
  yellow: 'border-yellow-300 bg-yellow-50 text-yellow-900',
  orange: 'border-orange-300 bg-orange-50 text-orange-900',
};

type BookingStatus = (typeof BOOKING_STATUS_VALUES)[number];
type PaymentStatus = (typeof PAYMENT_STATUS_VALUES)[number];

export const learnerBookingStatusLabels: Record<BookingStatus, string> = {
  pending: 'Waiting for approval',
  approved: 'Approved',
  rejected: 'Declined',
  cancelled: 'Cancelled',
  expired: 'Expired',
  completed: 'Completed',
};

export const learnerPaymentStatusLabels: Record<PaymentStatus, string> = {
  paid: 'Paid',
  unpaid: 'Not paid yet',
};

/** The message prefilled in WhatsApp when a learner asks for a new progress link. */
export function getNewLinkRequestMessage(learnerName: string | null): string {
  const from = learnerName ? ` This is ${learnerName}.` : '';
  return `Hi!${from} My driving progress link has expired or is about to. Could you send me a new one, please?`;
}

/** 'Tom Clarke' → 'Tom'. */
export function getFirstName(fullName: string): string {
  return fullName.trim().split(/\s+/)[0] ?? fullName;
}

/** The day a note is about: its lesson's date, else the London date it was written. */
export function getNoteDate(note: { createdAt: string; lesson: { date: string } | null }): string {
  return note.lesson?.date ?? toZonedParts(new Date(note.createdAt), SCHOOL_TIME_ZONE).date;
}

/** Newest first, by the note's day then by when it was written. */
export function sortNotesNewestFirst<T extends { createdAt: string; lesson: { date: string } | null }>(
  notes: readonly T[],
): T[] {
  return [...notes].sort(
    (a, b) => getNoteDate(b).localeCompare(getNoteDate(a)) || b.createdAt.localeCompare(a.createdAt),
  );
}
