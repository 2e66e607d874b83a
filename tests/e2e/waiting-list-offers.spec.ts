import type { Page, Route } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { createdTimeSlotSchema } from '../../src/core/bookings/availability/availability-admin-schemas';
import { createdBookingSchema } from '../../src/core/bookings/booking/booking-schemas';
import { updateBookingStatusResponseSchema } from '../../src/core/bookings/booking/bookings-admin-schemas';
import { type TimeSlot, timeSlotsResponseSchema } from '../../src/core/bookings/booking/time-slot-schemas';
import {
  freedTimesResponseSchema,
  LEFT_FROM_OFFER_MESSAGE,
  OFFER_BOOKED_MESSAGE,
  OFFER_NOT_FOUND_MESSAGE,
  OFFER_TAKEN_CODE,
  OFFER_TAKEN_MESSAGE,
  type WaitingListOfferResponse,
} from '../../src/core/bookings/waiting-list/waiting-list-offer-schemas';
import { learnerWaitingListResponseSchema } from '../../src/core/bookings/waiting-list/waiting-list-schemas';
import { formatLongDate } from '../../src/core/format/display-format';
import { accessLinkSchema, studentSchema } from '../../src/core/learners/students-schemas';
import { studentLedgerSchema } from '../../src/core/money/ledger/ledger-schemas';
import { addDaysToIsoDate } from '../../src/core/time/london-time';
import { getEmailText } from '../support/email-text';
import type { ReceivedEmail } from '../support/smtp-test-server';
import { expectNoAxeViolations } from './support/accessibility';
import {
  expectNoSidewaysScroll,
  MOBILE_WIDTH,
  setUpBrowser,
  waitForPageReady,
  waitForPath,
} from './support/browser';
import { londonToday } from './support/e2e-context';
import { signInAsDemoInstructor, signInPageAsDemoInstructor } from './support/instructor-api';
import { emailsTo, getMailServerBaseUrl } from './support/mail-catcher';
import { takeScreenshots } from './support/screenshots';
import { expectToast } from './support/toasts';

/*
 * Issue 21's proof on a phone (390 px): learner A joins the waiting list from their page; learner B
 * cancels a lesson more than 48 hours ahead, in A's wished times; the sweep offers the freed time;
 * A gets the e-mail, opens its link, books in one tap from their hours and finds the lesson on
 * their page; learner C, offered the same time, is told it has gone. Then the page's other states
 * (a refusal, leaving, booking with payment) with the offer's API answers stubbed.
 *
 * This file runs on the shared server with e-mail switched on (sending to the run's mail catcher),
 * as the learner journey does: the offer's link is only ever in the message. Its dates are its own
 * too: a weekday evening 75-81 days ahead, past every other spec's.
 */

const server = { baseUrl: getMailServerBaseUrl() };

const browser = setUpBrowser({ baseUrl: () => server.baseUrl });

const OFFER_EMAIL_DEADLINE_MS = 45_000;
const THURSDAY = 4;

/** The first London date at least `days` ahead that falls on the ISO `weekday` (1 = Monday). */
function weekdayAtLeast(days: number, weekday: number): string {
  let date = addDaysToIsoDate(londonToday(), days);
  for (let turns = 0; turns < 7; turns += 1) {
    const isoWeekday = ((new Date(`${date}T12:00:00Z`).getUTCDay() + 6) % 7) + 1;
    if (isoWeekday === weekday) return date;
    date = addDaysToIsoDate(date, 1);
  }
  throw new Error('A week always has the weekday');
}

async function call<T>(
  method: string,
  path: string,
  options: { token?: string; body?: unknown; expectStatus: number; schema: z.ZodType<T> },
): Promise<T> {
  const headers: Record<string, string> = {};
  if (options.token) headers.authorization = `Bearer ${options.token}`;
  if (options.body !== undefined) headers['content-type'] = 'application/json';
  const response = await fetch(new URL(path, server.baseUrl), {
    method,
    headers,
    body: options.body === undefined ? undefined : JSON.stringify(options.body),
  });
  const text = await response.text();
  expect(response.status, `${method} ${path} should answer ${options.expectStatus}: ${text}`).toBe(
    options.expectStatus,
  );
  return options.schema.parse(text === '' ? undefined : JSON.parse(text));
}

