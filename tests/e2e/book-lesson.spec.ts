import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { createdBookingSchema } from '../../src/core/bookings/booking/booking-schemas';
import {
  PENDING_BOOKING_STORAGE_KEY,
  pendingBookingSchema,
} from '../../src/core/bookings/booking/pending-booking-schemas';
import { formatLongDate, formatTime12h } from '../../src/core/format/display-format';
import { BOOKING_CREATED_TOAST } from '../../src/web/features/money/payments/payment-messages';
import { expectNoAxeViolations } from './support/accessibility';
import {
  chooseDate,
  chooseTime,
  fetchFreeSlots,
  fillDetails,
  findTwoFreeHours,
  packageCard,
} from './support/booking-page';
import {
  currentPath,
  MOBILE_WIDTH,
  setUpBrowser,
  VIEWPORT_WIDTHS,
  waitForPageReady,
  waitForPath,
} from './support/browser';
import { urlFor } from './support/e2e-context';
import {
  bookAsLearner,
  generateProgressLink,
  signInAsDemoInstructor,
  uniqueLearner,
} from './support/instructor-api';
import { takeScreenshots } from './support/screenshots';
import { dismissToasts, expectToast } from './support/toasts';

/*
 * The booking page (spec learner side, section 2; issue 3). The server is shared by every spec file
 * and holds seeded demo availability, so each test asks the API for times that are still free and
 * never assumes exact counts.
 */

const browser = setUpBrowser();

const TWO_HOUR_LESSON = '2 Hour Lesson';
const SUBMIT_BUTTON = 'Book and Continue to Payment';

let learnerCounter = 0;
function uniqueEmail(label: string): string {
  learnerCounter += 1;
  return `${label}-${Date.now()}-${learnerCounter}@example.com`;
}

async function openBookingPage(width: number): Promise<Page> {
  const page = await browser.newPage(width);
  await page.goto('/book-lesson');
  await waitForPageReady(page);
  await page.getByRole('grid').waitFor({ state: 'visible', timeout: 15_000 });
  return page;
}

async function readPendingBooking(page: Page): Promise<unknown> {
  const stored = await page.evaluate((key) => localStorage.getItem(key), PENDING_BOOKING_STORAGE_KEY);
  expect(
    stored,
    `localStorage['${PENDING_BOOKING_STORAGE_KEY}'] should hold the pending booking`,
  ).not.toBeNull();
  return JSON.parse(stored ?? 'null');
}

async function postBooking(body: Record<string, unknown>): Promise<Response> {
  return fetch(urlFor('/api/bookings'), {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      fullName: 'Sam Patel',
      phone: '07700 900456',
      drivingExperience: 'some_experience',
      packageType: 'single_2hour',
      acceptTerms: true,
      instructorPreference: 'no_preference',
      paymentMethod: 'bank_transfer',
      timeSlotIds: [],
      ...body,
    }),
  });
}

