import { CircleCheck } from 'lucide-react';
import { formatPounds } from '../../core/format/display-format';
import { buildBankTransferMessage } from '../../core/money/payments/payment-reference';
import { Card } from '../components/ui/card';
import { ContactSchoolButtons } from '../components/ui/contact-school-buttons';
import { BankDetailsCard } from '../features/money/payments/components/bank-details-card';
import { BookingSummaryCard } from '../features/money/payments/components/booking-summary-card';
import { CheckoutBookingGate } from '../features/money/payments/components/checkout-booking-gate';
import {
  CheckoutColumns,
  CheckoutPageLayout,
} from '../features/money/payments/components/checkout-page-layout';
import { BANK_TRANSFER_CONFIRMATION } from '../features/money/payments/payment-messages';
import { useBookingReferenceFormat } from '../hooks/use-booking-reference';

/** /bank-transfer-checkout: the booking, the school's bank details and reference, and what happens next. */
export function BankTransferCheckoutPage() {
  const referenceFormat = useBookingReferenceFormat();
  return (
    <CheckoutPageLayout
      title="Pay by Bank Transfer"
      intro="Transfer the amount below from your bank, using your booking reference, then let us know."
    >
      <CheckoutBookingGate>
        {(booking) => (
          <CheckoutColumns>
            <BookingSummaryCard booking={booking} showSlots />
            <div className="flex flex-col gap-6">
              <BankDetailsCard booking={booking} />
              <section aria-labelledby="after-paying-heading">
                <Card className="flex flex-col gap-4 p-5 sm:p-6">
                  <div className="flex items-center gap-3">
                    <CircleCheck aria-hidden="true" className="size-6 text-green-700" />
                    <h2 id="after-paying-heading" className="text-xl sm:text-2xl">
                      After you've paid
                    </h2>
                  </div>
                  <p className="text-slate-700">{BANK_TRANSFER_CONFIRMATION}</p>
                  <p className="text-slate-700">Let us know you've paid, so we can look out for it:</p>
                  <ContactSchoolButtons
                    message={buildBankTransferMessage({
                      bookingId: booking.id,
                      referenceFormat,
                      studentName: booking.studentName,
                      packageName: booking.packageName,
                      amount: formatPounds(booking.totalAmount),
                    })}
                  />
                </Card>
              </section>
            </div>
          </CheckoutColumns>
        )}
      </CheckoutBookingGate>
    </CheckoutPageLayout>
  );
}
