import { and, asc, eq, inArray } from 'drizzle-orm';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createTimeSlot, getSeededInstructorId } from '../../../../../tests/support/factories';
import { setUpTestApp } from '../../../../../tests/support/test-app';
import {
  bookApprovedLesson,
  createSlotsAt,
  waitingLearner,
} from '../../../../../tests/support/waiting-list-test-data';
import { apiErrorSchema } from '../../../../core/api/api-error-schemas';
import {
  claimWaitingListOfferResponseSchema,
  freedTimeCandidatesResponseSchema,
  freedTimesResponseSchema,
  LEFT_FROM_OFFER_MESSAGE,
  OFFER_CLAIMED_MESSAGE,
  OFFER_EXPIRED_MESSAGE,
  OFFER_HOURS_MESSAGE,
  OFFER_NO_HOURS_MESSAGE,
  OFFER_NOT_FOUND_MESSAGE,
  OFFER_TAKEN_MESSAGE,
  OFFER_WITHDRAWN_MESSAGE,
  offerFreedTimeResponseSchema,
  waitingListOfferResponseSchema,
  waitingListSettingsSchema,
} from '../../../../core/bookings/waiting-list/waiting-list-offer-schemas';
import type { WaitingListWishesInput } from '../../../../core/bookings/waiting-list/waiting-list-schemas';
import { studentBalanceSchema } from '../../../../core/money/ledger/ledger-schemas';
import { zonedWallTimeToInstant } from '../../../../core/time/london-time';
import {
  lessons,
  outbox,
  users,
  waitingListEntries,
  waitingListFreedTimes,
  waitingListOffers,
} from '../../../db/schema';
import { sweepWaitingList } from './waiting-list-offers-service';

// Monday 1 February 2027, 10:00 GMT: the dates below are Tuesdays and Wednesdays after it.
const NOW = new Date('2027-02-01T10:00:00Z');
const HOUR = 3_600_000;

let instructorId: number;

const sweep = () => sweepWaitingList(testApp.deps);

const testApp = setUpTestApp({ now: NOW });
beforeAll(async () => {
  instructorId = await getSeededInstructorId(testApp.database.db);
  // The first look only learns what is open.
  expect((await sweep()).freedTimes).toBe(0);
});
beforeEach(async () => {
  testApp.setNow(NOW);
  // Each test has its own waiting learners (their offers go with them) and default settings.
  await testApp.database.db.delete(waitingListEntries);
  await saveSettings({ autoOffer: true, offerHours: 12, refundRefilledCancellations: true });
});

function wednesdayEvenings(lessonMinutes: 60 | 90 | 120, overrides: Partial<WaitingListWishesInput> = {}) {
  return {
    windows: [{ weekday: 3, period: 'evening' as const }],
    fromDate: '2027-02-01',
    lessonMinutes,
    testDate: null,
    ...overrides,
  };
}

async function saveSettings(settings: object) {
  const response = await testApp.app.inject({
    method: 'PUT',
    url: '/api/waiting-list/settings',
    headers: testApp.headers,
    payload: settings,
  });
  return response;
}

async function offersOf(studentIds: readonly number[]) {
  if (studentIds.length === 0) return [];
  return testApp.database.db
    .select()
    .from(waitingListOffers)
    .where(inArray(waitingListOffers.studentId, [...studentIds]));
}

/** The offer link's token from the last offer e-mail sent to this learner. */
async function offerTokenOf(studentId: number): Promise<string> {
  const [student] = await testApp.database.db
    .select({ email: users.email })
    .from(users)
    .where(eq(users.id, studentId));
  const mails = await testApp.database.db
    .select({ body: outbox.bodyText })
    .from(outbox)
    .where(
      and(
        eq(outbox.kind, 'waiting_list_offer'),
        eq(outbox.channel, 'email'),
        eq(outbox.recipient, student?.email ?? ''),
      ),
    )
    .orderBy(asc(outbox.id));
  const token = mails.at(-1)?.body.match(/\/waiting-list-offer\/([A-Za-z0-9_-]+)/)?.[1];
  if (!token) throw new Error(`No offer e-mail for learner ${studentId}`);
  return token;
}

function getOffer(token: string) {
  return testApp.app.inject({ method: 'GET', url: `/api/waiting-list-offers/${token}` });
}

function claim(token: string) {
  return testApp.app.inject({ method: 'POST', url: `/api/waiting-list-offers/${token}/claim` });
}

