/*
 * How the instructor's "Lesson changes" card words a move or a cancellation (pure, tested).
 */

import type { LessonChangeWindow } from '../../../../core/diary/lesson-changes/lesson-change-rules';
import type {
  LessonChange,
  LessonChangeStatus,
} from '../../../../core/diary/lesson-changes/lesson-change-schemas';
import { formatPounds, formatShortDate } from '../../../../core/format/display-format';
import { describeLearnerEmail } from '../../../../core/messaging/outbox/email-claims';
import type { CancellationTerms } from '../../../../core/school/settings/school-figures';
import { formatTermsHours } from '../../../../core/school/site/terms-figures';
import type { StatusTone } from '../../../components/ui/status-badge';
import { formatTimeRange } from '../../../lib/school-time-format';

/**
 * How long before the lesson the learner asked, and what the terms make of it, in the school's
 * figures as they are now (the amount actually forfeited is shown beside it).
 */
export function describeLessonChangeWindow(window: LessonChangeWindow, terms: CancellationTerms): string {
  const free = formatTermsHours(terms.freeChangeHours);
  if (window === 'free') return `${free} or more before: free`;
  if (window === 'half_fee') {
    const when =
      terms.lateChangeHours > 0 ? `${terms.lateChangeHours} to ${free} before` : `Under ${free} before`;
    return `${when}: ${terms.lateChangeForfeitPercent}% of the fee forfeited`;
  }
  return `Under ${formatTermsHours(terms.lateChangeHours)} before: your decision`;
}

export const lessonChangeStatusTones: Record<LessonChangeStatus, StatusTone> = {
  pending: 'warning',
  applied: 'success',
  declined: 'danger',
  withdrawn: 'neutral',
};

/** The history filter: every decided change, or one status. */
export const LESSON_CHANGE_HISTORY_FILTERS = ['decided', 'applied', 'declined', 'withdrawn'] as const;
export type LessonChangeHistoryFilter = (typeof LESSON_CHANGE_HISTORY_FILTERS)[number];

export const lessonChangeHistoryFilterLabels: Record<LessonChangeHistoryFilter, string> = {
  decided: 'All',
  applied: 'Done',
  declined: 'Declined',
  withdrawn: 'Withdrawn',
};

/** The status the API is asked for: 'decided' asks for all and drops the waiting ones (listed above it). */
export function getHistoryStatusQuery(filter: LessonChangeHistoryFilter): LessonChangeStatus | undefined {
  return filter === 'decided' ? undefined : filter;
}

export function filterLessonChangeHistory(
  changes: readonly LessonChange[],
  filter: LessonChangeHistoryFilter,
): LessonChange[] {
  return changes.filter((change) =>
    filter === 'decided' ? change.status !== 'pending' : change.status === filter,
  );
}

/** 'Sat 14 Mar, 9:00 AM – 11:00 AM' */
export function formatWallTime(time: { date: string; startTime: string; duration: number }): string {
  return `${formatShortDate(time.date)}, ${formatTimeRange(time.startTime, time.duration)}`;
}

/** '£36.00', or 'None' when the terms forfeit nothing. */
export function formatForfeit(pence: number): string {
  return pence === 0 ? 'None' : formatPounds(pence);
}

/** What approving would do, for the confirmation dialog. */
export function describeApproval(change: LessonChange, emailOn: boolean): string {
  const name = change.student.fullName;
  const told = emailOn ? `${name} is e-mailed.` : describeLearnerEmail(name, 'the answer', false);
  const forfeit =
    change.forfeit > 0 ? ` Under the terms ${formatPounds(change.forfeit)} of the fee is forfeited.` : '';
  if (change.kind === 'reschedule' && change.to) {
    return `${name}'s lesson moves from ${formatWallTime(change.from)} to ${formatWallTime(change.to)}, if that time is still free.${forfeit} ${told}`;
  }
  return `${name}'s lesson on ${formatWallTime(change.from)} is cancelled and its time freed.${forfeit} ${told}`;
}

/** What declining would do, for the confirmation dialog. */
export function describeDecline(change: LessonChange, emailOn: boolean): string {
  const name = change.student.fullName;
  const told = emailOn
    ? `${name} is e-mailed, with your note if you add one.`
    : describeLearnerEmail(name, 'the answer', false);
  return `${name}'s lesson stays on ${formatWallTime(change.from)}. ${told}`;
}
