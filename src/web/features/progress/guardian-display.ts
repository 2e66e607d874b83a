/*
 * How the guardian's page reads a learner's level history (pure, tested): the level each skill of
 * the skills map stands at now, and how many skills are at the test-ready level or better.
 */
import {
  getSkillLevelRank,
  SKILL_NAMES,
  type SkillLevel,
  type SkillLevelEntry,
  TEST_READY_SKILL_LEVEL,
} from '../../../core/progress/skill-levels';

export interface SkillStanding {
  skill: string;
  /** The last level recorded, or null when the skill has not been recorded yet. */
  level: SkillLevel | null;
}

/** Each skill of the map, in the map's order, with its latest recorded level. */
export function getSkillStandings(entries: readonly SkillLevelEntry[]): SkillStanding[] {
  const latest = new Map<string, SkillLevelEntry>();
  for (const entry of entries) {
    const known = latest.get(entry.skill);
    if (!known || entry.recordedAt >= known.recordedAt) latest.set(entry.skill, entry);
  }
  return SKILL_NAMES.map((skill) => ({ skill, level: latest.get(skill)?.level ?? null }));
}

/** How many skills stand at 'seldom prompted' or better. */
export function countTestReadySkills(standings: readonly SkillStanding[]): number {
  const readyRank = getSkillLevelRank(TEST_READY_SKILL_LEVEL);
  return standings.filter((standing) => standing.level && getSkillLevelRank(standing.level) >= readyRank)
    .length;
}
