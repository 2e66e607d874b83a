import { describe, expect, it } from 'vitest';
import {
  instructorWaitingListResponseSchema,
  learnerWaitingListResponseSchema,
} from '../../src/core/bookings/waiting-list/waiting-list-schemas';
import { addDaysToIsoDate } from '../../src/core/time/london-time';
import { expectNoAxeViolations } from './support/accessibility';
import { expectNoSidewaysScroll, MOBILE_WIDTH, setUpBrowser, waitForPageReady } from './support/browser';
import { londonToday, urlFor } from './support/e2e-context';
import {
  addStudent,
  generateProgressLink,
  signInAsDemoInstructor,
  signInPageAsDemoInstructor,
  uniqueLearner,
} from './support/instructor-api';
import { screenshotElement, takeScreenshots } from './support/screenshots';
import { dismissToasts, expectToast } from './support/toasts';

/*
 * The waiting list's first slice (issue 21, "Joining") on a phone: a newcomer joins from the
 * booking page, a learner with a link joins from their home and leaves, and the instructor sees
 * the list in order and moves someone. Only this spec writes waiting-list entries, and it only
 * reads its own learners' places (relative order), never totals.
 */

const browser = setUpBrowser();

async function learnerWithLink(firstName: string) {
  const token = await signInAsDemoInstructor();
  const learner = uniqueLearner(firstName);
  const student = await addStudent(token, learner);
  const link = await generateProgressLink(token, student.id);
  return { learner, token: link.token };
}

async function joinByApi(token: string, wishes: object): Promise<void> {
  const response = await fetch(urlFor(`/api/progress/${token}/waiting-list`), {
    method: 'PUT',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(wishes),
  });
  expect(response.status, await response.clone().text()).toBe(200);
}

async function instructorListNames(sessionToken: string): Promise<string[]> {
  const response = await fetch(urlFor('/api/waiting-list'), {
    headers: { authorization: `Bearer ${sessionToken}` },
  });
  return instructorWaitingListResponseSchema
    .parse(await response.json())
    .entries.map((entry) => entry.fullName);
}

