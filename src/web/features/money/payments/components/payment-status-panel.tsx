import {
  ArrowRight,
  CircleAlert,
  CircleCheck,
  Hourglass,
  House,
  LoaderCircle,
  RefreshCw,
  TriangleAlert,
} from 'lucide-react';
import { type ReactNode, useEffect, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import type { PendingBooking } from '../../../../../core/bookings/booking/pending-booking-schemas';
import { formatPounds } from '../../../../../core/format/display-format';
import { CHECKOUT_PATHS, toCheckoutLinkQuery } from '../../../../../core/money/payments/checkout-links';
import { formatBookingReference } from '../../../../../core/money/payments/payment-reference';
import { Button, buttonClassName } from '../../../../components/ui/button';
import { Skeleton } from '../../../../components/ui/skeleton';
import { useBookingReferenceFormat } from '../../../../hooks/use-booking-reference';
import { useEmailDeliveryConfigured } from '../../../../hooks/use-email-delivery';
import { usePageTitle } from '../../../../hooks/use-page-title';
import { isApiRequestError } from '../../../../lib/api-client';
import { savePendingBooking } from '../../../../lib/pending-booking-storage';
import { useBookingPaymentStatus } from '../api/get-booking-payment-status';
import {
  getPaymentSuccessView,
  PAYMENT_STATUS_POLL_INTERVAL_MS,
  PAYMENT_STATUS_POLL_WINDOW_MS,
  type PaymentSuccessView,
} from '../payment-success-state';
import { NextStepsList } from './next-steps-list';

export const PAID_TITLE = 'Payment Successful';
export const CONFIRMING_TITLE = 'We are confirming your payment';
export const NOT_PAID_TITLE = 'Payment not confirmed yet';

const EMAIL_PROMISE = 'You will receive a confirmation e-mail within 5 minutes.';
/** Said instead of the e-mail promise when this site sends no e-mail (docs/decisions/0031). */
export const NO_EMAIL_STEP =
  'This site cannot send e-mail at the moment, so no confirmation e-mail will come: please keep your reference above.';

/** Paid before the instructor has answered: the booking is confirmed once approved (as the e-mails say). */
function getPaidNextSteps(emailDeliveryConfigured: boolean): readonly string[] {
  return [
    emailDeliveryConfigured ? EMAIL_PROMISE : NO_EMAIL_STEP,
    'Your instructor will review and approve your booking within 24 hours.',
    'Your instructor will then contact you to schedule your lessons.',
  ];
}

/** Paid after approval: this payment confirmed it. */
function getConfirmedNextSteps(emailDeliveryConfigured: boolean): readonly string[] {
  return emailDeliveryConfigured
    ? [
        EMAIL_PROMISE,
        'Your lessons, and the link to your My Progress page, are in the e-mail we sent when your instructor approved the booking.',
      ]
    : [NO_EMAIL_STEP, 'Your instructor has your lessons and can give you the link to your My Progress page.'];
}

export interface PaymentStatusPanelProps {
  booking: PendingBooking;
  /** Back from a card confirmation: keep asking the server for a while. */
  fromCardConfirmation: boolean;
}

/** The booking's payment status as the server has it (never the browser's guess), with what happens next. */
export function PaymentStatusPanel({ booking, fromCardConfirmation }: PaymentStatusPanelProps) {
  const referenceFormat = useBookingReferenceFormat();
  const emailDeliveryConfigured = useEmailDeliveryConfigured();
  const [isWatching, setIsWatching] = useState(fromCardConfirmation);
  useEffect(() => {
    if (!isWatching) return;
    const timer = setTimeout(() => setIsWatching(false), PAYMENT_STATUS_POLL_WINDOW_MS);
    return () => clearTimeout(timer);
  }, [isWatching]);

  const status = useBookingPaymentStatus(
    { bookingId: booking.id, checkoutToken: booking.checkoutToken },
    isWatching ? PAYMENT_STATUS_POLL_INTERVAL_MS : false,
  );

  if (status.isPending) {
    return (
      <StatusLayout
        title="Checking your payment"
        icon={<LoaderCircle className="size-7 text-blue-700 motion-safe:animate-spin" />}
      >
        <p className="sr-only" role="status">
          Checking your payment with us
        </p>
        <Skeleton className="h-5 w-full" />
        <Skeleton className="h-5 w-4/5" />
      </StatusLayout>
    );
  }

  if (status.isError) {
    const isUnknownBooking = isApiRequestError(status.error, 404);
    return (
      <StatusLayout
        title="Payment Confirmation"
        icon={<TriangleAlert className="size-7 text-amber-600" />}
        tone="warning"
      >
        <p className="text-slate-700" role="alert">
          {isUnknownBooking
            ? emailDeliveryConfigured
              ? "We couldn't find this booking. If you've paid, you'll receive a confirmation e-mail within 5 minutes; otherwise please book again or contact us."
              : "We couldn't find this booking. If you've paid, please contact us with your reference; otherwise please book again."
            : "We couldn't check your payment just now. Please check your internet connection and try again."}
        </p>
        {isUnknownBooking ? null : (
          <CheckAgainButton onClick={() => void status.refetch()} isChecking={status.isFetching} />
        )}
      </StatusLayout>
    );
  }

  const view = getPaymentSuccessView({
    status: status.data,
    paymentMethod: booking.paymentMethod,
    fromCardConfirmation,
    isWatching,
  });
  const summary = (
    <dl className="grid grid-cols-[auto_minmax(0,1fr)] gap-x-4 gap-y-1 rounded-lg bg-slate-50 p-3 text-sm sm:p-4">
      <dt className="text-slate-600">Reference</dt>
      <dd className="font-semibold text-slate-900">
        {formatBookingReference(status.data.bookingId, referenceFormat)}
      </dd>
      <dt className="text-slate-600">Package</dt>
      <dd className="font-semibold text-slate-900">{status.data.packageName}</dd>
      <dt className="text-slate-600">{view === 'paid' ? 'Amount paid' : 'Amount'}</dt>
      <dd className="font-semibold text-slate-900">{formatPounds(status.data.totalAmount)}</dd>
    </dl>
  );
  return (
    <StatusView
      view={view}
      booking={booking}
      summary={summary}
      bookingStatus={status.data.status}
      onCheckAgain={() => void status.refetch()}
      isChecking={status.isFetching}
    />
  );
}

interface StatusViewProps {
  view: PaymentSuccessView;
  booking: PendingBooking;
  summary: ReactNode;
  bookingStatus: string;
  onCheckAgain: () => void;
  isChecking: boolean;
}

function StatusView({ view, booking, summary, bookingStatus, onCheckAgain, isChecking }: StatusViewProps) {
  const navigate = useNavigate();
  const emailDeliveryConfigured = useEmailDeliveryConfigured();
  function handleReturnToPayment() {
    savePendingBooking(booking);
    const path =
      booking.paymentMethod === 'bank_transfer' ? CHECKOUT_PATHS.bankTransfer : CHECKOUT_PATHS.card;
    navigate(`${path}?${toCheckoutLinkQuery({ booking: booking.id, token: booking.checkoutToken })}`);
  }
  const checkAgain = <CheckAgainButton onClick={onCheckAgain} isChecking={isChecking} />;

  switch (view) {
    case 'paid':
      return (
        <StatusLayout
          title={PAID_TITLE}
          icon={<CircleCheck className="size-7 text-green-700" />}
          tone="success"
        >
          {bookingStatus === 'approved' || bookingStatus === 'completed' ? (
            <>
              <p className="text-lg text-slate-900">Your booking is confirmed. Thank you!</p>
              {summary}
              <NextStepsList steps={getConfirmedNextSteps(emailDeliveryConfigured)} />
            </>
          ) : (
            <>
              <p className="text-lg text-slate-900">
                Your payment has been received. Thank you! Your booking is confirmed once your instructor has
                approved it.
              </p>
              {summary}
              <NextStepsList steps={getPaidNextSteps(emailDeliveryConfigured)} />
            </>
          )}
        </StatusLayout>
      );
    case 'confirming_card':
      return (
        <StatusLayout
          title={CONFIRMING_TITLE}
          icon={<LoaderCircle className="size-7 text-blue-700 motion-safe:animate-spin" />}
        >
          <p className="text-slate-700" role="status">
            Card payments can take a moment to confirm. This page checks with us every few seconds, so please
            keep it open.
          </p>
          {summary}
        </StatusLayout>
      );
    case 'card_delayed':
      return (
        <StatusLayout title={CONFIRMING_TITLE} icon={<Hourglass className="size-7 text-blue-700" />}>
          <p className="text-slate-700">
            We haven't had confirmation of your card payment yet. This can take a few minutes. We'll e-mail
            you as soon as it's confirmed, and your instructor will contact you within 24 hours.
          </p>
          {summary}
          {checkAgain}
        </StatusLayout>
      );
    case 'awaiting_bank_transfer':
      return (
        <StatusLayout title={CONFIRMING_TITLE} icon={<Hourglass className="size-7 text-blue-700" />}>
          <p className="text-slate-700">
            Bank transfers take 1-2 hours to confirm once the money arrives. We'll e-mail you when your
            payment is confirmed, and your instructor will contact you within 24 hours.
          </p>
          {summary}
          <div className="flex flex-col gap-3 sm:flex-row sm:flex-wrap">
            {checkAgain}
            <Button variant="secondary" onClick={handleReturnToPayment} className="w-full sm:w-auto">
              See our bank details
            </Button>
          </div>
        </StatusLayout>
      );
    case 'not_paid':
      return (
        <StatusLayout
          title={NOT_PAID_TITLE}
          icon={<CircleAlert className="size-7 text-amber-600" />}
          tone="warning"
          homeButtonVariant="secondary"
        >
          <p className="text-slate-700">
            We haven't received a payment for this booking yet. If you've paid through our payment portal,
            your instructor confirms it by hand and we'll e-mail you when it's done. If you haven't paid yet,
            you can go back and pay now.
          </p>
          {summary}
          <div className="flex flex-col gap-3 sm:flex-row sm:flex-wrap">
            <Button onClick={handleReturnToPayment} className="w-full sm:w-auto">
              Return to Payment
            </Button>
            {checkAgain}
          </div>
        </StatusLayout>
      );
    case 'closed':
      return (
        <StatusLayout
          title="This booking is no longer open"
          icon={<CircleAlert className="size-7 text-amber-600" />}
          tone="warning"
        >
          <p className="text-slate-700">
            This booking was {bookingStatus} before it was paid, so there is nothing to pay. Please book again
            or contact us.
          </p>
          {summary}
        </StatusLayout>
      );
  }
}

function CheckAgainButton({ onClick, isChecking }: { onClick: () => void; isChecking: boolean }) {
  return (
    <Button variant="secondary" onClick={onClick} disabled={isChecking} className="w-full sm:w-auto">
      <RefreshCw aria-hidden="true" className="size-4" />
      {isChecking ? 'Checking…' : 'Check again'}
    </Button>
  );
}

const toneClassNames = {
  info: 'bg-blue-50',
  success: 'bg-green-50',
  warning: 'bg-amber-50',
} as const;

interface StatusLayoutProps {
  title: string;
  /** Decorative; the title says it in words. */
  icon: ReactNode;
  tone?: keyof typeof toneClassNames;
  /** Secondary when the page already has a main action of its own (e.g. Return to Payment). */
  homeButtonVariant?: 'primary' | 'secondary';
  children: ReactNode;
}

/** The page's heading with its icon, the body, then the spec's buttons (home and /my-progress). */
export function StatusLayout({
  title,
  icon,
  tone = 'info',
  homeButtonVariant = 'primary',
  children,
}: StatusLayoutProps) {
  usePageTitle(title);
  return (
    <>
      <div className="flex flex-col items-start gap-4 sm:flex-row sm:items-center">
        <span
          aria-hidden="true"
          className={`inline-flex size-14 shrink-0 items-center justify-center rounded-full ${toneClassNames[tone]}`}
        >
          {icon}
        </span>
        <h1 className="text-3xl sm:text-4xl">{title}</h1>
      </div>
      {children}
      <div className="flex flex-col gap-3 border-t border-slate-200 pt-5 sm:flex-row sm:flex-wrap">
        <Link
          to="/"
          className={buttonClassName({ variant: homeButtonVariant, className: 'w-full sm:w-auto' })}
        >
          <House aria-hidden="true" className="size-5" />
          Back to Home
        </Link>
        <Link
          to="/my-progress"
          className={buttonClassName({ variant: 'secondary', className: 'w-full sm:w-auto' })}
        >
          My Progress
          <ArrowRight aria-hidden="true" className="size-5" />
        </Link>
      </div>
    </>
  );
}
