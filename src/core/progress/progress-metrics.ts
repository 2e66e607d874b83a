/*
 * The figures of the learner's progress card (spec learner side, section 9, as decisions.md
 * "Progress" settles them): real durations for the hours. Test readiness is no longer counted from
 * lessons: it comes from the skill levels and mock tests (test-readiness.ts, issue 25).
 */
import { isSkillPractised, SKILLS_CATALOGUE, TOTAL_SKILLS } from './skills-catalogue';

/** Lessons most learners take before a test: the lessons bar's target (not readiness). */
export const LESSONS_TARGET = 20;
/** The skills of the skills map, which the note form now lists (issue 25): 19. */
export const SKILLS_TARGET = TOTAL_SKILLS;

export interface LessonFacts {
  date: string;
  startTime: string;
  bookedDuration: number;
  actualDuration: number | null;
  status: string;
}

export interface ProgressMetrics {
  lessonsCompleted: number;
  lessonsTarget: number;
  skillsPractised: number;
  skillsTarget: number;
  /** Hours, to one decimal place. */
  totalHours: number;
  /** The next scheduled lesson from now, or null. */
  nextLesson: LessonFacts | null;
}

export interface ProgressMetricsInput {
  lessons: readonly LessonFacts[];
  notes: readonly { skillsPracticed: readonly string[] }[];
  /** Europe/London wall-clock date (YYYY-MM-DD) and time (HH:MM) of now. */
  now: { date: string; time: string };
}

export function getProgressMetrics({ lessons, notes, now }: ProgressMetricsInput): ProgressMetrics {
  const completed = lessons.filter((lesson) => lesson.status === 'completed');
  const practisedTexts = notes.flatMap((note) => note.skillsPracticed);
  const skillsPractised = SKILLS_CATALOGUE.filter((skill) =>
    isSkillPractised(skill.name, practisedTexts),
  ).length;
  const totalMinutes = completed.reduce(
    (sum, lesson) => sum + (lesson.actualDuration ?? lesson.bookedDuration),
    0,
  );
  return {
    lessonsCompleted: completed.length,
    lessonsTarget: LESSONS_TARGET,
    skillsPractised,
    skillsTarget: SKILLS_TARGET,
    totalHours: Math.round((totalMinutes / 60) * 10) / 10,
    nextLesson: getNextLesson(lessons, now),
  };
}

/** The earliest scheduled lesson that has not started yet. */
export function getNextLesson(
  lessons: readonly LessonFacts[],
  now: { date: string; time: string },
): LessonFacts | null {
  const nowKey = `${now.date}T${now.time}`;
  const upcoming = lessons
    .filter((lesson) => lesson.status === 'scheduled' && `${lesson.date}T${lesson.startTime}` >= nowKey)
    .sort((a, b) => `${a.date}T${a.startTime}`.localeCompare(`${b.date}T${b.startTime}`));
  return upcoming[0] ?? null;
}
