import { getOwingSince } from '../../../../core/money/ledger/debt-age';
import {
  computeLedgerBalance,
  getUsedMinutes,
  type LedgerLessonEntry,
  type LedgerLessonStatus,
} from '../../../../core/money/ledger/ledger-balance';
import type {
  LedgerPaymentMethod,
  StudentBalance,
  StudentLedger,
} from '../../../../core/money/ledger/ledger-schemas';
import { creditLessons, type LessonCredit } from '../../../../core/money/lesson-credit';
import type { PaymentReceiptFacts } from '../../../../core/money/settling-up';
import { SCHOOL_TIME_ZONE, toZonedParts } from '../../../../core/time/london-time';
import type { AppDependencies } from '../../../app-types';
import type { DatabaseExecutor } from '../../../db/database-client';
import type { Viewer } from '../../../db/visible-learners';
import { badRequest } from '../../../lib/app-error';
import { requireStudent, requireStudentToChange } from '../../learners/learners/learners-service';
import { findChoosablePackage } from '../packages/packages-service';
import {
  attachBookingPaymentsToPurchase,
  attachLessonsOfBookingToPurchase,
  clearCancellationCharge,
  findBookingForPurchase,
  findPurchaseOfBooking,
  findSchoolInstructorId,
  insertPayment,
  insertPurchase,
  listCreditRowsOfStudents,
  listLedgerLessonsOfStudent,
  listLedgerRowsOfStudents,
  listPaymentReceiptRows,
  listPaymentsOfStudent,
  listPurchasesOfStudent,
  listStudentsTaughtBetween,
  listStudentsWithMoney,
  lockPurchasesOfStudent,
  type PaymentRow,
  type PurchaseRow,
  sumLedgerOfStudents,
} from './ledger-repository';

/*
 * The ledger (docs/decisions/0018-ledger.md): what a learner bought, paid and used. Every module
 * that sells hours, takes money or books a lesson calls this one, and every screen, e-mail and
 * reminder reads balances from it. Amounts are integer pence, hours are minutes.
 */

type LedgerLessonRow = Pick<
  Awaited<ReturnType<typeof listLedgerLessonsOfStudent>>[number],
  'status' | 'bookedMinutes' | 'actualMinutes' | 'chargedMinutes'
>;

function toLessonEntry(row: LedgerLessonRow): LedgerLessonEntry {
  const status: LedgerLessonStatus = row.status;
  return {
    status,
    bookedMinutes: row.bookedMinutes,
    actualMinutes: row.actualMinutes,
    chargedMinutes: row.chargedMinutes,
  };
}

const londonDate = (instant: Date) => toZonedParts(instant, SCHOOL_TIME_ZONE).date;

/** The learner's balance and the lines behind it. */
export async function getStudentLedger(db: DatabaseExecutor, studentId: number): Promise<StudentLedger> {
  const [purchaseRows, paymentRows, lessonRows] = await Promise.all([
    listPurchasesOfStudent(db, studentId),
    listPaymentsOfStudent(db, studentId),
    listLedgerLessonsOfStudent(db, studentId),
  ]);
  return {
    balance: computeLedgerBalance({
      purchases: purchaseRows,
      payments: paymentRows,
      lessons: lessonRows.map(toLessonEntry),
    }),
    purchases: purchaseRows.map((row) => ({
      id: row.id,
      description: row.description,
      packageType: row.packageType,
      minutes: row.minutes,
      pricePence: row.pricePence,
      purchasedOn: londonDate(row.purchasedAt),
      bookingId: row.bookingId,
    })),
    payments: paymentRows.map((row) => ({
      id: row.id,
      amountPence: row.amountPence,
      method: row.method,
      paidOn: row.paidOn,
      reason: row.reason,
      purchaseId: row.purchaseId,
    })),
  };
}

export async function getStudentBalance(db: DatabaseExecutor, studentId: number): Promise<StudentBalance> {
  return (await getStudentLedger(db, studentId)).balance;
}

/** The balance of a learner the instructor asked for by id (404 when there is none). */
export async function getStudentBalanceForInstructor(
  deps: AppDependencies,
  viewer: Viewer,
  studentId: number,
): Promise<StudentBalance> {
  await requireStudent(deps.database.db, viewer, studentId);
  return getStudentBalance(deps.database.db, studentId);
}

