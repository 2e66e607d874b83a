import { CalendarPlus, CircleCheck, Clock, Info, Link2Off, ReceiptPoundSterling } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import type {
  CheckoutBookingDetails,
  PendingBooking,
} from '../../../../../core/bookings/booking/pending-booking-schemas';
import { formatLongDate, formatPounds, formatTime12h } from '../../../../../core/format/display-format';
import { formatBookingReference } from '../../../../../core/money/payments/payment-reference';
import { SCHOOL_TIME_ZONE, toZonedParts } from '../../../../../core/time/london-time';
import { buttonClassName } from '../../../../components/ui/button';
import { Card } from '../../../../components/ui/card';
import { CopyButton } from '../../../../components/ui/copy-button';
import { useBookingReferenceFormat } from '../../../../hooks/use-booking-reference';
import { useEmailDeliveryConfigured } from '../../../../hooks/use-email-delivery';
import { useCheckoutBookingState } from '../hooks/use-checkout-booking-state';
import { BOOKING_CREATED_TOAST, BOOKING_DETAILS_FAILED_MESSAGE } from '../payment-messages';
import { CheckoutEmailNote } from './checkout-email-note';
import { LoadFailedNotice, PanelSkeleton } from './panel-states';

export const INVALID_CHECKOUT_LINK_TITLE = "This payment link doesn't work";
export const BOOKING_PAID_TITLE = 'This booking is paid';
export const BOOKING_CLOSED_TITLE = 'This booking is no longer open for payment';

const closedReasons: Partial<Record<CheckoutBookingDetails['status'], string>> = {
  expired: 'It was neither paid nor approved in time, so its times were released for other learners.',
  rejected: 'Your instructor could not take it at the times you chose.',
  cancelled: 'It was cancelled.',
};

/** 'Sunday 9 May 2027, 10:00 AM', in London time like every lesson time. */
function formatLondonMoment(iso: string): string {
  const { date, time } = toZonedParts(new Date(iso), SCHOOL_TIME_ZONE);
  return `${formatLongDate(date)}, ${formatTime12h(time)}`;
}

function Notice({
  icon,
  tone,
  children,
}: {
  icon: ReactNode;
  tone: 'success' | 'info';
  children: ReactNode;
}) {
  const toneClassName = tone === 'success' ? 'border-green-700 bg-green-50' : 'border-blue-200 bg-blue-50';
  return (
    <div className={`flex gap-3 rounded-xl border p-4 text-slate-900 ${toneClassName}`}>
      <span className="mt-0.5 shrink-0">{icon}</span>
      <div className="grid gap-1">{children}</div>
    </div>
  );
}

function BookAgainLink() {
  return (
    <Link to="/book-lesson" className={buttonClassName({ className: 'w-full sm:w-auto' })}>
      <CalendarPlus aria-hidden="true" className="size-5" />
      Book a lesson
    </Link>
  );
}

/** Where the booking stands, above the payment: just made, approved, the hold; nothing to cover it. */
function CheckoutStatusNotices({
  booking,
  details,
  justCreated,
}: {
  booking: PendingBooking;
  details: CheckoutBookingDetails | null;
  justCreated: boolean;
}) {
  const referenceFormat = useBookingReferenceFormat();
  const reference = formatBookingReference(booking.id, referenceFormat);
  const pageLink = typeof window === 'undefined' ? '' : window.location.href;
  return (
    <div className="grid gap-3">
      {justCreated ? (
        <div role="status">
          <Notice tone="success" icon={<CircleCheck aria-hidden="true" className="size-5 text-green-700" />}>
            <p className="font-semibold">{BOOKING_CREATED_TOAST.title}</p>
            <p>
              {BOOKING_CREATED_TOAST.description} Your reference is <strong>{reference}</strong>.
            </p>
            <CheckoutEmailNote />
          </Notice>
        </div>
      ) : null}
      {details?.status === 'approved' ? (
        <Notice tone="info" icon={<Info aria-hidden="true" className="size-5 text-blue-700" />}>
          <p>
            Your instructor has approved this booking. It is confirmed once your payment of{' '}
            {formatPounds(booking.totalAmount)} has been received.
          </p>
        </Notice>
      ) : null}
      {details?.holdExpiresAt ? (
        <Notice tone="info" icon={<Clock aria-hidden="true" className="size-5 text-blue-700" />}>
          <p>
            We are holding your times until {formatLondonMoment(details.holdExpiresAt)}. If by then the
            booking is neither paid nor approved, they are released.
          </p>
        </Notice>
      ) : null}
      {pageLink ? (
        <div className="flex flex-wrap items-center gap-x-3 gap-y-1 text-sm text-slate-700">
          <span>Paying from another phone or computer? Copy the link to this page:</span>
          <CopyButton value={pageLink} label="Link to this page" />
        </div>
      ) : null}
    </div>
  );
}

