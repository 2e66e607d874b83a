import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { manualLessonResponseSchema } from '../../src/core/diary/lessons/lessons-schemas';
import { formatLongDate } from '../../src/core/format/display-format';
import {
  LICENCE_NUMBER_MESSAGE,
  POSTCODE_MESSAGE,
  pupilRecordSchema,
} from '../../src/core/learners/pupil-record/pupil-record-schemas';
import { addDaysToIsoDate } from '../../src/core/time/london-time';
import { expectNoAxeViolations } from './support/accessibility';
import {
  DESKTOP_WIDTH,
  expectNoSidewaysScroll,
  MOBILE_WIDTH,
  setUpBrowser,
  waitForPageReady,
} from './support/browser';
import { londonToday, urlFor } from './support/e2e-context';
import {
  addStudent,
  generateProgressLink,
  openDashboardAsDemoInstructor,
  signInAsDemoInstructor,
  uniqueLearner,
} from './support/instructor-api';
import { SCREENSHOT_DIR, SCREENSHOTS_ON, screenshotElement, takeScreenshots } from './support/screenshots';
import { expectToast } from './support/toasts';

/*
 * Issue 34's learner's page and pupil record (decision 0036): the page opens on the next lesson,
 * paying and messages, with an "On this page" navigation that stays in reach on a phone; the
 * learner keeps their pickup address; the instructor keeps the record (UK formats checked) and
 * sees the pickup address with a Map button on Today. State is set up through the API.
 */

const browser = setUpBrowser();

