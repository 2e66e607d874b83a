import { describe, expect, it } from 'vitest';
import { SCHOOL_TIME_ZONE, zonedWallTimeToInstant } from '../../time/london-time';
import {
  type CoverCandidateInput,
  type CoverNeed,
  describeCoverNeed,
  describeCoverTime,
  findCoverTime,
  getCoverOfferExpiry,
  getCoverOfferStatusAt,
  lessonGearbox,
  rankCoverCandidates,
} from './lesson-cover-rules';

// Wednesday 2 June 2027, 09:00 in London (BST, UTC+1).
const NOW = new Date('2027-06-02T08:00:00Z');
// Monday 7 June 2027: the away instructor's day off.
const DAY = '2027-06-07';

const at = (time: string, date = DAY) => zonedWallTimeToInstant(date, time, SCHOOL_TIME_ZONE);
/** A free time from `start` for `minutes` (London wall time). */
const free = (start: string, minutes = 60, date = DAY) => {
  const startsAt = at(start, date);
  return { startsAt, endsAt: new Date(startsAt.getTime() + minutes * 60_000) };
};

const AWAY_ID = 1;
/** The away instructor's lesson, 10:00-11:00 on the day off. */
const LESSON = { instructorId: AWAY_ID, ...free('10:00') };
const AUTOMATIC_NO_PREFERENCE: CoverNeed = { gearbox: 'automatic', instructorPreference: 'no_preference' };

function candidate(overrides: Partial<CoverCandidateInput> & { instructorId: number }): CoverCandidateInput {
  return {
    fullName: `Instructor ${overrides.instructorId}`,
    status: 'active',
    gearbox: 'automatic',
    gender: 'female',
    activeLearners: 3,
    complianceProblem: null,
    freeTimes: [free('10:00')],
    ...overrides,
  };
}

const rank = (need: CoverNeed, candidates: readonly CoverCandidateInput[]) =>
  rankCoverCandidates(need, LESSON, candidates, NOW, SCHOOL_TIME_ZONE);

describe('findCoverTime', () => {
  it('offers the same time when the free times hold the whole lesson, touching times joined', () => {
    const twoHours = { startsAt: at('10:00'), endsAt: at('12:00') };
    expect(findCoverTime(twoHours, [free('11:00'), free('10:00')], NOW, SCHOOL_TIME_ZONE)).toEqual({
      ...twoHours,
      sameTime: true,
    });
    // Half of it free is not the same time.
    expect(findCoverTime(LESSON, [free('10:30', 90)], NOW, SCHOOL_TIME_ZONE)).toEqual({
      ...free('10:30'),
      sameTime: false,
    });
  });

  it('offers the nearest start within 3 hours on the same day, the earlier on a tie', () => {
    expect(findCoverTime(LESSON, [free('13:00'), free('08:00')], NOW, SCHOOL_TIME_ZONE)).toMatchObject({
      startsAt: at('08:00'),
      sameTime: false,
    });
    expect(findCoverTime(LESSON, [free('07:30'), free('11:00')], NOW, SCHOOL_TIME_ZONE)).toMatchObject({
      startsAt: at('11:00'),
    });
    expect(findCoverTime(LESSON, [free('12:30'), free('07:30')], NOW, SCHOOL_TIME_ZONE)).toMatchObject({
      startsAt: at('07:30'),
    });
    // Exactly 3 hours later is near enough.
    expect(findCoverTime(LESSON, [free('13:00')], NOW, SCHOOL_TIME_ZONE)).toMatchObject({
      startsAt: at('13:00'),
      endsAt: at('14:00'),
    });
  });

  it('offers nothing more than 3 hours away, too short, already begun, or on another London day', () => {
    expect(findCoverTime(LESSON, [free('13:30'), free('06:45')], NOW, SCHOOL_TIME_ZONE)).toBeNull();
    expect(findCoverTime(LESSON, [free('11:00', 30)], NOW, SCHOOL_TIME_ZONE)).toBeNull();
    // The lesson began today at 08:30 (it is 09:00): neither its time nor a start before now is
    // offered, a later one is.
    const begun = free('08:30', 60, '2027-06-02');
    expect(findCoverTime(begun, [free('08:00', 180, '2027-06-02')], NOW, SCHOOL_TIME_ZONE)).toBeNull();
    expect(
      findCoverTime(
        begun,
        [free('08:00', 120, '2027-06-02'), free('10:00', 60, '2027-06-02')],
        NOW,
        SCHOOL_TIME_ZONE,
      ),
    ).toMatchObject({ startsAt: at('10:00', '2027-06-02'), sameTime: false });
    // 00:30 on Monday in London is 23:30 on Sunday in UTC: 02:00 Monday is the same London day,
    // 23:00 Sunday (90 minutes earlier) is not.
    const lateLesson = free('00:30');
    expect(findCoverTime(lateLesson, [free('23:00', 60, '2027-06-06')], NOW, SCHOOL_TIME_ZONE)).toBeNull();
    expect(findCoverTime(lateLesson, [free('02:00')], NOW, SCHOOL_TIME_ZONE)).toMatchObject({
      startsAt: at('02:00'),
    });
  });
});

describe('lessonGearbox', () => {
  it("is the instructor's car, automatic when none is recorded, and unknown for a hand-made lesson with both", () => {
    expect(lessonGearbox(null, false)).toBe('automatic');
    expect(lessonGearbox('automatic', false)).toBe('automatic');
    expect(lessonGearbox('manual', true)).toBe('manual');
    expect(lessonGearbox('both', true)).toBe('automatic');
    expect(lessonGearbox('both', false)).toBeNull();
  });
});

