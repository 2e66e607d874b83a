import { Landmark } from 'lucide-react';
import type { PendingBooking } from '../../../../../core/bookings/booking/pending-booking-schemas';
import { formatPounds } from '../../../../../core/format/display-format';
import { formatBookingReference } from '../../../../../core/money/payments/payment-reference';
import { Card } from '../../../../components/ui/card';
import { useBookingReferenceFormat } from '../../../../hooks/use-booking-reference';
import { usePaymentConfig } from '../../../../lib/api/get-payment-config';
import { BANK_TRANSFER_NOTES } from '../payment-messages';
import { type CopyableDetail, CopyableDetailsList } from './copyable-details-list';
import { LoadFailedNotice, PanelSkeleton } from './panel-states';

/** The school's bank details (configuration), the amount and the reference, each to copy; then the notes. */
export function BankDetailsCard({ booking }: { booking: PendingBooking }) {
  const config = usePaymentConfig();
  const referenceFormat = useBookingReferenceFormat();
  if (config.isPending) return <PanelSkeleton label="Loading our bank details" />;
  if (config.isError) {
    return (
      <LoadFailedNotice
        title="Bank details unavailable"
        message="We couldn't load our bank details. Please check your internet connection and try again."
        onRetry={() => void config.refetch()}
        isRetrying={config.isFetching}
      />
    );
  }
  const bank = config.data.bankTransfer;
  const amount = formatPounds(booking.totalAmount);
  const details: CopyableDetail[] = [
    { label: 'Account name', value: bank.accountName },
    { label: 'Sort code', value: bank.sortCode },
    { label: 'Account number', value: bank.accountNumber },
    // Banking apps want the number alone.
    { label: 'Amount', value: amount, copyValue: amount.replace(/[£,]/g, '') },
    { label: 'Reference', value: formatBookingReference(booking.id, referenceFormat) },
  ];

  return (
    <section aria-labelledby="bank-details-heading">
      <Card className="flex flex-col gap-5 p-5 sm:p-6">
        <div className="flex items-center gap-3">
          <Landmark aria-hidden="true" className="size-6 text-blue-700" />
          <h2 id="bank-details-heading" className="text-xl sm:text-2xl">
            Our bank details
          </h2>
        </div>
        <CopyableDetailsList details={details} />
        <div className="flex flex-col gap-2">
          <h3 className="text-base">Please note</h3>
          <ul className="flex list-disc flex-col gap-1.5 pl-5 text-slate-700 marker:text-blue-700">
            {BANK_TRANSFER_NOTES.map((note) => (
              <li key={note}>{note}</li>
            ))}
          </ul>
        </div>
      </Card>
    </section>
  );
}