export interface CheckoutBookingGateProps {
  /** The page's payment parts, for a booking that can still be paid. */
  children: (booking: PendingBooking) => ReactNode;
}

/**
 * The booking a checkout page is about, or what stands in the way: loading, a link that does not
 * work, a booking already paid or no longer open (then nothing offers to take money).
 */
export function CheckoutBookingGate({ children }: CheckoutBookingGateProps) {
  const state = useCheckoutBookingState();
  const emailOn = useEmailDeliveryConfigured();
  const referenceFormat = useBookingReferenceFormat();
  switch (state.kind) {
    case 'no-booking':
      return null;
    case 'loading':
      return <PanelSkeleton label="Loading your booking" />;
    case 'load-failed':
      return (
        <LoadFailedNotice
          title="Booking unavailable"
          message={BOOKING_DETAILS_FAILED_MESSAGE}
          onRetry={state.retry}
          isRetrying={state.isRetrying}
        />
      );
    case 'invalid-link':
      return (
        <Card className="flex flex-col items-start gap-3 p-5 sm:p-6" role="alert">
          <Link2Off aria-hidden="true" className="size-8 text-amber-600" />
          <h2 className="text-xl sm:text-2xl">{INVALID_CHECKOUT_LINK_TITLE}</h2>
          <p className="text-slate-700">
            It may have been cut short when it was copied. Open the link in your booking e-mail again, or call
            us and quote your booking reference.
          </p>
          <BookAgainLink />
        </Card>
      );
    case 'ready':
      break;
  }

  const { booking, details, justCreated } = state;
  if (details?.paymentStatus === 'paid') {
    return (
      <Card className="flex flex-col items-start gap-3 p-5 sm:p-6" role="status">
        <ReceiptPoundSterling aria-hidden="true" className="size-8 text-green-700" />
        <h2 className="text-xl sm:text-2xl">{BOOKING_PAID_TITLE}</h2>
        <p className="text-slate-700">
          Thank you: we have received {formatPounds(booking.totalAmount)} for{' '}
          {formatBookingReference(booking.id, referenceFormat)} ({booking.packageName}).{' '}
          {details.status === 'approved' || details.status === 'completed'
            ? 'Your instructor has approved it, so it is confirmed.'
            : `Your instructor reviews it within 24 hours; it is confirmed once approved${emailOn ? ', and we will e-mail you then' : ''}.`}
        </p>
      </Card>
    );
  }
  if (details && details.status !== 'pending' && details.status !== 'approved') {
    return (
      <Card className="flex flex-col items-start gap-3 p-5 sm:p-6" role="status">
        <Info aria-hidden="true" className="size-8 text-blue-700" />
        <h2 className="text-xl sm:text-2xl">{BOOKING_CLOSED_TITLE}</h2>
        <p className="text-slate-700">
          {formatBookingReference(booking.id, referenceFormat)}:{' '}
          {closedReasons[details.status] ?? 'Its lessons have taken place.'}
        </p>
        <BookAgainLink />
      </Card>
    );
  }
  return (
    <div className="grid gap-6">
      <CheckoutStatusNotices booking={booking} details={details} justCreated={justCreated} />
      {children(booking)}
    </div>
  );
}
