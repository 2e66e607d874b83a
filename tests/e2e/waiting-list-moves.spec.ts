import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import {
  type LearnerOpenOffersResponse,
  learnerOpenOffersResponseSchema,
  OFFER_MOVED_MESSAGE,
} from '../../src/core/bookings/waiting-list/waiting-list-offer-schemas';
import { learnerWaitingListResponseSchema } from '../../src/core/bookings/waiting-list/waiting-list-schemas';
import { formatLongDate } from '../../src/core/format/display-format';
import { studentLedgerSchema } from '../../src/core/money/ledger/ledger-schemas';
import { progressResponseSchema } from '../../src/core/progress/progress-schemas';
import { addDaysToIsoDate, SCHOOL_TIME_ZONE, toZonedParts } from '../../src/core/time/london-time';
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
  addTimeSlot,
  approveBooking,
  bookAsLearner,
  generateProgressLink,
  signInAsDemoInstructor,
  uniqueLearner,
} from './support/instructor-api';
import { takeScreenshots } from './support/screenshots';

/*
 * Issue 34 on a phone and a laptop: Ben has a Thursday lesson and waits for an earlier evening; a
 * Tuesday evening frees up; his own page shows the offer with its end, and one tap MOVES his
 * lesson there (not a second lesson). His old Thursday is then offered on to Dev, who waits with
 * hours: Dev's page (laptop) shows it. State is set up through the API. Dates: a Tuesday 76-82
 * days ahead and the Thursday after it, clear of the other specs' dates.
 */

const browser = setUpBrowser();
const TUESDAY = 2;
const THURSDAY = 4;
const OFFER_DEADLINE_MS = 45_000;

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

async function call<T>(method: string, path: string, body: unknown, schema: z.ZodType<T>, token?: string) {
  const headers: Record<string, string> = { 'content-type': 'application/json' };
  if (token) headers.authorization = `Bearer ${token}`;
  const response = await fetch(urlFor(path), { method, headers, body: JSON.stringify(body) });
  const text = await response.text();
  expect(response.ok, `${method} ${path}: ${response.status} ${text}`).toBe(true);
  return schema.parse(JSON.parse(text));
}

function joinList(pageToken: string, weekday: number, lessonMinutes: 60 | 120, fromDate: string) {
  return call(
    'PUT',
    `/api/progress/${pageToken}/waiting-list`,
    { windows: [{ weekday, period: 'evening' }], fromDate, lessonMinutes, testDate: null },
    learnerWaitingListResponseSchema,
  );
}

