import { GraduationCap } from 'lucide-react';
import { useEffect, useState } from 'react';
import { getTestReadiness } from '../../../../../core/progress/test-readiness';
import { Button } from '../../../../components/ui/button';
import { Skeleton } from '../../../../components/ui/skeleton';
import { useStudentProgress } from '../../../../lib/api/get-student-progress';
import { classNames } from '../../../../lib/class-names';

/**
 * True once the element has been on screen: a long list of cards asks for each learner's levels
 * only as the instructor reaches them (and a folded card on a phone, hidden, not at all).
 */
function useSeenOnce(element: Element | null): boolean {
  const [seen, setSeen] = useState(false);
  useEffect(() => {
    if (seen || !element) return;
    if (typeof IntersectionObserver === 'undefined') {
      setSeen(true);
      return;
    }
    const observer = new IntersectionObserver(([entry]) => {
      if (entry?.isIntersecting) setSeen(true);
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, [element, seen]);
  return seen;
}

/**
 * The learner's test readiness on their card (issue 25): the same figure and sentence they see on
 * their home, from their skill levels and mock tests (`GET /api/students/{id}/progress`).
 */
export function StudentReadiness({ studentId, studentName }: { studentId: number; studentName: string }) {
  // A callback ref: the effect runs again whenever the element itself appears.
  const [element, setElement] = useState<HTMLDivElement | null>(null);
  const seen = useSeenOnce(element);
  const progress = useStudentProgress(studentId, seen);
  const readiness = progress.data
    ? getTestReadiness({
        skillLevels: progress.data.skillLevels,
        mockTests: progress.data.testRecord.mockTests,
      })
    : null;
  return (
    <div ref={setElement} className="grid gap-1.5">
      <h4 className="flex items-center gap-2 font-semibold">
        <GraduationCap aria-hidden="true" className="size-5 text-blue-700" />
        Test readiness
      </h4>
      {readiness ? (
        <>
          <div className="flex items-center gap-3">
            <span
              className={classNames(
                'text-xl font-bold',
                readiness.ready ? 'text-green-700' : 'text-slate-900',
              )}
            >
              {readiness.percent}%
            </span>
            <div
              role="progressbar"
              aria-label={`Test readiness of ${studentName}`}
              aria-valuemin={0}
              aria-valuemax={100}
              aria-valuenow={readiness.percent}
              className="h-2.5 flex-1 overflow-hidden rounded-full bg-slate-200"
            >
              <div
                className={classNames(
                  'h-full rounded-full',
                  readiness.ready ? 'bg-green-600' : 'bg-blue-700',
                )}
                style={{ width: `${readiness.percent}%` }}
              />
            </div>
          </div>
          <p className="text-sm text-slate-700">{readiness.sentence}</p>
        </>
      ) : progress.isError ? (
        <div className="flex flex-wrap items-center gap-2 text-sm" role="alert">
          <span>Readiness didn't load.</span>
          <Button variant="secondary" size="compact" onClick={() => void progress.refetch()}>
            Try again
          </Button>
        </div>
      ) : (
        <div className="grid gap-1.5">
          <span className="sr-only" role="status">
            Loading test readiness
          </span>
          <Skeleton className="h-5 w-2/3" />
          <Skeleton className="h-4 w-full" />
        </div>
      )}
    </div>
  );
}
