import { ListOrdered, RefreshCw } from 'lucide-react';
import { TEST_SOON_DAYS } from '../../../../../core/bookings/waiting-list/waiting-list-ranking';
import { Button } from '../../../../components/ui/button';
import { EmptyState, ListSkeleton, LoadErrorCard } from '../../../../components/ui/panel-states';
import { useInstructorSession } from '../../../../lib/api/verify-instructor';
import { pluralize } from '../../../../lib/school-time-format';
import { useWaitingList } from '../api/get-waiting-list';
import { FreedTimesCard, FreedTimesWaitingNotice } from './freed-times-card';
import { WaitingListEntryCard } from './waiting-list-entry-card';
import { WaitingListSettingsCard } from './waiting-list-settings-card';

/** Learners waiting for an earlier time, in the order freed times will be offered (issue 21). */
export function WaitingListTab() {
  const { data, isPending, isError, isFetching, refetch } = useWaitingList();
  const entries = data?.entries ?? [];
  // How freed times are offered is the school's setting, its owner's (docs/decisions/0051).
  const isOwner = useInstructorSession().data?.instructor.role === 'owner';
  return (
    <div className="flex flex-col gap-4">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div className="grid gap-1">
          <h2 className="text-2xl">Waiting List</h2>
          <p className="text-slate-700">
            Learners who want an earlier lesson. The order: a test within {TEST_SOON_DAYS / 7} weeks first,
            then learners with hours already bought, then the longest waiting. Move someone and the list keeps
            your order; learners who join later are placed by the rule.
          </p>
          {data ? (
            <p className="font-medium text-slate-900">{pluralize(entries.length, 'learner')} waiting</p>
          ) : null}
          <FreedTimesWaitingNotice />
        </div>
        <Button variant="secondary" size="compact" onClick={() => void refetch()} disabled={isFetching}>
          <RefreshCw aria-hidden="true" className="size-4" />
          {isFetching ? 'Refreshing…' : 'Refresh'}
        </Button>
      </div>
      {/* On a laptop the freed times and the settings sit beside the list; on a phone, after it. */}
      <div className="grid gap-4 lg:grid-cols-[minmax(0,1fr)_minmax(0,26rem)] lg:items-start">
        <div className="grid content-start gap-4">
          {isPending ? (
            <ListSkeleton label="Loading the waiting list" />
          ) : isError && !data ? (
            <LoadErrorCard
              title="The waiting list didn't load"
              message="We couldn't reach the server. Check your connection and try again."
              onRetry={() => void refetch()}
              isRetrying={isFetching}
            />
          ) : entries.length > 0 ? (
            <ol className="grid gap-3" aria-label="Waiting list, in order">
              {entries.map((entry, index) => (
                <WaitingListEntryCard
                  key={entry.id}
                  entry={entry}
                  position={index + 1}
                  isFirst={index === 0}
                  isLast={index === entries.length - 1}
                />
              ))}
            </ol>
          ) : (
            <EmptyState icon={ListOrdered} title="Nobody is waiting">
              Learners join from the booking page ("Tell me when an earlier time frees up") or from their own
              page. They appear here in the order freed times will be offered.
            </EmptyState>
          )}
        </div>
        <div className="grid content-start gap-4">
          <FreedTimesCard />
          {isOwner ? <WaitingListSettingsCard /> : null}
        </div>
      </div>
    </div>
  );
}
