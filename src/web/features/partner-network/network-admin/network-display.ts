import { formatShortDate } from '../../../../core/format/display-format';
import {
  APPLICATION_REVIEW_HOURS,
  type ApplicationStatus,
} from '../../../../core/partner-network/instructor-application-schemas';
import type { NetworkRequestStatus } from '../../../../core/partner-network/network-request-schemas';
import type { StatusTone } from '../../../components/ui/status-badge';

/*
 * How the network tab shows requests and applications: the tone of each status (its word is
 * always shown with it), and whether the school's promise is about to be broken.
 */

export const networkRequestStatusTones: Record<NetworkRequestStatus, StatusTone> = {
  pending: 'warning',
  contacted: 'info',
  allocated: 'success',
  closed: 'neutral',
};

export const applicationStatusTones: Record<ApplicationStatus, StatusTone> = {
  received: 'warning',
  documents_checked: 'info',
  dvsa_checked: 'info',
  approved: 'info',
  invited: 'info',
  active: 'success',
  rejected: 'danger',
};

/** The steps to an account, in order, as the dialog's progress shows them (rejection aside). */
export const APPLICATION_PIPELINE: readonly ApplicationStatus[] = [
  'received',
  'documents_checked',
  'dvsa_checked',
  'approved',
  'invited',
  'active',
];

/** Applications waiting for the owner's next vetting step: the tab's count. */
export function countApplicationsToVet(counts: Record<ApplicationStatus, number> | undefined): number {
  if (!counts) return 0;
  return counts.received + counts.documents_checked + counts.dvsa_checked;
}

/** A request not yet allocated or closed whose reply-by date has passed (London dates). */
export function isReplyOverdue(
  request: { status: NetworkRequestStatus; estimatedResponseDate: string },
  today: string,
): boolean {
  return (
    (request.status === 'pending' || request.status === 'contacted') && today > request.estimatedResponseDate
  );
}

/** A received application not yet looked at, older than the promised 48 hours. */
export function isReviewOverdue(
  application: { status: ApplicationStatus; createdAt: string },
  now: Date,
): boolean {
  const ageMs = now.getTime() - new Date(application.createdAt).getTime();
  return application.status === 'received' && ageMs > APPLICATION_REVIEW_HOURS * 3_600_000;
}

/** 'Tue 13 Jan, Thu 15 Jan and 2 more': the first few dates, for a card. */
export function summariseDates(dates: readonly string[], shown = 3): string {
  const listed = dates.slice(0, shown).map(formatShortDate).join(', ');
  const rest = dates.length - shown;
  return rest > 0 ? `${listed} and ${rest} more` : listed;
}

/**
 * An instructor as the dashboard names them: by their name, else "you" for the one signed in (an
 * account without a name on record: INSTRUCTOR_NAME unset), else "another instructor".
 */
export function nameInstructor(
  instructor: { id: number; fullName: string | null },
  signedInInstructorId: number | undefined,
  { sentenceStart = false }: { sentenceStart?: boolean } = {},
): string {
  if (instructor.fullName) return instructor.fullName;
  if (instructor.id === signedInInstructorId) return sentenceStart ? 'You' : 'you';
  return sentenceStart ? 'Another instructor' : 'another instructor';
}
