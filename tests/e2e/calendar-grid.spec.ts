import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { getWeekStart } from '../../src/core/diary/calendar/calendar-week';
import { manualLessonResponseSchema } from '../../src/core/diary/lessons/lessons-schemas';
import { formatLongDate } from '../../src/core/format/display-format';
import {
  addDaysToIsoDate,
  SCHOOL_TIME_ZONE,
  toZonedParts,
  zonedWallTimeToInstant,
} from '../../src/core/time/london-time';
import { expectNoAxeViolations } from './support/accessibility';
import { DESKTOP_WIDTH, MOBILE_WIDTH, setUpBrowser, waitForPageReady } from './support/browser';
import { urlFor } from './support/e2e-context';
import {
  addStudent,
  addTimeSlot,
  signInAsDemoInstructor,
  signInPageAsDemoInstructor,
  type TestLearner,
  uniqueLearner,
} from './support/instructor-api';
import { takeScreenshots } from './support/screenshots';
import { dismissToasts, expectToast } from './support/toasts';

/*
 * Issue 20, the week: the calendar as a time grid. On a phone the day view, on a wide screen the
 * week; a lesson sits at its time and opens its actions; free time (an empty hour or a free slot)
 * opens the manual lesson form with its date and time filled in and books there; today's column
 * has a line at the current time. The scene is set through the API on a week 23 weeks ahead, at
 * times no other spec or the demo availability uses.
 */

const browser = setUpBrowser();
const today = toZonedParts(new Date(), SCHOOL_TIME_ZONE).date;
const gridMonday = getWeekStart(addDaysToIsoDate(today, 23 * 7));
const phoneDay = addDaysToIsoDate(gridMonday, 2);
const wideDay = addDaysToIsoDate(gridMonday, 3);

/** 'Wednesday 9 December', as the grid names a day. */
function dayName(date: string): string {
  return formatLongDate(date).replace(/ \d{4}$/, '');
}

/** A lesson booked through the API (the learner buys an hour with it). */
async function bookLessonByApi(token: string, studentId: number, date: string, startTime: string) {
  const response = await fetch(urlFor('/api/lessons/manual'), {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: JSON.stringify({
      studentId,
      date,
      startTime,
      duration: 60,
      packageType: 'single_1hour',
      paymentStatus: 'completed',
      addPurchase: true,
    }),
  });
  const text = await response.text();
  expect(response.status, `POST /api/lessons/manual: ${text}`).toBe(201);
  return manualLessonResponseSchema.parse(JSON.parse(text));
}

async function expectNoSidewaysScrolling(page: Page): Promise<void> {
  const widths = await page.evaluate(() => ({
    scroll: document.documentElement.scrollWidth,
    inner: window.innerWidth,
  }));
  expect(widths.scroll, 'no sideways scrolling').toBeLessThanOrEqual(widths.inner);
}

function dayColumn(page: Page, date: string): Locator {
  return page.getByRole('region', { name: new RegExp(`^${dayName(date)}`) });
}

/**
 * The block's top sits where its start time falls between the hour lines: measured against the
 * hours axis (each label is centred on its line; noon and 1 PM are always shown), within 2 px.
 */
async function expectAtTime(page: Page, block: Locator, hour: number, minutes: number): Promise<void> {
  const centre = async (text: string) => {
    const box = await page.getByText(text, { exact: true }).boundingBox();
    if (!box) throw new Error(`no '${text}' on the hours axis`);
    return box.y + box.height / 2;
  };
  const noon = await centre('12 PM');
  const hourHeight = (await centre('1 PM')) - noon;
  const box = await block.boundingBox();
  if (!box) throw new Error('the block is not on screen');
  expect(Math.abs(box.y - (noon + (hour - 12 + minutes / 60) * hourHeight))).toBeLessThanOrEqual(2);
}

/** The free time's form: date and time filled in; books it for the learner with a purchase. */
async function bookFromFreeTime(
  page: Page,
  target: Locator,
  learner: TestLearner,
  date: string,
  startTime: string,
  { book, screenshot }: { book: boolean; screenshot?: string },
): Promise<void> {
  await target.click();
  const dialog = page.getByRole('dialog', { name: 'Book a lesson' });
  await dialog.waitFor();
  expect(await dialog.getByLabel('Date').inputValue()).toBe(date);
  expect(await dialog.getByLabel('Start time').inputValue()).toBe(startTime);
  if (!book) {
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
    return;
  }
  await dialog
    .getByLabel('Student', { exact: true })
    .selectOption({ label: `${learner.fullName} (${learner.email})` });
  await dialog.getByLabel('Add a purchase').check();
  await expectNoAxeViolations(page);
  if (screenshot) await takeScreenshots(page, screenshot, [page.viewportSize()?.width ?? MOBILE_WIDTH]);
  await dialog.getByRole('button', { name: 'Book Lesson' }).click();
  await expectToast(page, 'Lesson Booked', learner.fullName);
  await dialog.waitFor({ state: 'detached' });
  await dismissToasts(page);
}

