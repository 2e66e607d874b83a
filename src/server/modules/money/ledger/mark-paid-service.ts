import type { RECORDED_PAYMENT_METHOD_VALUES } from '../../../../core/money/ledger/ledger-schemas';
import {
  NO_PURCHASE_MESSAGE,
  NOTHING_DUE_CODE,
  NOTHING_DUE_MESSAGE,
  PAYMENT_ALREADY_UNDONE_CODE,
  PAYMENT_NOT_UNDOABLE_CODE,
  type PaymentLine,
  type PurchasePaymentState,
  UNDO_REASON,
  type UndoPaymentResponse,
  whyPaymentCannotBeUndone,
} from '../../../../core/money/ledger/mark-paid-schemas';
import { isOwner } from '../../../../core/platform/auth/instructor-roles';
import { SCHOOL_TIME_ZONE, toZonedParts } from '../../../../core/time/london-time';
import type { AppDependencies } from '../../../app-types';
import type { DatabaseExecutor } from '../../../db/database-client';
import type { Viewer } from '../../../db/visible-learners';
import { conflict, notFound } from '../../../lib/app-error';
import {
  findBookingMoneyRef,
  findLessonMoneyRef,
  findPaymentForUpdate,
  findPurchaseById,
  findReversalOf,
  findStudentName,
  hasLivePaymentOfBooking,
  insertPayment,
  listPaymentsOfPurchase,
  lockPurchasesOfStudent,
  setBookingPaidFlag,
} from './ledger-repository';
import { getStudentBalance } from './ledger-service';

/*
 * Mark Paid where the money is seen, and its undo (docs/decisions/0035-paid-undone-and-notes-edited.md).
 * A lesson or a booking leads to the purchase it belongs to; Mark Paid records what is still
 * unpaid of it. An undo appends a reversing line (never an edit or a delete); the unique index on
 * payments.reverses_payment_id makes a second undo impossible, however the two race.
 */

export type MoneyTarget = { kind: 'lesson'; id: number } | { kind: 'booking'; id: number };
type RecordedMethod = (typeof RECORDED_PAYMENT_METHOD_VALUES)[number];

const LESSON_NOT_FOUND = 'That lesson no longer exists.';
const BOOKING_NOT_FOUND = 'That booking does not exist.';
const PAYMENT_NOT_FOUND = 'That payment does not exist.';

/** The method to offer first: what the learner chose when booking, cash for a lesson in the car. */
function suggestMethod(bookingMethod: string | null): RecordedMethod {
  switch (bookingMethod) {
    case 'bank_transfer':
    case 'portal':
    case 'card':
      return bookingMethod;
    default:
      return 'cash';
  }
}

async function resolveTarget(db: DatabaseExecutor, viewer: Viewer, target: MoneyTarget) {
  if (target.kind === 'lesson') {
    const ref = await findLessonMoneyRef(db, target.id);
    // Another instructor's lesson is not on this instructor's day (as for every lesson action).
    if (!ref || ref.instructorId !== viewer.id) throw notFound(LESSON_NOT_FOUND);
    return ref;
  }
  const ref = await findBookingMoneyRef(db, target.id);
  // A booking addressed to another instructor answers as missing; the owner sees every one (0047).
  if (!ref || !(isOwner(viewer) || ref.instructorId === viewer.id)) throw notFound(BOOKING_NOT_FOUND);
  return ref;
}

const iso = (instant: Date) => instant.toISOString();

/** The money of one purchase as the Mark Paid panel shows it. */
async function readPaymentState(
  db: DatabaseExecutor,
  ref: { studentId: number; purchaseId: number | null; bookingPaymentMethod: string | null },
): Promise<PurchasePaymentState> {
  const [studentName, balance, purchase] = await Promise.all([
    findStudentName(db, ref.studentId),
    getStudentBalance(db, ref.studentId),
    ref.purchaseId === null ? Promise.resolve(undefined) : findPurchaseById(db, ref.purchaseId),
  ]);
  const base = {
    studentId: ref.studentId,
    studentName: studentName ?? '',
    suggestedMethod: suggestMethod(ref.bookingPaymentMethod),
    balance,
  };
  if (!purchase) return { ...base, purchase: null, duePence: 0, payments: [] };
  const rows = await listPaymentsOfPurchase(db, purchase);
  const reversals = new Map(
    rows.flatMap((row) =>
      row.payment.reversesPaymentId === null ? [] : [[row.payment.reversesPaymentId, row] as const],
    ),
  );
  const paidOnPurchase = rows.reduce((sum, row) => sum + row.payment.amountPence, 0);
  const lines: PaymentLine[] = rows
    .filter((row) => row.payment.reversesPaymentId === null)
    .map(({ payment, recordedByName }) => {
      const reversal = reversals.get(payment.id);
      const method = payment.method;
      return {
        id: payment.id,
        amountPence: payment.amountPence,
        method,
        paidOn: payment.paidOn,
        recordedAt: iso(payment.recordedAt),
        recordedByName,
        notUndoableReason: whyPaymentCannotBeUndone({
          amountPence: payment.amountPence,
          method,
          externalReference: payment.externalReference,
          recordedBy: payment.recordedBy,
          reversesPaymentId: payment.reversesPaymentId,
          undone: reversal !== undefined,
        }),
        undone: reversal ? { at: iso(reversal.payment.recordedAt), byName: reversal.recordedByName } : null,
      };
    })
    .reverse();
  return {
    ...base,
    purchase: { id: purchase.id, description: purchase.description, pricePence: purchase.pricePence },
    duePence: Math.max(0, Math.min(purchase.pricePence - paidOnPurchase, balance.owedPence)),
    payments: lines,
  };
}

