import { formatPounds } from '../../../../../core/format/display-format';
import type { StudentBalance } from '../../../../../core/money/ledger/ledger-schemas';
import {
  formatHoursFromMinutes,
  formatOwedAmount,
  getOwedState,
  type OwedState,
} from '../../../../lib/balance-display';
import { classNames } from '../../../../lib/class-names';

const owedClassNames: Record<OwedState, string> = {
  owes: 'text-red-700',
  paid_up: 'text-green-700',
  in_credit: 'text-green-700',
};

function BalanceFact({ label, value, className }: { label: string; value: string; className?: string }) {
  return (
    <div className="grid content-start gap-0.5 rounded-lg bg-slate-50 px-2 py-2 sm:px-3">
      <dt className="text-sm text-slate-600">{label}</dt>
      <dd className={classNames('font-semibold text-slate-900', className)}>{value}</dd>
    </div>
  );
}

/** The learner's hours and money as the ledger has them: a small grid, three across on a phone. */
export function StudentBalanceFacts({ balance }: { balance: StudentBalance }) {
  return (
    <dl className="grid grid-cols-3 gap-2 sm:grid-cols-6">
      <BalanceFact
        label="Left"
        value={formatHoursFromMinutes(balance.leftMinutes)}
        className={balance.leftMinutes < 0 ? 'text-red-700' : undefined}
      />
      <BalanceFact label="Booked" value={formatHoursFromMinutes(balance.bookedMinutes)} />
      <BalanceFact label="Used" value={formatHoursFromMinutes(balance.usedMinutes)} />
      <BalanceFact label="Bought" value={formatHoursFromMinutes(balance.boughtMinutes)} />
      <BalanceFact
        label="Owed"
        value={formatOwedAmount(balance.owedPence)}
        className={owedClassNames[getOwedState(balance.owedPence)]}
      />
      <BalanceFact label="Paid so far" value={formatPounds(balance.paidPence)} />
    </dl>
  );
}
