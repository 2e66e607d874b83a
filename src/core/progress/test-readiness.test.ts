import { describe, expect, it } from 'vitest';
import { SKILL_NAMES, type SkillLevel } from './skill-levels';
import { getCurrentSkillLevels, getTestReadiness, type SkillLevelHistoryEntry } from './test-readiness';

function allSkillsAt(level: SkillLevel): SkillLevelHistoryEntry[] {
  return SKILL_NAMES.map((skill) => ({ skill, level }));
}

const passed = (id: number, takenOn: string) => ({ id, takenOn, passed: true });
const failed = (id: number, takenOn: string) => ({ id, takenOn, passed: false });

describe('getCurrentSkillLevels', () => {
  it("takes each skill's latest entry and ignores names outside the skills map", () => {
    const current = getCurrentSkillLevels([
      { skill: 'Roundabouts', level: 'introduced' },
      { skill: 'Roundabouts', level: 'prompted' },
      { skill: 'Parking', level: 'independent' },
      { skill: 'Parking', level: 'under_full_instruction' },
      { skill: 'Wheelies', level: 'independent' },
    ]);
    expect(current.get('Roundabouts')).toBe('prompted');
    expect(current.get('Parking')).toBe('under_full_instruction');
    expect(current.has('Wheelies')).toBe(false);
    expect(current.size).toBe(2);
  });
});

describe('getTestReadiness', () => {
  it('is 0% with no levels and no mock tests, every skill and two mock passes still to come', () => {
    const readiness = getTestReadiness({ skillLevels: [], mockTests: [] });
    expect(readiness).toMatchObject({ ready: false, percent: 0, mockPassesNeeded: 2 });
    expect(readiness.skillsBelow).toEqual(SKILL_NAMES);
    expect(readiness.sentence).toBe(
      '19 skills to bring up to seldom prompted (Cockpit Checks, Moving Off & Stopping, Hill Starts and 16 more) and 2 more mock tests to pass.',
    );
  });

  it('is 100% and ready with every skill at seldom prompted or better and the last two mock tests passed', () => {
    const readiness = getTestReadiness({
      skillLevels: [...allSkillsAt('seldom_prompted'), { skill: 'Parking', level: 'independent' }],
      mockTests: [passed(3, '2026-03-10'), passed(2, '2026-03-01'), failed(1, '2026-02-20')],
    });
    expect(readiness).toEqual({
      ready: true,
      percent: 100,
      sentence:
        'Ready for your test: every skill at seldom prompted or better and your last two mock tests passed.',
      skillsBelow: [],
      mockPassesNeeded: 0,
    });
  });

  it('is not ready with every skill ready but one of the last two mock tests failed', () => {
    const readiness = getTestReadiness({
      skillLevels: allSkillsAt('independent'),
      mockTests: [passed(2, '2026-03-10'), failed(1, '2026-03-01')],
    });
    expect(readiness).toMatchObject({ ready: false, percent: 90, mockPassesNeeded: 1 });
    expect(readiness.sentence).toBe('Every skill at seldom prompted or better: 1 more mock test to pass.');
  });

  it('needs two more passes when the newest mock test failed, even after an earlier pass', () => {
    const readiness = getTestReadiness({
      skillLevels: allSkillsAt('seldom_prompted'),
      mockTests: [passed(1, '2026-03-01'), failed(2, '2026-03-10')],
    });
    expect(readiness).toMatchObject({ ready: false, percent: 90, mockPassesNeeded: 2 });
  });

  it('orders mock tests by date, then id, whatever order they come in', () => {
    // Two on one day: the higher id (recorded later) is the newer one.
    const readiness = getTestReadiness({
      skillLevels: allSkillsAt('seldom_prompted'),
      mockTests: [failed(4, '2026-03-10'), passed(9, '2026-02-01'), passed(5, '2026-03-10')],
    });
    expect(readiness.mockPassesNeeded).toBe(1);
    expect(readiness.percent).toBe(90);
  });

  it('never rounds up to 100% when one skill is short and both mock tests passed', () => {
    const readiness = getTestReadiness({
      skillLevels: [...allSkillsAt('independent'), { skill: 'Night Driving', level: 'prompted' }],
      mockTests: [passed(2, '2026-03-10'), passed(1, '2026-03-01')],
    });
    // 80 × 75/76 + 20 = 98.95: rounded down.
    expect(readiness).toMatchObject({ ready: false, percent: 98, skillsBelow: ['Night Driving'] });
    expect(readiness.sentence).toBe(
      '1 skill to bring up to seldom prompted (Night Driving); your last two mock tests passed.',
    );
  });

  it('uses the latest level of a skill, not its best one', () => {
    const readiness = getTestReadiness({
      skillLevels: [...allSkillsAt('seldom_prompted'), { skill: 'Roundabouts', level: 'prompted' }],
      mockTests: [passed(2, '2026-03-10'), passed(1, '2026-03-01')],
    });
    expect(readiness.ready).toBe(false);
    expect(readiness.skillsBelow).toEqual(['Roundabouts']);
  });

  it('weighs the levels 80% and the last two mock tests 20%, counting levels beyond seldom prompted as seldom prompted', () => {
    // Every skill prompted (3 of 4): 80 × 3/4 = 60; one pass of the last two: + 10.
    expect(
      getTestReadiness({ skillLevels: allSkillsAt('prompted'), mockTests: [passed(1, '2026-03-01')] })
        .percent,
    ).toBe(70);
    // Independent counts as seldom prompted: 80, and no mock test yet.
    expect(getTestReadiness({ skillLevels: allSkillsAt('independent'), mockTests: [] }).percent).toBe(80);
    // One skill introduced (1 of 4 over 19 skills): floor(80 × 1/76) = 1.
    expect(
      getTestReadiness({ skillLevels: [{ skill: 'Parking', level: 'introduced' }], mockTests: [] }).percent,
    ).toBe(1);
  });

  it('names up to three skills below seldom prompted in the skills map order', () => {
    const readiness = getTestReadiness({
      skillLevels: [
        ...allSkillsAt('seldom_prompted'),
        { skill: 'Night Driving', level: 'prompted' },
        { skill: 'Roundabouts', level: 'introduced' },
        { skill: 'Parking', level: 'under_full_instruction' },
      ],
      mockTests: [passed(2, '2026-03-10'), failed(1, '2026-03-01')],
    });
    expect(readiness.sentence).toBe(
      '3 skills to bring up to seldom prompted (Roundabouts, Parking and Night Driving) and 1 more mock test to pass.',
    );
  });

  it('shows 100% only when ready, whatever the mix of levels and mock results', () => {
    const mockSets = [
      [],
      [passed(1, '2026-03-01')],
      [failed(2, '2026-03-10'), passed(1, '2026-03-01')],
      [passed(2, '2026-03-10'), failed(1, '2026-03-01')],
      [passed(2, '2026-03-10'), passed(1, '2026-03-01')],
    ];
    for (let short = 0; short <= SKILL_NAMES.length; short += 1) {
      const belowLevels: SkillLevel[] = ['introduced', 'under_full_instruction', 'prompted'];
      for (const belowLevel of belowLevels) {
        const skillLevels: SkillLevelHistoryEntry[] = SKILL_NAMES.map((skill, index) => ({
          skill,
          level: index < short ? belowLevel : 'independent',
        }));
        for (const mockTests of mockSets) {
          const readiness = getTestReadiness({ skillLevels, mockTests });
          expect(readiness.percent === 100).toBe(readiness.ready);
          expect(readiness.percent).toBeGreaterThanOrEqual(0);
        }
      }
    }
  });
});
