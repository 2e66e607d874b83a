import { ExternalLink, LoaderCircle, Store } from 'lucide-react';
import { useState } from 'react';
import type { PendingBooking } from '../../../../../core/bookings/booking/pending-booking-schemas';
import { Button, buttonClassName } from '../../../../components/ui/button';
import { Card } from '../../../../components/ui/card';
import { toast } from '../../../../components/ui/toast-store';
import { usePaymentConfig } from '../../../../lib/api/get-payment-config';
import { getApiErrorMessage, isApiRequestError } from '../../../../lib/api-client';
import { useCreateShopOrder } from '../api/create-shop-order';
import { CHECKOUT_ERROR_TITLE, PAYMENT_SETUP_FAILED_MESSAGE, SHOP_NEXT_STEPS } from '../payment-messages';
import { NextStepsList } from './next-steps-list';
import { LoadFailedNotice, PanelSkeleton } from './panel-states';
import { PaymentUnavailableNotice } from './payment-unavailable-notice';

export const SHOP_UNAVAILABLE_TITLE = "Our online shop checkout isn't available right now";

/**
 * The school's shop checkout: the server makes the order from the booking's own details and answers
 * its payment address, which opens in a new tab.
 */
export function ShopCheckoutCard({ booking }: { booking: PendingBooking }) {
  const config = usePaymentConfig();
  const createOrder = useCreateShopOrder();
  const [checkoutUrl, setCheckoutUrl] = useState<string | null>(null);
  const [wasTabBlocked, setWasTabBlocked] = useState(false);

  if (config.isPending) return <PanelSkeleton label="Loading the secure checkout" />;
  if (config.isError) {
    return (
      <LoadFailedNotice
        title="Payment options unavailable"
        message="We couldn't load the ways to pay. Please check your internet connection and try again."
        onRetry={() => void config.refetch()}
        isRetrying={config.isFetching}
      />
    );
  }
  if (!config.data.shop.available || isApiRequestError(createOrder.error, 503)) {
    return (
      <PaymentUnavailableNotice title={SHOP_UNAVAILABLE_TITLE} booking={booking}>
        <p>
          The school's online shop isn't connected at the moment, so no order can be made there. You can pay
          by bank transfer instead: we'll show you our bank details and your booking reference.
        </p>
      </PaymentUnavailableNotice>
    );
  }

  function handleProceed() {
    // Opened inside the click, so the browser allows it; pointed at the checkout once the order exists.
    const checkoutTab = window.open('', '_blank');
    if (checkoutTab) checkoutTab.document.title = 'Opening secure checkout…';
    createOrder.mutate(
      { bookingId: booking.id, checkoutToken: booking.checkoutToken },
      {
        onSuccess: (order) => {
          setCheckoutUrl(order.checkoutUrl);
          if (checkoutTab && !checkoutTab.closed) {
            checkoutTab.opener = null;
            checkoutTab.location.href = order.checkoutUrl;
            setWasTabBlocked(false);
          } else {
            setWasTabBlocked(true);
          }
        },
        onError: (error) => {
          checkoutTab?.close();
          if (isApiRequestError(error, 503)) return;
          toast({
            title: CHECKOUT_ERROR_TITLE,
            description: getApiErrorMessage(error, PAYMENT_SETUP_FAILED_MESSAGE),
            variant: 'destructive',
          });
        },
      },
    );
  }

  return (
    <section aria-labelledby="shop-checkout-heading">
      <Card className="flex flex-col gap-5 p-5 sm:p-6">
        <div className="flex items-center gap-3">
          <Store aria-hidden="true" className="size-6 text-blue-700" />
          <h2 id="shop-checkout-heading" className="text-xl sm:text-2xl">
            Pay in our secure checkout
          </h2>
        </div>
        <p className="text-slate-700">
          We'll make your order with the details from your booking and open our shop's secure checkout in a
          new tab.
        </p>
        <Button
          onClick={handleProceed}
          disabled={createOrder.isPending}
          className="w-full sm:w-auto sm:self-start"
        >
          {createOrder.isPending ? (
            <>
              <LoaderCircle aria-hidden="true" className="size-5 motion-safe:animate-spin" />
              Opening secure checkout…
            </>
          ) : (
            <>
              <ExternalLink aria-hidden="true" className="size-5" />
              Proceed to Secure Checkout
              <span className="sr-only"> (opens in a new tab)</span>
            </>
          )}
        </Button>
        <div aria-live="polite">
          {checkoutUrl ? (
            <div className="flex flex-col items-start gap-3 rounded-lg border border-blue-200 bg-blue-50 p-3">
              <p className="text-slate-900">
                {wasTabBlocked
                  ? 'Your browser stopped the new tab from opening. Open the secure checkout here:'
                  : "Your secure checkout is open in a new tab. If you can't see it, open it here:"}
              </p>
              <a
                href={checkoutUrl}
                target="_blank"
                rel="noopener noreferrer"
                className={buttonClassName({ variant: 'secondary', size: 'compact' })}
              >
                <ExternalLink aria-hidden="true" className="size-4" />
                Open Secure Checkout
                <span className="sr-only"> (opens in a new tab)</span>
              </a>
            </div>
          ) : null}
        </div>
        <NextStepsList steps={SHOP_NEXT_STEPS} />
      </Card>
    </section>
  );
}
