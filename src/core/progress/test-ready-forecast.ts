/*
 * Weeks to test-ready (issue 25): from the levels still below independent, the learner's own pace,
 * the hours left on their purchase and the booked test date, when they are on course to be ready,
 * in one plain sentence.
 */
import { getIsoDateParts, MONTH_NAMES } from '../format/display-format';
import { addDaysToIsoDate, toZonedParts } from '../time/london-time';
import { getSkillLevelRank, SKILL_LEVEL_VALUES, SKILL_NAMES, type SkillLevel } from './skill-levels';
import { getCurrentSkillLevels } from './test-readiness';

export const DEFAULT_LESSONS_PER_WEEK = 2;
/** A learner with no lesson booked yet is counted on the school's usual two-hour lesson. */
export const DEFAULT_LESSON_MINUTES = 120;
/** Notes with levels before a learner's own pace counts (fewer say more about the first day than the pace). */
export const OWN_PACE_MIN_NOTES = 3;
/**
 * Until then, 3 steps per lesson: from nothing (95 steps, 19 skills × 5 levels) to independent in
 * every skill in about 32 lessons, roughly the DVSA's average of about 45 hours of lessons with an
 * instructor; careful rather than flattering, so the first date is one a learner can keep.
 */
export const DEFAULT_STEPS_PER_LESSON = 3;
/**
 * The slowest own pace counted: a run of notes where levels held or slipped is a bad patch, not a
 * pace, and must not push the date years away (nor, at no gain at all, jump back to the default).
 */
export const MIN_OWN_STEPS_PER_LESSON = 1;

const TOP_RANK = SKILL_LEVEL_VALUES.length;
const NUMBER_WORDS = ['no', 'one', 'two', 'three', 'four', 'five', 'six', 'seven'] as const;

export interface SkillLevelNoteEntry {
  skill: string;
  level: SkillLevel;
  /** The note the level was recorded on: one note is one lesson's step. */
  noteId: number;
}

export interface TestReadyForecastInput {
  /** Every level recorded, oldest first. */
  skillLevels: readonly SkillLevelNoteEntry[];
  /** Ledger: minutes bought and not yet booked or used. */
  leftMinutes: number;
  /** Ledger: minutes of lessons booked and still to come (they count towards the forecast too). */
  bookedMinutes: number;
  /** The learner's usual lesson length in minutes (`getUsualLessonMinutes`). */
  usualLessonMinutes: number;
  /** The booked practical test's Europe/London date, or null. */
  practicalTestDate: string | null;
  /** The readiness rule's answer (`getTestReadiness`): a ready learner needs no forecast. */
  ready: boolean;
  lessonsPerWeek?: number;
  now: Date;
  timeZone: string;
}

export interface TestReadyForecast {
  ready: boolean;
  /** Σ over the 19 skills of (5 − the rank of its latest level); a skill never recorded counts 5. */
  stepsLeft: number;
  /** Steps gained per lesson used for the forecast. */
  stepsPerLesson: number;
  /** True when the pace is the learner's own (at least 3 notes with levels). */
  isOwnPace: boolean;
  lessonsNeeded: number;
  /** The Europe/London date they are on course for (YYYY-MM-DD), or null when nothing is left. */
  onCourseFor: string | null;
  /** Lessons the hours booked and left pay for. */
  lessonsCovered: number;
  /** Lessons needed beyond those (0 when the hours cover them). */
  lessonsShort: number;
  /** True when the booked test comes before the date they are on course for. */
  testComesFirst: boolean;
  sentence: string;
}

/** The sum over the skills map of the levels still to climb to independent. */
export function getStepsLeft(current: ReadonlyMap<string, SkillLevel>): number {
  return SKILL_NAMES.reduce((sum, skill) => {
    const level = current.get(skill);
    return sum + TOP_RANK - (level ? getSkillLevelRank(level) : 0);
  }, 0);
}

/**
 * The learner's own steps per lesson: the steps gained from the levels after their first note to
 * the levels now, over the notes since (the first note often records what they could do before
 * they came, which is not pace), at least 1. Null with fewer than 3 notes with levels.
 */
export function getOwnStepsPerLesson(history: readonly SkillLevelNoteEntry[]): number | null {
  const noteIds = [...new Set(history.map((entry) => entry.noteId))];
  const firstNoteId = noteIds[0];
  if (noteIds.length < OWN_PACE_MIN_NOTES || firstNoteId === undefined) return null;
  const firstNoteEnd = history.findLastIndex((entry) => entry.noteId === firstNoteId);
  const stepsAfterFirst = getStepsLeft(getCurrentSkillLevels(history.slice(0, firstNoteEnd + 1)));
  const stepsNow = getStepsLeft(getCurrentSkillLevels(history));
  const gain = (stepsAfterFirst - stepsNow) / (noteIds.length - 1);
  return Math.max(MIN_OWN_STEPS_PER_LESSON, gain);
}