export async function getPaymentStateForInstructor(
  deps: AppDependencies,
  viewer: Viewer,
  target: MoneyTarget,
): Promise<PurchasePaymentState> {
  const { db } = deps.database;
  return readPaymentState(db, await resolveTarget(db, viewer, target));
}

/**
 * Records what is still unpaid of the lesson's or booking's purchase, by `method`, as received
 * today by the signed-in instructor. The learner's purchases are locked first, so two taps (or
 * two devices) record it once: the second finds nothing due (409).
 */
export async function recordMarkPaidInTransaction(
  tx: DatabaseExecutor,
  request: { instructorId: number; studentId: number; purchaseId: number; method: RecordedMethod; now: Date },
): Promise<number> {
  await lockPurchasesOfStudent(tx, request.studentId);
  const purchase = await findPurchaseById(tx, request.purchaseId);
  if (!purchase) throw notFound(NO_PURCHASE_MESSAGE);
  const state = await readPaymentState(tx, {
    studentId: request.studentId,
    purchaseId: purchase.id,
    bookingPaymentMethod: null,
  });
  if (state.duePence <= 0) return 0;
  await insertPayment(tx, {
    instructorId: purchase.instructorId,
    studentId: request.studentId,
    purchaseId: purchase.id,
    bookingId: purchase.bookingId,
    amountPence: state.duePence,
    method: request.method,
    paidOn: toZonedParts(request.now, SCHOOL_TIME_ZONE).date,
    recordedAt: request.now,
    recordedBy: request.instructorId,
  });
  if (purchase.bookingId !== null) await setBookingPaidFlag(tx, purchase.bookingId, request.now);
  return state.duePence;
}

export async function markPaidByInstructor(
  deps: AppDependencies,
  viewer: Viewer,
  target: MoneyTarget,
  method: RecordedMethod,
): Promise<PurchasePaymentState> {
  const { db } = deps.database;
  const now = deps.now();
  const instructorId = viewer.id;
  const ref = await db.transaction(async (tx) => {
    const found = await resolveTarget(tx, viewer, target);
    if (found.purchaseId === null) throw conflict('NO_PURCHASE', NO_PURCHASE_MESSAGE);
    const recorded = await recordMarkPaidInTransaction(tx, {
      instructorId,
      studentId: found.studentId,
      purchaseId: found.purchaseId,
      method,
      now,
    });
    if (recorded === 0) throw conflict(NOTHING_DUE_CODE, NOTHING_DUE_MESSAGE);
    return found;
  });
  return readPaymentState(db, ref);
}

/**
 * Undoes a payment recorded by hand: a reversing line of the negated amount, dated like the
 * payment (so the period's figures net to nothing), recorded now by the signed-in instructor.
 * A booking left with no live payment shows Unpaid again.
 */
export async function undoPaymentByInstructor(
  deps: AppDependencies,
  viewer: Viewer,
  paymentId: number,
): Promise<UndoPaymentResponse> {
  const { db } = deps.database;
  const now = deps.now();
  const instructorId = viewer.id;
  const result = await db.transaction(async (tx) => {
    const payment = await findPaymentForUpdate(tx, paymentId);
    // Another instructor's payment answers as missing; the owner's books hold every one (0047).
    if (!payment || !(isOwner(viewer) || payment.instructorId === viewer.id))
      throw notFound(PAYMENT_NOT_FOUND);
    const earlier = await findReversalOf(tx, paymentId);
    if (earlier) throw conflict(PAYMENT_ALREADY_UNDONE_CODE, 'This payment has already been undone.');
    const reason = whyPaymentCannotBeUndone({
      amountPence: payment.amountPence,
      method: payment.method,
      externalReference: payment.externalReference,
      recordedBy: payment.recordedBy,
      reversesPaymentId: payment.reversesPaymentId,
      undone: false,
    });
    if (reason) throw conflict(PAYMENT_NOT_UNDOABLE_CODE, reason);
    const reversal = await insertPayment(tx, {
      instructorId: payment.instructorId,
      studentId: payment.studentId,
      purchaseId: payment.purchaseId,
      bookingId: payment.bookingId,
      amountPence: -payment.amountPence,
      method: payment.method,
      paidOn: payment.paidOn,
      reason: UNDO_REASON,
      recordedAt: now,
      recordedBy: instructorId,
      reversesPaymentId: payment.id,
    });
    // The unique index had the last word (another undo committed first).
    if (!reversal) throw conflict(PAYMENT_ALREADY_UNDONE_CODE, 'This payment has already been undone.');
    if (payment.bookingId !== null && !(await hasLivePaymentOfBooking(tx, payment.bookingId))) {
      await setBookingPaidFlag(tx, payment.bookingId, null);
    }
    const written = await findReversalOf(tx, paymentId);
    return { reversal, studentId: payment.studentId, recordedByName: written?.recordedByName ?? null };
  });
  return {
    paymentId,
    reversal: {
      id: result.reversal.id,
      amountPence: result.reversal.amountPence,
      recordedAt: iso(result.reversal.recordedAt),
      recordedByName: result.recordedByName,
    },
    balance: await getStudentBalance(db, result.studentId),
  };
}