describe('booking a lesson on a phone', () => {
  it('books a 2 hour lesson as two adjacent 1-hour times and lands on the bank transfer page with the booking stored', async () => {
    const { date, slots } = await findTwoFreeHours();
    const page = await openBookingPage(MOBILE_WIDTH);

    expect(
      await packageCard(page, TWO_HOUR_LESSON).getByRole('button', { name: 'Selected' }).isVisible(),
      'the 2 Hour Lesson should be chosen by default (spec: default package single_2hour)',
    ).toBe(true);
    expect(await page.getByText('Select 2 hours total (0 h selected, 2 h remaining)').isVisible()).toBe(true);

    await chooseDate(page, date);
    await chooseTime(page, slots[0]);
    await chooseTime(page, slots[1]);
    expect(await page.getByText('Select 2 hours total (2 h selected, 0 h remaining)').isVisible()).toBe(true);
    const summary = page.getByRole('button', {
      name: `Remove ${formatLongDate(date)} at ${formatTime12h(slots[0].time)} (1hr)`,
    });
    expect(
      await summary.isVisible(),
      'the chosen-times summary should list the first time with a remove button',
    ).toBe(true);

    const learner = { fullName: 'Amira Khan', email: uniqueEmail('amira'), phone: '07700 900123' };
    await fillDetails(page, learner);
    await page.getByRole('button', { name: SUBMIT_BUTTON }).click();

    await waitForPath(page, { pathname: '/bank-transfer-checkout' }, 15_000);
    // The checkout opens as a new page (the booking page runs without the router) and still says
    // the booking was just made; a reload does not say it again.
    const created = page.getByRole('status').filter({ hasText: BOOKING_CREATED_TOAST.title });
    await created.waitFor({ timeout: 15_000 });
    const pending = pendingBookingSchema.parse(await readPendingBooking(page));
    expect(pending).toMatchObject({
      packageType: 'single_2hour',
      packageName: TWO_HOUR_LESSON,
      studentName: learner.fullName,
      studentEmail: learner.email,
      studentPhone: learner.phone,
      drivingExperience: 'beginner',
      totalAmount: 7200,
      paymentMethod: 'bank_transfer',
    });
    expect([...pending.timeSlotIds].sort((a, b) => a - b)).toEqual(
      slots.map((slot) => slot.id).sort((a, b) => a - b),
    );
    expect(pending.timeSlots.map((slot) => `${slot.date} ${slot.time}`).sort()).toEqual(
      slots.map((slot) => `${slot.date} ${slot.time}`).sort(),
    );

    const stillOffered = (await fetchFreeSlots()).filter((slot) => pending.timeSlotIds.includes(slot.id));
    expect(stillOffered, 'the booked times should no longer be offered').toEqual([]);

    await page.reload({ waitUntil: 'networkidle' });
    await page.getByText(pending.packageName).first().waitFor();
    expect(await created.count(), 'a reload of the checkout is not "just made" again').toBe(0);
  });

  it('refuses one 1-hour time for the 2 Hour Lesson with the Payment Mismatch message', async () => {
    const { date, slots } = await findTwoFreeHours();
    const page = await openBookingPage(MOBILE_WIDTH);
    await chooseDate(page, date);
    await chooseTime(page, slots[0]);
    await fillDetails(page, { fullName: 'Jo Bloggs', email: uniqueEmail('jo'), phone: '07700 900789' });
    await page.getByRole('button', { name: SUBMIT_BUTTON }).click();

    await expectToast(
      page,
      'Payment Mismatch',
      'You selected 1h of lessons but are paying for a 2h package. Please adjust your selection.',
    );
    expect(currentPath(page), 'a refused booking stays on the booking page').toBe('/book-lesson');
  });

  it('keeps the chosen package and times when the learner taps Selected again: choosing is not a toggle', async () => {
    const { date, slots } = await findTwoFreeHours();
    const page = await openBookingPage(MOBILE_WIDTH);
    await chooseDate(page, date);
    await chooseTime(page, slots[0]);
    await packageCard(page, TWO_HOUR_LESSON).getByRole('button', { name: 'Selected' }).click();
    expect(
      await packageCard(page, TWO_HOUR_LESSON).getByRole('button', { name: 'Selected' }).isVisible(),
      'tapping the chosen package again keeps it chosen',
    ).toBe(true);
    expect(await page.getByText('Select 2 hours total (1 h selected, 1 h remaining)').isVisible()).toBe(true);
    expect(await page.getByText('No Package Selected').count()).toBe(0);
  });

  it('starts with the package named in ?package=, and the 2 Hour Lesson for an unknown one', async () => {
    const page = await browser.newPage(MOBILE_WIDTH);
    await page.goto('/book-lesson?package=starter');
    await waitForPageReady(page);
    const starter = packageCard(page, 'Starter Package (5 Hours)').getByRole('button', { name: 'Selected' });
    expect(await starter.isVisible(), '?package=starter should choose the Starter Package').toBe(true);
    // The slot list renders after the page's data arrives: wait for it rather than look once.
    await page.getByText('Select 5 hours total (0 h selected, 5 h remaining)').waitFor({ timeout: 10_000 });

    await page.goto('/book-lesson?package=no_such_package');
    await waitForPageReady(page);
    const twoHour = packageCard(page, TWO_HOUR_LESSON).getByRole('button', { name: 'Selected' });
    expect(await twoHour.isVisible(), 'an unknown ?package= falls back to the default').toBe(true);
  });

  it('keeps the submit button disabled until the terms are ticked', async () => {
    const page = await openBookingPage(MOBILE_WIDTH);
    const submit = page.getByRole('button', { name: SUBMIT_BUTTON });
    expect(await submit.isDisabled(), 'submit should be disabled while the terms are not accepted').toBe(
      true,
    );
    await page.getByRole('checkbox', { name: /terms and conditions/ }).check();
    expect(await submit.isEnabled(), 'submit should be enabled once the terms are accepted').toBe(true);
  });

  it('after losing a race for its times, makes no booking until the learner picks again or chooses later', async () => {
    const { date, slots } = await findTwoFreeHours();
    const page = await openBookingPage(MOBILE_WIDTH);
    await chooseDate(page, date);
    await chooseTime(page, slots[0]);
    await chooseTime(page, slots[1]);
    await fillDetails(page, { fullName: 'Jo Bloggs', email: uniqueEmail('jo'), phone: '07700 900789' });

    // Someone else books the same two times just before this learner sends the form.
    const rival = await postBooking({
      email: uniqueEmail('rival'),
      timeSlotIds: slots.map((slot) => slot.id),
    });
    expect(rival.status, 'the rival booking should succeed').toBe(201);
    createdBookingSchema.parse(await rival.json());
    const late = await postBooking({ email: uniqueEmail('late'), timeSlotIds: slots.map((slot) => slot.id) });
    expect(late.status, 'a second booking of the same times should answer 409').toBe(409);
    const { message } = parseConflictBody(await late.json());
    const learnerEmail = await page.getByLabel('E-mail', { exact: true }).inputValue();
    await page.getByRole('button', { name: SUBMIT_BUTTON }).click();
    await expectToast(page, 'Booking Failed', message);
    expect(currentPath(page)).toBe('/book-lesson');
    await page.getByText('Select 2 hours total (0 h selected, 2 h remaining)').waitFor({ timeout: 10_000 });
    expect(
      await page.getByRole('button', { name: /^Remove / }).count(),
      'the taken times should be removed from the selection',
    ).toBe(0);

    // The form did not quietly become a booking without times: the learner is told to pick again.
    const submit = page.getByRole('button', { name: SUBMIT_BUTTON });
    expect(await submit.isDisabled(), 'submit stays disabled until times are chosen again').toBe(true);
    await dismissToasts(page);
    await expectNoAxeViolations(page);
    await takeScreenshots(page, 'booking-times-lost');
    expect(
      await page.getByText('Pick your times again, or choose to arrange them later.').first().isVisible(),
    ).toBe(true);
    await submit.click({ force: true });
    const instructorToken = await signInAsDemoInstructor();
    const pending = await fetch(urlFor('/api/bookings/pending'), {
      headers: { authorization: `Bearer ${instructorToken}` },
    });
    expect(pending.status).toBe(200);
    expect(await pending.text(), 'the lost race left no booking for this learner').not.toContain(
      learnerEmail,
    );

    // Booking for later is the learner's explicit choice.
    await page.getByRole('button', { name: 'Arrange times later instead' }).first().click();
    expect(await submit.isEnabled(), 'having chosen to arrange times later, the learner may send it').toBe(
      true,
    );
  });
});

