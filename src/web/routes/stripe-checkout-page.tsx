import { CardCheckout } from '../features/payments/components/card-checkout';
import { CheckoutPageLayout } from '../features/payments/components/checkout-page-layout';
import { usePendingBookingOrRedirect } from '../features/payments/hooks/use-pending-booking-or-redirect';

/** /stripe-checkout: the booking in full (learner, times) and the card payment for its stored amount. */
export function StripeCheckoutPage() {
  const booking = usePendingBookingOrRedirect();
  return (
    <CheckoutPageLayout
      title="Card Payment"
      intro="Check your booking, then pay securely by card. Your booking is confirmed once the payment goes through."
    >
      {booking ? <CardCheckout booking={booking} showBookingDetails /> : null}
    </CheckoutPageLayout>
  );
}
