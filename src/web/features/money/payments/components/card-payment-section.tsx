import { Elements } from '@stripe/react-stripe-js';
import type { Stripe } from '@stripe/stripe-js';
import { CircleCheck, CreditCard, RefreshCw, ShieldCheck } from 'lucide-react';
import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import type { PendingBooking } from '../../../../../core/bookings/booking/pending-booking-schemas';
import { CHECKOUT_PATHS, type CheckoutLinkParams } from '../../../../../core/money/payments/checkout-links';
import { Button, buttonClassName } from '../../../../components/ui/button';
import { Card } from '../../../../components/ui/card';
import { toast } from '../../../../components/ui/toast-store';
import { usePaymentConfig } from '../../../../lib/api/get-payment-config';
import { getApiErrorMessage, isApiRequestError } from '../../../../lib/api-client';
import { type CreatedPaymentIntent, usePaymentIntent } from '../api/create-payment-intent';
import { useStripeJs } from '../hooks/use-stripe-js';
import { CHECKOUT_ERROR_TITLE, PAYMENT_SETUP_FAILED_MESSAGE } from '../payment-messages';
import { CardPaymentForm } from './card-payment-form';
import { OtherPaymentMethods } from './other-payment-methods';
import { LoadFailedNotice, PanelSkeleton } from './panel-states';
import { PaymentUnavailableNotice } from './payment-unavailable-notice';

export const CARD_UNAVAILABLE_TITLE = 'Card payment is unavailable right now';
export const CARD_FORM_FAILED_TITLE = "We couldn't load the secure card form";

export interface CardPaymentSectionProps {
  booking: PendingBooking;
  /** The amount the server will charge, once it has said (pence). */
  onAmountKnown?: (amount: number) => void;
}

/**
 * The card payment: asks the server which methods are on; when cards are, loads Stripe.js and sets
 * up the payment for the booking's stored amount, then shows Stripe's form. When cards are off or
 * Stripe.js cannot load, says so and offers bank transfer. It never pretends to take a payment.
 */
export function CardPaymentSection({ booking, onAmountKnown }: CardPaymentSectionProps) {
  const [isCardFormShown, setIsCardFormShown] = useState(false);
  return (
    <>
      <CardPaymentPanel
        booking={booking}
        onAmountKnown={onAmountKnown}
        onCardFormShown={setIsCardFormShown}
      />
      {/* A notice above already offers bank transfer when the card form is not there. */}
      <OtherPaymentMethods
        booking={booking}
        exclude={isCardFormShown ? [CHECKOUT_PATHS.card] : [CHECKOUT_PATHS.card, CHECKOUT_PATHS.bankTransfer]}
      />
    </>
  );
}

interface CardPaymentPanelProps extends CardPaymentSectionProps {
  onCardFormShown: (shown: boolean) => void;
}

function CardPaymentPanel({ booking, onAmountKnown, onCardFormShown }: CardPaymentPanelProps) {
  const config = usePaymentConfig();
  if (config.isPending) return <PanelSkeleton label="Loading the payment options" />;
  if (config.isError) {
    return (
      <LoadFailedNotice
        title="Payment options unavailable"
        message="We couldn't load the ways to pay. Please check your internet connection and try again."
        onRetry={() => void config.refetch()}
        isRetrying={config.isFetching}
      />
    );
  }
  const { publishableKey, stripeJsUrl } = config.data.card;
  if (!config.data.card.available || !publishableKey || !stripeJsUrl) {
    return (
      <PaymentUnavailableNotice title={CARD_UNAVAILABLE_TITLE} booking={booking}>
        <p>
          Our card payments aren't switched on at the moment, so nothing can be charged to a card here. You
          can pay by bank transfer instead: we'll show you our bank details and your booking reference.
        </p>
      </PaymentUnavailableNotice>
    );
  }
  return (
    <StripeCardPayment
      booking={booking}
      publishableKey={publishableKey}
      stripeJsUrl={stripeJsUrl}
      onAmountKnown={onAmountKnown}
      onCardFormShown={onCardFormShown}
    />
  );
}

