import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { bookThroughApi } from '../../../../../tests/support/book-through-api';
import { setUpTestApp } from '../../../../../tests/support/test-app';
import { apiErrorSchema } from '../../../../core/api/api-error-schemas';
import { lessonSchema, manualLessonResponseSchema } from '../../../../core/diary/lessons/lessons-schemas';
import { studentBalanceSchema, studentLedgerSchema } from '../../../../core/money/ledger/ledger-schemas';
import { addDaysToIsoDate, SCHOOL_TIME_ZONE, toZonedParts } from '../../../../core/time/london-time';
import { lessons, outbox } from '../../../db/schema';

/*
 * The ledger through the API (issue 18, docs/decisions/0018-ledger.md): purchases from approved
 * bookings and sales, lessons drawing hours from them, payments and refunds, and the instructor's
 * lesson actions, each read back as the one balance.
 */

// A Wednesday, 10:00 in London.
const NOW = new Date('2027-03-24T10:00:00Z');
const TODAY = toZonedParts(NOW, SCHOOL_TIME_ZONE).date;

const testApp = setUpTestApp({ now: NOW });

function call(method: 'GET' | 'POST' | 'PATCH' | 'PUT', url: string, payload?: object) {
  return testApp.app.inject({ method, url, headers: testApp.headers, ...(payload ? { payload } : {}) });
}

async function balanceOf(studentId: number) {
  const response = await call('GET', `/api/students/${studentId}/balance`);
  expect(response.statusCode).toBe(200);
  return studentBalanceSchema.parse(response.json());
}

/** A learner with an approved future-dated package (no times yet). */
async function learnerWithApprovedPackage(packageType: string) {
  const { id: bookingId, studentId } = await bookThroughApi(
    testApp,
    { packageType, futureBooking: true },
    { approveWith: testApp.headers },
  );
  return { bookingId, studentId };
}

async function manualLesson(studentId: number, date: string, startTime: string, extra: object = {}) {
  const response = await call('POST', '/api/lessons/manual', {
    studentId,
    date,
    startTime,
    duration: 60,
    packageType: 'starter',
    ...extra,
  });
  expect(response.statusCode, response.body).toBe(201);
  return manualLessonResponseSchema.parse(response.json());
}

/** A fresh hour on a date (each test its own hours, so no two lessons clash). */
let nextHour = 6;
function freshTime(): string {
  nextHour += 1;
  if (nextHour > 21) throw new Error('Out of hours for test lessons');
  return `${String(nextHour).padStart(2, '0')}:00`;
}

describe("the issue's example: a future-dated Starter Package and two manual lessons", () => {
  it('never charges twice; completing, paying and refusing a lesson not yet started read back as one balance', async () => {
    const { studentId } = await learnerWithApprovedPackage('starter');
    expect(await balanceOf(studentId)).toEqual({
      boughtMinutes: 300,
      bookedMinutes: 0,
      usedMinutes: 0,
      leftMinutes: 300,
      owedPence: 18000,
      paidPence: 0,
    });

    const yesterday = await manualLesson(studentId, addDaysToIsoDate(TODAY, -1), '14:00', {
      paymentStatus: 'completed',
    });
    const nextMonth = await manualLesson(studentId, addDaysToIsoDate(TODAY, 30), '14:00', {
      paymentStatus: 'completed',
    });
    expect(yesterday.purchase).toMatchObject({ description: 'Starter Package (5 Hours)', added: false });
    expect(nextMonth.purchase?.id).toBe(yesterday.purchase?.id);
    expect(await balanceOf(studentId)).toMatchObject({
      owedPence: 18000,
      bookedMinutes: 120,
      leftMinutes: 180,
    });

    const completed = await call('POST', `/api/lessons/${yesterday.lesson.id}/complete`, {
      actualMinutes: 90,
    });
    expect(completed.statusCode).toBe(200);
    expect(lessonSchema.parse(completed.json())).toMatchObject({ status: 'completed', actualDuration: 90 });
    expect(await balanceOf(studentId)).toMatchObject({
      usedMinutes: 90,
      bookedMinutes: 60,
      leftMinutes: 150,
    });

    const paid = await call('POST', `/api/students/${studentId}/payments`, {
      amountPence: 10000,
      method: 'cash',
      paidOn: TODAY,
    });
    expect(paid.statusCode).toBe(201);
    expect(studentLedgerSchema.parse(paid.json()).balance).toMatchObject({
      owedPence: 8000,
      paidPence: 10000,
    });
    expect(await balanceOf(studentId)).toMatchObject({ owedPence: 8000, paidPence: 10000 });

    const early = await call('POST', `/api/lessons/${nextMonth.lesson.id}/complete`, { actualMinutes: 60 });
    expect(early.statusCode).toBe(409);
    expect(apiErrorSchema.parse(early.json())).toEqual({
      code: 'LESSON_NOT_STARTED',
      message: 'This lesson has not started yet.',
    });
    expect(await balanceOf(studentId)).toMatchObject({ usedMinutes: 90, bookedMinutes: 60 });
  });
});

