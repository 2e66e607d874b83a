import { and, desc, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { bookThroughApi } from '../../../../../tests/support/book-through-api';
import { getSeededInstructorId } from '../../../../../tests/support/factories';
import { setUpTestApp } from '../../../../../tests/support/test-app';
import { apiErrorSchema } from '../../../../core/api/api-error-schemas';
import {
  alternativeOfferSchema,
  pendingBookingRequestsSchema,
  updateBookingStatusResponseSchema,
} from '../../../../core/bookings/booking/bookings-admin-schemas';
import { bookings, lessons, outbox } from '../../../db/schema';

// Monday 4 January 2027, 09:00 GMT.
const NOW = new Date('2027-01-04T09:00:00Z');

let instructorId: number;

const testApp = setUpTestApp({ now: NOW });
beforeAll(async () => {
  instructorId = await getSeededInstructorId(testApp.database.db);
});

async function requestBooking(date: string, times: string[], packageType = 'single_2hour') {
  const booking = await bookThroughApi(
    testApp,
    { packageType },
    { freeTimes: { instructorId, date, times } },
  );
  return { booking, slotIds: booking.timeSlotIds };
}

function answer(bookingId: number, status: 'approved' | 'rejected') {
  return testApp.app.inject({
    method: 'PATCH',
    url: `/api/bookings/${bookingId}/status`,
    headers: testApp.headers,
    payload: { status, instructorId: 1 },
  });
}

function suggest(payload: Record<string, unknown>) {
  return testApp.app.inject({
    method: 'POST',
    url: '/api/bookings/suggest-alternatives',
    headers: testApp.headers,
    payload,
  });
}

async function slotIsListed(slotId: number): Promise<boolean> {
  const response = await testApp.app.inject({ method: 'GET', url: '/api/time-slots' });
  return response.body.includes(`"id":${slotId},`);
}

async function latestEmail(kind: string) {
  const [row] = await testApp.database.db
    .select()
    .from(outbox)
    .where(eq(outbox.kind, kind))
    .orderBy(desc(outbox.id))
    .limit(1);
  return row;
}

function offerToken(body: string): string {
  const match = /booking-alternatives\/([A-Za-z0-9_-]+)/.exec(body);
  if (!match?.[1]) throw new Error('No offer link in the e-mail');
  return match[1];
}

describe('pending requests', () => {
  it('lists each request with the learner, chosen times, real package and amount, and payment status', async () => {
    const { booking } = await requestBooking('2027-01-11', ['09:00', '10:00']);
    const response = await testApp.app.inject({
      method: 'GET',
      url: '/api/bookings/pending',
      headers: testApp.headers,
    });
    expect(response.statusCode).toBe(200);
    const listed = pendingBookingRequestsSchema.parse(response.json()).find((row) => row.id === booking.id);
    expect(listed).toMatchObject({
      packageName: '2 Hour Lesson',
      totalAmount: 7200,
      paymentStatus: 'unpaid',
      paymentMethod: 'bank_transfer',
      student: { fullName: 'Sam Learner', phone: '07700 900123', drivingExperience: 'beginner' },
      timeSlots: [
        { date: '2027-01-11', time: '09:00', duration: 60 },
        { date: '2027-01-11', time: '10:00', duration: 60 },
      ],
      alternativesOffered: null,
    });
  });
});

describe('approve and reject', () => {
  it('approves: back-to-back slots become one lesson, the learner is e-mailed, a second answer is refused', async () => {
    const { booking } = await requestBooking('2027-01-12', ['09:00', '10:00']);
    const response = await answer(booking.id, 'approved');
    expect(response.statusCode).toBe(200);
    const answered = updateBookingStatusResponseSchema.parse(response.json());
    expect(answered).toMatchObject({
      status: 'approved',
      lessons: [{ date: '2027-01-12', startTime: '09:00', duration: 120 }],
    });
    const created = await testApp.database.db.select().from(lessons).where(eq(lessons.bookingId, booking.id));
    expect(created).toHaveLength(1);
    // The answer names the lessons by their real ids, not their positions in the list.
    expect(answered.lessons.map((lesson) => lesson.id)).toEqual(created.map((lesson) => lesson.id));
    expect(created[0]?.instructorId).toBe(instructorId);
    expect((await latestEmail('booking_approved'))?.bodyText).toContain(
      'Tuesday 12 January 2027, 9:00 AM (2hr)',
    );

    const again = await answer(booking.id, 'rejected');
    expect(again.statusCode).toBe(409);
    expect(apiErrorSchema.parse(again.json()).code).toBe('BOOKING_ALREADY_ANSWERED');
  });

  it('gives one success to approvals racing each other', async () => {
    const { booking } = await requestBooking('2027-01-13', ['09:00', '10:00']);
    const responses = await Promise.all(Array.from({ length: 10 }, () => answer(booking.id, 'approved')));
    const statuses = responses.map((response) => response.statusCode).sort();
    expect(statuses.filter((status) => status === 200)).toHaveLength(1);
    expect(statuses.filter((status) => status === 409)).toHaveLength(9);
    expect(
      await testApp.database.db.select().from(lessons).where(eq(lessons.bookingId, booking.id)),
    ).toHaveLength(1);
  });

  it('rejects: the slots are released for other learners and the learner is told', async () => {
    const { booking, slotIds } = await requestBooking('2027-01-14', ['09:00', '10:00']);
    expect(await slotIsListed(slotIds[0] ?? 0)).toBe(false);
    const response = await answer(booking.id, 'rejected');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ status: 'rejected', lessons: [] });
    expect(await slotIsListed(slotIds[0] ?? 0)).toBe(true);
    expect((await latestEmail('booking_rejected'))?.subject).toBe(
      `About your booking request (BOOKING-${booking.id})`,
    );
  });

  it('refuses to approve a request whose times are no longer held', async () => {
    const { booking } = await requestBooking('2027-01-15', ['09:00', '10:00']);
    expect(
      (
        await suggest({
          bookingId: booking.id,
          alternativeTimes: [{ date: '2027-01-20', time: '09:00', duration: 120 }],
          reasonForRejection: 'I am on a course that day',
        })
      ).statusCode,
    ).toBe(200);
    const response = await answer(booking.id, 'approved');
    expect(response.statusCode).toBe(409);
    expect(apiErrorSchema.parse(response.json()).code).toBe('BOOKING_TIMES_RELEASED');
  });

  it('answers 404 for an unknown booking', async () => {
    expect((await answer(999_999, 'approved')).statusCode).toBe(404);
  });
});

