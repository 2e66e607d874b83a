import { eq } from 'drizzle-orm';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { insertLearner, insertLessonRow } from '../../../../../tests/support/dashboard-test-data';
import { getSeededInstructorId } from '../../../../../tests/support/factories';
import { setUpTestApp, signInAsInstructor } from '../../../../../tests/support/test-app';
import { apiErrorSchema } from '../../../../core/api/api-error-schemas';
import { studentProgressResponseSchema } from '../../../../core/learners/students-schemas';
import {
  MOCK_TEST_DATE_FUTURE_MESSAGE,
  MOCK_TEST_LESSON_MESSAGE,
  PASS_BREAKS_RULE_MESSAGE,
  PRACTICAL_ALREADY_BOOKED_MESSAGE,
  PRACTICAL_IN_PAST_MESSAGE,
  PRACTICAL_NOT_STARTED_MESSAGE,
  TEST_CENTRE_MESSAGE,
  THEORY_CERTIFICATE_MESSAGE,
  THEORY_DATE_FUTURE_MESSAGE,
  testRecordSchema,
} from '../../../../core/progress/test-record-schemas';
import { mockTests, practicalTests, theoryTests } from '../../../db/schema';

// Thursday 18 March 2027, 10:00 in London (GMT).
const NOW = new Date('2027-03-18T10:00:00Z');

// The file signs in itself: moving the clock means signing in again (moveClockTo below).
const testApp = setUpTestApp({ now: NOW, signIn: false });
let instructorId: number;
let headers: { authorization: string };

beforeAll(async () => {
  instructorId = await getSeededInstructorId(testApp.database.db);
  headers = await signInAsInstructor(testApp);
});
beforeEach(async () => {
  await moveClockTo(NOW);
});

/** Moves the app's clock; a session lasts days, not months, so sign in again at the new time. */
async function moveClockTo(now: Date) {
  testApp.setNow(now);
  headers = await signInAsInstructor(testApp);
}

function send(method: 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) {
  return testApp.app.inject({ method, url, headers, ...(payload ? { payload } : {}) });
}

function readRecord(response: { statusCode: number; json: () => unknown }) {
  return testRecordSchema.parse(response.json());
}

/** How many first attempts `GET /api/settings/pass-rate` counts. */
function passRateFirstAttempts(body: unknown): number {
  return z.object({ recorded: z.object({ firstAttempts: z.number() }) }).parse(body).recorded.firstAttempts;
}

function readError(response: { json: () => unknown }) {
  return apiErrorSchema.parse(response.json());
}

describe('permission', () => {
  it.each([
    ['POST', '/api/students/1/mock-tests'],
    ['DELETE', '/api/mock-tests/1'],
    ['PUT', '/api/students/1/theory-test'],
    ['DELETE', '/api/students/1/theory-test'],
    ['POST', '/api/students/1/practical-tests'],
    ['PUT', '/api/practical-tests/1/result'],
    ['POST', '/api/practical-tests/1/cancel'],
  ] as const)('%s %s refuses an anonymous request with 401', async (method, url) => {
    const response = await testApp.app.inject({
      method,
      url,
      ...(method === 'DELETE' ? {} : { payload: {} }),
    });
    expect(response.statusCode).toBe(401);
  });
});

