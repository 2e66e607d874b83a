import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { studentBalanceSchema } from '../../src/core/money/ledger/ledger-schemas';
import { addDaysToIsoDate, SCHOOL_TIME_ZONE, toZonedParts } from '../../src/core/time/london-time';
import { expectNoAxeViolations } from './support/accessibility';
import { MOBILE_WIDTH, setUpBrowser, waitForPageReady } from './support/browser';
import { urlFor } from './support/e2e-context';
import {
  addStudent,
  generateProgressLink,
  signInAsDemoInstructor,
  signInPageAsDemoInstructor,
  uniqueLearner,
} from './support/instructor-api';
import { takeScreenshots } from './support/screenshots';
import { openStudentCard, readFacts } from './support/student-card';
import { dismissToasts, expectToast } from './support/toasts';

/*
 * Issue 18 on a phone (390 px): the instructor sells a learner a package, books two lessons that
 * draw from it, records one as done with 90 minutes, takes a cash part payment, and the learner's
 * own page shows the same balance as the card and the API (the ledger).
 */

const browser = setUpBrowser();

function schoolToday(): string {
  return toZonedParts(new Date(), SCHOOL_TIME_ZONE).date;
}

async function bookManualLesson(
  page: Page,
  learner: { fullName: string; email: string },
  date: string,
  time: string,
) {
  await page.goto('/instructor-dashboard?tab=manual-booking');
  await waitForPageReady(page);
  const form = page.getByRole('region', { name: 'Book a lesson manually' });
  await form
    .getByLabel('Student', { exact: true })
    .selectOption({ label: `${learner.fullName} (${learner.email})` });
  await form.getByLabel('Date').fill(date);
  await form.getByLabel('Start time').fill(time);
  await form.getByRole('button', { name: 'Book Lesson' }).click();
  await expectToast(page, 'Lesson Booked', 'Draws from Starter Package (5 Hours)');
  await dismissToasts(page);
}

describe("a learner's hours and money, on a phone", () => {
  it('sells a package, books two lessons from it, records one done and a cash part payment; the learner sees the same balance', async () => {
    const token = await signInAsDemoInstructor();
    const learner = uniqueLearner('Leila');
    const student = await addStudent(token, learner);
    const link = await generateProgressLink(token, student.id);

    const page = await browser.newPage(MOBILE_WIDTH);
    await signInPageAsDemoInstructor(page);
    await page.goto('/instructor-dashboard');
    await page.getByRole('heading', { level: 1, name: 'Instructor Dashboard' }).waitFor({ timeout: 15_000 });

    // Sell hours: the Starter Package at its price.
    let card = await openStudentCard(page, learner.fullName);
    await card.getByRole('button', { name: /^Sell Hours/ }).click();
    const sell = page.getByRole('dialog', { name: 'Sell hours' });
    await sell.getByLabel('Package').selectOption('starter');
    await expectNoAxeViolations(page);
    await sell.getByRole('button', { name: /^Sell/ }).click();
    await sell.waitFor({ state: 'detached' });
    const money = card.getByRole('region', { name: 'Hours and money' });
    await expect.poll(async () => (await readFacts(money)).Bought).toBe('5 hours');

    // Two lessons drawn from it: yesterday evening and next month.
    await bookManualLesson(page, learner, addDaysToIsoDate(schoolToday(), -1), '21:00');
    await bookManualLesson(page, learner, addDaysToIsoDate(schoolToday(), 33), '05:00');

    // Yesterday's lesson done, with 90 minutes driven.
    card = await openStudentCard(page, learner.fullName);
    const lessons = card.getByRole('region', { name: 'Lessons' });
    await lessons.getByRole('button', { name: /^Done/ }).first().click();
    const done = page.getByRole('dialog', { name: 'Lesson done' });
    await done.getByLabel('Minutes driven').fill('90');
    await expectNoAxeViolations(page);
    await done.getByRole('button', { name: 'Mark Done' }).click();
    await done.waitFor({ state: 'detached' });
    // The toast offers the lesson's progress note: the notes tab opens with the learner and lesson chosen.
    await expectToast(page, 'Lesson Done', 'Write the progress note while it is fresh?');
    await page.getByRole('button', { name: 'Write the Note' }).click();
    const noteForm = page.getByRole('region', { name: 'Write a progress note' });
    await noteForm.waitFor();
    expect(new URL(page.url()).searchParams.get('tab')).toBe('notes');
    await expect
      .poll(() => noteForm.getByLabel('Student', { exact: true }).inputValue())
      .toBe(String(student.id));
    await expect.poll(() => noteForm.getByLabel(/^Lesson/).inputValue()).not.toBe('');
    card = await openStudentCard(page, learner.fullName);

    // A cash part payment of £100.
    await card.getByRole('button', { name: /^Record Payment/ }).click();
    const pay = page.getByRole('dialog', { name: 'Record a payment' });
    await pay.getByLabel('Amount (£)').fill('100');
    await pay.getByLabel('Paid by').selectOption('cash');
    await pay.getByRole('button', { name: /^Record/ }).click();
    await pay.waitFor({ state: 'detached' });

    const expected = {
      Left: '2.5 hours',
      Booked: '1 hour',
      Used: '1.5 hours',
      Bought: '5 hours',
      Owed: '£80.00',
      'Paid so far': '£100.00',
    };
    await expect.poll(async () => readFacts(money), { timeout: 10_000 }).toEqual(expected);
    const api = await fetch(urlFor(`/api/students/${student.id}/balance`), {
      headers: { authorization: `Bearer ${token}` },
    });
    expect(studentBalanceSchema.parse(await api.json())).toEqual({
      boughtMinutes: 300,
      bookedMinutes: 60,
      usedMinutes: 90,
      leftMinutes: 150,
      owedPence: 8000,
      paidPence: 10000,
    });
    await expectNoAxeViolations(page);
    await takeScreenshots(page, 'ledger-student-card');

    // The payment reminder says what is owed, from the same ledger.
    await dismissToasts(page);
    await card.getByRole('button', { name: /^Send Payment Reminder/ }).click();
    await expectToast(page, 'Reminder not sent', /£80\.00 owed/);

    // The learner's own page, through their link: the same figures.
    const learnerPage = await browser.newPage(MOBILE_WIDTH);
    await learnerPage.goto(new URL(link.url).pathname + new URL(link.url).search);
    await waitForPageReady(learnerPage);
    const hours = learnerPage.getByRole('region', { name: 'Your Hours and Payments' });
    await hours.waitFor();
    const text = await hours.innerText();
    for (const figure of ['2.5 hours', '1 hour', '1.5 hours', '5 hours', '£80.00', '£100.00']) {
      expect(text, `the learner's page shows ${figure}`).toContain(figure);
    }
    await expectNoAxeViolations(learnerPage);
    await takeScreenshots(learnerPage, 'ledger-learner-page');
  }, 120_000);
});
