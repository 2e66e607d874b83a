import { ExternalLink, Info } from 'lucide-react';
import { buttonClassName } from '../components/ui/button';
import { Card } from '../components/ui/card';
import { Skeleton } from '../components/ui/skeleton';
import { CheckoutPageLayout } from '../features/money/payments/components/checkout-page-layout';
import { CopyableDetailsList } from '../features/money/payments/components/copyable-details-list';
import { useCustomerDetailsOrRedirect } from '../features/money/payments/hooks/use-customer-details-or-redirect';
import { usePaymentConfig } from '../lib/api/get-payment-config';

/** /payment-help: the details saved for the payment portal, each to copy, and the way back to the portal. */
export function PaymentHelpPage() {
  const details = useCustomerDetailsOrRedirect();
  const config = usePaymentConfig();
  const portalUrl = config.data?.portal.available ? config.data.portal.url : null;

  return (
    <CheckoutPageLayout
      title="Payment Help"
      intro="Everything the payment portal asks for, ready to copy. Paste each one into the portal's form."
      back={{ to: '/checkout', label: 'Back to Checkout' }}
    >
      {details ? (
        <Card className="flex max-w-2xl flex-col gap-5 p-5 sm:p-6">
          <h2 className="text-xl sm:text-2xl">Your payment details</h2>
          <CopyableDetailsList
            details={[
              { label: 'Name', value: details.name },
              { label: 'E-mail', value: details.email },
              { label: 'Phone', value: details.phone },
              { label: 'Package', value: details.packageName },
              { label: 'Amount', value: details.amount, copyValue: details.amount.replace(/[£,]/g, '') },
            ]}
          />
          {config.isPending ? (
            <Skeleton className="h-11 w-56" />
          ) : portalUrl ? (
            <a
              href={portalUrl}
              target="_blank"
              rel="noopener noreferrer"
              className={buttonClassName({ className: 'w-full sm:w-auto sm:self-start' })}
            >
              <ExternalLink aria-hidden="true" className="size-5" />
              Open Payment Portal
              <span className="sr-only"> (opens in a new tab)</span>
            </a>
          ) : (
            <p className="flex items-start gap-2 rounded-lg border border-amber-300 bg-amber-50 p-3 text-slate-900">
              <Info aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-amber-700" />
              {config.isError
                ? "We couldn't reach our server to find the payment portal. Please check your connection and reload the page."
                : "Our payment portal isn't available right now. Go back to checkout to choose another way to pay, such as bank transfer."}
            </p>
          )}
        </Card>
      ) : null}
    </CheckoutPageLayout>
  );
}
