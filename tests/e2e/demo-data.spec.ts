import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { timeSlotsResponseSchema } from '../../src/core/bookings/booking/time-slot-schemas';
import { studentsListResponseSchema } from '../../src/core/learners/students-schemas';
import { buildLearnerHomePath } from '../../src/core/progress/learner-page-data-schemas';
import { expectNoAxeViolations } from './support/accessibility';
import { chooseDate, chooseTime } from './support/booking-page';
import { DESKTOP_WIDTH, MOBILE_WIDTH, setUpBrowser, waitForPageReady } from './support/browser';
import { serverDataTemplate } from './support/e2e-context';
import { openDashboardAsDemoInstructor, signInAsDemoInstructor } from './support/instructor-api';
import { takeScreenshots } from './support/screenshots';
import { type RunningTestServer, startTestServer } from './support/test-server';
import { expectToast } from './support/toasts';

/*
 * The demo (issue 34, docs/decisions/0033): labelled as demo on the dashboard and on the demo
 * learner's own page, removed for good in one action from Settings; a single lesson's times must
 * be back to back; the 404 page shows the ways on. This file has its own server: removing the
 * demo would take the demo learners from every other spec.
 */

let server: RunningTestServer;

beforeAll(async () => {
  server = await startTestServer({ dataTemplate: serverDataTemplate() });
});

afterAll(async () => {
  await server?.stop();
});

const browser = setUpBrowser({ baseUrl: () => server.baseUrl });

async function api(path: string, init: RequestInit = {}): Promise<unknown> {
  const response = await fetch(new URL(path, server.baseUrl), init);
  expect(response.status, `${init.method ?? 'GET'} ${path}`).toBe(200);
  return response.json();
}

