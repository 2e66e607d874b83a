import { and, count, eq, isNull } from 'drizzle-orm';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { z } from 'zod';
import {
  buildBookingRequest,
  createTimeSlot,
  getSeededInstructorId,
} from '../../../../../tests/support/factories';
import { createTestApp, setUpTestApp } from '../../../../../tests/support/test-app';
import { apiErrorSchema } from '../../../../core/api/api-error-schemas';
import { createdBookingSchema } from '../../../../core/bookings/booking/booking-schemas';
import { bookingSlots, bookings, outbox, users } from '../../../db/schema';
import { SLOT_TAKEN_MESSAGE, SLOT_UNAVAILABLE_MESSAGE } from './bookings-service';

// Saturday 20 March 2027, 10:00 GMT: a week before the clock change.
const NOW = new Date('2027-03-20T10:00:00Z');

let instructorId: number;

const testApp = setUpTestApp({ now: NOW, signIn: false });
beforeAll(async () => {
  instructorId = await getSeededInstructorId(testApp.database.db);
});
beforeEach(() => {
  testApp.setNow(NOW);
});

async function postBooking(body: unknown) {
  return testApp.app.inject({ method: 'POST', url: '/api/bookings', payload: body as object });
}

async function rowCounts() {
  const { db } = testApp.database;
  const [usersCount] = await db.select({ value: count() }).from(users);
  const [bookingsCount] = await db.select({ value: count() }).from(bookings);
  const [holdsCount] = await db.select({ value: count() }).from(bookingSlots);
  const [outboxCount] = await db.select({ value: count() }).from(outbox);
  return {
    users: usersCount?.value,
    bookings: bookingsCount?.value,
    holds: holdsCount?.value,
    outbox: outboxCount?.value,
  };
}

describe('POST /api/bookings validation', () => {
  it('answers each invalid field with the spec message and writes nothing', async () => {
    const before = await rowCounts();
    const response = await postBooking({
      fullName: 'A',
      email: 'not-an-email',
      phone: '0121',
      drivingExperience: 'expert',
      packageType: '',
      acceptTerms: false,
      timeSlotIds: ['x'],
      instructorPreference: 'robot',
    });
    expect(response.statusCode).toBe(400);
    const body = apiErrorSchema.parse(response.json());
    expect(body.fields).toMatchObject({
      fullName: 'Full name is required',
      email: 'Valid email is required',
      phone: 'Valid phone number is required',
      packageType: 'Please select a package',
      acceptTerms: 'You must accept the terms and conditions to proceed',
    });
    expect(Object.keys(body.fields ?? {})).toEqual(
      expect.arrayContaining(['drivingExperience', 'timeSlotIds.0', 'instructorPreference']),
    );
    expect(await rowCounts()).toEqual(before);
  });

  it('refuses an unknown package with "Please select a package"', async () => {
    const response = await postBooking(buildBookingRequest({ packageType: 'premium' }));
    expect(response.statusCode).toBe(400);
    expect(apiErrorSchema.parse(response.json()).fields).toEqual({ packageType: 'Please select a package' });
  });

  it('refuses a single lesson whose slots do not match its hours (Payment Mismatch)', async () => {
    const slotId = await createTimeSlot(testApp.database.db, {
      instructorId,
      date: '2027-03-24',
      time: '09:00',
    });
    const before = await rowCounts();
    const response = await postBooking(
      buildBookingRequest({ packageType: 'single_2hour', timeSlotIds: [slotId] }),
    );
    expect(response.statusCode).toBe(400);
    expect(apiErrorSchema.parse(response.json()).fields).toEqual({
      timeSlotIds:
        'Payment Mismatch: You selected 1h of lessons but are paying for a 2h package. Please adjust your selection.',
    });
    expect(await rowCounts()).toEqual(before);
  });

  it('refuses more hours than a multi-lesson package buys', async () => {
    const db = testApp.database.db;
    const ids = await Promise.all(
      ['09:00', '11:00', '13:00'].map((time) =>
        createTimeSlot(db, { instructorId, date: '2027-03-25', time, duration: 120 }),
      ),
    );
    const response = await postBooking(buildBookingRequest({ packageType: 'starter', timeSlotIds: ids }));
    expect(response.statusCode).toBe(400);
    expect(apiErrorSchema.parse(response.json()).fields?.timeSlotIds).toContain('this package covers 5h');
  });

  it('refuses a slot that has started, is withdrawn, does not exist or is beyond 3 months', async () => {
    const db = testApp.database.db;
    const past = await createTimeSlot(db, { instructorId, date: '2027-03-19', time: '09:00', duration: 120 });
    const withdrawn = await createTimeSlot(db, {
      instructorId,
      date: '2027-03-26',
      time: '09:00',
      duration: 120,
      isAvailable: false,
    });
    const tooFar = await createTimeSlot(db, {
      instructorId,
      date: '2027-06-21',
      time: '09:00',
      duration: 120,
    });
    for (const timeSlotIds of [[past], [withdrawn], [999_999], [tooFar]]) {
      const response = await postBooking(buildBookingRequest({ timeSlotIds }));
      expect(response.statusCode, String(timeSlotIds)).toBe(409);
      expect(response.json()).toEqual({ code: 'SLOT_UNAVAILABLE', message: SLOT_UNAVAILABLE_MESSAGE });
    }
  });
});

