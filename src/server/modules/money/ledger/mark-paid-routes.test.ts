import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { bookThroughApi } from '../../../../../tests/support/book-through-api';
import { insertLearner } from '../../../../../tests/support/dashboard-test-data';
import { setUpTestApp } from '../../../../../tests/support/test-app';
import { apiErrorSchema } from '../../../../core/api/api-error-schemas';
import { manualLessonResponseSchema } from '../../../../core/diary/lessons/lessons-schemas';
import { studentBalanceSchema } from '../../../../core/money/ledger/ledger-schemas';
import {
  NOT_UNDOABLE_MESSAGES,
  purchasePaymentStateSchema,
  undoPaymentResponseSchema,
} from '../../../../core/money/ledger/mark-paid-schemas';
import { moneySummarySchema } from '../../../../core/money/money-schemas';
import { bookings, payments } from '../../../db/schema';
import { readDatabaseError } from '../../../lib/database-errors';

/*
 * Mark Paid where the money is seen and its undo (issue 34,
 * docs/decisions/0035-paid-undone-and-notes-edited.md): a reversing line, never an edit; one undo
 * per payment, enforced by the database; balances and the money figures follow.
 */

// A Wednesday, 11:00 in London.
const NOW = new Date('2027-03-24T11:00:00Z');
const TODAY = '2027-03-24';

const testApp = setUpTestApp({ now: NOW });

function call(method: 'GET' | 'POST' | 'PATCH', url: string, payload?: object) {
  return testApp.app.inject({ method, url, headers: testApp.headers, ...(payload ? { payload } : {}) });
}

async function balanceOf(studentId: number) {
  const response = await call('GET', `/api/students/${studentId}/balance`);
  return studentBalanceSchema.parse(response.json());
}

async function monthTakings() {
  const response = await call('GET', '/api/money/summary');
  expect(response.statusCode).toBe(200);
  return moneySummarySchema.parse(response.json()).month.takingsPence;
}

let nextHour = 7;
async function todaysLesson(studentId: number, extra: object = {}) {
  nextHour += 1;
  const response = await call('POST', '/api/lessons/manual', {
    studentId,
    date: TODAY,
    startTime: `${String(nextHour).padStart(2, '0')}:00`,
    duration: 60,
    packageType: 'single_1hour',
    addPurchase: true,
    ...extra,
  });
  expect(response.statusCode, response.body).toBe(201);
  return manualLessonResponseSchema.parse(response.json());
}

async function paymentState(url: string) {
  const response = await call('GET', url);
  expect(response.statusCode, response.body).toBe(200);
  return purchasePaymentStateSchema.parse(response.json());
}

describe('permission', () => {
  it.each([
    ['GET', '/api/lessons/1/payment'],
    ['POST', '/api/lessons/1/mark-paid'],
    ['GET', '/api/bookings/1/payment'],
    ['POST', '/api/bookings/1/mark-paid'],
    ['POST', '/api/payments/1/undo'],
  ] as const)('%s %s answers 401 without a session', async (method, url) => {
    const response = await testApp.app.inject({ method, url, payload: { method: 'cash' } });
    expect(response.statusCode).toBe(401);
  });
});