function StripeCardPayment({
  booking,
  publishableKey,
  stripeJsUrl,
  onAmountKnown,
  onCardFormShown,
}: CardPaymentPanelProps & { publishableKey: string; stripeJsUrl: string }) {
  const stripeJs = useStripeJs(publishableKey, stripeJsUrl);
  const intent = usePaymentIntent({ bookingId: booking.id, checkoutToken: booking.checkoutToken });
  const setupError = intent.error;
  const isUnavailable = isApiRequestError(setupError, 503);
  const isAlreadyPaid = isApiRequestError(setupError, 409) && setupError.apiError?.code === 'ALREADY_PAID';
  const amount = intent.data?.amount;

  useEffect(() => {
    if (amount !== undefined) onAmountKnown?.(amount);
  }, [amount, onAmountKnown]);

  // Spec section 8: a setup failure shows the 'Checkout Error' toast with the server's words.
  useEffect(() => {
    if (!setupError || isApiRequestError(setupError, 503) || isAlreadyPaid) return;
    toast({
      title: CHECKOUT_ERROR_TITLE,
      description: getApiErrorMessage(setupError, PAYMENT_SETUP_FAILED_MESSAGE),
      variant: 'destructive',
    });
  }, [setupError, isAlreadyPaid]);

  if (isAlreadyPaid) {
    return (
      <Card className="flex flex-col items-start gap-3 p-5 sm:p-6">
        <div className="flex items-center gap-3">
          <CircleCheck aria-hidden="true" className="size-6 text-green-700" />
          <h2 className="text-xl sm:text-2xl">Already paid</h2>
        </div>
        <p className="text-slate-700">
          {getApiErrorMessage(setupError, 'This booking has already been paid.')}
        </p>
        <Link to={CHECKOUT_PATHS.paymentSuccess} className={buttonClassName()}>
          See your payment confirmation
        </Link>
      </Card>
    );
  }
  if (isUnavailable) {
    return (
      <PaymentUnavailableNotice title={CARD_UNAVAILABLE_TITLE} booking={booking}>
        <p>{getApiErrorMessage(setupError, 'Card payments are switched off at the moment.')}</p>
      </PaymentUnavailableNotice>
    );
  }
  if (isApiRequestError(setupError, 404) || isApiRequestError(setupError, 409)) {
    // The booking is gone or closed: nothing to pay here, by card or otherwise.
    return (
      <Card className="flex flex-col items-start gap-3 p-5 sm:p-6">
        <h2 className="text-xl sm:text-2xl">This booking can't be paid</h2>
        <p className="text-slate-700">
          {getApiErrorMessage(setupError, 'We could not find that booking. Please book again or contact us.')}
        </p>
        <Link to="/book-lesson" className={buttonClassName()}>
          Book Again
        </Link>
      </Card>
    );
  }
  if (setupError) {
    return (
      <PaymentUnavailableNotice
        title="We couldn't set up your card payment"
        booking={booking}
        secondaryAction={
          <Button
            variant="secondary"
            onClick={() => void intent.refetch()}
            disabled={intent.isFetching}
            className="w-full sm:w-auto"
          >
            <RefreshCw aria-hidden="true" className="size-4" />
            {intent.isFetching ? 'Trying again…' : 'Try again'}
          </Button>
        }
      >
        <p>{getApiErrorMessage(setupError, PAYMENT_SETUP_FAILED_MESSAGE)}</p>
        <p>Nothing has been charged.</p>
      </PaymentUnavailableNotice>
    );
  }
  if (stripeJs.isError) {
    return (
      <PaymentUnavailableNotice
        title={CARD_FORM_FAILED_TITLE}
        booking={booking}
        secondaryAction={
          <Button
            variant="secondary"
            onClick={() => void stripeJs.refetch()}
            disabled={stripeJs.isFetching}
            className="w-full sm:w-auto"
          >
            <RefreshCw aria-hidden="true" className="size-4" />
            {stripeJs.isFetching ? 'Trying again…' : 'Try again'}
          </Button>
        }
      >
        <p>
          {CARD_UNAVAILABLE_TITLE}: the card form comes from our payment provider, Stripe, and your browser
          couldn't reach it. You may be offline, or a content blocker may have stopped it. Nothing has been
          charged.
        </p>
        <p>You can try again, or pay by bank transfer instead.</p>
      </PaymentUnavailableNotice>
    );
  }
  if (!stripeJs.data || !intent.data) return <PanelSkeleton label="Setting up secure card payment" />;
  return (
    <StripeCardForm
      stripe={stripeJs.data}
      intent={intent.data}
      checkoutLink={{ booking: booking.id, token: booking.checkoutToken }}
      onShown={onCardFormShown}
    />
  );
}

function StripeCardForm({
  stripe,
  intent,
  checkoutLink,
  onShown,
}: {
  stripe: Stripe;
  intent: CreatedPaymentIntent;
  checkoutLink: CheckoutLinkParams;
  onShown: (shown: boolean) => void;
}) {
  useEffect(() => {
    onShown(true);
    return () => onShown(false);
  }, [onShown]);

  return (
    <Card className="flex flex-col gap-5 p-5 sm:p-6">
      <div className="flex items-center gap-3">
        <CreditCard aria-hidden="true" className="size-6 text-blue-700" />
        <h2 className="text-xl sm:text-2xl">Pay by card</h2>
      </div>
      <Elements
        stripe={stripe}
        options={{
          clientSecret: intent.clientSecret,
          appearance: { theme: 'stripe', variables: { colorPrimary: '#1d4ed8', fontSizeBase: '16px' } },
        }}
      >
        <CardPaymentForm amount={intent.amount} checkoutLink={checkoutLink} />
      </Elements>
      <p className="flex items-start gap-2 text-sm text-slate-700">
        <ShieldCheck aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-green-700" />
        Your card details go straight to Stripe, our payment provider: we never see or store them.
      </p>
    </Card>
  );
}