describe('mock tests', () => {
  it('computes the totals and the result on the server, keeps only marked categories, and lists newest first', async () => {
    const db = testApp.database.db;
    const studentId = await insertLearner(db, { fullName: 'Mia Mock' });
    const lessonId = await insertLessonRow(db, {
      studentId,
      instructorId,
      date: '2027-03-17',
      time: '09:00',
    });

    const failed = await send('POST', `/api/students/${studentId}/mock-tests`, {
      takenOn: '2027-03-10',
      faults: [
        { category: 'junctions_observation', driver: 2, serious: 1, dangerous: 0 },
        { category: 'mirrors_change_direction', driver: 3, serious: 0, dangerous: 0 },
        { category: 'reverse_park', driver: 0, serious: 0, dangerous: 0 },
      ],
      notes: '  Rushed the junctions.  ',
    });
    expect(failed.statusCode).toBe(201);
    const afterFail = readRecord(failed);
    expect(afterFail.mockTests).toHaveLength(1);
    expect(afterFail.mockTests[0]).toMatchObject({
      takenOn: '2027-03-10',
      lessonId: null,
      driverFaults: 5,
      seriousFaults: 1,
      dangerousFaults: 0,
      passed: false,
      notes: 'Rushed the junctions.',
      practiseNext: ['Junctions', 'Mirror Checks'],
      faults: [
        { category: 'junctions_observation', driver: 2, serious: 1, dangerous: 0 },
        { category: 'mirrors_change_direction', driver: 3, serious: 0, dangerous: 0 },
      ],
    });

    // 15 driver faults is still a pass.
    const passed = await send('POST', `/api/students/${studentId}/mock-tests`, {
      takenOn: '2027-03-17',
      lessonId,
      faults: [
        { category: 'use_of_speed', driver: 9, serious: 0, dangerous: 0 },
        { category: 'signals_timed', driver: 6, serious: 0, dangerous: 0 },
      ],
    });
    expect(passed.statusCode).toBe(201);
    const record = readRecord(passed);
    expect(record.mockTests.map((test) => [test.takenOn, test.passed, test.driverFaults])).toEqual([
      ['2027-03-17', true, 15],
      ['2027-03-10', false, 5],
    ]);
    expect(record.mockTests[0]?.lessonId).toBe(lessonId);

    const rows = await db.select().from(mockTests).where(eq(mockTests.studentId, studentId));
    expect(rows.every((row) => row.instructorId === instructorId)).toBe(true);

    // The student card reads the same record.
    const card = await testApp.app.inject({
      method: 'GET',
      url: `/api/students/${studentId}/progress`,
      headers,
    });
    expect(studentProgressResponseSchema.parse(card.json()).testRecord.mockTests).toHaveLength(2);
  });

  it('refuses a date in the future (London), a lesson not started, cancelled or of another learner, and bad sheets, writing nothing', async () => {
    const db = testApp.database.db;
    const studentId = await insertLearner(db, { fullName: 'Noah Nomock' });
    const otherId = await insertLearner(db, { fullName: 'Olive Other' });
    const future = await insertLessonRow(db, { studentId, instructorId, date: '2027-03-18', time: '11:00' });
    const cancelled = await insertLessonRow(db, {
      studentId,
      instructorId,
      date: '2027-03-16',
      time: '11:00',
      status: 'cancelled',
    });
    const others = await insertLessonRow(db, {
      studentId: otherId,
      instructorId,
      date: '2027-03-16',
      time: '14:00',
    });
    const url = `/api/students/${studentId}/mock-tests`;

    const tomorrow = await send('POST', url, { takenOn: '2027-03-19', faults: [] });
    expect(tomorrow.statusCode).toBe(400);
    expect(readError(tomorrow).fields).toEqual({ takenOn: MOCK_TEST_DATE_FUTURE_MESSAGE });

    // At 00:30 on 1 July in London (BST) it is still 30 June in UTC: the London date counts.
    await moveClockTo(new Date('2027-06-30T23:30:00Z'));
    const londonToday = await send('POST', url, { takenOn: '2027-07-01', faults: [] });
    expect(londonToday.statusCode).toBe(201);
    await db.delete(mockTests).where(eq(mockTests.studentId, studentId));
    await moveClockTo(NOW);

    for (const lessonId of [future, cancelled, others, 999_999]) {
      const response = await send('POST', url, { takenOn: '2027-03-18', lessonId, faults: [] });
      expect(response.statusCode, `lesson ${lessonId}`).toBe(400);
      expect(readError(response).fields).toEqual({ lessonId: MOCK_TEST_LESSON_MESSAGE });
    }

    const badSheet = await send('POST', url, {
      takenOn: '2027-03-18',
      faults: [
        { category: 'not_a_category', driver: 1, serious: 0, dangerous: 0 },
        { category: 'use_of_speed', driver: 10, serious: 0, dangerous: 0 },
      ],
    });
    expect(badSheet.statusCode).toBe(400);
    expect(Object.keys(readError(badSheet).fields ?? {}).sort()).toEqual([
      'faults.0.category',
      'faults.1.driver',
    ]);

    const twice = await send('POST', url, {
      takenOn: '2027-03-18',
      faults: [
        { category: 'use_of_speed', driver: 1, serious: 0, dangerous: 0 },
        { category: 'use_of_speed', driver: 1, serious: 0, dangerous: 0 },
      ],
    });
    expect(twice.statusCode).toBe(400);

    const missing = await send('POST', url, {});
    expect(missing.statusCode).toBe(400);
    expect(Object.keys(readError(missing).fields ?? {}).sort()).toEqual(['faults', 'takenOn']);

    expect(await db.select().from(mockTests).where(eq(mockTests.studentId, studentId))).toEqual([]);

    const unknown = await send('POST', '/api/students/999999/mock-tests', {
      takenOn: '2027-03-18',
      faults: [],
    });
    expect(unknown.statusCode).toBe(404);
  });

  it('deletes a mock test, answering the learner’s record; 404 for an unknown one', async () => {
    const studentId = await insertLearner(testApp.database.db, { fullName: 'Dina Delete' });
    const created = readRecord(
      await send('POST', `/api/students/${studentId}/mock-tests`, { takenOn: '2027-03-18', faults: [] }),
    );
    const id = created.mockTests[0]?.id;
    expect(id).toBeDefined();
    const deleted = await send('DELETE', `/api/mock-tests/${id}`);
    expect(deleted.statusCode).toBe(200);
    expect(readRecord(deleted).mockTests).toEqual([]);
    const again = await send('DELETE', `/api/mock-tests/${id}`);
    expect(again.statusCode).toBe(404);
    expect((await send('DELETE', '/api/mock-tests/abc')).statusCode).toBe(400);
  });
});

