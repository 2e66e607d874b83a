import { CalendarCheck, RefreshCw } from 'lucide-react';
import type { ReactNode } from 'react';
import { type TodayLesson, todayResponseSchema } from '../../../../../core/diary/today/today-schemas';
import { formatLongDate } from '../../../../../core/format/display-format';
import { Button } from '../../../../components/ui/button';
import { OfflineBanner, OfflineWithoutCopyCard } from '../../../../components/ui/offline-banner';
import { EmptyState, ListSkeleton, LoadErrorCard } from '../../../../components/ui/panel-states';
import { useNow } from '../../../../hooks/use-now';
import { useOfflineSnapshot } from '../../../../hooks/use-offline-snapshot';
import { instructorSnapshotKey } from '../../../../lib/offline-snapshot-storage';
import { todayQueryOptions, useToday } from '../api/get-today';
import { TodayLessonCard } from './today-lesson-card';
import { WaitingForYou } from './waiting-for-you';

function TodaySection({ id, title, children }: { id: string; title: ReactNode; children: ReactNode }) {
  return (
    <section aria-labelledby={`${id}-title`} className="grid gap-3">
      <h3 id={`${id}-title`} className="text-xl">
        {title}
      </h3>
      {children}
    </section>
  );
}

function LessonList({
  lessons,
  now,
  showDate = false,
}: {
  lessons: readonly TodayLesson[];
  now: Date;
  showDate?: boolean;
}) {
  return (
    <ul className="grid gap-3 lg:grid-cols-2">
      {lessons.map((lesson) => (
        <li key={lesson.id}>
          <TodayLessonCard lesson={lesson} now={now} showDate={showDate} />
        </li>
      ))}
    </ul>
  );
}

/**
 * The dashboard's first tab: the instructor's day. Lessons that ended without an outcome first,
 * then today's lessons in order, then tomorrow's first; what waits for an answer at the top.
 * Refreshed each minute (a lesson ending moves up to "Needs an outcome"). `notices` are other
 * features' warnings and `offers` another area's section (learners offered to the instructor),
 * both composed in routes/ and shown under the heading, where the instructor looks on sign-in.
 */
export function TodayTab({ notices, offers }: { notices?: ReactNode; offers?: ReactNode } = {}) {
  const today = useToday();
  const now = useNow();
  const overview = today.data;
  // Offline, the day as this browser last saw it, with a banner saying when (issue 24).
  const offline = useOfflineSnapshot({
    queryKey: todayQueryOptions.queryKey,
    storageKey: instructorSnapshotKey('today'),
    schema: todayResponseSchema,
    data: today.data,
    dataUpdatedAt: today.dataUpdatedAt,
    error: today.error,
  });

  return (
    <div className="flex flex-col gap-5">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <div>
          <h2 className="text-2xl">Today</h2>
          <p className="text-slate-700">
            {overview ? formatLongDate(overview.date) : 'Your lessons of the day.'}
          </p>
        </div>
        <Button
          variant="secondary"
          size="compact"
          onClick={() => void today.refetch()}
          disabled={today.isFetching}
        >
          <RefreshCw aria-hidden="true" className="size-4" />
          {today.isFetching ? 'Refreshing…' : 'Refresh'}
        </Button>
      </div>
      {offline.offlineSeenAt !== null ? <OfflineBanner seenAt={offline.offlineSeenAt} /> : null}
      {notices}
      {offers}
      {overview === undefined && offline.offlineWithoutCopy ? (
        <OfflineWithoutCopyCard what="today's lessons" />
      ) : today.isPending ? (
        <ListSkeleton label="Loading today's lessons" />
      ) : overview === undefined || (today.isError && offline.offlineSeenAt === null) ? (
        <LoadErrorCard
          title="Today's lessons didn't load"
          message="We couldn't reach the server. Check your connection and try again."
          onRetry={() => void today.refetch()}
          isRetrying={today.isFetching}
        />
      ) : (
        <>
          <WaitingForYou pending={overview.pending} />
          {overview.needsOutcome.length > 0 ? (
            <TodaySection
              id="today-needs-outcome"
              title={`Needs an outcome (${overview.needsOutcome.length})`}
            >
              <p className="-mt-2 text-slate-700">
                These lessons have ended. Record each as Done or No-show to keep the learner's hours right.
              </p>
              <LessonList lessons={overview.needsOutcome} now={now} showDate />
            </TodaySection>
          ) : null}
          <TodaySection id="today-lessons" title="Today's lessons">
            {overview.today.length > 0 ? (
              <LessonList lessons={overview.today} now={now} />
            ) : (
              <EmptyState icon={CalendarCheck} title="No lessons today">
                Lessons you book, and booking requests you approve, appear here on their day.
              </EmptyState>
            )}
          </TodaySection>
          <TodaySection id="today-tomorrow" title="Tomorrow">
            {overview.tomorrowFirst ? (
              <>
                <p className="-mt-2 text-slate-700">Your first lesson tomorrow.</p>
                <TodayLessonCard lesson={overview.tomorrowFirst} now={now} withActions={false} />
              </>
            ) : (
              <p className="rounded-lg bg-slate-50 p-3 text-slate-700">No lessons tomorrow.</p>
            )}
          </TodaySection>
        </>
      )}
    </div>
  );
}
