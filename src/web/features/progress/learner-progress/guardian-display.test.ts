import { describe, expect, it } from 'vitest';
import { SKILL_NAMES, type SkillLevelEntry } from '../../../../core/progress/skill-levels';
import { countTestReadySkills, getSkillStandings } from './guardian-display';

function entry(skill: string, level: SkillLevelEntry['level'], recordedAt: string): SkillLevelEntry {
  return { skill, level, noteId: 1, recordedAt, lessonDate: null };
}

describe('the guardian page’s skill standings', () => {
  it('keeps the latest level of each skill, in the map’s order, and null for skills not recorded', () => {
    const standings = getSkillStandings([
      entry('Roundabouts', 'introduced', '2027-01-01T10:00:00.000Z'),
      entry('Cockpit Checks', 'seldom_prompted', '2027-01-02T10:00:00.000Z'),
      entry('Roundabouts', 'independent', '2027-01-09T10:00:00.000Z'),
    ]);
    expect(standings.map((standing) => standing.skill)).toEqual(SKILL_NAMES);
    expect(standings.find((standing) => standing.skill === 'Roundabouts')?.level).toBe('independent');
    expect(standings.find((standing) => standing.skill === 'Cockpit Checks')?.level).toBe('seldom_prompted');
    expect(standings.find((standing) => standing.skill === 'Parking')?.level).toBeNull();
    expect(countTestReadySkills(standings)).toBe(2);
  });
});
