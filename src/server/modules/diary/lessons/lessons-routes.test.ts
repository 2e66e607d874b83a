import { count, eq } from 'drizzle-orm';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  holdSlotForBooking,
  insertAccessTokenRow,
  insertBookingRow,
  insertLearner,
  insertLessonRow,
  insertOtherInstructor,
} from '../../../../../tests/support/dashboard-test-data';
import { createTimeSlot, getSeededInstructorId } from '../../../../../tests/support/factories';
import { createTestApp, setUpTestApp, signInAsInstructor } from '../../../../../tests/support/test-app';
import { apiErrorSchema } from '../../../../core/api/api-error-schemas';
import { timeSlotsResponseSchema } from '../../../../core/bookings/booking/time-slot-schemas';
import {
  lessonSchema,
  manualLessonResponseSchema,
  upcomingLessonsResponseSchema,
} from '../../../../core/diary/lessons/lessons-schemas';
import { bookings, lessons, studentAccessTokens, timeSlots } from '../../../db/schema';

// Monday 22 March 2027, 10:00 GMT; the clocks go forward on Sunday 28 March.
const NOW = new Date('2027-03-22T10:00:00Z');
const DAY_MS = 86_400_000;

let instructorId: number;

const testApp = setUpTestApp({ now: NOW });
beforeAll(async () => {
  instructorId = await getSeededInstructorId(testApp.database.db);
});
beforeEach(() => {
  testApp.setNow(NOW);
});

/** A manual lesson; a test of the learner's hours says `addPurchase` itself (default: sell if none left). */
function postManual(payload: object) {
  return testApp.app.inject({
    method: 'POST',
    url: '/api/lessons/manual',
    payload: { addPurchase: true, ...payload },
    headers: testApp.headers,
  });
}

async function countLessonsOf(studentId: number) {
  const [row] = await testApp.database.db
    .select({ value: count() })
    .from(lessons)
    .where(eq(lessons.studentId, studentId));
  return row?.value;
}

async function countRows() {
  const db = testApp.database.db;
  const [bookingCount] = await db.select({ value: count() }).from(bookings);
  const [lessonCount] = await db.select({ value: count() }).from(lessons);
  return { bookings: bookingCount?.value, lessons: lessonCount?.value };
}

describe('permission', () => {
  it.each([
    ['PATCH', '/api/lessons/1/duration'],
    ['GET', '/api/lessons/upcoming'],
    ['POST', '/api/lessons/manual'],
  ] as const)('%s %s refuses an anonymous request with 401', async (method, url) => {
    const response = await testApp.app.inject({ method, url, ...(method === 'GET' ? {} : { payload: {} }) });
    expect(response.statusCode).toBe(401);
  });
});

describe('PATCH /api/lessons/{id}/duration', () => {
  it('records the minutes really driven', async () => {
    const studentId = await insertLearner(testApp.database.db);
    const lessonId = await insertLessonRow(testApp.database.db, {
      studentId,
      instructorId,
      date: '2027-03-20',
      time: '09:00',
      status: 'completed',
    });
    const response = await testApp.app.inject({
      method: 'PATCH',
      url: `/api/lessons/${lessonId}/duration`,
      payload: { actualDuration: 105 },
      headers: testApp.headers,
    });
    expect(response.statusCode).toBe(200);
    expect(lessonSchema.parse(response.json())).toMatchObject({
      id: lessonId,
      studentId,
      date: '2027-03-20',
      startTime: '09:00',
      endTime: '11:00',
      bookedDuration: 120,
      actualDuration: 105,
      status: 'completed',
    });
  });

  it.each([0, 10, 20, 481, 495, 'ninety'])('refuses %s with the duration message', async (actualDuration) => {
    const response = await testApp.app.inject({
      method: 'PATCH',
      url: '/api/lessons/1/duration',
      payload: { actualDuration },
      headers: testApp.headers,
    });
    expect(response.statusCode).toBe(400);
    expect(apiErrorSchema.parse(response.json()).fields).toEqual({
      actualDuration: 'Enter a duration from 15 to 480 minutes, in steps of 15',
    });
  });

  it('answers 404 for an unknown lesson', async () => {
    const response = await testApp.app.inject({
      method: 'PATCH',
      url: '/api/lessons/987654/duration',
      payload: { actualDuration: 60 },
      headers: testApp.headers,
    });
    expect(response.statusCode).toBe(404);
    expect(apiErrorSchema.parse(response.json()).message).toBe('That lesson no longer exists.');
  });
});

