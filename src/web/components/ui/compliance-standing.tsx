import { CircleAlert, CircleCheck, Clock, type LucideIcon, OctagonX } from 'lucide-react';
import type {
  ComplianceAssessment,
  ComplianceState,
} from '../../../core/platform/auth/instructor-compliance';
import { classNames } from '../../lib/class-names';
import { StatusBadge, type StatusTone } from './status-badge';

const STANDING_BADGES: Record<ComplianceState, { tone: StatusTone; icon: LucideIcon; label: string }> = {
  valid: { tone: 'success', icon: CircleCheck, label: 'Bookable' },
  expiring: { tone: 'warning', icon: Clock, label: 'Expiring soon' },
  due: { tone: 'warning', icon: CircleAlert, label: 'Record due' },
  locked: { tone: 'danger', icon: OctagonX, label: 'Not bookable' },
};

/** The instructor's standing in one badge: "Not bookable" when their documents lock them out of sale. */
export function ComplianceBadge({ state }: { state: ComplianceState }) {
  const badge = STANDING_BADGES[state];
  return (
    <StatusBadge tone={badge.tone} icon={badge.icon}>
      {badge.label}
    </StatusBadge>
  );
}

/**
 * Why an instructor is, or soon will not be, bookable, in the owner's words (docs/decisions/0057):
 * "Insurance expired on 3 Nov 2026 — not bookable", "Badge expires in 7 days (…)". Nothing when
 * all is in order.
 */
export function ComplianceLines({
  assessment,
  className,
}: {
  assessment: ComplianceAssessment;
  className?: string;
}) {
  if (assessment.lines.length === 0) return null;
  const locked = !assessment.bookable;
  return (
    <ul
      className={classNames(
        'grid gap-1 rounded-lg border p-3 text-sm',
        locked ? 'border-red-200 bg-red-50 text-red-900' : 'border-amber-200 bg-amber-50 text-amber-950',
        className,
      )}
    >
      {assessment.lines.map((line) => (
        <li key={line}>{line}</li>
      ))}
    </ul>
  );
}
