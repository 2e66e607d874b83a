import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createdBookingSchema } from '../../src/core/bookings/booking/booking-schemas';
import { publicInstructorsResponseSchema } from '../../src/core/bookings/booking/instructor-choice';
import { timeSlotsResponseSchema } from '../../src/core/bookings/booking/time-slot-schemas';
import { formatLongDate, formatTime12h } from '../../src/core/format/display-format';
import { addDaysToIsoDate } from '../../src/core/time/london-time';
import { expectNoAxeViolations } from './support/accessibility';
import { chooseDate, fillDetails, timeButton } from './support/booking-page';
import {
  captureNextPostJson,
  DESKTOP_WIDTH,
  MOBILE_WIDTH,
  setUpBrowser,
  waitForPageReady,
  waitForPath,
} from './support/browser';
import { londonToday, serverDataTemplate } from './support/e2e-context';
import {
  addTimeSlot,
  generateProgressLink,
  inviteAndAcceptSarah,
  signInAsDemoInstructor,
} from './support/instructor-api';
import { screenshotElement, takeScreenshots } from './support/screenshots';
import { type RunningTestServer, startTestServer } from './support/test-server';

/*
 * Learners choose who teaches them (issue 37, docs/decisions/0048): with a second instructor,
 * the booking page offers any instructor, a preference or one instructor, each with their card;
 * a learner who wants a female instructor sees only her times, books one, and their own page then
 * names her with how to reach her. Its own server: a second instructor would put the chooser on
 * every other spec's booking page.
 */

let server: RunningTestServer;
let ownerToken: string;
const sarahsTime = {
  id: 0,
  date: addDaysToIsoDate(londonToday(), 12),
  time: '10:00',
  duration: 120 as const,
};

beforeAll(async () => {
  server = await startTestServer({
    dataTemplate: serverDataTemplate(),
    env: { INSTRUCTOR_NAME: 'Tom Owner' },
  });
  ownerToken = await signInAsDemoInstructor(server.baseUrl);
  // The owner invites Sarah; she accepts with her profile and adds a free time (all as the API does).
  const sarah = await inviteAndAcceptSarah(server.baseUrl, ownerToken);
  await addTimeSlot(sarah.token, sarahsTime, server.baseUrl);
}, 120_000);

afterAll(async () => {
  await server?.stop();
});

const browser = setUpBrowser({ baseUrl: () => server.baseUrl });

describe('choosing an instructor', () => {
  it('shows the instructors on a desk; on a phone a learner asks for a female instructor and books her time', async () => {
    // At a desk: the chooser with both instructors' cards, every time labelled with whose it is.
    const desk = await browser.newPage(DESKTOP_WIDTH);
    await desk.goto('/book-lesson');
    await waitForPageReady(desk);
    const chooser = desk.getByRole('group', { name: 'Who would you like to teach you?' });
    await chooser.getByRole('radio', { name: 'Any instructor' }).waitFor();
    expect(await chooser.getByRole('radio', { name: 'Any instructor' }).isChecked()).toBe(true);
    const sarahsCard = chooser.getByRole('listitem').filter({ hasText: 'Sarah Khan' });
    await sarahsCard.getByText('Toyota Yaris Hybrid').waitFor();
    await sarahsCard.getByText('Covers Moseley, Kings Heath').waitFor();
    await sarahsCard.getByText(/^Next free: /).waitFor();
    await chooser.getByRole('listitem').filter({ hasText: 'Tom Owner' }).waitFor();
    await chooseDate(desk, sarahsTime.date);
    await timeButton(desk, sarahsTime).filter({ hasText: 'with Sarah' }).waitFor();
    await expectNoAxeViolations(desk);
    await takeScreenshots(desk, 'choose-instructor-desk');
    await screenshotElement(desk, desk.locator('#times'), 'choose-instructor-times-any');

    // On a phone: "A female instructor" leaves only Sarah's times; she books one.
    const phone = await browser.newPage(MOBILE_WIDTH);
    await phone.goto('/book-lesson');
    await waitForPageReady(phone);
    await phone.getByRole('radio', { name: /A female instructor/ }).check();
    // Sarah's time and the demo school's other female instructor's, never the owner's.
    const femaleSlots = timeSlotsResponseSchema.parse(
      await (await fetch(new URL('/api/time-slots?instructorPreference=female', server.baseUrl))).json(),
    );
    const instructors = publicInstructorsResponseSchema.parse(
      await (await fetch(new URL('/api/instructors', server.baseUrl))).json(),
    );
    const femaleIds = new Set(instructors.filter((one) => one.gender === 'female').map((one) => one.id));
    expect(femaleSlots.filter((slot) => !femaleIds.has(slot.instructorId))).toEqual([]);
    expect(
      femaleSlots.filter((slot) => slot.date === sarahsTime.date && slot.time === sarahsTime.time),
    ).toHaveLength(1);
    await chooseDate(phone, sarahsTime.date);
    // That day's times are the female instructors' only, whatever the owner has then.
    const times = phone.getByRole('region', { name: `Times on ${formatLongDate(sarahsTime.date)}` });
    await timeButton(phone, sarahsTime).waitFor();
    expect(await times.getByRole('button').count()).toBe(
      femaleSlots.filter((slot) => slot.date === sarahsTime.date).length,
    );
    const button = timeButton(phone, sarahsTime);
    await button.click();
    expect(await button.getAttribute('aria-pressed')).toBe('true');
    expect(
      await phone.getByLabel('Instructor preference').count(),
      'the chooser replaces the preference field',
    ).toBe(0);
    await expectNoAxeViolations(phone);
    await takeScreenshots(phone, 'choose-instructor-phone');
    await screenshotElement(phone, phone.locator('#times'), 'choose-instructor-times-female');
    const learner = {
      fullName: 'Aisha Begum',
      email: `aisha-${Date.now()}@example.com`,
      phone: '07700 900789',
    };
    await fillDetails(phone, learner);
    const booked = await captureNextPostJson(phone, '/api/bookings');
    await phone.getByRole('button', { name: 'Book and Continue to Payment' }).click();
    const booking = createdBookingSchema.parse(await booked.body);
    expect(booking.timeSlots.map((slot) => formatTime12h(slot.time))).toEqual([
      formatTime12h(sarahsTime.time),
    ]);
    await waitForPath(phone, { pathname: '/bank-transfer-checkout' }, 15_000);

    // Their own page names Sarah and how to reach her.
    const access = await generateProgressLink(ownerToken, booking.studentId, server.baseUrl);
    await phone.goto(new URL(access.url).pathname + new URL(access.url).search);
    const yours = phone.getByTestId('your-instructor');
    await yours.getByText('Sarah Khan').waitFor({ timeout: 15_000 });
    await yours.getByRole('link', { name: 'Call 07700 900456' }).waitFor();
    await yours.getByRole('link', { name: 'WhatsApp' }).waitFor();
    await waitForPageReady(phone);
    await expectNoAxeViolations(phone);
    await takeScreenshots(phone, 'choose-instructor-learner-page');
    await screenshotElement(
      phone,
      phone.locator('header').filter({ has: yours }),
      'choose-instructor-learner-header',
    );
  }, 120_000);
});
