import { and, eq } from 'drizzle-orm';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  holdSlotForBooking,
  insertBookingRow,
  insertLearner,
  insertOtherInstructor,
} from '../../../../../tests/support/dashboard-test-data';
import { createTimeSlot, getSeededInstructorId } from '../../../../../tests/support/factories';
import { createTestApp, setUpTestApp, signInAsInstructor } from '../../../../../tests/support/test-app';
import { apiErrorSchema } from '../../../../core/api/api-error-schemas';
import {
  createdTimeSlotSchema,
  deleteTimeSlotResponseSchema,
  instructorSlotsResponseSchema,
  slotPatternResultSchema,
} from '../../../../core/bookings/availability/availability-admin-schemas';
import { timeSlotsResponseSchema } from '../../../../core/bookings/booking/time-slot-schemas';
import { timeSlots } from '../../../db/schema';

// Monday 22 March 2027, 10:00 GMT; the clocks go forward on Sunday 28 March.
const NOW = new Date('2027-03-22T10:00:00Z');

let instructorId: number;

const testApp = setUpTestApp({ now: NOW });
beforeAll(async () => {
  instructorId = await getSeededInstructorId(testApp.database.db);
});
beforeEach(() => {
  testApp.setNow(NOW);
});

function post(url: string, payload: object) {
  return testApp.app.inject({ method: 'POST', url, payload, headers: testApp.headers });
}

async function publicSlotIds(): Promise<number[]> {
  const response = await testApp.app.inject({ method: 'GET', url: '/api/time-slots' });
  return timeSlotsResponseSchema.parse(response.json()).map((slot) => slot.id);
}

async function slotsOnDate(date: string) {
  const response = await testApp.app.inject({
    method: 'GET',
    url: '/api/time-slots/upcoming',
    headers: testApp.headers,
  });
  return instructorSlotsResponseSchema.parse(response.json()).filter((slot) => slot.date === date);
}

describe('permission', () => {
  it.each([
    ['POST', '/api/time-slots'],
    ['POST', '/api/time-slots/pattern'],
    ['GET', '/api/time-slots/upcoming'],
    ['DELETE', '/api/time-slots/1'],
  ] as const)('%s %s refuses an anonymous request with 401', async (method, url) => {
    const response = await testApp.app.inject({ method, url, ...(method === 'POST' ? { payload: {} } : {}) });
    expect(response.statusCode).toBe(401);
  });
});