describe('POST /api/bookings happy paths', () => {
  it('books a single lesson with slots: priced by the server, slots held, both e-mails queued', async () => {
    const db = testApp.database.db;
    const first = await createTimeSlot(db, { instructorId, date: '2027-03-29', time: '09:00' });
    const second = await createTimeSlot(db, { instructorId, date: '2027-03-29', time: '10:00' });
    const request = {
      ...buildBookingRequest({ timeSlotIds: [second, first], email: 'New.Learner@Example.com' }),
      totalAmount: 1,
    };

    const response = await postBooking(request);
    expect(response.statusCode).toBe(201);
    const booking = createdBookingSchema.parse(response.json());
    expect(booking).toMatchObject({
      packageType: 'single_2hour',
      packageName: '2 Hour Lesson',
      status: 'pending',
      paymentStatus: 'unpaid',
      paymentMethod: 'bank_transfer',
      totalAmount: 7200,
      futureBooking: false,
      timeSlotIds: [first, second],
      // 29 March is after the clock change: 09:00 BST.
      timeSlots: [
        { id: first, date: '2027-03-29', time: '09:00', duration: 60 },
        { id: second, date: '2027-03-29', time: '10:00', duration: 60 },
      ],
      holdExpiresAt: '2027-03-22T10:00:00.000Z',
    });

    const [student] = await db.select().from(users).where(eq(users.id, booking.studentId));
    expect(student).toMatchObject({
      email: 'new.learner@example.com',
      source: 'booking',
      phone: '07700 900123',
    });
    const holds = await db
      .select()
      .from(bookingSlots)
      .where(and(eq(bookingSlots.bookingId, booking.id), isNull(bookingSlots.releasedAt)));
    expect(holds.map((hold) => hold.timeSlotId).sort()).toEqual([first, second].sort());

    const emails = await db.select().from(outbox).where(eq(outbox.status, 'not_configured'));
    const forBooking = emails.filter((email) => email.bodyText.includes(`BOOKING-${booking.id}`));
    expect(forBooking.map((email) => [email.kind, email.recipient]).sort()).toEqual([
      ['booking_received', 'new.learner@example.com'],
      ['new_booking_request', testApp.env.INSTRUCTOR_EMAIL],
    ]);
  });

  it('books a package with no slots as a future booking that holds nothing', async () => {
    const response = await postBooking(
      buildBookingRequest({ packageType: 'standard', paymentMethod: 'card' }),
    );
    expect(response.statusCode).toBe(201);
    expect(createdBookingSchema.parse(response.json())).toMatchObject({
      futureBooking: true,
      totalAmount: 36000,
      timeSlotIds: [],
      holdExpiresAt: null,
      paymentMethod: 'card',
    });
  });

  it('books a package with some of its hours now', async () => {
    const slot = await createTimeSlot(testApp.database.db, {
      instructorId,
      date: '2027-04-01',
      time: '14:00',
      duration: 120,
    });
    const response = await postBooking(buildBookingRequest({ packageType: 'starter', timeSlotIds: [slot] }));
    expect(response.statusCode).toBe(201);
    expect(createdBookingSchema.parse(response.json())).toMatchObject({
      totalAmount: 18000,
      futureBooking: false,
    });
  });

  it('reuses a returning learner by e-mail without overwriting their stored details', async () => {
    const email = 'returning@example.com';
    const first = await postBooking(
      buildBookingRequest({ email, fullName: 'Real Name', phone: '07700 900001' }),
    );
    const second = await postBooking(
      buildBookingRequest({
        email: 'RETURNING@example.com',
        fullName: 'Someone Else',
        phone: '07700 900999',
      }),
    );
    const firstBooking = createdBookingSchema.parse(first.json());
    const secondBooking = createdBookingSchema.parse(second.json());
    expect(secondBooking.studentId).toBe(firstBooking.studentId);
    const [student] = await testApp.database.db.select().from(users).where(eq(users.email, email));
    expect(student).toMatchObject({ fullName: 'Real Name', phone: '07700 900001' });
  });
});

