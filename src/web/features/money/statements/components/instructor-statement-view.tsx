import type { ReactNode } from 'react';
import { formatHoursFromMinutes } from '../../../../../core/format/count-format';
import { formatDurationLabel, formatLongDate, formatPounds } from '../../../../../core/format/display-format';
import { describeOwed } from '../../../../../core/money/settling-up-schemas';
import type { InstructorStatement, StatementTotals } from '../../../../../core/money/statement-schemas';
import { describeTurnoverBasis } from '../../../../../core/money/turnover-basis';
import { formatDateSpan } from '../money-display';

/*
 * One instructor's statement, as the Money tab and the printable page show it: the period (with a
 * Making Tax Digital quarter's update deadline), the totals, then each lesson, fee and cost.
 */

/** Lines keyed by what they say; two alike (two lessons' commission one day) get a count. */
function keyedByContent<T>(items: readonly T[], keyOf: (item: T) => string): { key: string; item: T }[] {
  const seen = new Map<string, number>();
  return items.map((item) => {
    const base = keyOf(item);
    const count = (seen.get(base) ?? 0) + 1;
    seen.set(base, count);
    return { key: `${base}#${count}`, item };
  });
}

const cellClass = 'px-2 py-1.5 text-left align-top';
const amountClass = 'px-2 py-1.5 text-right align-top tabular-nums whitespace-nowrap';

