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
} from '../../../../core/progress/skill-levels';
import { getCurrentSkillLevels } from '../../../../core/progress/test-readiness';

export interface SkillStanding {
  skill: string;
  /** The last level recorded, or null when the skill has not been recorded yet. */
  level: SkillLevel | null;
}

/** Each skill of the map, in the map's order, with its latest recorded level (history oldest first). */
export function getSkillStandings(entries: readonly SkillLevelEntry[]): SkillStanding[] {
  const current = getCurrentSkillLevels(entries);
  return SKILL_NAMES.map((skill) => ({ skill, level: current.get(skill) ?? null }));
}

/** How many skills stand at 'seldom prompted' or better. */
export function countTestReadySkills(standings: readonly SkillStanding[]): number {
  const readyRank = getSkillLevelRank(TEST_READY_SKILL_LEVEL);
  return standings.filter((standing) => standing.level && getSkillLevelRank(standing.level) >= readyRank)
    .length;
}