describe('POST /api/time-slots', () => {
  it('adds a slot of the signed-in instructor in London time, whatever instructorId says, and learners see it at once', async () => {
    // Warm the learners' cache first: the new slot must still appear straight away.
    await publicSlotIds();
    const response = await post('/api/time-slots', {
      date: '2027-03-30',
      time: '09:00',
      duration: 90,
      instructorId: 999,
    });
    expect(response.statusCode).toBe(201);
    const slot = createdTimeSlotSchema.parse(response.json());
    expect(slot).toMatchObject({ date: '2027-03-30', time: '09:00', duration: 90, isAvailable: true });
    const [row] = await testApp.database.db.select().from(timeSlots).where(eq(timeSlots.id, slot.id));
    // 09:00 BST is 08:00 UTC.
    expect(row?.startsAt.toISOString()).toBe('2027-03-30T08:00:00.000Z');
    expect(row?.instructorId).toBe(instructorId);
    expect(await publicSlotIds()).toContain(slot.id);
  });

  it('defaults to a one-hour slot', async () => {
    const response = await post('/api/time-slots', { date: '2027-03-31', time: '15:00' });
    expect(createdTimeSlotSchema.parse(response.json()).duration).toBe(60);
  });

  it('requires a date and a time, and a duration of 60, 90 or 120', async () => {
    const response = await post('/api/time-slots', { duration: 45 });
    expect(response.statusCode).toBe(400);
    expect(apiErrorSchema.parse(response.json()).fields).toEqual({
      date: 'Please select a date',
      time: 'Please select a time',
      duration: 'Please select duration',
    });
    const malformed = await post('/api/time-slots', { date: '2027-02-30', time: '25:00' });
    expect(apiErrorSchema.parse(malformed.json()).fields).toEqual({
      date: 'Please select a date',
      time: 'Please select a time',
    });
  });

  it('refuses a date in the past, and a time already gone today', async () => {
    const yesterday = await post('/api/time-slots', { date: '2027-03-21', time: '18:00' });
    expect(yesterday.statusCode).toBe(400);
    expect(apiErrorSchema.parse(yesterday.json()).fields).toEqual({
      date: 'The date must not be in the past',
    });
    const earlierToday = await post('/api/time-slots', { date: '2027-03-22', time: '09:30' });
    expect(earlierToday.statusCode).toBe(400);
    expect(apiErrorSchema.parse(earlierToday.json()).fields).toEqual({
      time: 'The time must not be in the past',
    });
    const laterToday = await post('/api/time-slots', { date: '2027-03-22', time: '16:00' });
    expect(laterToday.statusCode).toBe(201);
  });

  it('refuses a time that does not exist because the clocks go forward', async () => {
    const response = await post('/api/time-slots', { date: '2027-03-28', time: '01:30' });
    expect(response.statusCode).toBe(400);
    expect(apiErrorSchema.parse(response.json()).fields?.time).toContain('does not exist');
  });

  it('refuses a slot overlapping one the instructor already has', async () => {
    expect(
      (await post('/api/time-slots', { date: '2027-04-01', time: '10:00', duration: 120 })).statusCode,
    ).toBe(201);
    const response = await post('/api/time-slots', { date: '2027-04-01', time: '11:00' });
    expect(response.statusCode).toBe(409);
    expect(apiErrorSchema.parse(response.json())).toEqual({
      code: 'SLOT_OVERLAP',
      message: 'This time overlaps a slot you already have.',
    });
  });
});