describe('Mark Paid on a lesson, and its undo', () => {
  it('records the amount due, refuses a second Mark Paid, and an undo appends one reversing line that names who and when', async () => {
    const studentId = await insertLearner(testApp.database.db, { fullName: 'Una Undo' });
    const { lesson } = await todaysLesson(studentId);
    const takingsBefore = await monthTakings();

    const before = await paymentState(`/api/lessons/${lesson.id}/payment`);
    expect(before).toMatchObject({
      studentName: 'Una Undo',
      purchase: { description: '1 Hour Lesson', pricePence: 4000 },
      duePence: 4000,
      suggestedMethod: 'cash',
      payments: [],
    });

    const marked = await call('POST', `/api/lessons/${lesson.id}/mark-paid`, { method: 'cash' });
    expect(marked.statusCode, marked.body).toBe(201);
    const paid = purchasePaymentStateSchema.parse(marked.json());
    expect(paid.duePence).toBe(0);
    expect(paid.payments).toHaveLength(1);
    const [payment] = paid.payments;
    expect(payment).toMatchObject({
      amountPence: 4000,
      method: 'cash',
      paidOn: TODAY,
      recordedAt: NOW.toISOString(),
      notUndoableReason: null,
      undone: null,
    });
    expect(payment?.recordedByName).toBeTruthy();
    expect(await balanceOf(studentId)).toMatchObject({ owedPence: 0, paidPence: 4000 });
    expect(await monthTakings()).toBe(takingsBefore + 4000);

    const again = await call('POST', `/api/lessons/${lesson.id}/mark-paid`, { method: 'cash' });
    expect(again.statusCode).toBe(409);
    expect(apiErrorSchema.parse(again.json()).code).toBe('NOTHING_DUE');

    const paymentId = payment?.id ?? 0;
    const undone = await call('POST', `/api/payments/${paymentId}/undo`);
    expect(undone.statusCode, undone.body).toBe(201);
    const undo = undoPaymentResponseSchema.parse(undone.json());
    expect(undo.reversal).toMatchObject({ amountPence: -4000, recordedAt: NOW.toISOString() });
    expect(undo.reversal.recordedByName).toBe(payment?.recordedByName);
    expect(undo.balance).toMatchObject({ owedPence: 4000, paidPence: 0 });
    expect(await monthTakings()).toBe(takingsBefore);

    // The original line is untouched; the reversal is a line of its own.
    const rows = await testApp.database.db.select().from(payments).where(eq(payments.studentId, studentId));
    expect(rows).toHaveLength(2);
    expect(rows.find((row) => row.id === paymentId)).toMatchObject({ amountPence: 4000, reason: null });
    expect(rows.find((row) => row.id !== paymentId)).toMatchObject({
      amountPence: -4000,
      reversesPaymentId: paymentId,
      reason: 'Mark Paid undone',
      paidOn: TODAY,
    });

    const after = await paymentState(`/api/lessons/${lesson.id}/payment`);
    expect(after.duePence).toBe(4000);
    expect(after.payments[0]).toMatchObject({
      id: paymentId,
      notUndoableReason: NOT_UNDOABLE_MESSAGES.undone,
      undone: { at: NOW.toISOString(), byName: payment?.recordedByName },
    });
  });

  it('undoes once only: a second undo, or two at once, leave one reversing line and the balance reversed once', async () => {
    const studentId = await insertLearner(testApp.database.db);
    const { lesson } = await todaysLesson(studentId);
    const marked = purchasePaymentStateSchema.parse(
      (await call('POST', `/api/lessons/${lesson.id}/mark-paid`, { method: 'bank_transfer' })).json(),
    );
    const paymentId = marked.payments[0]?.id ?? 0;

    const racing = await Promise.all([
      call('POST', `/api/payments/${paymentId}/undo`),
      call('POST', `/api/payments/${paymentId}/undo`),
    ]);
    expect(racing.map((response) => response.statusCode).sort()).toEqual([201, 409]);
    const third = await call('POST', `/api/payments/${paymentId}/undo`);
    expect(third.statusCode).toBe(409);
    expect(apiErrorSchema.parse(third.json())).toEqual({
      code: 'PAYMENT_ALREADY_UNDONE',
      message: 'This payment has already been undone.',
    });
    expect(await balanceOf(studentId)).toMatchObject({ owedPence: 4000, paidPence: 0 });

    // The database itself refuses a second reversal, or one that does not negate its payment.
    const { db } = testApp.database;
    const [reversal] = await db.select().from(payments).where(eq(payments.reversesPaymentId, paymentId));
    if (!reversal) throw new Error('no reversal');
    const { id: _id, ...copy } = reversal;
    const duplicate = await db
      .insert(payments)
      .values(copy)
      .then(
        () => null,
        (error: unknown) => readDatabaseError(error)?.code,
      );
    expect(duplicate).toBe('23505');
    const mismatched = await db
      .insert(payments)
      .values({ ...copy, amountPence: -1 })
      .then(
        () => null,
        (error: unknown) => readDatabaseError(error)?.code,
      );
    expect(mismatched).toBe('23514');
    // Undoing the undo is refused too.
    const undoTheUndo = await call('POST', `/api/payments/${reversal.id}/undo`);
    expect(undoTheUndo.statusCode).toBe(409);
    expect(apiErrorSchema.parse(undoTheUndo.json()).code).toBe('PAYMENT_NOT_UNDOABLE');
    expect(await db.select().from(payments).where(eq(payments.reversesPaymentId, paymentId))).toHaveLength(1);
  });

  it('says why a card payment through the checkout cannot be undone, and refuses it', async () => {
    const studentId = await insertLearner(testApp.database.db);
    const { lesson, purchase } = await todaysLesson(studentId);
    const { db } = testApp.database;
    const [instructor] = await db.select({ id: payments.instructorId }).from(payments).limit(1);
    const [card] = await db
      .insert(payments)
      .values({
        instructorId: instructor?.id ?? 1,
        studentId,
        purchaseId: purchase.id,
        amountPence: 4000,
        method: 'card',
        paidOn: TODAY,
        externalReference: `pi_test_${studentId}`,
        recordedAt: NOW,
      })
      .returning();
    const state = await paymentState(`/api/lessons/${lesson.id}/payment`);
    expect(state.duePence).toBe(0);
    expect(state.payments[0]).toMatchObject({
      id: card?.id,
      notUndoableReason: NOT_UNDOABLE_MESSAGES.provider,
    });
    const refused = await call('POST', `/api/payments/${card?.id}/undo`);
    expect(refused.statusCode).toBe(409);
    expect(apiErrorSchema.parse(refused.json())).toEqual({
      code: 'PAYMENT_NOT_UNDOABLE',
      message: NOT_UNDOABLE_MESSAGES.provider,
    });
    expect(await balanceOf(studentId)).toMatchObject({ owedPence: 0, paidPence: 4000 });
  });

  it('never asks more than the learner owes in all, and answers 404 for a lesson or payment that does not exist', async () => {
    const studentId = await insertLearner(testApp.database.db);
    const { lesson } = await todaysLesson(studentId);
    const general = await call('POST', `/api/students/${studentId}/payments`, {
      amountPence: 1500,
      method: 'cash',
      paidOn: TODAY,
    });
    expect(general.statusCode).toBe(201);
    expect((await paymentState(`/api/lessons/${lesson.id}/payment`)).duePence).toBe(2500);
    expect((await call('GET', '/api/lessons/999999/payment')).statusCode).toBe(404);
    expect((await call('POST', '/api/payments/999999/undo')).statusCode).toBe(404);
    const badMethod = await call('POST', `/api/lessons/${lesson.id}/mark-paid`, { method: 'cancelled' });
    expect(badMethod.statusCode).toBe(400);
  });
});