describe('the theory test', () => {
  it('records, corrects and removes the pass; the certificate number is optional and upper-cased', async () => {
    const db = testApp.database.db;
    const studentId = await insertLearner(db, { fullName: 'Theo Theory' });
    const url = `/api/students/${studentId}/theory-test`;

    const first = await send('PUT', url, { passedOn: '2027-01-12' });
    expect(first.statusCode).toBe(200);
    expect(readRecord(first).theory).toEqual({ passedOn: '2027-01-12', certificateNumber: null });

    const corrected = await send('PUT', url, { passedOn: '2027-01-13', certificateNumber: ' ab12cd34ef ' });
    expect(readRecord(corrected).theory).toEqual({ passedOn: '2027-01-13', certificateNumber: 'AB12CD34EF' });
    expect(await db.select().from(theoryTests).where(eq(theoryTests.studentId, studentId))).toHaveLength(1);

    const future = await send('PUT', url, { passedOn: '2027-03-19' });
    expect(future.statusCode).toBe(400);
    expect(readError(future).fields).toEqual({ passedOn: THEORY_DATE_FUTURE_MESSAGE });

    const badCertificate = await send('PUT', url, { passedOn: '2027-01-13', certificateNumber: 'AB-12' });
    expect(badCertificate.statusCode).toBe(400);
    expect(readError(badCertificate).fields).toEqual({ certificateNumber: THEORY_CERTIFICATE_MESSAGE });

    // Nothing changed by the refusals.
    const [row] = await db.select().from(theoryTests).where(eq(theoryTests.studentId, studentId));
    expect(row).toMatchObject({ passedOn: '2027-01-13', certificateNumber: 'AB12CD34EF' });

    const removed = await send('DELETE', url);
    expect(removed.statusCode).toBe(200);
    expect(readRecord(removed).theory).toBeNull();
    expect((await send('DELETE', url)).statusCode).toBe(404);
    expect(
      (await send('PUT', '/api/students/999999/theory-test', { passedOn: '2027-01-13' })).statusCode,
    ).toBe(404);
  });
});

