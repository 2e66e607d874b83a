import { BookingSummaryCard } from '../features/money/payments/components/booking-summary-card';
import { CheckoutBookingGate } from '../features/money/payments/components/checkout-booking-gate';
import {
  CheckoutColumns,
  CheckoutPageLayout,
} from '../features/money/payments/components/checkout-page-layout';
import { PortalPaymentCard } from '../features/money/payments/components/portal-payment-card';

/** /tide-store-checkout: paying through the school's external payment portal. */
export function TideStoreCheckoutPage() {
  return (
    <CheckoutPageLayout
      title="Pay Through Our Payment Portal"
      intro="Pay by card on our payment provider's secure page. We'll tell you which package to choose, and your details are ready to copy."
    >
      <CheckoutBookingGate>
        {(booking) => (
          <CheckoutColumns>
            <BookingSummaryCard booking={booking} showSlots />
            <PortalPaymentCard booking={booking} />
          </CheckoutColumns>
        )}
      </CheckoutBookingGate>
    </CheckoutPageLayout>
  );
}
