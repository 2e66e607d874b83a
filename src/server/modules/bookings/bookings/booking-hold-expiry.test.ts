import { and, eq, isNull } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { bookThroughApi } from '../../../../../tests/support/book-through-api';
import { getSeededInstructorId } from '../../../../../tests/support/factories';
import { setUpTestApp } from '../../../../../tests/support/test-app';
import { bookingSlots, bookings, outbox } from '../../../db/schema';
import { expireStaleBookingHolds } from './bookings-service';

const NOW = new Date('2027-05-03T09:00:00Z');
const HOUR = 3_600_000;

let instructorId: number;

const testApp = setUpTestApp({ now: NOW, env: { BOOKING_HOLD_HOURS: '48' }, signIn: false });
beforeAll(async () => {
  instructorId = await getSeededInstructorId(testApp.database.db);
});

async function book(date: string) {
  const booking = await bookThroughApi(
    testApp,
    {},
    { freeTimes: { instructorId, date, times: ['10:00'], duration: 120 } },
  );
  return { slot: booking.timeSlotIds[0], booking };
}

async function listedSlotIds(): Promise<number[]> {
  const response = await testApp.app.inject({ method: 'GET', url: '/api/time-slots' });
  return z
    .array(z.object({ id: z.number() }))
    .parse(response.json())
    .map((slot) => slot.id);
}

function expire() {
  return expireStaleBookingHolds(testApp.deps);
}

describe('unpaid pending bookings release their slots after the hold', () => {
  it('expires only unpaid pending requests older than the hold, releases their slots and tells the learner', async () => {
    const db = testApp.database.db;
    const stale = await book('2027-05-20');
    const paid = await book('2027-05-21');
    const approved = await book('2027-05-22');
    await db
      .update(bookings)
      .set({ paymentStatus: 'paid', paidAt: NOW })
      .where(eq(bookings.id, paid.booking.id));
    await db
      .update(bookings)
      .set({ status: 'approved', respondedAt: NOW })
      .where(eq(bookings.id, approved.booking.id));

    testApp.setNow(new Date(NOW.getTime() + 47 * HOUR));
    expect(await expire()).toEqual([]);

    testApp.setNow(new Date(NOW.getTime() + 48 * HOUR + 60_000));
    const fresh = await book('2027-05-23');
    expect(await listedSlotIds()).not.toContain(stale.slot);
    expect(await expire()).toEqual([stale.booking.id]);

    const [expired] = await db.select().from(bookings).where(eq(bookings.id, stale.booking.id));
    expect(expired?.status).toBe('expired');
    const activeHolds = await db
      .select()
      .from(bookingSlots)
      .where(and(eq(bookingSlots.bookingId, stale.booking.id), isNull(bookingSlots.releasedAt)));
    expect(activeHolds).toEqual([]);
    for (const kept of [paid, approved, fresh]) {
      const [row] = await db.select().from(bookings).where(eq(bookings.id, kept.booking.id));
      expect(row?.status).not.toBe('expired');
    }
    const notices = await db.select().from(outbox).where(eq(outbox.kind, 'booking_expired'));
    expect(notices.map((notice) => notice.bodyText.includes(`BOOKING-${stale.booking.id}`))).toEqual([true]);
  });

  it('is safe to run from several servers at once: each booking expires once, with one notice', async () => {
    testApp.setNow(new Date(NOW.getTime() + 60 * HOUR));
    const a = await book('2027-06-01');
    const b = await book('2027-06-02');
    testApp.setNow(new Date(NOW.getTime() + 110 * HOUR));
    const runs = await Promise.all(Array.from({ length: 5 }, () => expire()));
    const expiredIds = runs.flat();
    // Each booking once, whichever run claimed it (an earlier test's request expires here too).
    expect(new Set(expiredIds).size).toBe(expiredIds.length);
    expect(expiredIds).toEqual(expect.arrayContaining([a.booking.id, b.booking.id]));
    const notices = await testApp.database.db.select().from(outbox).where(eq(outbox.kind, 'booking_expired'));
    for (const { booking } of [a, b]) {
      expect(notices.filter((notice) => notice.bodyText.includes(`BOOKING-${booking.id}`))).toHaveLength(1);
    }
  });

  it('never holds a time past the start of its first lesson, in the e-mail or in the expiry', async () => {
    const requestedAt = new Date(NOW.getTime() + 120 * HOUR); // Saturday 8 May 2027, 10:00 in London
    testApp.setNow(requestedAt);
    const { booking } = await book('2027-05-09'); // the lesson starts 24 hours later, within the 48-hour hold
    const lessonStart = new Date('2027-05-09T09:00:00Z');
    expect(booking.holdExpiresAt).toBe(lessonStart.toISOString());
    const received = await testApp.database.db
      .select()
      .from(outbox)
      .where(eq(outbox.kind, 'booking_received'));
    const email = received.find((row) => row.bodyText.includes(`BOOKING-${booking.id}`));
    expect(email?.bodyText).toContain('until Sunday 9 May 2027, 10:00 AM');

    testApp.setNow(new Date(lessonStart.getTime() - 60_000));
    expect(await expire()).not.toContain(booking.id);
    testApp.setNow(lessonStart);
    expect(await expire()).toEqual([booking.id]);
  });
});