/** Their most common booked lesson length (the longer on a tie), or 120 minutes with none. */
export function getUsualLessonMinutes(
  lessons: readonly { bookedDuration: number; status: string }[],
): number {
  const counts = new Map<number, number>();
  for (const lesson of lessons) {
    if (lesson.status === 'cancelled' || lesson.bookedDuration <= 0) continue;
    counts.set(lesson.bookedDuration, (counts.get(lesson.bookedDuration) ?? 0) + 1);
  }
  let usual: { minutes: number; count: number } | null = null;
  for (const [minutes, count] of counts) {
    if (!usual || count > usual.count || (count === usual.count && minutes > usual.minutes)) {
      usual = { minutes, count };
    }
  }
  return usual?.minutes ?? DEFAULT_LESSON_MINUTES;
}

/** '2026-03-14' → '14 March' (with the year when it is not this year's). */
export function formatForecastDate(isoDate: string, today: string): string {
  const { year, monthIndex, day } = getIsoDateParts(isoDate);
  const sameYear = year === getIsoDateParts(today).year;
  return `${day} ${MONTH_NAMES[monthIndex]}${sameYear ? '' : ` ${year}`}`;
}

function pluralLessons(count: number): string {
  return `${count} ${count === 1 ? 'lesson' : 'lessons'}`;
}

export function getTestReadyForecast(input: TestReadyForecastInput): TestReadyForecast {
  const lessonsPerWeek = input.lessonsPerWeek ?? DEFAULT_LESSONS_PER_WEEK;
  const today = toZonedParts(input.now, input.timeZone).date;
  const testDate =
    input.practicalTestDate !== null && input.practicalTestDate >= today ? input.practicalTestDate : null;
  const stepsLeft = getStepsLeft(getCurrentSkillLevels(input.skillLevels));
  const ownPace = getOwnStepsPerLesson(input.skillLevels);
  const stepsPerLesson = ownPace ?? DEFAULT_STEPS_PER_LESSON;
  const lessonMinutes = input.usualLessonMinutes > 0 ? input.usualLessonMinutes : DEFAULT_LESSON_MINUTES;
  const lessonsCovered = Math.max(
    0,
    Math.floor((Math.max(0, input.leftMinutes) + Math.max(0, input.bookedMinutes)) / lessonMinutes),
  );
  const base = { stepsLeft, stepsPerLesson, isOwnPace: ownPace !== null, lessonsCovered };

  if (input.ready) {
    return {
      ...base,
      ready: true,
      lessonsNeeded: 0,
      onCourseFor: null,
      lessonsShort: 0,
      testComesFirst: false,
      sentence: testDate
        ? `You are ready for your test on ${formatForecastDate(testDate, today)}: keep your driving sharp until then.`
        : 'You are ready for your test: ask your instructor about booking it.',
    };
  }
  if (stepsLeft === 0) {
    return {
      ...base,
      ready: false,
      lessonsNeeded: 0,
      onCourseFor: null,
      lessonsShort: 0,
      testComesFirst: false,
      sentence: 'Every skill is at independent: pass your mock tests and you are ready for your test.',
    };
  }

  // Rounded to whole lessons up; floating-point noise (6.0000001) must not add a lesson.
  const lessonsNeeded = Math.ceil(Math.round((stepsLeft / stepsPerLesson) * 1000) / 1000);
  const onCourseFor = addDaysToIsoDate(today, Math.ceil((lessonsNeeded * 7) / lessonsPerWeek));
  const lessonsShort = Math.max(0, lessonsNeeded - lessonsCovered);
  const testComesFirst = testDate !== null && testDate < onCourseFor;
  const pace = `At ${NUMBER_WORDS[lessonsPerWeek] ?? lessonsPerWeek} ${lessonsPerWeek === 1 ? 'lesson' : 'lessons'} a week`;
  const start = `${pace} you are on course for ${formatForecastDate(onCourseFor, today)}`;
  let ending: string;
  if (testComesFirst && testDate) {
    ending = `your test on ${formatForecastDate(testDate, today)} comes first: ask your instructor about a mock test and extra lessons`;
  } else if (lessonsCovered === 0) {
    ending = 'you have no hours left to cover them';
  } else if (lessonsShort > 0) {
    ending = `your package runs out ${pluralLessons(lessonsShort)} before then`;
  } else {
    ending = 'your hours cover that';
  }
  return {
    ...base,
    ready: false,
    lessonsNeeded,
    onCourseFor,
    lessonsShort,
    testComesFirst,
    sentence: `${start}; ${ending}.`,
  };
}
