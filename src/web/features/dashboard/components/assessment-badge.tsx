import { type Assessment, assessmentLabels } from '../../../../core/progress/note-skills';
import { StatusBadge, type StatusTone } from './status-badge';

/** Spec colours: excellent green, good blue, steady yellow, otherwise orange/red; always with the word. */
const assessmentTones: Record<Assessment, StatusTone> = {
  excellent: 'success',
  good: 'info',
  steady: 'warning',
  needs_practice: 'danger',
};

export function AssessmentBadge({ assessment }: { assessment: Assessment }) {
  return <StatusBadge tone={assessmentTones[assessment]}>{assessmentLabels[assessment]}</StatusBadge>;
}
