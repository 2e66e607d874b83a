import { join } from 'node:path';
import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { formatLongDate, formatShortDate, formatTime12h } from '../../src/core/format/display-format';
import { progressResponseSchema } from '../../src/core/progress/progress-schemas';
import { addDaysToIsoDate, SCHOOL_TIME_ZONE, toZonedParts } from '../../src/core/time/london-time';
import { expectNoAxeViolations } from './support/accessibility';
import {
  DESKTOP_WIDTH,
  MOBILE_WIDTH,
  setUpBrowser,
  VIEWPORT_WIDTHS,
  waitForPageReady,
} from './support/browser';
import {
  addTimeSlot,
  approveBooking,
  bookAsLearner,
  generateProgressLink,
  openDashboardAsDemoInstructor,
  signInAsDemoInstructor,
  type TestLearner,
  uniqueLearner,
} from './support/instructor-api';
import { SCREENSHOT_DIR, SCREENSHOTS_ON, takeScreenshots } from './support/screenshots';
import { dismissToasts, expectToast } from './support/toasts';

/*
 * Issue 6: a learner moves or cancels a lesson from their progress link, within the terms, and the
 * instructor sees (and, under 24 hours, decides) it in the dashboard's Bookings tab. The scene is
 * set through the real API; the learner and the instructor then use the pages.
 */

const browser = setUpBrowser();
const HOUR_MS = 3_600_000;

function schoolToday(): string {
  return toZonedParts(new Date(), SCHOOL_TIME_ZONE).date;
}

/**
 * A whole hour 2 to 22 hours from now outside the demo diary (09:00-20:00 London), so a 1-hour slot
 * there overlaps nothing and its lesson is under 24 hours away whatever the time of the run.
 */
function quietHourWithinADay(): { date: string; time: string } {
  const first = Math.ceil((Date.now() + 2 * HOUR_MS) / HOUR_MS) * HOUR_MS;
  for (let instant = first; instant < Date.now() + 22 * HOUR_MS; instant += HOUR_MS) {
    const { date, time } = toZonedParts(new Date(instant), SCHOOL_TIME_ZONE);
    const hour = Number(time.slice(0, 2));
    if (hour >= 21 || hour < 8) return { date, time };
  }
  throw new Error('Expected a quiet hour (21:00-08:00 London) within the next 22 hours');
}

/** A learner with one approved lesson in the given slots, and their progress link. */
async function learnerWithLesson(
  instructorToken: string,
  learner: TestLearner,
  packageType: string,
  slotIds: number[],
): Promise<string> {
  const booking = await bookAsLearner(learner, packageType, slotIds);
  await approveBooking(instructorToken, booking.id);
  const link = await generateProgressLink(instructorToken, booking.studentId);
  return link.token;
}

async function openProgress(page: Page, token: string): Promise<Locator> {
  await page.goto(`/progress/${token}`);
  await waitForPageReady(page);
  const section = page.getByRole('region', { name: 'Upcoming Lessons' });
  await section.waitFor();
  return section;
}

/** A modal dialog at both widths: the viewport, where the fixed dialog is drawn. */
async function screenshotDialog(page: Page, name: string): Promise<void> {
  const original = page.viewportSize();
  for (const width of VIEWPORT_WIDTHS) {
    await page.setViewportSize({ width, height: 900 });
    await page.evaluate(
      () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))),
    );
    if (SCREENSHOTS_ON)
      await page.screenshot({ path: join(SCREENSHOT_DIR, `${name}-${width}.png`), animations: 'disabled' });
  }
  if (original) await page.setViewportSize(original);
}

/**
 * One part of a page at both widths. The viewport is made as tall as the page first: capturing a
 * part taller than the screen scrolls, and the sticky header is then drawn across it.
 */
async function screenshotElement(page: Page, element: Locator, name: string): Promise<void> {
  const original = page.viewportSize();
  // Nothing focused: a focused skip link would show in the picture.
  await page.evaluate(() => {
    if (document.activeElement instanceof HTMLElement) document.activeElement.blur();
  });
  for (const width of VIEWPORT_WIDTHS) {
    await page.setViewportSize({ width, height: 900 });
    const height = await page.evaluate(() => document.documentElement.scrollHeight);
    await page.setViewportSize({ width, height });
    await page.evaluate(
      () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))),
    );
    if (SCREENSHOTS_ON)
      await element.screenshot({
        path: join(SCREENSHOT_DIR, `${name}-${width}.png`),
        animations: 'disabled',
      });
  }
  if (original) await page.setViewportSize(original);
}

