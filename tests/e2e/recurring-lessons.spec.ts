import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import {
  manualLessonResponseSchema,
  upcomingLessonsResponseSchema,
} from '../../src/core/diary/lessons/lessons-schemas';
import { studentLedgerSchema } from '../../src/core/money/ledger/ledger-schemas';
import { addDaysToIsoDate, SCHOOL_TIME_ZONE, toZonedParts } from '../../src/core/time/london-time';
import { expectNoAxeViolations } from './support/accessibility';
import { MOBILE_WIDTH, setUpBrowser } from './support/browser';
import { urlFor } from './support/e2e-context';
import {
  addStudent,
  signInAsDemoInstructor,
  signInPageAsDemoInstructor,
  uniqueLearner,
} from './support/instructor-api';
import { takeScreenshots } from './support/screenshots';
import { dismissToasts, expectToast } from './support/toasts';

/*
 * Recurring lessons on a phone (issue 20, "The week"): a learner with hours, another learner's
 * lesson in week 3 of the series; the instructor checks a 5-week series over it, sees the clash,
 * and books; a second clash made after the check refuses that booking and shows the new list;
 * confirming again books the rest. Weeks 26 to 30 ahead at 06:40: no other spec uses them.
 */

const browser = setUpBrowser();
const today = toZonedParts(new Date(), SCHOOL_TIME_ZONE).date;
const weekDates = Array.from({ length: 5 }, (_, index) => addDaysToIsoDate(today, (26 + index) * 7));
const START = '06:40';

async function callApi<T>(token: string, path: string, body: unknown, status: number, schema: z.ZodType<T>) {
  const response = await fetch(urlFor(path), {
    method: body === undefined ? 'GET' : 'POST',
    headers: {
      authorization: `Bearer ${token}`,
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await response.text();
  expect(response.status, `${path} should answer ${status}: ${text}`).toBe(status);
  return schema.parse(JSON.parse(text));
}

/** Another learner's one-hour lesson at the series' time, booked as the manual form would. */
function bookClashingLesson(token: string, studentId: number, date: string) {
  return callApi(
    token,
    '/api/lessons/manual',
    {
      studentId,
      date,
      startTime: START,
      duration: 60,
      packageType: 'single_1hour',
      paymentStatus: 'completed',
      addPurchase: true,
    },
    201,
    manualLessonResponseSchema,
  );
}

describe('recurring lessons on a phone', () => {
  it('books a weekly series over a clash, and shows a clash that appears before confirming', async () => {
    const token = await signInAsDemoInstructor();
    const rider = uniqueLearner('Rowan');
    const other = uniqueLearner('Olga');
    const learner = await addStudent(token, rider);
    const otherLearner = await addStudent(token, other);
    await callApi(
      token,
      `/api/students/${learner.id}/purchases`,
      { packageType: 'special_offer' },
      201,
      studentLedgerSchema,
    );
    const [, , week3, , week5] = weekDates;
    if (!week3 || !week5) throw new Error('The series has five weeks');
    await bookClashingLesson(token, otherLearner.id, week3);

    const page = await browser.newPage(MOBILE_WIDTH);
    await signInPageAsDemoInstructor(page);
    await page.goto('/instructor-dashboard?tab=manual-booking');
    const form = page.getByRole('form', { name: 'Recurring lessons' });
    await form.waitFor({ timeout: 15_000 });

    // The learner list loads before the learner can be chosen.
    await form.locator(`#recurring-student option[value="${learner.id}"]`).waitFor({ state: 'attached' });
    await form.getByLabel('Student').selectOption(String(learner.id));
    await form.getByLabel('First lesson').fill(weekDates[0] ?? '');
    await form.getByLabel('Start time').fill(START);
    await form.getByLabel('Duration').selectOption('60');
    await form.getByLabel('Number of weeks').fill('5');
    await form.getByRole('button', { name: 'Check the Weeks' }).click();

    const weeks = page.getByRole('list', { name: 'Weeks of the series' });
    await weeks.waitFor({ timeout: 15_000 });
    expect(await weeks.getByRole('listitem').count()).toBe(5);
    const clashes = weeks.getByRole('listitem').filter({ hasText: 'Clash: skipped' });
    expect(await clashes.count()).toBe(1);
    expect(await clashes.innerText()).toContain(`Clashes with ${other.fullName}'s lesson`);
    await page.getByText(`4 lessons need 4 hours; ${rider.fullName} has 10 hours left.`).waitFor();
    const confirm = page.getByRole('button', { name: 'Book 4 lessons and skip 1' });
    await confirm.waitFor();

    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      await page.evaluate(() => window.innerWidth),
    );
    await expectNoAxeViolations(page);
    await takeScreenshots(page, 'dashboard-recurring-preview');

    // Meanwhile week 5 is booked for someone else: the booking is refused and the weeks shown again.
    await bookClashingLesson(token, otherLearner.id, week5);
    await confirm.click();
    await page
      .getByRole('alert')
      .filter({ hasText: 'clashes now, so nothing was booked. The weeks below are up to date.' })
      .waitFor({ timeout: 15_000 });
    const confirmAgain = page.getByRole('button', { name: 'Book 3 lessons and skip 2' });
    await confirmAgain.waitFor({ timeout: 15_000 });
    expect(await clashes.count()).toBe(2);
    const afterRefusal = await callApi(
      token,
      '/api/lessons/upcoming',
      undefined,
      200,
      upcomingLessonsResponseSchema,
    );
    expect(afterRefusal.filter((lesson) => lesson.studentId === learner.id)).toEqual([]);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      await page.evaluate(() => window.innerWidth),
    );
    await expectNoAxeViolations(page);
    await takeScreenshots(page, 'dashboard-recurring-refused');

    await confirmAgain.click();
    await expectToast(page, 'Lessons Booked', `Booked 3 lessons for ${rider.fullName}`);
    await page
      .getByRole('region', { name: 'Recurring lessons' })
      .getByRole('status')
      .filter({ hasText: `Booked 3 lessons for ${rider.fullName}` })
      .waitFor();
    await dismissToasts(page);
    await expectNoAxeViolations(page);
    await takeScreenshots(page, 'dashboard-recurring-booked');

    // Checked through the API: weeks 1, 2 and 4 at 06:40 London, nothing in the skipped weeks.
    const upcoming = await callApi(
      token,
      '/api/lessons/upcoming',
      undefined,
      200,
      upcomingLessonsResponseSchema,
    );
    const booked = upcoming.filter((lesson) => lesson.studentId === learner.id);
    expect(booked.map((lesson) => [lesson.date, lesson.startTime, lesson.bookedDuration])).toEqual(
      [weekDates[0], weekDates[1], weekDates[3]].map((date) => [date, START, 60]),
    );
    const othersAtThatTime = upcoming.filter(
      (lesson) => lesson.studentId === otherLearner.id && lesson.startTime === START,
    );
    expect(othersAtThatTime.map((lesson) => lesson.date)).toEqual([week3, week5]);
  });
});
