import { describe, expect, it } from 'vitest';
import { NOTE_FORM_SKILLS } from './note-skills';
import {
  getCurrentFocus,
  getOverallSkillsProgress,
  getSkillsMap,
  isSkillPractised,
  SKILL_CATEGORIES,
  SKILLS_CATALOGUE,
  TOTAL_SKILLS,
} from './skills-catalogue';

describe('SKILLS_CATALOGUE', () => {
  it('holds 19 uniquely named skills in 5 categories of 4 + 4 + 4 + 4 + 3', () => {
    expect(TOTAL_SKILLS).toBe(19);
    expect(new Set(SKILLS_CATALOGUE.map((skill) => skill.name)).size).toBe(19);
    const counts = SKILL_CATEGORIES.map(
      (category) => SKILLS_CATALOGUE.filter((skill) => skill.category === category).length,
    );
    expect(counts).toEqual([4, 4, 4, 4, 3]);
  });

  it('finds every one of the 15 note-form skills in exactly one catalogue skill', () => {
    for (const formSkill of NOTE_FORM_SKILLS) {
      const matches = SKILLS_CATALOGUE.filter((skill) => isSkillPractised(skill.name, [formSkill]));
      expect(
        matches.map((skill) => skill.name),
        formSkill,
      ).toHaveLength(1);
    }
  });
});

describe('isSkillPractised', () => {
  it('matches when either text contains the other, ignoring case', () => {
    expect(isSkillPractised('Dual Carriageways', ['dual carriageway'])).toBe(true);
    expect(isSkillPractised('Parking', ['Parallel parking practice'])).toBe(true);
    expect(isSkillPractised('Signals', ['Roundabouts'])).toBe(false);
  });

  it('ignores blank practised texts', () => {
    expect(isSkillPractised('Parking', ['', '   '])).toBe(false);
  });
});

describe('getSkillsMap and getCurrentFocus', () => {
  it('marks practised skills done per category', () => {
    const map = getSkillsMap([
      { skillsPracticed: ['Hill Starts'] },
      { skillsPracticed: ['Roundabouts', 'junctions'] },
    ]);
    expect(map.map((entry) => entry.doneCount)).toEqual([1, 0, 2, 0, 0]);
    expect(map[0]?.skills.find((skill) => skill.name === 'Hill Starts')?.done).toBe(true);
    expect(map[0]?.skills.find((skill) => skill.name === 'Cockpit Checks')?.done).toBe(false);
  });

  it('focuses on the first category with some but not all skills done', () => {
    const allGettingStarted = ['Cockpit Checks', 'Moving Off & Stopping', 'Hill Starts', 'Speed Control'];
    const map = getSkillsMap([{ skillsPracticed: [...allGettingStarted, 'Parking'] }]);
    expect(getCurrentFocus(map)?.category).toBe('Manoeuvres');
  });

  it('has no focus before any skill, or when every started category is complete', () => {
    expect(getCurrentFocus(getSkillsMap([]))).toBeNull();
    const map = getSkillsMap([
      { skillsPracticed: ['Night Driving', 'Adverse Weather', 'Independent Driving'] },
    ]);
    expect(getCurrentFocus(map)).toBeNull();
  });

  it('counts overall progress out of 19', () => {
    const map = getSkillsMap([{ skillsPracticed: [...NOTE_FORM_SKILLS] }]);
    expect(getOverallSkillsProgress(map)).toEqual({ doneCount: 15, totalCount: 19, percent: 79 });
    expect(getOverallSkillsProgress(getSkillsMap([]))).toEqual({ doneCount: 0, totalCount: 19, percent: 0 });
  });
});
