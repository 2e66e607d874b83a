import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertLearner, insertLessonRow } from '../../../../../tests/support/dashboard-test-data';
import { createTimeSlot, getSeededInstructorId } from '../../../../../tests/support/factories';
import {
  FAKE_GOOGLE_ACCOUNT,
  type FakeGoogleServer,
  startFakeGoogleServer,
} from '../../../../../tests/support/fake-google-server';
import { createInstructorWithSession } from '../../../../../tests/support/second-instructor';
import { setUpTestApp } from '../../../../../tests/support/test-app';
import { googleAuthUrlResponseSchema } from '../../../../core/diary/calendar/calendar-schemas';
import {
  coverCandidatesResponseSchema,
  offerCoverResponseSchema,
} from '../../../../core/diary/lesson-cover/lesson-cover-schemas';
import { handOverCreatedResponseSchema } from '../../../../core/learners/hand-overs/hand-over-schemas';
import { lessons } from '../../../db/schema';

/*
 * A lesson that moves to another instructor (a learner's hand-over, decision 0060; a lesson's
 * cover, 0061) leaves the previous instructor's Google Calendar and appears in the new one's, each
 * instructor connected to their own Google account: the real Google clients against the fake.
 */

// Wednesday 2 June 2027, 09:00 in London (BST).
const NOW = new Date('2027-06-02T08:00:00Z');
const DAY = '2027-06-07';

let google: FakeGoogleServer;
beforeAll(async () => {
  google = await startFakeGoogleServer();
});
afterAll(async () => {
  await google.close();
});

const testApp = setUpTestApp(() => ({
  now: NOW,
  env: { ...google.env, GOOGLE_TOKEN_ENCRYPTION_KEY: randomBytes(32).toString('base64') },
}));

type Headers = Record<string, string>;

/** The instructor connects the calendar of this Google account (consent, then the callback). */
async function connectAs(headers: Headers, account: string) {
  google.consentAsAccount(account);
  try {
    const urlResponse = await testApp.app.inject({
      method: 'GET',
      url: '/api/google-calendar/auth-url',
      headers,
    });
    expect(urlResponse.statusCode, urlResponse.body).toBe(200);
    const { authUrl } = googleAuthUrlResponseSchema.parse(urlResponse.json());
    const consent = await fetch(authUrl, { redirect: 'manual' });
    const location = new URL(consent.headers.get('location') ?? '');
    const callback = await testApp.app.inject({
      method: 'GET',
      url: `${location.pathname}${location.search}`,
      headers,
    });
    expect(callback.statusCode, callback.body).toBe(200);
  } finally {
    google.consentAsAccount(FAKE_GOOGLE_ACCOUNT);
  }
}

async function syncNow(headers: Headers) {
  const response = await testApp.app.inject({ method: 'POST', url: '/api/google-calendar/sync', headers });
  expect(response.statusCode, response.body).toBe(200);
}

/** The lessons whose events are in this account's calendar (not deleted). */
function lessonIdsIn(account: string): number[] {
  return google
    .schoolEvents(account)
    .map((event) => Number(event.privateProperties.lessonId))
    .sort((a, b) => a - b);
}

async function eventIdOf(lessonId: number) {
  const [row] = await testApp.database.db
    .select({ calendarEventId: lessons.calendarEventId, instructorId: lessons.instructorId })
    .from(lessons)
    .where(eq(lessons.id, lessonId));
  return row;
}

async function instructor(name: string) {
  const made = await createInstructorWithSession(testApp.database.db, {
    email: `${name}-${Date.now()}@example.com`,
    now: NOW,
  });
  return { ...made, account: `${name}.calendar@example.com` };
}