function cancelAsLearner(learner: { token: string; lessonId: number }) {
  return testApp.app.inject({
    method: 'POST',
    url: `/api/progress/${learner.token}/lessons/${learner.lessonId}/cancel`,
    payload: { reason: 'Work shift changed' },
  });
}

async function leftMinutesOf(studentId: number): Promise<number> {
  const response = await testApp.app.inject({
    method: 'GET',
    url: `/api/students/${studentId}/balance`,
    headers: testApp.headers,
  });
  expect(response.statusCode).toBe(200);
  return studentBalanceSchema.parse(response.json()).leftMinutes;
}

const at = (date: string, time: string) => zonedWallTimeToInstant(date, time, 'Europe/London');

describe('a freed time reaches the waiting learners it suits', () => {
  it('a cancellation makes exactly one offer per suited learner, none to others, by their channel with a link', async () => {
    const slotIds = await createSlotsAt(testApp, instructorId, '2027-02-10', ['18:00', '19:00']);
    const booked = await bookApprovedLesson(testApp, testApp.headers, instructorId, slotIds);
    await sweep();

    const withHours = await waitingLearner(testApp, instructorId, wednesdayEvenings(60), {
      fullName: 'Hana Hours',
      hoursMinutes: 300,
      now: NOW,
    });
    const twoHours = await waitingLearner(testApp, instructorId, wednesdayEvenings(120), {
      fullName: 'Toby Twohours',
      now: NOW,
    });
    const saturdays = await waitingLearner(
      testApp,
      instructorId,
      { ...wednesdayEvenings(60), windows: [{ weekday: 6, period: 'morning' }] },
      { fullName: 'Sam Saturday', now: NOW },
    );
    const later = await waitingLearner(
      testApp,
      instructorId,
      wednesdayEvenings(60, { fromDate: '2027-02-15' }),
      {
        fullName: 'Lily Later',
        now: NOW,
      },
    );

    expect((await cancelAsLearner(booked)).statusCode).toBe(200);
    const result = await sweep();
    expect(result.freedTimes).toBe(1);

    const offers = await offersOf([
      withHours.studentId,
      twoHours.studentId,
      saturdays.studentId,
      later.studentId,
    ]);
    expect(offers.map((offer) => offer.studentId).sort()).toEqual(
      [withHours.studentId, twoHours.studentId].sort(),
    );
    const byStudent = new Map(offers.map((offer) => [offer.studentId, offer]));
    expect(byStudent.get(withHours.studentId)?.startsAt).toEqual(at('2027-02-10', '18:00'));
    expect(byStudent.get(withHours.studentId)?.endsAt).toEqual(at('2027-02-10', '19:00'));
    expect(byStudent.get(twoHours.studentId)?.endsAt).toEqual(at('2027-02-10', '20:00'));
    // An offer ends after the school's 12 waking hours (the time itself is days away): 11 until
    // 21:00, the 12th from 08:00 the next morning.
    expect(byStudent.get(withHours.studentId)?.expiresAt).toEqual(at('2027-02-02', '09:00'));

    // Texts are not configured here, so the offer went by e-mail, with the one-tap link.
    const token = await offerTokenOf(withHours.studentId);
    const offer = waitingListOfferResponseSchema.parse((await getOffer(token)).json());
    expect(offer).toMatchObject({
      state: 'open',
      firstName: 'Hana',
      lesson: { date: '2027-02-10', startTime: '18:00', endTime: '19:00', duration: 60 },
      canBookFromHours: true,
      bookingSteps: null,
      onWaitingList: true,
    });

    // Exactly once: looking again offers nothing more.
    expect((await sweep()).offers).toBe(0);
    expect(await offersOf([withHours.studentId, twoHours.studentId])).toHaveLength(2);
  });

  it('a learner without hours is led to the normal booking steps for that time, and cannot take it in one tap', async () => {
    await sweep();
    const noHours = await waitingLearner(testApp, instructorId, wednesdayEvenings(60), {
      fullName: 'Nora Nohours',
      now: NOW,
    });
    const [slotId] = await createSlotsAt(testApp, instructorId, '2027-02-24', ['19:00']);
    testApp.deps.availability.invalidate();
    expect((await sweep()).freedTimes).toBe(1);

    const token = await offerTokenOf(noHours.studentId);
    const offer = waitingListOfferResponseSchema.parse((await getOffer(token)).json());
    expect(offer.canBookFromHours).toBe(false);
    expect(offer.bookingSteps).toMatchObject({
      packageType: 'single_1hour',
      price: 4_000,
      slotIds: [slotId],
      learner: { fullName: 'Nora Nohours' },
    });
    const refused = await claim(token);
    expect(refused.statusCode).toBe(409);
    expect(apiErrorSchema.parse(refused.json()).message).toBe(OFFER_NO_HOURS_MESSAGE);
  });
});

