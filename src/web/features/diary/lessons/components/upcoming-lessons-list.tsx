import { CalendarDays } from 'lucide-react';
import { useState } from 'react';
import {
  formatDurationLabel,
  formatLongDate,
  formatTime12h,
} from '../../../../../core/format/display-format';
import { Button } from '../../../../components/ui/button';
import { EmptyState, ListSkeleton, LoadErrorCard } from '../../../../components/ui/panel-states';
import { PaymentStatusBadge } from '../../../../components/ui/payment-status-badge';
import { SectionCard } from '../../../../components/ui/section-card';
import { useNow } from '../../../../hooks/use-now';
import { pluralize } from '../../../../lib/school-time-format';
import { useUpcomingLessons } from '../api/get-upcoming-lessons';
import { LessonActions } from './lesson-actions';

const LESSONS_SHOWN = 10;

/**
 * The lessons already in the diary, soonest first: what a manual booking must fit around, each
 * with the instructor's lesson actions.
 */
export function UpcomingLessonsList() {
  const lessons = useUpcomingLessons();
  const now = useNow();
  const [showAll, setShowAll] = useState(false);

  if (lessons.isPending) return <ListSkeleton label="Loading coming lessons" cards={1} />;
  if (lessons.isError) {
    return (
      <LoadErrorCard
        title="Coming lessons didn't load"
        message="We couldn't reach the server. Check your connection and try again."
        onRetry={() => void lessons.refetch()}
        isRetrying={lessons.isFetching}
      />
    );
  }
  if (lessons.data.length === 0) {
    return (
      <EmptyState icon={CalendarDays} title="No lessons booked yet">
        Lessons appear here when you approve a request or book one above.
      </EmptyState>
    );
  }
  const visible = showAll ? lessons.data : lessons.data.slice(0, LESSONS_SHOWN);
  return (
    <SectionCard
      id="upcoming-lessons"
      title="Coming lessons"
      description={`${pluralize(lessons.data.length, 'lesson')} in your diary.`}
    >
      <ul className="grid gap-2">
        {visible.map((lesson) => (
          <li key={lesson.id} className="grid gap-2 rounded-lg border border-slate-200 p-3">
            <div className="flex flex-wrap items-center justify-between gap-2">
              <div className="grid gap-0.5">
                <span className="font-semibold">{lesson.studentName}</span>
                <span className="text-slate-700">
                  {formatLongDate(lesson.date)} · {formatTime12h(lesson.startTime)} ·{' '}
                  {formatDurationLabel(lesson.bookedDuration)}
                </span>
              </div>
              {lesson.booking ? (
                <div className="flex flex-wrap items-center gap-2 text-sm text-slate-700">
                  {lesson.booking.packageName}
                  <PaymentStatusBadge paymentStatus={lesson.booking.paymentStatus} />
                </div>
              ) : null}
            </div>
            <LessonActions
              lesson={lesson}
              studentId={lesson.studentId}
              studentName={lesson.studentName}
              now={now}
              hintId="upcoming-lessons-actions-hint"
            />
          </li>
        ))}
      </ul>
      <p id="upcoming-lessons-actions-hint" className="text-sm text-slate-600">
        Done and No-show open once a lesson has started.
      </p>
      {lessons.data.length > LESSONS_SHOWN ? (
        <Button
          variant="secondary"
          size="compact"
          className="self-start"
          onClick={() => setShowAll((all) => !all)}
        >
          {showAll ? 'Show fewer' : `Show all ${lessons.data.length}`}
        </Button>
      ) : null}
    </SectionCard>
  );
}