describe('the demo', () => {
  it('shows a single lesson that is not back to back before the form is sent', async () => {
    // Two 1-hour demo times with the 10:00 hour between them, on the latest such day (as the
    // booking tests choose theirs).
    const slots = timeSlotsResponseSchema.parse(await api('/api/time-slots')).reverse();
    const first = slots.find(
      (slot) =>
        slot.time === '09:00' &&
        slot.duration === 60 &&
        slots.some((other) => other.date === slot.date && other.time === '11:00' && other.duration === 60),
    );
    const second = slots.find((slot) => slot.date === first?.date && slot.time === '11:00');
    if (!first || !second) throw new Error('The demo has 1-hour times at 9 and 11 on one day');

    const page = await browser.newPage(MOBILE_WIDTH);
    await page.goto('/book-lesson');
    await waitForPageReady(page);
    await chooseDate(page, first.date);
    await chooseTime(page, first);
    await chooseTime(page, second);
    const warning = page.locator('p', { hasText: 'Times Not Back to Back.' });
    await warning.waitFor();
    expect(await warning.innerText()).toContain(
      'Please choose times that follow straight on from each other',
    );
    await expectNoAxeViolations(page);
    await takeScreenshots(page, 'one-piece-warning');
  });

  it("is labelled on the dashboard and the demo learner's page, and Settings removes it for good", async () => {
    const token = await signInAsDemoInstructor(server.baseUrl);
    const students = studentsListResponseSchema.parse(
      await api('/api/students', { headers: { authorization: `Bearer ${token}` } }),
    );
    const tomToken = students.find((student) => student.fullName === 'Tom Clarke')?.accessToken?.token;
    if (!tomToken) throw new Error('The demo learner Tom Clarke should have a live progress link');

    // The demo learner's own page says it is a demo.
    const learnerPage = await browser.newPage(MOBILE_WIDTH);
    await learnerPage.goto(buildLearnerHomePath(tomToken));
    await waitForPageReady(learnerPage);
    const learnerBanner = learnerPage.getByRole('complementary', { name: 'Demo learner' });
    expect(await learnerBanner.innerText()).toContain('Tom Clarke is made up');
    await expectNoAxeViolations(learnerPage);
    await takeScreenshots(learnerPage, 'demo-learner-page');

    // Every dashboard screen carries the banner; each demo learner carries the badge.
    const page = await browser.newPage(DESKTOP_WIDTH);
    await openDashboardAsDemoInstructor(page, 'students');
    const banner = page.getByRole('complementary', { name: 'Demo data' });
    expect(await banner.innerText()).toContain(
      'Aisha Khan, Tom Clarke, Priya Patel, Ben Walsh and Fatima Ali are made-up learners and Nadia Hussain a made-up instructor',
    );
    const aishaCard = page.getByRole('article', { name: 'Aisha Khan', exact: true });
    expect(await aishaCard.getByText(/^Demo/).isVisible()).toBe(true);
    await expectNoAxeViolations(page);
    await takeScreenshots(page, 'demo-students');
    // The chat's list of learners names the demo ones as such.
    await page.getByRole('tab', { name: /^Messages/ }).click();
    const chatStudents = await page.getByLabel('Student', { exact: true }).locator('option').allInnerTexts();
    expect(chatStudents.some((option) => option.startsWith('Tom Clarke (demo)'))).toBe(true);
    await page.getByRole('tab', { name: /^Students/ }).click();
    await page.goto('/instructor-dashboard?tab=bookings');
    await waitForPageReady(page);
    const aishaRequest = page.getByRole('article', { name: 'Aisha Khan', exact: true });
    // The bookings tab's list arrives after its own code: wait for the card, then read its label.
    await aishaRequest.getByText(/^Demo/).waitFor({ timeout: 15_000 });
    expect(await aishaRequest.getByText(/^Demo/).isVisible()).toBe(true);
    expect(await banner.isVisible()).toBe(true);

    // Settings: the owner removes it, after being asked.
    await banner.getByRole('link', { name: 'Remove demo data in Settings' }).click();
    await page.getByRole('heading', { level: 3, name: 'Demo data' }).waitFor();
    await page.setViewportSize({ width: MOBILE_WIDTH, height: 900 });
    const section = page.getByRole('region', { name: 'Demo data' });
    await section.getByRole('button', { name: 'Remove demo data' }).click();
    const dialog = page.getByRole('dialog', { name: 'Remove all demo data?' });
    await dialog.waitFor();
    await expectNoAxeViolations(page);
    await takeScreenshots(page, 'demo-remove-question');
    await dialog.getByRole('button', { name: 'Remove demo data' }).click();
    await expectToast(page, 'Demo data removed', /It will not come back/);
    await section.getByText(/^Demo data removed on /).waitFor();
    expect(await banner.count()).toBe(0);
    await expectNoAxeViolations(page);
    await takeScreenshots(page, 'demo-removed-settings');

    // Gone from the dashboard and from the booking page.
    await page.goto('/instructor-dashboard?tab=students');
    await waitForPageReady(page);
    // Every learner here was demo data, so the list is empty.
    await page.getByText('No students yet').waitFor();
    expect(await page.getByRole('article', { name: 'Aisha Khan', exact: true }).count()).toBe(0);
    expect(timeSlotsResponseSchema.parse(await api('/api/time-slots'))).toEqual([]);
    // Two browsers, a sign-in and a removal: slow on a busy machine.
  }, 240_000);
});

describe('the 404 page', () => {
  it('offers booking, prices and the learner page, without a developer hint', async () => {
    for (const width of [MOBILE_WIDTH, DESKTOP_WIDTH]) {
      const page = await browser.newPage(width);
      await page.goto('/no-such-page');
      await waitForPageReady(page);
      expect(await page.getByRole('heading', { level: 1 }).innerText()).toBe('404 Page Not Found');
      const waysOn = page.getByRole('navigation', { name: 'Ways on' });
      for (const [name, href] of [
        [/^Book a lesson/, '/book-lesson'],
        [/^Lesson prices/, '/#pricing'],
        [/^Your own page/, '/my-progress'],
      ] as const) {
        expect(await waysOn.getByRole('link', { name }).getAttribute('href')).toBe(href);
      }
      expect(await page.getByText(/router|decisions\.md/).count()).toBe(0);
      await expectNoAxeViolations(page);
      if (width === MOBILE_WIDTH) await takeScreenshots(page, 'not-found');
    }
  });
});
