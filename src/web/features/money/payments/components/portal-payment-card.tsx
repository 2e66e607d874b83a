import { ExternalLink, IdCard, LifeBuoy } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import type { PendingBooking } from '../../../../../core/bookings/booking/pending-booking-schemas';
import { formatPounds } from '../../../../../core/format/display-format';
import { CHECKOUT_PATHS } from '../../../../../core/money/payments/checkout-links';
import { formatBookingReference } from '../../../../../core/money/payments/payment-reference';
import {
  buildCustomerDetails,
  buildPendingPortalPayment,
} from '../../../../../core/money/payments/portal-payment-schemas';
import { Button, buttonClassName } from '../../../../components/ui/button';
import { Card } from '../../../../components/ui/card';
import { toast } from '../../../../components/ui/toast-store';
import { useBookingReferenceFormat } from '../../../../hooks/use-booking-reference';
import { usePaymentConfig } from '../../../../lib/api/get-payment-config';
import { getPortalOpenedToast, PORTAL_TOAST_DURATION_MS } from '../payment-messages';
import { saveCustomerDetails, savePendingPortalPayment } from '../payment-storage';
import { CopyableDetailsList } from './copyable-details-list';
import { LoadFailedNotice, PanelSkeleton } from './panel-states';
import { PaymentUnavailableNotice } from './payment-unavailable-notice';
import { PortalDetailsDialog } from './portal-details-dialog';

export const PORTAL_UNAVAILABLE_TITLE = "Our payment portal isn't available right now";

/**
 * Paying through the school's external payment portal: which package to choose, 'Open Portal'
 * (a new tab; the payment and the learner's details are kept for /payment-help) and the details to
 * copy. The portal's payments are confirmed by the instructor.
 */
export function PortalPaymentCard({ booking }: { booking: PendingBooking }) {
  const config = usePaymentConfig();
  const referenceFormat = useBookingReferenceFormat();
  const [isDialogOpen, setIsDialogOpen] = useState(false);
  const [hasOpenedPortal, setHasOpenedPortal] = useState(false);
  const details = buildCustomerDetails(booking);

  if (config.isPending) return <PanelSkeleton label="Loading the payment portal" />;
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
  const portalUrl = config.data.portal.url;
  if (!config.data.portal.available || !portalUrl) {
    return (
      <PaymentUnavailableNotice title={PORTAL_UNAVAILABLE_TITLE} booking={booking}>
        <p>
          The school hasn't set up its online payment portal yet, so there's nothing to open. You can pay by
          bank transfer instead: we'll show you our bank details and your booking reference.
        </p>
      </PaymentUnavailableNotice>
    );
  }

  function handleOpenPortal() {
    // The link itself opens the portal in a new tab; keep what /payment-help needs first.
    savePendingPortalPayment(buildPendingPortalPayment(booking, new Date()));
    saveCustomerDetails(details);
    toast({
      ...getPortalOpenedToast(details.packageName, details.amount),
      duration: PORTAL_TOAST_DURATION_MS,
    });
    setHasOpenedPortal(true);
  }

  return (
    <section aria-labelledby="portal-heading">
      <Card className="flex flex-col gap-5 p-5 sm:p-6">
        <h2 id="portal-heading" className="text-xl sm:text-2xl">
          Pay through our payment portal
        </h2>
        <ol className="flex list-decimal flex-col gap-2 pl-5 text-slate-700 marker:font-semibold marker:text-blue-700">
          <li>Open the portal: it opens in a new tab.</li>
          <li>
            Choose the package <strong className="text-slate-900">{booking.packageName}</strong> for{' '}
            <strong className="text-slate-900">{formatPounds(booking.totalAmount)}</strong>.
          </li>
          <li>Enter your name, e-mail and phone: tap "Show My Details" to copy them.</li>
          <li>If the portal asks for a note or reference, give your booking reference.</li>
        </ol>
        <CopyableDetailsList
          details={[
            { label: 'Booking reference', value: formatBookingReference(booking.id, referenceFormat) },
          ]}
        />
        <div className="flex flex-col gap-3 sm:flex-row sm:flex-wrap">
          <a
            href={portalUrl}
            target="_blank"
            rel="noopener noreferrer"
            onClick={handleOpenPortal}
            className={buttonClassName({ className: 'w-full sm:w-auto' })}
          >
            <ExternalLink aria-hidden="true" className="size-5" />
            Open Portal
            <span className="sr-only"> (opens in a new tab)</span>
          </a>
          <PortalDetailsDialog
            details={details}
            open={isDialogOpen}
            onOpenChange={setIsDialogOpen}
            trigger={
              <Button variant="secondary" className="w-full sm:w-auto">
                <IdCard aria-hidden="true" className="size-5" />
                Show My Details
              </Button>
            }
          />
        </div>
        {hasOpenedPortal ? (
          <p className="flex items-center gap-2 text-slate-700">
            <LifeBuoy aria-hidden="true" className="size-5 shrink-0 text-blue-700" />
            <span>
              Stuck in the portal?{' '}
              <Link
                to={CHECKOUT_PATHS.paymentHelp}
                className="font-medium text-blue-700 underline underline-offset-2 hover:text-blue-800"
              >
                Get payment help
              </Link>
            </span>
          </p>
        ) : null}
        <p className="text-sm text-slate-700">
          Your instructor checks payments made through the portal and then confirms your booking. We'll
          contact you within 24 hours.
        </p>
      </Card>
    </section>
  );
}