describe('suggest alternatives', () => {
  it('validates with the spec messages', async () => {
    const { booking } = await requestBooking('2027-01-18', ['09:00', '10:00']);
    const cases: [Record<string, unknown>, Record<string, string>][] = [
      [
        { alternativeTimes: [], reasonForRejection: 'Busy' },
        { alternativeTimes: 'Please provide alternatives' },
      ],
      [
        { alternativeTimes: [{ date: '2027-01-20', time: '09:00', duration: 60 }], reasonForRejection: '  ' },
        { reasonForRejection: 'Please provide a reason' },
      ],
      [
        {
          alternativeTimes: Array.from({ length: 4 }, () => ({
            date: '2027-01-20',
            time: '09:00',
            duration: 60,
          })),
          reasonForRejection: 'Busy',
        },
        { alternativeTimes: 'You can suggest at most 3 alternatives' },
      ],
      [
        {
          alternativeTimes: [{ date: '2027-01-20', time: '09:00', duration: 45 }],
          reasonForRejection: 'Busy',
        },
        { 'alternativeTimes.0.duration': 'Choose 60, 90 or 120 minutes' },
      ],
      [
        {
          alternativeTimes: [{ date: '2027-01-03', time: '09:00', duration: 60 }],
          reasonForRejection: 'Busy',
        },
        { 'alternativeTimes.0.date': 'Please choose a date from today onwards' },
      ],
    ];
    for (const [payload, fields] of cases) {
      const response = await suggest({ bookingId: booking.id, ...payload });
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      expect(apiErrorSchema.parse(response.json()).fields).toEqual(fields);
    }
  });

  it('releases the held times, e-mails a one-time link, and the learner accepts one time once', async () => {
    const { booking, slotIds } = await requestBooking('2027-01-19', ['09:00', '10:00']);
    const response = await suggest({
      bookingId: booking.id,
      alternativeTimes: [
        { date: '2027-01-21', time: '09:00', duration: 120 },
        { date: '2027-01-22', time: '14:00', duration: 120 },
      ],
      message: 'Either works for me.',
      reasonForRejection: 'The car is in for its MOT',
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ bookingId: booking.id, emailStatus: 'not_configured' });
    expect(await slotIsListed(slotIds[0] ?? 0)).toBe(true);

    const email = await latestEmail('alternatives_offered');
    expect(email?.bodyText).toContain('The car is in for its MOT');
    expect(email?.bodyText).toContain('2. Friday 22 January 2027, 2:00 PM (2hr)');
    const token = offerToken(email?.bodyText ?? '');

    const pending = pendingBookingRequestsSchema.parse(
      (
        await testApp.app.inject({ method: 'GET', url: '/api/bookings/pending', headers: testApp.headers })
      ).json(),
    );
    expect(pending.find((row) => row.id === booking.id)).toMatchObject({
      timeSlots: [],
      alternativesOffered: {},
    });

    const offer = alternativeOfferSchema.parse(
      (await testApp.app.inject({ method: 'GET', url: `/api/booking-alternatives/${token}` })).json(),
    );
    expect(offer).toMatchObject({ state: 'open', studentFirstName: 'Sam', message: 'Either works for me.' });
    expect(offer.alternatives.map((time) => time.index)).toEqual([0, 1]);

    const accepted = await testApp.app.inject({
      method: 'POST',
      url: `/api/booking-alternatives/${token}/accept`,
      payload: { index: 1 },
    });
    expect(accepted.statusCode).toBe(200);
    expect(accepted.json()).toEqual({
      state: 'accepted',
      lessons: [{ date: '2027-01-22', startTime: '14:00', duration: 120 }],
    });
    const [row] = await testApp.database.db.select().from(bookings).where(eq(bookings.id, booking.id));
    expect(row?.status).toBe('approved');
    expect([...(row?.originalTimeSlotIds ?? [])].sort()).toEqual([...slotIds].sort());
    expect((await latestEmail('alternative_accepted'))?.recipient).toBe(testApp.env.INSTRUCTOR_EMAIL);

    const reused = await testApp.app.inject({
      method: 'POST',
      url: `/api/booking-alternatives/${token}/accept`,
      payload: { index: 0 },
    });
    expect(reused.statusCode).toBe(409);
    expect(apiErrorSchema.parse(reused.json()).code).toBe('OFFER_ACCEPTED');
    const declineAfter = await testApp.app.inject({
      method: 'POST',
      url: `/api/booking-alternatives/${token}/decline`,
    });
    expect(declineAfter.statusCode).toBe(409);
  });

  it('refuses an alternative someone else has taken meanwhile, leaving the offer open', async () => {
    const { booking } = await requestBooking('2027-01-25', ['09:00', '10:00']);
    await suggest({
      bookingId: booking.id,
      alternativeTimes: [{ date: '2027-01-27', time: '11:00', duration: 120 }],
      reasonForRejection: 'Clash with a test',
    });
    const token = offerToken((await latestEmail('alternatives_offered'))?.bodyText ?? '');
    // Another learner books that very hour first.
    await requestBooking('2027-01-27', ['11:00'], 'single_1hour');

    const response = await testApp.app.inject({
      method: 'POST',
      url: `/api/booking-alternatives/${token}/accept`,
      payload: { index: 0 },
    });
    expect(response.statusCode).toBe(409);
    expect(apiErrorSchema.parse(response.json()).code).toBe('ALTERNATIVE_TAKEN');
    const offer = alternativeOfferSchema.parse(
      (await testApp.app.inject({ method: 'GET', url: `/api/booking-alternatives/${token}` })).json(),
    );
    expect(offer.state).toBe('open');
  });

  it('lets the learner decline: the request is rejected and the instructor told; unknown links are 404', async () => {
    const { booking } = await requestBooking('2027-01-26', ['09:00', '10:00']);
    await suggest({
      bookingId: booking.id,
      alternativeTimes: [{ date: '2027-01-28', time: '09:00', duration: 120 }],
      reasonForRejection: 'Fully booked',
    });
    const token = offerToken((await latestEmail('alternatives_offered'))?.bodyText ?? '');
    const declined = await testApp.app.inject({
      method: 'POST',
      url: `/api/booking-alternatives/${token}/decline`,
    });
    expect(declined.statusCode).toBe(200);
    const [row] = await testApp.database.db.select().from(bookings).where(eq(bookings.id, booking.id));
    expect(row?.status).toBe('rejected');
    expect((await latestEmail('alternative_declined'))?.bodyText).toContain(
      `BOOKING-${booking.id} is now rejected`,
    );

    const unknown = await testApp.app.inject({
      method: 'GET',
      url: `/api/booking-alternatives/${'x'.repeat(43)}`,
    });
    expect(unknown.statusCode).toBe(404);
  });

  it('makes only the newest offer usable, and expires offers after 7 days', async () => {
    const { booking } = await requestBooking('2027-02-01', ['09:00', '10:00']);
    const offerOnce = async (time: string) => {
      await suggest({
        bookingId: booking.id,
        alternativeTimes: [{ date: '2027-02-03', time, duration: 120 }],
        reasonForRejection: 'Busy',
      });
      return offerToken((await latestEmail('alternatives_offered'))?.bodyText ?? '');
    };
    const first = await offerOnce('09:00');
    const second = await offerOnce('10:00');
    const firstOffer = alternativeOfferSchema.parse(
      (await testApp.app.inject({ method: 'GET', url: `/api/booking-alternatives/${first}` })).json(),
    );
    expect(firstOffer.state).toBe('expired');

    testApp.setNow(new Date(NOW.getTime() + 7 * 86_400_000 + 60_000));
    try {
      const response = await testApp.app.inject({
        method: 'POST',
        url: `/api/booking-alternatives/${second}/accept`,
        payload: { index: 0 },
      });
      expect(response.statusCode).toBe(409);
      expect(apiErrorSchema.parse(response.json()).code).toBe('OFFER_EXPIRED');
    } finally {
      testApp.setNow(NOW);
    }
  });
});

describe('mark paid', () => {
  it('marks a booking paid once (one receipt), and never back to unpaid', async () => {
    const { booking } = await requestBooking('2027-02-08', ['09:00', '10:00']);
    const markPaid = (paymentStatus: string) =>
      testApp.app.inject({
        method: 'PUT',
        url: `/api/bookings/${booking.id}/payment-status`,
        headers: testApp.headers,
        payload: { paymentStatus },
      });
    const first = await markPaid('paid');
    expect(first.statusCode).toBe(200);
    expect(first.json()).toMatchObject({ id: booking.id, paymentStatus: 'paid' });
    expect((await markPaid('paid')).statusCode).toBe(200);
    expect((await markPaid('unpaid')).statusCode).toBe(400);

    const [row] = await testApp.database.db
      .select()
      .from(bookings)
      .where(and(eq(bookings.id, booking.id)));
    expect(row?.paymentStatus).toBe('paid');
    const receipts = await testApp.database.db
      .select()
      .from(outbox)
      .where(eq(outbox.kind, 'payment_received'));
    expect(receipts.filter((receipt) => receipt.bodyText.includes(`BOOKING-${booking.id}`))).toHaveLength(1);
  });
});
