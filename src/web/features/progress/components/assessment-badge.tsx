import { classNames } from '../../../lib/class-names';
import { assessmentToneClassNames, formatAssessment, getAssessmentTone } from '../progress-display';

/** The assessment's word on its colour (excellent green, good blue, steady yellow, otherwise orange). */
export function AssessmentBadge({ assessment, className }: { assessment: string; className?: string }) {
  return (
    <span
      className={classNames(
        'inline-flex items-center rounded-full border px-3 py-0.5 text-sm font-semibold whitespace-nowrap',
        assessmentToneClassNames[getAssessmentTone(assessment)],
        className,
      )}
    >
      {formatAssessment(assessment)}
    </span>
  );
}