describe('Mark Paid on the booking just approved', () => {
  it('offers the method the learner chose, marks the booking paid, and its undo sets it back to unpaid', async () => {
    const { id: bookingId, studentId } = await bookThroughApi(testApp, {
      packageType: 'single_2hour',
      futureBooking: true,
      paymentMethod: 'bank_transfer',
    });

    const unapproved = await paymentState(`/api/bookings/${bookingId}/payment`);
    expect(unapproved).toMatchObject({ purchase: null, duePence: 0 });
    const tooEarly = await call('POST', `/api/bookings/${bookingId}/mark-paid`, { method: 'cash' });
    expect(tooEarly.statusCode).toBe(409);
    expect(apiErrorSchema.parse(tooEarly.json()).code).toBe('NO_PURCHASE');

    expect(
      (await call('PATCH', `/api/bookings/${bookingId}/status`, { status: 'approved' })).statusCode,
    ).toBe(200);
    const approved = await paymentState(`/api/bookings/${bookingId}/payment`);
    expect(approved).toMatchObject({ duePence: 7200, suggestedMethod: 'bank_transfer' });

    const marked = await call('POST', `/api/bookings/${bookingId}/mark-paid`, { method: 'bank_transfer' });
    expect(marked.statusCode, marked.body).toBe(201);
    const paymentId = purchasePaymentStateSchema.parse(marked.json()).payments[0]?.id;
    const [paidRow] = await testApp.database.db.select().from(bookings).where(eq(bookings.id, bookingId));
    expect(paidRow).toMatchObject({ paymentStatus: 'paid', paidAt: NOW });
    expect(await balanceOf(studentId)).toMatchObject({ owedPence: 0, paidPence: 7200 });

    expect((await call('POST', `/api/payments/${paymentId}/undo`)).statusCode).toBe(201);
    const [unpaidRow] = await testApp.database.db.select().from(bookings).where(eq(bookings.id, bookingId));
    expect(unpaidRow).toMatchObject({ paymentStatus: 'unpaid', paidAt: null });
    expect(await balanceOf(studentId)).toMatchObject({ owedPence: 7200, paidPence: 0 });
  });
});

describe('Manual Booking: payment method and lengths', () => {
  it('records the payment asked for, offers 15 minutes to 4 hours in 15-minute steps, and any package on sale', async () => {
    const studentId = await insertLearner(testApp.database.db);
    const paidCash = await call('POST', '/api/lessons/manual', {
      studentId,
      date: '2027-04-06',
      startTime: '08:00',
      duration: 240,
      packageType: 'short_notice',
      paymentMethod: 'cash',
      addPurchase: true,
    });
    expect(paidCash.statusCode, paidCash.body).toBe(201);
    expect(manualLessonResponseSchema.parse(paidCash.json())).toMatchObject({
      lesson: { duration: 240 },
      purchase: { description: 'Short Notice Test', added: true },
      payment: { amountPence: 38000, method: 'cash' },
    });
    expect(await balanceOf(studentId)).toMatchObject({ owedPence: 0, paidPence: 38000 });

    const other = await insertLearner(testApp.database.db);
    const quarterPast = await call('POST', '/api/lessons/manual', {
      studentId: other,
      date: '2027-04-06',
      startTime: '13:00',
      duration: 135,
      packageType: 'starter',
      addPurchase: true,
    });
    expect(quarterPast.statusCode, quarterPast.body).toBe(201);
    expect(manualLessonResponseSchema.parse(quarterPast.json())).toMatchObject({
      lesson: { duration: 135 },
      payment: null,
    });
    expect(await balanceOf(other)).toMatchObject({ owedPence: 18000, paidPence: 0, bookedMinutes: 135 });

    for (const duration of [0, 10, 250, 255]) {
      const refused = await call('POST', '/api/lessons/manual', {
        studentId: other,
        date: '2027-04-07',
        startTime: '13:00',
        duration,
      });
      expect(refused.statusCode, String(duration)).toBe(400);
      expect(apiErrorSchema.parse(refused.json()).fields).toEqual({
        duration: 'Choose a length from 15 minutes to 4 hours, in steps of 15 minutes',
      });
    }
  });
});
