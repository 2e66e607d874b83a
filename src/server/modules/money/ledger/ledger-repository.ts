import { and, asc, eq, inArray, isNull, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { DatabaseExecutor } from '../../../db/database-client';
import { bookings, instructors, lessons, packages, payments, purchases, users } from '../../../db/schema';
import { learnerVisibleTo, type Viewer } from '../../../db/visible-learners';

/*
 * The only place that reads and writes the ledger's rows (purchases, payments, and the ledger's
 * columns of lessons). docs/decisions/0018-ledger.md
 */

export type PurchaseRow = typeof purchases.$inferSelect;
export type NewPurchaseRow = typeof purchases.$inferInsert;
export type PaymentRow = typeof payments.$inferSelect;
export type NewPaymentRow = typeof payments.$inferInsert;

export async function insertPurchase(db: DatabaseExecutor, row: NewPurchaseRow): Promise<PurchaseRow> {
  const [inserted] = await db.insert(purchases).values(row).returning();
  if (!inserted) throw new Error('Inserting a purchase returned no row');
  return inserted;
}

/** A payment; null when one with the same external reference is already recorded (a replayed event). */
export async function insertPayment(db: DatabaseExecutor, row: NewPaymentRow): Promise<PaymentRow | null> {
  const [inserted] = await db.insert(payments).values(row).onConflictDoNothing().returning();
  return inserted ?? null;
}

export function listPurchasesOfStudent(db: DatabaseExecutor, studentId: number): Promise<PurchaseRow[]> {
  return db
    .select()
    .from(purchases)
    .where(eq(purchases.studentId, studentId))
    .orderBy(asc(purchases.purchasedAt), asc(purchases.id));
}

export function listPaymentsOfStudent(db: DatabaseExecutor, studentId: number): Promise<PaymentRow[]> {
  return db
    .select()
    .from(payments)
    .where(eq(payments.studentId, studentId))
    .orderBy(asc(payments.paidOn), asc(payments.id));
}

export async function findPurchaseOfBooking(
  db: DatabaseExecutor,
  bookingId: number,
): Promise<PurchaseRow | undefined> {
  const [row] = await db.select().from(purchases).where(eq(purchases.bookingId, bookingId));
  return row;
}

export async function findPurchaseForUpdate(
  db: DatabaseExecutor,
  purchaseId: number,
): Promise<PurchaseRow | undefined> {
  const [row] = await db.select().from(purchases).where(eq(purchases.id, purchaseId)).for('update');
  return row;
}

/** The lessons of the learner with what the ledger reads of them (those of any purchase or none). */
export function listLedgerLessonsOfStudent(db: DatabaseExecutor, studentId: number) {
  return db
    .select({
      id: lessons.id,
      purchaseId: lessons.purchaseId,
      status: lessons.status,
      bookedMinutes: lessons.bookedDurationMinutes,
      actualMinutes: lessons.actualDurationMinutes,
      chargedMinutes: lessons.chargedMinutes,
    })
    .from(lessons)
    .where(eq(lessons.studentId, studentId));
}

/** Locks the learner's purchases, so two lessons drawn at once cannot both take the last hours. */
export async function lockPurchasesOfStudent(db: DatabaseExecutor, studentId: number): Promise<void> {
  await db
    .select({ id: purchases.id })
    .from(purchases)
    .where(eq(purchases.studentId, studentId))
    .for('update');
}

/** Payments recorded through a booking before it had a purchase are attached to it once it has. */
export async function attachBookingPaymentsToPurchase(
  db: DatabaseExecutor,
  bookingId: number,
  purchaseId: number,
): Promise<void> {
  await db
    .update(payments)
    .set({ purchaseId })
    .where(and(eq(payments.bookingId, bookingId), sql`${payments.purchaseId} IS NULL`));
}

export async function attachLessonsOfBookingToPurchase(
  db: DatabaseExecutor,
  bookingId: number,
  purchaseId: number,
): Promise<void> {
  await db.update(lessons).set({ purchaseId }).where(eq(lessons.bookingId, bookingId));
}

/**
 * The instructor a payment belongs to when its booking has none yet (paid before anyone answered
 * it): the school's first instructor, the only one today.
 */
export async function findSchoolInstructorId(db: DatabaseExecutor): Promise<number> {
  const [row] = await db
    .select({ id: instructors.id })
    .from(instructors)
    .orderBy(asc(instructors.id))
    .limit(1);
  if (!row) throw new Error('The school has no instructor');
  return row.id;
}

/** What an approved booking's purchase is made of: its learner, instructor, package and amount. */
export async function findBookingForPurchase(db: DatabaseExecutor, bookingId: number) {
  const [row] = await db
    .select({
      id: bookings.id,
      studentId: bookings.studentId,
      instructorId: bookings.instructorId,
      packageType: bookings.packageType,
      packageName: packages.name,
      totalAmountPence: bookings.totalAmountPence,
      totalMinutes: bookings.packageMinutes,
    })
    .from(bookings)
    .innerJoin(packages, eq(packages.packageType, bookings.packageType))
    .where(eq(bookings.id, bookingId));
  return row;
}

/** The ledger rows of many learners at once (three queries, whatever their number). */
export async function listLedgerRowsOfStudents(db: DatabaseExecutor, studentIds: readonly number[]) {
  if (studentIds.length === 0) return { purchases: [], payments: [], lessons: [] };
  const ids = [...studentIds];
  const [purchaseRows, paymentRows, lessonRows] = await Promise.all([
    db
      .select({
        studentId: purchases.studentId,
        minutes: purchases.minutes,
        pricePence: purchases.pricePence,
        purchasedAt: purchases.purchasedAt,
      })
      .from(purchases)
      .where(inArray(purchases.studentId, ids)),
    db
      .select({ studentId: payments.studentId, amountPence: payments.amountPence })
      .from(payments)
      .where(inArray(payments.studentId, ids)),
    db
      .select({
        studentId: lessons.studentId,
        status: lessons.status,
        bookedMinutes: lessons.bookedDurationMinutes,
        actualMinutes: lessons.actualDurationMinutes,
        chargedMinutes: lessons.chargedMinutes,
      })
      .from(lessons)
      .where(inArray(lessons.studentId, ids)),
  ]);
  return { purchases: purchaseRows, payments: paymentRows, lessons: lessonRows };
}

/**
 * The ledger's sums for many learners at once, one row per learner with any ledger line (one
 * query, whatever their number; the ids go as one array parameter). The balance rule stays in
 * core (computeLedgerBalance): these are the sums it would make of each learner's rows, added up
 * by the database instead of sent row by row (docs/decisions/0043-fast-today-and-students.md).
 */
export function sumLedgerOfStudents(db: DatabaseExecutor, studentIds: readonly number[]) {
  const ids = sql`${sql.param([...studentIds])}::int[]`;
  const total = (expression: SQL, where: SQL = sql`true`) =>
    sql<number>`coalesce(sum(${expression}) filter (where ${where}), 0)::int`.mapWith(Number);
  const purchaseSums = db
    .select({
      studentId: purchases.studentId,
      minutes: total(sql`${purchases.minutes}`).as('purchase_minutes'),
      pricePence: total(sql`${purchases.pricePence}`).as('purchase_price_pence'),
    })
    .from(purchases)
    .where(sql`${purchases.studentId} = any(${ids})`)
    .groupBy(purchases.studentId)
    .as('purchase_sums');
  const paymentSums = db
    .select({
      studentId: payments.studentId,
      amountPence: total(sql`${payments.amountPence}`).as('payment_amount_pence'),
    })
    .from(payments)
    .where(sql`${payments.studentId} = any(${ids})`)
    .groupBy(payments.studentId)
    .as('payment_sums');
  const lessonSums = db
    .select({
      studentId: lessons.studentId,
      // What getUsedMinutes counts for each status, summed: booked ones reserve, done ones use
      // their actual length, cancelled and no-show ones what they were charged.
      scheduledMinutes: total(sql`${lessons.bookedDurationMinutes}`, sql`${lessons.status} = 'scheduled'`).as(
        'scheduled_minutes',
      ),
      completedMinutes: total(
        sql`coalesce(${lessons.actualDurationMinutes}, ${lessons.bookedDurationMinutes})`,
        sql`${lessons.status} = 'completed'`,
      ).as('completed_minutes'),
      chargedMinutes: total(
        sql`coalesce(${lessons.chargedMinutes}, 0)`,
        sql`${lessons.status} in ('cancelled', 'no_show')`,
      ).as('charged_minutes'),
    })
    .from(lessons)
    .where(sql`${lessons.studentId} = any(${ids})`)
    .groupBy(lessons.studentId)
    .as('lesson_sums');
  return db
    .select({
      studentId: users.id,
      purchaseMinutes: sql<number>`coalesce(${purchaseSums.minutes}, 0)`.mapWith(Number),
      purchasePricePence: sql<number>`coalesce(${purchaseSums.pricePence}, 0)`.mapWith(Number),
      paymentAmountPence: sql<number>`coalesce(${paymentSums.amountPence}, 0)`.mapWith(Number),
      scheduledMinutes: sql<number>`coalesce(${lessonSums.scheduledMinutes}, 0)`.mapWith(Number),
      completedMinutes: sql<number>`coalesce(${lessonSums.completedMinutes}, 0)`.mapWith(Number),
      chargedMinutes: sql<number>`coalesce(${lessonSums.chargedMinutes}, 0)`.mapWith(Number),
    })
    .from(users)
    .leftJoin(purchaseSums, eq(purchaseSums.studentId, users.id))
    .leftJoin(paymentSums, eq(paymentSums.studentId, users.id))
    .leftJoin(lessonSums, eq(lessonSums.studentId, users.id))
    .where(sql`${users.id} = any(${ids})`);
}

/**
 * Every learner with a purchase or a payment, among those the viewer sees: those who can owe money
 * or be in credit.
 */
export async function listStudentsWithMoney(db: DatabaseExecutor, viewer: Viewer) {
  const rows = await db
    .selectDistinct({ studentId: purchases.studentId, fullName: users.fullName })
    .from(purchases)
    .innerJoin(users, eq(users.id, purchases.studentId))
    .where(learnerVisibleTo(viewer, users.id))
    .union(
      db
        .selectDistinct({ studentId: payments.studentId, fullName: users.fullName })
        .from(payments)
        .innerJoin(users, eq(users.id, payments.studentId))
        .where(learnerVisibleTo(viewer, users.id)),
    );
  return rows;
}

/**
 * A cancelled lesson's forfeit no longer counts (its charged minutes go back to the purchase).
 * Only while it still counts: the answer says how many minutes came back, null when none did.
 */
export async function clearCancellationCharge(db: DatabaseExecutor, lessonId: number, now: Date) {
  const [before] = await db
    .select({ chargedMinutes: lessons.chargedMinutes })
    .from(lessons)
    .where(and(eq(lessons.id, lessonId), eq(lessons.status, 'cancelled')))
    .for('update');
  if (!before?.chargedMinutes) return null;
  await db.update(lessons).set({ chargedMinutes: null, updatedAt: now }).where(eq(lessons.id, lessonId));
  return before.chargedMinutes;
}

// --- Mark Paid and its undo (docs/decisions/0035-paid-undone-and-notes-edited.md) ---

/** A lesson's learner and the purchase whose hours it uses (null: a lesson from before the ledger). */
export async function findLessonMoneyRef(db: DatabaseExecutor, lessonId: number) {
  const [row] = await db
    .select({
      instructorId: lessons.instructorId,
      studentId: lessons.studentId,
      purchaseId: lessons.purchaseId,
      bookingPaymentMethod: bookings.paymentMethod,
    })
    .from(lessons)
    .leftJoin(purchases, eq(purchases.id, lessons.purchaseId))
    .leftJoin(bookings, eq(bookings.id, purchases.bookingId))
    .where(eq(lessons.id, lessonId));
  return row;
}

/** A booking's learner and its purchase (null until it is approved). */
export async function findBookingMoneyRef(db: DatabaseExecutor, bookingId: number) {
  const [row] = await db
    .select({
      studentId: bookings.studentId,
      instructorId: bookings.instructorId,
      purchaseId: purchases.id,
      bookingPaymentMethod: bookings.paymentMethod,
    })
    .from(bookings)
    .leftJoin(purchases, eq(purchases.bookingId, bookings.id))
    .where(eq(bookings.id, bookingId));
  return row;
}

export async function findStudentName(db: DatabaseExecutor, studentId: number): Promise<string | undefined> {
  const [row] = await db.select({ fullName: users.fullName }).from(users).where(eq(users.id, studentId));
  return row?.fullName;
}

/** The name an instructor is shown by: their name, or their e-mail when they have set none. */
const recorderName = sql<string | null>`coalesce(${instructors.fullName}, ${instructors.email})`;

/**
 * The payments of a purchase (and of its booking before it had one), oldest first, each with the
 * name of who recorded it. Reversing lines are among them.
 */
export function listPaymentsOfPurchase(
  db: DatabaseExecutor,
  purchase: { id: number; bookingId: number | null },
) {
  return db
    .select({ payment: payments, recordedByName: recorderName })
    .from(payments)
    .leftJoin(instructors, eq(instructors.id, payments.recordedBy))
    .where(
      purchase.bookingId === null
        ? eq(payments.purchaseId, purchase.id)
        : sql`(${payments.purchaseId} = ${purchase.id} OR ${payments.bookingId} = ${purchase.bookingId})`,
    )
    .orderBy(asc(payments.recordedAt), asc(payments.id));
}

export async function findPurchaseById(db: DatabaseExecutor, purchaseId: number) {
  const [row] = await db.select().from(purchases).where(eq(purchases.id, purchaseId));
  return row;
}

export async function findPaymentForUpdate(db: DatabaseExecutor, paymentId: number) {
  const [row] = await db.select().from(payments).where(eq(payments.id, paymentId)).for('update');
  return row;
}

export async function findReversalOf(db: DatabaseExecutor, paymentId: number) {
  const [row] = await db
    .select({ payment: payments, recordedByName: recorderName })
    .from(payments)
    .leftJoin(instructors, eq(instructors.id, payments.recordedBy))
    .where(eq(payments.reversesPaymentId, paymentId));
  return row;
}

/**
 * The per-booking Paid badge follows the ledger: paid while the booking has a payment nobody
 * undid, unpaid once its last one is undone. Returns whether it changed.
 */
export async function setBookingPaidFlag(
  db: DatabaseExecutor,
  bookingId: number,
  paidAt: Date | null,
): Promise<boolean> {
  const updated = await db
    .update(bookings)
    .set(
      paidAt
        ? { paymentStatus: 'paid', paidAt, updatedAt: paidAt }
        : { paymentStatus: 'unpaid', paidAt: null, updatedAt: sql`now()` },
    )
    .where(and(eq(bookings.id, bookingId), eq(bookings.paymentStatus, paidAt ? 'unpaid' : 'paid')))
    .returning({ id: bookings.id });
  return updated.length > 0;
}

/** Whether a booking still has money received through it that no reversing line took back. */
export async function hasLivePaymentOfBooking(db: DatabaseExecutor, bookingId: number): Promise<boolean> {
  const reversal = alias(payments, 'reversal');
  const [row] = await db
    .select({ id: payments.id })
    .from(payments)
    .leftJoin(reversal, eq(reversal.reversesPaymentId, payments.id))
    .where(
      and(
        eq(payments.bookingId, bookingId),
        sql`${payments.amountPence} > 0`,
        sql`${payments.reversesPaymentId} IS NULL`,
        isNull(reversal.id),
      ),
    )
    .limit(1);
  return row !== undefined;
}

// --- Lessons credited to who taught them (issue 39, docs/decisions/0059) ---

/** The learners with a lesson that used minutes, taught by these instructors, starting in [from, until). */
export async function listStudentsTaughtBetween(
  db: DatabaseExecutor,
  instructorIds: readonly number[],
  from: Date,
  until: Date,
): Promise<number[]> {
  if (instructorIds.length === 0) return [];
  const rows = await db
    .selectDistinct({ studentId: lessons.studentId })
    .from(lessons)
    .where(
      and(
        inArray(lessons.instructorId, [...instructorIds]),
        sql`${lessons.startsAt} >= ${from.toISOString()} AND ${lessons.startsAt} < ${until.toISOString()}`,
        sql`${lessons.status} <> 'scheduled'`,
      ),
    );
  return rows.map((row) => row.studentId);
}

/** Every purchase and lesson of these learners, as creditLessons reads them, with the learners' names. */
export async function listCreditRowsOfStudents(db: DatabaseExecutor, studentIds: readonly number[]) {
  if (studentIds.length === 0) return { purchases: [], lessons: [], learners: [] };
  const ids = [...studentIds];
  const [purchaseRows, lessonRows, learnerRows] = await Promise.all([
    db
      .select({
        id: purchases.id,
        studentId: purchases.studentId,
        minutes: purchases.minutes,
        pricePence: purchases.pricePence,
        purchasedAt: purchases.purchasedAt,
      })
      .from(purchases)
      .where(inArray(purchases.studentId, ids)),
    db
      .select({
        id: lessons.id,
        studentId: lessons.studentId,
        instructorId: lessons.instructorId,
        startsAt: lessons.startsAt,
        status: lessons.status,
        bookedMinutes: lessons.bookedDurationMinutes,
        actualMinutes: lessons.actualDurationMinutes,
        chargedMinutes: lessons.chargedMinutes,
      })
      .from(lessons)
      .where(inArray(lessons.studentId, ids)),
    db.select({ id: users.id, fullName: users.fullName }).from(users).where(inArray(users.id, ids)),
  ]);
  return { purchases: purchaseRows, lessons: lessonRows, learners: learnerRows };
}

/** The facts that say who received each payment naming these instructors (settling up, 0062). */
export function listPaymentReceiptRows(db: DatabaseExecutor, instructorIds: readonly number[]) {
  if (instructorIds.length === 0) return Promise.resolve([]);
  return db
    .select({
      id: payments.id,
      instructorId: payments.instructorId,
      amountPence: payments.amountPence,
      method: payments.method,
      paidOn: payments.paidOn,
      recordedBy: payments.recordedBy,
      reversesPaymentId: payments.reversesPaymentId,
      connectedDestination: payments.connectedAccountId,
      applicationFeePence: payments.applicationFeePence,
    })
    .from(payments)
    .where(inArray(payments.instructorId, [...instructorIds]))
    .orderBy(asc(payments.id));
}