describe('first claim wins', () => {
  it('20 learners claiming the same freed time at once give exactly one lesson; the others are told it has gone', async () => {
    await sweep();
    const waiting = [];
    for (let index = 0; index < 20; index += 1) {
      waiting.push(
        await waitingLearner(testApp, instructorId, wednesdayEvenings(60), {
          fullName: `Racer ${index + 1}`,
          hoursMinutes: 120,
          now: NOW,
        }),
      );
    }
    // The instructor adds an hour on a Wednesday evening.
    await createTimeSlot(testApp.database.db, { instructorId, date: '2027-03-03', time: '18:00' });
    expect((await sweep()).offers).toBe(20);
    const tokens = await Promise.all(waiting.map((learner) => offerTokenOf(learner.studentId)));

    const answers = await Promise.all(tokens.map((token) => claim(token)));
    const statuses = answers.map((answer) => answer.statusCode);
    expect(statuses.filter((status) => status === 200)).toHaveLength(1);
    expect(statuses.filter((status) => status === 409)).toHaveLength(19);
    for (const answer of answers.filter((candidate) => candidate.statusCode === 409)) {
      expect(apiErrorSchema.parse(answer.json())).toMatchObject({
        code: 'OFFER_TAKEN',
        message: OFFER_TAKEN_MESSAGE,
      });
    }

    const start = at('2027-03-03', '18:00');
    const booked = await testApp.database.db.select().from(lessons).where(eq(lessons.startsAt, start));
    expect(booked).toHaveLength(1);
    const winnerIndex = statuses.indexOf(200);
    const winner = waiting[winnerIndex];
    expect(booked[0]?.studentId).toBe(winner?.studentId);
    expect(booked[0]?.purchaseId).not.toBeNull();
    const claimed = claimWaitingListOfferResponseSchema.parse(answers[winnerIndex]?.json());
    expect(claimed.lesson).toMatchObject({ date: '2027-03-03', startTime: '18:00', duration: 60 });
    expect(claimed.learnerPagePath).toMatch(/^\/secure-progress\?token=/);

    // The time is off sale, the winner's hours are used and they left the list; the others wait on.
    const slots = await testApp.app.inject({ method: 'GET', url: '/api/time-slots' });
    expect(slots.body).not.toContain('"date":"2027-03-03","time":"18:00"');
    expect(await leftMinutesOf(winner?.studentId ?? 0)).toBe(60);
    const entries = await testApp.database.db.select().from(waitingListEntries);
    expect(entries.filter((entry) => entry.status === 'fulfilled').map((entry) => entry.studentId)).toEqual([
      winner?.studentId,
    ]);
    expect(entries.filter((entry) => entry.status === 'waiting')).toHaveLength(19);

    // A loser opening their link later is told the time has gone; the winner cannot claim twice.
    const loserToken = tokens[(winnerIndex + 1) % tokens.length] ?? '';
    expect(waitingListOfferResponseSchema.parse((await getOffer(loserToken)).json()).state).toBe('taken');
    const again = await claim(tokens[winnerIndex] ?? '');
    expect(again.statusCode).toBe(409);
    expect(apiErrorSchema.parse(again.json()).message).toBe(OFFER_CLAIMED_MESSAGE);

    // The winner and the school are told.
    const kinds = (await testApp.database.db.select({ kind: outbox.kind }).from(outbox)).map(
      (row) => row.kind,
    );
    expect(kinds).toContain('waiting_list_offer_booked');
    expect(kinds).toContain('waiting_list_offer_taken');
  });

  it('a learner tapping their own link several times at once gets the lesson once and is told they have it', async () => {
    // Each round its own learner and Wednesday; on PostgreSQL the second tap used to read the offer
    // before the first committed and was told another learner had booked it (issue 33).
    const rounds = 4;
    for (let round = 0; round < rounds; round += 1) {
      await sweep();
      const learner = await waitingLearner(testApp, instructorId, wednesdayEvenings(60), {
        fullName: `Double Tapper ${round + 1}`,
        hoursMinutes: 120,
        now: NOW,
      });
      const date = `2027-04-${String(7 + round * 7).padStart(2, '0')}`;
      await createTimeSlot(testApp.database.db, { instructorId, date, time: '18:00' });
      expect((await sweep()).offers).toBeGreaterThanOrEqual(1);
      const token = await offerTokenOf(learner.studentId);

      const answers = await Promise.all([claim(token), claim(token), claim(token)]);
      expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409, 409]);
      for (const answer of answers.filter((candidate) => candidate.statusCode === 409)) {
        expect(apiErrorSchema.parse(answer.json())).toMatchObject({
          code: 'OFFER_CLAIMED',
          message: OFFER_CLAIMED_MESSAGE,
        });
      }
      const booked = await testApp.database.db
        .select()
        .from(lessons)
        .where(eq(lessons.startsAt, at(date, '18:00')));
      expect(booked.map((lesson) => lesson.studentId)).toEqual([learner.studentId]);
    }
  });

  it('an expired offer refuses with a clear message; an unknown link is a 404', async () => {
    await sweep();
    const learner = await waitingLearner(testApp, instructorId, wednesdayEvenings(60), {
      hoursMinutes: 60,
      now: NOW,
    });
    await createTimeSlot(testApp.database.db, { instructorId, date: '2027-03-10', time: '17:00' });
    await sweep();
    const token = await offerTokenOf(learner.studentId);

    testApp.setNow(at('2027-02-02', '09:00'));
    expect(waitingListOfferResponseSchema.parse((await getOffer(token)).json()).state).toBe('expired');
    const refused = await claim(token);
    expect(refused.statusCode).toBe(409);
    expect(apiErrorSchema.parse(refused.json())).toMatchObject({
      code: 'OFFER_EXPIRED',
      message: OFFER_EXPIRED_MESSAGE,
    });
    const [entry] = await testApp.database.db
      .select()
      .from(waitingListEntries)
      .where(eq(waitingListEntries.studentId, learner.studentId));
    expect(entry?.status).toBe('waiting');

    const unknown = await getOffer('x'.repeat(43));
    expect(unknown.statusCode).toBe(404);
    expect(apiErrorSchema.parse(unknown.json()).message).toBe(OFFER_NOT_FOUND_MESSAGE);
  });
});

