import { useIsFetching, useQueryClient } from '@tanstack/react-query';
import { CalendarCheck, History, RefreshCw } from 'lucide-react';
import { useState } from 'react';
import { Button } from '../../../../components/ui/button';
import { inputClassName } from '../../../../components/ui/form-field';
import { EmptyState, ListSkeleton, LoadErrorCard } from '../../../../components/ui/panel-states';
import { SectionCard } from '../../../../components/ui/section-card';
import { pluralize } from '../../../../lib/school-time-format';
import { lessonChangesQueryRoot, useLessonChanges } from '../api/get-lesson-changes';
import {
  filterLessonChangeHistory,
  getHistoryStatusQuery,
  LESSON_CHANGE_HISTORY_FILTERS,
  type LessonChangeHistoryFilter,
  lessonChangeHistoryFilterLabels,
} from '../lesson-change-format';
import { LessonChangeItem } from './lesson-change-item';

const HISTORY_SHOWN = 10;
const LOAD_FAILED_MESSAGE = "We couldn't reach the server. Check your connection and try again.";

function isHistoryFilter(value: string): value is LessonChangeHistoryFilter {
  return LESSON_CHANGE_HISTORY_FILTERS.some((filter) => filter === value);
}

function PendingLessonChanges() {
  const pending = useLessonChanges('pending');
  if (pending.isPending) return <ListSkeleton label="Loading lesson change requests" cards={1} />;
  if (pending.isError) {
    return (
      <LoadErrorCard
        title="Lesson change requests didn't load"
        message={LOAD_FAILED_MESSAGE}
        onRetry={() => void pending.refetch()}
        isRetrying={pending.isFetching}
      />
    );
  }
  if (pending.data.length === 0) {
    return (
      <p className="rounded-lg bg-slate-50 p-3 text-slate-700">
        No requests waiting. Learners who want to move or cancel a lesson less than 24 hours before it appear
        here for your decision.
      </p>
    );
  }
  return (
    <div className="grid gap-3">
      {pending.data.map((change) => (
        <LessonChangeItem key={change.id} change={change} />
      ))}
    </div>
  );
}

function LessonChangeHistory() {
  const [filter, setFilter] = useState<LessonChangeHistoryFilter>('decided');
  const [showAll, setShowAll] = useState(false);
  const history = useLessonChanges(getHistoryStatusQuery(filter));
  const changes = history.data ? filterLessonChangeHistory(history.data, filter) : [];
  const visible = showAll ? changes : changes.slice(0, HISTORY_SHOWN);

  return (
    <div className="grid gap-3">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <h4 className="flex items-center gap-2 text-lg font-bold">
          <History aria-hidden="true" className="size-5 text-blue-700" />
          Recent changes
        </h4>
        <div className="grid gap-1">
          <label htmlFor="lesson-change-filter" className="text-sm font-medium text-slate-900">
            Show
          </label>
          <select
            id="lesson-change-filter"
            className={inputClassName}
            value={filter}
            onChange={(event) => {
              if (isHistoryFilter(event.target.value)) {
                setFilter(event.target.value);
                setShowAll(false);
              }
            }}
          >
            {LESSON_CHANGE_HISTORY_FILTERS.map((value) => (
              <option key={value} value={value}>
                {lessonChangeHistoryFilterLabels[value]}
              </option>
            ))}
          </select>
        </div>
      </div>
      {history.isPending ? (
        <ListSkeleton label="Loading recent lesson changes" cards={1} />
      ) : history.isError ? (
        <LoadErrorCard
          title="Recent lesson changes didn't load"
          message={LOAD_FAILED_MESSAGE}
          onRetry={() => void history.refetch()}
          isRetrying={history.isFetching}
        />
      ) : changes.length === 0 ? (
        <EmptyState icon={CalendarCheck} title="No lesson changes yet">
          {filter === 'decided'
            ? 'Moves and cancellations learners make from their progress link are listed here.'
            : `Nothing ${lessonChangeHistoryFilterLabels[filter].toLowerCase()} yet.`}
        </EmptyState>
      ) : (
        <>
          <div className="grid gap-3">
            {visible.map((change) => (
              <LessonChangeItem key={change.id} change={change} />
            ))}
          </div>
          {changes.length > HISTORY_SHOWN ? (
            <Button
              variant="secondary"
              size="compact"
              className="justify-self-start"
              onClick={() => setShowAll((all) => !all)}
            >
              {showAll ? 'Show fewer' : `Show all ${changes.length}`}
            </Button>
          ) : null}
        </>
      )}
    </div>
  );
}

/**
 * 'Lesson changes': what learners asked from their progress link. Requests under 24 hours wait for
 * the instructor's decision (first); then the history of every move and cancellation.
 */
export function LessonChangesCard() {
  const queryClient = useQueryClient();
  const pending = useLessonChanges('pending');
  const refreshing = useIsFetching({ queryKey: lessonChangesQueryRoot }) > 0;
  const waiting = pending.data?.length ?? 0;

  return (
    <SectionCard
      id="lesson-changes"
      title="Lesson changes"
      description={
        <span aria-live="polite">
          {waiting > 0
            ? `${pluralize(waiting, 'request')} waiting for your decision.`
            : 'Moves and cancellations by learners, within the terms.'}
        </span>
      }
      actions={
        <Button
          variant="secondary"
          size="compact"
          onClick={() => void queryClient.invalidateQueries({ queryKey: lessonChangesQueryRoot })}
          disabled={refreshing}
        >
          <RefreshCw aria-hidden="true" className="size-4" />
          {refreshing ? 'Checking…' : 'Check for requests'}
        </Button>
      }
    >
      <div className="grid gap-3">
        <h4 className="text-lg font-bold">Waiting for your decision</h4>
        <PendingLessonChanges />
      </div>
      <LessonChangeHistory />
    </SectionCard>
  );
}