describe('the calendar as a time grid', () => {
  it('on a phone: the day view places a lesson, opens it, and books free time there', async () => {
    const token = await signInAsDemoInstructor();
    const learner = uniqueLearner('Grace');
    const student = await addStudent(token, learner);
    await bookLessonByApi(token, student.id, phoneDay, '19:40');
    await addTimeSlot(token, { date: phoneDay, time: '18:10', duration: 60 });

    const page = await browser.newPage(MOBILE_WIDTH);
    await signInPageAsDemoInstructor(page);
    await page.goto(`/instructor-dashboard/calendar?week=${gridMonday}`);
    await waitForPageReady(page);
    // A phone opens on the day view, on the Monday of a week that is not this one.
    expect(await page.getByRole('button', { name: 'Day', exact: true }).getAttribute('aria-pressed')).toBe(
      'true',
    );
    await dayColumn(page, gridMonday).waitFor();
    await page.getByRole('button', { name: new RegExp(`^Wed ${Number(phoneDay.slice(8))}`) }).click();
    await page.waitForURL((url) => url.searchParams.get('day') === phoneDay);
    const column = dayColumn(page, phoneDay);
    await column.waitFor();
    expect(
      await page.getByRole('region', { name: /^(Mon|Tues|Wednes|Thurs|Fri|Satur|Sun)day / }).count(),
    ).toBe(1);

    // The lesson at 7:40 PM, in its place, opens with its actions.
    const lesson = column.getByRole('button', { name: new RegExp(`Lesson: ${learner.fullName}`) });
    await lesson.waitFor();
    expect(await lesson.innerText()).toContain('7:40 – 8:40 PM');
    await expectAtTime(page, lesson, 19, 40);
    await expectNoSidewaysScrolling(page);
    await expectNoAxeViolations(page);
    await takeScreenshots(page, 'calendar-grid-day', [MOBILE_WIDTH]);
    await lesson.click();
    const lessonDialog = page.getByRole('dialog', { name: `Lesson: ${learner.fullName}` });
    await lessonDialog.getByRole('button', { name: /^Move/ }).waitFor();
    await expectNoAxeViolations(page);
    await page.keyboard.press('Escape');
    await lessonDialog.waitFor({ state: 'detached' });

    // The free slot at 6:10 PM offers a lesson at its start.
    const freeSlot = column.getByRole('button', {
      name: new RegExp(`Book a lesson on ${dayName(phoneDay)} at 6:10 PM$`),
    });
    expect(await freeSlot.innerText()).toContain('Free');
    await expectAtTime(page, freeSlot, 18, 10);
    await bookFromFreeTime(page, freeSlot, learner, phoneDay, '18:10', { book: false });

    // An empty hour (3 PM) books a lesson there; it takes its place on the grid.
    const emptyHour = column.getByRole('button', {
      name: `Book a lesson on ${dayName(phoneDay)} at 3:00 PM`,
      exact: true,
    });
    await expectAtTime(page, emptyHour, 15, 0);
    await bookFromFreeTime(page, emptyHour, learner, phoneDay, '15:00', {
      book: true,
      screenshot: 'calendar-grid-book-lesson',
    });
    const booked = column.getByRole('button', {
      name: new RegExp(`^3:00 – 4:00 PM Lesson: ${learner.fullName}`),
    });
    await booked.waitFor();
    await expectAtTime(page, booked, 15, 0);
    expect(await emptyHour.count()).toBe(0);

    // The week on a phone squeezes into the screen.
    await page.getByRole('button', { name: 'Week', exact: true }).click();
    await dayColumn(page, gridMonday).waitFor();
    expect(
      await page.getByRole('region', { name: /^(Mon|Tues|Wednes|Thurs|Fri|Satur|Sun)day / }).count(),
    ).toBe(7);
    await expectNoSidewaysScrolling(page);
    await takeScreenshots(page, 'calendar-grid-week-on-phone', [MOBILE_WIDTH]);

    // This week: the day view opens on today, with the line at the current time.
    await page.goto('/instructor-dashboard/calendar');
    await waitForPageReady(page);
    const todayColumn = page.getByRole('region', { name: `${dayName(today)}, today` });
    await todayColumn.getByText(/^Now: \d{1,2}:\d{2} (AM|PM)$/).waitFor();
    await expectNoSidewaysScrolling(page);
    await expectNoAxeViolations(page);
    await takeScreenshots(page, 'calendar-grid-today', [MOBILE_WIDTH]);
  });

  it('on a wide screen: the week view places a lesson, opens it, books free time, and marks today', async () => {
    const token = await signInAsDemoInstructor();
    const learner = uniqueLearner('Wendy');
    const student = await addStudent(token, learner);
    await bookLessonByApi(token, student.id, wideDay, '06:20');

    const page = await browser.newPage(DESKTOP_WIDTH);
    await signInPageAsDemoInstructor(page);
    await page.goto(`/instructor-dashboard/calendar?week=${gridMonday}`);
    await waitForPageReady(page);
    expect(await page.getByRole('button', { name: 'Week', exact: true }).getAttribute('aria-pressed')).toBe(
      'true',
    );
    const column = dayColumn(page, wideDay);
    const lesson = column.getByRole('button', { name: new RegExp(`Lesson: ${learner.fullName}`) });
    await lesson.waitFor();
    expect(
      await page.getByRole('region', { name: /^(Mon|Tues|Wednes|Thurs|Fri|Satur|Sun)day / }).count(),
    ).toBe(7);
    // 6:20 AM is before the usual 7 AM: the hours widen to show it.
    await expectAtTime(page, lesson, 6, 20);
    await expectNoSidewaysScrolling(page);
    await expectNoAxeViolations(page);
    await takeScreenshots(page, 'calendar-grid-week', [DESKTOP_WIDTH]);
    await lesson.click();
    const lessonDialog = page.getByRole('dialog', { name: `Lesson: ${learner.fullName}` });
    await lessonDialog.getByRole('button', { name: /^Move/ }).waitFor();
    await page.keyboard.press('Escape');
    await lessonDialog.waitFor({ state: 'detached' });

    // An empty hour of the week books a lesson there.
    const emptyHour = column.getByRole('button', {
      name: `Book a lesson on ${dayName(wideDay)} at 11:00 AM`,
      exact: true,
    });
    await expectAtTime(page, emptyHour, 11, 0);
    await bookFromFreeTime(page, emptyHour, learner, wideDay, '11:00', {
      book: true,
      screenshot: 'calendar-grid-book-lesson',
    });
    await column
      .getByRole('button', { name: new RegExp(`^11:00 AM – 12:00 PM Lesson: ${learner.fullName}`) })
      .waitFor();
    await takeScreenshots(page, 'calendar-grid-week-booked', [DESKTOP_WIDTH]);

    // This week: today's column is marked, and only it has the time line.
    await page.getByRole('button', { name: 'This Week' }).click();
    await page.waitForURL((url) => !url.searchParams.has('week'));
    const todayColumn = page.getByRole('region', { name: `${dayName(today)}, today` });
    await todayColumn.getByText(/^Now: \d{1,2}:\d{2} (AM|PM)$/).waitFor();
    expect(await page.getByText(/^Now: /).count()).toBe(1);
    await expectNoSidewaysScrolling(page);
    await expectNoAxeViolations(page);
    await takeScreenshots(page, 'calendar-grid-this-week', [DESKTOP_WIDTH, MOBILE_WIDTH]);

    // The line follows the clock: on the browser's clock it is 10:00 AM on the lesson's day, then
    // a minute later.
    // (The clock runs on from there: the page loads well within that minute.)
    await page.clock.install({ time: zonedWallTimeToInstant(wideDay, '10:00', SCHOOL_TIME_ZONE) });
    await page.goto(`/instructor-dashboard/calendar?week=${gridMonday}`);
    await waitForPageReady(page);
    const clockToday = page.getByRole('region', { name: `${dayName(wideDay)}, today` });
    await clockToday.getByText('Now: 10:00 AM', { exact: true }).waitFor();
    const line = clockToday.locator('[data-now-line]');
    await expectAtTime(page, line, 10, 0);
    await page.clock.fastForward('01:00');
    await clockToday.getByText('Now: 10:01 AM', { exact: true }).waitFor();
    await expectAtTime(page, line, 10, 1);
    // Free time is offered from the next quarter hour on: not at 9 AM, from 10:15 AM.
    expect(
      await clockToday
        .getByRole('button', { name: `Book a lesson on ${dayName(wideDay)} at 9:00 AM` })
        .count(),
    ).toBe(0);
    await clockToday
      .getByRole('button', { name: `Book a lesson on ${dayName(wideDay)} at 10:15 AM`, exact: true })
      .waitFor();
  });
});
