import { CreditCard, Landmark } from 'lucide-react';
import { formatPounds } from '../../../../../core/format/display-format';
import {
  CHECKOUT_PATH_BY_METHOD,
  toCheckoutLinkQuery,
} from '../../../../../core/money/payments/checkout-links';
import { formatBookingReference } from '../../../../../core/money/payments/payment-reference';
import type { ProgressResponse } from '../../../../../core/progress/progress-schemas';
import { SiteLink } from '../../../../components/site-navigation';
import { buttonClassName } from '../../../../components/ui/button';
import { useBookingReferenceFormat } from '../../../../hooks/use-booking-reference';

type LearnerBooking = ProgressResponse['bookings'][number];

/** Bookings still open and not yet paid: the ones the learner can pay from their page. */
export function getBookingsToPay(bookings: readonly LearnerBooking[]): LearnerBooking[] {
  return bookings.filter(
    (booking) =>
      booking.paymentStatus === 'unpaid' && (booking.status === 'pending' || booking.status === 'approved'),
  );
}

/** What a pay button needs of a booking (the learner's page and the guardian's page both have it). */
export type PayableBooking = Pick<
  LearnerBooking,
  'id' | 'packageName' | 'status' | 'paymentMethod' | 'totalAmount'
>;

/**
 * A pay button for each unpaid booking, to its checkout page. The learner's own token opens it (the
 * server accepts it for their bookings), so this works on any device they open their page on.
 */
export function PaymentsDueList({ bookings, token }: { bookings: readonly LearnerBooking[]; token: string }) {
  return <PayBookingButtons bookings={getBookingsToPay(bookings)} token={token} />;
}

/**
 * The pay buttons of bookings already known to be unpaid, with `token` (the learner's link, or a
 * guardian link they made: the checkout accepts both for their bookings).
 */
export function PayBookingButtons({
  bookings: toPay,
  token,
}: {
  bookings: readonly PayableBooking[];
  token: string;
}) {
  const referenceFormat = useBookingReferenceFormat();
  if (toPay.length === 0) return null;
  return (
    <ul className="grid gap-3" aria-label="Bookings to pay">
      {toPay.map((booking) => {
        const method = booking.paymentMethod ?? 'bank_transfer';
        const Icon = method === 'card' ? CreditCard : Landmark;
        const href = `${CHECKOUT_PATH_BY_METHOD[method]}?${toCheckoutLinkQuery({ booking: booking.id, token })}`;
        return (
          <li
            key={booking.id}
            className="flex flex-col gap-3 rounded-lg border border-amber-300 bg-amber-50 p-4 sm:flex-row sm:items-center sm:justify-between"
          >
            <p className="text-slate-900">
              <span className="font-semibold">{formatBookingReference(booking.id, referenceFormat)}</span>,{' '}
              {booking.packageName}: {formatPounds(booking.totalAmount)} to pay
              {booking.status === 'approved' ? ' (approved: confirmed once paid)' : ''}
            </p>
            <SiteLink to={href} className={buttonClassName({ className: 'w-full shrink-0 sm:w-auto' })}>
              <Icon aria-hidden="true" className="size-5" />
              Pay {formatPounds(booking.totalAmount)}
              <span className="sr-only"> for {formatBookingReference(booking.id, referenceFormat)}</span>
            </SiteLink>
          </li>
        );
      })}
    </ul>
  );
}
