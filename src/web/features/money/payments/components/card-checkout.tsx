import { useCallback, useState } from 'react';
import type { PendingBooking } from '../../../../../core/bookings/booking/pending-booking-schemas';
import type { PackageDetails } from './booking-summary-card';
import { BookingSummaryCard } from './booking-summary-card';
import { CardPaymentSection } from './card-payment-section';
import { CheckoutColumns } from './checkout-page-layout';

export interface CardCheckoutProps {
  booking: PendingBooking;
  /** /checkout: the package with its description and lessons. */
  packageDetails?: PackageDetails;
  /** /stripe-checkout: the learner's details and the chosen times. */
  showBookingDetails?: boolean;
}

/** The card pages: the summary beside the card payment. */
export function CardCheckout({ booking, packageDetails, showBookingDetails = false }: CardCheckoutProps) {
  const [chargedAmount, setChargedAmount] = useState<number | undefined>(undefined);
  const handleAmountKnown = useCallback((amount: number) => setChargedAmount(amount), []);

  return (
    <CheckoutColumns>
      <BookingSummaryCard
        booking={booking}
        title={showBookingDetails ? 'Booking summary' : 'Order summary'}
        packageDetails={packageDetails}
        showStudent={showBookingDetails}
        showSlots={showBookingDetails}
        totalAmount={chargedAmount}
      />
      <div className="flex flex-col gap-6">
        <CardPaymentSection booking={booking} onAmountKnown={handleAmountKnown} />
      </div>
    </CheckoutColumns>
  );
}
