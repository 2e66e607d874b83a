import { MapPin } from 'lucide-react';
import {
  formatDurationLabel,
  formatShortDate,
  formatTime12h,
} from '../../../../../core/format/display-format';
import { StatusBadge } from '../../../../components/ui/status-badge';
import { useNow } from '../../../../hooks/use-now';
import { hasLessonStarted, type StudentCardLesson } from '../lesson-timing';
import { LessonActions } from './lesson-actions';
import { LessonDurationEditor } from './lesson-duration-editor';

const recordedOutcomeLabels: Record<Exclude<StudentCardLesson['status'], 'scheduled'>, string> = {
  completed: 'Done',
  no_show: 'No-show',
  cancelled: 'Cancelled',
};

/**
 * The learner's coming lessons with their pickup notes and the instructor's actions: Done and
 * No-show once a lesson has started (checked each minute), Move and Cancel before it does, and the
 * notes at any time.
 */
export function StudentUpcomingLessons({
  lessons,
  studentId,
  studentName,
  idPrefix,
}: {
  lessons: readonly StudentCardLesson[];
  studentId: number;
  studentName: string;
  idPrefix: string;
}) {
  const now = useNow();
  if (lessons.length === 0) return <p className="text-sm text-slate-600">No lessons booked.</p>;

  const hintId = `${idPrefix}-lesson-actions-hint`;
  const anyNotStarted = lessons.some((lesson) => !hasLessonStarted(lesson, now));
  return (
    <div className="grid gap-2">
      <ul className="grid gap-2">
        {lessons.map((lesson) => {
          return (
            <li key={lesson.id} className="grid gap-1.5 rounded-lg border border-slate-200 p-2.5">
              <div className="flex flex-wrap items-center gap-2">
                <span className="font-medium">
                  {formatShortDate(lesson.date)} · {formatTime12h(lesson.startTime)} ·{' '}
                  {formatDurationLabel(lesson.bookedDuration)}
                </span>
                {lesson.status === 'scheduled' ? null : (
                  <StatusBadge tone="neutral">{recordedOutcomeLabels[lesson.status]}</StatusBadge>
                )}
              </div>
              {lesson.notes ? (
                <p className="flex min-w-0 items-start gap-1.5 text-sm text-slate-700">
                  <MapPin aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-slate-500" />
                  <span className="line-clamp-3 min-w-0 break-words whitespace-pre-line">
                    <span className="sr-only">Pickup notes: </span>
                    {lesson.notes}
                  </span>
                </p>
              ) : null}
              <LessonDurationEditor
                lessonId={lesson.id}
                date={lesson.date}
                bookedDuration={lesson.bookedDuration}
                actualDuration={lesson.actualDuration}
              />
              <LessonActions
                lesson={lesson}
                studentId={studentId}
                studentName={studentName}
                now={now}
                hintId={hintId}
              />
            </li>
          );
        })}
      </ul>
      {anyNotStarted ? (
        <p id={hintId} className="text-sm text-slate-600">
          Done and No-show open once a lesson has started.
        </p>
      ) : null}
    </div>
  );
}
