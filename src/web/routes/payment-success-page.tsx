import { LoaderCircle, ReceiptPoundSterling } from 'lucide-react';
import { useEffect, useMemo, useState } from 'react';
import { useSearchParams } from 'react-router';
import type { PendingBooking } from '../../core/bookings/booking/pending-booking-schemas';
import { readCheckoutLinkParams } from '../../core/money/payments/checkout-links';
import { Card } from '../components/ui/card';
import { Container } from '../components/ui/container';
import { useCheckoutBooking } from '../features/money/payments/api/get-checkout-booking';
import { PaymentStatusPanel, StatusLayout } from '../features/money/payments/components/payment-status-panel';
import { readReceiptBooking, saveReceiptBooking } from '../features/money/payments/payment-storage';
import { cameFromCardConfirmation } from '../features/money/payments/payment-success-state';
import { useEmailDeliveryConfigured } from '../hooks/use-email-delivery';
import { clearPendingBooking, readPendingBooking } from '../lib/pending-booking-storage';

/**
 * /payment-success: clears the pending booking (spec section 4) and reports the booking's payment
 * status as the server has it. The booking comes from the address (`?booking=&token=`, so it works
 * in any browser) or from this browser's storage; it is kept for this tab, so a reload still shows it.
 */
export function PaymentSuccessPage() {
  const [searchParams] = useSearchParams();
  const emailDeliveryConfigured = useEmailDeliveryConfigured();
  const fromCardConfirmation = cameFromCardConfirmation(searchParams.get('redirect_status'));
  const link = useMemo(() => readCheckoutLinkParams(searchParams), [searchParams]);
  const [pendingBooking] = useState(() => readPendingBooking());
  const [storedBooking] = useState(() => pendingBooking ?? readReceiptBooking());
  const storedMatches = storedBooking !== null && (!link || link.booking === storedBooking.id);
  const linked = useCheckoutBooking(
    link && !storedMatches ? { bookingId: link.booking, checkoutToken: link.token } : null,
  );
  const booking: PendingBooking | null = storedMatches
    ? storedBooking
    : link && linked.data
      ? { ...linked.data, checkoutToken: link.token }
      : null;

  useEffect(() => {
    if (!pendingBooking) return;
    saveReceiptBooking(pendingBooking);
    clearPendingBooking();
  }, [pendingBooking]);

  return (
    <Container className="py-8 sm:py-12">
      <Card className="mx-auto flex max-w-2xl flex-col gap-5 p-5 sm:p-8">
        {booking ? (
          <PaymentStatusPanel booking={booking} fromCardConfirmation={fromCardConfirmation} />
        ) : link && linked.isPending ? (
          <StatusLayout
            title="Checking your payment"
            icon={<LoaderCircle className="size-7 text-blue-700 motion-safe:animate-spin" />}
          >
            <p role="status">Looking up your booking…</p>
          </StatusLayout>
        ) : (
          <StatusLayout
            title="Payment Confirmation"
            icon={<ReceiptPoundSterling className="size-7 text-blue-700" />}
          >
            <p className="text-slate-700">
              {emailDeliveryConfigured
                ? "There's no recent booking in this browser to show. If you've paid, you'll receive a confirmation e-mail within 5 minutes, and your instructor will review your booking and contact you within 24 hours."
                : "There's no recent booking in this browser to show. If you've paid, your instructor will review your booking and contact you within 24 hours."}
            </p>
          </StatusLayout>
        )}
      </Card>
    </Container>
  );
}
