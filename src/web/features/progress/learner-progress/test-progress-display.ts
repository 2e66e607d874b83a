/*
 * How the learner's home shows skill levels, mock tests and the driving test (pure, tested).
 */
import { formatShortDate } from '../../../../core/format/display-format';
import { MOCK_TEST_CATEGORIES, type MockTestFault } from '../../../../core/progress/mock-test';
import {
  getSkillLevelRank,
  type SkillLevel,
  type SkillLevelEntry,
  skillLevelLabels,
} from '../../../../core/progress/skill-levels';
import type { PracticalTest } from '../../../../core/progress/test-record-schemas';
import { daysBetweenIsoDates, SCHOOL_TIME_ZONE, toZonedParts } from '../../../../core/time/london-time';

/** One point of a skill's trend: the level recorded on one note, and the day of its lesson. */
export interface SkillTrendPoint {
  noteId: number;
  date: string;
  level: SkillLevel;
  rank: number;
}

/** The day a level is about: its lesson's date, else the London date the note was written. */
export function getLevelDate(entry: Pick<SkillLevelEntry, 'lessonDate' | 'recordedAt'>): string {
  return entry.lessonDate ?? toZonedParts(new Date(entry.recordedAt), SCHOOL_TIME_ZONE).date;
}

/**
 * The notes' ticked skills plus every skill with a level recorded: a levelled skill counts as
 * practised (the skills map and "Skills practised"), as a ticked one does.
 */
export function getPractisedSkillTexts(
  notes: readonly { skillsPracticed: readonly string[] }[],
  skillLevels: readonly { skill: string }[],
): { skillsPracticed: readonly string[] }[] {
  return [...notes, { skillsPracticed: skillLevels.map((entry) => entry.skill) }];
}

/** Each skill's levels over lessons, oldest first, from the whole history (oldest first). */
export function getSkillTrends(history: readonly SkillLevelEntry[]): ReadonlyMap<string, SkillTrendPoint[]> {
  const trends = new Map<string, SkillTrendPoint[]>();
  for (const entry of history) {
    const points = trends.get(entry.skill) ?? [];
    points.push({
      noteId: entry.noteId,
      date: getLevelDate(entry),
      level: entry.level,
      rank: getSkillLevelRank(entry.level),
    });
    trends.set(entry.skill, points);
  }
  return trends;
}

/** The chart's words: "Introduced on Tue 3 Feb, then Prompted on Tue 10 Feb". */
export function describeSkillTrend(skill: string, points: readonly SkillTrendPoint[]): string {
  if (points.length === 0) return `${skill}: not recorded yet`;
  const steps = points.map((point) => `${skillLevelLabels[point.level]} on ${formatShortDate(point.date)}`);
  return `${skill}: ${steps.join(', then ')}`;
}

/** "today", "tomorrow", "in 12 days", or null once the day has passed. */
export function formatCountdown(date: string, today: string): string | null {
  const days = daysBetweenIsoDates(today, date);
  if (days < 0) return null;
  if (days === 0) return 'today';
  if (days === 1) return 'tomorrow';
  return `in ${days} days`;
}

/** The practical test still to come (booked), if any. */
export function getBookedPracticalTest(tests: readonly PracticalTest[]): PracticalTest | null {
  return tests.find((test) => test.status === 'booked') ?? null;
}

export interface FaultLine {
  category: string;
  label: string;
  driver: number;
  serious: number;
  dangerous: number;
}

/** The marked categories in the marking sheet's order, with their words. */
export function getFaultLines(faults: readonly MockTestFault[]): FaultLine[] {
  return MOCK_TEST_CATEGORIES.flatMap((category) => {
    const fault = faults.find((entry) => entry.category === category.id);
    if (!fault || fault.driver + fault.serious + fault.dangerous === 0) return [];
    return [
      {
        category: category.id,
        label: category.label,
        driver: fault.driver,
        serious: fault.serious,
        dangerous: fault.dangerous,
      },
    ];
  });
}

/** "2 driver, 1 serious": only the kinds marked. */
export function formatFaultCounts(counts: { driver: number; serious: number; dangerous: number }): string {
  const parts = [
    counts.driver > 0 ? `${counts.driver} driver` : null,
    counts.serious > 0 ? `${counts.serious} serious` : null,
    counts.dangerous > 0 ? `${counts.dangerous} dangerous` : null,
  ].filter((part) => part !== null);
  return parts.length === 0 ? 'No faults' : parts.join(', ');
}

/** The message "Ask for a mock test" puts in the chat box; the learner sends it (or not) themselves. */
export const MOCK_TEST_REQUEST_MESSAGE =
  'Hi! Could we do a mock test in one of my next lessons? I would like to see how I would do on the day.';