describe('a lesson moved by a hand-over', () => {
  it("leaves the previous instructor's calendar and appears in the new instructor's; one that could not move stays", async () => {
    const { db } = testApp.database;
    const sarah = await instructor('sarah');
    const tom = await instructor('tom');
    await connectAs(sarah.headers, sarah.account);
    await connectAs(tom.headers, tom.account);
    const learner = await insertLearner(db, { fullName: 'Alex Calendar', instructorId: sarah.id });
    const moving = await insertLessonRow(db, {
      studentId: learner,
      instructorId: sarah.id,
      date: DAY,
      time: '10:00',
    });
    const staying = await insertLessonRow(db, {
      studentId: learner,
      instructorId: sarah.id,
      date: DAY,
      time: '14:00',
    });
    // Tom offers 10:00 only: the 14:00 lesson cannot move.
    await createTimeSlot(db, { instructorId: tom.id, date: DAY, time: '10:00', duration: 120 });
    await syncNow(sarah.headers);
    expect(lessonIdsIn(sarah.account)).toEqual([moving, staying]);
    expect(lessonIdsIn(tom.account)).toEqual([]);

    const asked = await testApp.app.inject({
      method: 'POST',
      url: `/api/students/${learner}/hand-overs`,
      headers: sarah.headers,
      payload: { toInstructorId: tom.id, kind: 'transfer' },
    });
    expect(asked.statusCode, asked.body).toBe(201);
    const token = handOverCreatedResponseSchema.parse(asked.json()).link?.split('/hand-over/')[1];
    const agreed = await testApp.app.inject({ method: 'POST', url: `/api/hand-over-links/${token}/agree` });
    expect(agreed.statusCode, agreed.body).toBe(200);

    // At once, without waiting for the periodic sync.
    expect(lessonIdsIn(sarah.account)).toEqual([staying]);
    expect(lessonIdsIn(tom.account)).toEqual([moving]);
    const [tomsEvent] = google.schoolEvents(tom.account);
    expect(await eventIdOf(moving)).toEqual({ calendarEventId: tomsEvent?.id, instructorId: tom.id });
    // Both full syncs agree: nothing comes back, nothing doubles.
    await syncNow(sarah.headers);
    await syncNow(tom.headers);
    expect(lessonIdsIn(sarah.account)).toEqual([staying]);
    expect(lessonIdsIn(tom.account)).toEqual([moving]);
  });
});

describe("a lesson moved by a lesson's cover", () => {
  it("leaves the away instructor's calendar and appears in the cover instructor's", async () => {
    const { db } = testApp.database;
    const ownerId = await getSeededInstructorId(db);
    const priya = await instructor('priya');
    await connectAs(testApp.headers, FAKE_GOOGLE_ACCOUNT);
    await connectAs(priya.headers, priya.account);
    const learner = await insertLearner(db, { fullName: 'Nadia Calendar' });
    const lessonId = await insertLessonRow(db, {
      studentId: learner,
      instructorId: ownerId,
      date: DAY,
      time: '12:00',
    });
    for (const time of ['12:00', '13:00'])
      await createTimeSlot(db, { instructorId: priya.id, date: DAY, time });
    await syncNow(testApp.headers);
    expect(lessonIdsIn(FAKE_GOOGLE_ACCOUNT)).toContain(lessonId);

    const away = await testApp.app.inject({
      method: 'POST',
      url: '/api/time-off',
      headers: testApp.headers,
      payload: { firstDate: DAY, lastDate: DAY, reason: 'holiday' },
    });
    expect(away.statusCode, away.body).toBe(201);
    const listed = await testApp.app.inject({
      method: 'GET',
      url: `/api/lesson-cover/lessons/${lessonId}/candidates`,
      headers: testApp.headers,
    });
    expect(listed.statusCode, listed.body).toBe(200);
    const candidate = coverCandidatesResponseSchema
      .parse(listed.json())
      .candidates.find((entry) => entry.instructorId === priya.id);
    if (!candidate) throw new Error('Priya is not listed');
    const offered = await testApp.app.inject({
      method: 'POST',
      url: `/api/lesson-cover/lessons/${lessonId}/offers`,
      headers: testApp.headers,
      payload: { instructorId: priya.id, startsAt: candidate.startsAt },
    });
    expect(offered.statusCode, offered.body).toBe(201);
    const token = offerCoverResponseSchema.parse(offered.json()).link?.split('/lesson-cover/')[1];
    const accepted = await testApp.app.inject({
      method: 'POST',
      url: `/api/lesson-cover-links/${token}/accept`,
    });
    expect(accepted.statusCode, accepted.body).toBe(200);

    expect(lessonIdsIn(FAKE_GOOGLE_ACCOUNT)).not.toContain(lessonId);
    expect(lessonIdsIn(priya.account)).toEqual([lessonId]);
    expect((await eventIdOf(lessonId))?.instructorId).toBe(priya.id);
  });
});
