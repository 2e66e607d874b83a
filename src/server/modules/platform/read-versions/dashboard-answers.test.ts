import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { bookThroughApi } from '../../../../../tests/support/book-through-api';
import { insertLearner } from '../../../../../tests/support/dashboard-test-data';
import { getSeededInstructorId } from '../../../../../tests/support/factories';
import { type RunningTestApp, setUpTestApp, signInAsInstructor } from '../../../../../tests/support/test-app';
import { openSecondConnection } from '../../../../../tests/support/test-database';
import { manualLessonResponseSchema } from '../../../../core/diary/lessons/lessons-schemas';
import { todayResponseSchema } from '../../../../core/diary/today/today-schemas';
import { studentsListResponseSchema } from '../../../../core/learners/students-schemas';
import type { DatabaseHandle } from '../../../db/database-client';
import { bookings, instructors, messages } from '../../../db/schema';
import { hashPassword } from '../../../lib/password-hashing';
import { findReadVersion } from './read-versions-repository';

/*
 * The instructor's Today and Students answers are kept while the database's read version is
 * unchanged (docs/decisions/0043-fast-today-and-students.md): every kind of write they read must
 * show on the next request, whoever made it, and no instructor may get another's answer.
 * Wednesday 16 June 2027, 1:30 PM in London (12:30 UTC, summer time).
 */
const NOW = new Date('2027-06-16T12:30:00Z');
const TODAY = '2027-06-16';
const SECOND_EMAIL = 'second.instructor@example.com';
const SECOND_PASSWORD = 'second-instructor-password';

const testApp = setUpTestApp({ now: NOW });
let instructorId: number;

beforeAll(async () => {
  instructorId = await getSeededInstructorId(testApp.database.db);
});

async function get(url: string, headers = testApp.headers, app: RunningTestApp = testApp) {
  const response = await app.app.inject({ method: 'GET', url, headers });
  expect(response.statusCode, response.body).toBe(200);
  return response;
}

async function getToday(headers = testApp.headers, app: RunningTestApp = testApp) {
  return todayResponseSchema.parse((await get('/api/dashboard/today', headers, app)).json());
}

async function getStudents(headers = testApp.headers, app: RunningTestApp = testApp) {
  return studentsListResponseSchema.parse((await get('/api/students', headers, app)).json());
}

async function send(method: 'POST' | 'PATCH', url: string, payload: object, app: RunningTestApp = testApp) {
  const headers = app === testApp ? testApp.headers : await signInAsInstructor(app);
  const response = await app.app.inject({ method, url, headers, payload });
  expect(response.statusCode, response.body).toBeLessThan(300);
  return response;
}

async function manualLesson(studentId: number, startTime: string, app: RunningTestApp = testApp) {
  const response = await send(
    'POST',
    '/api/lessons/manual',
    { studentId, date: TODAY, startTime, duration: 60, packageType: 'starter', addPurchase: true },
    app,
  );
  return manualLessonResponseSchema.parse(response.json()).lesson.id;
}

/** Both answers asked for, so both are kept before the write that follows. */
async function keepBoth() {
  await getToday();
  await getStudents();
}

