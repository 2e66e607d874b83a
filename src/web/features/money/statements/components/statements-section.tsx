import { Download, Printer } from 'lucide-react';
import { useState } from 'react';
import { formatLongDate, formatPounds } from '../../../../../core/format/display-format';
import {
  type SchoolStatement,
  STATEMENT_PERIOD_KINDS,
  type StatementPeriodKind,
  statementPeriodKindLabels,
} from '../../../../../core/money/statement-schemas';
import { Button, buttonClassName } from '../../../../components/ui/button';
import { SelectField, TextField } from '../../../../components/ui/form-field';
import { ListSkeleton, LoadErrorCard } from '../../../../components/ui/panel-states';
import { SectionCard } from '../../../../components/ui/section-card';
import { getSchoolToday } from '../../../../lib/school-time-format';
import { getStatementCsvPath } from '../api/export-statement-csv';
import {
  type StatementAsked,
  statementSearch,
  useInstructorStatement,
} from '../api/get-instructor-statement';
import { useSchoolStatement } from '../api/get-school-statement';
import { InstructorStatementView, StatementTotalsList } from './instructor-statement-view';

const ids = { kind: 'statement-kind', day: 'statement-day', whose: 'statement-whose' };
const SCHOOL = 'school';

/** The printable page of a statement (its own route, without the dashboard around it). */
export function getStatementPrintPath(instructorId: number, asked: StatementAsked): string {
  return `/instructor-dashboard/statement?${new URLSearchParams({ instructor: String(instructorId) })}&${statementSearch(asked)}`;
}

/**
 * 'Statements': lesson money, fees to the school, costs and net for a week, month, tax year or
 * Making Tax Digital quarter (docs/decisions/0059). The owner sees the school's and picks any
 * instructor's; an instructor sees their own. On screen, as CSV and as a printable page.
 */
export function StatementsSection({ viewerId, isOwner }: { viewerId: number; isOwner: boolean }) {
  const [asked, setAsked] = useState<StatementAsked>(() => ({
    kind: 'mtd_quarter',
    day: getSchoolToday(new Date()),
  }));
  const [whose, setWhose] = useState<string>(isOwner ? SCHOOL : String(viewerId));
  const dayValid = /^\d{4}-\d{2}-\d{2}$/.test(asked.day);
  const school = useSchoolStatement(asked, isOwner && dayValid);
  const instructorId = whose === SCHOOL ? null : Number(whose);
  const statement = useInstructorStatement(dayValid ? instructorId : null, asked);

  return (
    <SectionCard
      id="money-statements"
      title="Statements"
      description={
        isOwner
          ? "Each instructor's lesson money, fees to the school, costs and what is left, by period."
          : 'Your lesson money, fees to the school, costs and what is left, by period.'
      }
    >
      <div className="grid gap-4 sm:grid-cols-3 print:hidden">
        <SelectField
          id={ids.kind}
          label="Period"
          value={asked.kind}
          onChange={(event) => {
            const kind = STATEMENT_PERIOD_KINDS.find((value) => value === event.target.value);
            if (kind) setAsked((current) => ({ ...current, kind }));
          }}
        >
          {STATEMENT_PERIOD_KINDS.map((kind: StatementPeriodKind) => (
            <option key={kind} value={kind}>
              {statementPeriodKindLabels[kind]}
            </option>
          ))}
        </SelectField>
        <TextField
          id={ids.day}
          label="A day in it"
          type="date"
          error={dayValid ? undefined : 'Enter a day in the period'}
          value={asked.day}
          onChange={(event) => setAsked((current) => ({ ...current, day: event.target.value }))}
        />
        {isOwner ? (
          <SelectField
            id={ids.whose}
            label="Whose"
            value={whose}
            onChange={(event) => setWhose(event.target.value)}
          >
            <option value={SCHOOL}>The whole school</option>
            {school.data?.instructors.map((row) => (
              <option key={row.id} value={String(row.id)}>
                {row.name}
              </option>
            ))}
          </SelectField>
        ) : null}
      </div>
      {!dayValid ? null : instructorId === null ? (
        school.data ? (
          <SchoolStatementTable statement={school.data} onOpen={(id) => setWhose(String(id))} />
        ) : school.isPending ? (
          <ListSkeleton label="Loading the school's statement" cards={1} />
        ) : (
          <LoadErrorCard
            title="The statement didn't load"
            message="We couldn't reach the server. Check your connection and try again."
            onRetry={() => void school.refetch()}
            isRetrying={school.isFetching}
          />
        )
      ) : statement.data ? (
        <div className="grid gap-4">
          <div className="flex flex-wrap gap-2">
            <a
              href={getStatementCsvPath(instructorId, asked)}
              download
              className={buttonClassName({ variant: 'secondary' })}
            >
              <Download aria-hidden="true" className="size-5" />
              Download CSV
            </a>
            <a
              href={getStatementPrintPath(instructorId, asked)}
              target="_blank"
              rel="noopener"
              className={buttonClassName({ variant: 'secondary' })}
            >
              <Printer aria-hidden="true" className="size-5" />
              Printable page
            </a>
          </div>
          <InstructorStatementView statement={statement.data} />
        </div>
      ) : statement.isPending ? (
        <ListSkeleton label="Loading the statement" cards={1} />
      ) : (
        <LoadErrorCard
          title="The statement didn't load"
          message="We couldn't reach the server. Check your connection and try again."
          onRetry={() => void statement.refetch()}
          isRetrying={statement.isFetching}
        />
      )}
    </SectionCard>
  );
}

