import { HandCoins } from 'lucide-react';
import { useState } from 'react';
import { formatPounds } from '../../../../../core/format/display-format';
import { DemoBadge } from '../../../../components/ui/demo-badge';
import { ChoiceOption } from '../../../../components/ui/form-field';
import { SectionCard } from '../../../../components/ui/section-card';
import { pluralize } from '../../../../lib/school-time-format';
import type { MoneySummary } from '../api/get-money-summary';
import {
  DEBTOR_SORT_ORDERS,
  type DebtorSortOrder,
  debtorSortOrderLabels,
  formatDayMonthYear,
  isDebtorSortOrder,
  sortDebtors,
} from '../money-display';

/** 'Who owes what': the total unpaid, then each learner who owes, most owed or longest owed first. */
export function OwingSection({ owing }: { owing: MoneySummary['owing'] }) {
  const [order, setOrder] = useState<DebtorSortOrder>('most-owed');
  const learners = sortDebtors(owing.learners, order);

  return (
    <SectionCard
      id="money-owing"
      title="Who owes what"
      description="Lessons and packages bought and not yet paid for, from each learner's payments."
    >
      <p className="font-semibold text-lg text-slate-900">
        Total unpaid: <span className="tabular-nums">{formatPounds(owing.totalPence)}</span>
        {learners.length > 0 ? (
          <span className="font-normal text-base text-slate-700">
            {' '}
            ({pluralize(learners.length, 'learner')})
          </span>
        ) : null}
      </p>
      {learners.length === 0 ? (
        <div className="flex items-center gap-3 rounded-lg border border-slate-200 p-4">
          <HandCoins aria-hidden="true" className="size-6 shrink-0 text-slate-500" />
          <p className="text-slate-700">Nobody owes anything.</p>
        </div>
      ) : (
        <>
          <fieldset className="grid gap-2">
            <legend className="mb-2 font-medium text-slate-900">Sort by</legend>
            <div className="flex flex-wrap gap-2">
              {DEBTOR_SORT_ORDERS.map((value) => (
                <ChoiceOption
                  key={value}
                  type="radio"
                  id={`money-owing-sort-${value}`}
                  name="money-owing-sort"
                  value={value}
                  checked={order === value}
                  onChange={(event) => {
                    if (isDebtorSortOrder(event.target.value)) setOrder(event.target.value);
                  }}
                  label={debtorSortOrderLabels[value]}
                />
              ))}
            </div>
          </fieldset>
          <ul
            aria-label="Learners who owe"
            className="divide-y divide-slate-200 rounded-lg border border-slate-200"
          >
            {learners.map((learner) => (
              <li
                key={learner.studentId}
                className="flex flex-wrap items-baseline justify-between gap-x-3 gap-y-1 p-3"
              >
                <div className="grid min-w-0 gap-0.5">
                  <span className="flex flex-wrap items-center gap-2">
                    <span className="break-words font-semibold text-slate-900">{learner.fullName}</span>
                    <DemoBadge studentId={learner.studentId} />
                  </span>
                  <span className="text-sm text-slate-700">
                    Owing since {formatDayMonthYear(learner.owingSince)}
                  </span>
                </div>
                <span className="shrink-0 font-semibold text-slate-900 tabular-nums">
                  {formatPounds(learner.owedPence)}
                  <span className="sr-only"> owed</span>
                </span>
              </li>
            ))}
          </ul>
        </>
      )}
    </SectionCard>
  );
}