/** Signed in through the API (the form has its own tests): lesson changes are answered on Pending Bookings. */
async function openLessonChanges(page: Page): Promise<Locator> {
  await openDashboardAsDemoInstructor(page, 'bookings');
  await page.getByRole('heading', { level: 2, name: 'Pending Bookings' }).waitFor();
  const card = page.getByRole('region', { name: 'Lesson changes' });
  await card.waitFor();
  await waitForPageReady(page);
  return card;
}

describe('a learner moves a lesson', () => {
  it('moves a lesson more than 48 hours ahead to another day on a phone, and the instructor sees it in Lesson changes', async () => {
    const instructor = await signInAsDemoInstructor();
    const today = schoolToday();
    const weekAhead = addDaysToIsoDate(today, 7);
    const tenDaysAhead = addDaysToIsoDate(today, 10);
    const booked = await addTimeSlot(instructor, { date: weekAhead, time: '06:00', duration: 120 });
    await addTimeSlot(instructor, { date: tenDaysAhead, time: '06:00', duration: 120 });
    const learner = uniqueLearner('Priya');
    const token = await learnerWithLesson(instructor, learner, 'single_2hour', [booked.id]);

    const page = await browser.newPage(MOBILE_WIDTH);
    const section = await openProgress(page, token);
    const lesson = section.getByRole('article', { name: formatLongDate(weekAhead) });
    expect(await lesson.innerText()).toContain('6:00 AM – 8:00 AM · 2hr');
    expect(await lesson.getByText('Free to change').isVisible()).toBe(true);
    expect(
      await lesson
        .getByText('Your lesson is 48 hours or more away, so moving or cancelling it is free.')
        .isVisible(),
    ).toBe(true);
    expect(await lesson.getByText('You can move this booking 2 more times.').isVisible()).toBe(true);
    await expectNoAxeViolations(page);
    await takeScreenshots(page, 'learner-upcoming-lessons');

    // The cancel dialog: the terms again, a reason, and a way to keep the lesson.
    await lesson.getByRole('button', { name: /^Cancel lesson/ }).click();
    const cancelDialog = page.getByRole('dialog', { name: 'Cancel your lesson?' });
    await cancelDialog.waitFor();
    await cancelDialog.getByRole('button', { name: 'Cancel my lesson' }).click();
    await cancelDialog.getByText('Please tell your instructor why, in a few words.').waitFor();
    await expectNoAxeViolations(page);
    await screenshotDialog(page, 'learner-cancel-lesson-dialog');
    await cancelDialog.getByRole('button', { name: 'Keep my lesson' }).click();
    await cancelDialog.waitFor({ state: 'detached' });

    // The move dialog: a day, then a time, the reason, and the move.
    await lesson.getByRole('button', { name: /^Move lesson/ }).click();
    const moveDialog = page.getByRole('dialog', { name: 'Move your lesson' });
    await moveDialog.getByLabel('New day').waitFor();
    expect(await moveDialog.getByText('Choose a day to see its free times.').isVisible()).toBe(true);
    await moveDialog.getByRole('button', { name: 'Move my lesson' }).click();
    await moveDialog.getByText('Please choose a new time').waitFor();
    expect(await moveDialog.getByText('Please tell your instructor why, in a few words.').isVisible()).toBe(
      true,
    );
    await moveDialog.getByLabel('New day').selectOption(tenDaysAhead);
    await moveDialog.getByRole('radio', { name: '6:00 AM' }).check();
    await moveDialog.getByLabel('Why do you need to move it?').fill('I have a college exam that morning.');
    await expectNoAxeViolations(page);
    await screenshotDialog(page, 'learner-move-lesson-dialog');
    await moveDialog.getByRole('button', { name: 'Move my lesson' }).click();

    await expectToast(
      page,
      'Lesson Moved',
      `Your lesson has been moved to ${formatLongDate(tenDaysAhead)} at 6:00 AM.`,
    );
    await moveDialog.waitFor({ state: 'detached' });
    const moved = section.getByRole('article', { name: formatLongDate(tenDaysAhead) });
    await moved.waitFor();
    expect(await section.getByRole('article', { name: formatLongDate(weekAhead) }).count()).toBe(0);
    expect(await moved.getByText('You can move this booking 1 more time.').isVisible()).toBe(true);
    await dismissToasts(page);
    await expectNoAxeViolations(page);
    await takeScreenshots(page, 'learner-upcoming-lessons-moved');

    // The instructor's Bookings tab lists the move in the history.
    const dashboard = await browser.newPage(DESKTOP_WIDTH);
    const card = await openLessonChanges(dashboard);
    const change = card.getByRole('article', { name: learner.fullName });
    await change.waitFor();
    const text = await change.innerText();
    expect(text).toContain('Done');
    expect(text).toContain(`${formatShortDate(weekAhead)}, 6:00 AM – 8:00 AM`);
    expect(text).toContain(`${formatShortDate(tenDaysAhead)}, 6:00 AM – 8:00 AM`);
    expect(text).toContain('I have a college exam that morning.');
    expect(text).toContain('48 hours or more before: free');
    await expectNoAxeViolations(dashboard);
    await screenshotElement(dashboard, card, 'dashboard-lesson-changes-history');
  }, 120_000);
});

