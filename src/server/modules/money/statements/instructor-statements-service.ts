import { formatShortDate } from '../../../../core/format/display-format';
import { asSpreadsheetText, toCsv, toPoundsField, toUkDate } from '../../../../core/money/csv';
import { summariseInstructorStatement } from '../../../../core/money/instructor-statement';
import { getWeekOf } from '../../../../core/money/money-periods';
import { expenseCategoryLabels } from '../../../../core/money/money-schemas';
import { formatBasisPoints } from '../../../../core/money/school-fee-terms-schemas';
import { computeSchoolFees, getFeeModelOn, type SchoolFeeLine } from '../../../../core/money/school-fees';
import {
  getStatementPeriod,
  type InstructorStatement,
  type SchoolStatement,
  type StatementPeriod,
  type StatementQuery,
  type StatementTotals,
} from '../../../../core/money/statement-schemas';
import {
  computeTurnover,
  describeTurnoverBasis,
  type TurnoverBasisChange,
} from '../../../../core/money/turnover-basis';
import type { InstructorProfile } from '../../../../core/platform/auth/auth-schemas';
import { isOwner } from '../../../../core/platform/auth/instructor-roles';
import {
  addDaysToIsoDate,
  SCHOOL_TIME_ZONE,
  toZonedParts,
  zonedWallTimeToInstant,
} from '../../../../core/time/london-time';
import type { AppDependencies } from '../../../app-types';
import type { DatabaseExecutor } from '../../../db/database-client';
import type { Viewer } from '../../../db/visible-learners';
import { notFound } from '../../../lib/app-error';
import { getInstructorContact } from '../../platform/auth/account-service';
import { listInstructorsForOwner } from '../../platform/auth/instructor-accounts-service';
import { getLessonCreditsTaughtBetween, type TaughtLessonCredit } from '../ledger/ledger-service';
import {
  type FeeTermsOfInstructor,
  getFeeTermsOfInstructors,
  getTurnoverBasisHistory,
} from '../school-fees/school-fees-service';
import { listExpensesOfInstructors } from './money-repository';
import { getPeriodSettlingUp } from './settling-up-service';

/*
 * Instructors' statements (issue 39, docs/decisions/0059): each lesson's money from the ledger
 * (the ledger service's credits), the school's fees by the instructor's terms, their costs and the
 * net, for a week, month, tax year or Making Tax Digital quarter. The rules are core's; this reads
 * the rows and hands them over.
 */

export const STATEMENT_NOT_FOUND_MESSAGE = 'That instructor was not found.';

const londonParts = (instant: Date) => toZonedParts(instant, SCHOOL_TIME_ZONE);

interface StatementInstructor {
  id: number;
  name: string;
  /** The owner is the school: their lessons are its own sales, and nothing is settled with them. */
  isOwner: boolean;
}

interface StatementInput {
  period: StatementPeriod;
  instructor: StatementInstructor;
  basisHistory: readonly TurnoverBasisChange[];
  credits: readonly TaughtLessonCredit[];
  feeTerms: FeeTermsOfInstructor;
  costs: Awaited<ReturnType<typeof listExpensesOfInstructors>>;
}

/** One instructor's statement from their rows: lines in date order, totals by core's summary. */
function buildStatement(input: StatementInput): InstructorStatement {
  const { period, feeTerms } = input;
  // Every lesson read (to the end of the period's last week, for "no lessons, no fee").
  const taught = input.credits.map((credit) => ({ credit, ...londonParts(credit.startsAt) }));
  const fees = computeSchoolFees({
    terms: feeTerms.terms,
    period,
    lessons: taught.map(({ credit, date }) => ({
      lessonId: credit.lessonId,
      day: date,
      pence: credit.pence,
    })),
    // The referral's own id stands in for the learner: a learner since deleted still has their fee.
    referrals: feeTerms.referrals.map((referral) => ({ learnerId: referral.id, day: referral.day })),
  });
  const inPeriod = taught.filter(({ date }) => period.from <= date && date <= period.to);
  const creditsById = new Map(inPeriod.map(({ credit, date }) => [credit.lessonId, { credit, date }]));
  const referralsById = new Map(feeTerms.referrals.map((referral) => [referral.id, referral]));

  const describeFee = (fee: SchoolFeeLine): string => {
    switch (fee.kind) {
      case 'weekly_franchise':
        return `Franchise fee, week from ${formatShortDate(fee.weekFrom)}`;
      case 'commission': {
        const model = getFeeModelOn(feeTerms.terms.history, fee.day);
        const share = model.kind === 'commission' ? `${formatBasisPoints(model.basisPoints)} ` : '';
        const lesson = creditsById.get(fee.lessonId);
        return `Commission ${share}on ${lesson?.credit.learnerName || 'a lesson'}'s lesson`.replace(
          /\s+/g,
          ' ',
        );
      }
      case 'referral':
        return `Referral: ${referralsById.get(fee.learnerId)?.learnerName ?? 'a learner since deleted'}`;
    }
  };

  const lessons = inPeriod.map(({ credit, date, time }) => ({
    lessonId: credit.lessonId,
    day: date,
    time,
    learnerName: credit.learnerName || null,
    minutes: credit.minutes,
    pence: credit.pence,
    unfundedMinutes: credit.unfundedMinutes,
  }));
  const costs = input.costs.map((cost) => ({
    day: cost.spentOn,
    category: expenseCategoryLabels[cost.category],
    note: cost.note,
    pence: cost.amountPence,
  }));
  return {
    instructor: { id: input.instructor.id, name: input.instructor.name },
    period,
    totals: summariseInstructorStatement({ period, lessons, fees, costs }),
    turnover: computeTurnover({
      history: input.basisHistory,
      period,
      lessons,
      fees,
      taughtBySchool: input.instructor.isOwner,
    }),
    // Read by the one-instructor statement only (the school's table has no use for it).
    settlingUp: null,
    lessons,
    fees: fees.map((fee) => ({
      kind: fee.kind,
      day: fee.day,
      description: describeFee(fee),
      pence: fee.pence,
    })),
    costs,
  };
}

