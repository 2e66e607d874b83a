import { formatCount } from '../format/count-format';
import { formatShortDate } from '../format/display-format';
import type {
  INSTRUCTOR_GEARBOX_VALUES,
  INSTRUCTOR_GENDER_VALUES,
} from '../platform/auth/instructor-profile-values';
import { COVERED_REGIONS, type CoveredRegion } from '../school/content/areas-covered';
import { toZonedParts } from '../time/london-time';
import type { NetworkInstructorPreference, NetworkLessonType } from './network-request-schemas';

/*
 * Who could take a network-partner request, best first, each with the reasons in plain words
 * (issue 38; the rules are docs/decisions/0054-requests-matched.md). Pure: the server gathers the
 * candidates (profiles, free times, load) and passes the clock and the school's time zone.
 */

type Gearbox = (typeof INSTRUCTOR_GEARBOX_VALUES)[number];
type Gender = (typeof INSTRUCTOR_GENDER_VALUES)[number];

/** What of a request the matching reads. */
export interface MatchableRequest {
  lessonType: NetworkLessonType;
  instructorPreference: NetworkInstructorPreference;
  /** 'B23'; null on requests sent before the form asked for a postcode. */
  postcodeDistrict: string | null;
  /** YYYY-MM-DD, London dates. */
  preferredDates: readonly string[];
}

export interface MatchCandidate {
  instructorId: number;
  fullName: string | null;
  status: 'active' | 'suspended';
  /** Null for an account from before profiles: the school's own car, automatic. */
  gearbox: Gearbox | null;
  gender: Gender | null;
  /** Area names from the areas-covered list. */
  areas: readonly string[];
  /** The starts of their bookable times, in any order. */
  freeTimes: readonly Date[];
  /** Learners (not archived) whose instructor they are. */
  activeLearners: number;
  /** Why they may not be booked today (an expired badge or insurance, no record), or absent when they may. */
  complianceProblem?: string | null;
}

export interface InstructorMatch {
  instructorId: number;
  fullName: string;
  /** 0-3: 2 for covering the district, 1 for a free time on one of the learner's dates. */
  score: number;
  coversDistrict: boolean;
  /** The earliest free time on one of the learner's dates, or null. */
  earliestFreeAt: Date | null;
  activeLearners: number;
  reasons: string[];
  /** The reasons in one line: "manual car · covers B23 · free Tue 1 Dec 10:00 · 6 learners". */
  summary: string;
}

export interface RefusedInstructor {
  instructorId: number;
  fullName: string;
  /** Why they are not listed, e.g. "automatic car only". */
  reason: string;
}

/** The name shown for an instructor; an account without one (INSTRUCTOR_NAME unset) by its number. */
export function matchDisplayName(candidate: Pick<MatchCandidate, 'instructorId' | 'fullName'>): string {
  return candidate.fullName?.trim() || `Instructor ${candidate.instructorId}`;
}

function gearboxOf(candidate: MatchCandidate): Gearbox {
  return candidate.gearbox ?? 'automatic';
}

/** The gearbox a request needs: manual for manual lessons, automatic for earlier (automatic) times. */
function neededGearbox(lessonType: NetworkLessonType): 'manual' | 'automatic' {
  return lessonType === 'manual' ? 'manual' : 'automatic';
}

/**
 * Why this instructor cannot take the request, or null when they can: suspended, a car that
 * cannot teach it, or not the gender the learner asked for.
 */
export function refusalReason(request: MatchableRequest, candidate: MatchCandidate): string | null {
  if (candidate.status === 'suspended') return 'suspended';
  // Not allocated while they may not be booked (docs/decisions/0057): the owner sees why.
  if (candidate.complianceProblem) return candidate.complianceProblem;
  const gearbox = gearboxOf(candidate);
  const needed = neededGearbox(request.lessonType);
  if (gearbox !== 'both' && gearbox !== needed) return `${gearbox} car only`;
  const preference = request.instructorPreference;
  if (preference !== 'no_preference' && candidate.gender !== preference) {
    return `not a ${preference} instructor, as the learner asked`;
  }
  return null;
}

