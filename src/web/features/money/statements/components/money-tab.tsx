import { ListSkeleton, LoadErrorCard } from '../../../../components/ui/panel-states';
import { useInstructorSession } from '../../../../lib/api/verify-instructor';
import { useMoneySummary } from '../api/get-money-summary';
import { MoneyCsvDownload } from './money-csv-download';
import { MoneyPeriodCard } from './money-period-card';
import { OwingSection } from './owing-section';
import { RecentCostsSection } from './recent-costs-section';
import { RecordCostDialog } from './record-cost-dialog';
import { SettlingUpSection } from './settling-up-section';
import { StatementsSection } from './statements-section';
import { TurnoverBasisSection } from './turnover-basis-section';

/**
 * The Money tab: what came in and went out this week, month and tax year, who owes what, the
 * costs recorded, and the figures as a spreadsheet for Self Assessment.
 */
export function MoneyTab() {
  const summary = useMoneySummary();
  // The owner's figures are the school's; another instructor's are their own (docs/decisions/0051).
  const session = useInstructorSession().data;
  const isOwner = session?.instructor.role === 'owner';

  return (
    <div className="flex flex-col gap-4">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div>
          <h2 className="text-2xl">Money</h2>
          <p className="text-slate-700">
            Takings are the payments you recorded or learners made online, less refunds. Costs are what you
            record here.
          </p>
          <p className="text-slate-700">
            {isOwner
              ? "The whole school's: every instructor's takings, costs and lessons."
              : 'Yours alone: payments for your lessons and bookings, the costs you record, and what your learners owe.'}
          </p>
        </div>
        <RecordCostDialog />
      </div>
      {summary.data ? (
        <>
          <div className="grid items-start gap-4 sm:grid-cols-2 lg:grid-cols-3">
            <MoneyPeriodCard id="money-week" period={summary.data.week} />
            <MoneyPeriodCard id="money-month" period={summary.data.month} />
            <MoneyPeriodCard id="money-tax-year" period={summary.data.taxYear} withBreakdown />
          </div>
          <OwingSection owing={summary.data.owing} />
          <RecentCostsSection taxYear={summary.data.taxYear} />
        </>
      ) : summary.isPending ? (
        <ListSkeleton label="Loading your money" cards={3} />
      ) : (
        <LoadErrorCard
          title="Money didn't load"
          message="We couldn't reach the server. Check your connection and try again."
          onRetry={() => void summary.refetch()}
          isRetrying={summary.isFetching}
        />
      )}
      {session ? <StatementsSection viewerId={session.instructor.id} isOwner={isOwner} /> : null}
      {session ? <SettlingUpSection isOwner={isOwner} /> : null}
      {isOwner ? <TurnoverBasisSection /> : null}
      <MoneyCsvDownload />
    </div>
  );
}
