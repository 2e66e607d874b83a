import { CardCheckout } from '../features/money/payments/components/card-checkout';
import { CheckoutBookingGate } from '../features/money/payments/components/checkout-booking-gate';
import { CheckoutPageLayout } from '../features/money/payments/components/checkout-page-layout';

/** /stripe-checkout: the booking in full (learner, times) and the card payment for its stored amount. */
export function StripeCheckoutPage() {
  return (
    <CheckoutPageLayout
      title="Card Payment"
      intro="Check your booking, then pay securely by card. Your booking is confirmed once it is paid and your instructor has approved it."
    >
      <CheckoutBookingGate>
        {(booking) => <CardCheckout booking={booking} showBookingDetails />}
      </CheckoutBookingGate>
    </CheckoutPageLayout>
  );
}
