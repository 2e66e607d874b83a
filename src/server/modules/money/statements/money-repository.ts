import { and, asc, between, eq, gte, inArray, lt, sql } from 'drizzle-orm';
import type { ExpenseCategory } from '../../../../core/money/money-schemas';
import type { DatabaseExecutor } from '../../../db/database-client';
import { expenses, lessons, payments, purchases, users } from '../../../db/schema';
import { ownRowOf, type Viewer } from '../../../db/visible-learners';

export interface DateRange {
  from: string;
  to: string;
}

/*
 * Whose money (docs/decisions/0051): the owner reads the whole school's; another instructor their
 * own payments (payments.instructor_id: the booking's instructor, or who recorded it), the costs
 * they recorded and the lessons they taught. `ownRowOf` is no condition for the owner.
 */

export async function insertExpense(
  db: DatabaseExecutor,
  row: {
    instructorId: number;
    spentOn: string;
    amountPence: number;
    category: ExpenseCategory;
    note: string;
  },
) {
  const [inserted] = await db.insert(expenses).values(row).returning();
  if (!inserted) throw new Error('Expense insert returned no row');
  return inserted;
}

export function listExpenses(db: DatabaseExecutor, viewer: Viewer, range: DateRange) {
  return db
    .select()
    .from(expenses)
    .where(and(between(expenses.spentOn, range.from, range.to), ownRowOf(viewer, expenses.instructorId)))
    .orderBy(asc(expenses.spentOn), asc(expenses.id));
}

/** Payments (refunds negative) in the range, summed by method. */
export function sumPaymentsByMethod(db: DatabaseExecutor, viewer: Viewer, range: DateRange) {
  return db
    .select({ method: payments.method, amountPence: sql<number>`sum(${payments.amountPence})::int` })
    .from(payments)
    .where(and(between(payments.paidOn, range.from, range.to), ownRowOf(viewer, payments.instructorId)))
    .groupBy(payments.method)
    .orderBy(asc(payments.method));
}

/** Payments in the range, summed by what they paid for (null: not tied to a purchase). */
export function sumPaymentsByPurchase(db: DatabaseExecutor, viewer: Viewer, range: DateRange) {
  return db
    .select({
      description: purchases.description,
      amountPence: sql<number>`sum(${payments.amountPence})::int`,
    })
    .from(payments)
    .leftJoin(purchases, eq(purchases.id, payments.purchaseId))
    .where(and(between(payments.paidOn, range.from, range.to), ownRowOf(viewer, payments.instructorId)))
    .groupBy(purchases.description)
    .orderBy(asc(purchases.description));
}

/** Costs in the range, summed by category. */
export function sumExpensesByCategory(db: DatabaseExecutor, viewer: Viewer, range: DateRange) {
  return db
    .select({ category: expenses.category, amountPence: sql<number>`sum(${expenses.amountPence})::int` })
    .from(expenses)
    .where(and(between(expenses.spentOn, range.from, range.to), ownRowOf(viewer, expenses.instructorId)))
    .groupBy(expenses.category)
    .orderBy(asc(expenses.category));
}

/** Payments in the range with who paid and what for, oldest first (the CSV export). */
export function listPaymentsForExport(db: DatabaseExecutor, viewer: Viewer, range: DateRange) {
  return db
    .select({
      paidOn: payments.paidOn,
      fullName: users.fullName,
      description: purchases.description,
      method: payments.method,
      amountPence: payments.amountPence,
      reason: payments.reason,
    })
    .from(payments)
    .innerJoin(users, eq(users.id, payments.studentId))
    .leftJoin(purchases, eq(purchases.id, payments.purchaseId))
    .where(and(between(payments.paidOn, range.from, range.to), ownRowOf(viewer, payments.instructorId)))
    .orderBy(asc(payments.paidOn), asc(payments.id));
}

/** Lessons starting in [from, until), with the learner, oldest first (the CSV export). */
export function listLessonsForExport(db: DatabaseExecutor, viewer: Viewer, from: Date, until: Date) {
  return db
    .select({
      startsAt: lessons.startsAt,
      fullName: users.fullName,
      description: purchases.description,
      status: lessons.status,
      bookedMinutes: lessons.bookedDurationMinutes,
      actualMinutes: lessons.actualDurationMinutes,
      notes: lessons.notes,
    })
    .from(lessons)
    .innerJoin(users, eq(users.id, lessons.studentId))
    .leftJoin(purchases, eq(purchases.id, lessons.purchaseId))
    .where(
      and(gte(lessons.startsAt, from), lt(lessons.startsAt, until), ownRowOf(viewer, lessons.instructorId)),
    )
    .orderBy(asc(lessons.startsAt), asc(lessons.id));
}

/** These instructors' costs in the range, oldest first (their statements, issue 39). */
export function listExpensesOfInstructors(
  db: DatabaseExecutor,
  instructorIds: readonly number[],
  range: DateRange,
) {
  if (instructorIds.length === 0) return Promise.resolve([]);
  return db
    .select()
    .from(expenses)
    .where(
      and(
        between(expenses.spentOn, range.from, range.to),
        inArray(expenses.instructorId, [...instructorIds]),
      ),
    )
    .orderBy(asc(expenses.spentOn), asc(expenses.id));
}