describe('a slot is never sold twice', () => {
  it('answers 409 with a learner-friendly message when the slot is held, writing nothing', async () => {
    const slot = await createTimeSlot(testApp.database.db, {
      instructorId,
      date: '2027-04-05',
      time: '09:00',
      duration: 120,
    });
    expect((await postBooking(buildBookingRequest({ timeSlotIds: [slot] }))).statusCode).toBe(201);
    const before = await rowCounts();
    const response = await postBooking(buildBookingRequest({ timeSlotIds: [slot] }));
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({ code: 'SLOT_TAKEN', message: SLOT_TAKEN_MESSAGE });
    expect(await rowCounts()).toEqual(before);
  });

  it('gives exactly one success and 99 clean 409s to 100 parallel bookings of one slot', async () => {
    const db = testApp.database.db;
    const slot = await createTimeSlot(db, { instructorId, date: '2027-04-06', time: '09:00', duration: 120 });
    const before = await rowCounts();
    const responses = await Promise.all(
      Array.from({ length: 100 }, () => postBooking(buildBookingRequest({ timeSlotIds: [slot] }))),
    );
    const statuses = responses.map((response) => response.statusCode);
    expect(statuses.filter((status) => status === 201)).toHaveLength(1);
    expect(statuses.filter((status) => status === 409)).toHaveLength(99);
    for (const response of responses.filter((candidate) => candidate.statusCode === 409)) {
      expect(response.json()).toEqual({ code: 'SLOT_TAKEN', message: SLOT_TAKEN_MESSAGE });
    }
    const holds = await db
      .select()
      .from(bookingSlots)
      .where(and(eq(bookingSlots.timeSlotId, slot), isNull(bookingSlots.releasedAt)));
    expect(holds).toHaveLength(1);
    const after = await rowCounts();
    // One learner, one booking, one hold and two e-mails more: the 99 losers left nothing behind.
    expect(after).toEqual({
      users: (before.users ?? 0) + 1,
      bookings: (before.bookings ?? 0) + 1,
      holds: (before.holds ?? 0) + 1,
      outbox: (before.outbox ?? 0) + 2,
    });
  });
});

describe('GET /api/time-slots', () => {
  const slotListSchema = z.array(
    z.object({ id: z.number(), date: z.string(), time: z.string(), duration: z.number() }),
  );

  it('lists bookable slots in London time across the March clock change, without held ones', async () => {
    const db = testApp.database.db;
    const beforeChange = await createTimeSlot(db, { instructorId, date: '2027-03-27', time: '16:00' });
    const afterChange = await createTimeSlot(db, { instructorId, date: '2027-03-28', time: '16:00' });
    const held = await createTimeSlot(db, { instructorId, date: '2027-03-27', time: '18:00', duration: 120 });
    expect((await postBooking(buildBookingRequest({ timeSlotIds: [held] }))).statusCode).toBe(201);

    const response = await testApp.app.inject({ method: 'GET', url: '/api/time-slots' });
    expect(response.statusCode).toBe(200);
    const slots = slotListSchema.parse(response.json());
    expect(slots).toContainEqual({ id: beforeChange, date: '2027-03-27', time: '16:00', duration: 60 });
    expect(slots).toContainEqual({ id: afterChange, date: '2027-03-28', time: '16:00', duration: 60 });
    expect(slots.map((slot) => slot.id)).not.toContain(held);
    const sorted = [...slots].sort((a, b) => `${a.date}${a.time}`.localeCompare(`${b.date}${b.time}`));
    expect(slots).toEqual(sorted);
  });

  it('is correct across the October clock change, and only from now to 3 months ahead', async () => {
    const octoberNow = new Date('2027-10-20T12:00:00Z');
    const october = await createTestApp({ now: octoberNow });
    try {
      const db = october.database.db;
      const id = await getSeededInstructorId(db);
      const beforeChange = await createTimeSlot(db, { instructorId: id, date: '2027-10-30', time: '09:00' });
      const afterChange = await createTimeSlot(db, { instructorId: id, date: '2027-10-31', time: '09:00' });
      const started = await createTimeSlot(db, { instructorId: id, date: '2027-10-20', time: '12:30' });
      const lastDay = await createTimeSlot(db, { instructorId: id, date: '2028-01-20', time: '16:00' });
      const tooFar = await createTimeSlot(db, { instructorId: id, date: '2028-01-21', time: '09:00' });
      const listSlotIds = async () =>
        slotListSchema.parse((await october.app.inject({ method: 'GET', url: '/api/time-slots' })).json());
      // 12:30 BST is 11:30 UTC: bookable a minute before it starts, gone a minute after.
      october.setNow(new Date('2027-10-20T11:29:00Z'));
      expect((await listSlotIds()).map((slot) => [slot.id, slot.date, slot.time])).toEqual([
        [started, '2027-10-20', '12:30'],
        [beforeChange, '2027-10-30', '09:00'],
        [afterChange, '2027-10-31', '09:00'],
        [lastDay, '2028-01-20', '16:00'],
      ]);
      october.setNow(new Date('2027-10-20T11:31:00Z'));
      const later = (await listSlotIds()).map((slot) => slot.id);
      expect(later).toEqual([beforeChange, afterChange, lastDay]);
      expect(later).not.toContain(tooFar);
    } finally {
      await october.close();
    }
  });

  it('answers the prefetch probes cheaply, without a body', async () => {
    for (const url of ['/api/available-times', '/api/packages', '/api/time-slots']) {
      const response = await testApp.app.inject({ method: 'HEAD', url });
      expect(response.statusCode, url).toBe(200);
      expect(response.body).toBe('');
    }
  });
});