describe('kept answers', () => {
  it('are sent again, byte for byte, while nothing is written, with two reads instead of the answer’s', async () => {
    const first = await get('/api/students');
    const firstToday = await get('/api/dashboard/today');
    const selects = vi.spyOn(testApp.database.db, 'select');
    const again = await get('/api/students');
    const againToday = await get('/api/dashboard/today');
    // Per request: the session and the read version, nothing of the answers themselves.
    expect(selects.mock.calls.length).toBe(4);
    selects.mockRestore();
    expect(again.body).toBe(first.body);
    expect(againToday.body).toBe(firstToday.body);
    expect(again.headers['content-type']).toBe('application/json; charset=utf-8');
  });

  it('show every kind of write on the next request: book, approve, lesson, cancel, payment, note, message', async () => {
    // A learner's booking request: counted on Today, on the learner's card.
    await keepBoth();
    const booking = await bookThroughApi(testApp, { futureBooking: true, fullName: 'Nina Newbooking' });
    expect((await getToday()).pending.bookings).toBe(1);
    const card = () => getStudents().then((list) => list.find((student) => student.id === booking.studentId));
    expect((await card())?.bookings.map((entry) => entry.status)).toEqual(['pending']);

    // Approved: no longer waiting.
    await keepBoth();
    await send('PATCH', `/api/bookings/${booking.id}/status`, { status: 'approved' });
    expect((await getToday()).pending.bookings).toBe(0);
    expect((await card())?.bookings.map((entry) => entry.status)).toEqual(['approved']);

    // A lesson today, then cancelled.
    await keepBoth();
    const lessonId = await manualLesson(booking.studentId, '16:00');
    expect((await getToday()).today.map((lesson) => lesson.id)).toContain(lessonId);
    expect((await card())?.upcomingLessons.map((lesson) => lesson.id)).toContain(lessonId);
    await keepBoth();
    await send('POST', `/api/lessons/${lessonId}/cancel`, { reason: 'Car in for repair' });
    expect((await getToday()).today.map((lesson) => lesson.id)).not.toContain(lessonId);
    expect((await card())?.upcomingLessons.map((lesson) => lesson.id)).not.toContain(lessonId);

    // A payment: the balance moves.
    await keepBoth();
    const paidBefore = (await card())?.balance.paidPence ?? 0;
    await send('POST', `/api/students/${booking.studentId}/payments`, {
      amountPence: 2500,
      method: 'cash',
      paidOn: TODAY,
    });
    expect((await card())?.balance.paidPence).toBe(paidBefore + 2500);

    // A progress note: the newest on the card.
    await keepBoth();
    await send('POST', '/api/progress-notes', {
      studentId: booking.studentId,
      skillsPracticed: ['Roundabouts'],
      instructorNotes: 'Confident at the Selly Oak roundabout',
    });
    expect((await card())?.recentNotes[0]?.instructorNotes).toBe('Confident at the Selly Oak roundabout');

    // A message from the learner, written outside the app: the database itself changes the version.
    await keepBoth();
    const unreadBefore = (await getToday()).pending.unreadMessages;
    await testApp.database.db
      .insert(messages)
      .values({ studentId: booking.studentId, instructorId, senderRole: 'student', content: 'See you soon' });
    expect((await getToday()).pending.unreadMessages).toBe(unreadBefore + 1);
  });

  it('change version only when a transaction that wrote what they read commits', async () => {
    const { db } = testApp.database;
    const before = await findReadVersion(db, 'dashboard');
    expect(before).not.toBeNull();
    await expect(
      db.transaction(async (tx) => {
        await insertLearner(tx, { fullName: 'Never Added' });
        throw new Error('rolled back');
      }),
    ).rejects.toThrow('rolled back');
    expect(await findReadVersion(db, 'dashboard')).toBe(before);
    // A statement that changes no row (a job finding nothing to do) changes nothing.
    await db.update(bookings).set({ status: 'pending' }).where(eq(bookings.id, -1));
    expect(await findReadVersion(db, 'dashboard')).toBe(before);
    // Many statements in one transaction: one new version, and nothing left behind.
    await db.transaction(async (tx) => {
      await insertLearner(tx, { fullName: 'First Of Two' });
      await insertLearner(tx, { fullName: 'Second Of Two' });
      // Not yet: the version changes at the commit, with the data.
      expect(await findReadVersion(tx, 'dashboard')).toBe(before);
    });
    const after = await findReadVersion(db, 'dashboard');
    expect(after).not.toBe(before);
    await db.select().from(instructors);
    expect(await findReadVersion(db, 'dashboard')).toBe(after);
  });

  it('follow the clock: a lesson that ends is listed as needing an outcome at that minute', async () => {
    const learner = await insertLearner(testApp.database.db, { fullName: 'Clock Watcher' });
    const lessonId = await manualLesson(learner, '13:00');
    try {
      // Under way at 1:59 PM, kept; at 2:00 PM it has ended without an outcome.
      testApp.setNow(new Date('2027-06-16T12:59:00Z'));
      expect((await getToday()).today.map((lesson) => lesson.id)).toContain(lessonId);
      testApp.setNow(new Date('2027-06-16T12:59:59Z'));
      expect((await getToday()).needsOutcome.map((lesson) => lesson.id)).not.toContain(lessonId);
      testApp.setNow(new Date('2027-06-16T13:00:00Z'));
      expect((await getToday()).needsOutcome.map((lesson) => lesson.id)).toContain(lessonId);
      // And back: an answer is never used before the instant it was made.
      testApp.setNow(new Date('2027-06-16T12:59:30Z'));
      expect((await getToday()).needsOutcome.map((lesson) => lesson.id)).not.toContain(lessonId);
    } finally {
      testApp.setNow(NOW);
    }
  });
});