describe('POST /api/time-slots/pattern', () => {
  it('adds Mon-Fri 09:00-17:00 in 2-hour slots for 8 weeks in one go, across the clock change, and skips what exists', async () => {
    const app = await createTestApp({ now: NOW });
    try {
      const auth = await signInAsInstructor(app);
      const seededId = await getSeededInstructorId(app.database.db);
      // Already there: 10:00-11:00 on Wednesday 24 March, inside the pattern's 09:00-11:00 slot.
      await createTimeSlot(app.database.db, { instructorId: seededId, date: '2027-03-24', time: '10:00' });
      const pattern = {
        startDate: '2027-03-22',
        endDate: '2027-05-16',
        weekdays: [1, 2, 3, 4, 5],
        startTime: '09:00',
        endTime: '17:00',
        duration: 120,
      };
      const first = await app.app.inject({
        method: 'POST',
        url: '/api/time-slots/pattern',
        payload: pattern,
        headers: auth,
      });
      expect(first.statusCode).toBe(201);
      // 40 weekdays x 4 slots, less today's 09:00 (already started): 159, one of which overlaps.
      expect(slotPatternResultSchema.parse(first.json())).toEqual({
        created: 158,
        skipped: 1,
        timeOffDays: 0,
      });

      const rows = await app.database.db.select().from(timeSlots).where(eq(timeSlots.instructorId, seededId));
      const starts = rows.map((row) => row.startsAt.toISOString());
      expect(starts).toContain('2027-03-26T09:00:00.000Z'); // Friday before the change: GMT
      expect(starts).toContain('2027-03-29T08:00:00.000Z'); // Monday after: 09:00 BST
      expect(starts).not.toContain('2027-03-22T09:00:00.000Z');
      expect(starts).toContain('2027-05-14T14:00:00.000Z'); // last Friday, 15:00 BST

      const again = await app.app.inject({
        method: 'POST',
        url: '/api/time-slots/pattern',
        payload: pattern,
        headers: auth,
      });
      expect(slotPatternResultSchema.parse(again.json())).toEqual({
        created: 0,
        skipped: 159,
        timeOffDays: 0,
      });
    } finally {
      await app.close();
    }
  });

  it('answers each invalid field with its message', async () => {
    const response = await post('/api/time-slots/pattern', {
      startDate: '',
      endDate: 'soon',
      weekdays: [],
      startTime: '9am',
      endTime: '',
      duration: 30,
    });
    expect(response.statusCode).toBe(400);
    expect(apiErrorSchema.parse(response.json()).fields).toEqual({
      startDate: 'Please select a start date',
      endDate: 'Please select an end date',
      weekdays: 'Please choose at least one day',
      startTime: 'Please select a start time',
      endTime: 'Please select an end time',
      duration: 'Please select duration',
    });
  });

  it('refuses a range backwards or longer than 26 weeks, times that fit no lesson, and a start in the past', async () => {
    const base = { weekdays: [1], startTime: '09:00', endTime: '17:00', duration: 60 };
    const backwards = await post('/api/time-slots/pattern', {
      ...base,
      startDate: '2027-04-10',
      endDate: '2027-04-01',
    });
    expect(apiErrorSchema.parse(backwards.json()).fields).toEqual({
      endDate: 'The end date must be on or after the start date',
    });
    const tooLong = await post('/api/time-slots/pattern', {
      ...base,
      startDate: '2027-04-01',
      endDate: '2027-10-01',
    });
    expect(apiErrorSchema.parse(tooLong.json()).fields).toEqual({
      endDate: 'The range can cover at most 26 weeks',
    });
    const noRoom = await post('/api/time-slots/pattern', {
      ...base,
      startDate: '2027-04-01',
      endDate: '2027-04-02',
      startTime: '16:30',
      duration: 60,
    });
    expect(apiErrorSchema.parse(noRoom.json()).fields).toEqual({
      endTime: 'The end time must leave room for at least one lesson',
    });
    const past = await post('/api/time-slots/pattern', {
      ...base,
      startDate: '2027-03-15',
      endDate: '2027-04-02',
    });
    expect(past.statusCode).toBe(400);
    expect(apiErrorSchema.parse(past.json()).fields).toEqual({
      startDate: 'The date must not be in the past',
    });
    const duplicateDays = await post('/api/time-slots/pattern', {
      ...base,
      weekdays: [1, 1, 8],
      startDate: '2027-04-01',
      endDate: '2027-04-02',
    });
    expect(Object.keys(apiErrorSchema.parse(duplicateDays.json()).fields ?? {})).toEqual(
      expect.arrayContaining(['weekdays.2']),
    );
  });
});

