import { count, eq, inArray, sql } from 'drizzle-orm';
import type { PgInsertValue } from 'drizzle-orm/pg-core';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  holdSlotForBooking,
  insertBookingRow,
  insertLearner,
  insertLessonRow,
  insertOtherInstructor,
} from '../../../../../tests/support/dashboard-test-data';
import {
  buildBookingRequest,
  createTimeSlot,
  getSeededInstructorId,
} from '../../../../../tests/support/factories';
import { setUpTestApp, signInAsInstructor } from '../../../../../tests/support/test-app';
import { apiErrorSchema } from '../../../../core/api/api-error-schemas';
import { slotPatternResultSchema } from '../../../../core/bookings/availability/availability-admin-schemas';
import { timeSlotsResponseSchema } from '../../../../core/bookings/booking/time-slot-schemas';
import { calendarWeekResponseSchema } from '../../../../core/diary/calendar/calendar-schemas';
import { recurringLessonsPreviewSchema } from '../../../../core/diary/lessons/recurring-lessons-schemas';
import {
  createTimeOffResponseSchema,
  deleteTimeOffResponseSchema,
  timeOffListResponseSchema,
} from '../../../../core/diary/time-off/time-off-schemas';
import { SCHOOL_TIME_ZONE, zonedWallTimeToInstant } from '../../../../core/time/london-time';
import { bookingSlots, outbox, timeOff, timeSlots } from '../../../db/schema';
import { readDatabaseError } from '../../../lib/database-errors';

// Wednesday 2 June 2027, 09:00 in London (BST).
const NOW = new Date('2027-06-02T08:00:00Z');
// Monday 14 June 2027: the day off of most tests.
const DAY_OFF = '2027-06-14';

// The file signs in itself: a test that moves the clock far on signs in again.
const testApp = setUpTestApp({ now: NOW, signIn: false });
let instructorId: number;
let headers: { authorization: string };

beforeAll(async () => {
  instructorId = await getSeededInstructorId(testApp.database.db);
  headers = await signInAsInstructor(testApp);
});
beforeEach(() => {
  testApp.setNow(NOW);
});

function block(payload: object) {
  return testApp.app.inject({ method: 'POST', url: '/api/time-off', payload, headers });
}

async function listTimeOff() {
  const response = await testApp.app.inject({ method: 'GET', url: '/api/time-off', headers });
  expect(response.statusCode).toBe(200);
  return timeOffListResponseSchema.parse(response.json());
}

async function publicSlots() {
  const response = await testApp.app.inject({ method: 'GET', url: '/api/time-slots' });
  return timeSlotsResponseSchema.parse(response.json());
}

async function slotRow(id: number) {
  const [row] = await testApp.database.db.select().from(timeSlots).where(eq(timeSlots.id, id));
  return row;
}

async function countTimeOff(): Promise<number> {
  const [row] = await testApp.database.db.select({ value: count() }).from(timeOff);
  return row?.value ?? 0;
}

const at = (date: string, time: string) => zonedWallTimeToInstant(date, time, SCHOOL_TIME_ZONE);

describe('permission', () => {
  it.each([
    ['POST', '/api/time-off'],
    ['GET', '/api/time-off'],
    ['DELETE', '/api/time-off/1'],
  ] as const)('%s %s refuses an anonymous request with 401', async (method, url) => {
    const response = await testApp.app.inject({ method, url, ...(method === 'POST' ? { payload: {} } : {}) });
    expect(response.statusCode).toBe(401);
  });
});

