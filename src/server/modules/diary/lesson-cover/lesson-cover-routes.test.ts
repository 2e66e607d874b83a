import { and, eq } from 'drizzle-orm';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { setComplianceExpiry } from '../../../../../tests/support/compliance-records';
import { insertLearner, insertLessonRow } from '../../../../../tests/support/dashboard-test-data';
import { createTimeSlot, getSeededInstructorId } from '../../../../../tests/support/factories';
import { createInstructorWithSession } from '../../../../../tests/support/second-instructor';
import { setUpTestApp, signInAsInstructor } from '../../../../../tests/support/test-app';
import { apiErrorSchema } from '../../../../core/api/api-error-schemas';
import {
  COVER_TIME_TAKEN_CODE,
  coverCandidatesResponseSchema,
  coverLinkAnswerResponseSchema,
  coverLinkResponseSchema,
  offerCoverResponseSchema,
  timeOffCoverResponseSchema,
  uncoveredLessonsResponseSchema,
} from '../../../../core/diary/lesson-cover/lesson-cover-schemas';
import { createTimeOffResponseSchema } from '../../../../core/diary/time-off/time-off-schemas';
import { instructorStatementSchema } from '../../../../core/money/statement-schemas';
import { SCHOOL_TIME_ZONE, zonedWallTimeToInstant } from '../../../../core/time/london-time';
import { lessonCoverOffers, lessons, outbox, timeSlots, users } from '../../../db/schema';

// Wednesday 2 June 2027, 09:00 in London (BST).
const NOW = new Date('2027-06-02T08:00:00Z');
// Monday 7 June 2027: the owner's day off, within Today's 7 days.
const DAY_OFF = '2027-06-07';

const testApp = setUpTestApp({ now: NOW });
let ownerId: number;
let timeOffId: number;
let sarah: { id: number; headers: { authorization: string } };
let lapsed: { id: number; headers: { authorization: string } };

const at = (time: string) => zonedWallTimeToInstant(DAY_OFF, time, SCHOOL_TIME_ZONE);

/** A learner with the Starter package (5 hours) bought for £300 (the ledger's money), and a lesson with the owner. */
async function learnerWithLesson(name: string, time: string, duration = 120) {
  const learner = await insertLearner(testApp.database.db, { fullName: name });
  const sale = await testApp.app.inject({
    method: 'POST',
    url: `/api/students/${learner}/purchases`,
    headers: testApp.headers,
    payload: { packageType: 'starter', pricePence: 30_000 },
  });
  expect(sale.statusCode, sale.body).toBe(201);
  const lessonId = await insertLessonRow(testApp.database.db, {
    studentId: learner,
    instructorId: ownerId,
    date: DAY_OFF,
    time,
    duration,
  });
  return { learner, lessonId };
}

/** Free hours of an instructor on the day off, on sale. */
async function freeHours(instructorId: number, times: readonly string[]) {
  for (const time of times) await createTimeSlot(testApp.database.db, { instructorId, date: DAY_OFF, time });
}

async function candidates(lessonId: number, headers = testApp.headers) {
  const response = await testApp.app.inject({
    method: 'GET',
    url: `/api/lesson-cover/lessons/${lessonId}/candidates`,
    headers,
  });
  expect(response.statusCode, response.body).toBe(200);
  return coverCandidatesResponseSchema.parse(response.json());
}

async function offer(lessonId: number, instructorId: number, startsAt: string) {
  return testApp.app.inject({
    method: 'POST',
    url: `/api/lesson-cover/lessons/${lessonId}/offers`,
    headers: testApp.headers,
    payload: { instructorId, startsAt },
  });
}

/** Offers the lesson to Sarah at the time she is listed with; answers the link's token. */
async function offerToSarah(lessonId: number): Promise<string> {
  const listed = (await candidates(lessonId)).candidates.find(
    (candidate) => candidate.instructorId === sarah.id,
  );
  if (!listed) throw new Error('Sarah is not listed');
  const response = await offer(lessonId, sarah.id, listed.startsAt);
  expect(response.statusCode, response.body).toBe(201);
  const sent = offerCoverResponseSchema.parse(response.json());
  // No SMTP in tests: the e-mail did not go, so the answer says so and carries the link.
  expect(sent.emailStatus).toBe('not_configured');
  const token = sent.link?.split('/lesson-cover/')[1];
  if (!token) throw new Error('No link');
  return token;
}

function answer(token: string, choice: 'accept' | 'decline') {
  return testApp.app.inject({ method: 'POST', url: `/api/lesson-cover-links/${token}/${choice}` });
}

async function lessonRow(id: number) {
  const [row] = await testApp.database.db.select().from(lessons).where(eq(lessons.id, id));
  if (!row) throw new Error('No lesson');
  return row;
}