describe('kept answers and who asks', () => {
  let second: { authorization: string };

  beforeAll(async () => {
    await testApp.database.db.insert(instructors).values({
      email: SECOND_EMAIL,
      fullName: 'Second Instructor',
      passwordHash: await hashPassword(SECOND_PASSWORD),
    });
    const response = await testApp.app.inject({
      method: 'POST',
      url: '/api/auth/instructor-login',
      payload: { email: SECOND_EMAIL, password: SECOND_PASSWORD },
    });
    expect(response.statusCode).toBe(200);
    second = { authorization: `Bearer ${String(response.json().token)}` };
  });

  it('never give one instructor the Today answer kept for another', async () => {
    const learner = await insertLearner(testApp.database.db, { fullName: 'Owner Only' });
    const lessonId = await manualLesson(learner, '18:00');
    const owners = await get('/api/dashboard/today');
    expect(todayResponseSchema.parse(owners.json()).today.map((lesson) => lesson.id)).toContain(lessonId);
    // Asked right after, with nothing written in between: the second instructor's own day.
    const seconds = await get('/api/dashboard/today', second);
    expect(seconds.body).not.toBe(owners.body);
    expect(todayResponseSchema.parse(seconds.json()).today).toEqual([]);
    // And the owner's is still the owner's.
    expect((await get('/api/dashboard/today')).body).toBe(owners.body);
  });

  it('keep the session check on every request', async () => {
    await getToday();
    await getStudents();
    for (const url of ['/api/dashboard/today', '/api/students']) {
      expect((await testApp.app.inject({ method: 'GET', url })).statusCode).toBe(401);
      const ended = await testApp.app.inject({ method: 'POST', url: '/api/auth/logout', headers: second });
      expect(ended.statusCode).toBeLessThan(300);
      expect((await testApp.app.inject({ method: 'GET', url, headers: second })).statusCode).toBe(401);
    }
  });
});

// Two servers: on PostgreSQL each with its own connections (what a second process has); PGlite
// has one process per database, so there the second app shares the first one's.
describe('two servers on one database', () => {
  let secondConnection: DatabaseHandle | null = null;
  beforeAll(async () => {
    if (process.env.TEST_DB_ENGINE === 'postgres')
      secondConnection = await openSecondConnection(testApp.database);
  });
  // Registered before the second app: runs after it has closed (it leaves the connection open).
  afterAll(async () => {
    await secondConnection?.close();
  });
  const secondApp = setUpTestApp(() => ({ now: NOW, database: secondConnection ?? testApp.database }));

  it("each sees the other's writes on its next request", async () => {
    const learner = await insertLearner(testApp.database.db, { fullName: 'Seen Everywhere' });
    const onFirst = () => getStudents().then((list) => list.find((student) => student.id === learner));
    const onSecond = () =>
      getStudents(secondApp.headers, secondApp).then((list) =>
        list.find((student) => student.id === learner),
      );
    expect((await onFirst())?.balance.paidPence).toBe(0);
    expect((await onSecond())?.balance.paidPence).toBe(0);

    await send('POST', `/api/students/${learner}/payments`, {
      amountPence: 1000,
      method: 'cash',
      paidOn: TODAY,
    });
    expect((await onSecond())?.balance.paidPence).toBe(1000);
    expect((await onFirst())?.balance.paidPence).toBe(1000);

    const lessonId = await manualLesson(learner, '19:00', secondApp);
    expect((await getToday()).today.map((lesson) => lesson.id)).toContain(lessonId);
    expect((await getToday(secondApp.headers, secondApp)).today.map((lesson) => lesson.id)).toContain(
      lessonId,
    );
  });
});