/** The period asked for: of its kind, holding the day given, or today in London. */
function periodAsked(deps: AppDependencies, query: StatementQuery): StatementPeriod {
  return getStatementPeriod(query.kind, query.day ?? londonParts(deps.now()).date);
}

/** The statements of these instructors for the period, in the order given. */
async function buildStatements(
  db: DatabaseExecutor,
  instructors: readonly StatementInstructor[],
  period: StatementPeriod,
): Promise<InstructorStatement[]> {
  const ids = instructors.map((instructor) => instructor.id);
  // Lessons to the Sunday of the period's last week: a week's "no lessons, no fee" looks at all of it.
  const lastDay = getWeekOf(period.to).to;
  const [credits, feeTerms, costs, basisHistory] = await Promise.all([
    getLessonCreditsTaughtBetween(db, {
      instructorIds: ids,
      from: zonedWallTimeToInstant(period.from, '00:00', SCHOOL_TIME_ZONE),
      until: zonedWallTimeToInstant(addDaysToIsoDate(lastDay, 1), '00:00', SCHOOL_TIME_ZONE),
    }),
    getFeeTermsOfInstructors(db, ids),
    listExpensesOfInstructors(db, ids, period),
    getTurnoverBasisHistory(db),
  ]);
  return instructors.map((instructor) =>
    buildStatement({
      period,
      instructor,
      basisHistory,
      credits: credits.filter((credit) => credit.instructorId === instructor.id),
      feeTerms: feeTerms.get(instructor.id) ?? {
        terms: { history: [], franchiseFreeWeeks: [] },
        referrals: [],
      },
      costs: costs.filter((cost) => cost.instructorId === instructor.id),
    }),
  );
}

/** An instructor's statement: their own, or anyone's for the owner (404 for another's, as for none). */
export async function getInstructorStatement(
  deps: AppDependencies,
  viewer: Viewer,
  instructorId: number,
  query: StatementQuery,
): Promise<InstructorStatement> {
  const { db } = deps.database;
  if (!isOwner(viewer) && viewer.id !== instructorId) throw notFound(STATEMENT_NOT_FOUND_MESSAGE);
  const instructor = await getInstructorContact(db, instructorId);
  if (!instructor) throw notFound(STATEMENT_NOT_FOUND_MESSAGE);
  const who = {
    id: instructor.id,
    name: instructor.fullName ?? instructor.email,
    isOwner: isOwner(instructor),
  };
  const period = periodAsked(deps, query);
  const [[statement], settlingUp] = await Promise.all([
    buildStatements(db, [who], period),
    getPeriodSettlingUp(db, who, period),
  ]);
  if (!statement) throw new Error('A statement was asked for and none was built');
  return { ...statement, settlingUp };
}

function addTotals(a: StatementTotals, b: StatementTotals): StatementTotals {
  return {
    lessons: a.lessons + b.lessons,
    lessonMinutes: a.lessonMinutes + b.lessonMinutes,
    lessonPence: a.lessonPence + b.lessonPence,
    feesPence: a.feesPence + b.feesPence,
    costsPence: a.costsPence + b.costsPence,
    netPence: a.netPence + b.netPence,
  };
}

const NO_TOTALS: StatementTotals = {
  lessons: 0,
  lessonMinutes: 0,
  lessonPence: 0,
  feesPence: 0,
  costsPence: 0,
  netPence: 0,
};

