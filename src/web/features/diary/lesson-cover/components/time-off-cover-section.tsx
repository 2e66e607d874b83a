import { CircleCheck } from 'lucide-react';
import { ListSkeleton, LoadErrorCard } from '../../../../components/ui/panel-states';
import { formatSchoolDateTime } from '../../../../lib/school-time-format';
import { useTimeOffCover } from '../api/get-time-off-cover';
import { UncoveredLessonRow } from './uncovered-lesson-row';

/**
 * A time off's lessons to cover (issue 38): each with Find Cover and its offer's standing, and the
 * ones another instructor now teaches. Shown inside the time-off block, above Move and Cancel.
 */
export function TimeOffCoverSection({ timeOffId, headingId }: { timeOffId: number; headingId: string }) {
  const cover = useTimeOffCover(timeOffId);
  if (cover.isPending) return <ListSkeleton label="Loading the lessons to cover" cards={1} />;
  if (cover.isError) {
    return (
      <LoadErrorCard
        title="The lessons to cover didn't load"
        message="We couldn't reach the server. Check your connection and try again."
        onRetry={() => void cover.refetch()}
        isRetrying={cover.isFetching}
      />
    );
  }
  const { uncovered, covered } = cover.data;
  if (uncovered.length === 0 && covered.length === 0) return null;
  return (
    <section aria-labelledby={`${headingId}-cover`} className="grid gap-1">
      <h6 id={`${headingId}-cover`} className="font-semibold">
        Cover by another instructor
      </h6>
      {uncovered.length > 0 ? (
        <>
          <p className="text-sm text-slate-600">
            Offer a lesson to an instructor free then; the learner says yes or no through a link. Nothing is
            cancelled unless you cancel it.
          </p>
          <ul className="divide-y divide-slate-100" aria-label="Lessons still uncovered">
            {uncovered.map((lesson) => (
              <UncoveredLessonRow key={lesson.lessonId} lesson={lesson} showInstructor={false} />
            ))}
          </ul>
        </>
      ) : null}
      {covered.length > 0 ? (
        <ul className="grid gap-1 text-sm text-slate-700" aria-label="Lessons covered">
          {covered.map((lesson) => (
            <li key={lesson.lessonId} className="flex items-start gap-2">
              <CircleCheck aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-green-700" />
              {lesson.studentName}, {formatSchoolDateTime(lesson.startsAt)}: covered by{' '}
              {lesson.coverInstructorName}
            </li>
          ))}
        </ul>
      ) : null}
    </section>
  );
}
