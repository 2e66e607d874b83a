import { useQuery } from '@tanstack/react-query';
import type { PendingBooking } from '../../core/bookings/booking/pending-booking-schemas';
import type { PackageDetails } from '../features/money/payments/components/booking-summary-card';
import { CardCheckout } from '../features/money/payments/components/card-checkout';
import { CheckoutBookingGate } from '../features/money/payments/components/checkout-booking-gate';
import { CheckoutPageLayout } from '../features/money/payments/components/checkout-page-layout';
import { packagesQueryOptions } from '../lib/api/get-packages';

/** The card payment with the package's description and lessons from the package list. */
function CheckoutWithPackage({ booking }: { booking: PendingBooking }) {
  const packages = useQuery(packagesQueryOptions);
  const lessonPackage = packages.data?.[booking.packageType];
  const packageDetails: PackageDetails = lessonPackage
    ? { status: 'ready', description: lessonPackage.description, lessons: lessonPackage.lessons }
    : packages.isError || (packages.isSuccess && !lessonPackage)
      ? { status: 'error', isRetrying: packages.isFetching, onRetry: () => void packages.refetch() }
      : { status: 'loading' };
  return <CardCheckout booking={booking} packageDetails={packageDetails} />;
}

/**
 * /checkout: the package (with its description and lessons from the package list) and the card
 * payment. The amount charged is the server's, from the booking, whatever the list says.
 */
export function CheckoutPage() {
  return (
    <CheckoutPageLayout title="Checkout" intro="Check your order, then pay securely by card.">
      <CheckoutBookingGate>{(booking) => <CheckoutWithPackage booking={booking} />}</CheckoutBookingGate>
    </CheckoutPageLayout>
  );
}
