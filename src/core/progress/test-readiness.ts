/*
 * Test readiness from the DVSA-style skill levels and the mock tests (issue 25), replacing the old
 * "completed lessons / 20": a learner is ready when every skill of the map is at seldom prompted or
 * better and their last two mock tests both passed. One figure and one sentence, the same for the
 * learner, whoever pays and the instructor's student card.
 */
import { getSkillLevelRank, SKILL_NAMES, type SkillLevel, TEST_READY_SKILL_LEVEL } from './skill-levels';

/** Mock tests in a row that must pass, newest first. */
export const MOCK_PASSES_NEEDED = 2;

/** The share of the figure the skill levels carry; the mock tests carry the rest. */
const SKILLS_SHARE = 80;
const MOCKS_SHARE = 100 - SKILLS_SHARE;
/** Names listed in the sentence before "and N more". */
const SKILLS_LISTED = 3;

export interface SkillLevelHistoryEntry {
  skill: string;
  level: SkillLevel;
}

export interface MockTestOutcome {
  id: number;
  takenOn: string;
  passed: boolean;
}

export interface TestReadiness {
  ready: boolean;
  /** Whole per cent, 0 to 100; 100 only when ready. */
  percent: number;
  sentence: string;
  /** The skills still below seldom prompted, in the skills map's order. */
  skillsBelow: string[];
  /** Mock tests still to pass, one after another, before the last two are both passes. */
  mockPassesNeeded: number;
}

/**
 * Each skill's current level: its latest entry in the history (oldest first). Skills never
 * recorded are absent; names outside the skills map are ignored.
 */
export function getCurrentSkillLevels(
  history: readonly SkillLevelHistoryEntry[],
): ReadonlyMap<string, SkillLevel> {
  const current = new Map<string, SkillLevel>();
  for (const entry of history) {
    if (SKILL_NAMES.includes(entry.skill)) current.set(entry.skill, entry.level);
  }
  return current;
}

/** Newest first: by the date taken, then by id (two on one day: the later recorded counts as newer). */
export function sortMockTestsNewestFirst<T extends MockTestOutcome>(mockTests: readonly T[]): T[] {
  return [...mockTests].sort((a, b) => b.takenOn.localeCompare(a.takenOn) || b.id - a.id);
}

function pluralise(count: number, singular: string, plural: string): string {
  return `${count} ${count === 1 ? singular : plural}`;
}

/** "A", "A and B", "A, B and C", "A, B, C and 16 more". */
function listSkills(names: readonly string[]): string {
  if (names.length <= SKILLS_LISTED) {
    if (names.length <= 1) return names.join('');
    return `${names.slice(0, -1).join(', ')} and ${names.at(-1)}`;
  }
  return `${names.slice(0, SKILLS_LISTED).join(', ')} and ${names.length - SKILLS_LISTED} more`;
}

export function getTestReadiness({
  skillLevels,
  mockTests,
}: {
  /** Every level recorded, oldest first. */
  skillLevels: readonly SkillLevelHistoryEntry[];
  mockTests: readonly MockTestOutcome[];
}): TestReadiness {
  const current = getCurrentSkillLevels(skillLevels);
  const readyRank = getSkillLevelRank(TEST_READY_SKILL_LEVEL);
  const rankOf = (skill: string) => {
    const level = current.get(skill);
    return level ? getSkillLevelRank(level) : 0;
  };
  const skillsBelow = SKILL_NAMES.filter((skill) => rankOf(skill) < readyRank);
  // Beyond seldom prompted a skill adds nothing: independent is better driving, not more readiness.
  const cappedRankSum = SKILL_NAMES.reduce((sum, skill) => sum + Math.min(rankOf(skill), readyRank), 0);

  const lastTwo = sortMockTestsNewestFirst(mockTests).slice(0, MOCK_PASSES_NEEDED);
  const passes = lastTwo.filter((test) => test.passed).length;
  const passesInARow = lastTwo.findIndex((test) => !test.passed);
  const mockPassesNeeded = MOCK_PASSES_NEEDED - (passesInARow === -1 ? lastTwo.length : passesInARow);

  const ready = skillsBelow.length === 0 && mockPassesNeeded === 0;
  // Integer arithmetic (no floating-point 99.99999 or 100.0000001), rounded down, so that 100 is
  // shown only when every condition is met.
  const maxRankSum = SKILL_NAMES.length * readyRank;
  const figure = Math.floor(
    (SKILLS_SHARE * cappedRankSum * MOCK_PASSES_NEEDED + MOCKS_SHARE * passes * maxRankSum) /
      (maxRankSum * MOCK_PASSES_NEEDED),
  );
  const percent = ready ? 100 : Math.min(99, figure);

  return {
    ready,
    percent,
    sentence: getReadinessSentence(skillsBelow, mockPassesNeeded),
    skillsBelow,
    mockPassesNeeded,
  };
}

function getReadinessSentence(skillsBelow: readonly string[], mockPassesNeeded: number): string {
  if (skillsBelow.length === 0 && mockPassesNeeded === 0) {
    return 'Ready for your test: every skill at seldom prompted or better and your last two mock tests passed.';
  }
  const mocks = `${pluralise(mockPassesNeeded, 'more mock test', 'more mock tests')} to pass`;
  if (skillsBelow.length === 0) {
    return `Every skill at seldom prompted or better: ${mocks}.`;
  }
  const skills = `${pluralise(skillsBelow.length, 'skill', 'skills')} to bring up to seldom prompted (${listSkills(skillsBelow)})`;
  return mockPassesNeeded === 0 ? `${skills}; your last two mock tests passed.` : `${skills} and ${mocks}.`;
}
