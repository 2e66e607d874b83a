import { z } from 'zod';
import { isoDateField } from '../api/date-time-schemas';
import { formatLongDate, MONTH_NAMES } from '../format/display-format';
import { type DatePeriod, getMonthOf, getMtdQuarter, getUkTaxYear, getWeekOf } from './money-periods';
import { SCHOOL_FEE_MODEL_KINDS } from './school-fees';
import { periodSettlingUpSchema, turnoverSchema } from './settling-up-schemas';

/*
 * Instructors' statements at the API's edge (issue 39, docs/decisions/0059): a period chosen by
 * its kind and any day in it; each lesson's money (creditLessons), the school's fees
 * (computeSchoolFees), the instructor's costs and the net (summariseInstructorStatement).
 */

export const STATEMENT_PERIOD_KINDS = ['week', 'month', 'tax_year', 'mtd_quarter'] as const;
export type StatementPeriodKind = (typeof STATEMENT_PERIOD_KINDS)[number];

export const statementPeriodKindLabels: Record<StatementPeriodKind, string> = {
  week: 'Week',
  month: 'Month',
  tax_year: 'Tax year',
  mtd_quarter: 'MTD quarter',
};

export const STATEMENT_KIND_MESSAGE = 'Choose a week, month, tax year or quarter';
export const STATEMENT_DAY_MESSAGE = 'Enter a day in the period';

/** `?kind=mtd_quarter&day=2026-07-06`: the period that holds the day (by default, this month). */
export const statementQuerySchema = z.object({
  kind: z.enum(STATEMENT_PERIOD_KINDS, STATEMENT_KIND_MESSAGE).default('month'),
  /** Today in London when left out. */
  day: isoDateField(STATEMENT_DAY_MESSAGE).optional(),
});
export type StatementQuery = z.output<typeof statementQuerySchema>;

export const statementPeriodSchema = z.object({
  kind: z.enum(STATEMENT_PERIOD_KINDS),
  label: z.string(),
  from: z.iso.date(),
  to: z.iso.date(),
  /** A Making Tax Digital quarter's last day for its update; null for other periods. */
  updateDueOn: z.iso.date().nullable(),
});
export type StatementPeriod = z.infer<typeof statementPeriodSchema>;

/** The period of a kind that holds a day, with its name as the statement heads it. */
export function getStatementPeriod(kind: StatementPeriodKind, day: string): StatementPeriod {
  switch (kind) {
    case 'week': {
      const week: DatePeriod = getWeekOf(day);
      return { kind, ...week, label: `Week from ${formatLongDate(week.from)}`, updateDueOn: null };
    }
    case 'month': {
      const month = getMonthOf(day);
      const monthName = MONTH_NAMES[Number(month.from.slice(5, 7)) - 1] ?? '';
      return { kind, ...month, label: `${monthName} ${month.from.slice(0, 4)}`, updateDueOn: null };
    }
    case 'tax_year': {
      const year = getUkTaxYear(day);
      return { kind, from: year.from, to: year.to, label: `Tax year ${year.label}`, updateDueOn: null };
    }
    case 'mtd_quarter': {
      const quarter = getMtdQuarter(day);
      return {
        kind,
        from: quarter.from,
        to: quarter.to,
        label: quarter.label,
        updateDueOn: quarter.updateDueOn,
      };
    }
  }
}

const pence = z.number().int();

export const statementTotalsSchema = z.object({
  lessons: z.number().int().nonnegative(),
  lessonMinutes: z.number().int().nonnegative(),
  lessonPence: pence,
  feesPence: pence,
  costsPence: pence,
  netPence: pence,
});
export type StatementTotals = z.infer<typeof statementTotalsSchema>;

export const statementLessonLineSchema = z.object({
  lessonId: z.number().int().positive(),
  day: z.iso.date(),
  /** London wall time it started (HH:MM). */
  time: z.string(),
  /** Null: a learner since erased. */
  learnerName: z.string().nullable(),
  minutes: z.number().int().nonnegative(),
  pence,
  /** Minutes taught beyond everything the learner bought: credited at no price (0059). */
  unfundedMinutes: z.number().int().nonnegative(),
});

export const statementFeeLineSchema = z.object({
  kind: z.enum(SCHOOL_FEE_MODEL_KINDS),
  day: z.iso.date(),
  description: z.string(),
  pence,
});

export const statementCostLineSchema = z.object({
  day: z.iso.date(),
  category: z.string(),
  note: z.string(),
  pence,
});

/** `GET /api/money/statements/instructors/{id}`: one instructor's statement. */
export const instructorStatementSchema = z.object({
  instructor: z.object({ id: z.number().int().positive(), name: z.string() }),
  period: statementPeriodSchema,
  totals: statementTotalsSchema,
  lessons: z.array(statementLessonLineSchema),
  fees: z.array(statementFeeLineSchema),
  costs: z.array(statementCostLineSchema),
  /** Whose turnover the period's money is, by the school's agent-or-principal choice; null: not chosen. */
  turnover: turnoverSchema.nullable(),
  /** What the school and the instructor owe each other (0062); null for the owner, who is the school. */
  settlingUp: periodSettlingUpSchema.nullable(),
});
export type InstructorStatement = z.infer<typeof instructorStatementSchema>;

/** `GET /api/money/statements/school`: every instructor's totals, and the school's. */
export const schoolStatementSchema = z.object({
  period: statementPeriodSchema,
  instructors: z.array(
    z.object({
      id: z.number().int().positive(),
      name: z.string(),
      totals: statementTotalsSchema,
      turnover: turnoverSchema.nullable(),
    }),
  ),
  totals: statementTotalsSchema,
  /** The school's turnover and the instructors' together; null while agent or principal is not chosen. */
  turnover: z.object({ schoolPence: z.number().int(), instructorsPence: z.number().int() }).nullable(),
});
export type SchoolStatement = z.infer<typeof schoolStatementSchema>;