describe('a learner asks to cancel a lesson under 24 hours away', () => {
  it('sends the request, the instructor approves it with a note, and the lesson leaves the list', async () => {
    const instructor = await signInAsDemoInstructor();
    const soon = quietHourWithinADay();
    const slot = await addTimeSlot(instructor, { ...soon, duration: 60 });
    const learner = uniqueLearner('Oliver');
    const token = await learnerWithLesson(instructor, learner, 'single_1hour', [slot.id]);

    const page = await browser.newPage(MOBILE_WIDTH);
    const section = await openProgress(page, token);
    const lesson = section.getByRole('article', { name: formatLongDate(soon.date) });
    expect(await lesson.getByText('Your instructor decides').isVisible()).toBe(true);
    expect(await lesson.innerText()).toContain(
      'Your lesson is less than 24 hours away, so your instructor decides whether it can be moved or cancelled. Under our terms the full lesson fee (£40.00) is forfeited.',
    );
    await lesson.getByRole('button', { name: /^Cancel lesson/ }).click();
    const dialog = page.getByRole('dialog', { name: 'Ask to cancel your lesson' });
    await dialog.getByLabel('Why do you need to cancel?').fill('I am unwell today.');
    await dialog.getByRole('button', { name: 'Send request to my instructor' }).click();
    await expectToast(page, 'Request Sent', 'Your request has been sent to your instructor');
    await lesson.getByText('Request sent – waiting for your instructor').waitFor();
    expect(await lesson.getByRole('button', { name: /^Cancel lesson/ }).count()).toBe(0);
    await dismissToasts(page);
    await expectNoAxeViolations(page);
    await takeScreenshots(page, 'learner-upcoming-lessons-request-sent');

    const dashboard = await browser.newPage(DESKTOP_WIDTH);
    const card = await openLessonChanges(dashboard);
    const request = card.getByRole('article', { name: learner.fullName });
    await request.getByText('Waiting for you').waitFor();
    const requestText = await request.innerText();
    expect(requestText).toContain(`${formatShortDate(soon.date)}, ${formatTime12h(soon.time)}`);
    expect(requestText).toContain('Cancelled');
    expect(requestText).toContain('I am unwell today.');
    expect(requestText).toContain('£40.00');
    await expectNoAxeViolations(dashboard);
    await screenshotElement(dashboard, card, 'dashboard-lesson-changes');

    await request.getByRole('button', { name: /^Approve/ }).click();
    const confirm = dashboard.getByRole('dialog', { name: `Approve ${learner.fullName}'s request?` });
    await confirm.getByLabel(/^Note to/).fill('Get well soon. See you next week.');
    await expectNoAxeViolations(dashboard);
    await screenshotDialog(dashboard, 'dashboard-approve-lesson-change');
    await confirm.getByRole('button', { name: 'Approve Request' }).click();
    await expectToast(dashboard, 'Request Approved', `${learner.fullName}'s lesson is cancelled`);
    const decided = card.getByRole('article', { name: learner.fullName });
    await decided.getByText('Done', { exact: true }).waitFor();
    expect(await decided.innerText()).toContain('Get well soon. See you next week.');
    expect(await decided.getByRole('button', { name: /^Approve/ }).count()).toBe(0);

    await page.reload();
    await waitForPageReady(page);
    await section.getByText('No upcoming lessons').waitFor();
  }, 120_000);
});