describe('GET /api/time-slots/upcoming and DELETE /api/time-slots/{id}', () => {
  it('lists the instructor’s coming slots as free, held (with the learner) or withdrawn, and nobody else’s', async () => {
    const db = testApp.database.db;
    const other = await insertOtherInstructor(db);
    const free = await createTimeSlot(db, { instructorId, date: '2027-04-05', time: '09:00' });
    const held = await createTimeSlot(db, { instructorId, date: '2027-04-05', time: '10:00' });
    const withdrawn = await createTimeSlot(db, {
      instructorId,
      date: '2027-04-05',
      time: '11:00',
      isAvailable: false,
    });
    const past = await createTimeSlot(db, { instructorId, date: '2027-03-22', time: '08:00' });
    const othersSlot = await createTimeSlot(db, { instructorId: other, date: '2027-04-05', time: '12:00' });
    const studentId = await insertLearner(db, { fullName: 'Holly Holder' });
    const bookingId = await insertBookingRow(db, { studentId, instructorId });
    await holdSlotForBooking(db, { bookingId, timeSlotId: held });

    const slots = await slotsOnDate('2027-04-05');
    expect(slots).toEqual([
      {
        id: free,
        date: '2027-04-05',
        time: '09:00',
        duration: 60,
        isAvailable: true,
        state: 'free',
        bookingId: null,
        studentName: null,
      },
      {
        id: held,
        date: '2027-04-05',
        time: '10:00',
        duration: 60,
        isAvailable: true,
        state: 'held',
        bookingId,
        studentName: 'Holly Holder',
      },
      {
        id: withdrawn,
        date: '2027-04-05',
        time: '11:00',
        duration: 60,
        isAvailable: false,
        state: 'withdrawn',
        bookingId: null,
        studentName: null,
      },
    ]);
    const all = await testApp.app.inject({
      method: 'GET',
      url: '/api/time-slots/upcoming',
      headers: testApp.headers,
    });
    const ids = instructorSlotsResponseSchema.parse(all.json()).map((slot) => slot.id);
    expect(ids).not.toContain(past);
    expect(ids).not.toContain(othersSlot);
  });

  it('deletes a free slot, withdraws one with past holds, and refuses a held one', async () => {
    const db = testApp.database.db;
    const free = await createTimeSlot(db, { instructorId, date: '2027-04-06', time: '09:00' });
    const history = await createTimeSlot(db, { instructorId, date: '2027-04-06', time: '10:00' });
    const held = await createTimeSlot(db, { instructorId, date: '2027-04-06', time: '11:00' });
    const studentId = await insertLearner(db);
    const oldBooking = await insertBookingRow(db, { studentId, instructorId, status: 'rejected' });
    await holdSlotForBooking(db, {
      bookingId: oldBooking,
      timeSlotId: history,
      releasedAt: new Date('2027-03-02T10:00:00Z'),
    });
    const liveBooking = await insertBookingRow(db, { studentId, instructorId });
    await holdSlotForBooking(db, { bookingId: liveBooking, timeSlotId: held });
    expect(await publicSlotIds()).toEqual(expect.arrayContaining([free, history]));

    const deleteSlot = (id: number) =>
      testApp.app.inject({ method: 'DELETE', url: `/api/time-slots/${id}`, headers: testApp.headers });

    const deleted = await deleteSlot(free);
    expect(deleteTimeSlotResponseSchema.parse(deleted.json())).toEqual({ id: free, result: 'deleted' });
    expect(await db.select().from(timeSlots).where(eq(timeSlots.id, free))).toEqual([]);

    const kept = await deleteSlot(history);
    expect(deleteTimeSlotResponseSchema.parse(kept.json())).toEqual({ id: history, result: 'withdrawn' });
    const [historyRow] = await db.select().from(timeSlots).where(eq(timeSlots.id, history));
    expect(historyRow?.isAvailable).toBe(false);

    const refused = await deleteSlot(held);
    expect(refused.statusCode).toBe(409);
    expect(apiErrorSchema.parse(refused.json())).toEqual({
      code: 'SLOT_HELD',
      message: 'This slot is held by a booking and cannot be deleted.',
    });
    expect(
      await db
        .select()
        .from(timeSlots)
        .where(and(eq(timeSlots.id, held), eq(timeSlots.isAvailable, true))),
    ).toHaveLength(1);

    // The learners' list changed at once.
    const visible = await publicSlotIds();
    expect(visible).not.toContain(free);
    expect(visible).not.toContain(history);
  });

  it('answers 404 for an unknown slot or another instructor’s', async () => {
    const other = await insertOtherInstructor(testApp.database.db);
    const othersSlot = await createTimeSlot(testApp.database.db, {
      instructorId: other,
      date: '2027-04-07',
      time: '09:00',
    });
    for (const id of [othersSlot, 999_999]) {
      const response = await testApp.app.inject({
        method: 'DELETE',
        url: `/api/time-slots/${id}`,
        headers: testApp.headers,
      });
      expect(response.statusCode).toBe(404);
      expect(apiErrorSchema.parse(response.json()).message).toBe('That slot no longer exists.');
    }
    const invalid = await testApp.app.inject({
      method: 'DELETE',
      url: '/api/time-slots/abc',
      headers: testApp.headers,
    });
    expect(invalid.statusCode).toBe(400);
  });
});