describe('the practical test', () => {
  it('books in London time, refuses a second booked test with 409 (the database’s index), and cancels', async () => {
    const db = testApp.database.db;
    const studentId = await insertLearner(db, { fullName: 'Priya Practical' });
    const url = `/api/students/${studentId}/practical-tests`;

    // 8 April 2027 is in British Summer Time: 09:40 in London is 08:40 UTC.
    const booked = await send('POST', url, {
      date: '2027-04-08',
      time: '09:40',
      testCentreId: 'south-yardley',
    });
    expect(booked.statusCode).toBe(201);
    const [test] = readRecord(booked).practicalTests;
    expect(test).toMatchObject({
      date: '2027-04-08',
      time: '09:40',
      startsAt: '2027-04-08T08:40:00.000Z',
      testCentreId: 'south-yardley',
      testCentreName: 'Birmingham (South Yardley)',
      status: 'booked',
      faults: [],
      driverFaults: null,
    });

    const second = await send('POST', url, {
      date: '2027-04-20',
      time: '14:10',
      testCentreId: 'south-yardley',
    });
    expect(second.statusCode).toBe(409);
    expect(readError(second)).toMatchObject({
      code: 'PRACTICAL_TEST_ALREADY_BOOKED',
      message: PRACTICAL_ALREADY_BOOKED_MESSAGE,
    });
    expect(
      await db.select().from(practicalTests).where(eq(practicalTests.studentId, studentId)),
    ).toHaveLength(1);

    const cancelled = await send('POST', `/api/practical-tests/${test?.id}/cancel`);
    expect(cancelled.statusCode).toBe(200);
    expect(readRecord(cancelled).practicalTests[0]?.status).toBe('cancelled');
    expect((await send('POST', `/api/practical-tests/${test?.id}/cancel`)).statusCode).toBe(409);
    // A cancelled test has no result.
    await moveClockTo(new Date('2027-04-09T10:00:00Z'));
    const result = await send('PUT', `/api/practical-tests/${test?.id}/result`, {
      result: 'failed',
      faults: [],
    });
    expect(result.statusCode).toBe(409);
    await moveClockTo(NOW);

    // Once cancelled, another can be booked; earlier than the cancelled one, it still comes first.
    const rebooked = await send('POST', url, {
      date: '2027-04-01',
      time: '14:10',
      testCentreId: 'kings-heath',
    });
    expect(rebooked.statusCode).toBe(201);
    expect(readRecord(rebooked).practicalTests.map((entry) => entry.status)).toEqual(['booked', 'cancelled']);
  });

  it('two bookings sent at once: one is booked, the other gets the 409', async () => {
    const studentId = await insertLearner(testApp.database.db, { fullName: 'Cora Concurrent' });
    const url = `/api/students/${studentId}/practical-tests`;
    const responses = await Promise.all([
      send('POST', url, { date: '2027-04-12', time: '10:00', testCentreId: 'shirley' }),
      send('POST', url, { date: '2027-04-13', time: '10:00', testCentreId: 'shirley' }),
    ]);
    expect(responses.map((response) => response.statusCode).sort()).toEqual([201, 409]);
    const rows = await testApp.database.db
      .select()
      .from(practicalTests)
      .where(eq(practicalTests.studentId, studentId));
    expect(rows.map((row) => row.status)).toEqual(['booked']);
  });

  it('refuses a time that has passed, an unknown centre, a bad time, an unknown learner', async () => {
    const studentId = await insertLearner(testApp.database.db, { fullName: 'Pete Past' });
    const url = `/api/students/${studentId}/practical-tests`;
    const past = await send('POST', url, {
      date: '2027-03-18',
      time: '09:59',
      testCentreId: 'south-yardley',
    });
    expect(past.statusCode).toBe(400);
    expect(readError(past).fields).toEqual({ date: PRACTICAL_IN_PAST_MESSAGE });

    const tooFar = await send('POST', url, {
      date: '2028-06-01',
      time: '09:00',
      testCentreId: 'south-yardley',
    });
    expect(tooFar.statusCode).toBe(400);
    expect(Object.keys(readError(tooFar).fields ?? {})).toEqual(['date']);

    const bad = await send('POST', url, { date: '2027-04-31', time: '9:40', testCentreId: 'paris' });
    expect(bad.statusCode).toBe(400);
    const fields = readError(bad).fields ?? {};
    expect(Object.keys(fields).sort()).toEqual(['date', 'testCentreId', 'time']);
    expect(fields.testCentreId).toBe(TEST_CENTRE_MESSAGE);

    const unknown = await send('POST', '/api/students/999999/practical-tests', {
      date: '2027-04-08',
      time: '09:40',
      testCentreId: 'south-yardley',
    });
    expect(unknown.statusCode).toBe(404);
    expect(
      await testApp.database.db.select().from(practicalTests).where(eq(practicalTests.studentId, studentId)),
    ).toEqual([]);
  });

  it('records the result only once the test has started; a pass must keep the pass rule; a result can be corrected', async () => {
    const db = testApp.database.db;
    const studentId = await insertLearner(db, { fullName: 'Rosa Result' });
    const booked = readRecord(
      await send('POST', `/api/students/${studentId}/practical-tests`, {
        date: '2027-03-25',
        time: '08:10',
        testCentreId: 'south-yardley',
      }),
    );
    const id = booked.practicalTests[0]?.id;
    const resultUrl = `/api/practical-tests/${id}/result`;

    const early = await send('PUT', resultUrl, { result: 'passed', faults: [] });
    expect(early.statusCode).toBe(400);
    expect(readError(early).fields).toEqual({ result: PRACTICAL_NOT_STARTED_MESSAGE });

    await moveClockTo(new Date('2027-03-25T08:10:00Z'));
    const passRateBefore = passRateFirstAttempts(
      (await testApp.app.inject({ method: 'GET', url: '/api/settings/pass-rate', headers })).json(),
    );
    const brokenPass = await send('PUT', resultUrl, {
      result: 'passed',
      faults: [
        { category: 'use_of_speed', driver: 9, serious: 0, dangerous: 0 },
        { category: 'signals_timed', driver: 7, serious: 0, dangerous: 0 },
      ],
    });
    expect(brokenPass.statusCode).toBe(400);
    expect(readError(brokenPass).fields).toEqual({ result: PASS_BREAKS_RULE_MESSAGE });
    const seriousPass = await send('PUT', resultUrl, {
      result: 'passed',
      faults: [{ category: 'junctions_observation', driver: 0, serious: 1, dangerous: 0 }],
    });
    expect(seriousPass.statusCode).toBe(400);
    const [untouched] = await db
      .select()
      .from(practicalTests)
      .where(eq(practicalTests.id, id ?? 0));
    expect(untouched).toMatchObject({ status: 'booked', driverFaults: null, resultRecordedAt: null });

    const failed = await send('PUT', resultUrl, {
      result: 'failed',
      faults: [
        { category: 'junctions_observation', driver: 1, serious: 1, dangerous: 0 },
        { category: 'use_of_speed', driver: 2, serious: 0, dangerous: 0 },
      ],
    });
    expect(failed.statusCode).toBe(200);
    // The recorded pass rate counts it at once (first attempts), not after its cache expires.
    const passRate = await testApp.app.inject({ method: 'GET', url: '/api/settings/pass-rate', headers });
    expect(passRate.statusCode).toBe(200);
    expect(passRateFirstAttempts(passRate.json())).toBe(passRateBefore + 1);
    expect(readRecord(failed).practicalTests[0]).toMatchObject({
      status: 'failed',
      driverFaults: 3,
      seriousFaults: 1,
      dangerousFaults: 0,
    });
    // Another test can be booked once the result is in.
    const next = await send('POST', `/api/students/${studentId}/practical-tests`, {
      date: '2027-05-04',
      time: '11:20',
      testCentreId: 'south-yardley',
    });
    expect(next.statusCode).toBe(201);

    const corrected = await send('PUT', resultUrl, {
      result: 'passed',
      faults: [{ category: 'use_of_speed', driver: 9, serious: 0, dangerous: 0 }],
    });
    expect(corrected.statusCode).toBe(200);
    const record = readRecord(corrected);
    expect(record.practicalTests.map((entry) => entry.status)).toEqual(['booked', 'passed']);
    expect(record.practicalTests[1]).toMatchObject({ driverFaults: 9, seriousFaults: 0, dangerousFaults: 0 });

    expect(
      (await send('PUT', '/api/practical-tests/999999/result', { result: 'failed', faults: [] })).statusCode,
    ).toBe(404);
    expect((await send('POST', '/api/practical-tests/999999/cancel')).statusCode).toBe(404);
    const noResult = await send('PUT', resultUrl, { faults: [] });
    expect(noResult.statusCode).toBe(400);
    expect(Object.keys(readError(noResult).fields ?? {})).toEqual(['result']);
  });
});

