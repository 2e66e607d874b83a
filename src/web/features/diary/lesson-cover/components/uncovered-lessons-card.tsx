import { TriangleAlert } from 'lucide-react';
import { LoadErrorCard } from '../../../../components/ui/panel-states';
import { useInstructorSession } from '../../../../lib/api/verify-instructor';
import { pluralize } from '../../../../lib/school-time-format';
import { useUncoveredLessons } from '../api/get-uncovered-lessons';
import { UncoveredLessonRow } from './uncovered-lesson-row';

/**
 * Today's warning (issue 38): lessons in the next 7 days that nobody covers yet, inside time off
 * or of an instructor whose badge or insurance lapsed (each with why), each with Find Cover. The
 * owner sees every instructor's. Nothing while loading or when none: Today's own lessons come first.
 */
export function UncoveredLessonsCard() {
  const session = useInstructorSession();
  const uncovered = useUncoveredLessons();
  if (uncovered.isPending) return null;
  if (uncovered.isError) {
    return (
      <LoadErrorCard
        title="Lessons to cover didn't load"
        message="We couldn't check for lessons that need cover. Check your connection and try again."
        onRetry={() => void uncovered.refetch()}
        isRetrying={uncovered.isFetching}
      />
    );
  }
  const { lessons } = uncovered.data;
  if (lessons.length === 0) return null;
  const owner = session.data?.instructor.role === 'owner';
  const awayOnly = lessons.every((lesson) => lesson.cause === 'time_off');
  const lapsedOnly = lessons.every((lesson) => lesson.cause === 'not_bookable');
  return (
    <section
      aria-labelledby="uncovered-lessons-title"
      className="grid gap-2 rounded-xl border border-amber-300 bg-amber-50 p-4 text-slate-900"
    >
      <h3 id="uncovered-lessons-title" className="flex items-center gap-2 text-lg font-semibold">
        <TriangleAlert aria-hidden="true" className="size-5 shrink-0 text-amber-700" />
        {pluralize(lessons.length, 'lesson')} {awayOnly ? 'inside time off' : 'to cover'} this week
      </h3>
      <p className="text-sm">
        Find cover with another instructor (the learner says yes or no), or move or cancel with the learner
        {lapsedOnly ? '' : ' in Your available times → Time off'}.
        {awayOnly
          ? ''
          : ' A lapsed badge or insurance lifts once the owner records the renewal (Instructors → Documents).'}{' '}
        Nothing is cancelled on its own.
      </p>
      <ul className="divide-y divide-amber-200" aria-label="Lessons to cover">
        {lessons.map((lesson) => (
          <UncoveredLessonRow key={lesson.lessonId} lesson={lesson} showInstructor={owner} />
        ))}
      </ul>
    </section>
  );
}
