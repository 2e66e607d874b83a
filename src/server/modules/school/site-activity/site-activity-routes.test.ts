import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  holdSlotForBooking,
  insertBookingRow,
  insertLearner,
  insertLessonRow,
} from '../../../../../tests/support/dashboard-test-data';
import { createTimeSlot, getSeededInstructorId } from '../../../../../tests/support/factories';
import { setUpTestApp } from '../../../../../tests/support/test-app';
import type { BookingStatus } from '../../../../core/bookings/booking/booking-schemas';
import { siteActivitySchema } from '../../../../core/school/marketing/site-activity-schemas';
import { bookingSlots, bookings, lessons, timeSlots } from '../../../db/schema';

// Friday 20 November 2026, 10:00 in London (GMT).
const NOW = new Date('2026-11-20T10:00:00Z');
const DAY = 24 * 60 * 60 * 1000;

let instructorId: number;

const testApp = setUpTestApp({ now: NOW, signIn: false });
beforeAll(async () => {
  instructorId = await getSeededInstructorId(testApp.database.db);
});
beforeEach(async () => {
  const { db } = testApp.database;
  await db.delete(lessons);
  await db.delete(bookingSlots);
  await db.delete(bookings);
  await db.delete(timeSlots);
});

async function getActivity() {
  const response = await testApp.app.inject({ method: 'GET', url: '/api/site-activity' });
  expect(response.statusCode).toBe(200);
  expect(response.headers['cache-control']).toBe('public, max-age=60');
  return siteActivitySchema.parse(response.json());
}

describe('GET /api/site-activity', () => {
  it('is all zeros on an empty school (so the page shows no card)', async () => {
    expect(await getActivity()).toEqual({
      windowDays: 7,
      bookingsMade: 0,
      lessonsCompleted: 0,
      freeLessonTimes: 0,
      nextFreeTime: null,
    });
  });

  it('counts only real recent bookings that are going ahead', async () => {
    const { db } = testApp.database;
    const studentId = await insertLearner(db);
    const at = (msAgo: number) => new Date(NOW.getTime() - msAgo);
    for (const status of ['pending', 'approved', 'completed'] satisfies BookingStatus[]) {
      await insertBookingRow(db, { studentId, instructorId, status, requestedAt: at(DAY) });
    }
    // Ended requests and old bookings are not "bookings made this week".
    for (const status of ['rejected', 'cancelled', 'expired'] satisfies BookingStatus[]) {
      await insertBookingRow(db, { studentId, instructorId, status, requestedAt: at(DAY) });
    }
    await insertBookingRow(db, { studentId, instructorId, status: 'approved', requestedAt: at(8 * DAY) });
    expect((await getActivity()).bookingsMade).toBe(3);
  });

  it('counts lessons completed in the last 7 days, not scheduled or older ones', async () => {
    const { db } = testApp.database;
    const studentId = await insertLearner(db);
    await insertLessonRow(db, {
      studentId,
      instructorId,
      date: '2026-11-19',
      time: '09:00',
      status: 'completed',
    });
    await insertLessonRow(db, {
      studentId,
      instructorId,
      date: '2026-11-14',
      time: '09:00',
      status: 'completed',
    });
    await insertLessonRow(db, {
      studentId,
      instructorId,
      date: '2026-11-10',
      time: '09:00',
      status: 'completed',
    });
    await insertLessonRow(db, {
      studentId,
      instructorId,
      date: '2026-11-19',
      time: '13:00',
      status: 'cancelled',
    });
    await insertLessonRow(db, { studentId, instructorId, date: '2026-11-23', time: '09:00' });
    expect((await getActivity()).lessonsCompleted).toBe(2);
  });

  it('counts the free times of the next 7 days the way the booking page does, and names the first', async () => {
    const { db } = testApp.database;
    await createTimeSlot(db, { instructorId, date: '2026-11-20', time: '09:00' }); // already started
    await createTimeSlot(db, { instructorId, date: '2026-11-21', time: '10:30' });
    await createTimeSlot(db, { instructorId, date: '2026-11-24', time: '14:00', duration: 120 });
    await createTimeSlot(db, { instructorId, date: '2026-11-25', time: '09:00', isAvailable: false });
    await createTimeSlot(db, { instructorId, date: '2026-11-28', time: '09:00' }); // 8 days ahead
    const held = await createTimeSlot(db, { instructorId, date: '2026-11-22', time: '09:00' });
    const studentId = await insertLearner(db);
    const bookingId = await insertBookingRow(db, { studentId, instructorId, requestedAt: NOW });
    await holdSlotForBooking(db, { bookingId, timeSlotId: held, heldAt: NOW });

    const activity = await getActivity();
    expect(activity.freeLessonTimes).toBe(2);
    expect(activity.nextFreeTime).toEqual({ date: '2026-11-21', time: '10:30' });
  });
});
