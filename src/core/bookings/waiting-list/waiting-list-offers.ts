import type { LedgerLessonStatus } from '../../money/ledger/ledger-balance';
import { addDaysToIsoDate, toZonedParts, zonedWallTimeToInstant } from '../../time/london-time';

/*
 * Offers of a freed time and the refund of a refilled late cancellation (issues 21 and 34).
 * Decisions, and why:
 * - An offer runs for the school's offer hours counted in waking hours only (08:00 to 21:00 on the
 *   London wall clock), and ends at the freed time's start if that comes first, and as soon as the
 *   time is taken. So no offer runs out while the learner sleeps: one made at 20:30 has half an
 *   hour that evening and the rest from 08:00 the next morning (docs/decisions/0032). The hours
 *   counted are real hours (instants) inside those wall-clock bounds, so a clock change, which
 *   happens at night, neither stretches nor shortens an offer.
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

/** The part of each day in which an offer's hours count (wall clock, HH:MM, `from` < `until`). */
export interface WakingHours {
  from: string;
  until: string;
}

/** The school's waking hours: nobody is asked to answer an offer between 21:00 and 08:00. */
export const SCHOOL_WAKING_HOURS: WakingHours = { from: '08:00', until: '21:00' };

/**
 * When an offer of a freed time ends unless taken first: `offerHours` of waking time after `now`
 * in `timeZone`, or the freed time's start if sooner.
 */
export function getOfferExpiry(input: {
  freedStartsAt: Date;
  now: Date;
  offerHours: number;
  timeZone: string;
  wakingHours?: WakingHours;
}): Date {
  const { freedStartsAt, now, offerHours, timeZone, wakingHours = SCHOOL_WAKING_HOURS } = input;
  let left = offerHours * HOUR_MS;
  let cursor = now.getTime();
  let date = toZonedParts(now, timeZone).date;
  // One London day per turn; offer hours are at most 72, so a week of days is plenty.
  for (let day = 0; day < 400 && left > 0; day += 1) {
    const opens = zonedWallTimeToInstant(date, wakingHours.from, timeZone).getTime();
    const closes = zonedWallTimeToInstant(date, wakingHours.until, timeZone).getTime();
    cursor = Math.max(cursor, opens);
    const usable = closes - cursor;
    if (usable >= left) {
      cursor += left;
      left = 0;
    } else {
      if (usable > 0) left -= usable;
      date = addDaysToIsoDate(date, 1);
    }
  }
  return new Date(Math.min(freedStartsAt.getTime(), cursor));
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