describe('purchases', () => {
  it('come from an approved booking once, at the amount it was booked for; a request not yet approved is not owed', async () => {
    const { id: bookingId, studentId } = await bookThroughApi(testApp, {
      packageType: 'standard',
      futureBooking: true,
    });
    expect(await balanceOf(studentId)).toMatchObject({ boughtMinutes: 0, owedPence: 0 });

    // Marked paid before it is answered: money received, the learner in credit.
    const paid = await call('PUT', `/api/bookings/${bookingId}/payment-status`, { paymentStatus: 'paid' });
    expect(paid.statusCode).toBe(200);
    expect(await balanceOf(studentId)).toMatchObject({ owedPence: -36000, paidPence: 36000 });

    await call('PATCH', `/api/bookings/${bookingId}/status`, { status: 'approved' });
    expect(await balanceOf(studentId)).toEqual({
      boughtMinutes: 600,
      bookedMinutes: 0,
      usedMinutes: 0,
      leftMinutes: 600,
      owedPence: 0,
      paidPence: 36000,
    });
    const ledger = studentLedgerSchema.parse((await call('GET', `/api/students/${studentId}/ledger`)).json());
    expect(ledger.purchases).toEqual([
      expect.objectContaining({
        description: 'Standard Package (10 Hours)',
        minutes: 600,
        pricePence: 36000,
      }),
    ]);
    // The payment made before approval now pays for that purchase.
    expect(ledger.payments).toEqual([
      expect.objectContaining({
        amountPence: 36000,
        method: 'bank_transfer',
        purchaseId: ledger.purchases[0]?.id,
      }),
    ]);
    // Marking it paid again records nothing twice.
    await call('PUT', `/api/bookings/${bookingId}/payment-status`, { paymentStatus: 'paid' });
    expect(await balanceOf(studentId)).toMatchObject({ paidPence: 36000 });
  });

  it('can be sold by the instructor at the package price or a typed price', async () => {
    const { studentId } = await learnerWithApprovedPackage('single_1hour');
    const sold = await call('POST', `/api/students/${studentId}/purchases`, {
      packageType: 'special_offer',
      pricePence: 30000,
    });
    expect(sold.statusCode).toBe(201);
    expect(studentLedgerSchema.parse(sold.json()).balance).toMatchObject({
      boughtMinutes: 60 + 600,
      owedPence: 4000 + 30000,
    });
    const atPrice = await call('POST', `/api/students/${studentId}/purchases`, { packageType: 'starter' });
    expect(studentLedgerSchema.parse(atPrice.json()).balance.owedPence).toBe(4000 + 30000 + 18000);
    const unknown = await call('POST', `/api/students/${studentId}/purchases`, { packageType: 'no_such' });
    expect(unknown.statusCode).toBe(400);
  });
});

