import { count, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { bookThroughApi } from '../../../../../tests/support/book-through-api';
import { insertLearner } from '../../../../../tests/support/dashboard-test-data';
import {
  buildBookingRequest,
  createTimeSlot,
  getSeededInstructorId,
} from '../../../../../tests/support/factories';
import { setUpTestApp } from '../../../../../tests/support/test-app';
import { apiErrorSchema } from '../../../../core/api/api-error-schemas';
import { createdBookingSchema } from '../../../../core/bookings/booking/booking-schemas';
import { bookingSlots, bookings, lessons, purchases } from '../../../db/schema';

/*
 * A single-lesson package is one lesson in one continuous stretch (decisions.md; docs/decisions/0033),
 * on every path that books times for a package: the booking request (and so the waiting-list
 * offer's booking steps, which send one), the instructor's alternative times and the manual lesson
 * that sells the package.
 */

// Monday 1 March 2027, 10:00 GMT.
const NOW = new Date('2027-03-01T10:00:00Z');
const NOT_ONE_STRETCH =
  'Times Not Back to Back: A 2-hour lesson is one lesson driven in one go. Please choose times that follow straight on from each other (such as 9:00 AM then 10:00 AM), or one 2-hour time.';

let instructorId: number;

const testApp = setUpTestApp({ now: NOW });
beforeAll(async () => {
  instructorId = await getSeededInstructorId(testApp.database.db);
});

async function slotsAt(date: string, times: string[]) {
  const ids: number[] = [];
  for (const time of times) ids.push(await createTimeSlot(testApp.database.db, { instructorId, date, time }));
  return ids;
}

function postBooking(packageType: string, timeSlotIds: number[]) {
  return testApp.app.inject({
    method: 'POST',
    url: '/api/bookings',
    payload: buildBookingRequest({ packageType, timeSlotIds }),
  });
}

async function countOf(table: typeof bookings | typeof bookingSlots | typeof lessons | typeof purchases) {
  const [row] = await testApp.database.db.select({ value: count() }).from(table);
  return row?.value ?? 0;
}

describe('the booking request', () => {
  it('refuses a 2 Hour Lesson as two 1-hour times hours apart, with a field message, and writes nothing', async () => {
    const slotIds = await slotsAt('2027-03-09', ['09:00', '14:00']);
    const before = { bookings: await countOf(bookings), holds: await countOf(bookingSlots) };
    const response = await postBooking('single_2hour', slotIds);
    expect(response.statusCode).toBe(400);
    expect(apiErrorSchema.parse(response.json())).toMatchObject({
      message: NOT_ONE_STRETCH,
      fields: { timeSlotIds: NOT_ONE_STRETCH },
    });
    expect({ bookings: await countOf(bookings), holds: await countOf(bookingSlots) }).toEqual(before);
  });

  it('refuses the two hours on two days', async () => {
    const [first] = await slotsAt('2027-03-10', ['09:00']);
    const [second] = await slotsAt('2027-03-11', ['10:00']);
    if (first === undefined || second === undefined) throw new Error('slots were not created');
    const response = await postBooking('single_2hour', [first, second]);
    expect(response.statusCode).toBe(400);
    expect(apiErrorSchema.parse(response.json()).fields?.timeSlotIds).toContain('Times Not Back to Back');
  });

  it('books two adjacent 1-hour times as one lesson, which becomes one 2-hour lesson on approval', async () => {
    const slotIds = await slotsAt('2027-03-12', ['10:00', '11:00']);
    const response = await postBooking('single_2hour', [...slotIds].reverse());
    expect(response.statusCode).toBe(201);
    const booking = createdBookingSchema.parse(response.json());
    const approved = await testApp.app.inject({
      method: 'PATCH',
      url: `/api/bookings/${booking.id}/status`,
      headers: testApp.headers,
      payload: { status: 'approved' },
    });
    expect(approved.statusCode).toBe(200);
    const created = await testApp.database.db.select().from(lessons).where(eq(lessons.bookingId, booking.id));
    expect(created.map((lesson) => lesson.bookedDurationMinutes)).toEqual([120]);
  });

  it('lets a package of several lessons spread its times', async () => {
    const slotIds = await slotsAt('2027-03-15', ['09:00', '15:00']);
    const response = await postBooking('starter', slotIds);
    expect(response.statusCode).toBe(201);
  });
});

describe('alternative times offered by the instructor', () => {
  it('offers a single lesson only at its whole length', async () => {
    const slotIds = await slotsAt('2027-03-16', ['09:00', '10:00']);
    const booking = await bookThroughApi(testApp, { packageType: 'single_2hour', timeSlotIds: slotIds });
    const suggest = (duration: number) =>
      testApp.app.inject({
        method: 'POST',
        url: '/api/bookings/suggest-alternatives',
        headers: testApp.headers,
        payload: {
          bookingId: booking.id,
          alternativeTimes: [
            { date: '2027-03-17', time: '09:00', duration: 120 },
            { date: '2027-03-18', time: '09:00', duration },
          ],
          reasonForRejection: 'instructor_unavailable',
          message: '',
        },
      });
    const refused = await suggest(60);
    expect(refused.statusCode).toBe(400);
    expect(apiErrorSchema.parse(refused.json()).fields).toEqual({
      'alternativeTimes.1.duration': 'The 2 Hour Lesson is one 2-hour lesson in one go: choose 2 hours.',
    });
    // Nothing was released: the request still holds its times.
    const held = await testApp.database.db
      .select()
      .from(bookingSlots)
      .where(eq(bookingSlots.bookingId, booking.id));
    expect(held.every((hold) => hold.releasedAt === null)).toBe(true);

    expect((await suggest(120)).statusCode).toBe(200);
  });
});

describe('the manual lesson that sells a single lesson', () => {
  it('is the whole single lesson: a 1-hour lesson cannot sell the 2 Hour Lesson', async () => {
    const studentId = await insertLearner(testApp.database.db);
    const post = (duration: number) =>
      testApp.app.inject({
        method: 'POST',
        url: '/api/lessons/manual',
        headers: testApp.headers,
        payload: {
          studentId,
          date: '2027-03-19',
          startTime: '09:00',
          duration,
          packageType: 'single_2hour',
          paymentStatus: 'pending',
          addPurchase: true,
        },
      });
    const purchasesBefore = await countOf(purchases);
    const refused = await post(60);
    expect(refused.statusCode).toBe(400);
    expect(apiErrorSchema.parse(refused.json()).fields).toEqual({
      duration: 'The 2 Hour Lesson is one 2-hour lesson in one go: choose 2 hours.',
    });
    expect(await countOf(purchases)).toBe(purchasesBefore);
    expect((await post(120)).statusCode).toBe(201);
  });
});
