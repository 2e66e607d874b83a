import type { INSTRUCTOR_PREFERENCE_OPTIONS } from '../../bookings/booking/booking-schemas';
import { getOfferExpiry } from '../../bookings/waiting-list/waiting-list-offers';
import { formatCount } from '../../format/count-format';
import { formatShortDate } from '../../format/display-format';
import {
  type MatchableRequest,
  type MatchCandidate,
  matchDisplayName,
  refusalReason,
} from '../../partner-network/request-matching';
import { toZonedParts } from '../../time/london-time';
import type { CoverOfferStatus } from './lesson-cover-schemas';

/*
 * Who could cover a lesson inside its instructor's time off, and when (issue 38,
 * docs/decisions/0061). Pure: the server gathers each instructor's profile, free times and load.
 * - Free means on sale: the instructor's bookable times (what any learner could book now), so
 *   time off, a hold, another lesson, suspension or a lapsed badge or insurance all rule a time out.
 * - At the same time when their free times hold the whole lesson; otherwise "near": the same London
 *   day, starting within COVER_NEAR_MINUTES of the lesson, at the start of one of their free times,
 *   the closest first (the earlier on a tie).
 * - The car and the preference are the partner matcher's rules (`refusalReason`), not a second copy.
 */

/** How far from the lesson's own start a "near" time may be, on the same day. */
export const COVER_NEAR_MINUTES = 180;
/** An offer lasts this many waking hours (08:00-21:00 London), or until the lesson starts. */
export const COVER_OFFER_HOURS = 24;

const MINUTE_MS = 60_000;

export type LessonGearbox = 'manual' | 'automatic';
type InstructorPreference = (typeof INSTRUCTOR_PREFERENCE_OPTIONS)[number];

/** What of the learner the matching reads. Gearbox null: unknown (not filtered, the reasons say so). */
export interface CoverNeed {
  gearbox: LessonGearbox | null;
  instructorPreference: InstructorPreference;
}

export interface FreeRange {
  startsAt: Date;
  endsAt: Date;
}

export interface CoverCandidateInput extends Omit<MatchCandidate, 'freeTimes' | 'areas'> {
  /** Their bookable times on the lesson's day (any order; touching times join). */
  freeTimes: readonly FreeRange[];
}

export interface CoverMatch {
  instructorId: number;
  fullName: string;
  startsAt: Date;
  endsAt: Date;
  sameTime: boolean;
  activeLearners: number;
  reasons: string[];
  summary: string;
}

/**
 * The car a lesson needs: its instructor's, when it teaches one kind (none recorded counts as the
 * school's automatic, decision 0048); with both, a lesson booked online is automatic (the school's
 * packages, decision 0054) and one added by hand is unknown.
 */
export function lessonGearbox(
  instructorGearbox: 'manual' | 'automatic' | 'both' | null,
  bookedOnline: boolean,
): LessonGearbox | null {
  if (instructorGearbox === null || instructorGearbox === 'automatic') return 'automatic';
  if (instructorGearbox === 'manual') return 'manual';
  return bookedOnline ? 'automatic' : null;
}

function joinRanges(ranges: readonly FreeRange[]): FreeRange[] {
  const joined: FreeRange[] = [];
  for (const range of [...ranges].sort((a, b) => a.startsAt.getTime() - b.startsAt.getTime())) {
    const last = joined.at(-1);
    if (last && range.startsAt.getTime() <= last.endsAt.getTime()) {
      if (range.endsAt > last.endsAt) last.endsAt = range.endsAt;
    } else {
      joined.push({ startsAt: range.startsAt, endsAt: range.endsAt });
    }
  }
  return joined;
}

/**
 * The time an instructor with these free times could teach the lesson: its own time if free, else
 * the nearest start of a free time on the same London day within COVER_NEAR_MINUTES that holds the
 * whole lesson and has not begun; null when none.
 */
export function findCoverTime(
  lesson: FreeRange,
  freeTimes: readonly FreeRange[],
  now: Date,
  timeZone: string,
): { startsAt: Date; endsAt: Date; sameTime: boolean } | null {
  const length = lesson.endsAt.getTime() - lesson.startsAt.getTime();
  const ranges = joinRanges(freeTimes);
  const fits = (start: number) =>
    ranges.some((range) => range.startsAt.getTime() <= start && start + length <= range.endsAt.getTime());
  if (lesson.startsAt > now && fits(lesson.startsAt.getTime())) {
    return { startsAt: lesson.startsAt, endsAt: lesson.endsAt, sameTime: true };
  }
  const day = toZonedParts(lesson.startsAt, timeZone).date;
  const target = lesson.startsAt.getTime();
  const best = freeTimes
    .map((time) => time.startsAt.getTime())
    .filter(
      (start) =>
        start > now.getTime() &&
        Math.abs(start - target) <= COVER_NEAR_MINUTES * MINUTE_MS &&
        toZonedParts(new Date(start), timeZone).date === day &&
        toZonedParts(new Date(start + length - 1), timeZone).date === day &&
        fits(start),
    )
    .sort((a, b) => Math.abs(a - target) - Math.abs(b - target) || a - b)[0];
  return best === undefined
    ? null
    : { startsAt: new Date(best), endsAt: new Date(best + length), sameTime: false };
}