/** The learner's open offers once the waiting list's sweep has made one (it runs within seconds). */
async function waitForOffer(pageToken: string, date: string): Promise<LearnerOpenOffersResponse> {
  const deadline = Date.now() + OFFER_DEADLINE_MS;
  while (Date.now() < deadline) {
    const response = await fetch(urlFor(`/api/progress/${pageToken}/waiting-list-offers`));
    const offers = learnerOpenOffersResponseSchema.parse(await response.json());
    if (offers.offers.some((offer) => offer.lesson.date === date)) return offers;
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error(`No offer of ${date} within ${OFFER_DEADLINE_MS / 1000} s`);
}

async function openLearnerPage(pageToken: string, width: number): Promise<Page> {
  const page = await browser.newPage(width);
  await page.goto(`/progress/${pageToken}`);
  await waitForPageReady(page);
  return page;
}

describe('the waiting list moves a lesson', () => {
  it('offers Ben a move on his page, moves his lesson in one tap, and offers his old time on to Dev', async () => {
    const instructor = await signInAsDemoInstructor();
    const earlier = weekdayAtLeast(76, TUESDAY);
    const later = addDaysToIsoDate(earlier, THURSDAY - TUESDAY);

    // Ben holds the Thursday evening and waits for an earlier Tuesday evening.
    const thursday = await addTimeSlot(instructor, { date: later, time: '18:00', duration: 120 });
    const ben = uniqueLearner('Ben');
    const booking = await bookAsLearner(ben, 'single_2hour', [thursday.id]);
    await approveBooking(instructor, booking.id);
    const benPage = (await generateProgressLink(instructor, booking.studentId)).token;
    await joinList(benPage, TUESDAY, 60, londonToday());
    const benProgress = await call('GET', `/api/progress/${benPage}`, undefined, progressResponseSchema);
    const benLessonId = benProgress.lessons[0]?.id;

    // Dev has two hours bought and waits for Thursday evenings from that Thursday on.
    const dev = uniqueLearner('Dev');
    const devStudent = await addStudent(instructor, dev);
    await call(
      'POST',
      `/api/students/${devStudent.id}/purchases`,
      { packageType: 'single_2hour' },
      studentLedgerSchema,
      instructor,
    );
    const devPage = (await generateProgressLink(instructor, devStudent.id)).token;
    await joinList(devPage, THURSDAY, 120, later);

    // The Tuesday evening frees up (the instructor opens it); the list offers Ben a move.
    await addTimeSlot(instructor, { date: earlier, time: '18:00', duration: 120 });
    const offered = await waitForOffer(benPage, earlier);
    expect(offered.offers[0]?.move?.lessonId).toBe(benLessonId);
    // Offers end in waking hours only (08:00 to 21:00 London).
    const ends = toZonedParts(new Date(offered.offers[0]?.expiresAt ?? ''), SCHOOL_TIME_ZONE).time;
    expect(ends >= '08:00' && ends <= '21:00', `the offer ends at ${ends}`).toBe(true);

    const page = await openLearnerPage(benPage, MOBILE_WIDTH);
    const card = page.getByRole('region', { name: 'Waiting-List Offer' });
    await card.waitFor({ timeout: 15_000 });
    // The offer's card loads its own code when the page has an offer: wait for it, not its placeholder.
    await card.getByText('Your lesson now').first().waitFor({ timeout: 15_000 });
    const cardText = await card.innerText();
    expect(cardText).toContain('Your lesson now');
    expect(cardText).toContain(formatLongDate(later));
    expect(cardText).toContain('Moves to');
    expect(cardText).toContain(formatLongDate(earlier));
    expect(cardText).toContain('Offered until');
    await expectNoAxeViolations(page);
    await expectNoSidewaysScroll(page);
    await takeScreenshots(page, 'waiting-list-move-offer');

    await card.getByRole('button', { name: 'Move my lesson' }).click();
    await page.getByText(OFFER_MOVED_MESSAGE).waitFor({ timeout: 15_000 });
    // Honest: nothing claims an e-mail went.
    expect(await card.innerText()).not.toMatch(/e-?mailed/i);
    // One lesson, now on the Tuesday: moved, not duplicated.
    const upcoming = page.getByRole('region', { name: 'Upcoming Lessons' });
    await upcoming.getByRole('article', { name: formatLongDate(earlier) }).waitFor({ timeout: 15_000 });
    expect(await upcoming.getByRole('article', { name: formatLongDate(later) }).count()).toBe(0);
    await expectNoAxeViolations(page);
    await takeScreenshots(page, 'waiting-list-move-done');

    // Ben's old Thursday is free again and offered on to Dev, who sees it on a laptop.
    await waitForOffer(devPage, later);
    const devView = await openLearnerPage(devPage, DESKTOP_WIDTH);
    const devCard = devView.getByRole('region', { name: 'Waiting-List Offer' });
    await devCard.waitFor({ timeout: 15_000 });
    // The card's region shows "Loading the offer" before the offer itself: wait for its date.
    await expect.poll(() => devCard.innerText(), { timeout: 15_000 }).toContain(formatLongDate(later));
    await devCard.getByRole('button', { name: 'Book it' }).waitFor();
    await expectNoAxeViolations(devView);
    await takeScreenshots(devView, 'waiting-list-offered-on');
  }, 180_000);
});
