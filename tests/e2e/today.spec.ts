import { join } from 'node:path';
import type { Page, Route } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { manualLessonResponseSchema } from '../../src/core/diary/lessons/lessons-schemas';
import {
  runningLateResponseSchema,
  type TodayOverview,
  todayResponseSchema,
} from '../../src/core/diary/today/today-schemas';
import { formatLongDate, getFirstName } from '../../src/core/format/display-format';
import { studentBalanceSchema } from '../../src/core/money/ledger/ledger-schemas';
import { addDaysToIsoDate, SCHOOL_TIME_ZONE, toZonedParts } from '../../src/core/time/london-time';
import { describeRunningLateOutcome } from '../../src/web/features/diary/today/today-display';
import { formatOwedLine } from '../../src/web/lib/balance-display';
import { expectNoAxeViolations } from './support/accessibility';
import { DESKTOP_WIDTH, MOBILE_WIDTH, setUpBrowser, VIEWPORT_WIDTHS } from './support/browser';
import { urlFor } from './support/e2e-context';
import {
  addStudent,
  addTimeSlot,
  bookAsLearner,
  signInAsDemoInstructor,
  signInPageAsDemoInstructor,
  uniqueLearner,
} from './support/instructor-api';
import { SCREENSHOT_DIR, SCREENSHOTS_ON, takeScreenshots } from './support/screenshots';
import { readFacts } from './support/student-card';

/*
 * The instructor's Today screen on a phone (issue 20): the dashboard opens on it; a lesson of
 * yesterday that ended without an outcome is listed first and marked done with 90 minutes; a
 * running-late notice goes to the learner of a lesson of today, and the screen says truthfully
 * that it could not be sent (this server has neither Twilio nor SMTP); the counts open the
 * requests waiting for an answer.
 *
 * Times no other spec uses (one instructor's lessons may not overlap): yesterday 04:10, and today
 * either 18:03 (before the evening: after the demo diary, which ends at 18:00) or 9 minutes ago
 * (in the evening; the lesson-changes spec's quiet hour is always 2 hours or more ahead). A
 * pending request holds a slot 45 days ahead at 04:37.
 */

const browser = setUpBrowser();

function londonNow() {
  return toZonedParts(new Date(), SCHOOL_TIME_ZONE);
}

function toWallTime(minutesOfDay: number): string {
  return `${String(Math.floor(minutesOfDay / 60)).padStart(2, '0')}:${String(minutesOfDay % 60).padStart(2, '0')}`;
}

/**
 * A one-hour lesson of today that has not ended and will not end during the test: 18:03 until
 * 18:12, then one that started 9 minutes ago (so it is under way; never before 00:01).
 */
function todaysLessonTime(): { date: string; time: string } {
  const { date, time } = londonNow();
  const minutes = Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5));
  if (minutes < 18 * 60 + 12) return { date, time: '18:03' };
  return { date, time: toWallTime(Math.max(minutes - 9, 1)) };
}

async function bookManualLesson(
  token: string,
  lesson: { studentId: number; date: string; startTime: string; notes?: string },
): Promise<number> {
  const response = await fetch(urlFor('/api/lessons/manual'), {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: JSON.stringify({
      ...lesson,
      duration: 60,
      packageType: 'starter',
      paymentStatus: 'pending',
      // A new learner has no hours: the first lesson sells them a Starter Package, unpaid.
      addPurchase: true,
    }),
  });
  const text = await response.text();
  expect(response.status, `POST /api/lessons/manual: ${text}`).toBe(201);
  return manualLessonResponseSchema.parse(JSON.parse(text)).lesson.id;
}

async function readBalance(token: string, studentId: number) {
  const response = await fetch(urlFor(`/api/students/${studentId}/balance`), {
    headers: { authorization: `Bearer ${token}` },
  });
  expect(response.status).toBe(200);
  return studentBalanceSchema.parse(await response.json());
}

/** A modal dialog as the screen shows it (the viewport, where the fixed dialog is drawn), at both widths. */
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

async function expectNoSidewaysScroll(page: Page, what: string): Promise<void> {
  const { scrollWidth, innerWidth } = await page.evaluate(() => ({
    scrollWidth: document.documentElement.scrollWidth,
    innerWidth: window.innerWidth,
  }));
  expect(scrollWidth, `${what} should not scroll sideways at ${innerWidth} px`).toBeLessThanOrEqual(
    innerWidth,
  );
}