describe('the waiting list on a phone', () => {
  it('a newcomer joins from the booking page', async () => {
    const newcomer = uniqueLearner('Nadia');
    const page = await browser.newPage(MOBILE_WIDTH);
    await page.goto('/book-lesson');
    await waitForPageReady(page);
    const entryPoint = page.getByRole('button', { name: 'Tell me when an earlier time frees up' });
    await screenshotElement(
      page,
      page.locator('div', { has: entryPoint }).last(),
      'waiting-list-booking-entry',
    );
    await entryPoint.click();
    const dialog = page.getByRole('dialog', { name: 'Tell me when an earlier time frees up' });
    await dialog.getByRole('group', { name: 'Which days and times suit you?' }).waitFor({ timeout: 10_000 });

    // Sending with nothing filled in names what is missing; nothing is stored.
    await dialog.getByRole('button', { name: 'Tell me when a time frees up' }).click();
    await dialog.getByText('Please tick at least one day and time that suits you').waitFor();
    await dialog.getByText('You must accept the terms and conditions to proceed').waitFor();

    await dialog.getByLabel('Saturday morning').check();
    await expect
      .poll(() => dialog.getByText('Please tick at least one day and time that suits you').count())
      .toBe(0);
    await dialog.getByLabel('Wednesday evening').check();
    await dialog.getByLabel('Lesson length').selectOption('90');
    await dialog.getByLabel('Full name').fill(newcomer.fullName);
    await dialog.getByLabel('E-mail').fill(newcomer.email);
    await dialog.getByLabel('Phone number').fill(newcomer.phone);
    await dialog.getByLabel('Driving experience').selectOption('beginner');
    await dialog.getByLabel(/I have read and accept/).check();
    await expectNoAxeViolations(page);
    await expectNoSidewaysScroll(page);
    await screenshotElement(page, dialog, 'waiting-list-booking-form');
    // One instructor on this server's public list (the demo's Nadia; the owner has no name):
    // nothing to choose, so the form does not ask whose times (school-of-two.spec.ts: it does).
    await waitForPageReady(page);
    expect(await dialog.getByRole('group', { name: "Which instructor's times?" }).count()).toBe(0);

    await dialog.getByRole('button', { name: 'Tell me when a time frees up' }).click();
    await dialog.getByText(/please check your e-mail/).waitFor({ timeout: 10_000 });
    await expectNoAxeViolations(page);
    await screenshotElement(page, dialog, 'waiting-list-booking-done');

    const names = await instructorListNames(await signInAsDemoInstructor());
    expect(names).toContain(newcomer.fullName);
  });

  it('a learner joins from their home, sees what they asked for, and leaves', async () => {
    const { learner, token } = await learnerWithLink('Priya');
    const page = await browser.newPage(MOBILE_WIDTH);
    await page.goto(`/secure-progress?token=${token}`);
    await waitForPageReady(page);
    const card = page.getByRole('region', { name: 'Waiting List' });
    await card.getByRole('button', { name: 'Join the waiting list' }).click();
    await screenshotElement(page, card, 'waiting-list-learner-form');
    await card.getByLabel('Monday evening').check();
    await card.getByLabel('Tuesday evening').check();
    await card.getByLabel('Before my test on').fill(addDaysToIsoDate(londonToday(), 20));
    await expectNoAxeViolations(page);
    await expectNoSidewaysScroll(page);
    await card.getByRole('button', { name: 'Join the waiting list' }).click();
    await card.getByText('Thank you, you have joined the waiting list.').waitFor({ timeout: 10_000 });
    await card.getByText('Mon, Tue evenings').waitFor();
    await expectNoAxeViolations(page);
    await screenshotElement(page, card, 'waiting-list-learner-card');

    const stored = await fetch(urlFor(`/api/progress/${token}/waiting-list`));
    expect(learnerWaitingListResponseSchema.parse(await stored.json()).entry?.wishes.windows).toEqual([
      { weekday: 1, period: 'evening' },
      { weekday: 2, period: 'evening' },
    ]);

    await card.getByRole('button', { name: 'Leave the waiting list' }).click();
    const confirm = page.getByRole('dialog', { name: 'Leave the waiting list?' });
    await confirm.getByRole('button', { name: 'Leave', exact: true }).click();
    await card.getByText('You have left the waiting list.').waitFor({ timeout: 10_000 });
    await card.getByRole('button', { name: 'Join the waiting list' }).waitFor();
    const names = await instructorListNames(await signInAsDemoInstructor());
    expect(names).not.toContain(learner.fullName);
  });

  it('the instructor sees the list in order, with the reasons, and moves someone up', async () => {
    const soon = await learnerWithLink('Tariq');
    const later = await learnerWithLink('Lucy');
    const today = londonToday();
    const wishes = { windows: [{ weekday: 6, period: 'morning' }], fromDate: today, lessonMinutes: 60 };
    await joinByApi(soon.token, { ...wishes, testDate: addDaysToIsoDate(today, 14) });
    await joinByApi(later.token, { ...wishes, testDate: null });

    const page = await browser.newPage(MOBILE_WIDTH);
    await signInPageAsDemoInstructor(page);
    await page.goto('/instructor-dashboard?tab=waiting-list');
    await page.getByRole('heading', { level: 2, name: 'Waiting List' }).waitFor({ timeout: 15_000 });
    const list = page.getByRole('list', { name: 'Waiting list, in order' });
    await list.getByText(later.learner.fullName).waitFor({ timeout: 10_000 });

    async function shownOrder(): Promise<string[]> {
      return list.getByRole('heading', { level: 3 }).allInnerTexts();
    }
    function place(order: string[], name: string): number {
      return order.findIndex((text) => text.includes(name));
    }
    const before = await shownOrder();
    expect(place(before, soon.learner.fullName)).toBeLessThan(place(before, later.learner.fullName));
    const soonCard = page.getByRole('article', { name: new RegExp(soon.learner.fullName) });
    await soonCard.getByText(/^Test on .*, within 4 weeks/).waitFor();
    await expectNoAxeViolations(page);
    await expectNoSidewaysScroll(page);
    await takeScreenshots(page, 'waiting-list-dashboard');

    // Move Lucy up until she is above Tariq; the page and the server agree.
    const steps = place(before, later.learner.fullName) - place(before, soon.learner.fullName);
    for (let step = 0; step < steps; step += 1) {
      await page.getByRole('button', { name: `Move ${later.learner.fullName} up` }).click();
      await expectToast(page, 'Moved up', later.learner.fullName);
      await dismissToasts(page);
    }
    await expect
      .poll(async () => {
        const order = await shownOrder();
        return place(order, later.learner.fullName) < place(order, soon.learner.fullName);
      })
      .toBe(true);
    const serverOrder = await instructorListNames(await signInAsDemoInstructor());
    expect(serverOrder.indexOf(later.learner.fullName)).toBeLessThan(
      serverOrder.indexOf(soon.learner.fullName),
    );
    await page
      .getByRole('article', { name: new RegExp(later.learner.fullName) })
      .getByText(/^Placed here by you\./)
      .waitFor();

    // Remove, after confirming.
    await page
      .getByRole('listitem')
      .filter({ has: page.getByRole('heading', { name: new RegExp(later.learner.fullName) }) })
      .getByRole('button', { name: 'Remove' })
      .click();
    const confirm = page.getByRole('dialog', { name: 'Remove from the waiting list?' });
    await expectNoAxeViolations(page);
    await confirm.getByRole('button', { name: 'Remove' }).click();
    await expectToast(page, 'Removed from the waiting list', later.learner.fullName);
    await expect.poll(async () => place(await shownOrder(), later.learner.fullName)).toBe(-1);
  });
});
