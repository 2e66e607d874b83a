import { CircleCheckBig } from 'lucide-react';
import type { TestReadiness } from '../../../../../core/progress/test-readiness';
import { ProgressRing } from '../../../../components/ui/progress-visuals';
import { classNames } from '../../../../lib/class-names';

/**
 * Test readiness from the skill levels and mock tests (issue 25): the figure as a ring and the
 * sentence that says what is left. The top of the progress card, on the learner's home and /my-progress.
 */
export function TestReadinessSummary({ readiness }: { readiness: TestReadiness }) {
  return (
    <div className="flex flex-col items-center gap-4 sm:flex-row" data-testid="test-readiness">
      <ProgressRing
        size={120}
        percent={readiness.percent}
        centreText={`${readiness.percent}%`}
        label={`Test readiness ${readiness.percent}%`}
        colourClassName={readiness.ready ? 'text-green-600' : 'text-blue-700'}
      />
      <div className="grid gap-1 text-center sm:text-left">
        <h3 className="text-xl">Test readiness</h3>
        <p className={classNames('text-slate-700', readiness.ready && 'font-semibold text-green-800')}>
          {readiness.ready ? (
            <CircleCheckBig
              aria-hidden="true"
              className="mr-1.5 inline size-5 align-text-bottom text-green-600"
            />
          ) : null}
          {readiness.sentence}
        </p>
        {readiness.ready ? null : (
          <p className="text-sm text-slate-600">
            Ready means every skill at seldom prompted or better and your last two mock tests passed.
          </p>
        )}
      </div>
    </div>
  );
}