describe('Today, on a phone', () => {
  it('opens on Today, records a lesson that needs an outcome as done with 90 minutes, sends a running-late notice and opens the waiting requests', async () => {
    const token = await signInAsDemoInstructor();
    const learner = uniqueLearner('Tayo');
    const student = await addStudent(token, learner);
    const yesterday = addDaysToIsoDate(londonNow().date, -1);
    const pickup = 'Outside Selly Oak station, Bristol Road';
    await bookManualLesson(token, {
      studentId: student.id,
      date: yesterday,
      startTime: '04:10',
      notes: pickup,
    });
    const later = todaysLessonTime();
    const laterLessonId = await bookManualLesson(token, {
      studentId: student.id,
      date: later.date,
      startTime: later.time,
    });
    // A booking request waiting for an answer, from another learner.
    const requester = uniqueLearner('Rhys');
    const slot = await addTimeSlot(token, {
      date: addDaysToIsoDate(londonNow().date, 45),
      time: '04:37',
      duration: 60,
    });
    await bookAsLearner(requester, 'single_1hour', [slot.id]);

    const page = await browser.newPage(MOBILE_WIDTH);
    await signInPageAsDemoInstructor(page);
    await page.goto('/instructor-dashboard');

    // The dashboard opens on Today, first in the phone's bar of sections.
    await page.getByRole('heading', { level: 2, name: 'Today' }).waitFor({ timeout: 15_000 });
    const sections = page.getByRole('navigation', { name: 'Dashboard sections' });
    const barLinks = await sections.getByRole('link').allInnerTexts();
    expect(barLinks[0]?.trim()).toBe('Today');
    expect(await sections.getByRole('link', { name: 'Today' }).getAttribute('aria-current')).toBe('page');
    expect(new URL(page.url()).searchParams.get('tab')).toBeNull();

    // Yesterday's lesson ended without an outcome: listed first, with its pickup and the ledger's figures.
    const needsOutcome = page.getByRole('region', { name: /^Needs an outcome/ });
    const overdueCard = needsOutcome.getByRole('article', { name: learner.fullName });
    await overdueCard.waitFor({ timeout: 10_000 });
    const sectionTitles = await page.locator('main h3').allInnerTexts();
    expect(sectionTitles.findIndex((title) => title.startsWith('Needs an outcome'))).toBeLessThan(
      sectionTitles.indexOf("Today's lessons"),
    );
    expect(sectionTitles.indexOf("Today's lessons")).toBeLessThan(sectionTitles.indexOf('Tomorrow'));
    expect(await overdueCard.innerText()).toContain(pickup);
    expect(await overdueCard.innerText()).toContain('4:10 AM – 5:10 AM');
    expect(await overdueCard.getByRole('link', { name: /^Call/ }).getAttribute('href')).toBe(
      `tel:${learner.phone.replace(/\s/g, '')}`,
    );
    expect(await overdueCard.getByRole('link', { name: /^WhatsApp/ }).getAttribute('href')).toBe(
      `https://wa.me/44${learner.phone.replace(/\s/g, '').slice(1)}`,
    );
    expect(await overdueCard.getByRole('link', { name: /^Map/ }).getAttribute('href')).toBe(
      `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(pickup)}`,
    );
    let balance = await readBalance(token, student.id);
    expect(await readFacts(overdueCard.locator('dl'))).toEqual({
      'Hours left': '3 hours',
      Money: formatOwedLine(balance.owedPence),
    });

    // Today's lesson, to come or under way: no pickup notes, so no map link.
    const todays = page.getByRole('region', { name: "Today's lessons" });
    const todaysCard = todays.getByRole('article', { name: learner.fullName });
    await todaysCard.waitFor();
    expect(await todaysCard.getByRole('link', { name: /^Map/ }).count()).toBe(0);
    await expectNoSidewaysScroll(page, 'Today');
    await expectNoAxeViolations(page);
    await takeScreenshots(page, 'today', [MOBILE_WIDTH, DESKTOP_WIDTH]);

    // Done, with 90 minutes driven (the booked 60 prefilled).
    await overdueCard.getByRole('button', { name: /^Done/ }).click();
    const done = page.getByRole('dialog', { name: 'Lesson done' });
    const minutes = done.getByLabel('Minutes driven');
    expect(await minutes.inputValue()).toBe('60');
    await minutes.fill('90');
    await done.getByRole('button', { name: 'Mark Done' }).click();
    await done.waitFor({ state: 'detached' });
    await expect
      .poll(async () => needsOutcome.getByRole('article', { name: learner.fullName }).count(), {
        timeout: 10_000,
      })
      .toBe(0);
    balance = await readBalance(token, student.id);
    expect(balance).toMatchObject({ usedMinutes: 90, bookedMinutes: 60, leftMinutes: 150 });
    // The lists refreshed: today's card shows the hours left after the 90 minutes.
    await expect
      .poll(async () => (await readFacts(todaysCard.locator('dl')))['Hours left'], { timeout: 10_000 })
      .toBe('2.5 hours');

    // Running late: 15 minutes; the screen says what really happened to the notice.
    await todaysCard.getByRole('button', { name: /^Running late/ }).click();
    const late = page.getByRole('dialog', { name: 'Running late' });
    await late.getByRole('radio', { name: '15 min' }).check();
    await expectNoAxeViolations(page);
    await screenshotDialog(page, 'today-running-late-choose');
    const answered = page.waitForResponse((response) =>
      response.url().endsWith(`/api/lessons/${laterLessonId}/running-late`),
    );
    await late.getByRole('button', { name: `Tell ${getFirstName(learner.fullName)}` }).click();
    const response = await answered;
    expect(response.status()).toBe(200);
    const answer = runningLateResponseSchema.parse(await response.json());
    expect(answer.minutes).toBe(15);
    // The test server has neither Twilio nor SMTP: the notice is kept in the outbox, not sent.
    expect(answer.status).toBe('not_configured');
    const summary = describeRunningLateOutcome(answer, getFirstName(learner.fullName));
    const outcome = late.getByRole('status');
    await outcome.waitFor();
    const shown = await outcome.innerText();
    expect(shown).toContain(`${getFirstName(learner.fullName)} was NOT told`);
    expect(shown).toContain(summary.detail);
    expect(shown).not.toMatch(/TWILIO_|SMTP_|not configured/);
    await expectNoAxeViolations(page);
    await screenshotDialog(page, 'today-running-late');
    await late.getByRole('button', { name: 'Close', exact: true }).first().click();
    await late.waitFor({ state: 'detached' });

    // The counts open what waits for an answer: the booking requests...
    const waiting = page.getByRole('navigation', { name: 'Waiting for your answer' });
    const bookingsLink = waiting.getByRole('link', { name: /booking requests?/ });
    await expect
      .poll(async () => Number((await bookingsLink.innerText()).match(/\d+/)?.[0]))
      .toBeGreaterThan(0);
    await bookingsLink.click();
    await page.getByRole('heading', { level: 2, name: 'Pending Bookings' }).waitFor();
    expect(new URL(page.url()).searchParams.get('tab')).toBe('bookings');
    await page.getByText(requester.fullName).first().waitFor({ timeout: 10_000 });
    await expectNoSidewaysScroll(page, 'Pending Bookings');

    // ...and the lesson-change requests, on the same tab, brought into view.
    await sections.getByRole('link', { name: 'Today' }).click();
    await page.getByRole('heading', { level: 2, name: 'Today' }).waitFor();
    await waiting.getByRole('link', { name: /lesson change requests?/ }).click();
    const changes = page.getByRole('heading', { level: 3, name: 'Lesson changes', exact: true });
    await changes.waitFor();
    await expect
      .poll(
        async () => {
          const top = await changes.evaluate((heading) => heading.getBoundingClientRect().top);
          return top >= 0 && top < 300;
        },
        { timeout: 10_000 },
      )
      .toBe(true);
    expect(new URL(page.url()).hash).toBe('#lesson-changes');

    // Today's date heads the screen, in the long UK form.
    await sections.getByRole('link', { name: 'Today' }).click();
    await page.getByText(formatLongDate(londonNow().date)).first().waitFor();
  }, 120_000);
});