let learnerCount = 0;
function newLearner(firstName: string) {
  learnerCount += 1;
  const run = Date.now();
  return {
    fullName: `${firstName} Offertest${learnerCount}`,
    email: `${firstName.toLowerCase()}-${run}-${learnerCount}@example.com`,
    phone: `07700 9${String((run + learnerCount) % 100_000).padStart(5, '0')}`,
  };
}
type Learner = ReturnType<typeof newLearner>;

/** A learner the instructor adds, sells `packageType`'s hours to, and gives a page link. */
async function learnerWithHours(instructor: string, learner: Learner, packageType: string): Promise<string> {
  const student = await call('POST', '/api/students/manual', {
    token: instructor,
    body: { ...learner, drivingExperience: 'beginner' },
    expectStatus: 201,
    schema: studentSchema,
  });
  await call('POST', `/api/students/${student.id}/purchases`, {
    token: instructor,
    body: { packageType },
    expectStatus: 201,
    schema: studentLedgerSchema,
  });
  const link = await call('POST', `/api/students/${student.id}/generate-token`, {
    token: instructor,
    expectStatus: 200,
    schema: accessLinkSchema,
  });
  return link.token;
}

/** A learner who booked `slotIds` on the booking page's API, approved: a lesson, and their link. */
async function learnerWithLesson(
  instructor: string,
  learner: Learner,
  packageType: string,
  slotIds: number[],
): Promise<string> {
  const booking = await call('POST', '/api/bookings', {
    body: {
      ...learner,
      drivingExperience: 'beginner',
      packageType,
      acceptTerms: true,
      timeSlotIds: slotIds,
      instructorPreference: 'no_preference',
      paymentMethod: 'bank_transfer',
    },
    expectStatus: 201,
    schema: createdBookingSchema,
  });
  await call('PATCH', `/api/bookings/${booking.id}/status`, {
    token: instructor,
    body: { status: 'approved', instructorId: 1 },
    expectStatus: 200,
    schema: updateBookingStatusResponseSchema,
  });
  const link = await call('POST', `/api/students/${booking.studentId}/generate-token`, {
    token: instructor,
    expectStatus: 200,
    schema: accessLinkSchema,
  });
  return link.token;
}

