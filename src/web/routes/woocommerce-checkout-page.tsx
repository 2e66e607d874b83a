import { BookingSummaryCard } from '../features/payments/components/booking-summary-card';
import { CheckoutColumns, CheckoutPageLayout } from '../features/payments/components/checkout-page-layout';
import { ShopCheckoutCard } from '../features/payments/components/shop-checkout-card';
import { usePendingBookingOrRedirect } from '../features/payments/hooks/use-pending-booking-or-redirect';

/** /woocommerce-checkout: the order summary and the school's shop checkout in a new tab. */
export function WoocommerceCheckoutPage() {
  const booking = usePendingBookingOrRedirect();
  return (
    <CheckoutPageLayout
      title="Secure Checkout"
      intro="Check your order, then pay in our shop's secure checkout. Your order uses the details from your booking."
    >
      {booking ? (
        <CheckoutColumns>
          <BookingSummaryCard booking={booking} title="Order summary" showStudent showSlots />
          <ShopCheckoutCard booking={booking} />
        </CheckoutColumns>
      ) : null}
    </CheckoutPageLayout>
  );
}