describe('payments', () => {
  it('take part payments and refunds with their reason, and keep every one', async () => {
    const { studentId } = await learnerWithApprovedPackage('starter');
    for (const amountPence of [5000, 7000]) {
      const response = await call('POST', `/api/students/${studentId}/payments`, {
        amountPence,
        method: 'bank_transfer',
        paidOn: TODAY,
      });
      expect(response.statusCode).toBe(201);
    }
    const noReason = await call('POST', `/api/students/${studentId}/payments`, {
      amountPence: -2000,
      method: 'bank_transfer',
      paidOn: TODAY,
    });
    expect(noReason.statusCode).toBe(400);
    expect(noReason.json().fields).toEqual({ reason: 'Say why the money is refunded' });
    const zero = await call('POST', `/api/students/${studentId}/payments`, {
      amountPence: 0,
      method: 'cash',
      paidOn: TODAY,
    });
    expect(zero.statusCode).toBe(400);
    expect(zero.json().fields).toEqual({ amountPence: 'Enter an amount in pounds and pence, not zero' });

    const refund = await call('POST', `/api/students/${studentId}/payments`, {
      amountPence: -2000,
      method: 'bank_transfer',
      paidOn: TODAY,
      reason: 'Lesson cut short by the instructor',
    });
    expect(refund.statusCode).toBe(201);
    const ledger = studentLedgerSchema.parse(refund.json());
    expect(ledger.payments.map((payment) => payment.amountPence)).toEqual([5000, 7000, -2000]);
    expect(ledger.balance).toMatchObject({ paidPence: 10000, owedPence: 8000 });
  });

  it('are only for a learner who exists, and only by the instructor', async () => {
    const missing = await call('POST', '/api/students/999999/payments', {
      amountPence: 100,
      method: 'cash',
      paidOn: TODAY,
    });
    expect(missing.statusCode).toBe(404);
    const anonymous = await testApp.app.inject({ method: 'GET', url: '/api/students/1/balance' });
    expect(anonymous.statusCode).toBe(401);
  });
});

