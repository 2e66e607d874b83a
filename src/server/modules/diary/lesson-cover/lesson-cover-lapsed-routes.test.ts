import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  giveValidComplianceRecords,
  setComplianceExpiry,
} from '../../../../../tests/support/compliance-records';
import { insertLearner, insertLessonRow } from '../../../../../tests/support/dashboard-test-data';
import { createTimeSlot } from '../../../../../tests/support/factories';
import { createInstructorWithSession } from '../../../../../tests/support/second-instructor';
import { setUpTestApp } from '../../../../../tests/support/test-app';
import { apiErrorSchema } from '../../../../core/api/api-error-schemas';
import {
  COVER_NOT_NEEDED_CODE,
  coverCandidatesResponseSchema,
  coverLinkAnswerResponseSchema,
  offerCoverResponseSchema,
  uncoveredLessonsResponseSchema,
} from '../../../../core/diary/lesson-cover/lesson-cover-schemas';
import {
  instructorComplianceListSchema,
  instructorComplianceSchema,
} from '../../../../core/platform/auth/instructor-compliance';
import { SCHOOL_TIME_ZONE, zonedWallTimeToInstant } from '../../../../core/time/london-time';
import { instructors, lessonCoverOffers, lessons } from '../../../db/schema';

/*
 * A lapsed instructor's lessons to come need cover one by one (docs/decisions/0061, "A lapsed
 * instructor's lessons"): listed with the reason, offered and accepted as a lesson inside time
 * off is, and a yes after the documents were renewed fails cleanly.
 */

// Wednesday 2 June 2027, 09:00 in London (BST).
const NOW = new Date('2027-06-02T08:00:00Z');
// Monday 7 June 2027: within Today's 7 days.
const SOON = '2027-06-07';
// Monday 21 June 2027: beyond Today's 7 days, still a lesson to cover.
const LATER = '2027-06-21';

const testApp = setUpTestApp({ now: NOW });
let kate: { id: number; headers: { authorization: string } };
let sarah: { id: number; headers: { authorization: string } };

const at = (time: string) => zonedWallTimeToInstant(SOON, time, SCHOOL_TIME_ZONE);

async function kateLesson(name: string, date: string, time: string) {
  const learner = await insertLearner(testApp.database.db, { fullName: name });
  const sale = await testApp.app.inject({
    method: 'POST',
    url: `/api/students/${learner}/purchases`,
    headers: testApp.headers,
    payload: { packageType: 'starter', pricePence: 30_000 },
  });
  expect(sale.statusCode, sale.body).toBe(201);
  return insertLessonRow(testApp.database.db, {
    studentId: learner,
    instructorId: kate.id,
    date,
    time,
    duration: 60,
  });
}

async function uncovered(headers = testApp.headers) {
  const response = await testApp.app.inject({ method: 'GET', url: '/api/lesson-cover/uncovered', headers });
  expect(response.statusCode, response.body).toBe(200);
  return uncoveredLessonsResponseSchema.parse(response.json()).lessons;
}

async function lessonsToCoverOfKate(): Promise<number | undefined> {
  const response = await testApp.app.inject({
    method: 'GET',
    url: '/api/instructors/compliance',
    headers: testApp.headers,
  });
  expect(response.statusCode, response.body).toBe(200);
  return instructorComplianceListSchema.parse(response.json()).find((entry) => entry.instructorId === kate.id)
    ?.lessonsToCover;
}

/** Offers the lesson to Sarah at the time the ranking lists her with; answers the link's token. */
async function offerToSarah(lessonId: number): Promise<string> {
  const listed = await testApp.app.inject({
    method: 'GET',
    url: `/api/lesson-cover/lessons/${lessonId}/candidates`,
    headers: testApp.headers,
  });
  expect(listed.statusCode, listed.body).toBe(200);
  const candidate = coverCandidatesResponseSchema
    .parse(listed.json())
    .candidates.find((entry) => entry.instructorId === sarah.id);
  if (!candidate) throw new Error('Sarah is not listed');
  const response = await testApp.app.inject({
    method: 'POST',
    url: `/api/lesson-cover/lessons/${lessonId}/offers`,
    headers: testApp.headers,
    payload: { instructorId: sarah.id, startsAt: candidate.startsAt },
  });
  expect(response.statusCode, response.body).toBe(201);
  const token = offerCoverResponseSchema.parse(response.json()).link?.split('/lesson-cover/')[1];
  if (!token) throw new Error('No link');
  return token;
}

async function lessonRow(id: number) {
  const [row] = await testApp.database.db.select().from(lessons).where(eq(lessons.id, id));
  if (!row) throw new Error('No lesson');
  return row;
}

beforeAll(async () => {
  const { db } = testApp.database;
  kate = await createInstructorWithSession(db, { email: 'kate-lapsed@example.com', now: NOW });
  sarah = await createInstructorWithSession(db, { email: 'sarah-covers@example.com', now: NOW });
  await db.update(instructors).set({ fullName: 'Kate Lapsed' }).where(eq(instructors.id, kate.id));
  await db.update(instructors).set({ fullName: 'Sarah Khan' }).where(eq(instructors.id, sarah.id));
  // Valid through 31 May: off sale from 1 June.
  await setComplianceExpiry(db, kate.id, 'insurance', '2027-05-31');
  for (const time of ['10:00', '11:00', '12:00']) {
    await createTimeSlot(db, { instructorId: sarah.id, date: SOON, time });
  }
});