describe('POST /api/time-off: refusals', () => {
  it('answers 400 with each field’s message and writes nothing', async () => {
    const before = await countTimeOff();
    const empty = await block({});
    expect(empty.statusCode).toBe(400);
    expect(apiErrorSchema.parse(empty.json()).fields).toEqual({
      firstDate: 'Please choose the first day off',
      lastDate: 'Please choose the last day off',
      reason: 'Please choose a reason',
    });
    const reversed = await block({ firstDate: '2027-06-20', lastDate: '2027-06-19', reason: 'holiday' });
    expect(reversed.statusCode).toBe(400);
    expect(apiErrorSchema.parse(reversed.json()).fields).toEqual({
      lastDate: 'The last day must be on or after the first day',
    });
    const tooLong = await block({ firstDate: '2027-06-20', lastDate: '2028-06-20', reason: 'holiday' });
    expect(apiErrorSchema.parse(tooLong.json()).fields).toEqual({
      lastDate: 'Time off can cover at most a year',
    });
    const past = await block({ firstDate: '2027-06-01', lastDate: '2027-06-03', reason: 'sick' });
    expect(past.statusCode).toBe(400);
    expect(apiErrorSchema.parse(past.json()).fields).toEqual({
      firstDate: 'The first day must not be in the past',
    });
    const longNote = await block({
      firstDate: '2027-06-20',
      lastDate: '2027-06-20',
      reason: 'other',
      note: 'x'.repeat(201),
    });
    expect(apiErrorSchema.parse(longNote.json()).fields).toEqual({
      note: 'Keep the note under 200 characters',
    });
    const badReason = await block({ firstDate: '2027-06-20', lastDate: '2027-06-20', reason: 'party' });
    expect(apiErrorSchema.parse(badReason.json()).fields).toEqual({ reason: 'Please choose a reason' });
    expect(await countTimeOff()).toBe(before);
  });
});