describe('GET /api/lessons/upcoming', () => {
  it('lists the signed-in instructor’s coming lessons with the learner, London time and the booking', async () => {
    const app = await createTestApp({ now: NOW });
    try {
      const db = app.database.db;
      const ownId = await getSeededInstructorId(db);
      const other = await insertOtherInstructor(db);
      const studentId = await insertLearner(db, { fullName: 'Uma Upcoming' });
      const bookingId = await insertBookingRow(db, {
        studentId,
        instructorId: ownId,
        packageType: 'standard',
        totalAmountPence: 36000,
        status: 'approved',
        paymentStatus: 'paid',
      });
      const later = await insertLessonRow(db, {
        studentId,
        instructorId: ownId,
        date: '2027-03-30',
        time: '14:00',
        bookingId,
      });
      // Started at 09:30 and still going at 10:00: still listed.
      const inProgress = await insertLessonRow(db, {
        studentId,
        instructorId: ownId,
        date: '2027-03-22',
        time: '09:30',
        duration: 60,
      });
      await insertLessonRow(db, { studentId, instructorId: ownId, date: '2027-03-21', time: '09:00' });
      await insertLessonRow(db, {
        studentId,
        instructorId: ownId,
        date: '2027-03-24',
        time: '09:00',
        status: 'cancelled',
      });
      await insertLessonRow(db, { studentId, instructorId: other, date: '2027-03-25', time: '09:00' });

      const response = await app.app.inject({
        method: 'GET',
        url: '/api/lessons/upcoming',
        headers: await signInAsInstructor(app),
      });
      expect(response.statusCode).toBe(200);
      const upcoming = upcomingLessonsResponseSchema.parse(response.json());
      expect(upcoming.map((lesson) => lesson.id)).toEqual([inProgress, later]);
      expect(upcoming[1]).toMatchObject({
        studentName: 'Uma Upcoming',
        date: '2027-03-30',
        startTime: '14:00',
        endTime: '16:00',
        bookedDuration: 120,
        status: 'scheduled',
        booking: {
          id: bookingId,
          packageType: 'standard',
          packageName: 'Standard Package (10 Hours)',
          paymentStatus: 'paid',
          totalAmount: 36000,
        },
      });
      expect(upcoming[0]?.booking).toBeNull();
    } finally {
      await app.close();
    }
  });
});

