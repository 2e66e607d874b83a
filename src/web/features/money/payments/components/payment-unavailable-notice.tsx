import { Landmark, TriangleAlert } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import type { PendingBooking } from '../../../../../core/bookings/booking/pending-booking-schemas';
import { CHECKOUT_PATHS } from '../../../../../core/money/payments/checkout-links';
import { buttonClassName } from '../../../../components/ui/button';
import { Card } from '../../../../components/ui/card';
import { savePendingBooking } from '../../../../lib/pending-booking-storage';

export interface PaymentUnavailableNoticeProps {
  /** What cannot be used, e.g. 'Card payment is unavailable right now'. */
  title: string;
  /** Why, and what the learner can do. */
  children: ReactNode;
  booking: PendingBooking;
  /** Another way forward beside bank transfer (e.g. Try again). */
  secondaryAction?: ReactNode;
}

/**
 * A way to pay that is switched off or failed to load: says so plainly, says nothing was charged,
 * and offers bank transfer, which always works.
 */
export function PaymentUnavailableNotice({
  title,
  children,
  booking,
  secondaryAction,
}: PaymentUnavailableNoticeProps) {
  return (
    <Card className="flex flex-col gap-4 p-5 sm:p-6">
      <div className="flex items-center gap-3">
        <span className="inline-flex size-10 shrink-0 items-center justify-center rounded-full bg-amber-100">
          <TriangleAlert aria-hidden="true" className="size-5 text-amber-700" />
        </span>
        <h2 className="text-xl sm:text-2xl">{title}</h2>
      </div>
      <div className="flex flex-col gap-2 text-slate-700">{children}</div>
      <div className="flex flex-col gap-3 sm:flex-row sm:flex-wrap">
        <Link
          to={CHECKOUT_PATHS.bankTransfer}
          onClick={() => {
            // If storage refuses, the saved booking (with its old method) still opens the bank details.
            savePendingBooking({ ...booking, paymentMethod: 'bank_transfer' });
          }}
          className={buttonClassName({ className: 'w-full sm:w-auto' })}
        >
          <Landmark aria-hidden="true" className="size-5" />
          Pay by Bank Transfer
        </Link>
        {secondaryAction}
      </div>
    </Card>
  );
}
