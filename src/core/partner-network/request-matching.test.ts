import { describe, expect, it } from 'vitest';
import { SCHOOL_TIME_ZONE } from '../time/london-time';
import { describeNoMatch } from './request-match-schemas';
import {
  areasCoverDistrict,
  listRefusedInstructors,
  type MatchableRequest,
  type MatchCandidate,
  rankInstructorsForRequest,
  refusalReason,
} from './request-matching';

// Sunday 29 November 2026, noon in London (GMT).
const now = new Date('2026-11-29T12:00:00Z');

const manualFemaleInB23: MatchableRequest = {
  lessonType: 'manual',
  instructorPreference: 'female',
  postcodeDistrict: 'B23',
  preferredDates: ['2026-11-29', '2026-12-01', '2026-12-02'],
};

function candidate(id: number, fullName: string, overrides: Partial<MatchCandidate>): MatchCandidate {
  return {
    instructorId: id,
    fullName,
    status: 'active',
    gearbox: 'manual',
    gender: 'female',
    areas: [],
    freeTimes: [],
    activeLearners: 0,
    ...overrides,
  };
}

// Erdington covers B23 and B24; Moseley B13.
const ten: MatchCandidate[] = [
  candidate(1, 'Amira Khan', {
    areas: ['Erdington'],
    freeTimes: [new Date('2026-12-02T09:00:00Z'), new Date('2026-12-01T10:00:00Z')],
    activeLearners: 6,
  }),
  candidate(2, 'Bella Jones', {
    gearbox: 'both',
    areas: ['Moseley', 'Erdington'],
    freeTimes: [new Date('2026-12-01T09:00:00Z')],
    activeLearners: 8,
  }),
  candidate(3, 'Chloe Price', {
    areas: ['Erdington'],
    // Today's time has passed; 5 December is not one of the learner's dates.
    freeTimes: [new Date('2026-11-29T10:00:00Z'), new Date('2026-12-05T10:00:00Z')],
    activeLearners: 1,
  }),
  candidate(4, 'Dana Wright', {
    areas: ['Moseley'],
    freeTimes: [new Date('2026-12-02T14:00:00Z')],
    activeLearners: 2,
  }),
  candidate(5, 'Eve Taylor', {
    areas: ['Moseley'],
    freeTimes: [new Date('2026-12-02T14:00:00Z')],
    activeLearners: 0,
  }),
  candidate(6, 'Fiona Hall', { areas: ['Moseley'], activeLearners: 3 }),
  candidate(7, 'Gary Stone', {
    gender: 'male',
    areas: ['Erdington'],
    freeTimes: [new Date('2026-12-01T08:00:00Z')],
  }),
  candidate(8, 'Hana Ali', {
    gearbox: 'automatic',
    areas: ['Erdington'],
    freeTimes: [new Date('2026-12-01T08:00:00Z')],
  }),
  candidate(9, 'Imogen Reed', {
    status: 'suspended',
    areas: ['Erdington'],
    freeTimes: [new Date('2026-12-01T08:00:00Z')],
  }),
  candidate(10, 'Jo Morgan', {
    gearbox: 'both',
    gender: null,
    areas: ['Erdington'],
    freeTimes: [new Date('2026-12-01T08:00:00Z')],
  }),
];

