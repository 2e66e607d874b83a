import { and, eq, inArray, ne } from 'drizzle-orm';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { getSeededInstructorId } from '../../../../../tests/support/factories';
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
  learnerOpenOffersResponseSchema,
  OFFER_CHANGED_MESSAGE,
  OFFER_CLAIMED_MESSAGE,
  OFFER_MOVED_MESSAGE,
  OFFER_TAKEN_MESSAGE,
  waitingListOfferResponseSchema,
} from '../../../../core/bookings/waiting-list/waiting-list-offer-schemas';
import type { WaitingListWishesInput } from '../../../../core/bookings/waiting-list/waiting-list-schemas';
import { studentBalanceSchema } from '../../../../core/money/ledger/ledger-schemas';
import { zonedWallTimeToInstant } from '../../../../core/time/london-time';
import {
  bookings,
  lessonChanges,
  lessons,
  outbox,
  users,
  waitingListEntries,
  waitingListFreedTimes,
  waitingListOffers,
} from '../../../db/schema';
import { sweepWaitingList } from './waiting-list-offers-service';

/*
 * Issue 34: a waiting learner who already has a lesson is offered to MOVE it to the freed time,
 * in one tap, and their old time is offered on (docs/decisions/0032-waiting-list-moves-a-lesson.md).
 */

// Monday 1 February 2027, 10:00 GMT.
const NOW = new Date('2027-02-01T10:00:00Z');

let instructorId: number;

const sweep = () => sweepWaitingList(testApp.deps);
const at = (date: string, time: string) => zonedWallTimeToInstant(date, time, 'Europe/London');

