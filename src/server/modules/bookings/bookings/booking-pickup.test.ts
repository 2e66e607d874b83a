import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { bookThroughApi } from '../../../../../tests/support/book-through-api';
import { buildBookingRequest } from '../../../../../tests/support/factories';
import { setUpTestApp } from '../../../../../tests/support/test-app';
import { pendingBookingRequestsSchema } from '../../../../core/bookings/booking/bookings-admin-schemas';
import { POSTCODE_MESSAGE } from '../../../../core/learners/pupil-record/pupil-record-schemas';
import { bookings, users } from '../../../db/schema';

/*
 * Issue 34: the pickup address is optional at booking. A new learner's goes on their record; a
 * known learner's record is filled only when it has none (what a booking form types never
 * overwrites a record); the request always shows the instructor what was typed.
 */

async function readPickupOnRecord(studentId: number) {
  const [row] = await testApp.database.db
    .select({ pickupAddress: users.pickupAddress, pickupPostcode: users.pickupPostcode })
    .from(users)
    .where(eq(users.id, studentId));
  return row;
}

async function findPendingPickup(bookingId: number) {
  const response = await testApp.app.inject({
    method: 'GET',
    url: '/api/bookings/pending',
    headers: testApp.headers,
  });
  expect(response.statusCode).toBe(200);
  const pending = pendingBookingRequestsSchema.parse(response.json()).find((row) => row.id === bookingId);
  if (!pending) throw new Error(`Booking ${bookingId} should be pending`);
  return pending.pickup;
}

const testApp = setUpTestApp();

describe('the pickup address at booking', () => {
  it("goes on a new learner's record, tidied, and on the request the instructor reads", async () => {
    const booking = await bookThroughApi(testApp, {
      email: 'pickup.new@example.com',
      fullName: 'Nadia Pickup',
      pickupAddress: '  12 Stratford Road, the blue door ',
      pickupPostcode: 'b119aa',
    });
    const expected = { pickupAddress: '12 Stratford Road, the blue door', pickupPostcode: 'B11 9AA' };
    expect(await readPickupOnRecord(booking.studentId)).toEqual(expected);
    expect(await findPendingPickup(booking.id)).toEqual(expected);
  });

  it('is optional: none given leaves the record and the request without one', async () => {
    const booking = await bookThroughApi(testApp, {
      email: 'pickup.none@example.com',
      fullName: 'Omar Nopickup',
    });
    expect(await readPickupOnRecord(booking.studentId)).toEqual({
      pickupAddress: null,
      pickupPostcode: null,
    });
    expect(await findPendingPickup(booking.id)).toBeNull();
  });

  it('refuses a postcode that is not a UK one with its field message, and writes nothing', async () => {
    const before = await testApp.database.db.$count(bookings);
    const response = await testApp.app.inject({
      method: 'POST',
      url: '/api/bookings',
      payload: buildBookingRequest({
        email: 'pickup.bad@example.com',
        fullName: 'Bad Postcode',
        pickupPostcode: '12345',
        pickupAddress: 'x'.repeat(201),
      }),
    });
    expect(response.statusCode).toBe(400);
    const body: unknown = response.json();
    expect(body).toMatchObject({
      fields: {
        pickupPostcode: POSTCODE_MESSAGE,
        pickupAddress: 'Keep the pickup address to 200 characters',
      },
    });
    expect(await testApp.database.db.$count(bookings)).toBe(before);
    expect(await testApp.database.db.$count(users, eq(users.email, 'pickup.bad@example.com'))).toBe(0);
  });

  it("fills a returning learner's record only when it has none, and never overwrites one", async () => {
    const first = await bookThroughApi(testApp, {
      email: 'pickup.back@example.com',
      fullName: 'Ruth Returning',
    });
    expect(await readPickupOnRecord(first.studentId)).toEqual({ pickupAddress: null, pickupPostcode: null });

    const second = await bookThroughApi(testApp, {
      email: 'pickup.back@example.com',
      fullName: 'Ruth Returning',
      pickupAddress: '3 Moseley Road',
      pickupPostcode: 'B12 0AA',
    });
    const onRecord = { pickupAddress: '3 Moseley Road', pickupPostcode: 'B12 0AA' };
    expect(await readPickupOnRecord(first.studentId)).toEqual(onRecord);

    // A later form with another address: the record stays; the instructor sees what was typed.
    const third = await bookThroughApi(testApp, {
      email: 'pickup.back@example.com',
      fullName: 'Ruth Returning',
      pickupAddress: '99 Somewhere Else',
      pickupPostcode: '',
    });
    expect(await readPickupOnRecord(second.studentId)).toEqual(onRecord);
    expect(await findPendingPickup(third.id)).toEqual({
      pickupAddress: '99 Somewhere Else',
      pickupPostcode: null,
    });
  });

  it("leaves the record alone when the name typed is not the learner's (a flagged request)", async () => {
    const owner = await bookThroughApi(testApp, { email: 'pickup.flag@example.com', fullName: 'Sam Owner' });
    const stranger = await bookThroughApi(testApp, {
      email: 'pickup.flag@example.com',
      fullName: 'Mallory Stranger',
      pickupAddress: '1 Stranger Street',
      pickupPostcode: 'B1 1AA',
    });
    expect(stranger.studentId).toBe(owner.studentId);
    expect(await readPickupOnRecord(owner.studentId)).toEqual({ pickupAddress: null, pickupPostcode: null });
    expect(await findPendingPickup(stranger.id)).toEqual({
      pickupAddress: '1 Stranger Street',
      pickupPostcode: 'B1 1AA',
    });
  });
});
