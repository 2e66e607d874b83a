import { FlaskConical } from 'lucide-react';
import { classNames } from '../../../lib/class-names';
import { useDemoData } from '../settings/api/get-demo-data';

/** 'Demo' beside a learner the first start made up, on every dashboard screen that names one. */
export function DemoBadge({ studentId, className }: { studentId: number; className?: string }) {
  const { data } = useDemoData();
  if (!data?.learners.some((learner) => learner.id === studentId)) return null;
  return (
    <span
      className={classNames(
        'inline-flex w-fit items-center gap-1 rounded-full border border-violet-300 bg-violet-50 px-2.5 py-0.5 text-sm font-medium whitespace-nowrap text-violet-900',
        className,
      )}
    >
      <FlaskConical aria-hidden="true" className="size-3.5 shrink-0" />
      Demo
      <span className="sr-only"> learner (made up)</span>
    </span>
  );
}