describe('blocking a day', () => {
  it('withdraws its free times in one go, and lists the lessons and held requests inside it', async () => {
    const { db } = testApp.database;
    const otherInstructor = await insertOtherInstructor(db);
    // A free time nobody ever held: deleted.
    const neverHeld = await createTimeSlot(db, { instructorId, date: DAY_OFF, time: '09:00' });
    // A free time a booking held once (released): withdrawn, its history kept.
    const heldBefore = await createTimeSlot(db, { instructorId, date: DAY_OFF, time: '10:00' });
    const learner = await insertLearner(db, { fullName: 'Priya Patel' });
    const oldBooking = await insertBookingRow(db, { studentId: learner, instructorId, status: 'rejected' });
    await holdSlotForBooking(db, {
      bookingId: oldBooking,
      timeSlotId: heldBefore,
      heldAt: new Date('2027-05-01T10:00:00Z'),
      releasedAt: new Date('2027-05-02T10:00:00Z'),
    });
    // A booking request waiting for an answer: left holding its time, listed.
    const requested = await createTimeSlot(db, { instructorId, date: DAY_OFF, time: '12:00', duration: 120 });
    const requester = await insertLearner(db, { fullName: 'Rosa Request' });
    const pending = await insertBookingRow(db, { studentId: requester, instructorId, status: 'pending' });
    await holdSlotForBooking(db, { bookingId: pending, timeSlotId: requested });
    // An approved booking's lesson on its held time, and a manual lesson: both listed, neither touched.
    const lessonSlot = await createTimeSlot(db, {
      instructorId,
      date: DAY_OFF,
      time: '15:00',
      duration: 120,
    });
    const approved = await insertBookingRow(db, { studentId: learner, instructorId, status: 'approved' });
    await holdSlotForBooking(db, { bookingId: approved, timeSlotId: lessonSlot });
    const bookedLesson = await insertLessonRow(db, {
      studentId: learner,
      instructorId,
      date: DAY_OFF,
      time: '15:00',
      bookingId: approved,
    });
    const manualLesson = await insertLessonRow(db, {
      studentId: requester,
      instructorId,
      date: DAY_OFF,
      time: '18:00',
      duration: 60,
    });
    // Outside the block: the next day, and another instructor the same day.
    const nextDay = await createTimeSlot(db, { instructorId, date: '2027-06-15', time: '09:00' });
    const othersSlot = await createTimeSlot(db, {
      instructorId: otherInstructor,
      date: DAY_OFF,
      time: '09:00',
    });

    const seenBefore = (await publicSlots()).map((slot) => slot.id);
    expect(seenBefore).toEqual(expect.arrayContaining([neverHeld, heldBefore, nextDay, othersSlot]));

    const response = await block({
      firstDate: DAY_OFF,
      lastDate: DAY_OFF,
      reason: 'holiday',
      note: ' Spain ',
    });
    expect(response.statusCode, response.body).toBe(201);
    const created = createTimeOffResponseSchema.parse(response.json());
    expect(created.withdrawnSlots).toBe(2);
    expect(created.timeOff).toMatchObject({
      firstDate: DAY_OFF,
      lastDate: DAY_OFF,
      reason: 'holiday',
      note: 'Spain',
    });
    expect(
      created.timeOff.lessons.map((lesson) => [lesson.id, lesson.studentName, lesson.startTime]),
    ).toEqual([
      [bookedLesson, 'Priya Patel', '15:00'],
      [manualLesson, 'Rosa Request', '18:00'],
    ]);
    expect(created.timeOff.heldRequests).toEqual([
      {
        bookingId: pending,
        studentName: 'Rosa Request',
        times: [{ date: DAY_OFF, time: '12:00', duration: 120 }],
      },
    ]);

    // Stored as the London day: midnight BST to midnight BST.
    const [stored] = await db.select().from(timeOff).where(eq(timeOff.id, created.timeOff.id));
    expect(stored?.startsAt.toISOString()).toBe('2027-06-13T23:00:00.000Z');
    expect(stored?.endsAt.toISOString()).toBe('2027-06-14T23:00:00.000Z');
    expect(await slotRow(neverHeld)).toBeUndefined();
    expect((await slotRow(heldBefore))?.isAvailable).toBe(false);
    expect((await slotRow(requested))?.isAvailable).toBe(true);
    expect((await slotRow(lessonSlot))?.isAvailable).toBe(true);
    expect((await slotRow(othersSlot))?.isAvailable).toBe(true);

    // Learners see nothing of this instructor on the day; the rest is unchanged.
    const seen = await publicSlots();
    expect(seen.filter((slot) => slot.date === DAY_OFF).map((slot) => slot.id)).toEqual([othersSlot]);
    expect(seen.map((slot) => slot.id)).toContain(nextDay);

    // The request is turned down later: its time is free again, yet learners still never see it.
    await db.update(bookingSlots).set({ releasedAt: NOW }).where(eq(bookingSlots.bookingId, pending));
    testApp.setNow(new Date(NOW.getTime() + 5_000));
    expect((await publicSlots()).map((slot) => slot.id)).not.toContain(requested);
    const booking = await testApp.app.inject({
      method: 'POST',
      url: '/api/bookings',
      payload: buildBookingRequest({ packageType: 'single_2hour', timeSlotIds: [requested] }),
    });
    expect(booking.statusCode).toBe(409);
    expect(apiErrorSchema.parse(booking.json()).code).toBe('SLOT_UNAVAILABLE');

    // GET lists the block with what is still inside it; a cancelled lesson leaves the list.
    const cancelled = await testApp.app.inject({
      method: 'POST',
      url: `/api/lessons/${manualLesson}/cancel`,
      headers,
      payload: { reason: 'I am on holiday that day.', charged: false },
    });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    // The learner is told, with the reason.
    const notices = await db.select().from(outbox).where(eq(outbox.kind, 'lesson_cancelled_by_instructor'));
    expect(notices.some((notice) => notice.bodyText.includes('I am on holiday that day.'))).toBe(true);
    const [listed] = (await listTimeOff()).filter((item) => item.id === created.timeOff.id);
    expect(listed?.lessons.map((lesson) => lesson.id)).toEqual([bookedLesson]);
    expect(listed?.heldRequests).toEqual([]);
  });

  it('refuses time off overlapping another block, naming it, and allows the day after', async () => {
    const overlapping = await block({ firstDate: '2027-06-12', lastDate: DAY_OFF, reason: 'car' });
    expect(overlapping.statusCode).toBe(409);
    const error = apiErrorSchema.parse(overlapping.json());
    expect(error.code).toBe('TIME_OFF_OVERLAP');
    expect(error.fields?.firstDate).toBe(
      'You already have time off on Monday 14 June 2027 (holiday). Change or remove that one first.',
    );
    const nextDay = await block({ firstDate: '2027-06-15', lastDate: '2027-06-15', reason: 'car' });
    expect(nextDay.statusCode, nextDay.body).toBe(201);
  });

  it('keeps one of two overlapping blocks sent at the same moment and refuses the other with 409', async () => {
    const answers = await Promise.all([
      block({ firstDate: '2027-08-09', lastDate: '2027-08-13', reason: 'holiday' }),
      block({ firstDate: '2027-08-12', lastDate: '2027-08-16', reason: 'car' }),
    ]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([201, 409]);
    const refused = answers.find((answer) => answer.statusCode === 409);
    expect(apiErrorSchema.parse(refused?.json()).code).toBe('TIME_OFF_OVERLAP');
  });

  it('refuses a new time inside time off, and a weekly pattern skips the days off and says how many', async () => {
    const single = await testApp.app.inject({
      method: 'POST',
      url: '/api/time-slots',
      headers,
      payload: { date: DAY_OFF, time: '20:00', duration: 60 },
    });
    expect(single.statusCode).toBe(409);
    expect(apiErrorSchema.parse(single.json())).toMatchObject({
      code: 'SLOT_IN_TIME_OFF',
      fields: {
        date: 'You have time off on Monday 14 June 2027 (holiday). Remove it first to add times then.',
      },
    });
    // Mondays to Fridays 07:00-08:00 for two weeks: the 14th and 15th are off.
    const pattern = await testApp.app.inject({
      method: 'POST',
      url: '/api/time-slots/pattern',
      headers,
      payload: {
        startDate: '2027-06-07',
        endDate: '2027-06-18',
        weekdays: [1, 2, 3, 4, 5],
        startTime: '07:00',
        endTime: '08:00',
        duration: 60,
      },
    });
    expect(pattern.statusCode, pattern.body).toBe(201);
    expect(slotPatternResultSchema.parse(pattern.json())).toEqual({ created: 8, skipped: 0, timeOffDays: 2 });
  });

  it('leaves nothing behind when a step fails half-way', async () => {
    const { db } = testApp.database;
    const day = '2027-06-21';
    const free = await createTimeSlot(db, { instructorId, date: day, time: '09:00' });
    const withHistory = await createTimeSlot(db, { instructorId, date: day, time: '11:00' });
    const learner = await insertLearner(db);
    const old = await insertBookingRow(db, { studentId: learner, instructorId, status: 'cancelled' });
    await holdSlotForBooking(db, {
      bookingId: old,
      timeSlotId: withHistory,
      heldAt: new Date('2027-05-01T10:00:00Z'),
      releasedAt: new Date('2027-05-01T11:00:00Z'),
    });
    // The withdrawal (after the block's insert and the other slot's deletion) fails.
    await db.execute(
      sql.raw(`CREATE FUNCTION refuse_withdrawal() RETURNS trigger LANGUAGE plpgsql AS $$
        BEGIN RAISE EXCEPTION 'withdrawal refused by the test'; END $$`),
    );
    await db.execute(
      sql.raw(`CREATE TRIGGER refuse_withdrawal BEFORE UPDATE ON time_slots FOR EACH ROW
        WHEN (OLD.id = ${withHistory} AND NEW.is_available = false) EXECUTE FUNCTION refuse_withdrawal()`),
    );
    try {
      const before = await countTimeOff();
      const response = await block({ firstDate: day, lastDate: day, reason: 'sick' });
      expect(response.statusCode).toBe(500);
      expect(await countTimeOff()).toBe(before);
      const rows = await db
        .select()
        .from(timeSlots)
        .where(inArray(timeSlots.id, [free, withHistory]));
      expect(rows.map((row) => [row.id, row.isAvailable]).sort()).toEqual([
        [free, true],
        [withHistory, true],
      ]);
    } finally {
      await db.execute(sql.raw('DROP TRIGGER refuse_withdrawal ON time_slots'));
      await db.execute(sql.raw('DROP FUNCTION refuse_withdrawal()'));
    }
    expect((await block({ firstDate: day, lastDate: day, reason: 'sick' })).statusCode).toBe(201);
  });
});

describe('DELETE /api/time-off/:id', () => {
  it('removes a coming block, ends a current one before today, and says withdrawn times are not put back', async () => {
    const { db } = testApp.database;
    const slot = await createTimeSlot(db, { instructorId, date: '2027-07-05', time: '09:00' });
    const learner = await insertLearner(db);
    const old = await insertBookingRow(db, { studentId: learner, instructorId, status: 'expired' });
    await holdSlotForBooking(db, {
      bookingId: old,
      timeSlotId: slot,
      heldAt: new Date('2027-05-01T10:00:00Z'),
      releasedAt: new Date('2027-05-01T11:00:00Z'),
    });
    const coming = createTimeOffResponseSchema.parse(
      (await block({ firstDate: '2027-07-05', lastDate: '2027-07-05', reason: 'car' })).json(),
    );
    const removed = await testApp.app.inject({
      method: 'DELETE',
      url: `/api/time-off/${coming.timeOff.id}`,
      headers,
    });
    expect(removed.statusCode).toBe(200);
    expect(deleteTimeOffResponseSchema.parse(removed.json())).toMatchObject({ result: 'removed' });
    expect(deleteTimeOffResponseSchema.parse(removed.json()).message).toContain('not put back');
    expect((await slotRow(slot))?.isAvailable).toBe(false);
    expect((await listTimeOff()).map((item) => item.id)).not.toContain(coming.timeOff.id);

    const current = createTimeOffResponseSchema.parse(
      (await block({ firstDate: '2027-07-10', lastDate: '2027-07-16', reason: 'holiday' })).json(),
    );
    // Wednesday 14 July: back early.
    testApp.setNow(new Date('2027-07-14T09:00:00Z'));
    headers = await signInAsInstructor(testApp);
    const ended = await testApp.app.inject({
      method: 'DELETE',
      url: `/api/time-off/${current.timeOff.id}`,
      headers,
    });
    expect(ended.statusCode, ended.body).toBe(200);
    expect(deleteTimeOffResponseSchema.parse(ended.json())).toMatchObject({
      result: 'ended',
      message: expect.stringContaining('Saturday 10 July 2027 to Tuesday 13 July 2027 (holiday)'),
    });
    const [stored] = await db.select().from(timeOff).where(eq(timeOff.id, current.timeOff.id));
    expect(stored?.endsAt.toISOString()).toBe(at('2027-07-14', '00:00').toISOString());
    expect((await listTimeOff()).map((item) => item.id)).not.toContain(current.timeOff.id);
    const again = await testApp.app.inject({
      method: 'DELETE',
      url: `/api/time-off/${current.timeOff.id}`,
      headers,
    });
    expect(again.statusCode).toBe(409);
  });

  it('answers 404 for a block that does not exist or is another instructor’s', async () => {
    const { db } = testApp.database;
    const other = await insertOtherInstructor(db);
    const [theirs] = await db
      .insert(timeOff)
      .values({
        instructorId: other,
        startsAt: at('2027-08-02', '00:00'),
        endsAt: at('2027-08-03', '00:00'),
        reason: 'sick',
      })
      .returning();
    for (const id of [theirs?.id ?? 0, 999_999]) {
      const response = await testApp.app.inject({ method: 'DELETE', url: `/api/time-off/${id}`, headers });
      expect(response.statusCode).toBe(404);
    }
    // Another instructor's time off does not hide this instructor's times that day.
    const mine = await createTimeSlot(db, { instructorId, date: '2027-08-02', time: '09:00' });
    expect((await publicSlots()).map((slot) => slot.id)).toContain(mine);
  });
});

describe('the time_off table', () => {
  async function refusal(values: Partial<PgInsertValue<typeof timeOff>>) {
    const error = await testApp.database.db
      .insert(timeOff)
      .values({
        instructorId,
        startsAt: at('2027-09-06', '00:00'),
        endsAt: at('2027-09-07', '00:00'),
        reason: 'holiday',
        ...values,
      })
      .then(
        () => null,
        (caught: unknown) => caught,
      );
    return readDatabaseError(error);
  }

  it('keeps whole London days, known reasons, short notes and no overlap', async () => {
    expect(await refusal({ startsAt: at('2027-09-05', '09:00') })).toEqual({
      code: '23514',
      constraint: 'time_off_whole_days_check',
    });
    expect(await refusal({ endsAt: at('2027-09-06', '00:00') })).toEqual({
      code: '23514',
      constraint: 'time_off_range_check',
    });
    // Raw SQL: the column's type admits only the known reasons, the database must refuse the rest.
    expect(await refusal({ reason: sql`'party'` })).toEqual({
      code: '23514',
      constraint: 'time_off_reason_check',
    });
    expect(await refusal({ note: 'x'.repeat(201) })).toEqual({
      code: '23514',
      constraint: 'time_off_note_check',
    });
    expect(await refusal({})).toBeNull();
    expect(await refusal({ startsAt: at('2027-09-05', '00:00') })).toEqual({
      code: '23P01',
      constraint: 'time_off_no_overlap',
    });
  });
});

describe('no lesson is put on a day off', () => {
  // Monday 4 October 2027, away from the other tests' days.
  const OFF = '2027-10-04';

  it('refuses a manual lesson and a move there, and a weekly series lists it as a clash', async () => {
    expect((await block({ firstDate: OFF, lastDate: OFF, reason: 'car' })).statusCode).toBe(201);
    const studentId = await insertLearner(testApp.database.db, { fullName: 'Omar Day' });

    const manual = await testApp.app.inject({
      method: 'POST',
      url: '/api/lessons/manual',
      headers,
      payload: { studentId, date: OFF, startTime: '10:00', duration: 60, addPurchase: true },
    });
    expect(manual.statusCode).toBe(409);
    const refusal = apiErrorSchema.parse(manual.json());
    expect(refusal.code).toBe('LESSON_IN_TIME_OFF');
    expect(refusal.fields?.date).toBe(
      'You have time off on Monday 4 October 2027 (car in the garage). Remove or end it first to book a lesson then.',
    );

    const lessonId = await insertLessonRow(testApp.database.db, {
      studentId,
      instructorId,
      date: '2027-10-05',
      time: '10:00',
      duration: 60,
    });
    const move = await testApp.app.inject({
      method: 'POST',
      url: `/api/lessons/${lessonId}/move`,
      headers,
      payload: { date: OFF, startTime: '10:00' },
    });
    expect(move.statusCode).toBe(409);
    expect(apiErrorSchema.parse(move.json()).code).toBe('LESSON_IN_TIME_OFF');

    const preview = await testApp.app.inject({
      method: 'POST',
      url: '/api/lessons/recurring/preview',
      headers,
      payload: { studentId, firstDate: '2027-09-27', startTime: '07:00', duration: 60, weeks: 3 },
    });
    expect(preview.statusCode).toBe(200);
    const weeks = recurringLessonsPreviewSchema.parse(preview.json()).weeks;
    expect(weeks.map((week) => [week.date, week.clash?.reason ?? null])).toEqual([
      ['2027-09-27', null],
      [OFF, 'time_off'],
      ['2027-10-11', null],
    ]);
    expect(weeks[1]?.clash?.message).toBe(
      'You have time off then: Monday 4 October 2027 (car in the garage).',
    );

    // The instructor's week shows the day off, and only that day.
    const week = await testApp.app.inject({ method: 'GET', url: `/api/calendar/week?week=${OFF}`, headers });
    const days = calendarWeekResponseSchema.parse(week.json()).days;
    expect(
      days.flatMap((day) => day.items.filter((item) => item.kind === 'time_off').map(() => day.date)),
    ).toEqual([OFF]);
    expect(days[0]?.items[0]).toEqual({
      kind: 'time_off',
      startTime: '00:00',
      endTime: '24:00',
      reason: 'car',
      note: '',
    });
  });
});
