import { ReceiptText } from 'lucide-react';
import { useState } from 'react';
import { formatLongDate, formatPounds } from '../../../../../core/format/display-format';
import type { DatePeriod } from '../../../../../core/money/money-periods';
import { expenseCategoryLabels } from '../../../../../core/money/money-schemas';
import { Button } from '../../../../components/ui/button';
import { ListSkeleton, LoadErrorCard } from '../../../../components/ui/panel-states';
import { SectionCard } from '../../../../components/ui/section-card';
import { useExpenses } from '../api/get-expenses';
import { formatDateSpan, sortExpensesNewestFirst } from '../money-display';

/** A year of fuel receipts is long: the newest show first, more on request. */
const COSTS_PAGE_SIZE = 10;

function RecentCostsList({ taxYear }: { taxYear: DatePeriod }) {
  const expenses = useExpenses(taxYear);
  const [shown, setShown] = useState(COSTS_PAGE_SIZE);

  if (expenses.isPending) return <ListSkeleton label="Loading recent costs" cards={1} />;
  if (expenses.isError) {
    return (
      <LoadErrorCard
        title="Costs didn't load"
        message="We couldn't reach the server. Check your connection and try again."
        onRetry={() => void expenses.refetch()}
        isRetrying={expenses.isFetching}
      />
    );
  }
  if (expenses.data.length === 0) {
    return (
      <div className="flex items-center gap-3 rounded-lg border border-slate-200 p-4">
        <ReceiptText aria-hidden="true" className="size-6 shrink-0 text-slate-500" />
        <p className="text-slate-700">No costs recorded this tax year.</p>
      </div>
    );
  }

  const sorted = sortExpensesNewestFirst(expenses.data);
  const remaining = sorted.length - shown;
  return (
    <div className="grid gap-3">
      <ul
        aria-label="Costs this tax year, newest first"
        className="divide-y divide-slate-200 rounded-lg border border-slate-200"
      >
        {sorted.slice(0, shown).map((expense) => (
          <li key={expense.id} className="flex flex-wrap items-baseline justify-between gap-x-3 gap-y-1 p-3">
            <div className="grid min-w-0 gap-0.5">
              <span className="font-semibold text-slate-900">{expenseCategoryLabels[expense.category]}</span>
              <span className="text-sm text-slate-700">{formatLongDate(expense.spentOn)}</span>
              {expense.note !== '' ? (
                <span className="break-words text-sm text-slate-700">{expense.note}</span>
              ) : null}
            </div>
            <span className="shrink-0 font-semibold text-slate-900 tabular-nums">
              {formatPounds(expense.amountPence)}
            </span>
          </li>
        ))}
      </ul>
      {remaining > 0 ? (
        <Button
          variant="secondary"
          size="compact"
          className="self-start"
          onClick={() => setShown((count) => count + COSTS_PAGE_SIZE)}
        >
          Show {Math.min(remaining, COSTS_PAGE_SIZE)} more
          <span className="sr-only"> costs</span>
        </Button>
      ) : null}
    </div>
  );
}

/** 'Recent costs': what was spent this tax year, newest first. */
export function RecentCostsSection({ taxYear }: { taxYear: DatePeriod }) {
  return (
    <SectionCard
      id="money-recent-costs"
      title="Recent costs"
      description={`Costs recorded this tax year (${formatDateSpan(taxYear.from, taxYear.to)}), newest first.`}
    >
      <RecentCostsList taxYear={taxYear} />
    </SectionCard>
  );
}
