import {
  formatDurationLabel,
  formatShortDate,
  formatTime12h,
} from '../../../../../core/format/display-format';
import { useNow } from '../../../chat/hooks/use-now';
import { StatusBadge } from '../../components/status-badge';
import { LessonCancelDialog } from '../../lessons/components/lesson-cancel-dialog';
import { LessonDoneDialog } from '../../lessons/components/lesson-done-dialog';
import { LessonDurationEditor } from '../../lessons/components/lesson-duration-editor';
import { LessonNoShowDialog } from '../../lessons/components/lesson-no-show-dialog';
import { hasLessonStarted, type StudentCardLesson } from '../../lessons/lesson-timing';

const recordedOutcomeLabels: Record<Exclude<StudentCardLesson['status'], 'scheduled'>, string> = {
  completed: 'Done',
  no_show: 'No-show',
  cancelled: 'Cancelled',
};

/**
 * The learner's coming lessons with the instructor's actions: Done and No-show once a lesson has
 * started (checked each minute), Cancel before it does.
 */
export function StudentUpcomingLessons({
  lessons,
  studentName,
  idPrefix,
}: {
  lessons: readonly StudentCardLesson[];
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
          const started = hasLessonStarted(lesson, now);
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
              <LessonDurationEditor
                lessonId={lesson.id}
                date={lesson.date}
                bookedDuration={lesson.bookedDuration}
                actualDuration={lesson.actualDuration}
              />
              <div className="flex flex-wrap gap-2">
                <LessonDoneDialog
                  lesson={lesson}
                  studentName={studentName}
                  disabled={!started}
                  describedById={started ? undefined : hintId}
                />
                <LessonNoShowDialog
                  lesson={lesson}
                  studentName={studentName}
                  disabled={!started}
                  describedById={started ? undefined : hintId}
                />
                {started || lesson.status !== 'scheduled' ? null : (
                  <LessonCancelDialog lesson={lesson} studentName={studentName} />
                )}
              </div>
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
