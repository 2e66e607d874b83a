import { describe, expect, it } from 'vitest';
import type { PracticalTest } from '../../../../core/progress/test-record-schemas';
import {
  describeSkillTrend,
  formatCountdown,
  formatFaultCounts,
  getBookedPracticalTest,
  getFaultLines,
  getLevelDate,
  getPractisedSkillTexts,
  getSkillTrends,
} from './test-progress-display';

describe('getLevelDate', () => {
  it("is the lesson's date, else the London date the note was written", () => {
    expect(getLevelDate({ lessonDate: '2026-03-10', recordedAt: '2026-03-11T09:00:00.000Z' })).toBe(
      '2026-03-10',
    );
    // 23:30 UTC on 30 June is 00:30 on 1 July in London (summer time).
    expect(getLevelDate({ lessonDate: null, recordedAt: '2026-06-30T23:30:00.000Z' })).toBe('2026-07-01');
  });
});

describe('getSkillTrends and describeSkillTrend', () => {
  it("keeps each skill's levels in order, and says them with their dates", () => {
    const trends = getSkillTrends([
      {
        skill: 'Roundabouts',
        level: 'introduced',
        noteId: 1,
        recordedAt: '2026-02-03T12:00:00.000Z',
        lessonDate: '2026-02-03',
      },
      {
        skill: 'Parking',
        level: 'prompted',
        noteId: 1,
        recordedAt: '2026-02-03T12:00:00.000Z',
        lessonDate: '2026-02-03',
      },
      {
        skill: 'Roundabouts',
        level: 'prompted',
        noteId: 2,
        recordedAt: '2026-02-10T12:00:00.000Z',
        lessonDate: '2026-02-10',
      },
    ]);
    const roundabouts = trends.get('Roundabouts') ?? [];
    expect(roundabouts.map((point) => point.rank)).toEqual([1, 3]);
    expect(describeSkillTrend('Roundabouts', roundabouts)).toBe(
      'Roundabouts: Introduced on Tue 3 Feb, then Prompted on Tue 10 Feb',
    );
    expect(describeSkillTrend('Night Driving', [])).toBe('Night Driving: not recorded yet');
  });
});

describe('formatCountdown', () => {
  it('counts whole days to the test, across the clock change', () => {
    expect(formatCountdown('2026-03-14', '2026-03-14')).toBe('today');
    expect(formatCountdown('2026-03-15', '2026-03-14')).toBe('tomorrow');
    expect(formatCountdown('2026-04-02', '2026-03-21')).toBe('in 12 days');
    expect(formatCountdown('2026-03-13', '2026-03-14')).toBeNull();
  });
});

describe('getBookedPracticalTest', () => {
  it('is the test still booked, not a past result', () => {
    const test = (id: number, status: PracticalTest['status']): PracticalTest => ({
      id,
      date: '2026-03-03',
      time: '09:40',
      startsAt: '2026-03-03T09:40:00.000Z',
      testCentreId: 'kings-heath',
      testCentreName: 'Birmingham (Kings Heath)',
      status,
      faults: [],
      driverFaults: null,
      seriousFaults: null,
      dangerousFaults: null,
    });
    expect(getBookedPracticalTest([test(2, 'booked'), test(1, 'failed')])?.id).toBe(2);
    expect(getBookedPracticalTest([test(1, 'failed')])).toBeNull();
  });
});

describe('getFaultLines and formatFaultCounts', () => {
  it("lists the marked categories in the sheet's order with their words", () => {
    const lines = getFaultLines([
      { category: 'use_of_speed', driver: 2, serious: 0, dangerous: 0 },
      { category: 'eyesight', driver: 0, serious: 0, dangerous: 0 },
      { category: 'controlled_stop', driver: 0, serious: 1, dangerous: 0 },
    ]);
    expect(lines.map((line) => line.label)).toEqual(['Controlled stop', 'Use of speed']);
    expect(formatFaultCounts({ driver: 2, serious: 1, dangerous: 0 })).toBe('2 driver, 1 serious');
    expect(formatFaultCounts({ driver: 0, serious: 0, dangerous: 0 })).toBe('No faults');
  });
});

describe('getPractisedSkillTexts', () => {
  it('adds the skills with a level to the ticked ones', () => {
    expect(
      getPractisedSkillTexts(
        [{ skillsPracticed: ['Roundabouts'] }],
        [{ skill: 'Parking' }, { skill: 'Signals' }],
      ),
    ).toEqual([{ skillsPracticed: ['Roundabouts'] }, { skillsPracticed: ['Parking', 'Signals'] }]);
  });
});
