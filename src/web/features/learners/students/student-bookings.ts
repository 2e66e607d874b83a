import type { BOOKING_STATUS_VALUES } from '../../../../core/bookings/booking/booking-schemas';

type BookingStatus = (typeof BOOKING_STATUS_VALUES)[number];

export const bookingStatusLabels: Record<BookingStatus, string> = {
  pending: 'Pending',
  approved: 'Approved',
  rejected: 'Rejected',
  cancelled: 'Cancelled',
  expired: 'Expired',
  completed: 'Completed',
};

/** Statuses of a booking the learner still owes for (as the server's payment reminder counts them). */
const OWED_STATUSES: ReadonlySet<BookingStatus> = new Set(['pending', 'approved', 'completed']);

export interface BookingPaymentFacts {
  status: BookingStatus;
  paymentStatus: 'paid' | 'unpaid';
  /** Pence. */
  totalAmount: number;
}

/** Unpaid, live and not free: 'Mark Paid' applies and a payment reminder would mention it. */
export function isBookingOwed(booking: BookingPaymentFacts): boolean {
  return booking.paymentStatus === 'unpaid' && OWED_STATUSES.has(booking.status) && booking.totalAmount > 0;
}