function parseConflictBody(body: unknown): { message: string } {
  if (typeof body === 'object' && body !== null && 'message' in body && typeof body.message === 'string') {
    return { message: body.message };
  }
  throw new Error(`Expected a 409 body with a message, got ${JSON.stringify(body)}`);
}

describe('a returning learner', () => {
  it('books again from their own progress link with their details filled in; the booking page never looks an e-mail up', async () => {
    const instructorToken = await signInAsDemoInstructor();
    const learner = uniqueLearner('Priya');
    const first = await bookAsLearner(learner, 'single_2hour', []);
    const link = await generateProgressLink(instructorToken, first.studentId);

    const page = await browser.newPage(MOBILE_WIDTH);
    const linkUrl = new URL(link.url);
    await page.goto(`${linkUrl.pathname}${linkUrl.search}`);
    await waitForPageReady(page);
    await page.getByRole('link', { name: 'Book again' }).click();
    await waitForPath(page, { pathname: '/book-lesson' });
    await page.getByRole('status').filter({ hasText: 'Student Found!' }).waitFor({ timeout: 15_000 });
    expect(await page.getByRole('status').filter({ hasText: 'Student Found!' }).textContent()).toContain(
      "Welcome back, Priya! We've filled in your details.",
    );
    expect(await page.getByLabel('Full name', { exact: true }).inputValue()).toBe(learner.fullName);
    expect(await page.getByLabel('E-mail', { exact: true }).inputValue()).toBe(learner.email);
    expect(await page.getByLabel('Phone number', { exact: true }).inputValue()).toBe(learner.phone);
    expect(await page.getByLabel('Driving experience', { exact: true }).inputValue()).toBe('beginner');
    await expectNoAxeViolations(page);
    await takeScreenshots(page, 'book-again');

    // A stranger on the booking page is pointed to their own link, with no e-mail box to probe.
    const stranger = await openBookingPage(MOBILE_WIDTH);
    expect(await stranger.getByRole('form', { name: 'Booked with us before?' }).count()).toBe(0);
    await stranger.getByRole('link', { name: "Lost your link? We'll e-mail it to you" }).waitFor();
    expect((await fetch(urlFor(`/api/students/lookup/${encodeURIComponent(learner.email)}`))).status).toBe(
      404,
    );
  });
});