/** Whether any of these area names covers the postcode district (areas-covered.ts). */
export function areasCoverDistrict(
  areas: readonly string[],
  district: string,
  regions: readonly CoveredRegion[] = COVERED_REGIONS,
): boolean {
  const names = new Set(areas);
  return regions.some((region) =>
    region.areas.some((area) => names.has(area.name) && area.postcodes.includes(district)),
  );
}

/** 'Tue 1 Dec 10:00' in the school's time zone. */
function formatFreeTime(instant: Date, timeZone: string): string {
  const { date, time } = toZonedParts(instant, timeZone);
  return `${formatShortDate(date)} ${time}`;
}

function describeMatch(
  request: MatchableRequest,
  candidate: MatchCandidate,
  now: Date,
  timeZone: string,
): InstructorMatch {
  const dates = new Set(request.preferredDates);
  const earliestFreeAt =
    [...candidate.freeTimes]
      .filter((start) => start.getTime() > now.getTime() && dates.has(toZonedParts(start, timeZone).date))
      .sort((a, b) => a.getTime() - b.getTime())[0] ?? null;
  const district = request.postcodeDistrict;
  const coversDistrict = district !== null && areasCoverDistrict(candidate.areas, district);

  const reasons = [`${neededGearbox(request.lessonType)} car`];
  if (request.instructorPreference !== 'no_preference') reasons.push(request.instructorPreference);
  reasons.push(
    district === null
      ? 'area unknown (no postcode)'
      : coversDistrict
        ? `covers ${district}`
        : `does not cover ${district}`,
  );
  reasons.push(
    earliestFreeAt
      ? `free ${formatFreeTime(earliestFreeAt, timeZone)}`
      : 'no free time on the learner’s dates',
  );
  reasons.push(
    candidate.activeLearners === 0 ? 'no learners' : formatCount(candidate.activeLearners, 'learner'),
  );

  return {
    instructorId: candidate.instructorId,
    fullName: matchDisplayName(candidate),
    score: (coversDistrict ? 2 : 0) + (earliestFreeAt ? 1 : 0),
    coversDistrict,
    earliestFreeAt,
    activeLearners: candidate.activeLearners,
    reasons,
    summary: reasons.join(' · '),
  };
}

/**
 * The instructors who could take the request, best first: covering the learner's postcode district
 * first, then having a free time on one of their dates (the earliest first), then the fewest
 * learners; the name last, so the order is the same every time. Refused instructors are not listed
 * (`refusalReason` says why).
 */
export function rankInstructorsForRequest(
  request: MatchableRequest,
  candidates: readonly MatchCandidate[],
  now: Date,
  timeZone: string,
): InstructorMatch[] {
  return candidates
    .filter((candidate) => refusalReason(request, candidate) === null)
    .map((candidate) => describeMatch(request, candidate, now, timeZone))
    .sort(
      (a, b) =>
        b.score - a.score ||
        (a.earliestFreeAt?.getTime() ?? Number.POSITIVE_INFINITY) -
          (b.earliestFreeAt?.getTime() ?? Number.POSITIVE_INFINITY) ||
        a.activeLearners - b.activeLearners ||
        a.fullName.localeCompare(b.fullName, 'en-GB') ||
        a.instructorId - b.instructorId,
    );
}

/** The instructors `rankInstructorsForRequest` leaves out, each with why, in name order. */
export function listRefusedInstructors(
  request: MatchableRequest,
  candidates: readonly MatchCandidate[],
): RefusedInstructor[] {
  return candidates
    .flatMap((candidate) => {
      const reason = refusalReason(request, candidate);
      return reason === null
        ? []
        : [{ instructorId: candidate.instructorId, fullName: matchDisplayName(candidate), reason }];
    })
    .sort((a, b) => a.fullName.localeCompare(b.fullName, 'en-GB') || a.instructorId - b.instructorId);
}