export async function getStudentLedgerForInstructor(
  deps: AppDependencies,
  viewer: Viewer,
  studentId: number,
): Promise<StudentLedger> {
  await requireStudent(deps.database.db, viewer, studentId);
  return getStudentLedger(deps.database.db, studentId);
}

/**
 * An approved booking becomes a purchase (once: a second call returns the first): its package's
 * hours at the amount it was booked for. Payments already made through it, and its lessons, are
 * attached to it. Runs in the caller's transaction, after the booking is approved.
 */
export async function recordPurchaseOfBooking(
  tx: DatabaseExecutor,
  bookingId: number,
  now: Date,
): Promise<PurchaseRow> {
  const existing = await findPurchaseOfBooking(tx, bookingId);
  if (existing) return existing;
  const booking = await findBookingForPurchase(tx, bookingId);
  if (!booking) throw new Error(`Booking ${bookingId} vanished while it was approved`);
  const purchase = await insertPurchase(tx, {
    instructorId: booking.instructorId ?? (await findSchoolInstructorId(tx)),
    studentId: booking.studentId,
    bookingId: booking.id,
    packageType: booking.packageType,
    description: booking.packageName,
    minutes: booking.totalMinutes,
    pricePence: booking.totalAmountPence,
    purchasedAt: now,
    createdAt: now,
  });
  await attachBookingPaymentsToPurchase(tx, booking.id, purchase.id);
  await attachLessonsOfBookingToPurchase(tx, booking.id, purchase.id);
  return purchase;
}

export interface CheckoutPayment {
  bookingId: number;
  studentId: number;
  /** The booking's instructor, when someone has answered it. */
  instructorId: number | null;
  amountPence: number;
  method: LedgerPaymentMethod;
  paidAt: Date;
  /** The provider's id of the payment (Stripe PaymentIntent, 'shop:' and the order id): once only. */
  externalReference: string | null;
  recordedBy?: number | null;
  /** A card payment that went to an instructor's Stripe account, with the fee kept for the school (0063). */
  connected?: { accountId: string; applicationFeePence: number } | null;
}

/**
 * A booking paid through checkout, or marked paid by the instructor: one payment of the amount,
 * against the booking's purchase when it has one (an unanswered booking's payment is money
 * received, attached when it is approved). A replayed provider event records nothing twice.
 */
export async function recordBookingPayment(
  tx: DatabaseExecutor,
  payment: CheckoutPayment,
): Promise<PaymentRow | null> {
  if (payment.amountPence <= 0) return null;
  const purchase = await findPurchaseOfBooking(tx, payment.bookingId);
  return insertPayment(tx, {
    instructorId: payment.instructorId ?? (await findSchoolInstructorId(tx)),
    studentId: payment.studentId,
    purchaseId: purchase?.id ?? null,
    bookingId: payment.bookingId,
    amountPence: payment.amountPence,
    method: payment.method,
    paidOn: londonDate(payment.paidAt),
    externalReference: payment.externalReference,
    recordedAt: payment.paidAt,
    recordedBy: payment.recordedBy ?? null,
    connectedAccountId: payment.connected?.accountId ?? null,
    applicationFeePence: payment.connected?.applicationFeePence ?? null,
  });
}

export interface RecordedPayment {
  amountPence: number;
  method: LedgerPaymentMethod;
  paidOn: string;
  reason?: string | undefined;
  purchaseId?: number | undefined;
}

/** A payment or refund the instructor records for a learner ("£100 cash on Tuesday"). */
export async function recordPaymentByInstructor(
  deps: AppDependencies,
  viewer: Viewer,
  studentId: number,
  request: RecordedPayment,
): Promise<StudentLedger> {
  const { db } = deps.database;
  await requireStudentToChange(db, viewer, studentId);
  if (request.purchaseId !== undefined) {
    const purchases = await listPurchasesOfStudent(db, studentId);
    if (!purchases.some((purchase) => purchase.id === request.purchaseId)) {
      const message = 'Choose one of this learner’s purchases';
      throw badRequest(message, { purchaseId: message });
    }
  }
  await insertPayment(db, {
    instructorId: viewer.id,
    studentId,
    purchaseId: request.purchaseId ?? null,
    amountPence: request.amountPence,
    method: request.method,
    paidOn: request.paidOn,
    reason: request.reason ? request.reason : null,
    recordedAt: deps.now(),
    recordedBy: viewer.id,
  });
  return getStudentLedger(db, studentId);
}