/** The offer link (path) in the first e-mail to `to` that carries one; polls for the sweep. */
async function waitForOfferLink(to: string): Promise<string> {
  const deadline = Date.now() + OFFER_EMAIL_DEADLINE_MS;
  const linkIn = (email: ReceivedEmail) =>
    /https?:\/\/\S+\/waiting-list-offer\/[A-Za-z0-9_-]+/.exec(getEmailText(email));
  while (Date.now() < deadline) {
    for (const email of await emailsTo(to)) {
      const match = linkIn(email);
      if (match) return new URL(match[0]).pathname;
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error(`No offer e-mail to ${to} within ${OFFER_EMAIL_DEADLINE_MS / 1000} s`);
}

describe('a freed time offered to the waiting list, on a phone', () => {
  it('A joins the list, B cancels, A books the time in one tap from the e-mail; C is told it has gone', async () => {
    const instructor = await signInAsDemoInstructor(server.baseUrl);
    const lessonDate = weekdayAtLeast(75, THURSDAY);
    const slot = await call('POST', '/api/time-slots', {
      token: instructor,
      body: { date: lessonDate, time: '18:00', duration: 120 },
      expectStatus: 201,
      schema: createdTimeSlotSchema,
    });

    // B books the Thursday evening first (before anyone waits, so the new time is nobody's offer).
    const learnerB = newLearner('Bella');
    const tokenB = await learnerWithLesson(instructor, learnerB, 'single_2hour', [slot.id]);

    // A has two hours bought and joins from their own page: Thursday evenings, 2-hour lessons.
    const learnerA = newLearner('Amir');
    const tokenA = await learnerWithHours(instructor, learnerA, 'single_2hour');
    const pageA = await browser.newPage(MOBILE_WIDTH);
    await pageA.goto(`/progress/${tokenA}`);
    await waitForPageReady(pageA);
    const card = pageA.getByRole('region', { name: 'Waiting List' });
    await card.getByRole('button', { name: 'Join the waiting list' }).click();
    await card.getByLabel('Thursday evening').check();
    await card.getByLabel('Lesson length').selectOption('120');
    await card.getByRole('button', { name: 'Join the waiting list' }).click();
    await card.getByText('Thank you, you have joined the waiting list.').waitFor({ timeout: 10_000 });

    // C, with hours too, waits for the same evenings (through the API).
    const learnerC = newLearner('Chen');
    const tokenC = await learnerWithHours(instructor, learnerC, 'single_2hour');
    const wishes = {
      windows: [{ weekday: THURSDAY, period: 'evening' }],
      fromDate: londonToday(),
      lessonMinutes: 120,
      testDate: null,
    };
    await call('PUT', `/api/progress/${tokenC}/waiting-list`, {
      body: wishes,
      expectStatus: 200,
      schema: learnerWaitingListResponseSchema,
    });

    // B cancels from their own page, more than 48 hours ahead: free, and the time frees.
    const pageB = await browser.newPage(MOBILE_WIDTH);
    await pageB.goto(`/progress/${tokenB}`);
    await waitForPageReady(pageB);
    const upcomingB = pageB.getByRole('region', { name: 'Upcoming Lessons' });
    const lessonB = upcomingB.getByRole('article', { name: formatLongDate(lessonDate) });
    await lessonB.getByRole('button', { name: /^Cancel lesson/ }).click();
    const cancel = pageB.getByRole('dialog', { name: 'Cancel your lesson?' });
    await cancel.getByLabel('Why do you need to cancel?').fill('My shifts at work have changed.');
    await cancel.getByRole('button', { name: 'Cancel my lesson' }).click();
    await expectToast(pageB, 'Lesson Cancelled');

    // The sweep finds the freed time and e-mails both waiting learners their own link.
    const offerPathA = await waitForOfferLink(learnerA.email);
    const offerPathC = await waitForOfferLink(learnerC.email);
    expect(offerPathA).not.toBe(offerPathC);

    // A opens the link from the e-mail (a new tab): the lesson, until when, and one button.
    const offerA = await browser.newPage(MOBILE_WIDTH);
    await offerA.goto(offerPathA);
    await waitForPageReady(offerA);
    await offerA.getByRole('heading', { level: 1, name: 'An earlier lesson is free' }).waitFor();
    const offerText = await offerA.locator('main').innerText();
    expect(offerText).toContain(formatLongDate(lessonDate));
    expect(offerText).toContain('6:00 PM – 8:00 PM');
    expect(offerText).toContain('Offered until');
    expect(offerText).toContain('Your hours left');
    await expectNoAxeViolations(offerA);
    await expectNoSidewaysScroll(offerA);
    await takeScreenshots(offerA, 'waiting-list-offer-open');

    await offerA.getByRole('button', { name: 'Book it' }).click();
    await offerA.getByRole('heading', { level: 1, name: "You're booked in" }).waitFor({ timeout: 15_000 });
    await offerA.getByText(OFFER_BOOKED_MESSAGE).waitFor();
    await expectNoAxeViolations(offerA);
    await takeScreenshots(offerA, 'waiting-list-offer-booked');

    // On A's own page the lesson is there.
    await offerA.getByRole('link', { name: 'See it on My Progress' }).click();
    await waitForPageReady(offerA);
    const upcomingA = offerA.getByRole('region', { name: 'Upcoming Lessons' });
    const lessonA = upcomingA.getByRole('article', { name: formatLongDate(lessonDate) });
    await lessonA.waitFor({ timeout: 10_000 });
    expect(await lessonA.innerText()).toContain('6:00 PM – 8:00 PM');
    // Booking from the offer took A off the list: their card offers to join again.
    await offerA
      .getByRole('region', { name: 'Waiting List' })
      .getByRole('button', { name: 'Join the waiting list' })
      .waitFor({ timeout: 10_000 });

    // The instructor's freed times show the time taken, by A.
    const { freedTimes } = await call('GET', '/api/waiting-list/freed-times', {
      token: instructor,
      expectStatus: 200,
      schema: freedTimesResponseSchema,
    });
    const freed = freedTimes.find((time) => time.date === lessonDate && time.startTime === '18:00');
    expect(freed?.state).toBe('taken');
    expect(freed?.takenBy?.fullName).toBe(learnerA.fullName);
    expect(freed?.offers.map((offer) => offer.fullName).sort()).toEqual(
      [learnerA.fullName, learnerC.fullName].sort(),
    );

    // C's link now says the time has gone, and C is still on the list.
    const pageC = await browser.newPage(MOBILE_WIDTH);
    await pageC.goto(offerPathC);
    await waitForPageReady(pageC);
    await pageC.getByRole('heading', { level: 1, name: 'Sorry, this time has gone' }).waitFor();
    expect(await pageC.getByRole('button', { name: 'Book it' }).count()).toBe(0);
    await pageC.getByText(/You are still on the waiting list/).waitFor();
    await pageC.getByRole('button', { name: 'Leave the waiting list' }).waitFor();
    await expectNoAxeViolations(pageC);
    await takeScreenshots(pageC, 'waiting-list-offer-taken');

    // And C's "Book it" from a stale page would be refused: the server says so.
    const refused = await fetch(
      new URL(
        `/api${offerPathC.replace('/waiting-list-offer/', '/waiting-list-offers/')}/claim`,
        server.baseUrl,
      ),
      {
        method: 'POST',
      },
    );
    expect(refused.status).toBe(409);
    expect(await refused.json()).toMatchObject({ code: OFFER_TAKEN_CODE, message: OFFER_TAKEN_MESSAGE });

    // The instructor, on a phone: C still waiting on the list, and the freed time filled by A.
    const dashboard = await browser.newPage(MOBILE_WIDTH);
    await signInPageAsDemoInstructor(dashboard);
    await dashboard.goto('/instructor-dashboard?tab=waiting-list');
    await dashboard.getByRole('heading', { level: 2, name: 'Waiting List' }).waitFor({ timeout: 15_000 });
    await dashboard.getByRole('heading', { name: learnerC.fullName }).first().waitFor({ timeout: 15_000 });
    expect(await dashboard.getByRole('heading', { name: learnerA.fullName }).count()).toBe(0);
    const freedCard = dashboard.getByRole('region', { name: 'Freed times' });
    await freedCard.getByText(`Taken by ${learnerA.fullName}.`).waitFor({ timeout: 15_000 });
    await expectNoAxeViolations(dashboard);
    await takeScreenshots(dashboard, 'waiting-list-offer-instructor');
  }, 180_000);

  it('says plainly that an unknown offer link does not work, with a way to their page', async () => {
    const page = await browser.newPage(MOBILE_WIDTH);
    await page.goto(`/waiting-list-offer/${'z'.repeat(43)}`);
    await waitForPageReady(page);
    await page.getByRole('heading', { level: 1, name: "This offer link doesn't work" }).waitFor();
    await page.getByText(OFFER_NOT_FOUND_MESSAGE).waitFor();
    expect(await page.getByRole('link', { name: 'Lost your link?' }).getAttribute('href')).toBe(
      '/my-progress',
    );
    await expectNoAxeViolations(page);
    await takeScreenshots(page, 'waiting-list-offer-unknown');
  });
});

// ---------------------------------------------------------------------------------------------
// The page's other states, from stubbed answers of the shared schema.

const FAKE_TOKEN = 'f'.repeat(43);

function stubbedOffer(overrides: Partial<WaitingListOfferResponse> = {}): WaitingListOfferResponse {
  return {
    state: 'open',
    move: null,
    firstName: 'Zara',
    lesson: { date: weekdayAtLeast(78, 2), startTime: '18:00', endTime: '19:00', duration: 60 },
    expiresAt: new Date(Date.now() + 12 * 3_600_000).toISOString(),
    onWaitingList: true,
    leftMinutes: 180,
    canBookFromHours: true,
    bookingSteps: null,
    learnerPagePath: '/my-progress',
    ...overrides,
  };
}

/** Answers the page's calls for FAKE_TOKEN: GET from `offer`, POSTs from `answers`, recorded. */
async function stubOfferApi(
  page: Page,
  offer: WaitingListOfferResponse,
  answers: Record<
    'claim' | 'leave',
    { status: number; body: unknown; afterwards?: Partial<WaitingListOfferResponse> }
  >,
): Promise<{ posted: string[] }> {
  const posted: string[] = [];
  let current = offer;
  await page.route(`**/api/waiting-list-offers/${FAKE_TOKEN}**`, async (route: Route) => {
    const request = route.request();
    if (request.method() === 'GET') {
      await route.fulfill({ json: current });
      return;
    }
    const action = new URL(request.url()).pathname.endsWith('/claim') ? 'claim' : 'leave';
    posted.push(action);
    const answer = answers[action];
    current = { ...current, ...answer.afterwards };
    // The server's answers are slower than a stub: long enough to see the progress state.
    await new Promise((resolve) => setTimeout(resolve, 300));
    await route.fulfill({ status: answer.status, json: answer.body });
  });
  return { posted };
}

describe('the offer page’s other states (API answers stubbed)', () => {
  it('a refused "Book it" says why in place, then shows the time as gone', async () => {
    const page = await browser.newPage(MOBILE_WIDTH);
    const api = await stubOfferApi(page, stubbedOffer(), {
      claim: {
        status: 409,
        body: { code: OFFER_TAKEN_CODE, message: OFFER_TAKEN_MESSAGE },
        afterwards: { state: 'taken' },
      },
      leave: { status: 200, body: { message: LEFT_FROM_OFFER_MESSAGE } },
    });
    await page.goto(`/waiting-list-offer/${FAKE_TOKEN}`);
    await waitForPageReady(page);
    const book = page.getByRole('button', { name: 'Book it' });
    await expectNoAxeViolations(page);
    await expectNoSidewaysScroll(page);
    await takeScreenshots(page, 'waiting-list-offer-open-stubbed');
    await book.click();
    // While it books: the button says so and cannot be pressed twice.
    await page.getByRole('button', { name: 'Booking…' }).waitFor();
    expect(await page.getByRole('button', { name: 'Booking…' }).isDisabled()).toBe(true);
    await page.getByRole('alert').filter({ hasText: OFFER_TAKEN_MESSAGE }).waitFor();
    await page.getByRole('heading', { level: 1, name: 'Sorry, this time has gone' }).waitFor();
    expect(await page.getByRole('button', { name: 'Book it' }).count()).toBe(0);
    expect(api.posted).toEqual(['claim']);
    await expectNoAxeViolations(page);
    await takeScreenshots(page, 'waiting-list-offer-refused');
  });

  it('asks before leaving the list, then says the learner has left', async () => {
    const page = await browser.newPage(MOBILE_WIDTH);
    const api = await stubOfferApi(page, stubbedOffer(), {
      claim: { status: 500, body: {} },
      leave: {
        status: 200,
        body: { message: LEFT_FROM_OFFER_MESSAGE },
        afterwards: { state: 'withdrawn', onWaitingList: false },
      },
    });
    await page.goto(`/waiting-list-offer/${FAKE_TOKEN}`);
    await waitForPageReady(page);
    await page.getByRole('button', { name: 'Leave the waiting list' }).click();
    const dialog = page.getByRole('dialog', { name: 'Leave the waiting list?' });
    await dialog.waitFor();
    await expectNoAxeViolations(page);
    await dialog.getByRole('button', { name: 'Stay on the list' }).click();
    await dialog.waitFor({ state: 'detached' });
    expect(api.posted, 'staying sends nothing').toEqual([]);

    await page.getByRole('button', { name: 'Leave the waiting list' }).click();
    await page.getByRole('button', { name: 'Yes, leave the list' }).click();
    await page.getByRole('heading', { level: 1, name: 'You have left the waiting list' }).waitFor();
    await page.getByText(LEFT_FROM_OFFER_MESSAGE).waitFor();
    expect(api.posted).toEqual(['leave']);
    await expectNoAxeViolations(page);
    await takeScreenshots(page, 'waiting-list-offer-left');
  });

  it('a learner without hours goes to the booking page with the package and times chosen and details filled', async () => {
    const instructor = await signInAsDemoInstructor(server.baseUrl);
    const date = weekdayAtLeast(81, 2);
    const offered = await call('POST', '/api/time-slots', {
      token: instructor,
      body: { date, time: '19:00', duration: 60 },
      expectStatus: 201,
      schema: createdTimeSlotSchema,
    });
    const learner = newLearner('Zara');
    const page = await browser.newPage(MOBILE_WIDTH);
    await stubOfferApi(
      page,
      stubbedOffer({
        lesson: { date, startTime: '19:00', endTime: '20:00', duration: 60 },
        leftMinutes: 0,
        canBookFromHours: false,
        bookingSteps: {
          packageType: 'single_1hour',
          packageName: '1 Hour Lesson',
          price: 4000,
          slotIds: [offered.id],
          learner: { ...learner, drivingExperience: 'refresher' },
        },
      }),
      { claim: { status: 500, body: {} }, leave: { status: 500, body: {} } },
    );
    await page.goto(`/waiting-list-offer/${FAKE_TOKEN}`);
    await waitForPageReady(page);
    await page.getByText('You have no hours left, and this lesson is 1 hour.').waitFor();
    expect(await page.getByRole('button', { name: 'Book it' }).count()).toBe(0);
    await expectNoAxeViolations(page);
    await takeScreenshots(page, 'waiting-list-offer-pay');

    await page.getByRole('link', { name: /Book and pay for this lesson/ }).click();
    await waitForPath(page, { pathname: '/book-lesson' });
    await waitForPageReady(page);
    // The offered time is chosen (its remove button shows), and nothing else.
    const chosen = page.getByRole('button', { name: /^Remove / });
    await chosen.first().waitFor({ timeout: 15_000 });
    expect(await chosen.count()).toBe(1);
    expect(await chosen.getAttribute('aria-label')).toBe(`Remove ${formatLongDate(date)} at 7:00 PM (1hr)`);
    expect(await page.getByRole('article', { name: '1 Hour Lesson', exact: true }).innerText()).toBeTruthy();
    expect(await page.getByLabel('Full name', { exact: true }).inputValue()).toBe(learner.fullName);
    expect(await page.getByLabel('E-mail', { exact: true }).inputValue()).toBe(learner.email);
    expect(await page.getByLabel('Driving experience', { exact: true }).inputValue()).toBe('refresher');
    await expectNoAxeViolations(page);
    await takeScreenshots(page, 'waiting-list-offer-book-lesson');
  });

  it('the booking page says so when an offered time has gone meanwhile, and chooses nothing', async () => {
    const slots: TimeSlot[] = timeSlotsResponseSchema.parse(
      await (await fetch(new URL('/api/time-slots', server.baseUrl))).json(),
    );
    const missing = Math.max(...slots.map((slot) => slot.id)) + 1000;
    const page = await browser.newPage(MOBILE_WIDTH);
    await page.goto(`/book-lesson?package=single_1hour&slots=${missing}`);
    await waitForPageReady(page);
    await page
      .getByRole('alert')
      .filter({ hasText: 'That time has just been taken. Please choose another.' })
      .waitFor({ timeout: 15_000 });
    await expectNoAxeViolations(page);
  });
});
