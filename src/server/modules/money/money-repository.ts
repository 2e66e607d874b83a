import { and, asc, between, eq, sql } from 'drizzle-orm';
import type { DatabaseExecutor } from '../../db/database-client';
import { expenses, payments, purchases } from '../../db/schema';

export interface DateRange {
  from: string;
  to: string;
}

export async function insertExpense(
  db: DatabaseExecutor,
  row: { instructorId: number; spentOn: string; amountPence: number; category: string; note: string },
) {
  const [inserted] = await db.insert(expenses).values(row).returning();
  if (!inserted) throw new Error('Expense insert returned no row');
  return inserted;
}

export function listExpenses(db: DatabaseExecutor, range: DateRange) {
  return db
    .select()
    .from(expenses)
    .where(between(expenses.spentOn, range.from, range.to))
    .orderBy(asc(expenses.spentOn), asc(expenses.id));
}

/** Payments (refunds negative) in the range, summed by method. */
export function sumPaymentsByMethod(db: DatabaseExecutor, range: DateRange) {
  return db
    .select({ method: payments.method, amountPence: sql<number>`sum(${payments.amountPence})::int` })
    .from(payments)
    .where(between(payments.paidOn, range.from, range.to))
    .groupBy(payments.method)
    .orderBy(asc(payments.method));
}

/** Payments in the range, summed by what they paid for (null: not tied to a purchase). */
export function sumPaymentsByPurchase(db: DatabaseExecutor, range: DateRange) {
  return db
    .select({
      description: purchases.description,
      amountPence: sql<number>`sum(${payments.amountPence})::int`,
    })
    .from(payments)
    .leftJoin(purchases, eq(purchases.id, payments.purchaseId))
    .where(between(payments.paidOn, range.from, range.to))
    .groupBy(purchases.description)
    .orderBy(asc(purchases.description));
}

/** Costs in the range, summed by category. */
export function sumExpensesByCategory(db: DatabaseExecutor, range: DateRange) {
  return db
    .select({ category: expenses.category, amountPence: sql<number>`sum(${expenses.amountPence})::int` })
    .from(expenses)
    .where(and(between(expenses.spentOn, range.from, range.to)))
    .groupBy(expenses.category)
    .orderBy(asc(expenses.category));
}