async function timeOffCover(headers = testApp.headers) {
  const response = await testApp.app.inject({
    method: 'GET',
    url: `/api/time-off/${timeOffId}/cover`,
    headers,
  });
  expect(response.statusCode, response.body).toBe(200);
  return timeOffCoverResponseSchema.parse(response.json());
}

beforeAll(async () => {
  const { db } = testApp.database;
  ownerId = await getSeededInstructorId(db);
  sarah = await createInstructorWithSession(db, { email: 'sarah-cover@example.com', now: NOW });
  lapsed = await createInstructorWithSession(db, { email: 'lapsed-cover@example.com', now: NOW });
  await setComplianceExpiry(db, lapsed.id, 'insurance', '2027-05-31');
  await freeHours(sarah.id, ['10:00', '11:00', '12:00', '14:00', '17:00', '18:00']);
  await freeHours(lapsed.id, ['10:00', '11:00', '12:00', '14:00', '16:00', '17:00', '18:00']);
  const block = await testApp.app.inject({
    method: 'POST',
    url: '/api/time-off',
    headers: testApp.headers,
    payload: { firstDate: DAY_OFF, lastDate: DAY_OFF, reason: 'holiday' },
  });
  expect(block.statusCode, block.body).toBe(201);
  timeOffId = createTimeOffResponseSchema.parse(block.json()).timeOff.id;
});

beforeEach(() => {
  testApp.setNow(NOW);
});

describe('finding cover', () => {
  it('lists a compliant, free instructor with reasons, and never one whose insurance lapsed', async () => {
    const { lessonId } = await learnerWithLesson('Nadia Cover', '10:00');
    const cover = await timeOffCover();
    expect(cover.uncovered.map((lesson) => lesson.lessonId)).toContain(lessonId);

    const listed = await candidates(lessonId);
    expect(listed.candidates.map((candidate) => candidate.instructorId)).toEqual([sarah.id]);
    expect(listed.candidates[0]).toMatchObject({ sameTime: true, startsAt: at('10:00').toISOString() });
    expect(listed.candidates[0]?.summary).toContain('same time');
    const refusal = listed.refused.find((refused) => refused.instructorId === lapsed.id);
    expect(refusal?.reason).toMatch(/insurance/i);

    const refused = await offer(lessonId, lapsed.id, at('10:00').toISOString());
    expect(refused.statusCode).toBe(400);
    expect(apiErrorSchema.parse(refused.json()).fields?.instructorId).toMatch(/cannot cover it/);

    const today = await testApp.app.inject({
      method: 'GET',
      url: '/api/lesson-cover/uncovered',
      headers: testApp.headers,
    });
    expect(
      uncoveredLessonsResponseSchema.parse(today.json()).lessons.map((lesson) => lesson.lessonId),
    ).toContain(lessonId);
  });

  it('answers 404 to another instructor for the time off, its lessons and their offers', async () => {
    const { lessonId } = await learnerWithLesson('Omar Private', '16:00', 60);
    for (const url of [
      `/api/time-off/${timeOffId}/cover`,
      `/api/lesson-cover/lessons/${lessonId}/candidates`,
    ]) {
      const response = await testApp.app.inject({ method: 'GET', url, headers: sarah.headers });
      expect(response.statusCode, url).toBe(404);
    }
    const offered = await testApp.app.inject({
      method: 'POST',
      url: `/api/lesson-cover/lessons/${lessonId}/offers`,
      headers: sarah.headers,
      payload: { instructorId: sarah.id, startsAt: at('16:00').toISOString() },
    });
    expect(offered.statusCode).toBe(404);
    const mine = await testApp.app.inject({
      method: 'GET',
      url: '/api/lesson-cover/uncovered',
      headers: sarah.headers,
    });
    expect(uncoveredLessonsResponseSchema.parse(mine.json()).lessons).toEqual([]);
  });
});