describe('leaving the list', () => {
  it('from an offer: the entry ends, the offer closes and cannot be claimed', async () => {
    await sweep();
    const learner = await waitingLearner(testApp, instructorId, wednesdayEvenings(60), {
      hoursMinutes: 60,
      now: NOW,
    });
    await createTimeSlot(testApp.database.db, { instructorId, date: '2027-03-17', time: '18:00' });
    await sweep();
    const token = await offerTokenOf(learner.studentId);

    const left = await testApp.app.inject({ method: 'POST', url: `/api/waiting-list-offers/${token}/leave` });
    expect(left.statusCode).toBe(200);
    expect(left.json()).toEqual({ message: LEFT_FROM_OFFER_MESSAGE });
    const offer = waitingListOfferResponseSchema.parse((await getOffer(token)).json());
    expect(offer).toMatchObject({ state: 'withdrawn', onWaitingList: false });
    const refused = await claim(token);
    expect(refused.statusCode).toBe(409);
    expect(apiErrorSchema.parse(refused.json()).message).toBe(OFFER_WITHDRAWN_MESSAGE);
    // No more offers once they left.
    await createTimeSlot(testApp.database.db, { instructorId, date: '2027-03-17', time: '20:00' });
    expect((await sweep()).freedTimes).toBe(1);
    expect(await offersOf([learner.studentId])).toHaveLength(1);
  });

  it('by itself once the learner has a lesson as early as they asked for', async () => {
    await sweep();
    const learner = await waitingLearner(testApp, instructorId, wednesdayEvenings(60), { now: NOW });
    const [slotId] = await createSlotsAt(testApp, instructorId, '2027-02-03', ['17:00']);
    // The instructor books them the first Wednesday evening's first hour: nothing earlier could come.
    const lesson = await testApp.app.inject({
      method: 'POST',
      url: '/api/lessons/manual',
      headers: testApp.headers,
      payload: {
        studentId: learner.studentId,
        date: '2027-02-03',
        startTime: '17:00',
        duration: 60,
        packageType: 'single_1hour',
        paymentStatus: 'completed',
        addPurchase: true,
        notes: '',
      },
    });
    expect(lesson.statusCode).toBe(201);
    expect(slotId).toBeGreaterThan(0);
    expect((await sweep()).fulfilled).toBe(1);
    const [entry] = await testApp.database.db
      .select()
      .from(waitingListEntries)
      .where(eq(waitingListEntries.studentId, learner.studentId));
    expect(entry?.status).toBe('fulfilled');
  });
});

