import { ArrowRight, OctagonX, TriangleAlert } from 'lucide-react';
import { Link } from 'react-router';
import { instructorsNeedingAttention } from '../../../../../core/platform/auth/instructor-compliance';
import { ComplianceBadge } from '../../../../components/ui/compliance-standing';
import { useInstructorSession } from '../../../../lib/api/verify-instructor';
import { classNames } from '../../../../lib/class-names';
import { getDashboardTabPath } from '../../../../lib/dashboard-tabs';
import { useInstructorsCompliance } from '../api/get-instructors-compliance';

/**
 * On the owner's Today (docs/decisions/0057): the instructors who cannot be booked, or whose
 * badge or insurance runs out within 30 days, each with why, and the way to the Instructors tab.
 * Nothing when every record is in order, for an instructor who is not an owner, or when the
 * answer did not come (Today's own lessons matter more than this card's error).
 */
export function ComplianceWarningCard() {
  const session = useInstructorSession();
  const isOwner = session.data?.instructor.role === 'owner';
  const compliance = useInstructorsCompliance({ enabled: isOwner });
  if (!isOwner || !compliance.data) return null;
  const flagged = instructorsNeedingAttention(compliance.data);
  if (flagged.length === 0) return null;
  const anyLocked = flagged.some((entry) => !entry.assessment.bookable);
  const Icon = anyLocked ? OctagonX : TriangleAlert;

  return (
    <section
      aria-labelledby="today-compliance-title"
      className={classNames(
        'grid gap-3 rounded-xl border p-4',
        anyLocked ? 'border-red-300 bg-red-50 text-red-950' : 'border-amber-300 bg-amber-50 text-amber-950',
      )}
    >
      <h3 id="today-compliance-title" className="flex items-start gap-2 text-lg">
        <Icon aria-hidden="true" className="mt-1 size-5 shrink-0" />
        {anyLocked ? "Instructors' documents: not bookable" : "Instructors' documents run out soon"}
      </h3>
      <ul className="grid gap-2">
        {flagged.map((entry) => (
          <li key={entry.instructorId} className="grid gap-1">
            <span className="flex flex-wrap items-center gap-x-2 gap-y-1">
              <span className="font-semibold">{entry.fullName ?? 'An instructor'}</span>
              <ComplianceBadge state={entry.assessment.state} />
            </span>
            {entry.assessment.lines.map((line) => (
              <span key={line} className="text-sm">
                {line}
              </span>
            ))}
          </li>
        ))}
      </ul>
      <Link
        to={getDashboardTabPath('instructors')}
        className="inline-flex min-h-11 items-center gap-1 justify-self-start font-semibold underline underline-offset-4"
      >
        Record their documents on the Instructors tab
        <ArrowRight aria-hidden="true" className="size-4" />
      </Link>
    </section>
  );
}