describe('rankInstructorsForRequest', () => {
  it('ranks by district, then the earliest free time on the learner’s dates, then the fewest learners', () => {
    const ranked = rankInstructorsForRequest(manualFemaleInB23, ten, now, SCHOOL_TIME_ZONE);
    expect(ranked.map((match) => [match.fullName, match.score])).toEqual([
      ['Bella Jones', 3],
      ['Amira Khan', 3],
      ['Chloe Price', 2],
      ['Eve Taylor', 1],
      ['Dana Wright', 1],
      ['Fiona Hall', 0],
    ]);
  });

  it('says why in plain words, in London time', () => {
    const ranked = rankInstructorsForRequest(manualFemaleInB23, ten, now, SCHOOL_TIME_ZONE);
    expect(ranked.map((match) => match.summary)).toEqual([
      'manual car · female · covers B23 · free Tue 1 Dec 09:00 · 8 learners',
      'manual car · female · covers B23 · free Tue 1 Dec 10:00 · 6 learners',
      'manual car · female · covers B23 · no free time on the learner’s dates · 1 learner',
      'manual car · female · does not cover B23 · free Wed 2 Dec 14:00 · no learners',
      'manual car · female · does not cover B23 · free Wed 2 Dec 14:00 · 2 learners',
      'manual car · female · does not cover B23 · no free time on the learner’s dates · 3 learners',
    ]);
    expect(ranked[0]?.reasons).toEqual([
      'manual car',
      'female',
      'covers B23',
      'free Tue 1 Dec 09:00',
      '8 learners',
    ]);
    expect(ranked[0]?.earliestFreeAt?.toISOString()).toBe('2026-12-01T09:00:00.000Z');
    expect(ranked[2]?.earliestFreeAt).toBeNull();
  });

  it('shows a summer time in British Summer Time', () => {
    const summer: MatchableRequest = { ...manualFemaleInB23, preferredDates: ['2026-06-02'] };
    const [match] = rankInstructorsForRequest(
      summer,
      [candidate(1, 'Amira Khan', { freeTimes: [new Date('2026-06-02T09:00:00Z')] })],
      new Date('2026-06-01T12:00:00Z'),
      SCHOOL_TIME_ZONE,
    );
    expect(match?.reasons).toContain('free Tue 2 Jun 10:00');
  });

  it('leaves out each instructor who cannot take it, and says why', () => {
    const listed = rankInstructorsForRequest(manualFemaleInB23, ten, now, SCHOOL_TIME_ZONE).map(
      (match) => match.instructorId,
    );
    expect(listed).not.toContain(7);
    expect(listed).not.toContain(8);
    expect(listed).not.toContain(9);
    expect(listed).not.toContain(10);
    expect(listRefusedInstructors(manualFemaleInB23, ten)).toEqual([
      { instructorId: 7, fullName: 'Gary Stone', reason: 'not a female instructor, as the learner asked' },
      { instructorId: 8, fullName: 'Hana Ali', reason: 'automatic car only' },
      { instructorId: 9, fullName: 'Imogen Reed', reason: 'suspended' },
      { instructorId: 10, fullName: 'Jo Morgan', reason: 'not a female instructor, as the learner asked' },
    ]);
  });

  it('needs an automatic car (or both) for earlier times, and lists either gender without a preference', () => {
    const earlier: MatchableRequest = {
      ...manualFemaleInB23,
      lessonType: 'earlier_availability',
      instructorPreference: 'no_preference',
    };
    const ranked = rankInstructorsForRequest(earlier, ten, now, SCHOOL_TIME_ZONE);
    // Bella and Jo teach both; Hana automatic; Gary and the manual-only women are refused.
    expect(ranked.map((match) => match.fullName)).toEqual(['Hana Ali', 'Jo Morgan', 'Bella Jones']);
    expect(ranked[0]?.summary).toBe('automatic car · covers B23 · free Tue 1 Dec 08:00 · no learners');
    expect(refusalReason(earlier, ten[0] as MatchCandidate)).toBe('manual car only');
    expect(refusalReason(earlier, ten[6] as MatchCandidate)).toBe('manual car only');
  });

  it('reads an account without a gearbox as the school’s automatic, and honours a male preference', () => {
    const earlierMale: MatchableRequest = {
      ...manualFemaleInB23,
      lessonType: 'earlier_availability',
      instructorPreference: 'male',
    };
    const owner = candidate(11, 'Tom Owner', { gearbox: null, gender: 'male' });
    expect(refusalReason(earlierMale, owner)).toBeNull();
    expect(refusalReason({ ...earlierMale, lessonType: 'manual' }, owner)).toBe('automatic car only');
    expect(refusalReason(earlierMale, { ...owner, gender: 'female' })).toBe(
      'not a male instructor, as the learner asked',
    );
  });

  it('says the area is unknown on a request from before the postcode was asked', () => {
    const old: MatchableRequest = { ...manualFemaleInB23, postcodeDistrict: null };
    const ranked = rankInstructorsForRequest(old, ten, now, SCHOOL_TIME_ZONE);
    expect(ranked.every((match) => !match.coversDistrict)).toBe(true);
    expect(ranked[0]?.summary).toBe(
      'manual car · female · area unknown (no postcode) · free Tue 1 Dec 09:00 · 8 learners',
    );
    // Then the earliest free time decides: Bella (09:00) before Amira (10:00) before Eve and Dana.
    expect(ranked.map((match) => match.instructorId)).toEqual([2, 1, 5, 4, 3, 6]);
  });

  it('names an account without a name by its number', () => {
    const [match] = rankInstructorsForRequest(
      manualFemaleInB23,
      [candidate(12, '', { fullName: null })],
      now,
      SCHOOL_TIME_ZONE,
    );
    expect(match?.fullName).toBe('Instructor 12');
  });
});

describe('areasCoverDistrict', () => {
  it('maps area names to their postcode districts', () => {
    expect(areasCoverDistrict(['Erdington'], 'B24')).toBe(true);
    expect(areasCoverDistrict(['Erdington'], 'B2')).toBe(false);
    expect(areasCoverDistrict(['Nowhere'], 'B23')).toBe(false);
  });
});

describe('describeNoMatch', () => {
  it('says who could not and why', () => {
    expect(describeNoMatch([{ instructorId: 1, fullName: 'Tom Owner', reason: 'automatic car only' }])).toBe(
      'No instructor matches yet: Tom Owner (automatic car only). Invite an instructor who can take it from the Instructors tab.',
    );
    expect(describeNoMatch([])).toBe('No instructor matches yet: the school has no instructors to ask.');
  });
});