function LinesTable({
  caption,
  headings,
  empty,
  children,
  count,
}: {
  caption: string;
  headings: readonly string[];
  empty: string;
  children: ReactNode;
  count: number;
}) {
  return (
    <div className="grid gap-1.5 break-inside-avoid-page">
      <h4 className="font-semibold text-base text-slate-900">{caption}</h4>
      {count === 0 ? (
        <p className="text-slate-700">{empty}</p>
      ) : (
        <div className="overflow-x-auto print:overflow-visible">
          <table className="w-full border-collapse text-sm">
            <thead>
              <tr className="border-slate-300 border-b">
                {headings.map((heading, index) => (
                  <th
                    key={heading}
                    scope="col"
                    className={index === headings.length - 1 ? amountClass : cellClass}
                  >
                    {heading}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>{children}</tbody>
          </table>
        </div>
      )}
    </div>
  );
}

export function StatementTotalsList({ totals }: { totals: StatementTotals }) {
  const rows = [
    {
      // In hours however many lessons (3 hours, not 180 min), as the balances read.
      label: `Lessons (${totals.lessons}, ${formatHoursFromMinutes(totals.lessonMinutes)})`,
      pence: totals.lessonPence,
    },
    { label: 'Fees to the school', pence: -totals.feesPence },
    { label: 'Costs', pence: -totals.costsPence },
  ];
  return (
    <dl className="grid gap-1.5 sm:max-w-md">
      {rows.map((row) => (
        <div key={row.label} className="flex items-baseline justify-between gap-3">
          <dt className="text-slate-700">{row.label}</dt>
          <dd className="font-medium text-slate-900 tabular-nums">{formatPounds(row.pence)}</dd>
        </div>
      ))}
      <div className="flex items-baseline justify-between gap-3 border-slate-300 border-t pt-1.5 font-semibold">
        <dt>Net</dt>
        <dd className="tabular-nums">{formatPounds(totals.netPence)}</dd>
      </div>
    </dl>
  );
}

export function InstructorStatementView({ statement }: { statement: InstructorStatement }) {
  const { period } = statement;
  return (
    <div className="grid gap-5">
      <div className="grid gap-1">
        <p className="font-semibold text-lg text-slate-900">
          {statement.instructor.name}: {period.label}
        </p>
        <p className="text-slate-700">{formatDateSpan(period.from, period.to)}</p>
        {period.updateDueOn ? (
          <p className="text-slate-700">
            Making Tax Digital update due by <strong>{formatLongDate(period.updateDueOn)}</strong>.
          </p>
        ) : null}
      </div>
      <StatementTotalsList totals={statement.totals} />
      <TurnoverFigures statement={statement} />
      <LinesTable
        caption="Lessons"
        headings={['Date', 'Learner', 'Length', 'Amount']}
        empty="No lessons taught in this period."
        count={statement.lessons.length}
      >
        {statement.lessons.map((lesson) => (
          <tr key={lesson.lessonId} className="border-slate-200 border-b">
            <td className={cellClass}>{formatDateSpan(lesson.day, lesson.day)}</td>
            <td className={cellClass}>
              {lesson.learnerName ?? 'A learner since erased'}
              {lesson.unfundedMinutes > 0 ? (
                <span className="block text-slate-600 text-xs">
                  {formatDurationLabel(lesson.unfundedMinutes)} not yet bought
                </span>
              ) : null}
            </td>
            <td className={cellClass}>{formatDurationLabel(lesson.minutes)}</td>
            <td className={amountClass}>{formatPounds(lesson.pence)}</td>
          </tr>
        ))}
      </LinesTable>
      <LinesTable
        caption="Fees to the school"
        headings={['Date', 'Fee', 'Amount']}
        empty="No fees in this period."
        count={statement.fees.length}
      >
        {keyedByContent(statement.fees, (fee) => `${fee.day}${fee.description}${fee.pence}`).map(
          ({ key, item: fee }) => (
            <tr key={key} className="border-slate-200 border-b">
              <td className={cellClass}>{formatDateSpan(fee.day, fee.day)}</td>
              <td className={cellClass}>{fee.description}</td>
              <td className={amountClass}>{formatPounds(fee.pence)}</td>
            </tr>
          ),
        )}
      </LinesTable>
      <LinesTable
        caption="Costs"
        headings={['Date', 'Cost', 'Amount']}
        empty="No costs recorded in this period."
        count={statement.costs.length}
      >
        {keyedByContent(
          statement.costs,
          (cost) => `${cost.day}${cost.category}${cost.note}${cost.pence}`,
        ).map(({ key, item: cost }) => (
          <tr key={key} className="border-slate-200 border-b">
            <td className={cellClass}>{formatDateSpan(cost.day, cost.day)}</td>
            <td className={cellClass}>{cost.note ? `${cost.category}: ${cost.note}` : cost.category}</td>
            <td className={amountClass}>{formatPounds(cost.pence)}</td>
          </tr>
        ))}
      </LinesTable>
      <SettlingUpPart statement={statement} />
    </div>
  );
}

/** Whose turnover the period's money is, by the school's agent-or-principal choice (0062). */
function TurnoverFigures({ statement }: { statement: InstructorStatement }) {
  const { turnover } = statement;
  if (!turnover) {
    return (
      <p className="text-slate-700 text-sm">
        Turnover: not shown until the owner chooses whether the school acts as agent or principal.
      </p>
    );
  }
  return (
    <div className="grid gap-1.5 sm:max-w-md break-inside-avoid-page">
      <h4 className="font-semibold text-base text-slate-900">Turnover</h4>
      <p className="text-slate-700 text-sm">{describeTurnoverBasis(turnover.basis)}.</p>
      <dl className="grid gap-1.5">
        <div className="flex items-baseline justify-between gap-3">
          <dt className="text-slate-700">The school's turnover</dt>
          <dd className="font-medium text-slate-900 tabular-nums">{formatPounds(turnover.schoolPence)}</dd>
        </div>
        <div className="flex items-baseline justify-between gap-3">
          <dt className="text-slate-700">{statement.instructor.name}'s turnover</dt>
          <dd className="font-medium text-slate-900 tabular-nums">
            {formatPounds(turnover.instructorPence)}
          </dd>
        </div>
      </dl>
    </div>
  );
}

/** Settling up over the period: what was owed before it, what moved, what is owed after it. */
function SettlingUpPart({ statement }: { statement: InstructorStatement }) {
  const settling = statement.settlingUp;
  if (!settling) return null;
  const name = statement.instructor.name;
  const { period } = settling;
  const rows = [
    { label: 'Lesson money earned', pence: period.lessonPence },
    { label: 'Fees to the school', pence: -period.feesPence },
    { label: 'Taken from learners directly', pence: -period.receivedDirectlyPence },
    { label: 'Paid to them by the school', pence: -period.paidToInstructorPence },
    { label: 'Paid by them to the school', pence: period.paidToSchoolPence },
  ];
  return (
    <div className="grid gap-1.5 break-inside-avoid-page">
      <h4 className="font-semibold text-base text-slate-900">Settling up</h4>
      <p className="text-slate-700 text-sm">
        Positive: the school owes {name}. Negative: {name} owes the school.
      </p>
      <dl className="grid gap-1.5 sm:max-w-md">
        <div className="flex items-baseline justify-between gap-3">
          <dt className="text-slate-700">Before {formatLongDate(statement.period.from)}</dt>
          <dd className="font-medium text-slate-900 tabular-nums">
            {formatPounds(settling.openingOwedToInstructorPence)}
          </dd>
        </div>
        {rows.map((row) => (
          <div key={row.label} className="flex items-baseline justify-between gap-3">
            <dt className="text-slate-700">{row.label}</dt>
            <dd className="text-slate-900 tabular-nums">{formatPounds(row.pence)}</dd>
          </div>
        ))}
        <div className="flex items-baseline justify-between gap-3 border-slate-300 border-t pt-1.5 font-semibold">
          <dt>After {formatLongDate(statement.period.to)}</dt>
          <dd className="tabular-nums">{formatPounds(settling.closingOwedToInstructorPence)}</dd>
        </div>
      </dl>
      <p className="font-medium text-slate-900">
        {describeOwed(settling.closingOwedToInstructorPence, name)}.
      </p>
      {settling.transfers.length > 0 ? (
        <ul className="grid gap-1 text-sm">
          {settling.transfers.map((transfer) => (
            <li key={transfer.id} className="text-slate-700">
              {formatDateSpan(transfer.paidOn, transfer.paidOn)}:{' '}
              {transfer.direction === 'to_instructor' ? 'the school paid' : 'paid the school'}{' '}
              {formatPounds(transfer.amountPence)} ({transfer.reference})
              {transfer.reversesSettlementId !== null ? ', undoing an earlier transfer' : ''}
            </li>
          ))}
        </ul>
      ) : (
        <p className="text-slate-700 text-sm">No transfers in this period.</p>
      )}
    </div>
  );
}