describe('POST /api/lessons/manual', () => {
  it('refuses a lesson for a learner with no hours left, and with "Add a purchase" sells the package, not paid yet by default', async () => {
    const studentId = await insertLearner(testApp.database.db);
    const refused = await postManual({
      studentId,
      date: '2027-03-30',
      startTime: '09:00',
      addPurchase: false,
    });
    expect(refused.statusCode).toBe(409);
    expect(apiErrorSchema.parse(refused.json())).toMatchObject({ code: 'NO_HOURS_LEFT' });
    expect(refused.json().message).toContain('has no hours left to book this lesson from');
    expect(await countLessonsOf(studentId)).toBe(0);

    const response = await postManual({
      studentId,
      date: '2027-03-30',
      startTime: '09:00',
      addPurchase: true,
    });
    expect(response.statusCode).toBe(201);
    const body = manualLessonResponseSchema.parse(response.json());
    expect(body.lesson).toMatchObject({
      date: '2027-03-30',
      startTime: '09:00',
      duration: 60,
      status: 'scheduled',
    });
    expect(body.purchase).toMatchObject({ description: '1 Hour Lesson', added: true });

    const [lesson] = await testApp.database.db.select().from(lessons).where(eq(lessons.id, body.lesson.id));
    expect(lesson?.startsAt.toISOString()).toBe('2027-03-30T08:00:00.000Z');
    expect(lesson?.instructorId).toBe(instructorId);
    // No booking per lesson: the lesson uses the purchase.
    expect(lesson?.bookingId).toBeNull();
    expect(lesson?.purchaseId).toBe(body.purchase?.id);
    const balance = await testApp.app.inject({
      method: 'GET',
      url: `/api/students/${studentId}/balance`,
      headers: testApp.headers,
    });
    expect(balance.json()).toEqual({
      boughtMinutes: 60,
      bookedMinutes: 60,
      usedMinutes: 0,
      leftMinutes: 0,
      owedPence: 4000,
      paidPence: 0,
    });
    expect(body.payment).toBeNull();
  });

  it('draws from the learner\'s open purchase instead of charging again; "not paid yet" sells unpaid; "cancelled" is no payment status', async () => {
    const studentId = await insertLearner(testApp.database.db);
    const first = await postManual({
      studentId,
      date: '2027-04-02',
      startTime: '10:00',
      duration: 90,
      packageType: 'special_offer',
      paymentMethod: 'not_paid',
      notes: 'Pays on the day',
      addPurchase: true,
    });
    expect(first.statusCode).toBe(201);
    const firstBody = manualLessonResponseSchema.parse(first.json());
    expect(firstBody.purchase).toMatchObject({ description: 'Special Offer (10 Hours)', added: true });

    const second = await postManual({
      studentId,
      date: '2027-04-03',
      startTime: '10:00',
      duration: 120,
      addPurchase: true,
    });
    expect(second.statusCode).toBe(201);
    expect(manualLessonResponseSchema.parse(second.json()).purchase).toEqual({
      ...firstBody.purchase,
      added: false,
    });
    const balance = await testApp.app.inject({
      method: 'GET',
      url: `/api/students/${studentId}/balance`,
      headers: testApp.headers,
    });
    expect(balance.json()).toMatchObject({
      boughtMinutes: 600,
      bookedMinutes: 210,
      leftMinutes: 390,
      owedPence: 32000,
      paidPence: 0,
    });

    const cancelled = await postManual({
      studentId,
      date: '2027-04-02',
      startTime: '12:00',
      paymentMethod: 'cancelled',
    });
    expect(cancelled.statusCode).toBe(400);
    expect(apiErrorSchema.parse(cancelled.json()).fields).toEqual({
      paymentMethod: 'Choose how it was paid',
    });
    const after = await testApp.app.inject({
      method: 'GET',
      url: `/api/students/${studentId}/balance`,
      headers: testApp.headers,
    });
    expect(after.json()).toEqual(balance.json());
  });

  it('answers every missing field with the spec’s message and writes nothing', async () => {
    const before = await countRows();
    const response = await postManual({
      duration: 250,
      packageType: 'Premium!',
      paymentMethod: 'maybe',
      startTime: '',
      date: '',
    });
    expect(response.statusCode).toBe(400);
    expect(apiErrorSchema.parse(response.json()).fields).toEqual({
      studentId: 'Please select a student',
      date: 'Please select a date',
      startTime: 'Please select start time',
      duration: 'Choose a length from 15 minutes to 4 hours, in steps of 15 minutes',
      packageType: 'Please select package type',
      paymentMethod: 'Choose how it was paid',
    });
    const unknownStudent = await postManual({ studentId: 987_654, date: '2027-04-02', startTime: '12:00' });
    expect(unknownStudent.statusCode).toBe(400);
    expect(apiErrorSchema.parse(unknownStudent.json()).fields).toEqual({
      studentId: 'Please select a student',
    });
    const beyondAnyId = await postManual({ studentId: 2 ** 40, date: '2027-04-02', startTime: '12:00' });
    expect(apiErrorSchema.parse(beyondAnyId.json()).fields).toEqual({ studentId: 'Please select a student' });
    expect(await countRows()).toEqual(before);
  });

  it('refuses a time that clashes with another lesson of the instructor, writing nothing', async () => {
    const studentId = await insertLearner(testApp.database.db);
    await insertLessonRow(testApp.database.db, {
      studentId,
      instructorId,
      date: '2027-04-05',
      time: '10:00',
    });
    const before = await countRows();
    const response = await postManual({ studentId, date: '2027-04-05', startTime: '11:00', duration: 60 });
    expect(response.statusCode).toBe(409);
    expect(apiErrorSchema.parse(response.json())).toEqual({
      code: 'LESSON_CLASH',
      message: 'That time clashes with another lesson.',
    });
    expect(await countRows()).toEqual(before);
  });

  it('refuses a time held by a booking request, writing nothing', async () => {
    const db = testApp.database.db;
    const studentId = await insertLearner(db);
    const slotId = await createTimeSlot(db, {
      instructorId,
      date: '2027-04-06',
      time: '14:00',
      duration: 120,
    });
    const bookingId = await insertBookingRow(db, { studentId, instructorId });
    await holdSlotForBooking(db, { bookingId, timeSlotId: slotId });
    const before = await countRows();
    const response = await postManual({ studentId, date: '2027-04-06', startTime: '15:00' });
    expect(response.statusCode).toBe(409);
    expect(apiErrorSchema.parse(response.json())).toEqual({
      code: 'SLOT_HELD',
      message: 'That time is held by a booking request. Approve or reject it first.',
    });
    expect(await countRows()).toEqual(before);
  });

  it('treats a slot held by an approved booking as a lesson time: a clash', async () => {
    const db = testApp.database.db;
    const studentId = await insertLearner(db);
    const slotId = await createTimeSlot(db, { instructorId, date: '2027-04-09', time: '14:00' });
    const bookingId = await insertBookingRow(db, { studentId, instructorId, status: 'approved' });
    await holdSlotForBooking(db, { bookingId, timeSlotId: slotId });
    const response = await postManual({ studentId, date: '2027-04-09', startTime: '13:30' });
    expect(response.statusCode).toBe(409);
    expect(apiErrorSchema.parse(response.json()).message).toBe('That time clashes with another lesson.');
  });

  it('takes free slots under the lesson off sale so learners cannot book over it', async () => {
    const db = testApp.database.db;
    const studentId = await insertLearner(db);
    const under = await createTimeSlot(db, { instructorId, date: '2027-04-07', time: '09:00' });
    const beside = await createTimeSlot(db, { instructorId, date: '2027-04-07', time: '10:30' });
    const publicIds = async () =>
      timeSlotsResponseSchema
        .parse((await testApp.app.inject({ method: 'GET', url: '/api/time-slots' })).json())
        .map((slot) => slot.id);
    expect(await publicIds()).toEqual(expect.arrayContaining([under, beside]));

    const response = await postManual({ studentId, date: '2027-04-07', startTime: '09:30', duration: 60 });
    expect(response.statusCode).toBe(201);
    // 09:00-10:00 under a 09:30 lesson leaves half an hour: not a bookable length, so nothing of it.
    const visible = await publicIds();
    expect(visible).not.toContain(under);
    expect(visible).toContain(beside);
    expect(await db.select().from(timeSlots).where(eq(timeSlots.id, under))).toEqual([]);
  });

  it('takes only its own time: the rest of a longer free slot stays on sale; a slot once held is withdrawn whole', async () => {
    const db = testApp.database.db;
    const studentId = await insertLearner(db);
    const twoHours = await createTimeSlot(db, {
      instructorId,
      date: '2027-06-16',
      time: '14:00',
      duration: 120,
    });
    const response = await postManual({ studentId, date: '2027-06-16', startTime: '14:00', duration: 60 });
    expect(response.statusCode).toBe(201);
    const slots = timeSlotsResponseSchema
      .parse((await testApp.app.inject({ method: 'GET', url: '/api/time-slots' })).json())
      .filter((slot) => slot.date === '2027-06-16');
    expect(slots.map((slot) => [slot.time, slot.duration])).toEqual([['15:00', 60]]);
    expect(slots.some((slot) => slot.id === twoHours)).toBe(false);

    // A slot a booking once held keeps its history: it is withdrawn, not cut.
    const heldBefore = await createTimeSlot(db, {
      instructorId,
      date: '2027-06-17',
      time: '14:00',
      duration: 120,
    });
    const bookingId = await insertBookingRow(db, { studentId, instructorId, status: 'rejected' });
    await holdSlotForBooking(db, { bookingId, timeSlotId: heldBefore, releasedAt: NOW });
    expect(
      (await postManual({ studentId, date: '2027-06-17', startTime: '14:00', duration: 60 })).statusCode,
    ).toBe(201);
    const [row] = await db.select().from(timeSlots).where(eq(timeSlots.id, heldBefore));
    expect(row?.isAvailable).toBe(false);
  });

  it('keeps the learner’s progress link alive for 30 more days', async () => {
    const db = testApp.database.db;
    const studentId = await insertLearner(db);
    const token = 'm'.repeat(43);
    await insertAccessTokenRow(db, {
      studentId,
      token,
      createdAt: new Date(NOW.getTime() - 25 * DAY_MS),
      expiresAt: new Date(NOW.getTime() + 5 * DAY_MS),
    });
    expect((await postManual({ studentId, date: '2027-04-08', startTime: '09:00' })).statusCode).toBe(201);
    const [row] = await db.select().from(studentAccessTokens).where(eq(studentAccessTokens.token, token));
    expect(row?.expiresAt).toEqual(new Date(NOW.getTime() + 30 * DAY_MS));
  });
});
