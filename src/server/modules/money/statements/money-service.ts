import { asSpreadsheetText, toCsv, toPoundsField, toUkDate } from '../../../../core/money/csv';
import { paymentMethodLabels } from '../../../../core/money/ledger/ledger-schemas';
import { type DatePeriod, getMonthOf, getUkTaxYear, getWeekOf } from '../../../../core/money/money-periods';
import {
  type Expense,
  expenseCategoryLabels,
  expenseSchema,
  type MoneyPeriod,
  moneySummarySchema,
  type ValidCreateExpenseRequest,
} from '../../../../core/money/money-schemas';
import {
  addDaysToIsoDate,
  SCHOOL_TIME_ZONE,
  toZonedParts,
  zonedWallTimeToInstant,
} from '../../../../core/time/london-time';
import type { AppDependencies } from '../../../app-types';
import type { DatabaseExecutor } from '../../../db/database-client';
import type { Viewer } from '../../../db/visible-learners';
import { getDebtors } from '../ledger/ledger-service';
import {
  insertExpense,
  listExpenses,
  listLessonsForExport,
  listPaymentsForExport,
  sumExpensesByCategory,
  sumPaymentsByMethod,
  sumPaymentsByPurchase,
} from './money-repository';

/** One period's takings (from the ledger's payments) and costs, and the difference. */
async function getMoneyPeriod(
  db: DatabaseExecutor,
  viewer: Viewer,
  label: string,
  period: DatePeriod,
): Promise<MoneyPeriod> {
  const [byMethod, byPurchase, byCategory] = await Promise.all([
    sumPaymentsByMethod(db, viewer, period),
    sumPaymentsByPurchase(db, viewer, period),
    sumExpensesByCategory(db, viewer, period),
  ]);
  const takingsPence = byMethod.reduce((sum, row) => sum + row.amountPence, 0);
  const costsPence = byCategory.reduce((sum, row) => sum + row.amountPence, 0);
  return {
    label,
    from: period.from,
    to: period.to,
    takingsPence,
    takingsByMethod: byMethod.map((row) => ({
      method: row.method,
      amountPence: row.amountPence,
    })),
    takingsByPackage: byPurchase.map((row) => ({
      description: row.description,
      amountPence: row.amountPence,
    })),
    costsPence,
    costsByCategory: byCategory.map((row) => ({
      category: row.category,
      amountPence: row.amountPence,
    })),
    differencePence: takingsPence - costsPence,
  };
}

/**
 * This week, this month and this UK tax year (6 April to 5 April), by London dates; who owes what.
 * The owner's is the school's; another instructor's is their own takings and costs, and who owes
 * among the learners they see (docs/decisions/0051).
 */
export async function getMoneySummary(deps: AppDependencies, viewer: Viewer) {
  const today = toZonedParts(deps.now(), SCHOOL_TIME_ZONE).date;
  const { db } = deps.database;
  const taxYear = getUkTaxYear(today);
  const [week, month, year, debtors] = await Promise.all([
    getMoneyPeriod(db, viewer, 'This week', getWeekOf(today)),
    getMoneyPeriod(db, viewer, 'This month', getMonthOf(today)),
    getMoneyPeriod(db, viewer, `Tax year ${taxYear.label}`, taxYear),
    getDebtors(db, viewer),
  ]);
  return moneySummarySchema.parse({
    week,
    month,
    taxYear: year,
    owing: { totalPence: debtors.reduce((sum, debtor) => sum + debtor.owedPence, 0), learners: debtors },
  });
}

function toExpense(row: Awaited<ReturnType<typeof insertExpense>>): Expense {
  return expenseSchema.parse(row);
}

/** Records a cost the instructor paid (fuel, insurance, ...), for the tax year's figures. */
export async function recordExpense(
  deps: AppDependencies,
  instructorId: number,
  request: ValidCreateExpenseRequest,
): Promise<Expense> {
  return toExpense(await insertExpense(deps.database.db, { instructorId, ...request }));
}

/** The costs recorded between two London dates, both included, oldest first (an instructor's own). */
export async function getExpenses(
  deps: AppDependencies,
  viewer: Viewer,
  range: DatePeriod,
): Promise<Expense[]> {
  return (await listExpenses(deps.database.db, viewer, range)).map(toExpense);
}

const lessonStatusWords: Record<string, string> = {
  scheduled: 'Booked',
  completed: 'Done',
  cancelled: 'Cancelled',
  no_show: 'No-show',
};

export const MONEY_EXPORT_HEADER = [
  'Type',
  'Date',
  'Learner',
  'For',
  'Method or category',
  'Amount (£)',
  'Minutes',
  'Note',
] as const;

/**
 * Payments, costs and lessons of a period as one CSV (RFC 4180), for a spreadsheet or an
 * accountant: UK dates, amounts in pounds (refunds negative), each kind in date order. The owner's
 * holds the school's; another instructor's their own payments, costs and lessons.
 */
export async function exportMoneyCsv(
  deps: AppDependencies,
  viewer: Viewer,
  range: DatePeriod,
): Promise<string> {
  const { db } = deps.database;
  const from = zonedWallTimeToInstant(range.from, '00:00', SCHOOL_TIME_ZONE);
  const until = zonedWallTimeToInstant(addDaysToIsoDate(range.to, 1), '00:00', SCHOOL_TIME_ZONE);
  const [paymentRows, expenseRows, lessonRows] = await Promise.all([
    listPaymentsForExport(db, viewer, range),
    listExpenses(db, viewer, range),
    listLessonsForExport(db, viewer, from, until),
  ]);
  const records: string[][] = [[...MONEY_EXPORT_HEADER]];
  for (const row of paymentRows) {
    records.push([
      row.amountPence < 0 ? 'Refund' : 'Payment',
      toUkDate(row.paidOn),
      asSpreadsheetText(row.fullName),
      asSpreadsheetText(row.description ?? ''),
      paymentMethodLabels[row.method],
      toPoundsField(row.amountPence),
      '',
      asSpreadsheetText(row.reason ?? ''),
    ]);
  }
  for (const row of expenseRows) {
    records.push([
      'Cost',
      toUkDate(row.spentOn),
      '',
      '',
      expenseCategoryLabels[row.category],
      toPoundsField(row.amountPence),
      '',
      asSpreadsheetText(row.note),
    ]);
  }
  for (const row of lessonRows) {
    const { date, time } = toZonedParts(row.startsAt, SCHOOL_TIME_ZONE);
    records.push([
      'Lesson',
      `${toUkDate(date)} ${time}`,
      asSpreadsheetText(row.fullName),
      asSpreadsheetText(row.description ?? ''),
      lessonStatusWords[row.status] ?? row.status,
      '',
      String(row.actualMinutes ?? row.bookedMinutes),
      asSpreadsheetText(row.notes ?? ''),
    ]);
  }
  return toCsv(records);
}
