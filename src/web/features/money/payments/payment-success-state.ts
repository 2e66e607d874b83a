import type { BookingPaymentStatus } from '../../../../core/money/payments/payment-schemas';

/*
 * What /payment-success tells the learner comes from the server's payment status only. The card
 * provider's `redirect_status` in the return address decides whether to keep asking for a while
 * (a webhook can arrive a moment after the learner), never whether the payment is done.
 */

export const PAYMENT_STATUS_POLL_INTERVAL_MS = 3000;
export const PAYMENT_STATUS_POLL_WINDOW_MS = 30_000;

/** Stripe adds `redirect_status` to the return address after a card confirmation. */
export function cameFromCardConfirmation(redirectStatus: string | null): boolean {
  return redirectStatus === 'succeeded' || redirectStatus === 'processing';
}

export type PaymentSuccessView =
  /** The server says paid: the booking is confirmed. */
  | 'paid'
  /** The booking was rejected, cancelled or expired before it was paid. */
  | 'closed'
  /** Back from a card confirmation, still asking the server. */
  | 'confirming_card'
  /** Back from a card confirmation, and the server has not heard yet after the polling window. */
  | 'card_delayed'
  /** Paying by bank transfer: confirmed by hand within 1-2 hours. */
  | 'awaiting_bank_transfer'
  /** Nothing says a payment was made: the learner is not told they paid. */
  | 'not_paid';

const CLOSED_BOOKING_STATUSES = new Set<BookingPaymentStatus['status']>(['rejected', 'cancelled', 'expired']);

export interface PaymentSuccessViewInput {
  status: Pick<BookingPaymentStatus, 'paymentStatus' | 'status'>;
  paymentMethod: 'card' | 'bank_transfer';
  fromCardConfirmation: boolean;
  /** Still inside the polling window. */
  isWatching: boolean;
}

export function getPaymentSuccessView({
  status,
  paymentMethod,
  fromCardConfirmation,
  isWatching,
}: PaymentSuccessViewInput): PaymentSuccessView {
  if (status.paymentStatus === 'paid') return 'paid';
  if (CLOSED_BOOKING_STATUSES.has(status.status)) return 'closed';
  if (fromCardConfirmation) return isWatching ? 'confirming_card' : 'card_delayed';
  if (paymentMethod === 'bank_transfer') return 'awaiting_bank_transfer';
  return 'not_paid';
}