describe("the instructor's lesson actions", () => {
  it('no-show: uses the hours when charged, returns them when not', async () => {
    const { studentId } = await learnerWithApprovedPackage('starter');
    const charged = await manualLesson(studentId, addDaysToIsoDate(TODAY, -2), freshTime());
    const excused = await manualLesson(studentId, addDaysToIsoDate(TODAY, -2), freshTime());
    expect(
      (await call('POST', `/api/lessons/${charged.lesson.id}/no-show`, { charged: true })).statusCode,
    ).toBe(200);
    expect(
      (await call('POST', `/api/lessons/${excused.lesson.id}/no-show`, { charged: false })).statusCode,
    ).toBe(200);
    expect(await balanceOf(studentId)).toMatchObject({ bookedMinutes: 0, usedMinutes: 60, leftMinutes: 240 });
  });

  it('cancel: free 48 hours or more ahead, half the hours used 24 to 48, under 24 as the instructor decides; the learner is told', async () => {
    const { studentId } = await learnerWithApprovedPackage('standard');
    const inThreeDays = await manualLesson(studentId, addDaysToIsoDate(TODAY, 3), freshTime(), {
      duration: 120,
    });
    // Tomorrow at 20:00 is 34 hours ahead; today at 20:00 is 10.
    const tomorrow = await manualLesson(studentId, addDaysToIsoDate(TODAY, 1), '20:00', { duration: 120 });
    const tonightCharged = await manualLesson(studentId, TODAY, '20:00', { duration: 60 });
    const tonightExcused = await manualLesson(studentId, TODAY, '21:00', { duration: 60 });

    const cancel = (lessonId: number, charged = false) =>
      call('POST', `/api/lessons/${lessonId}/cancel`, { reason: 'Car in for repair', charged });
    expect((await cancel(inThreeDays.lesson.id)).statusCode).toBe(200);
    expect(await balanceOf(studentId)).toMatchObject({ bookedMinutes: 240, usedMinutes: 0 });
    expect((await cancel(tomorrow.lesson.id)).statusCode).toBe(200);
    expect(await balanceOf(studentId)).toMatchObject({ bookedMinutes: 120, usedMinutes: 60 });
    expect((await cancel(tonightCharged.lesson.id, true)).statusCode).toBe(200);
    expect((await cancel(tonightExcused.lesson.id, false)).statusCode).toBe(200);
    expect(await balanceOf(studentId)).toEqual({
      boughtMinutes: 600,
      bookedMinutes: 0,
      usedMinutes: 120,
      leftMinutes: 480,
      owedPence: 36000,
      paidPence: 0,
    });

    const again = await cancel(inThreeDays.lesson.id);
    expect(again.statusCode).toBe(409);
    const emails = await testApp.database.db
      .select()
      .from(outbox)
      .where(eq(outbox.kind, 'lesson_cancelled_by_instructor'));
    expect(emails.length).toBeGreaterThanOrEqual(4);
    expect(emails.some((email) => email.bodyText.includes('Reason: Car in for repair'))).toBe(true);
  });

  it('move: to a free time, refusing a clash, with the learner told; the hours stay booked', async () => {
    const { studentId } = await learnerWithApprovedPackage('starter');
    const first = await manualLesson(studentId, addDaysToIsoDate(TODAY, 6), '09:00');
    const second = await manualLesson(studentId, addDaysToIsoDate(TODAY, 6), '11:00');
    const clash = await call('POST', `/api/lessons/${first.lesson.id}/move`, {
      date: addDaysToIsoDate(TODAY, 6),
      startTime: '11:00',
    });
    expect(clash.statusCode).toBe(409);
    expect(apiErrorSchema.parse(clash.json()).code).toBe('LESSON_CLASH');
    const past = await call('POST', `/api/lessons/${first.lesson.id}/move`, {
      date: addDaysToIsoDate(TODAY, -1),
      startTime: '11:00',
    });
    expect(past.statusCode).toBe(400);

    const moved = await call('POST', `/api/lessons/${first.lesson.id}/move`, {
      date: addDaysToIsoDate(TODAY, 7),
      startTime: '16:00',
    });
    expect(moved.statusCode, moved.body).toBe(200);
    expect(lessonSchema.parse(moved.json())).toMatchObject({
      date: addDaysToIsoDate(TODAY, 7),
      startTime: '16:00',
      status: 'scheduled',
    });
    expect(second.lesson.id).not.toBe(first.lesson.id);
    expect(await balanceOf(studentId)).toMatchObject({ bookedMinutes: 120, leftMinutes: 180 });
    const emails = await testApp.database.db
      .select()
      .from(outbox)
      .where(eq(outbox.kind, 'lesson_moved_by_instructor'));
    expect(emails.some((email) => email.bodyText.includes('has moved to'))).toBe(true);
    // By the learner's reminder channel (the school's default, SMS), and by e-mail since SMS is
    // not configured here.
    expect(emails.map((email) => email.channel).sort()).toEqual(['email', 'sms']);
    expect(emails.find((email) => email.channel === 'sms')?.status).toBe('not_configured');
  });

  it('pickup notes: edited and cleared', async () => {
    const { studentId } = await learnerWithApprovedPackage('starter');
    const lesson = await manualLesson(studentId, addDaysToIsoDate(TODAY, 8), freshTime());
    const edited = await call('PATCH', `/api/lessons/${lesson.lesson.id}/notes`, {
      notes: ' Outside the library ',
    });
    expect(edited.statusCode).toBe(200);
    expect(lessonSchema.parse(edited.json()).notes).toBe('Outside the library');
    const cleared = await call('PATCH', `/api/lessons/${lesson.lesson.id}/notes`, { notes: '' });
    expect(lessonSchema.parse(cleared.json()).notes).toBeNull();
    const tooLong = await call('PATCH', `/api/lessons/${lesson.lesson.id}/notes`, {
      notes: 'x'.repeat(2001),
    });
    expect(tooLong.statusCode).toBe(400);
  });

  it('cannot cancel a lesson that has started, nor complete one that was cancelled', async () => {
    const { studentId } = await learnerWithApprovedPackage('starter');
    const past = await manualLesson(studentId, addDaysToIsoDate(TODAY, -3), freshTime());
    const started = await call('POST', `/api/lessons/${past.lesson.id}/cancel`, { reason: 'Too late' });
    expect(started.statusCode).toBe(409);
    const future = await manualLesson(studentId, addDaysToIsoDate(TODAY, 5), freshTime());
    await call('POST', `/api/lessons/${future.lesson.id}/cancel`, { reason: 'Ill' });
    const [row] = await testApp.database.db.select().from(lessons).where(eq(lessons.id, future.lesson.id));
    expect(row?.status).toBe('cancelled');
    const missing = await call('POST', '/api/lessons/999999/complete', { actualMinutes: 60 });
    expect(missing.statusCode).toBe(404);
  });
});
