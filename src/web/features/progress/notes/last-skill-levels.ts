import { getIsoDateParts, MONTH_SHORT_NAMES } from '../../../../core/format/display-format';
import {
  type SkillLevel,
  type SkillLevelEntry,
  skillLevelLabels,
} from '../../../../core/progress/skill-levels';
import { SCHOOL_TIME_ZONE, toZonedParts } from '../../../../core/time/london-time';

export interface LastSkillLevel {
  level: SkillLevel;
  /** The lesson's date, or the note's when it has no lesson (YYYY-MM-DD, London). */
  date: string;
}

/**
 * Each skill's latest level from a learner's history (oldest first, as the API answers it): what
 * the note form starts each skill at.
 */
export function getLastSkillLevels(history: readonly SkillLevelEntry[]): Map<string, LastSkillLevel> {
  const last = new Map<string, LastSkillLevel>();
  for (const entry of history) {
    last.set(entry.skill, {
      level: entry.level,
      date: entry.lessonDate ?? toZonedParts(new Date(entry.recordedAt), SCHOOL_TIME_ZONE).date,
    });
  }
  return last;
}

/** '2026-11-03' → '3 Nov': short enough to sit beside a skill on a phone. */
export function formatDayMonth(isoDate: string): string {
  const { day, monthIndex } = getIsoDateParts(isoDate);
  return `${day} ${MONTH_SHORT_NAMES[monthIndex]}`;
}

/** 'last: Prompted, 3 Nov', or null for a skill never recorded. */
export function describeLastLevel(last: LastSkillLevel | undefined): string | null {
  return last ? `last: ${skillLevelLabels[last.level]}, ${formatDayMonth(last.date)}` : null;
}

/** One skill of the map on the note form: marked practised in this lesson, and at which level. */
export interface SkillChoice {
  practised: boolean;
  /** '' until the instructor picks one: the learner's last level (or Introduced) stands. */
  level: SkillLevel | '';
}

export const FIRST_SKILL_LEVEL: SkillLevel = 'introduced';

/** The level a practised skill is saved at: the one picked, else the last recorded, else Introduced. */
export function getEffectiveLevel(choice: SkillChoice, last: LastSkillLevel | undefined): SkillLevel {
  return choice.level === '' ? (last?.level ?? FIRST_SKILL_LEVEL) : choice.level;
}