describe('the learner answers', () => {
  it('says no: nothing changes, the lesson stays listed as uncovered, the link works once', async () => {
    const { lessonId } = await learnerWithLesson('Priya Declines', '12:00', 60);
    const before = await lessonRow(lessonId);
    const token = await offerToSarah(lessonId);

    const again = await offer(lessonId, sarah.id, before.startsAt.toISOString());
    expect(again.statusCode).toBe(409);

    const page = await testApp.app.inject({ method: 'GET', url: `/api/lesson-cover-links/${token}` });
    expect(coverLinkResponseSchema.parse(page.json())).toMatchObject({
      status: 'open',
      studentFirstName: 'Priya',
      coverInstructorName: 'Second Instructor',
    });

    const declined = await answer(token, 'decline');
    expect(declined.statusCode, declined.body).toBe(200);
    expect(coverLinkAnswerResponseSchema.parse(declined.json()).status).toBe('declined');
    expect(await lessonRow(lessonId)).toEqual(before);
    const cover = await timeOffCover();
    expect(cover.uncovered.find((lesson) => lesson.lessonId === lessonId)?.latestOffer?.status).toBe(
      'declined',
    );
    expect((await answer(token, 'accept')).statusCode).toBe(409);
  });

  it('says yes: the lesson moves to the cover instructor in one step, and their statement is credited', async () => {
    const { learner, lessonId } = await learnerWithLesson('Rosa Accepts', '17:00');
    const token = await offerToSarah(lessonId);
    const accepted = await answer(token, 'accept');
    expect(accepted.statusCode, accepted.body).toBe(200);
    expect(coverLinkAnswerResponseSchema.parse(accepted.json()).status).toBe('accepted');

    const moved = await lessonRow(lessonId);
    expect(moved).toMatchObject({ instructorId: sarah.id, status: 'scheduled', startsAt: at('17:00') });
    // Cover of one lesson: the learner's own instructor is unchanged.
    const [student] = await testApp.database.db.select().from(users).where(eq(users.id, learner));
    expect(student?.instructorId).not.toBe(sarah.id);
    // Sarah's free hours under it are off sale; the lesson is in her diary, not the owner's list.
    const onSale = await testApp.database.db
      .select()
      .from(timeSlots)
      .where(and(eq(timeSlots.instructorId, sarah.id), eq(timeSlots.startsAt, at('17:00'))));
    expect(onSale.every((slot) => !slot.isAvailable)).toBe(true);
    const cover = await timeOffCover();
    expect(cover.uncovered.map((lesson) => lesson.lessonId)).not.toContain(lessonId);
    expect(cover.covered.find((lesson) => lesson.lessonId === lessonId)?.coverInstructorName).toBe(
      'Second Instructor',
    );
    const upcoming = await testApp.app.inject({
      method: 'GET',
      url: '/api/lessons/upcoming',
      headers: sarah.headers,
    });
    expect(upcoming.body).toContain('Rosa Accepts');
    const mails = await testApp.database.db
      .select()
      .from(outbox)
      .where(eq(outbox.kind, 'lesson_cover_accepted'));
    expect(mails).toHaveLength(1);

    // Taught, then the statements: June's lesson money is Sarah's (2 of 5 hours of £300 = £120).
    testApp.setNow(new Date('2027-06-08T09:00:00Z'));
    const headers = await signInAsInstructor(testApp);
    const done = await testApp.app.inject({
      method: 'POST',
      url: `/api/lessons/${lessonId}/complete`,
      headers,
      payload: { actualMinutes: 120 },
    });
    expect(done.statusCode, done.body).toBe(200);
    const statementOf = async (id: number) => {
      const response = await testApp.app.inject({
        method: 'GET',
        url: `/api/money/statements/instructors/${id}?kind=month&day=${DAY_OFF}`,
        headers,
      });
      expect(response.statusCode, response.body).toBe(200);
      return instructorStatementSchema.parse(response.json());
    };
    const sarahs = await statementOf(sarah.id);
    expect(sarahs.lessons.map((line) => [line.day, line.minutes, line.pence])).toEqual([
      [DAY_OFF, 120, 12_000],
    ]);
    expect((await statementOf(ownerId)).lessons.filter((line) => line.day === DAY_OFF)).toEqual([]);
  });

  it('finds the time taken meanwhile: the offer fails cleanly and nothing is half-written', async () => {
    const { lessonId } = await learnerWithLesson('Tom Too Late', '14:00', 60);
    const before = await lessonRow(lessonId);
    const token = await offerToSarah(lessonId);
    // Sarah's diary gets a lesson at that time another way (her free hour still on sale).
    const other = await insertLearner(testApp.database.db, { fullName: 'Una Quicker' });
    await insertLessonRow(testApp.database.db, {
      studentId: other,
      instructorId: sarah.id,
      date: DAY_OFF,
      time: '14:00',
      duration: 60,
    });

    const accepted = await answer(token, 'accept');
    expect(accepted.statusCode, accepted.body).toBe(409);
    expect(apiErrorSchema.parse(accepted.json()).code).toBe(COVER_TIME_TAKEN_CODE);
    expect(await lessonRow(lessonId)).toEqual(before);
    const [offerRow] = await testApp.database.db
      .select()
      .from(lessonCoverOffers)
      .where(eq(lessonCoverOffers.lessonId, lessonId));
    expect(offerRow?.status).toBe('failed');
    const free = await testApp.database.db
      .select()
      .from(timeSlots)
      .where(and(eq(timeSlots.instructorId, sarah.id), eq(timeSlots.startsAt, at('14:00'))));
    expect(free.map((slot) => slot.isAvailable)).toEqual([true]);
    const cover = await timeOffCover();
    expect(cover.uncovered.find((lesson) => lesson.lessonId === lessonId)?.latestOffer?.status).toBe(
      'failed',
    );
  });
});
