import { describe, expect, it } from 'vitest';
import type { SkillLevelEntry } from '../../../../core/progress/skill-levels';
import {
  describeLastLevel,
  formatDayMonth,
  getEffectiveLevel,
  getLastSkillLevels,
  type LastSkillLevel,
} from './last-skill-levels';

function entry(
  skill: string,
  level: SkillLevelEntry['level'],
  recordedAt: string,
  lessonDate: string | null,
): SkillLevelEntry {
  return { skill, level, noteId: 1, recordedAt, lessonDate };
}

describe('getLastSkillLevels', () => {
  it('keeps the latest level of each skill, dated with its lesson', () => {
    const last = getLastSkillLevels([
      entry('Parking', 'introduced', '2026-10-20T18:00:00Z', '2026-10-20'),
      entry('Junctions', 'prompted', '2026-10-27T18:00:00Z', '2026-10-27'),
      entry('Parking', 'prompted', '2026-11-03T19:00:00Z', '2026-11-03'),
    ]);
    expect(Object.fromEntries(last)).toEqual({
      Parking: { level: 'prompted', date: '2026-11-03' },
      Junctions: { level: 'prompted', date: '2026-10-27' },
    });
  });

  it("dates a note without a lesson by when it was written, in London's zone", () => {
    // 23:30 UTC on 30 June is 00:30 on 1 July in London (summer time).
    const last = getLastSkillLevels([entry('Signals', 'independent', '2026-06-30T23:30:00Z', null)]);
    expect(last.get('Signals')).toEqual({ level: 'independent', date: '2026-07-01' });
  });

  it('has nothing for a learner with no levels', () => {
    expect(getLastSkillLevels([]).size).toBe(0);
  });
});

describe('describeLastLevel', () => {
  it('says the level and the day, or nothing for a skill never recorded', () => {
    expect(describeLastLevel({ level: 'seldom_prompted', date: '2026-11-03' })).toBe(
      'last: Seldom prompted, 3 Nov',
    );
    expect(describeLastLevel(undefined)).toBeNull();
    expect(formatDayMonth('2027-03-14')).toBe('14 Mar');
  });
});

describe('getEffectiveLevel', () => {
  const last: LastSkillLevel = { level: 'prompted', date: '2026-11-03' };
  it('saves the level picked, else the last one recorded, else Introduced', () => {
    expect(getEffectiveLevel({ practised: true, level: 'independent' }, last)).toBe('independent');
    expect(getEffectiveLevel({ practised: true, level: '' }, last)).toBe('prompted');
    expect(getEffectiveLevel({ practised: true, level: '' }, undefined)).toBe('introduced');
  });
});
