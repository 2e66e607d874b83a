import { BookingSummaryCard } from '../features/payments/components/booking-summary-card';
import { CheckoutColumns, CheckoutPageLayout } from '../features/payments/components/checkout-page-layout';
import { PortalPaymentCard } from '../features/payments/components/portal-payment-card';
import { usePendingBookingOrRedirect } from '../features/payments/hooks/use-pending-booking-or-redirect';

/** /tide-store-checkout: paying through the school's external payment portal. */
export function TideStoreCheckoutPage() {
  const booking = usePendingBookingOrRedirect();
  return (
    <CheckoutPageLayout
      title="Pay Through Our Payment Portal"
      intro="Pay by card on our payment provider's secure page. We'll tell you which package to choose, and your details are ready to copy."
    >
      {booking ? (
        <CheckoutColumns>
          <BookingSummaryCard booking={booking} showSlots />
          <PortalPaymentCard booking={booking} />
        </CheckoutColumns>
      ) : null}
    </CheckoutPageLayout>
  );
}
