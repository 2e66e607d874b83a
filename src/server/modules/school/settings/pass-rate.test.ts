import { rmSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertLearner } from '../../../../../tests/support/dashboard-test-data';
import { createFakeWebBuild } from '../../../../../tests/support/fake-web-build';
import { setUpTestApp } from '../../../../../tests/support/test-app';
import { schoolPassRateSchema } from '../../../../core/school/settings/school-pass-rate-schemas';
import { siteInfoSchema } from '../../../../core/school/site/site-info-schemas';
import { practicalTests } from '../../../db/schema';
import { announcePracticalTestResultsChanged, getSchoolPassRate } from './pass-rate-service';
import { notifySchoolSettingsChanged } from './school-settings-repository';

// Tuesday 15 June 2027, noon BST: the last 12 months are the tests after 15 June 2026.
const NOW = new Date('2027-06-15T11:00:00Z');

let webRoot: string;

beforeAll(() => {
  webRoot = createFakeWebBuild(
    '<!doctype html><html lang="en-GB"><head><title>Shell</title></head><body><div id="root"></div></body></html>',
  );
});
afterAll(() => {
  rmSync(webRoot, { recursive: true, force: true });
});

const testApp = setUpTestApp(() => ({ now: NOW, webRoot }));

let centreCounter = 0;

/** A practical test of the learner with its result recorded (as the result form would store it). */
async function insertResult(
  studentId: number,
  startsAt: string,
  status: 'passed' | 'failed' | 'cancelled' | 'booked',
) {
  centreCounter += 1;
  const hasResult = status === 'passed' || status === 'failed';
  await testApp.database.db.insert(practicalTests).values({
    studentId,
    startsAt: new Date(startsAt),
    testCentre: centreCounter % 2 === 0 ? 'shirley' : 'south-yardley',
    status,
    driverFaults: hasResult ? 4 : null,
    seriousFaults: hasResult ? (status === 'failed' ? 1 : 0) : null,
    dangerousFaults: hasResult ? 0 : null,
    resultRecordedAt: hasResult ? new Date(new Date(startsAt).getTime() + 3_600_000) : null,
  });
}

async function shownOnSite(): Promise<number> {
  const response = await testApp.app.inject({ method: 'GET', url: '/api/site-info' });
  expect(response.statusCode, response.body).toBe(200);
  return siteInfoSchema.parse(response.json()).passRatePercent;
}

/** The home page's meta description, as the server writes it into the page. */
async function homeDescription(): Promise<string | undefined> {
  const response = await testApp.app.inject({ method: 'GET', url: '/' });
  expect(response.statusCode).toBe(200);
  return /<meta name="description" content="([^"]*)"/.exec(response.body)?.[1];
}

async function passRateInSettings() {
  const response = await testApp.app.inject({
    method: 'GET',
    url: '/api/settings/pass-rate',
    headers: testApp.headers,
  });
  expect(response.statusCode, response.body).toBe(200);
  return schoolPassRateSchema.parse(response.json());
}

