import { join } from 'node:path';
import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { timeSlotsResponseSchema } from '../../src/core/bookings/booking/time-slot-schemas';
import { formatLongDate } from '../../src/core/format/display-format';
import { getIsoWeekday } from '../../src/core/time/bank-holidays';
import { addDaysToIsoDate, SCHOOL_TIME_ZONE, toZonedParts } from '../../src/core/time/london-time';
import { expectNoAxeViolations } from './support/accessibility';
import { MOBILE_WIDTH, setUpBrowser, VIEWPORT_WIDTHS } from './support/browser';
import { urlFor } from './support/e2e-context';
import {
  addTimeSlot,
  approveBooking,
  bookAsLearner,
  signInAsDemoInstructor,
  signInPageAsDemoInstructor,
  uniqueLearner,
} from './support/instructor-api';
import { SCREENSHOT_DIR, SCREENSHOTS_ON, takeScreenshots } from './support/screenshots';
import { dismissToasts, expectToast } from './support/toasts';

/*
 * Time off on a phone (issue 20, "The week"): the instructor blocks a day as a holiday; its free
 * times leave the learners' booking page at once, its lesson and its waiting booking request are
 * listed, and the lesson is cancelled from there (the learner is told). The day is the first Sunday
 * at least 82 days ahead: inside the learners' 3-month window (so the booking page would show its
 * times) and used by no other spec. The booking specs take the latest day with two free hours back
 * to back: the demo never works on Sundays, and this spec's own times have an hour between each,
 * so they never choose it (a fixed 88 days ahead once fell on their day, and the day's count of
 * booking requests was 2). The whole day is blocked, so nothing here depends on times other specs add.
 */

/** The first Sunday on or after `date`. */
function firstSundayFrom(date: string): string {
  return addDaysToIsoDate(date, (7 - getIsoWeekday(date)) % 7);
}

const browser = setUpBrowser();

async function listLearnersTimes() {
  const response = await fetch(urlFor('/api/time-slots'));
  return timeSlotsResponseSchema.parse(await response.json());
}

/**
 * The times learners can book on a day of one instructor's: the demo school's second instructor
 * keeps her times when the demo instructor takes a day off.
 */
async function learnersTimesOn(date: string, instructorId: number): Promise<number[]> {
  return (await listLearnersTimes())
    .filter((slot) => slot.date === date && slot.instructorId === instructorId)
    .map((slot) => slot.id);
}

/** Whose a bookable time is. */
async function instructorOfTime(timeSlotId: number): Promise<number> {
  const slot = (await listLearnersTimes()).find((one) => one.id === timeSlotId);
  if (!slot) throw new Error(`Time ${timeSlotId} is not bookable`);
  return slot.instructorId;
}

/** The card alone at each width too: the full page is many screens long on a phone. */
async function screenshotCard(page: Page, card: Locator, name: string): Promise<void> {
  const original = page.viewportSize();
  for (const width of VIEWPORT_WIDTHS) {
    await page.setViewportSize({ width, height: original?.height ?? 900 });
    // A clip of the full page from the top, so the sticky header stays at the top, off the card.
    await page.evaluate(() => window.scrollTo(0, 0));
    const box = await card.boundingBox();
    const scrollY = await page.evaluate(() => window.scrollY);
    if (!box) throw new Error('The time-off card is not on screen');
    if (SCREENSHOTS_ON)
      await page.screenshot({
        path: join(SCREENSHOT_DIR, `${name}-${width}.png`),
        fullPage: true,
        animations: 'disabled',
        clip: { x: box.x, y: box.y + scrollY, width: box.width, height: box.height },
      });
  }
  if (original) await page.setViewportSize(original);
}

