import { Wallet } from 'lucide-react';
import type { ReactNode } from 'react';
import { formatPounds } from '../../../../../core/format/display-format';
import type { StudentBalance } from '../../../../../core/money/ledger/ledger-schemas';
import { Card } from '../../../../components/ui/card';
import {
  formatHoursFromMinutes,
  formatOwedAmount,
  getOwedState,
  type OwedState,
} from '../../../../lib/balance-display';
import { classNames } from '../../../../lib/class-names';

const owedClassNames: Record<OwedState, string> = {
  owes: 'text-slate-900',
  paid_up: 'text-green-700',
  in_credit: 'text-green-700',
};

function BalanceFact({
  label,
  value,
  swatchClassName,
  className,
}: {
  label: string;
  value: string;
  /** The colour of this figure in the bar above. */
  swatchClassName?: string;
  className?: string;
}) {
  return (
    <div className="grid content-start gap-1 rounded-lg bg-slate-50 p-3">
      <dt className="flex items-center gap-2 text-sm text-slate-600">
        {swatchClassName ? (
          <span aria-hidden="true" className={classNames('size-3 shrink-0 rounded-sm', swatchClassName)} />
        ) : null}
        {label}
      </dt>
      <dd className={classNames('text-xl font-bold text-slate-900', className)}>{value}</dd>
    </div>
  );
}

/** A share of the hours bought, for the bar's width (the figures beside it say it in words). */
function shareOfBought(minutes: number, boughtMinutes: number): string {
  return `${Math.min(100, Math.max(0, (minutes / boughtMinutes) * 100))}%`;
}

/**
 * The learner's hours (left, booked, used, bought) and money (still to pay, paid), the same figures
 * their instructor sees, then `children` (what is still to pay, with its pay buttons). Only the
 * data: it renders the same on the server and in the browser.
 */
export function HoursAndPaymentsCard({
  balance,
  heading = 'Your Hours and Payments',
  children,
}: {
  balance: StudentBalance;
  /** The guardian's page names whose hours they are. */
  heading?: string;
  children?: ReactNode;
}) {
  const showBar = balance.boughtMinutes > 0 && balance.leftMinutes >= 0;
  return (
    <section aria-labelledby="hours-and-payments-heading" className="grid gap-4">
      <h2 id="hours-and-payments-heading" className="flex items-center gap-2 text-2xl">
        <Wallet aria-hidden="true" className="size-6 text-blue-700" />
        {heading}
      </h2>
      <Card className="grid gap-5 p-5 sm:p-6">
        {showBar ? (
          // A picture of the same figures: used, then booked, then what is left.
          <div aria-hidden="true" className="flex h-3 w-full overflow-hidden rounded-full bg-slate-200">
            <div
              className="h-full bg-blue-700"
              style={{ width: shareOfBought(balance.usedMinutes, balance.boughtMinutes) }}
            />
            <div
              className="h-full bg-sky-400"
              style={{ width: shareOfBought(balance.bookedMinutes, balance.boughtMinutes) }}
            />
          </div>
        ) : null}
        <dl className="grid grid-cols-2 gap-3 sm:grid-cols-3">
          <BalanceFact
            label="Hours left"
            value={formatHoursFromMinutes(balance.leftMinutes)}
            swatchClassName={showBar ? 'bg-slate-200 ring-1 ring-slate-400' : undefined}
          />
          <BalanceFact
            label="Booked"
            value={formatHoursFromMinutes(balance.bookedMinutes)}
            swatchClassName={showBar ? 'bg-sky-400' : undefined}
          />
          <BalanceFact
            label="Used"
            value={formatHoursFromMinutes(balance.usedMinutes)}
            swatchClassName={showBar ? 'bg-blue-700' : undefined}
          />
          <BalanceFact label="Bought" value={formatHoursFromMinutes(balance.boughtMinutes)} />
          <BalanceFact
            label="Still to pay"
            value={formatOwedAmount(balance.owedPence)}
            className={owedClassNames[getOwedState(balance.owedPence)]}
          />
          <BalanceFact label="Paid so far" value={formatPounds(balance.paidPence)} />
        </dl>
        {children}
      </Card>
    </section>
  );
}