describe("the states of the learner's lesson list and move dialog", () => {
  it('offers contact for a lesson that cannot change online, and shows the error and empty states of the free times', async () => {
    const instructor = await signInAsDemoInstructor();
    const first = addDaysToIsoDate(schoolToday(), 8);
    const second = addDaysToIsoDate(schoolToday(), 9);
    const slots = [
      await addTimeSlot(instructor, { date: first, time: '06:00', duration: 60 }),
      await addTimeSlot(instructor, { date: second, time: '06:00', duration: 60 }),
    ];
    const learner = uniqueLearner('Sophie');
    const token = await learnerWithLesson(
      instructor,
      learner,
      'starter',
      slots.map((slot) => slot.id),
    );

    const page = await browser.newPage(MOBILE_WIDTH);
    // The page as the browser renders it when the server sends the shell (it renders the page with
    // the learner's progress otherwise), so that its progress comes from the API answer below.
    await page.route(
      (url) => url.pathname === `/progress/${token}`,
      async (route) => {
        const response = await route.fetch();
        const shell = (await response.text()).replace(
          /<div id="root">[\s\S]*<\/div>\s*<script type="application\/json" id="prerender-data">[\s\S]*?<\/script>\s*<script type="application\/json" id="learner-page-data">[\s\S]*?<\/script>/,
          '<div id="root"></div>',
        );
        expect(shell, 'the server rendered the page with the learner data').not.toContain(
          'learner-page-data',
        );
        await route.fulfill({ response, body: shell });
      },
    );
    // The real answer, with the second lesson as the server sends one it cannot change online.
    await page.route(`**/api/progress/${token}`, async (route) => {
      const response = await route.fetch();
      const progress = progressResponseSchema.parse(await response.json());
      await route.fulfill({
        response,
        json: {
          ...progress,
          lessons: progress.lessons.map((lesson) =>
            lesson.date === second ? { ...lesson, change: null } : lesson,
          ),
        },
      });
    });
    let optionsAnswer: 'fail' | 'empty' = 'fail';
    await page.route('**/reschedule-options', async (route) => {
      if (optionsAnswer === 'fail') {
        await route.fulfill({ status: 503, json: { code: 'UNAVAILABLE', message: 'Service unavailable' } });
      } else {
        await route.fulfill({ json: { duration: 60, options: [] } });
      }
    });

    const section = await openProgress(page, token);
    const fixed = section.getByRole('article', { name: formatLongDate(second) });
    await fixed
      .getByText("This lesson can't be changed online. To move or cancel it, please contact your instructor.")
      .waitFor();
    expect(await fixed.getByRole('link', { name: /^Call / }).getAttribute('href')).toMatch(/^tel:/);
    expect(await fixed.getByRole('link', { name: /^Message on WhatsApp/ }).getAttribute('href')).toMatch(
      /^https:\/\/wa\.me\/\d+\?text=/,
    );
    expect(await fixed.getByRole('button').count()).toBe(0);
    await expectNoAxeViolations(page);
    await takeScreenshots(page, 'learner-upcoming-lessons-contact');

    await section
      .getByRole('article', { name: formatLongDate(first) })
      .getByRole('button', { name: /^Move lesson/ })
      .click();
    const dialog = page.getByRole('dialog', { name: 'Move your lesson' });
    await dialog.getByText("The free times didn't load").waitFor({ timeout: 15_000 });
    expect(await dialog.getByRole('button', { name: 'Move my lesson' }).count()).toBe(0);
    await expectNoAxeViolations(page);
    await screenshotDialog(page, 'learner-move-lesson-error');

    optionsAnswer = 'empty';
    await dialog.getByRole('button', { name: 'Try again' }).click();
    await dialog.getByText('No other free times of this length in the next 3 months').waitFor();
    expect(await dialog.getByRole('link', { name: /^Message us on WhatsApp/ }).isVisible()).toBe(true);
    expect(await dialog.getByRole('button', { name: 'Move my lesson' }).count()).toBe(0);
    await expectNoAxeViolations(page);
    await screenshotDialog(page, 'learner-move-lesson-empty');
  }, 90_000);
});