describe("the school's pass rate", () => {
  it('is for the instructor only in Settings', async () => {
    const response = await testApp.app.inject({ method: 'GET', url: '/api/settings/pass-rate' });
    expect(response.statusCode).toBe(401);
  });

  it('shows the configured figure until 20 first attempts are recorded, then the recorded one', async () => {
    expect(await shownOnSite()).toBe(85);
    expect(await homeDescription()).toContain('85% pass rate');
    expect(await passRateInSettings()).toEqual({
      configuredPercent: 85,
      recorded: { firstAttempts: 0, passed: 0, percent: null },
      minResultsForRecorded: 20,
      shows: 'configured',
      shownPercent: 85,
    });

    // Ignored: a first attempt 13 months ago (and the pass that followed it), a second attempt,
    // a cancelled test and a test still booked.
    const oldLearner = await insertLearner(testApp.database.db, { fullName: 'Olly Old' });
    await insertResult(oldLearner, '2026-05-12T08:00:00Z', 'failed');
    await insertResult(oldLearner, '2026-09-01T08:00:00Z', 'passed');
    const retaker = await insertLearner(testApp.database.db, { fullName: 'Rita Retake' });
    await insertResult(retaker, '2027-01-11T09:00:00Z', 'failed');
    await insertResult(retaker, '2027-03-01T09:00:00Z', 'passed');
    const cancelled = await insertLearner(testApp.database.db, { fullName: 'Cass Cancelled' });
    await insertResult(cancelled, '2027-02-01T09:00:00Z', 'cancelled');
    const booked = await insertLearner(testApp.database.db, { fullName: 'Bo Booked' });
    await insertResult(booked, '2027-07-01T09:00:00Z', 'booked');
    // 18 more first attempts: 19 with the retaker's, 14 of them passed.
    for (let index = 0; index < 18; index += 1) {
      const studentId = await insertLearner(testApp.database.db, { fullName: `First Attempt ${index}` });
      await insertResult(
        studentId,
        `2027-04-${String(index + 1).padStart(2, '0')}T09:00:00Z`,
        index < 14 ? 'passed' : 'failed',
      );
    }
    await announcePracticalTestResultsChanged(testApp.deps);

    expect(await passRateInSettings()).toMatchObject({
      configuredPercent: 85,
      recorded: { firstAttempts: 19, passed: 14, percent: 74 },
      shows: 'configured',
      shownPercent: 85,
    });
    expect(await shownOnSite()).toBe(85);

    // A change of the configured figure shows at once while there are fewer than 20.
    const patched = await testApp.app.inject({
      method: 'PATCH',
      url: '/api/settings/school',
      headers: testApp.headers,
      payload: { passRatePercent: 90 },
    });
    expect(patched.statusCode, patched.body).toBe(200);
    expect(await shownOnSite()).toBe(90);

    // The 20th first attempt: the recorded rate replaces the configured figure.
    const twentieth = await insertLearner(testApp.database.db, { fullName: 'Twenty Tess' });
    await insertResult(twentieth, '2027-06-14T09:00:00Z', 'passed');
    await announcePracticalTestResultsChanged(testApp.deps);
    expect(await passRateInSettings()).toMatchObject({
      configuredPercent: 90,
      recorded: { firstAttempts: 20, passed: 15, percent: 75 },
      shows: 'recorded',
      shownPercent: 75,
    });
    expect(await shownOnSite()).toBe(75);
    // The pre-rendered home page is rendered again with it (its data changed).
    expect(await homeDescription()).toContain('75% pass rate');
  });

  it('is computed again when another process announces a result (the settings notification)', async () => {
    const before = await passRateInSettings();
    const learner = await insertLearner(testApp.database.db, { fullName: 'Noah Notified' });
    await insertResult(learner, '2027-06-10T09:00:00Z', 'failed');
    // Not announced here: only the notification another process would send.
    await notifySchoolSettingsChanged(testApp.database.db);
    const deadline = Date.now() + 5_000;
    let seen = before.recorded.firstAttempts;
    while (seen === before.recorded.firstAttempts && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 50));
      seen = (await passRateInSettings()).recorded.firstAttempts;
    }
    expect(seen).toBe(before.recorded.firstAttempts + 1);
  });

  it('moves with the days: a first attempt falls out 12 months after it', async () => {
    const before = await passRateInSettings();
    // 2 April 2028: the retaker's first attempt (11 January 2027) and those of 1 and 2 April 2027
    // are out of the window; the retaker's second attempt still does not count.
    testApp.setNow(new Date('2028-04-02T11:00:00Z'));
    try {
      // The instructor's session would have ended a year on: the service itself.
      const after = await getSchoolPassRate(testApp.deps);
      expect(after.recorded.firstAttempts).toBe(before.recorded.firstAttempts - 3);
    } finally {
      testApp.setNow(NOW);
    }
  });
});
