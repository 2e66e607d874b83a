import { useQuery } from '@tanstack/react-query';
import { packagesQueryOptions } from '../features/booking/api/get-packages';
import type { PackageDetails } from '../features/payments/components/booking-summary-card';
import { CardCheckout } from '../features/payments/components/card-checkout';
import { CheckoutPageLayout } from '../features/payments/components/checkout-page-layout';
import { usePendingBookingOrRedirect } from '../features/payments/hooks/use-pending-booking-or-redirect';

/**
 * /checkout: the package (with its description and lessons from the package list) and the card
 * payment. The amount charged is the server's, from the booking, whatever the list says.
 */
export function CheckoutPage() {
  const booking = usePendingBookingOrRedirect();
  const packages = useQuery({ ...packagesQueryOptions, enabled: booking !== null });
  const lessonPackage = booking ? packages.data?.[booking.packageType] : undefined;
  const packageDetails: PackageDetails = lessonPackage
    ? { status: 'ready', description: lessonPackage.description, lessons: lessonPackage.lessons }
    : packages.isError || (packages.isSuccess && !lessonPackage)
      ? { status: 'error', isRetrying: packages.isFetching, onRetry: () => void packages.refetch() }
      : { status: 'loading' };

  return (
    <CheckoutPageLayout title="Checkout" intro="Check your order, then pay securely by card.">
      {booking ? <CardCheckout booking={booking} packageDetails={packageDetails} /> : null}
    </CheckoutPageLayout>
  );
}