describe('rankCoverCandidates', () => {
  it('ranks the same time first, then the nearest time, then the fewest learners, then the name', () => {
    const { matches, refused } = rank(AUTOMATIC_NO_PREFERENCE, [
      candidate({ instructorId: AWAY_ID }),
      candidate({ instructorId: 2, fullName: 'Zoe Near', activeLearners: 0, freeTimes: [free('11:00')] }),
      candidate({ instructorId: 3, fullName: 'Yara Busy', activeLearners: 6 }),
      candidate({ instructorId: 4, fullName: 'Bea Busy', activeLearners: 6 }),
      candidate({ instructorId: 5, fullName: 'Cal Light', activeLearners: 1 }),
    ]);
    expect(matches.map((match) => match.fullName)).toEqual([
      'Cal Light',
      'Bea Busy',
      'Yara Busy',
      'Zoe Near',
    ]);
    expect(matches.map((match) => match.summary)).toEqual([
      'automatic car · same time · 1 learner',
      'automatic car · same time · 6 learners',
      'automatic car · same time · 6 learners',
      'automatic car · 1 hr later, 11:00 · no learners',
    ]);
    expect(matches[3]).toMatchObject({ sameTime: false, startsAt: at('11:00'), endsAt: at('12:00') });
    // The lesson's own instructor is neither a match nor refused.
    expect(refused).toEqual([]);
  });

  it('refuses with the reason: suspended, not bookable, the car, the preference, no free time near', () => {
    const need: CoverNeed = { gearbox: 'automatic', instructorPreference: 'female' };
    const { matches, refused } = rank(need, [
      candidate({ instructorId: 2, fullName: 'Ann Suspended', status: 'suspended' }),
      candidate({
        instructorId: 3,
        fullName: 'Ben Lapsed',
        complianceProblem: 'Insurance expired on 31 May',
      }),
      candidate({ instructorId: 4, fullName: 'Cat Manual', gearbox: 'manual' }),
      candidate({ instructorId: 5, fullName: 'Dan Male', gender: 'male' }),
      candidate({
        instructorId: 6,
        fullName: 'Eve Busy',
        freeTimes: [free('14:00'), free('10:00', 60, '2027-06-08')],
      }),
      candidate({ instructorId: 7, fullName: 'Fay Free', gearbox: 'both' }),
    ]);
    expect(matches.map((match) => [match.fullName, match.summary])).toEqual([
      ['Fay Free', 'automatic car · female · same time · 3 learners'],
    ]);
    expect(refused.map((refusal) => [refusal.fullName, refusal.reason])).toEqual([
      ['Ann Suspended', 'suspended'],
      ['Ben Lapsed', 'Insurance expired on 31 May'],
      ['Cat Manual', 'manual car only'],
      ['Dan Male', 'not a female instructor, as the learner asked'],
      ['Eve Busy', 'no free time near it on Mon 7 Jun'],
    ]);
  });

  it('with the gearbox unknown (a hand-made lesson, a "both" instructor) lets any car through, saying to check', () => {
    const need: CoverNeed = { gearbox: lessonGearbox('both', false), instructorPreference: 'no_preference' };
    const { matches, refused } = rank(need, [
      candidate({ instructorId: 2, fullName: 'Max Manual', gearbox: 'manual' }),
      candidate({ instructorId: 3, fullName: 'Old Account', gearbox: null }),
    ]);
    expect(refused).toEqual([]);
    expect(matches.map((match) => match.summary)).toEqual([
      'manual car (check the gearbox) · same time · 3 learners',
      'automatic car (check the gearbox) · same time · 3 learners',
    ]);
    // Known to need an automatic, the manual-only instructor is refused.
    expect(
      rank(AUTOMATIC_NO_PREFERENCE, [candidate({ instructorId: 2, gearbox: 'manual' })]).refused,
    ).toEqual([{ instructorId: 2, fullName: 'Instructor 2', reason: 'manual car only' }]);
  });
});

describe('describeCoverTime and describeCoverNeed', () => {
  it('says how far the cover time is from the lesson, and what the learner is matched on', () => {
    expect(describeCoverTime(at('10:00'), at('10:00'), SCHOOL_TIME_ZONE)).toBe('same time');
    expect(describeCoverTime(at('10:00'), at('11:30'), SCHOOL_TIME_ZONE)).toBe('1 hr 30 min later, 11:30');
    expect(describeCoverTime(at('10:00'), at('09:15'), SCHOOL_TIME_ZONE)).toBe('45 min earlier, 09:15');
    expect(describeCoverNeed(AUTOMATIC_NO_PREFERENCE)).toBe('automatic car · no instructor preference');
    expect(describeCoverNeed({ gearbox: null, instructorPreference: 'male' })).toBe(
      'gearbox not known (check with the learner) · male instructor asked for',
    );
  });
});

describe('getCoverOfferExpiry and getCoverOfferStatusAt', () => {
  it('lasts 24 waking hours or until the lesson, and reads as expired from its end', () => {
    // Wednesday 09:00: 12 waking hours that day, 12 more on Thursday from 08:00.
    expect(getCoverOfferExpiry(at('10:00'), NOW, SCHOOL_TIME_ZONE)).toEqual(at('20:00', '2027-06-03'));
    expect(getCoverOfferExpiry(at('15:00', '2027-06-02'), NOW, SCHOOL_TIME_ZONE)).toEqual(
      at('15:00', '2027-06-02'),
    );
    const expiresAt = at('20:00', '2027-06-03');
    expect(getCoverOfferStatusAt({ status: 'open', expiresAt }, new Date(expiresAt.getTime() - 1))).toBe(
      'open',
    );
    expect(getCoverOfferStatusAt({ status: 'open', expiresAt }, expiresAt)).toBe('expired');
    expect(getCoverOfferStatusAt({ status: 'declined', expiresAt }, expiresAt)).toBe('declined');
  });
});