/** The partner matcher's question for this need (gearbox unknown: any car passes). */
function asMatchable(need: CoverNeed): MatchableRequest {
  return {
    lessonType: need.gearbox === 'manual' ? 'manual' : 'earlier_availability',
    instructorPreference: need.instructorPreference,
    postcodeDistrict: null,
    preferredDates: [],
  };
}

function coverRefusal(need: CoverNeed, candidate: CoverCandidateInput): string | null {
  const asked: MatchCandidate = {
    ...candidate,
    gearbox: need.gearbox === null ? 'both' : candidate.gearbox,
    areas: [],
    freeTimes: [],
  };
  return refusalReason(asMatchable(need), asked);
}

/** "same time" or "1 hr 30 min later, 11:30", for the owner and in the e-mail. */
export function describeCoverTime(lessonStartsAt: Date, startsAt: Date, timeZone: string): string {
  const minutes = Math.round((startsAt.getTime() - lessonStartsAt.getTime()) / MINUTE_MS);
  if (minutes === 0) return 'same time';
  const size = Math.abs(minutes);
  const hours = Math.floor(size / 60);
  const rest = size % 60;
  const gap = [hours > 0 ? `${hours} hr` : null, rest > 0 ? `${rest} min` : null].filter(Boolean).join(' ');
  return `${gap} ${minutes > 0 ? 'later' : 'earlier'}, ${toZonedParts(startsAt, timeZone).time}`;
}

/** Describes what the learner is matched on: "automatic car · female instructor asked for". */
export function describeCoverNeed(need: CoverNeed): string {
  const car = need.gearbox === null ? 'gearbox not known (check with the learner)' : `${need.gearbox} car`;
  return need.instructorPreference === 'no_preference'
    ? `${car} · no instructor preference`
    : `${car} · ${need.instructorPreference} instructor asked for`;
}

/**
 * Everyone but the lesson's instructor, split: those who could cover it (same time first, then the
 * nearest time, then the fewest learners, then the name) with their reasons, and the others with
 * why not (suspended, not bookable, car, preference, not free then).
 */
export function rankCoverCandidates(
  need: CoverNeed,
  lesson: FreeRange & { instructorId: number },
  candidates: readonly CoverCandidateInput[],
  now: Date,
  timeZone: string,
): { matches: CoverMatch[]; refused: { instructorId: number; fullName: string; reason: string }[] } {
  const matches: CoverMatch[] = [];
  const refused: { instructorId: number; fullName: string; reason: string }[] = [];
  for (const candidate of candidates) {
    if (candidate.instructorId === lesson.instructorId) continue;
    const fullName = matchDisplayName(candidate);
    const refusal = coverRefusal(need, candidate);
    if (refusal) {
      refused.push({ instructorId: candidate.instructorId, fullName, reason: refusal });
      continue;
    }
    const time = findCoverTime(lesson, candidate.freeTimes, now, timeZone);
    if (!time) {
      const day = formatShortDate(toZonedParts(lesson.startsAt, timeZone).date);
      refused.push({
        instructorId: candidate.instructorId,
        fullName,
        reason: `no free time near it on ${day}`,
      });
      continue;
    }
    const reasons = [
      need.gearbox === null
        ? `${candidate.gearbox ?? 'automatic'} car (check the gearbox)`
        : `${need.gearbox} car`,
      ...(need.instructorPreference === 'no_preference' ? [] : [need.instructorPreference]),
      describeCoverTime(lesson.startsAt, time.startsAt, timeZone),
      candidate.activeLearners === 0 ? 'no learners' : formatCount(candidate.activeLearners, 'learner'),
    ];
    matches.push({
      instructorId: candidate.instructorId,
      fullName,
      ...time,
      activeLearners: candidate.activeLearners,
      reasons,
      summary: reasons.join(' · '),
    });
  }
  const target = lesson.startsAt.getTime();
  matches.sort(
    (a, b) =>
      Math.abs(a.startsAt.getTime() - target) - Math.abs(b.startsAt.getTime() - target) ||
      a.startsAt.getTime() - b.startsAt.getTime() ||
      a.activeLearners - b.activeLearners ||
      a.fullName.localeCompare(b.fullName, 'en-GB') ||
      a.instructorId - b.instructorId,
  );
  refused.sort((a, b) => a.fullName.localeCompare(b.fullName, 'en-GB') || a.instructorId - b.instructorId);
  return { matches, refused };
}

/** When an offer made `now` ends: COVER_OFFER_HOURS of waking time, or the lesson's start if sooner. */
export function getCoverOfferExpiry(lessonStartsAt: Date, now: Date, timeZone: string): Date {
  return getOfferExpiry({ freedStartsAt: lessonStartsAt, now, offerHours: COVER_OFFER_HOURS, timeZone });
}

/** An offer's status as read at `now`: an open one past its end has expired. */
export function getCoverOfferStatusAt(
  offer: { status: CoverOfferStatus; expiresAt: Date },
  now: Date,
): CoverOfferStatus {
  return offer.status === 'open' && offer.expiresAt.getTime() <= now.getTime() ? 'expired' : offer.status;
}