const testApp = setUpTestApp({ now: NOW });
beforeAll(async () => {
  instructorId = await getSeededInstructorId(testApp.database.db);
  await sweep();
});
beforeEach(async () => {
  testApp.setNow(NOW);
  await testApp.database.db.delete(waitingListEntries);
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

async function joinList(token: string, wishes: WaitingListWishesInput) {
  const joined = await testApp.app.inject({
    method: 'PUT',
    url: `/api/progress/${token}/waiting-list`,
    payload: wishes,
  });
  expect(joined.statusCode).toBe(200);
}

/** The offer link's token from the last offer message e-mailed to this learner. */
async function offerTokenOf(studentId: number): Promise<string> {
  const [student] = await testApp.database.db
    .select({ email: users.email })
    .from(users)
    .where(eq(users.id, studentId));
  const mails = await testApp.database.db
    .select({ body: outbox.bodyText, id: outbox.id })
    .from(outbox)
    .where(and(eq(outbox.kind, 'waiting_list_offer'), eq(outbox.recipient, student?.email ?? '')));
  const last = mails.sort((a, b) => a.id - b.id).at(-1);
  const token = last?.body.match(/\/waiting-list-offer\/([A-Za-z0-9_-]+)/)?.[1];
  if (!token) throw new Error(`No offer e-mail for learner ${studentId}`);
  return token;
}

function claim(token: string, payload?: object) {
  return testApp.app.inject({
    method: 'POST',
    url: `/api/waiting-list-offers/${token}/claim`,
    ...(payload ? { payload } : {}),
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

function lessonsOf(studentId: number) {
  return testApp.database.db
    .select()
    .from(lessons)
    .where(and(eq(lessons.studentId, studentId), ne(lessons.status, 'cancelled')));
}

async function mailKindsTo(email: string): Promise<string[]> {
  const rows = await testApp.database.db
    .select({ kind: outbox.kind })
    .from(outbox)
    .where(eq(outbox.recipient, email));
  return rows.map((row) => row.kind);
}

describe('a waiting learner with a lesson is offered to move it', () => {
  it('one tap moves the lesson (not a second one), hours unchanged, a double tap moves once, the old time is offered on', async () => {
    // Ben holds Wednesday 17 February 18:00-20:00 and waits for an earlier Wednesday evening.
    const benSlots = await createSlotsAt(testApp, instructorId, '2027-02-17', ['18:00', '19:00']);
    const ben = await bookApprovedLesson(testApp, testApp.headers, instructorId, benSlots);
    await joinList(ben.token, wednesdayEvenings(60));
    // Cara holds the 10th and will cancel it; Dev waits with hours, from the 15th on.
    const caraSlots = await createSlotsAt(testApp, instructorId, '2027-02-10', ['18:00', '19:00']);
    const cara = await bookApprovedLesson(testApp, testApp.headers, instructorId, caraSlots);
    const dev = await waitingLearner(
      testApp,
      instructorId,
      wednesdayEvenings(120, { fromDate: '2027-02-15' }),
      {
        fullName: 'Dev Later',
        hoursMinutes: 300,
        now: NOW,
      },
    );
    await sweep();
    const benLeftBefore = await leftMinutesOf(ben.studentId);

    const cancelled = await testApp.app.inject({
      method: 'POST',
      url: `/api/progress/${cara.token}/lessons/${cara.lessonId}/cancel`,
      payload: { reason: 'Exam clash' },
    });
    expect(cancelled.statusCode).toBe(200);
    expect((await sweep()).freedTimes).toBe(1);

    // Ben's offer is a move of his own 2-hour lesson (he wished for 1 hour: the lesson keeps its length).
    const token = await offerTokenOf(ben.studentId);
    const offer = waitingListOfferResponseSchema.parse(
      (await testApp.app.inject({ method: 'GET', url: `/api/waiting-list-offers/${token}` })).json(),
    );
    expect(offer).toMatchObject({
      state: 'open',
      move: {
        lessonId: ben.lessonId,
        from: { date: '2027-02-17', startTime: '18:00', endTime: '20:00', duration: 120 },
      },
      lesson: { date: '2027-02-10', startTime: '18:00', endTime: '20:00', duration: 120 },
      canBookFromHours: true,
      bookingSteps: null,
    });
    const [offerMail] = await testApp.database.db
      .select({ subject: outbox.subject, body: outbox.bodyText })
      .from(outbox)
      .where(and(eq(outbox.kind, 'waiting_list_offer'), eq(outbox.recipient, ben.email)));
    expect(offerMail?.subject).toContain('move your lesson');
    expect(offerMail?.body).toContain(
      'One tap moves your 2hr lesson on Wednesday 17 February 2027 at 6:00 PM',
    );

    // A page showing a new lesson (stale) is refused, and nothing changes.
    const stale = await claim(token, { moveLessonId: null });
    expect(stale.statusCode).toBe(409);
    expect(apiErrorSchema.parse(stale.json())).toMatchObject({
      code: 'OFFER_CHANGED',
      message: OFFER_CHANGED_MESSAGE,
    });

    // Three taps at once: one move.
    const answers = await Promise.all([1, 2, 3].map(() => claim(token, { moveLessonId: ben.lessonId })));
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409, 409]);
    for (const answer of answers.filter((candidate) => candidate.statusCode === 409)) {
      expect(apiErrorSchema.parse(answer.json()).message).toBe(OFFER_CLAIMED_MESSAGE);
    }
    const moved = claimWaitingListOfferResponseSchema.parse(
      answers.find((answer) => answer.statusCode === 200)?.json(),
    );
    expect(moved).toMatchObject({
      lesson: { date: '2027-02-10', startTime: '18:00', duration: 120 },
      movedFrom: { date: '2027-02-17', startTime: '18:00', duration: 120 },
      message: OFFER_MOVED_MESSAGE,
    });
    expect(moved.message).not.toMatch(/e-?mail/i);

    // The same lesson, moved: no second lesson, the booking's holds follow it, hours unchanged.
    const benLessons = await lessonsOf(ben.studentId);
    expect(benLessons.map((lesson) => [lesson.id, lesson.startsAt.toISOString()])).toEqual([
      [ben.lessonId, at('2027-02-10', '18:00').toISOString()],
    ]);
    expect(await leftMinutesOf(ben.studentId)).toBe(benLeftBefore);
    const [booking] = await testApp.database.db.select().from(bookings).where(eq(bookings.id, ben.bookingId));
    // Not counted towards the moves the terms allow (the school offered it).
    expect(booking?.rescheduleCount).toBe(0);
    const changes = await testApp.database.db
      .select()
      .from(lessonChanges)
      .where(eq(lessonChanges.lessonId, ben.lessonId));
    expect(changes).toMatchObject([{ kind: 'reschedule', status: 'applied', forfeitPence: 0 }]);
    const [entry] = await testApp.database.db
      .select()
      .from(waitingListEntries)
      .where(eq(waitingListEntries.studentId, ben.studentId));
    expect(entry?.status).toBe('fulfilled');

    // Ben is told of the move (not of a booking from his hours); the instructor too.
    const benMails = await mailKindsTo(ben.email);
    expect(benMails).toContain('lesson_moved');
    expect(benMails).not.toContain('waiting_list_offer_booked');
    const schoolMails = (await testApp.database.db.select({ kind: outbox.kind }).from(outbox)).map(
      (row) => row.kind,
    );
    expect(schoolMails).toContain('lesson_moved_by_learner');

    // The old time is on sale again and the next look offers it to Dev, who waits from the 15th.
    expect((await sweep()).freedTimes).toBe(1);
    const devOffers = await testApp.database.db
      .select()
      .from(waitingListOffers)
      .where(eq(waitingListOffers.studentId, dev.studentId));
    expect(devOffers.map((row) => [row.startsAt.toISOString(), row.endsAt.toISOString()])).toEqual([
      [at('2027-02-17', '18:00').toISOString(), at('2027-02-17', '20:00').toISOString()],
    ]);
    const devClaim = await claim(await offerTokenOf(dev.studentId));
    expect(devClaim.statusCode).toBe(200);
    expect((await lessonsOf(dev.studentId)).map((lesson) => lesson.startsAt.toISOString())).toEqual([
      at('2027-02-17', '18:00').toISOString(),
    ]);
  });

  it('shows on the learner’s own page with its end, and one tap there moves the lesson', async () => {
    const eveSlots = await createSlotsAt(testApp, instructorId, '2027-03-10', ['18:00']);
    const eve = await bookApprovedLesson(testApp, testApp.headers, instructorId, eveSlots, 'single_1hour');
    await joinList(eve.token, wednesdayEvenings(60));
    // A rival without a lesson, with hours, offered the same time.
    const rival = await waitingLearner(testApp, instructorId, wednesdayEvenings(60), {
      fullName: 'Rita Rival',
      hoursMinutes: 120,
      now: NOW,
    });
    await sweep();
    const empty = await testApp.app.inject({
      method: 'GET',
      url: `/api/progress/${eve.token}/waiting-list-offers`,
    });
    expect(learnerOpenOffersResponseSchema.parse(empty.json())).toEqual({ offers: [] });

    // The instructor adds an hour on Wednesday 3 March at 19:00 (12:00 London now: it ends in waking hours).
    testApp.setNow(at('2027-02-01', '20:30'));
    await createSlotsAt(testApp, instructorId, '2027-03-03', ['19:00']);
    testApp.deps.availability.invalidate();
    expect((await sweep()).offers).toBe(2);

    const listed = await testApp.app.inject({
      method: 'GET',
      url: `/api/progress/${eve.token}/waiting-list-offers`,
    });
    expect(listed.statusCode).toBe(200);
    expect(listed.headers['cache-control']).toContain('no-store');
    const { offers } = learnerOpenOffersResponseSchema.parse(listed.json());
    expect(offers).toHaveLength(1);
    const [offer] = offers;
    // Made at 20:30 London: half an hour that evening, 11.5 hours from 08:00 the next day.
    expect(offer).toMatchObject({
      state: 'open',
      expiresAt: at('2027-02-02', '19:30').toISOString(),
      move: { lessonId: eve.lessonId, from: { date: '2027-03-10', startTime: '18:00' } },
      lesson: { date: '2027-03-03', startTime: '19:00', duration: 60 },
    });

    // Another learner's page cannot see or take it.
    const stranger = await testApp.app.inject({
      method: 'POST',
      url: `/api/progress/${rival.token}/waiting-list-offers/${offer?.id}/claim`,
      payload: { moveLessonId: eve.lessonId },
    });
    expect(stranger.statusCode).toBe(404);

    const taken = await testApp.app.inject({
      method: 'POST',
      url: `/api/progress/${eve.token}/waiting-list-offers/${offer?.id}/claim`,
      payload: { moveLessonId: eve.lessonId },
    });
    expect(taken.statusCode).toBe(200);
    expect(claimWaitingListOfferResponseSchema.parse(taken.json()).movedFrom).toMatchObject({
      date: '2027-03-10',
    });
    expect((await lessonsOf(eve.studentId)).map((lesson) => lesson.startsAt.toISOString())).toEqual([
      at('2027-03-03', '19:00').toISOString(),
    ]);
    // The rival's offer of that time is over; the page lists nothing once taken.
    const rivalClaim = await claim(await offerTokenOf(rival.studentId));
    expect(rivalClaim.statusCode).toBe(409);
    expect(apiErrorSchema.parse(rivalClaim.json()).message).toBe(OFFER_TAKEN_MESSAGE);
    const after = await testApp.app.inject({
      method: 'GET',
      url: `/api/progress/${eve.token}/waiting-list-offers`,
    });
    expect(learnerOpenOffersResponseSchema.parse(after.json())).toEqual({ offers: [] });
    const expired = await testApp.app.inject({
      method: 'GET',
      url: '/api/progress/not-a-live-token-000000/waiting-list-offers',
    });
    expect(expired.statusCode).toBe(401);
  });

  it('a learner whose next lesson the instructor booked by hand is not offered a second lesson by the rule', async () => {
    const fay = await waitingLearner(testApp, instructorId, wednesdayEvenings(60), {
      fullName: 'Fay Manual',
      now: NOW,
    });
    const manual = await testApp.app.inject({
      method: 'POST',
      url: '/api/lessons/manual',
      headers: testApp.headers,
      payload: {
        studentId: fay.studentId,
        date: '2027-03-31',
        startTime: '18:00',
        duration: 60,
        packageType: 'single_1hour',
        paymentStatus: 'completed',
        addPurchase: true,
        notes: '',
      },
    });
    expect(manual.statusCode).toBe(201);
    await sweep();
    await createSlotsAt(testApp, instructorId, '2027-03-24', ['18:00']);
    testApp.deps.availability.invalidate();
    expect((await sweep()).freedTimes).toBe(1);
    const offers = await testApp.database.db
      .select()
      .from(waitingListOffers)
      .where(inArray(waitingListOffers.studentId, [fay.studentId]));
    expect(offers).toHaveLength(0);

    // Nobody was offered it, so the instructor's list leaves it out; its candidates still say why.
    const [freed] = await testApp.database.db
      .select({ id: waitingListFreedTimes.id })
      .from(waitingListFreedTimes)
      .where(eq(waitingListFreedTimes.startsAt, at('2027-03-24', '18:00')));
    const candidates = freedTimeCandidatesResponseSchema.parse(
      (
        await testApp.app.inject({
          method: 'GET',
          url: `/api/waiting-list/freed-times/${freed?.id}/candidates`,
          headers: testApp.headers,
        })
      ).json(),
    );
    expect(candidates.candidates.find((candidate) => candidate.studentId === fay.studentId)).toMatchObject({
      suits: false,
      movesLesson: null,
      mismatchText: expect.stringContaining('cannot move it online'),
    });
  });
});
