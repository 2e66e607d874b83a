import { BookingSummaryCard } from '../features/money/payments/components/booking-summary-card';
import { CheckoutBookingGate } from '../features/money/payments/components/checkout-booking-gate';
import {
  CheckoutColumns,
  CheckoutPageLayout,
} from '../features/money/payments/components/checkout-page-layout';
import { ShopCheckoutCard } from '../features/money/payments/components/shop-checkout-card';

/** /woocommerce-checkout: the order summary and the school's shop checkout in a new tab. */
export function WoocommerceCheckoutPage() {
  return (
    <CheckoutPageLayout
      title="Secure Checkout"
      intro="Check your order, then pay in our shop's secure checkout. Your order uses the details from your booking."
    >
      <CheckoutBookingGate>
        {(booking) => (
          <CheckoutColumns>
            <BookingSummaryCard booking={booking} title="Order summary" showStudent showSlots />
            <ShopCheckoutCard booking={booking} />
          </CheckoutColumns>
        )}
      </CheckoutBookingGate>
    </CheckoutPageLayout>
  );
}