describe('erasing a learner who has paid', () => {
  it('deletes the mock tests and the theory pass, cancels a booked test and keeps a result for the pass rate', async () => {
    const db = testApp.database.db;
    const studentId = await insertLearner(db, { fullName: 'Erin Erased' });
    await send('PUT', `/api/students/${studentId}/theory-test`, {
      passedOn: '2027-01-12',
      certificateNumber: 'AB12CD34',
    });
    await send('POST', `/api/students/${studentId}/mock-tests`, {
      takenOn: '2027-03-18',
      faults: [],
      notes: 'Private',
    });
    const first = readRecord(
      await send('POST', `/api/students/${studentId}/practical-tests`, {
        date: '2027-03-25',
        time: '08:10',
        testCentreId: 'south-yardley',
      }),
    );
    await moveClockTo(new Date('2027-03-25T09:00:00Z'));
    await send('PUT', `/api/practical-tests/${first.practicalTests[0]?.id}/result`, {
      result: 'failed',
      faults: [],
    });
    await send('POST', `/api/students/${studentId}/practical-tests`, {
      date: '2027-04-20',
      time: '10:00',
      testCentreId: 'south-yardley',
    });
    const paid = await send('POST', `/api/students/${studentId}/payments`, {
      amountPence: 4000,
      method: 'cash',
      paidOn: '2027-03-25',
    });
    expect(paid.statusCode).toBe(201);

    const erased = await send('DELETE', `/api/students/${studentId}`);
    expect(erased.statusCode).toBe(200);
    expect(await db.select().from(mockTests).where(eq(mockTests.studentId, studentId))).toEqual([]);
    expect(await db.select().from(theoryTests).where(eq(theoryTests.studentId, studentId))).toEqual([]);
    const practical = await db.select().from(practicalTests).where(eq(practicalTests.studentId, studentId));
    expect(practical.map((row) => row.status).sort()).toEqual(['cancelled', 'failed']);
  });
});