describe('a refilled late cancellation is free', () => {
  it('returns the forfeit when another learner takes the whole time, and tells the learner', async () => {
    // Tuesday 2 February, 18:00-20:00: 32 hours ahead, so cancelling forfeits half.
    const slotIds = await createSlotsAt(testApp, instructorId, '2027-02-02', ['18:00', '19:00']);
    const cancelled = await bookApprovedLesson(testApp, testApp.headers, instructorId, slotIds);
    await sweep();
    const taker = await waitingLearner(
      testApp,
      instructorId,
      { ...wednesdayEvenings(120), windows: [{ weekday: 2, period: 'evening' }] },
      { hoursMinutes: 300, now: NOW },
    );
    expect((await cancelAsLearner(cancelled)).statusCode).toBe(200);
    expect(await leftMinutesOf(cancelled.studentId)).toBe(60);

    await sweep();
    // Still empty: nothing is returned.
    expect(await leftMinutesOf(cancelled.studentId)).toBe(60);

    expect((await claim(await offerTokenOf(taker.studentId))).statusCode).toBe(200);
    expect((await sweep()).refunds).toBe(1);
    expect(await leftMinutesOf(cancelled.studentId)).toBe(120);
    const told = await testApp.database.db
      .select()
      .from(outbox)
      .where(and(eq(outbox.kind, 'refilled_cancellation_refund'), eq(outbox.recipient, cancelled.email)));
    expect(told).toHaveLength(1);
    expect(told[0]?.bodyText).toMatch(/put the 1 hour back on your balance/);
    // Once only.
    expect((await sweep()).refunds).toBe(0);
  });

  it('keeps the forfeit when the school turned the setting off', async () => {
    const slotIds = await createSlotsAt(testApp, instructorId, '2027-02-02', ['10:00', '11:00']);
    const cancelled = await bookApprovedLesson(testApp, testApp.headers, instructorId, slotIds);
    await sweep();
    expect(
      (await saveSettings({ autoOffer: true, offerHours: 12, refundRefilledCancellations: false }))
        .statusCode,
    ).toBe(200);
    const taker = await waitingLearner(
      testApp,
      instructorId,
      { ...wednesdayEvenings(120), windows: [{ weekday: 2, period: 'morning' }] },
      { hoursMinutes: 300, now: NOW },
    );
    expect((await cancelAsLearner(cancelled)).statusCode).toBe(200);
    await sweep();
    expect((await claim(await offerTokenOf(taker.studentId))).statusCode).toBe(200);
    expect((await sweep()).refunds).toBe(0);
    expect(await leftMinutesOf(cancelled.studentId)).toBe(60);
  });
});