describe('time off on a phone', () => {
  it('blocks a day as a holiday: its free times go, its lesson is listed and cancelled from there', async () => {
    const day = firstSundayFrom(addDaysToIsoDate(toZonedParts(new Date(), SCHOOL_TIME_ZONE).date, 82));
    const token = await signInAsDemoInstructor();
    const free = await addTimeSlot(token, { date: day, time: '17:00', duration: 60 });
    const lessonTime = await addTimeSlot(token, { date: day, time: '19:00', duration: 60 });
    const requestTime = await addTimeSlot(token, { date: day, time: '21:00', duration: 60 });
    const learner = uniqueLearner('Holly');
    const booked = await bookAsLearner(learner, 'single_1hour', [lessonTime.id]);
    await approveBooking(token, booked.id);
    const requester = uniqueLearner('Rahul');
    await bookAsLearner(requester, 'single_1hour', [requestTime.id]);
    const instructorId = await instructorOfTime(free.id);
    expect(await learnersTimesOn(day, instructorId)).toContain(free.id);

    const page = await browser.newPage(MOBILE_WIDTH);
    await signInPageAsDemoInstructor(page);
    await page.goto('/instructor-dashboard?tab=availability');
    const card = page.getByRole('region', { name: 'Time off' });
    await card.getByRole('heading', { name: 'Block days off' }).waitFor({ timeout: 15_000 });

    // One day: the last day follows the first.
    await card.getByLabel('First day').fill(day);
    expect(await card.getByLabel('Last day').inputValue()).toBe(day);
    await card.getByLabel('Holiday').check();
    await card.getByLabel('Note', { exact: false }).fill('Family wedding');
    await card.getByRole('button', { name: 'Block These Days' }).click();
    const status = card.getByRole('status').filter({ hasText: 'Time off added' });
    await status.waitFor({ timeout: 10_000 });
    expect(await status.innerText()).toContain(`Time off added: ${formatLongDate(day)} (holiday).`);
    expect(await status.innerText()).toMatch(/\d+ free times? withdrawn/);
    expect(await status.innerText()).toContain('Still to sort out: 1 lesson and 1 booking request.');

    // Learners see no times on that day any more.
    await expect.poll(() => learnersTimesOn(day, instructorId), { timeout: 10_000 }).toEqual([]);

    // The block lists the lesson (to move or cancel) and the request (to answer).
    const block = card.getByRole('article', { name: formatLongDate(day) });
    // Offered for cover first (decision 0061), and listed to move or cancel below.
    await block
      .getByRole('list', { name: 'Lessons still uncovered' })
      .getByText(learner.fullName, { exact: true })
      .waitFor();
    await block
      .getByRole('region', { name: 'Lessons to move or cancel' })
      .getByText(learner.fullName, { exact: true })
      .waitFor();
    await block.getByText(requester.fullName).waitFor();
    await block.getByRole('link', { name: 'Open Pending Bookings' }).waitFor();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      await page.evaluate(() => window.innerWidth),
    );
    await expectNoAxeViolations(page);
    await block.scrollIntoViewIfNeeded();
    await takeScreenshots(page, 'dashboard-time-off');
    await screenshotCard(page, card, 'dashboard-time-off-card');

    // Cancel the lesson from the block: the learner is e-mailed the reason.
    await block.getByRole('button', { name: /^Cancel the lesson on/ }).click();
    const dialog = page.getByRole('dialog', { name: 'Cancel this lesson?' });
    await dialog.getByLabel('Reason').fill('I am away on holiday that day. Sorry!');
    await expectNoAxeViolations(page);
    await dialog.getByRole('button', { name: 'Cancel Lesson' }).click();
    // No e-mail on the test server: the toast says the learner is not e-mailed (docs/decisions/0031).
    await expectToast(page, 'Lesson Cancelled', 'is not e-mailed your reason: please tell them yourself');
    await dismissToasts(page);
    await block.getByText('Still to sort out: 1 booking request.').waitFor({ timeout: 10_000 });
    expect(await block.getByText(learner.fullName).count()).toBe(0);
    // Cancelling released the lesson's time, but learners still see nothing that day.
    expect(await learnersTimesOn(day, instructorId)).toEqual([]);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(MOBILE_WIDTH);
    await expectNoAxeViolations(page);
    await screenshotCard(page, card, 'dashboard-time-off-card-after-cancel');

    // Back from the holiday plans: removing the block says withdrawn times are not put back.
    await block.getByRole('button', { name: /^Remove the time off on/ }).click();
    const confirm = page.getByRole('dialog', { name: 'Remove this time off?' });
    await confirm.getByText('not put back').waitFor();
    await expectNoAxeViolations(page);
    await confirm.getByRole('button', { name: 'Remove Time Off' }).click();
    await expectToast(page, 'Time Off Removed', 'not put back');
    await block.waitFor({ state: 'detached', timeout: 10_000 });
    expect(await learnersTimesOn(day, instructorId)).not.toContain(free.id);
  });
});