/**
 * Hours the instructor sells a learner: a package at its price of the day, or at a typed price.
 * Runs in the caller's transaction when given one (a manual lesson that adds a purchase).
 */
export async function recordSale(
  tx: DatabaseExecutor,
  sale: {
    instructorId: number;
    studentId: number;
    packageType: string;
    pricePence?: number | undefined;
    now: Date;
  },
): Promise<PurchaseRow> {
  const lessonPackage = await findChoosablePackage(tx, sale.packageType);
  if (!lessonPackage) throw badRequest('Please select a package', { packageType: 'Please select a package' });
  return insertPurchase(tx, {
    instructorId: sale.instructorId,
    studentId: sale.studentId,
    bookingId: null,
    packageType: lessonPackage.packageType,
    description: lessonPackage.name,
    minutes: lessonPackage.totalMinutes,
    pricePence: sale.pricePence ?? lessonPackage.pricePence,
    purchasedAt: sale.now,
    createdAt: sale.now,
  });
}

export async function recordSaleByInstructor(
  deps: AppDependencies,
  viewer: Viewer,
  studentId: number,
  request: { packageType: string; pricePence?: number | undefined },
): Promise<StudentLedger> {
  const { db } = deps.database;
  await requireStudentToChange(db, viewer, studentId);
  await recordSale(db, { instructorId: viewer.id, studentId, ...request, now: deps.now() });
  return getStudentLedger(db, studentId);
}

/**
 * The purchase a new lesson of `minutes` draws from: the oldest of the learner's purchases with
 * that many minutes left (bought less booked and used by its lessons), or null when none has.
 * Locks the learner's purchases for the rest of the transaction, so two lessons booked at once
 * cannot both take the last hours.
 */
export async function findPurchaseToDrawFrom(
  tx: DatabaseExecutor,
  studentId: number,
  minutes: number,
): Promise<PurchaseRow | null> {
  await lockPurchasesOfStudent(tx, studentId);
  const [purchaseRows, lessonRows] = await Promise.all([
    listPurchasesOfStudent(tx, studentId),
    listLedgerLessonsOfStudent(tx, studentId),
  ]);
  for (const purchase of purchaseRows) {
    const { leftMinutes } = computeLedgerBalance({
      purchases: [purchase],
      payments: [],
      lessons: lessonRows.filter((lesson) => lesson.purchaseId === purchase.id).map(toLessonEntry),
    });
    if (leftMinutes >= minutes) return purchase;
  }
  return null;
}

/** The balances of many learners (the students list), in a fixed number of queries. */
export async function getBalancesOfStudents(
  db: DatabaseExecutor,
  studentIds: readonly number[],
): Promise<Map<number, StudentBalance>> {
  if (studentIds.length === 0) return new Map();
  const sums = new Map((await sumLedgerOfStudents(db, studentIds)).map((row) => [row.studentId, row]));
  return new Map(
    studentIds.map((studentId) => {
      const sum = sums.get(studentId);
      // The learner's lines added up by the database, handed to the one rule as one line of each
      // kind: the rule only adds, so the balance is the one their separate lines give.
      return [
        studentId,
        computeLedgerBalance({
          purchases: [{ minutes: sum?.purchaseMinutes ?? 0, pricePence: sum?.purchasePricePence ?? 0 }],
          payments: [{ amountPence: sum?.paymentAmountPence ?? 0 }],
          lessons: [
            {
              status: 'scheduled',
              bookedMinutes: sum?.scheduledMinutes ?? 0,
              actualMinutes: null,
              chargedMinutes: null,
            },
            {
              status: 'completed',
              bookedMinutes: sum?.completedMinutes ?? 0,
              actualMinutes: sum?.completedMinutes ?? 0,
              chargedMinutes: null,
            },
            {
              status: 'no_show',
              bookedMinutes: 0,
              actualMinutes: null,
              chargedMinutes: sum?.chargedMinutes ?? 0,
            },
          ],
        }),
      ];
    }),
  );
}

export interface Debtor {
  studentId: number;
  fullName: string;
  owedPence: number;
  /** The London date of the oldest purchase not yet paid for. */
  owingSince: string;
}

