import { PaymentElement, useElements, useStripe } from '@stripe/react-stripe-js';
import type { PaymentIntentResult } from '@stripe/stripe-js';
import { LoaderCircle, Lock } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { useNavigate } from 'react-router';
import {
  CHECKOUT_PATHS,
  type CheckoutLinkParams,
  toCheckoutLinkQuery,
} from '../../../../../core/money/payments/checkout-links';
import { Button } from '../../../../components/ui/button';
import { toast } from '../../../../components/ui/toast-store';
import {
  getPayButtonLabel,
  PAYMENT_FAILED_FALLBACK,
  PAYMENT_FAILED_TITLE,
  PAYMENT_SUCCESS_TOAST,
  PROCESSING_LABEL,
} from '../payment-messages';

export interface CardPaymentFormProps {
  /** Pence, from the server's payment intent. */
  amount: number;
  /** The booking and its token: the payment-success page reports on it from the address alone. */
  checkoutLink: CheckoutLinkParams;
}

/**
 * Stripe's Payment Element and the pay button. Inside <Elements>. The card is confirmed by Stripe;
 * the booking is marked paid by the server when Stripe's webhook confirms it.
 */
export function CardPaymentForm({ amount, checkoutLink }: CardPaymentFormProps) {
  const stripe = useStripe();
  const elements = useElements();
  const navigate = useNavigate();
  const [isReady, setIsReady] = useState(false);
  const [isProcessing, setIsProcessing] = useState(false);

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!stripe || !elements || isProcessing) return;
    setIsProcessing(true);
    let result: PaymentIntentResult;
    try {
      result = await stripe.confirmPayment({
        elements,
        confirmParams: {
          return_url: `${window.location.origin}${CHECKOUT_PATHS.paymentSuccess}?${toCheckoutLinkQuery(checkoutLink)}`,
        },
        // Cards finish here; methods that need a bank's page come back through return_url.
        redirect: 'if_required',
      });
    } catch {
      result = { error: { type: 'api_connection_error', message: PAYMENT_FAILED_FALLBACK } };
    }
    if (result.error) {
      toast({
        title: PAYMENT_FAILED_TITLE,
        description: result.error.message ?? PAYMENT_FAILED_FALLBACK,
        variant: 'destructive',
      });
      setIsProcessing(false);
      return;
    }
    const { paymentIntent } = result;
    if (paymentIntent.status === 'succeeded') toast(PAYMENT_SUCCESS_TOAST);
    const params = new URLSearchParams({
      booking: String(checkoutLink.booking),
      token: checkoutLink.token,
      payment_intent: paymentIntent.id,
      redirect_status: paymentIntent.status === 'succeeded' ? 'succeeded' : 'processing',
    });
    navigate(`${CHECKOUT_PATHS.paymentSuccess}?${params.toString()}`);
  }

  return (
    <form
      onSubmit={(event) => void handleSubmit(event)}
      className="flex flex-col gap-5"
      aria-label="Card payment"
    >
      <PaymentElement onReady={() => setIsReady(true)} options={{ layout: 'tabs' }} />
      <Button type="submit" disabled={!stripe || !elements || !isReady || isProcessing} className="w-full">
        {isProcessing ? (
          <>
            <LoaderCircle aria-hidden="true" className="size-5 motion-safe:animate-spin" />
            {PROCESSING_LABEL}
          </>
        ) : (
          <>
            <Lock aria-hidden="true" className="size-4" />
            {getPayButtonLabel(amount)}
          </>
        )}
      </Button>
    </form>
  );
}