/** The school's statement (owner): each instructor's totals, and the sum. */
export async function getSchoolStatement(
  deps: AppDependencies,
  owner: InstructorProfile,
  query: StatementQuery,
): Promise<SchoolStatement> {
  const accounts = await listInstructorsForOwner(deps, owner);
  const period = periodAsked(deps, query);
  const statements = await buildStatements(
    deps.database.db,
    accounts.instructors.map((account) => ({
      id: account.id,
      name: account.fullName ?? account.email,
      isOwner: isOwner(account),
    })),
    period,
  );
  const turnovers = statements.map((statement) => statement.turnover);
  return {
    period,
    instructors: statements.map((statement) => ({
      ...statement.instructor,
      totals: statement.totals,
      turnover: statement.turnover,
    })),
    totals: statements.reduce((sum, statement) => addTotals(sum, statement.totals), NO_TOTALS),
    turnover: turnovers.every((turnover) => turnover !== null)
      ? {
          schoolPence: turnovers.reduce((sum, turnover) => sum + turnover.schoolPence, 0),
          instructorsPence: turnovers.reduce((sum, turnover) => sum + turnover.instructorPence, 0),
        }
      : null,
  };
}

export const STATEMENT_CSV_HEADER = ['Type', 'Date', 'Learner or item', 'Minutes', 'Amount (£)'] as const;

/**
 * A statement as CSV (RFC 4180, with a BOM, through core's csv helper): UK dates, pounds with two
 * decimals (fees and costs negative, as they come off the lesson money), then the totals.
 */
export function toStatementCsv(statement: InstructorStatement): string {
  const { period, totals } = statement;
  const records: string[][] = [[...STATEMENT_CSV_HEADER]];
  for (const lesson of statement.lessons) {
    const learner = asSpreadsheetText(lesson.learnerName ?? 'A learner since erased');
    records.push([
      lesson.unfundedMinutes > 0 ? 'Lesson (part not yet paid for)' : 'Lesson',
      toUkDate(lesson.day),
      learner,
      String(lesson.minutes),
      toPoundsField(lesson.pence),
    ]);
  }
  for (const fee of statement.fees) {
    records.push([
      'School fee',
      toUkDate(fee.day),
      asSpreadsheetText(fee.description),
      '',
      toPoundsField(-fee.pence),
    ]);
  }
  for (const cost of statement.costs) {
    const item = cost.note ? `${cost.category}: ${cost.note}` : cost.category;
    records.push(['Cost', toUkDate(cost.day), asSpreadsheetText(item), '', toPoundsField(-cost.pence)]);
  }
  const range = `${toUkDate(period.from)} to ${toUkDate(period.to)}`;
  records.push([
    'Total lessons',
    range,
    asSpreadsheetText(statement.instructor.name),
    String(totals.lessonMinutes),
    toPoundsField(totals.lessonPence),
  ]);
  records.push(['Total school fees', range, '', '', toPoundsField(-totals.feesPence)]);
  records.push(['Total costs', range, '', '', toPoundsField(-totals.costsPence)]);
  records.push(['Net', range, '', '', toPoundsField(totals.netPence)]);
  if (statement.turnover) {
    const basis = describeTurnoverBasis(statement.turnover.basis);
    records.push(["School's turnover", range, basis, '', toPoundsField(statement.turnover.schoolPence)]);
    records.push([
      "Instructor's turnover",
      range,
      basis,
      '',
      toPoundsField(statement.turnover.instructorPence),
    ]);
  }
  const settling = statement.settlingUp;
  if (settling) {
    // Settling up: positive is owed to the instructor, negative is owed by them to the school.
    const owedLabel = 'Owed to the instructor (negative: owed to the school)';
    records.push([
      'Settling up: balance before',
      toUkDate(period.from),
      owedLabel,
      '',
      toPoundsField(settling.openingOwedToInstructorPence),
    ]);
    records.push([
      'Taken from learners directly',
      range,
      'Cash and bank transfers the instructor received',
      '',
      toPoundsField(-settling.period.receivedDirectlyPence),
    ]);
    for (const transfer of [...settling.transfers].reverse()) {
      const toInstructor = transfer.direction === 'to_instructor';
      const what = transfer.reversesSettlementId === null ? 'Transfer' : 'Transfer undone';
      records.push([
        toInstructor ? `${what}: school to instructor` : `${what}: instructor to school`,
        toUkDate(transfer.paidOn),
        asSpreadsheetText(transfer.reference),
        '',
        toPoundsField(toInstructor ? -transfer.amountPence : transfer.amountPence),
      ]);
    }
    records.push([
      'Settling up: balance after',
      toUkDate(period.to),
      owedLabel,
      '',
      toPoundsField(settling.closingOwedToInstructorPence),
    ]);
  }
  return toCsv(records);
}

export async function exportInstructorStatementCsv(
  deps: AppDependencies,
  viewer: Viewer,
  instructorId: number,
  query: StatementQuery,
): Promise<{ csv: string; period: StatementPeriod }> {
  const statement = await getInstructorStatement(deps, viewer, instructorId, query);
  return { csv: toStatementCsv(statement), period: statement.period };
}