async function api(method: string, path: string, token: string, body?: unknown) {
  const response = await fetch(urlFor(path), {
    method,
    headers: {
      authorization: `Bearer ${token}`,
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await response.text();
  expect(response.status, `${method} ${path}: ${text}`).toBeLessThan(300);
  return JSON.parse(text);
}

/** A new learner with a live link and one lesson on `date` at `time` (sold and paid in the same step). */
async function learnerWithLesson(firstName: string, date: string, time: string) {
  const instructor = await signInAsDemoInstructor();
  const learner = uniqueLearner(firstName);
  const student = await addStudent(instructor, learner);
  const link = await generateProgressLink(instructor, student.id);
  manualLessonResponseSchema.parse(
    await api('POST', '/api/lessons/manual', instructor, {
      studentId: student.id,
      date,
      startTime: time,
      duration: 60,
      packageType: 'single_1hour',
      paymentStatus: 'completed',
      addPurchase: true,
    }),
  );
  return { instructor, learner, student, link };
}

describe("the learner's page", () => {
  it('opens on the next lesson, navigates within the page on a phone, and lets the learner keep their pickup address', async () => {
    const lessonDay = addDaysToIsoDate(londonToday(), 118);
    const { learner, link, instructor, student } = await learnerWithLesson('Priya', lessonDay, '07:15');
    // Instructor-only details on record must never reach the learner's page.
    await api('PUT', `/api/students/${student.id}/record`, instructor, {
      dateOfBirth: '2008-03-14',
      provisionalLicenceNumber: 'PRIYA003148P99AB',
    });
    const page = await browser.newPage(MOBILE_WIDTH);
    await page.goto(new URL(link.url).pathname + new URL(link.url).search);
    await waitForPageReady(page);
    await page
      .getByRole('heading', { level: 1, name: `Welcome back, ${learner.fullName.split(' ')[0]}` })
      .waitFor();
    expect(await page.title()).toMatch(/^My Progress \|/);

    const nav = page.getByRole('navigation', { name: 'On this page' });
    const links = await nav.getByRole('link').allInnerTexts();
    expect(links).toEqual([
      'Lessons',
      'Pay',
      'Messages',
      'Progress',
      'Skills',
      'Tests',
      'Waiting list',
      'Pickup',
      'Sharing',
      'Notes',
    ]);
    expect((await page.locator('h2').allInnerTexts())[0]).toBe('Upcoming Lessons');
    // The next lesson (a lesson the instructor booked: the learner is told to call to change it)
    // and the pay and message links are in the first screen on a phone.
    const lessonDate = page
      .getByRole('region', { name: 'Upcoming Lessons' })
      .getByText(formatLongDate(lessonDay))
      .first();
    const lessonBox = await lessonDate.boundingBox();
    expect(lessonBox && lessonBox.y + lessonBox.height).toBeLessThan(844);
    if (SCREENSHOTS_ON)
      await page.screenshot({ path: join(SCREENSHOT_DIR, 'learner-page-first-screen-390.png') });
    await expectNoSidewaysScroll(page);

    // The navigation stays in reach under the site header, far down the page.
    await nav.getByRole('link', { name: 'Pickup' }).click();
    await page.waitForFunction(() => window.location.hash === '#pickup');
    const navBox = await nav.boundingBox();
    expect(navBox?.y ?? -1).toBeGreaterThanOrEqual(0);
    expect(navBox?.y ?? 999).toBeLessThan(100);
    const pickupHeading = await page.getByRole('heading', { name: 'Pickup Address' }).boundingBox();
    expect(pickupHeading?.y ?? 0, 'the section starts below the navigation').toBeGreaterThan(
      (navBox?.y ?? 0) + (navBox?.height ?? 0),
    );

    await page.getByRole('button', { name: 'Add pickup address' }).click();
    await page.getByRole('textbox', { name: /^Address/ }).fill('4 Oak Road, Moseley');
    await page.getByRole('textbox', { name: /^Postcode/ }).fill('B13 9C');
    await page.getByRole('button', { name: 'Save Pickup Address' }).click();
    await page.getByText(POSTCODE_MESSAGE).waitFor();
    await expectNoAxeViolations(page);
    await page.getByRole('textbox', { name: /^Postcode/ }).fill('b139ab');
    await page.getByRole('button', { name: 'Save Pickup Address' }).click();
    await page.getByText('4 Oak Road, Moseley, B13 9AB').waitFor();
    await page.getByText('Saved: your instructor sees it beside your lessons.').waitFor();

    const html = await page.content();
    for (const secret of ['2008-03-14', 'PRIYA003148P99AB', 'Date of birth', 'licence number'])
      expect(html).not.toContain(secret);
    await expectNoAxeViolations(page);
    await page.evaluate(() => window.scrollTo(0, 0));
    await takeScreenshots(page, 'learner-page');
  });
});

describe('the pupil record', () => {
  it('is kept by the instructor with UK formats checked, and shows the pickup on Today with a Map button', async () => {
    // Today 08:00-09:00: after lesson-changes.spec's quiet hours (a whole hour starting 21:00 to
    // 07:00, any of them today on a night run) and before the demo diary (from 09:00).
    const { learner, instructor, student } = await learnerWithLesson('Rashid', londonToday(), '08:00');
    await api(
      'PUT',
      `/api/progress/${(await generateProgressLink(instructor, student.id)).token}/pickup`,
      instructor,
      {
        pickupAddress: '12 High Street, Kings Heath',
        pickupPostcode: 'B14 7AA',
      },
    );

    for (const width of [MOBILE_WIDTH, DESKTOP_WIDTH]) {
      const page = await browser.newPage(width);
      await openDashboardAsDemoInstructor(page);
      // Today: the lesson card has the pickup address and a Map search for it, in a new tab.
      const lessonCard = page.getByRole('article', { name: learner.fullName });
      await lessonCard.waitFor();
      await lessonCard.getByText('12 High Street, Kings Heath, B14 7AA').waitFor();
      const map = lessonCard.getByRole('link', { name: /^Map of the pickup address/ });
      expect(await map.getAttribute('href')).toBe(
        'https://www.google.com/maps/search/?api=1&query=12%20High%20Street%2C%20Kings%20Heath%2C%20B14%207AA',
      );
      expect(await map.getAttribute('target')).toBe('_blank');
      if (width === MOBILE_WIDTH) await screenshotElement(page, lessonCard, 'today-pickup-card');

      await page.goto('/instructor-dashboard?tab=students');
      await page.getByLabel('Search students').fill(learner.fullName);
      const card = page.getByRole('article', { name: learner.fullName, exact: true });
      await card.waitFor();
      // On a phone the card folds its actions behind 'Show details'.
      if (width === MOBILE_WIDTH) await card.getByRole('button', { name: /Show details/ }).click();
      await card.getByRole('button', { name: `Pupil record of ${learner.fullName}` }).click();
      const dialog = page.getByRole('dialog', { name: 'Pupil record' });
      await dialog.getByLabel('Provisional licence number').waitFor();
      expect(await dialog.getByLabel('Pickup address').inputValue()).toBe('12 High Street, Kings Heath');
      await dialog.getByLabel('Date of birth').fill('2008-03-14');
      await dialog.getByLabel('Provisional licence number').fill('RASHI00314');
      await dialog.getByRole('button', { name: 'Save Record' }).click();
      await dialog.getByText(LICENCE_NUMBER_MESSAGE).waitFor();
      await expectNoAxeViolations(page);
      await takeScreenshots(page, `pupil-record-form-${width}`, [width]);
      await dialog.getByLabel('Provisional licence number').fill('rashi 003148 r99ab');
      await dialog.getByRole('button', { name: 'Save Record' }).click();
      await expectToast(page, 'Pupil Record Saved');
      await page.close();
    }
    const record = pupilRecordSchema.parse(
      await api('GET', `/api/students/${student.id}/record`, instructor),
    );
    expect(record).toMatchObject({ dateOfBirth: '2008-03-14', provisionalLicenceNumber: 'RASHI003148R99AB' });
  });
});
