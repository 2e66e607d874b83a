import { FlaskConical } from 'lucide-react';

/** On a made-up learner's own page: what a learner would see, not a real person's record. */
export function DemoLearnerBanner({ learnerName }: { learnerName: string }) {
  return (
    <aside
      aria-label="Demo learner"
      className="flex gap-2 rounded-lg border border-violet-300 bg-violet-50 p-3 text-violet-950"
    >
      <FlaskConical aria-hidden="true" className="mt-0.5 size-5 shrink-0" />
      <p>
        <strong className="font-semibold">Demo learner.</strong> {learnerName} is made up, with made-up
        lessons, notes and payments, to show what a learner sees on their own page.
      </p>
    </aside>
  );
}
