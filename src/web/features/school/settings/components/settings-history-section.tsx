import { ArrowRight, ChevronDown, History, LoaderCircle } from 'lucide-react';
import type { SettingsChange } from '../../../../../core/school/settings/settings-history-schemas';
import { Button } from '../../../../components/ui/button';
import { EmptyState, LoadErrorCard } from '../../../../components/ui/panel-states';
import { SectionCard } from '../../../../components/ui/section-card';
import { Skeleton } from '../../../../components/ui/skeleton';
import { useSettingsHistory } from '../api/get-settings-history';
import { describeSettingsChangeSubject, formatSettingsChangeTime } from '../settings-history-display';

function SettingsChangeItem({ change }: { change: SettingsChange }) {
  return (
    <li className="grid gap-1.5 border-b border-slate-200 py-3 last:border-b-0">
      <div className="grid gap-0.5 sm:flex sm:items-baseline sm:justify-between sm:gap-4">
        <h4 className="text-base font-semibold text-slate-900">{describeSettingsChangeSubject(change)}</h4>
        <time dateTime={change.changedAt} className="text-sm text-slate-700">
          {formatSettingsChangeTime(change.changedAt)}
        </time>
      </div>
      <p className="flex flex-wrap items-center gap-x-2 gap-y-1 text-slate-800 [overflow-wrap:anywhere]">
        <span className="sr-only">Changed from </span>
        <span className="text-slate-600 line-through decoration-slate-400">{change.oldValue}</span>
        <ArrowRight aria-hidden="true" className="size-4 shrink-0 text-slate-500" />
        <span className="sr-only"> to </span>
        <span className="font-medium">{change.newValue}</span>
      </p>
      <p className="text-sm text-slate-600 [overflow-wrap:anywhere]">By {change.changedBy}</p>
    </li>
  );
}

/** Every change to the school's settings and packages, newest first, a page at a time. */
export function SettingsHistorySection() {
  const history = useSettingsHistory();
  const changes = history.data?.pages.flatMap((page) => page.changes) ?? [];

  return (
    <SectionCard
      id="settings-history"
      title="Settings history"
      description="Every change to the school's settings and packages: when (London time), who made it, and the value before and after."
    >
      {history.isPending ? (
        <div className="grid gap-4">
          <p className="sr-only" role="status">
            Loading the settings history
          </p>
          {[0, 1, 2].map((placeholder) => (
            <div key={placeholder} className="grid gap-2">
              <Skeleton className="h-5 w-1/2" />
              <Skeleton className="h-4 w-4/5" />
              <Skeleton className="h-4 w-1/3" />
            </div>
          ))}
        </div>
      ) : history.isError && changes.length === 0 ? (
        <LoadErrorCard
          title="The history didn't load"
          message="We couldn't reach the server. Check your connection and try again."
          onRetry={() => void history.refetch()}
          isRetrying={history.isFetching}
        />
      ) : changes.length === 0 ? (
        <EmptyState icon={History} title="No changes yet">
          Each change you save to the school's settings or its packages shows here, with who made it and when.
        </EmptyState>
      ) : (
        <div className="grid gap-3">
          <ol aria-label="Changes, newest first">
            {changes.map((change) => (
              <SettingsChangeItem key={change.id} change={change} />
            ))}
          </ol>
          {history.isFetchNextPageError ? (
            <p role="alert" className="font-medium text-red-700">
              The older changes didn't load. Check your connection and try again.
            </p>
          ) : null}
          {history.hasNextPage ? (
            <Button
              variant="secondary"
              className="justify-self-start"
              onClick={() => void history.fetchNextPage()}
              disabled={history.isFetchingNextPage}
            >
              {history.isFetchingNextPage ? (
                <LoaderCircle aria-hidden="true" className="size-5 motion-safe:animate-spin" />
              ) : (
                <ChevronDown aria-hidden="true" className="size-5" />
              )}
              {history.isFetchingNextPage ? 'Loading older changes…' : 'Show older'}
            </Button>
          ) : null}
        </div>
      )}
    </SectionCard>
  );
}
