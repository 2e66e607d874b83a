import { ChevronRight, CreditCard, Landmark, Store } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import type { PendingBooking } from '../../../../../core/bookings/booking/pending-booking-schemas';
import { CHECKOUT_PATHS } from '../../../../../core/money/payments/checkout-links';
import { Card } from '../../../../components/ui/card';
import { usePaymentConfig } from '../../../../lib/api/get-payment-config';
import { savePendingBooking } from '../../../../lib/pending-booking-storage';

export type CheckoutPath = (typeof CHECKOUT_PATHS)[keyof typeof CHECKOUT_PATHS];

interface PaymentOption {
  path: CheckoutPath;
  label: string;
  text: string;
  icon: ReactNode;
  method: PendingBooking['paymentMethod'];
}

export interface OtherPaymentMethodsProps {
  booking: PendingBooking;
  /** Pages left out of the list: the one the learner is on, and any offered elsewhere on it. */
  exclude: readonly CheckoutPath[];
}

/** The other ways to pay that are switched on (bank transfer always is), each a link to its page. */
export function OtherPaymentMethods({ booking, exclude }: OtherPaymentMethodsProps) {
  const { data: config } = usePaymentConfig();
  if (!config) return null;
  const iconClassName = 'size-5 shrink-0 text-blue-700';
  const allOptions: PaymentOption[] = [
    {
      path: CHECKOUT_PATHS.bankTransfer,
      label: 'Bank transfer',
      text: 'Pay from your bank using our details and your booking reference.',
      icon: <Landmark aria-hidden="true" className={iconClassName} />,
      method: 'bank_transfer',
    },
  ];
  if (config.portal.available) {
    allOptions.push({
      path: CHECKOUT_PATHS.portal,
      label: 'Our payment portal',
      text: "Pay by card on our payment provider's secure page.",
      icon: <CreditCard aria-hidden="true" className={iconClassName} />,
      method: 'card',
    });
  }
  if (config.shop.available) {
    allOptions.push({
      path: CHECKOUT_PATHS.shop,
      label: 'Our online shop',
      text: "Pay through our shop's secure checkout.",
      icon: <Store aria-hidden="true" className={iconClassName} />,
      method: 'card',
    });
  }
  const options = allOptions.filter((option) => !exclude.includes(option.path));
  if (options.length === 0) return null;

  return (
    <section aria-labelledby="other-payment-methods-heading">
      <Card className="flex flex-col gap-3 p-5 sm:p-6">
        <h2 id="other-payment-methods-heading" className="text-lg">
          Other ways to pay
        </h2>
        <ul className="flex flex-col gap-2">
          {options.map((option) => (
            <li key={option.path}>
              <Link
                to={option.path}
                onClick={() => {
                  savePendingBooking({ ...booking, paymentMethod: option.method });
                }}
                className="flex min-h-11 items-center gap-3 rounded-lg border border-slate-200 p-3 hover:border-blue-300 hover:bg-blue-50 focus-visible:outline-2 focus-visible:outline-blue-700"
              >
                {option.icon}
                <span className="flex-1">
                  <span className="block font-semibold text-slate-900">{option.label}</span>
                  <span className="block text-sm text-slate-700">{option.text}</span>
                </span>
                <ChevronRight aria-hidden="true" className="size-5 shrink-0 text-slate-500" />
              </Link>
            </li>
          ))}
        </ul>
      </Card>
    </section>
  );
}
