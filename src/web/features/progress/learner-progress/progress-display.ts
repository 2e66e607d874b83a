/*
 * How the learner's progress pages show assessments, bookings and the WhatsApp request (pure, tested).
 */
import type {
  BOOKING_STATUS_VALUES,
  PAYMENT_STATUS_VALUES,
} from '../../../../core/bookings/booking/booking-schemas';
import { SCHOOL_TIME_ZONE, toZonedParts } from '../../../../core/time/london-time';

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