describe('the date grid from the keyboard', () => {
  it('moves between dates with the arrow keys and turns the page with PageDown', async () => {
    const page = await openBookingPage(MOBILE_WIDTH);
    const grid = page.getByRole('grid');
    const label = await grid.getAttribute('aria-label');
    expect(label, 'the grid should be labelled with its page').toMatch(/^Available dates, page 1 of \d+$/);

    const tabbable = grid.locator('button[tabindex="0"]');
    expect(await tabbable.count(), 'the grid should have exactly one tab stop').toBe(1);
    await tabbable.focus();
    const before = await page.evaluate(() => document.activeElement?.getAttribute('aria-label') ?? '');
    // Focus moves after React commits the key's update: poll rather than read once (a loaded
    // machine commits later than the next line runs).
    const focusedLabel = () => page.evaluate(() => document.activeElement?.getAttribute('aria-label') ?? '');
    await page.keyboard.press('ArrowRight');
    await expect
      .poll(focusedLabel, { message: 'ArrowRight should move focus to another date' })
      .not.toBe(before);
    expect(await focusedLabel()).toMatch(/^\w+day \d{1,2} \w+ \d{4}, (no times|\d+ times?) available$/);

    await page.keyboard.press('PageDown');
    await expect.poll(() => grid.getAttribute('aria-label')).toMatch(/^Available dates, page 2 of \d+$/);
    await expect
      .poll(() => page.evaluate(() => document.activeElement?.closest('[role="grid"]') !== null), {
        message: 'focus should stay in the grid on the new page',
      })
      .toBe(true);
  });
});

describe('accessibility and screenshots', () => {
  it.each(VIEWPORT_WIDTHS)(
    'has no axe violations at %i px, before and after choosing a date and a time',
    async (width) => {
      const page = await openBookingPage(width);
      await takeScreenshots(page, 'book-lesson-loaded', [width]);
      await expectNoAxeViolations(page);

      const { date, slots } = await findTwoFreeHours();
      await chooseDate(page, date);
      await chooseTime(page, slots[0]);
      await takeScreenshots(page, 'book-lesson-time-chosen', [width]);
      await expectNoAxeViolations(page);

      // The form's own errors, shown under each field.
      await page.getByRole('checkbox', { name: /terms and conditions/ }).check();
      await page.getByRole('button', { name: SUBMIT_BUTTON }).click();
      await page.getByText('Full name is required').waitFor({ timeout: 10_000 });
      await takeScreenshots(page, 'book-lesson-form-errors', [width]);
      await expectNoAxeViolations(page);
    },
  );
});