/** The school's statement: a row per instructor and the totals; each row opens that instructor's. */
function SchoolStatementTable({
  statement,
  onOpen,
}: {
  statement: SchoolStatement;
  onOpen: (instructorId: number) => void;
}) {
  const cell = 'px-2 py-1.5 text-right tabular-nums whitespace-nowrap';
  return (
    <div className="grid gap-4">
      <div className="grid gap-1">
        <p className="font-semibold text-lg text-slate-900">The school: {statement.period.label}</p>
        {statement.period.updateDueOn ? (
          <p className="text-slate-700">
            Making Tax Digital update due by <strong>{formatLongDate(statement.period.updateDueOn)}</strong>.
          </p>
        ) : null}
      </div>
      <StatementTotalsList totals={statement.totals} />
      {statement.turnover ? (
        <dl className="grid gap-1.5 sm:max-w-md">
          <div className="flex items-baseline justify-between gap-3">
            <dt className="text-slate-700">The school's turnover</dt>
            <dd className="font-medium tabular-nums">{formatPounds(statement.turnover.schoolPence)}</dd>
          </div>
          <div className="flex items-baseline justify-between gap-3">
            <dt className="text-slate-700">The instructors' turnover</dt>
            <dd className="font-medium tabular-nums">{formatPounds(statement.turnover.instructorsPence)}</dd>
          </div>
        </dl>
      ) : (
        <p className="text-slate-700 text-sm">
          Turnover: choose below whether the school acts as agent or principal to see whose it is.
        </p>
      )}
      <div className="overflow-x-auto">
        <table className="w-full border-collapse text-sm">
          <thead>
            <tr className="border-slate-300 border-b">
              <th scope="col" className="px-2 py-1.5 text-left">
                Instructor
              </th>
              <th scope="col" className={cell}>
                Lessons
              </th>
              <th scope="col" className={cell}>
                Fees
              </th>
              {/* On a phone the net says it (costs are in each instructor's statement). */}
              <th scope="col" className={`${cell} hidden sm:table-cell`}>
                Costs
              </th>
              <th scope="col" className={cell}>
                Net
              </th>
            </tr>
          </thead>
          <tbody>
            {statement.instructors.map((row) => (
              <tr key={row.id} className="border-slate-200 border-b">
                <th scope="row" className="px-2 py-1 text-left font-normal">
                  <Button variant="ghost" size="compact" onClick={() => onOpen(row.id)}>
                    {row.name}
                  </Button>
                </th>
                <td className={cell}>{formatPounds(row.totals.lessonPence)}</td>
                <td className={cell}>{formatPounds(row.totals.feesPence)}</td>
                <td className={`${cell} hidden sm:table-cell`}>{formatPounds(row.totals.costsPence)}</td>
                <td className={cell}>{formatPounds(row.totals.netPence)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </div>
  );
}
