import { FlaskConical } from 'lucide-react';
import { useDemoData } from '../../lib/api/get-demo-data';
import { classNames } from '../../lib/class-names';

/** The ids of the learners the first start made up (empty once the owner removed them). */
export function useDemoStudentIds(): ReadonlySet<number> {
  const { data } = useDemoData();
  return new Set(data?.learners.map((learner) => learner.id) ?? []);
}

/** 'Demo' beside a learner the first start made up, on every dashboard screen that names one. */
export function DemoBadge({ studentId, className }: { studentId: number; className?: string }) {
  if (!useDemoStudentIds().has(studentId)) return null;
  return <DemoLabel className={className} />;
}

/** The 'Demo' label itself, for what the server already knows is demo (an Outbox message). */
export function DemoLabel({
  className,
  madeUp = 'learner (made up)',
}: {
  className?: string | undefined;
  madeUp?: string;
}) {
  return (
    <span
      className={classNames(
        'inline-flex w-fit items-center gap-1 rounded-full border border-violet-300 bg-violet-50 px-2.5 py-0.5 text-sm font-medium whitespace-nowrap text-violet-900',
        className,
      )}
    >
      <FlaskConical aria-hidden="true" className="size-3.5 shrink-0" />
      Demo
      <span className="sr-only"> {madeUp}</span>
    </span>
  );
}