/** Everyone who owes the school money, from the ledger, most owed first. */
export async function getDebtors(db: DatabaseExecutor, viewer: Viewer): Promise<Debtor[]> {
  const learners = await listStudentsWithMoney(db, viewer);
  const ids = learners.map((learner) => learner.studentId);
  const [balances, rows] = await Promise.all([
    getBalancesOfStudents(db, ids),
    listLedgerRowsOfStudents(db, ids),
  ]);
  const debtors: Debtor[] = [];
  for (const learner of learners) {
    const balance = balances.get(learner.studentId);
    if (!balance || balance.owedPence <= 0) continue;
    const owingSince = getOwingSince(
      rows.purchases
        .filter((row) => row.studentId === learner.studentId)
        .map((row) => ({ purchasedOn: londonDate(row.purchasedAt), pricePence: row.pricePence })),
      balance.paidPence,
    );
    if (owingSince === null) continue;
    debtors.push({ ...learner, owedPence: balance.owedPence, owingSince });
  }
  return debtors.sort((a, b) => b.owedPence - a.owedPence || a.owingSince.localeCompare(b.owingSince));
}

/**
 * Returns a late cancellation's forfeit to the learner's hours (the waiting list refilled its
 * time, docs/decisions/0021-waiting-list.md): the minutes that came back, or null when the
 * forfeit was already returned or the lesson is not a cancelled one.
 */
export function returnCancellationForfeit(
  tx: DatabaseExecutor,
  lessonId: number,
  now: Date,
): Promise<number | null> {
  return clearCancellationCharge(tx, lessonId, now);
}

export interface TaughtLessonCredit extends LessonCredit {
  studentId: number;
  learnerName: string;
  startsAt: Date;
}

/**
 * The lessons these instructors taught starting in [from, until), each with the money it stands
 * for (docs/decisions/0059: the learner's minutes used in the order bought, by lessons in the order
 * taught, pro rata). Each learner's whole history is walked, so a lesson's money does not depend on
 * the window asked for. The balance is untouched: this says whose work the money was.
 */
export async function getLessonCreditsTaughtBetween(
  db: DatabaseExecutor,
  window: { instructorIds: readonly number[]; from: Date; until: Date },
): Promise<TaughtLessonCredit[]> {
  const studentIds = await listStudentsTaughtBetween(db, window.instructorIds, window.from, window.until);
  const rows = await listCreditRowsOfStudents(db, studentIds);
  const names = new Map(rows.learners.map((learner) => [learner.id, learner.fullName]));
  const lessonsById = new Map(rows.lessons.map((lesson) => [lesson.id, lesson]));
  const wanted = new Set(window.instructorIds);
  const credits: TaughtLessonCredit[] = [];
  for (const studentId of studentIds) {
    const studentCredits = creditLessons({
      purchases: rows.purchases
        .filter((purchase) => purchase.studentId === studentId)
        .map((purchase) => ({
          id: purchase.id,
          minutes: purchase.minutes,
          pricePence: purchase.pricePence,
          boughtAt: purchase.purchasedAt.toISOString(),
        })),
      lessons: rows.lessons
        .filter((lesson) => lesson.studentId === studentId)
        .map((lesson) => ({
          id: lesson.id,
          instructorId: lesson.instructorId,
          startsAt: lesson.startsAt.toISOString(),
          usedMinutes: getUsedMinutes(toLessonEntry(lesson)),
        })),
    });
    for (const credit of studentCredits) {
      const lesson = lessonsById.get(credit.lessonId);
      if (!lesson || !wanted.has(credit.instructorId)) continue;
      if (lesson.startsAt < window.from || lesson.startsAt >= window.until) continue;
      credits.push({
        ...credit,
        studentId,
        learnerName: names.get(studentId) ?? '',
        startsAt: lesson.startsAt,
      });
    }
  }
  return credits.sort((a, b) => a.startsAt.getTime() - b.startsAt.getTime() || a.lessonId - b.lessonId);
}

/**
 * The payments naming these instructors, with the facts that say who received each
 * (`whoReceivedPayment`, docs/decisions/0062). An undo names the instructor of the payment it
 * reverses, so each reversal's original is in the list.
 */
export function listPaymentReceipts(
  db: DatabaseExecutor,
  instructorIds: readonly number[],
): Promise<PaymentReceiptFacts[]> {
  return listPaymentReceiptRows(db, instructorIds);
}