describe('the instructor', () => {
  it('sees freed times with their offers, and offers by hand when automatic offers are off', async () => {
    expect(
      (await saveSettings({ autoOffer: false, offerHours: 6, refundRefilledCancellations: true })).statusCode,
    ).toBe(200);
    await sweep();
    const chosen = await waitingLearner(testApp, instructorId, wednesdayEvenings(60), {
      fullName: 'Chosen Learner',
      hoursMinutes: 60,
      now: NOW,
    });
    const other = await waitingLearner(
      testApp,
      instructorId,
      { ...wednesdayEvenings(60), windows: [{ weekday: 1, period: 'morning' }] },
      { fullName: 'Monday Morning', now: NOW },
    );
    await createTimeSlot(testApp.database.db, { instructorId, date: '2027-02-17', time: '20:00' });
    expect((await sweep()).offers).toBe(0);

    const listed = await testApp.app.inject({
      method: 'GET',
      url: '/api/waiting-list/freed-times',
      headers: testApp.headers,
    });
    expect(listed.statusCode).toBe(200);
    const freedTime = freedTimesResponseSchema
      .parse(listed.json())
      .freedTimes.find((candidate) => candidate.date === '2027-02-17' && candidate.startTime === '20:00');
    expect(freedTime).toMatchObject({ state: 'waiting', offers: [], duration: 60 });

    const candidatesAnswer = await testApp.app.inject({
      method: 'GET',
      url: `/api/waiting-list/freed-times/${freedTime?.id}/candidates`,
      headers: testApp.headers,
    });
    const { candidates } = freedTimeCandidatesResponseSchema.parse(candidatesAnswer.json());
    expect(
      candidates.map((candidate) => [candidate.fullName, candidate.suits, candidate.mismatchText]),
    ).toEqual([
      ['Chosen Learner', true, null],
      ['Monday Morning', false, 'Outside the days and times that suit them'],
    ]);

    const bad = await testApp.app.inject({
      method: 'POST',
      url: `/api/waiting-list/freed-times/${freedTime?.id}/offers`,
      headers: testApp.headers,
      payload: { entryIds: [] },
    });
    expect(bad.statusCode).toBe(400);
    expect(apiErrorSchema.parse(bad.json()).fields?.entryIds).toBe('Please choose at least one learner');

    const offered = await testApp.app.inject({
      method: 'POST',
      url: `/api/waiting-list/freed-times/${freedTime?.id}/offers`,
      headers: testApp.headers,
      payload: { entryIds: [candidates[0]?.entryId] },
    });
    expect(offered.statusCode).toBe(200);
    const answer = offerFreedTimeResponseSchema.parse(offered.json());
    expect(answer).toMatchObject({ sent: 1, message: 'Offered to 1 learner.' });
    expect(answer.freedTime.state).toBe('offered');
    expect(answer.freedTime.offers).toMatchObject([
      { fullName: 'Chosen Learner', byHand: true, state: 'open' },
    ]);
    const [offer] = await offersOf([chosen.studentId]);
    expect(offer?.expiresAt).toEqual(new Date(NOW.getTime() + 6 * HOUR));
    expect(await offersOf([other.studentId])).toHaveLength(0);

    // Offering again sends nothing twice.
    const twice = await testApp.app.inject({
      method: 'POST',
      url: `/api/waiting-list/freed-times/${freedTime?.id}/offers`,
      headers: testApp.headers,
      payload: { entryIds: [candidates[0]?.entryId] },
    });
    expect(offerFreedTimeResponseSchema.parse(twice.json()).sent).toBe(0);

    // Taken: the list says by whom.
    expect((await claim(await offerTokenOf(chosen.studentId))).statusCode).toBe(200);
    const after = freedTimesResponseSchema
      .parse(
        (
          await testApp.app.inject({
            method: 'GET',
            url: '/api/waiting-list/freed-times',
            headers: testApp.headers,
          })
        ).json(),
      )
      .freedTimes.find((candidate) => candidate.id === freedTime?.id);
    expect(after).toMatchObject({ state: 'taken', takenBy: { fullName: 'Chosen Learner' } });
  });

  it('offers by the rule, once automatic offers are back on, a time freed while they were off', async () => {
    const off = await saveSettings({ autoOffer: false, offerHours: 12, refundRefilledCancellations: true });
    expect(off.statusCode).toBe(200);
    await sweep();
    const learner = await waitingLearner(testApp, instructorId, wednesdayEvenings(60), {
      hoursMinutes: 60,
      now: NOW,
    });
    await createTimeSlot(testApp.database.db, { instructorId, date: '2027-03-24', time: '18:00' });
    expect((await sweep()).offers).toBe(0);
    const on = await saveSettings({ autoOffer: true, offerHours: 12, refundRefilledCancellations: true });
    expect(on.statusCode).toBe(200);
    expect((await sweep()).offers).toBe(1);
    expect(await offersOf([learner.studentId])).toHaveLength(1);
    expect((await sweep()).offers).toBe(0);
  });

  it('validates the settings with the field messages, and a freed time of nobody is a 404', async () => {
    const bad = await saveSettings({ autoOffer: true, offerHours: 0, refundRefilledCancellations: true });
    expect(bad.statusCode).toBe(400);
    expect(apiErrorSchema.parse(bad.json()).fields?.offerHours).toBe(OFFER_HOURS_MESSAGE);
    const read = await testApp.app.inject({
      method: 'GET',
      url: '/api/waiting-list/settings',
      headers: testApp.headers,
    });
    expect(waitingListSettingsSchema.parse(read.json())).toEqual({
      autoOffer: true,
      offerHours: 12,
      refundRefilledCancellations: true,
    });
    const missing = await testApp.app.inject({
      method: 'GET',
      url: '/api/waiting-list/freed-times/999999/candidates',
      headers: testApp.headers,
    });
    expect(missing.statusCode).toBe(404);
    const freed = await testApp.database.db.select().from(waitingListFreedTimes);
    expect(freed.length).toBeGreaterThan(0);
  });
});