describe("Today's empty and error states", () => {
  it('says there are no lessons today, and when the day did not load offers to try again', async () => {
    const page = await browser.newPage(MOBILE_WIDTH);
    await signInPageAsDemoInstructor(page);
    await page.goto('/instructor-dashboard');
    await page.getByRole('heading', { level: 2, name: 'Today' }).waitFor({ timeout: 15_000 });

    // A quiet day, answered in the shared schema's shape.
    const quietDay: TodayOverview = {
      date: londonNow().date,
      needsOutcome: [],
      today: [],
      tomorrowFirst: null,
      pending: {
        bookings: 0,
        lessonChanges: 0,
        networkRequests: 0,
        applications: 0,
        leads: 0,
        waitingList: 0,
        unreadMessages: 0,
      },
    };
    let failing = false;
    await page.route('**/api/dashboard/today', async (route: Route) => {
      if (failing) await route.fulfill({ status: 503, json: { code: 'UNAVAILABLE', message: 'Try later' } });
      else await route.fulfill({ json: todayResponseSchema.parse(quietDay) });
    });
    await page.getByRole('button', { name: 'Refresh' }).click();
    await page.getByRole('heading', { level: 3, name: 'No lessons today' }).waitFor({ timeout: 10_000 });
    expect(await page.getByText('No lessons tomorrow.').isVisible()).toBe(true);
    expect(await page.getByRole('region', { name: /^Needs an outcome/ }).count()).toBe(0);
    await expectNoSidewaysScroll(page, 'An empty Today');
    await expectNoAxeViolations(page);
    await takeScreenshots(page, 'today-empty', [MOBILE_WIDTH, DESKTOP_WIDTH]);

    // The server cannot answer: the screen says so and offers to try again; trying again works.
    failing = true;
    await page.goto('/instructor-dashboard');
    const error = page.getByRole('alert').filter({ hasText: "Today's lessons didn't load" });
    await error.waitFor({ timeout: 15_000 });
    await expectNoAxeViolations(page);
    failing = false;
    await error.getByRole('button', { name: 'Try again' }).click();
    await page.getByRole('heading', { level: 3, name: 'No lessons today' }).waitFor({ timeout: 10_000 });
  }, 60_000);
});
