import type { LedgerLessonStatus } from '../ledger/ledger-balance';

/*
 * Offers of a freed time and the refund of a refilled late cancellation (issue 21). Decisions, and why:
 * - An offer ends at the earliest of the freed time's start and `now + offerHours` (the school's
 *   setting), and as soon as the time is taken. Real hours (instants), like every other "hours
 *   before" rule, so a clock change does not stretch or shorten an offer.
 * - An offer is open while it is not taken and `now` is before its end (at the end it is over).
 * - "A refilled late cancellation is free": the forfeit is kept by the ledger as the cancelled
 *   lesson's `chargedMinutes` (ledger-balance.ts, getCancellationChargedMinutes: half the lesson
 *   24 to 48 hours ahead, the whole lesson under 24 when the instructor charges it). Returning it
 *   means setting `chargedMinutes` back to null (the lesson then uses none of the purchase, and
 *   those minutes are back in the learner's `leftMinutes`). The money follows the minutes: the
 *   ledger has no separate pence for a forfeit.
 * - It applies when the school setting is on, the lesson is cancelled (a no-show's time cannot be
 *   refilled) with charged minutes, and lessons of OTHER learners with the same instructor that are
 *   not cancelled cover the whole of its time (together: two 1-hour lessons refill a 2-hour one),
 *   whether they came from the waiting list or the booking page. The full forfeit is returned
 *   (under 24 hours too: the reason, an instructor's lost time, is gone either way).
 * - It does not apply when the time stays empty, is only partly refilled (the instructor still lost
 *   part of it; no pro-rata, which would be hard to explain), is refilled by the same learner (that
 *   is a move, under the terms), or the setting is off.
 * - The check is made when a lesson is taken in the freed time; once returned, the forfeit is not
 *   clawed back if the refilling lesson is cancelled later (the learner was told it is free).
 */

const HOUR_MS = 3_600_000;

/** When an offer of a freed time ends unless taken first. */
export function getOfferExpiry(freedStartsAt: Date, now: Date, offerHours: number): Date {
  return new Date(Math.min(freedStartsAt.getTime(), now.getTime() + offerHours * HOUR_MS));
}

export interface OfferState {
  expiresAt: Date;
  /** When the freed time was claimed (by anyone); null while it is free. */
  takenAt: Date | null;
}

/** An offer can still be claimed: nobody took the time and its end has not come. */
export function isOfferOpen(offer: OfferState, now: Date): boolean {
  return offer.takenAt === null && now.getTime() < offer.expiresAt.getTime();
}

export interface CancelledLessonInput {
  studentId: number;
  instructorId: number;
  status: LedgerLessonStatus;
  startsAt: Date;
  endsAt: Date;
  /** The minutes the cancellation still uses (its forfeit); null or 0: nothing forfeited. */
  chargedMinutes: number | null;
}

export interface RefillLessonInput {
  studentId: number;
  instructorId: number;
  status: LedgerLessonStatus;
  startsAt: Date;
  endsAt: Date;
}

export type RefillRefund =
  | {
      applies: true;
      /** Minutes that go back to the learner's balance. */
      returnedMinutes: number;
      /** What the cancelled lesson's `chargedMinutes` becomes. */
      chargedMinutes: null;
    }
  | {
      applies: false;
      reason: 'setting_off' | 'not_cancelled' | 'nothing_forfeited' | 'not_refilled' | 'partly_refilled';
    };

/** How much of the range [start, end) the lessons cover, in milliseconds (overlaps counted once). */
function getCoveredMs(
  start: number,
  end: number,
  lessons: readonly { startsAt: Date; endsAt: Date }[],
): number {
  const pieces = lessons
    .map((lesson) => ({
      from: Math.max(start, lesson.startsAt.getTime()),
      to: Math.min(end, lesson.endsAt.getTime()),
    }))
    .filter((piece) => piece.from < piece.to)
    .sort((a, b) => a.from - b.from);
  let covered = 0;
  let reached = start;
  for (const { from, to } of pieces) {
    if (to <= reached) continue;
    covered += to - Math.max(from, reached);
    reached = to;
  }
  return covered;
}

/**
 * Whether a cancelled lesson's forfeit is returned because others took its time, and what the
 * ledger then keeps. `refills`: lessons in or around its time (any learner; the rule picks).
 */
export function getRefilledCancellationRefund(input: {
  cancelled: CancelledLessonInput;
  refills: readonly RefillLessonInput[];
  settingOn: boolean;
}): RefillRefund {
  const { cancelled, refills, settingOn } = input;
  if (!settingOn) return { applies: false, reason: 'setting_off' };
  if (cancelled.status !== 'cancelled') return { applies: false, reason: 'not_cancelled' };
  if (!cancelled.chargedMinutes || cancelled.chargedMinutes <= 0) {
    return { applies: false, reason: 'nothing_forfeited' };
  }
  const byOthers = refills.filter(
    (lesson) =>
      lesson.status !== 'cancelled' &&
      lesson.studentId !== cancelled.studentId &&
      lesson.instructorId === cancelled.instructorId,
  );
  const start = cancelled.startsAt.getTime();
  const end = cancelled.endsAt.getTime();
  const covered = getCoveredMs(start, end, byOthers);
  if (covered === 0) return { applies: false, reason: 'not_refilled' };
  if (covered < end - start) return { applies: false, reason: 'partly_refilled' };
  return { applies: true, returnedMinutes: cancelled.chargedMinutes, chargedMinutes: null };
}
