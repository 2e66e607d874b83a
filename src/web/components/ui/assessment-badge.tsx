import {
  type AssessmentTone,
  formatAssessment,
  getAssessmentTone,
} from '../../../core/progress/assessment-display';
import { classNames } from '../../lib/class-names';

const toneClassNames: Record<AssessmentTone, string> = {
  green: 'border-green-300 bg-green-50 text-green-800',
  blue: 'border-blue-300 bg-blue-50 text-blue-800',
  yellow: 'border-yellow-300 bg-yellow-50 text-yellow-900',
  orange: 'border-orange-300 bg-orange-50 text-orange-900',
};

/** The assessment's word on its colour, the same for learner and instructor. */
export function AssessmentBadge({ assessment, className }: { assessment: string; className?: string }) {
  return (
    <span
      className={classNames(
        'inline-flex items-center rounded-full border px-3 py-0.5 text-sm font-semibold whitespace-nowrap',
        toneClassNames[getAssessmentTone(assessment)],
        className,
      )}
    >
      {formatAssessment(assessment)}
    </span>
  );
}
