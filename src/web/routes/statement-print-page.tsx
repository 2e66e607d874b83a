import { Printer } from 'lucide-react';
import { useSearchParams } from 'react-router';
import { STATEMENT_PERIOD_KINDS } from '../../core/money/statement-schemas';
import { Button } from '../components/ui/button';
import { Container } from '../components/ui/container';
import { ListSkeleton, LoadErrorCard } from '../components/ui/panel-states';
import { useInstructorStatement } from '../features/money/statements/api/get-instructor-statement';
import { InstructorStatementView } from '../features/money/statements/components/instructor-statement-view';
import { usePageTitle } from '../hooks/use-page-title';
import { getSchoolToday } from '../lib/school-time-format';

/** Reads `?instructor=&kind=&day=`; anything unreadable falls back to this month of nobody. */
function readStatementAddress(params: URLSearchParams) {
  const instructor = Number(params.get('instructor'));
  const kind = STATEMENT_PERIOD_KINDS.find((value) => value === params.get('kind')) ?? 'month';
  const day = params.get('day') ?? getSchoolToday(new Date());
  return {
    instructorId: Number.isInteger(instructor) && instructor > 0 ? instructor : null,
    asked: { kind, day },
  };
}

/**
 * /instructor-dashboard/statement: one instructor's statement alone on the page, for printing on
 * A4 (the print stylesheet's @page) or saving as PDF; no dashboard around it.
 */
export function StatementPrintPage() {
  usePageTitle('Statement');
  const [params] = useSearchParams();
  const { instructorId, asked } = readStatementAddress(params);
  const statement = useInstructorStatement(instructorId, asked);

  return (
    // data-print-sheet: the print stylesheet keeps the dashboard's frame off the paper.
    <div data-print-sheet>
      <Container className="flex max-w-3xl flex-col gap-5 py-6 print:max-w-none print:p-0 print:text-[10.5pt] print:text-black">
        <header className="flex flex-wrap items-start justify-between gap-3">
          <div>
            <h1 className="text-2xl sm:text-3xl print:text-xl">Statement</h1>
            <p className="text-slate-700 print:text-black">
              Lesson money, fees to the school, costs and net. Amounts in pounds.
            </p>
          </div>
          <Button className="print:hidden" onClick={() => window.print()} disabled={!statement.data}>
            <Printer aria-hidden="true" className="size-5" />
            Print
          </Button>
        </header>
        {instructorId === null ? (
          <p>This link names no instructor. Open the statement again from the Money tab.</p>
        ) : statement.data ? (
          <InstructorStatementView statement={statement.data} />
        ) : statement.isPending ? (
          <ListSkeleton label="Loading the statement" cards={1} />
        ) : (
          <LoadErrorCard
            title="The statement didn't load"
            message="Sign in to the dashboard in this browser, check your connection, and try again."
            onRetry={() => void statement.refetch()}
            isRetrying={statement.isFetching}
          />
        )}
      </Container>
    </div>
  );
}