describe("a lapsed instructor's lessons to cover", () => {
  it('lists each lesson of theirs with the reason, to the owner and to them, and counts them on the record', async () => {
    const soon = await kateLesson('Nadia Lapse', SOON, '10:00');
    const later = await kateLesson('Omar Later', LATER, '10:00');

    const owners = await uncovered();
    const listed = owners.find((lesson) => lesson.lessonId === soon);
    expect(listed).toMatchObject({
      cause: 'not_bookable',
      timeOffId: null,
      instructorName: 'Kate Lapsed',
      reason: "Kate Lapsed's insurance expired on 31 May 2027",
      latestOffer: null,
    });
    // Today looks 7 days ahead; the later one is still counted on her record.
    expect(owners.map((lesson) => lesson.lessonId)).not.toContain(later);
    expect((await uncovered(kate.headers)).map((lesson) => lesson.lessonId)).toEqual([soon]);
    expect(await uncovered(sarah.headers)).toEqual([]);

    expect(await lessonsToCoverOfKate()).toBe(2);
    const own = await testApp.app.inject({
      method: 'GET',
      url: `/api/instructors/${kate.id}/compliance`,
      headers: kate.headers,
    });
    expect(instructorComplianceSchema.parse(own.json())).toMatchObject({
      lessonsToCover: 2,
      assessment: { bookable: false },
    });
  });

  it('answers 404 to another instructor for the lesson and its offer', async () => {
    const lessonId = await kateLesson('Priya Private', SOON, '12:00');
    const candidates = await testApp.app.inject({
      method: 'GET',
      url: `/api/lesson-cover/lessons/${lessonId}/candidates`,
      headers: sarah.headers,
    });
    expect(candidates.statusCode).toBe(404);
    const offered = await testApp.app.inject({
      method: 'POST',
      url: `/api/lesson-cover/lessons/${lessonId}/offers`,
      headers: sarah.headers,
      payload: { instructorId: sarah.id, startsAt: at('12:00').toISOString() },
    });
    expect(offered.statusCode).toBe(404);

    await offerToSarah(lessonId);
    const [offer] = await testApp.database.db
      .select()
      .from(lessonCoverOffers)
      .where(eq(lessonCoverOffers.lessonId, lessonId));
    if (!offer) throw new Error('No offer');
    expect(offer.timeOffId).toBeNull();
    const withdrawn = await testApp.app.inject({
      method: 'POST',
      url: `/api/lesson-cover/offers/${offer.id}/withdraw`,
      headers: sarah.headers,
    });
    expect(withdrawn.statusCode).toBe(404);
    // Kate herself may withdraw her lesson's offer.
    const own = await testApp.app.inject({
      method: 'POST',
      url: `/api/lesson-cover/offers/${offer.id}/withdraw`,
      headers: kate.headers,
    });
    expect(own.statusCode, own.body).toBe(200);
  });

  it('is offered and accepted as a lesson inside time off is: the same lesson moves to the cover instructor', async () => {
    const lessonId = (await uncovered()).find(
      (lesson) => lesson.startsAt === at('10:00').toISOString(),
    )?.lessonId;
    if (!lessonId) throw new Error('The 10:00 lesson is not listed');
    const before = await lessonsToCoverOfKate();
    const token = await offerToSarah(lessonId);
    const accepted = await testApp.app.inject({
      method: 'POST',
      url: `/api/lesson-cover-links/${token}/accept`,
    });
    expect(accepted.statusCode, accepted.body).toBe(200);
    expect(coverLinkAnswerResponseSchema.parse(accepted.json()).status).toBe('accepted');
    expect(await lessonRow(lessonId)).toMatchObject({
      instructorId: sarah.id,
      status: 'scheduled',
      startsAt: at('10:00'),
    });
    expect((await uncovered()).map((lesson) => lesson.lessonId)).not.toContain(lessonId);
    expect(await lessonsToCoverOfKate()).toBe((before ?? 0) - 1);
  });

  it('refuses a yes cleanly once the documents were renewed: the lesson stays, the offer failed', async () => {
    const lessonId = await kateLesson('Rosa Renewed', SOON, '11:00');
    const before = await lessonRow(lessonId);
    const token = await offerToSarah(lessonId);
    await giveValidComplianceRecords(testApp.database.db, [kate.id]);

    const accepted = await testApp.app.inject({
      method: 'POST',
      url: `/api/lesson-cover-links/${token}/accept`,
    });
    expect(accepted.statusCode, accepted.body).toBe(409);
    const error = apiErrorSchema.parse(accepted.json());
    expect(error.code).toBe(COVER_NOT_NEEDED_CODE);
    expect(error.message).toMatch(/no longer needs cover/);
    expect(await lessonRow(lessonId)).toEqual(before);
    const [offer] = await testApp.database.db
      .select()
      .from(lessonCoverOffers)
      .where(eq(lessonCoverOffers.lessonId, lessonId));
    expect(offer?.status).toBe('failed');
    // Nothing of hers needs cover now.
    expect(await uncovered(kate.headers)).toEqual([]);
    expect(await lessonsToCoverOfKate()).toBe(0);
  });
});
