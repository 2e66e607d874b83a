import { ChevronDown } from 'lucide-react';
import { formatPounds } from '../../../../../core/format/display-format';
import { paymentMethodLabels } from '../../../../../core/money/ledger/ledger-schemas';
import { expenseCategoryLabels, type MoneyPeriod } from '../../../../../core/money/money-schemas';
import { Card } from '../../../../components/ui/card';
import { classNames } from '../../../../lib/class-names';
import { describeTakingsPackage, formatDateSpan } from '../money-display';

interface MoneyAmountRow {
  key: string;
  label: string;
  amountPence: number;
}

/** Label and amount rows; long labels wrap beside the amount rather than push it off a phone. */
function AmountList({ rows, emphasis }: { rows: MoneyAmountRow[]; emphasis?: string }) {
  return (
    <dl className="grid gap-1.5">
      {rows.map((row) => (
        <div
          key={row.key}
          className={classNames(
            'flex items-baseline justify-between gap-3',
            row.key === emphasis && 'border-slate-200 border-t pt-1.5 font-semibold',
          )}
        >
          <dt className="min-w-0 break-words text-slate-700">{row.label}</dt>
          <dd className="shrink-0 font-medium text-slate-900 tabular-nums">
            {formatPounds(row.amountPence)}
          </dd>
        </div>
      ))}
    </dl>
  );
}

function BreakdownPart({ title, rows, empty }: { title: string; rows: MoneyAmountRow[]; empty: string }) {
  return (
    <div className="grid gap-2">
      <h4 className="font-semibold text-base text-slate-900">{title}</h4>
      {rows.length > 0 ? <AmountList rows={rows} /> : <p className="text-slate-700">{empty}</p>}
    </div>
  );
}

/** The tax year's figures taken apart: takings by how they were paid and what for, costs by kind. */
function MoneyPeriodBreakdown({ period }: { period: MoneyPeriod }) {
  return (
    <details className="group rounded-lg border border-slate-200">
      <summary className="flex min-h-11 cursor-pointer list-none items-center justify-between gap-2 rounded-lg px-3 py-2 font-semibold text-blue-700 hover:bg-blue-50 focus-visible:outline-2 focus-visible:outline-blue-700 [&::-webkit-details-marker]:hidden">
        <span>
          Breakdown<span className="sr-only"> of {period.label}</span>
        </span>
        <ChevronDown
          aria-hidden="true"
          className="size-5 shrink-0 motion-safe:transition-transform group-open:rotate-180"
        />
      </summary>
      <div className="grid gap-4 border-slate-200 border-t p-3">
        <BreakdownPart
          title="Takings by method"
          empty="No takings yet."
          rows={period.takingsByMethod.map((row) => ({
            key: row.method,
            label: paymentMethodLabels[row.method],
            amountPence: row.amountPence,
          }))}
        />
        <BreakdownPart
          title="Takings by package"
          empty="No takings yet."
          rows={period.takingsByPackage.map((row) => ({
            key: row.description ?? '',
            label: describeTakingsPackage(row.description),
            amountPence: row.amountPence,
          }))}
        />
        <BreakdownPart
          title="Costs by category"
          empty="No costs yet."
          rows={period.costsByCategory.map((row) => ({
            key: row.category,
            label: expenseCategoryLabels[row.category],
            amountPence: row.amountPence,
          }))}
        />
      </div>
    </details>
  );
}

export interface MoneyPeriodCardProps {
  /** Used for the heading's id, so the card is named by it. */
  id: string;
  period: MoneyPeriod;
  /** The tax year's card opens to its breakdown. */
  withBreakdown?: boolean;
}

/** One period: its days in words, then takings, costs and what is left. */
export function MoneyPeriodCard({ id, period, withBreakdown = false }: MoneyPeriodCardProps) {
  const titleId = `${id}-title`;
  return (
    <section aria-labelledby={titleId}>
      <Card className="flex flex-col gap-3 p-4 sm:p-5">
        <div className="grid gap-0.5">
          <h3 id={titleId} className="text-xl">
            {period.label}
          </h3>
          <p className="text-slate-700">{formatDateSpan(period.from, period.to)}</p>
        </div>
        <AmountList
          emphasis="difference"
          rows={[
            { key: 'takings', label: 'Takings', amountPence: period.takingsPence },
            { key: 'costs', label: 'Costs', amountPence: period.costsPence },
            { key: 'difference', label: 'Difference', amountPence: period.differencePence },
          ]}
        />
        {/* A loss said in words too, not left to a minus sign. */}
        {period.differencePence < 0 ? (
          <p className="text-sm text-slate-700">More went out than came in.</p>
        ) : null}
        {withBreakdown ? <MoneyPeriodBreakdown period={period} /> : null}
      </Card>
    </section>
  );
}
