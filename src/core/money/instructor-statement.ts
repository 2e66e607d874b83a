import type { DatePeriod } from './money-periods';
import type { SchoolFeeLine } from './school-fees';

/*
 * An instructor's statement for a period (issue 39): the money of the lessons they taught (as
 * creditLessons gives it), the fees they owe the school for those days (computeSchoolFees), their
 * own costs, and what is left. Each amount counts on its own London day, so statements of any
 * cut of a year (weeks, months, tax quarters) add up to the year's.
 */

export interface StatementLesson {
  /** The London date it was taught. */
  day: string;
  minutes: number;
  pence: number;
}

export interface StatementCost {
  day: string;
  pence: number;
}

export interface InstructorStatementTotals {
  lessons: number;
  lessonMinutes: number;
  lessonPence: number;
  feesPence: number;
  costsPence: number;
  /** Lesson money less the school's fees and the instructor's costs (negative: a loss). */
  netPence: number;
}

export function summariseInstructorStatement(entries: {
  period: DatePeriod;
  lessons: readonly StatementLesson[];
  fees: readonly SchoolFeeLine[];
  costs: readonly StatementCost[];
}): InstructorStatementTotals {
  const inPeriod = <T extends { day: string }>(items: readonly T[]) =>
    items.filter((item) => entries.period.from <= item.day && item.day <= entries.period.to);
  const lessons = inPeriod(entries.lessons);
  const lessonPence = lessons.reduce((sum, lesson) => sum + lesson.pence, 0);
  const feesPence = inPeriod(entries.fees).reduce((sum, fee) => sum + fee.pence, 0);
  const costsPence = inPeriod(entries.costs).reduce((sum, cost) => sum + cost.pence, 0);
  return {
    lessons: lessons.length,
    lessonMinutes: lessons.reduce((sum, lesson) => sum + lesson.minutes, 0),
    lessonPence,
    feesPence,
    costsPence,
    netPence: lessonPence - feesPence - costsPence,
  };
}
