import ICAL from 'ical.js';
import type { Page } from 'playwright-core';
import { afterAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { createdTimeSlotSchema } from '../../src/core/bookings/availability/availability-admin-schemas';
import { createdBookingSchema } from '../../src/core/bookings/booking/booking-schemas';
import { timeSlotsResponseSchema } from '../../src/core/bookings/booking/time-slot-schemas';
import { calendarFeedSchema } from '../../src/core/diary/calendar/calendar-schemas';
import {
  CALENDAR_SYNC_ISSUE_MESSAGE,
  CALENDAR_SYNC_ISSUE_TITLE,
} from '../../src/core/diary/calendar/calendar-sync-status';
import { getWeekStart } from '../../src/core/diary/calendar/calendar-week';
import { upcomingLessonsResponseSchema } from '../../src/core/diary/lessons/lessons-schemas';
import { formatLongDate, formatShortDate } from '../../src/core/format/display-format';
import {
  addDaysToIsoDate,
  SCHOOL_TIME_ZONE,
  toZonedParts,
  zonedWallTimeToInstant,
} from '../../src/core/time/london-time';
import { expectNoAxeViolations } from './support/accessibility';
import { DESKTOP_WIDTH, MOBILE_WIDTH, setUpBrowser, waitForPageReady, waitForPath } from './support/browser';
import { urlFor } from './support/e2e-context';
import { fakeGoogleUrlFor } from './support/fake-google-context';
import { openDashboardAsDemoInstructor, signInAsDemoInstructor } from './support/instructor-api';
import { takeScreenshots } from './support/screenshots';
import { dismissToasts, expectToast } from './support/toasts';

/*
 * Issue 10 in the browser: connecting Google Calendar in a popup against the fake Google (its
 * consent page sends the popup straight back with a code), the status card, busy times hiding a
 * slot, a lesson going into the calendar, the private feed read back by an iCalendar parser, the
 * week view, a revoked grant with the learners' notice, the timeout and a refusal, and disconnect.
 * Other specs share the server: this one leaves the calendar disconnected.
 */

const browser = setUpBrowser();
const SCREENSHOT_WIDTHS = [DESKTOP_WIDTH, MOBILE_WIDTH];
const ACCOUNT = 'instructor.calendar@example.com';

const today = toZonedParts(new Date(), SCHOOL_TIME_ZONE).date;
// Early-morning times, 10 weeks ahead: no other spec or the demo data uses them.
const lessonDate = addDaysToIsoDate(today, 70);
const runId = Date.now() % 100_000;

/** Signed in through the API (the form has its own tests), on the availability tab. */
async function openAvailability(page: Page): Promise<void> {
  await openDashboardAsDemoInstructor(page, 'availability');
  await page.getByRole('heading', { level: 2, name: 'Manage Availability' }).waitFor();
  await page.getByRole('heading', { level: 3, name: 'Online calendar' }).waitFor();
}

function section(page: Page, title: string) {
  return page.getByRole('region', { name: title });
}

/** Clicks connect and follows the popup until it closes itself. */
async function connectInPopup(page: Page, buttonName: string): Promise<void> {
  const popupOpened = page.waitForEvent('popup');
  await page.getByRole('button', { name: buttonName }).click();
  const popup = await popupOpened;
  if (!popup.isClosed()) await popup.waitForEvent('close', { timeout: 20_000 });
}

async function control(path: string, body?: unknown): Promise<Response> {
  return fetch(fakeGoogleUrlFor(path), {
    method: body === undefined ? 'GET' : 'POST',
    headers: { 'content-type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
}

const controlEventsSchema = z.array(
  z.object({
    id: z.string(),
    status: z.string(),
    summary: z.string(),
    start: z.object({ dateTime: z.string() }),
    extendedProperties: z.object({ private: z.record(z.string(), z.string()) }),
  }),
);

async function bookableSlotIds(): Promise<number[]> {
  const response = await fetch(urlFor('/api/time-slots'));
  return timeSlotsResponseSchema.parse(await response.json()).map((slot) => slot.id);
}

async function createSlot(page: Page, time: string): Promise<number> {
  const response = await page.request.post('/api/time-slots', {
    data: { date: lessonDate, time, duration: 60 },
  });
  expect(response.status(), `POST /api/time-slots ${lessonDate} ${time}`).toBe(201);
  return createdTimeSlotSchema.parse(await response.json()).id;
}

/** Whatever happens above, the shared server is left with no calendar connected. */
afterAll(async () => {
  const token = await signInAsDemoInstructor();
  await fetch(urlFor('/api/google-calendar/connection'), {
    method: 'DELETE',
    headers: { authorization: `Bearer ${token}` },
  });
  await control('/__control/consent', { consent: 'allow' });
});

describe('Google Calendar and the calendar feed', () => {
  it('connects in a popup, hides busy times, puts lessons in, survives a revoked grant, and disconnects', async () => {
    const page = await browser.newPage(DESKTOP_WIDTH);
    await openAvailability(page);
    expect(await page.getByText('Not connected').count()).toBe(2);

    // --- Connect: popup, success message, status card ---
    await connectInPopup(page, 'Connect Google Calendar');
    await expectToast(page, 'Calendar Connected', 'Google Calendar connected.');
    await section(page, 'Online calendar').getByText(`Connected to ${ACCOUNT}`).waitFor();
    await section(page, 'Calendar status').getByText('Connected', { exact: true }).waitFor();
    await section(page, 'Calendar status')
      .getByText(/^Last synced /)
      .waitFor();

    // --- Busy times: one event over a slot hides it; one marked free does not ---
    const [lessonSlot, busySlot, freeEventSlot] = [
      await createSlot(page, '05:00'),
      await createSlot(page, '06:00'),
      await createSlot(page, '07:00'),
    ];
    const at = (time: string) => zonedWallTimeToInstant(lessonDate, time, SCHOOL_TIME_ZONE).toISOString();
    expect(
      (await control('/__control/events', { summary: 'Gym', start: at('06:15'), end: at('06:45') })).status,
    ).toBe(201);
    expect(
      (
        await control('/__control/events', {
          summary: 'Call mum',
          start: at('07:00'),
          end: at('08:00'),
          free: true,
        })
      ).status,
    ).toBe(201);
    await dismissToasts(page);
    await page.getByRole('button', { name: 'Sync Now' }).click();
    await expectToast(page, 'Calendar Synced', 'Found 1 busy time in the next 3 months');
    const visible = await bookableSlotIds();
    expect(visible).not.toContain(busySlot);
    expect(visible).toContain(freeEventSlot);
    expect(visible).toContain(lessonSlot);

    // --- A lesson goes into the calendar ---
    const booked = await fetch(urlFor('/api/bookings'), {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        fullName: `Nadia Calendar${runId}`,
        email: `nadia-${runId}@example.com`,
        phone: '07700 900777',
        drivingExperience: 'beginner',
        packageType: 'single_1hour',
        acceptTerms: true,
        timeSlotIds: [lessonSlot],
        instructorPreference: 'no_preference',
        paymentMethod: 'bank_transfer',
      }),
    });
    expect(booked.status).toBe(201);
    const booking = createdBookingSchema.parse(await booked.json());
    const approved = await page.request.patch(`/api/bookings/${booking.id}/status`, {
      data: { status: 'approved' },
    });
    expect(approved.status()).toBe(200);
    const upcoming = upcomingLessonsResponseSchema.parse(
      await (await page.request.get('/api/lessons/upcoming')).json(),
    );
    const lesson = upcoming.find((candidate) => candidate.booking?.id === booking.id);
    if (!lesson) throw new Error('the approved booking made no lesson');
    const events = controlEventsSchema.parse(await (await control('/__control/events')).json());
    const lessonEvents = events.filter(
      (event) =>
        event.status === 'confirmed' && event.extendedProperties.private.lessonId === String(lesson.id),
    );
    expect(lessonEvents.map((event) => event.summary)).toEqual(['Driving lesson: Nadia (1 Hour Lesson)']);

    await dismissToasts(page);
    await page.getByRole('button', { name: 'Send Test Event' }).click();
    await expectToast(page, 'Test Event Added', 'It is marked free');
    await dismissToasts(page);
    await expectNoAxeViolations(page);
    await takeScreenshots(page, 'calendar-connected', SCREENSHOT_WIDTHS);

    // --- The private feed, read back by an iCalendar parser ---
    const feed = calendarFeedSchema.parse(await (await page.request.get('/api/calendar-feed')).json());
    expect(
      await section(page, 'Calendar feed for any app').getByLabel('Your feed address').inputValue(),
    ).toBe(feed.url);
    const ics = await (await fetch(feed.url)).text();
    const calendar = new ICAL.Component(ICAL.parse(ics));
    const feedEvent = calendar
      .getAllSubcomponents('vevent')
      .map((component) => new ICAL.Event(component))
      .find((event) => event.uid === `lesson-${lesson.id}@127.0.0.1`);
    expect(feedEvent?.summary).toBe('Driving lesson: Nadia (1 Hour Lesson)');
    expect(feedEvent?.startDate.toJSDate().toISOString()).toBe(at('05:00'));

    // --- The week view ---
    await page.getByRole('link', { name: 'Open Week View' }).click();
    await waitForPath(page, { pathname: '/instructor-dashboard/calendar' });
    await page.getByRole('heading', { level: 1, name: 'Your Week' }).waitFor();
    await page.goto(`/instructor-dashboard/calendar?week=${lessonDate}`);
    await waitForPageReady(page);
    // The day's column of the time grid, named like 'Monday 3 February'.
    const day = page.getByRole('region', {
      name: new RegExp(`^${formatLongDate(lessonDate).replace(/ \d{4}$/, '')}`),
    });
    // Each block says what it is in words (a narrow column's shorter words are in the page too).
    await day
      .getByRole('button', { name: new RegExp(`^5:00 – 6:00 AM Lesson: Nadia Calendar${runId}`) })
      .waitFor();
    // Side by side, the blocks are narrow and say it in short; the full words are read out.
    await day.getByText('Hidden from learners').filter({ visible: true }).first().waitFor();
    await day.getByText('Busy in Google Calendar').filter({ visible: true }).first().waitFor();
    await expectNoAxeViolations(page);
    await takeScreenshots(page, 'calendar-week', SCREENSHOT_WIDTHS);
    // A lesson opens with a tap: its details and the lesson actions (issue 18).
    await day.getByRole('button', { name: new RegExp(`Lesson: Nadia Calendar${runId}`) }).click();
    const lessonDialog = page.getByRole('dialog', { name: `Lesson: Nadia Calendar${runId}` });
    await lessonDialog.getByRole('button', { name: /^Move/ }).waitFor();
    expect(await lessonDialog.getByRole('button', { name: /^Cancel/ }).count()).toBeGreaterThan(0);
    expect(await lessonDialog.getByRole('button', { name: /^Done/ }).isDisabled()).toBe(true);
    await expectNoAxeViolations(page);
    await page.keyboard.press('Escape');
    await lessonDialog.waitFor({ state: 'detached' });
    const nextMonday = addDaysToIsoDate(getWeekStart(lessonDate), 7);
    await page.getByRole('button', { name: 'Next Week' }).click();
    await page.waitForURL((url) => url.searchParams.get('week') === nextMonday);
    await page
      .getByRole('heading', { level: 2, name: new RegExp(`^${formatShortDate(nextMonday)}`) })
      .waitFor();

    // --- The grant is revoked at Google: error state, the learners' notice, school slots only ---
    expect((await control('/__control/revoke-all', {})).status).toBe(204);
    await page.goto('/instructor-dashboard?tab=availability');
    await page.getByRole('heading', { level: 3, name: 'Online calendar' }).waitFor();
    // The server's own background sync may find the revoked grant first (then there is no Sync Now).
    const syncNow = page.getByRole('button', { name: 'Sync Now' });
    const needsReconnecting = section(page, 'Calendar status').getByText('Needs reconnecting');
    await syncNow.or(needsReconnecting).first().waitFor();
    if (await syncNow.isVisible()) {
      await syncNow.click();
      await expectToast(page, 'Connection Error', 'Please reconnect');
    }
    await needsReconnecting.waitFor();
    expect(await bookableSlotIds()).toContain(busySlot);
    await dismissToasts(page);
    await expectNoAxeViolations(page);
    await takeScreenshots(page, 'calendar-needs-reconnect', SCREENSHOT_WIDTHS);

    const learner = await browser.newPage(MOBILE_WIDTH);
    await learner.goto('/book-lesson');
    await waitForPageReady(learner);
    const notice = learner.getByRole('region', { name: CALENDAR_SYNC_ISSUE_TITLE });
    await notice.waitFor();
    expect(await notice.innerText()).toContain(CALENDAR_SYNC_ISSUE_MESSAGE);
    await expectNoAxeViolations(learner);
    await takeScreenshots(learner, 'book-lesson-calendar-sync-issue', [MOBILE_WIDTH, DESKTOP_WIDTH]);

    // --- Reconnect, then disconnect ---
    await connectInPopup(page, 'Reconnect Google Calendar');
    await expectToast(page, 'Calendar Connected');
    await section(page, 'Calendar status').getByText('Connected', { exact: true }).waitFor();
    await learner.reload();
    await waitForPageReady(learner);
    expect(await learner.getByText(CALENDAR_SYNC_ISSUE_TITLE).count()).toBe(0);

    await dismissToasts(page);
    await page.getByRole('button', { name: 'Disconnect' }).click();
    const dialog = page.getByRole('dialog', { name: 'Disconnect Google Calendar?' });
    await dialog.getByRole('button', { name: 'Disconnect' }).click();
    await expectToast(page, 'Calendar Disconnected', "the school's access is withdrawn");
    await page.getByText('Not connected').nth(1).waitFor();
    expect(await page.getByText('Not connected').count()).toBe(2);
    const after = controlEventsSchema.parse(await (await control('/__control/events')).json());
    expect(
      after.filter(
        (event) =>
          event.status === 'confirmed' && event.extendedProperties.private.lessonId === String(lesson.id),
      ),
    ).toHaveLength(0);
  });

  it("says 'Connection Failed' when the instructor refuses, and gives up after 5 minutes", async () => {
    const page = await browser.newPage(MOBILE_WIDTH);
    await openAvailability(page);
    await takeScreenshots(page, 'calendar-not-connected', [MOBILE_WIDTH, DESKTOP_WIDTH]);

    expect((await control('/__control/consent', { consent: 'deny' })).status).toBe(204);
    await connectInPopup(page, 'Connect Google Calendar');
    await expectToast(page, 'Connection Failed', 'You did not allow access to your calendar');
    expect((await control('/__control/consent', { consent: 'allow' })).status).toBe(204);
    await dismissToasts(page);

    // Google never answers: the popup shows a consent page that never sends it back.
    await page.context().route('**/o/oauth2/v2/auth**', (route) =>
      route.fulfill({
        status: 200,
        contentType: 'text/html',
        body: '<!doctype html><title>Sign in with Google</title><p>Waiting for an answer…</p>',
      }),
    );
    let popupOpened = page.waitForEvent('popup');
    await page.getByRole('button', { name: 'Connect Google Calendar' }).click();
    let popup = await popupOpened;
    await section(page, 'Online calendar').getByText('Connecting…').waitFor();
    await expectNoAxeViolations(page);
    await takeScreenshots(page, 'calendar-connecting', [MOBILE_WIDTH, DESKTOP_WIDTH]);
    await section(page, 'Online calendar').getByRole('button', { name: 'Cancel' }).click();
    await section(page, 'Online calendar').getByText('Not connected').waitFor();
    // The app closes the popup; Playwright hears of it a moment later.
    await expect.poll(() => popup.isClosed()).toBe(true);

    // Again, and the clock moves on by 5 minutes.
    await page.clock.install();
    popupOpened = page.waitForEvent('popup');
    await page.getByRole('button', { name: 'Connect Google Calendar' }).click();
    popup = await popupOpened;
    await section(page, 'Online calendar').getByText('Connecting…').waitFor();
    await page.clock.fastForward('05:01');
    await expectToast(page, 'Connection Timeout', 'Google did not answer within 5 minutes');
    await section(page, 'Online calendar').getByText('Not connected').waitFor();
    // The app closes the popup; Playwright hears of it a moment later.
    await expect.poll(() => popup.isClosed()).toBe(true);
    await page.context().unrouteAll({ behavior: 'ignoreErrors' });
  });
});
