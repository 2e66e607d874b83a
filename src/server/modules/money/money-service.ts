import { z } from 'zod';
import { LEDGER_PAYMENT_METHOD_VALUES } from '../../../core/ledger/ledger-schemas';
import { type DatePeriod, getMonthOf, getUkTaxYear, getWeekOf } from '../../../core/money/money-periods';
import {
  EXPENSE_CATEGORY_VALUES,
  type Expense,
  expenseSchema,
  type MoneyPeriod,
  moneySummarySchema,
  type ValidCreateExpenseRequest,
} from '../../../core/money/money-schemas';
import { SCHOOL_TIME_ZONE, toZonedParts } from '../../../core/time/london-time';
import type { AppDependencies } from '../../app-types';
import type { DatabaseExecutor } from '../../db/database-client';
import {
  insertExpense,
  listExpenses,
  sumExpensesByCategory,
  sumPaymentsByMethod,
  sumPaymentsByPurchase,
} from './money-repository';

const methodSchema = z.enum(LEDGER_PAYMENT_METHOD_VALUES);
const categorySchema = z.enum(EXPENSE_CATEGORY_VALUES);

/** One period's takings (from the ledger's payments) and costs, and the difference. */
async function getMoneyPeriod(db: DatabaseExecutor, label: string, period: DatePeriod): Promise<MoneyPeriod> {
  const [byMethod, byPurchase, byCategory] = await Promise.all([
    sumPaymentsByMethod(db, period),
    sumPaymentsByPurchase(db, period),
    sumExpensesByCategory(db, period),
  ]);
  const takingsPence = byMethod.reduce((sum, row) => sum + row.amountPence, 0);
  const costsPence = byCategory.reduce((sum, row) => sum + row.amountPence, 0);
  return {
    label,
    from: period.from,
    to: period.to,
    takingsPence,
    takingsByMethod: byMethod.map((row) => ({
      method: methodSchema.parse(row.method),
      amountPence: row.amountPence,
    })),
    takingsByPackage: byPurchase.map((row) => ({
      description: row.description,
      amountPence: row.amountPence,
    })),
    costsPence,
    costsByCategory: byCategory.map((row) => ({
      category: categorySchema.parse(row.category),
      amountPence: row.amountPence,
    })),
    differencePence: takingsPence - costsPence,
  };
}

/** This week, this month and this UK tax year (6 April to 5 April), by London dates. */
export async function getMoneySummary(deps: AppDependencies) {
  const today = toZonedParts(deps.now(), SCHOOL_TIME_ZONE).date;
  const { db } = deps.database;
  const taxYear = getUkTaxYear(today);
  const [week, month, year] = await Promise.all([
    getMoneyPeriod(db, 'This week', getWeekOf(today)),
    getMoneyPeriod(db, 'This month', getMonthOf(today)),
    getMoneyPeriod(db, `Tax year ${taxYear.label}`, taxYear),
  ]);
  return moneySummarySchema.parse({ week, month, taxYear: year });
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

/** The costs recorded between two London dates, both included, oldest first. */
export async function getExpenses(deps: AppDependencies, range: DatePeriod): Promise<Expense[]> {
  return (await listExpenses(deps.database.db, range)).map(toExpense);
}
