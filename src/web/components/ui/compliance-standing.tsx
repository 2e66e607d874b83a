import { CircleAlert, CircleCheck, Clock, type LucideIcon, OctagonX } from 'lucide-react';
import type {
  ComplianceAssessment,
  ComplianceState,
} from '../../../core/platform/auth/instructor-compliance';
import { classNames } from '../../lib/class-names';
import { pluralize } from '../../lib/school-time-format';
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
 * "Insurance expired on 3 Nov 2026 — not bookable", "Badge expires in 7 days (…)", and how many
 * of their lessons to come need cover meanwhile (0061). Nothing when all is in order.
 */
export function ComplianceLines({
  assessment,
  lessonsToCover = 0,
  className,
}: {
  assessment: ComplianceAssessment;
  lessonsToCover?: number;
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
      {lessonsToCover > 0 ? (
        <li className="font-medium">
          {pluralize(lessonsToCover, 'lesson')} to come {lessonsToCover === 1 ? 'needs' : 'need'} cover: Today
          lists each in the week ahead with Find Cover. None is cancelled.
        </li>
      ) : null}
    </ul>
  );
}
