import { formatMinutesAsHours } from '../../bookings/booking/booking-rules';
import type { CancellationTerms } from '../settings/school-figures';

/*
 * The sentences of the public pages that state the school's terms (the terms page, the home page,
 * the booking page), built from the figures the school set in Settings (issue 23). With the default
 * figures they read as the spec's terms: 48 hours free, 24 to 48 hours 50%, at most 2 moves.
 */

/** '1 hour', '48 hours'. */
export function formatTermsHours(hours: number): string {
  return formatMinutesAsHours(hours * 60);
}

/** 'the full lesson fee', '50% of the lesson fee', or null when nothing is forfeited. */
function describeForfeit(percent: number): string | null {
  if (percent <= 0) return null;
  if (percent >= 100) return 'the full lesson fee';
  return `${percent}% of the lesson fee`;
}

/** How many times one booking may be moved, as the terms say it. */
export function describeMovesAllowed(movesAllowed: number): string {
  if (movesAllowed <= 0) return 'A booking cannot be rescheduled.';
  if (movesAllowed === 1) return 'A booking can be rescheduled once.';
  return `A booking can be rescheduled at most ${movesAllowed} times.`;
}

/**
 * What moving or cancelling costs, one sentence per window, longest notice first. A window of no
 * width (late hours equal to the free hours, or 0 late hours) is left out.
 */
export function getChangeWindowSentences(terms: CancellationTerms): string[] {
  const { freeChangeHours, lateChangeHours, lateChangeForfeitPercent } = terms;
  const sentences = [
    `${formatTermsHours(freeChangeHours)} or more before the lesson: you can move or cancel it free of charge.`,
  ];
  if (lateChangeHours < freeChangeHours) {
    const when =
      lateChangeHours > 0
        ? `Between ${lateChangeHours} and ${formatTermsHours(freeChangeHours)} before`
        : `Less than ${formatTermsHours(freeChangeHours)} before`;
    const forfeit = describeForfeit(lateChangeForfeitPercent);
    sentences.push(
      forfeit === null
        ? `${when}: you can still move or cancel it, and nothing is forfeited.`
        : `${when}: ${forfeit} is forfeited.`,
    );
  }
  if (lateChangeHours > 0) {
    sentences.push(
      `Less than ${formatTermsHours(lateChangeHours)} before: changes are at the instructor's discretion, and the full lesson fee is forfeited.`,
    );
  }
  return sentences;
}

/** The rescheduling and cancellation terms: the windows, then the moves allowed. */
export function getCancellationTermsSentences(terms: CancellationTerms): string[] {
  return [...getChangeWindowSentences(terms), describeMovesAllowed(terms.movesAllowed)];
}

/** The window's name beside its colour on the learner's move and cancel screens: '50% fee applies'. */
export function describeLateWindowLabel(terms: CancellationTerms): string {
  if (terms.lateChangeForfeitPercent <= 0) return 'No fee applies';
  if (terms.lateChangeForfeitPercent >= 100) return 'Full fee applies';
  return `${terms.lateChangeForfeitPercent}% fee applies`;
}

/** The terms in one short paragraph, as the Settings section previews what learners read. */
export function summariseCancellationTerms(terms: CancellationTerms): string {
  return getCancellationTermsSentences(terms).join(' ');
}

/** The home page's "Easy rescheduling" feature. */
export function describeSelfServiceChanges(terms: CancellationTerms): string {
  const what = terms.movesAllowed > 0 ? 'Move' : 'Cancel';
  return `${what} a lesson yourself from your progress page, free ${formatTermsHours(terms.freeChangeHours)} or more ahead.`;
}

/** The terms page: what happens to a booking nobody pays for or approves. */
export function describeBookingHold(bookingHoldHours: number): string {
  return `A booking that is neither paid nor approved holds its times for ${formatTermsHours(bookingHoldHours)}; then they are released for other learners.`;
}

/** The booking page's "Pay to confirm" step. */
export function describeBookingHoldStep(bookingHoldHours: number): string {
  return `Pay by card or bank transfer. Your times are held for you for ${formatTermsHours(bookingHoldHours)} while we confirm.`;
}
