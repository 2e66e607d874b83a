import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createdBookingSchema } from '../../src/core/bookings/booking/booking-schemas';
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
import { fillComplianceRecord } from './support/compliance-record-form';
import { londonToday, serverDataTemplate } from './support/e2e-context';
import { openDashboardAsDemoInstructor, validComplianceRecord } from './support/instructor-api';
import { takeScreenshots } from './support/screenshots';
import { openStudentCard, readFacts } from './support/student-card';
import { type RunningTestServer, startTestServer } from './support/test-server';
import { expectToast } from './support/toasts';

/*
 * A school of two, end to end (issue 37's proof): the owner invites Sarah from the Instructors
 * tab at a desk; she accepts on her phone (password and profile) and adds a free time in her
 * dashboard; a learner on a phone asks for a female instructor and books that time; Sarah
 * approves it on her phone and teaches the learner (a lesson marked done); the owner at a desk
 * sees her learner and the hour used. Its own server: a second
 * instructor would put the chooser on every other spec's booking page.
 */

let server: RunningTestServer;
const sarah = {
  fullName: 'Sarah Khan',
  email: `sarah.${Date.now()}@example.com`,
  password: 'sarahs-own-password-1',
};
const freeTime = { id: 0, date: addDaysToIsoDate(londonToday(), 12), time: '10:00', duration: 120 as const };
const learner = { fullName: 'Aisha Begum', email: `aisha-${Date.now()}@example.com`, phone: '07700 900789' };

beforeAll(async () => {
  server = await startTestServer({
    dataTemplate: serverDataTemplate(),
    env: { INSTRUCTOR_NAME: 'Tom Owner' },
  });
}, 120_000);

afterAll(async () => {
  await server?.stop();
});

const browser = setUpBrowser({ baseUrl: () => server.baseUrl });

describe('a school of two', () => {
  it('the owner invites Sarah; she sets up and adds a time on her phone; a learner books her; she approves and teaches; the owner sees it', async () => {
    // The owner, at a desk: the invitation, and its link (this server sends no e-mail).
    const owner = await browser.newPage(DESKTOP_WIDTH);
    await openDashboardAsDemoInstructor(owner, 'instructors');
    await owner.getByRole('button', { name: 'Invite an instructor' }).click();
    const dialog = owner.getByRole('dialog', { name: 'Invite an instructor' });
    await dialog.getByLabel('Full name').fill(sarah.fullName);
    await dialog.getByLabel('E-mail address').fill(sarah.email);
    await dialog.getByRole('button', { name: 'Send Invitation' }).click();
    const link = await owner.getByLabel('Invitation link').inputValue();
    await expectNoAxeViolations(owner);

    // Sarah, on her phone: password and profile, then her dashboard.
    const phone = await browser.newPage(MOBILE_WIDTH);
    await phone.goto(new URL(link).pathname);
    await phone.getByRole('heading', { level: 1, name: 'Join the school as an instructor' }).waitFor();
    await waitForPageReady(phone);
    await phone.getByLabel('Choose a password', { exact: true }).fill(sarah.password);
    await phone.getByLabel('Password again', { exact: true }).fill(sarah.password);
    await phone.getByLabel('Phone and WhatsApp').fill('07700 900456');
    await phone.getByLabel('Approved Driving Instructor (ADI)').check();
    await phone.getByLabel('Automatic', { exact: true }).check();
    await phone.getByLabel('Car make').fill('Toyota');
    await phone.getByLabel('Car model').fill('Yaris Hybrid');
    await phone.getByLabel('Moseley').check();
    await phone.getByLabel('Female').check();
    await expectNoAxeViolations(phone);
    await phone.getByRole('button', { name: 'Create My Account' }).click();
    await phone.getByRole('heading', { level: 2, name: 'Today' }).waitFor({ timeout: 15_000 });

    // The owner records her badge and insurance at the desk: a plainly invited instructor cannot
    // be booked before (docs/decisions/0057).
    await owner.reload();
    const sarahsCard = owner.getByRole('listitem').filter({ hasText: sarah.email });
    await sarahsCard.getByText('No badge or insurance on record — not bookable').waitFor({ timeout: 15_000 });
    await sarahsCard.getByText('Not bookable', { exact: true }).waitFor();
    await sarahsCard.getByRole('button', { name: `Documents of ${sarah.fullName}` }).click();
    const documents = owner.getByRole('dialog', { name: `${sarah.fullName}'s documents` });
    await fillComplianceRecord(documents, validComplianceRecord());
    await expectNoAxeViolations(owner);
    await documents.getByRole('button', { name: 'Save Documents' }).click();
    await expectToast(owner, 'Documents saved');
    await sarahsCard.getByText('Bookable', { exact: true }).waitFor();

    // Her first free time, from her dashboard's availability.
    await phone.goto('/instructor-dashboard?tab=availability');
    const addOneTime = phone.getByRole('form', { name: 'Add one time' });
    await addOneTime.waitFor({ timeout: 15_000 });
    await waitForPageReady(phone);
    await addOneTime.getByLabel('Date', { exact: true }).fill(freeTime.date);
    await addOneTime.getByLabel('Time', { exact: true }).fill(freeTime.time);
    await addOneTime.getByLabel('Length', { exact: true }).selectOption(String(freeTime.duration));
    await addOneTime.getByRole('button', { name: 'Add Time Slot' }).click();
    await expectToast(phone, 'Time Slot Added');
    await expectNoAxeViolations(phone);
    await takeScreenshots(phone, 'school-of-two-sarah-availability', [MOBILE_WIDTH]);

    // A learner on a phone asks for a female instructor: only Sarah's time; they book it.
    const learnerPhone = await browser.newPage(MOBILE_WIDTH);
    await learnerPhone.goto('/book-lesson');
    await waitForPageReady(learnerPhone);
    await learnerPhone.getByRole('radio', { name: /A female instructor/ }).check();
    await chooseDate(learnerPhone, freeTime.date);
    await timeButton(learnerPhone, freeTime).click();
    await fillDetails(learnerPhone, learner);
    await expectNoAxeViolations(learnerPhone);
    const booked = await captureNextPostJson(learnerPhone, '/api/bookings');
    await learnerPhone.getByRole('button', { name: 'Book and Continue to Payment' }).click();
    const booking = createdBookingSchema.parse(await booked.body);
    expect(booking.timeSlots.map((slot) => slot.date)).toEqual([freeTime.date]);
    await waitForPath(learnerPhone, { pathname: '/bank-transfer-checkout' }, 15_000);

    // Sarah approves the request on her phone.
    await phone.goto('/instructor-dashboard?tab=bookings');
    const request = phone.getByRole('article', { name: learner.fullName, exact: true });
    await request.waitFor({ timeout: 15_000 });
    await waitForPageReady(phone);
    await expectNoAxeViolations(phone);
    await request.getByRole('button', { name: /^Approve/ }).click();
    await expectToast(phone, 'Booking Approved');
    await takeScreenshots(phone, 'school-of-two-sarah-approved', [MOBILE_WIDTH]);

    // She teaches: last night's lesson with the learner (a drive before the booked one, sold
    // as a single lesson), booked from her phone and marked done.
    await phone.goto('/instructor-dashboard?tab=manual-booking');
    const manual = phone.getByRole('region', { name: 'Book a lesson manually' });
    await manual.waitFor({ timeout: 15_000 });
    await waitForPageReady(phone);
    await manual
      .getByLabel('Student', { exact: true })
      .selectOption({ label: `${learner.fullName} (${learner.email})` });
    await manual.getByLabel('Date').fill(addDaysToIsoDate(londonToday(), -1));
    await manual.getByLabel('Start time').fill('21:00');
    await manual.getByLabel('Add a purchase').check();
    await manual.getByRole('button', { name: 'Book Lesson' }).click();
    await expectToast(phone, 'Lesson Booked');
    let card = await openStudentCard(phone, learner.fullName);
    await card
      .getByRole('region', { name: 'Lessons' })
      .getByRole('button', { name: /^Done/ })
      .first()
      .click();
    const done = phone.getByRole('dialog', { name: 'Lesson done' });
    await done.getByRole('button', { name: 'Mark Done' }).click();
    await done.waitFor({ state: 'detached' });
    await expectToast(phone, 'Lesson Done');

    // The owner, at a desk: Sarah's learner among the school's, with the hour she taught used.
    card = await openStudentCard(owner, learner.fullName);
    await expect
      .poll(async () => (await readFacts(card.getByRole('region', { name: 'Hours and money' }))).Used, {
        timeout: 10_000,
      })
      .toBe('1 hour');
    await expectNoAxeViolations(owner);
    await takeScreenshots(owner, 'school-of-two-owner-students', [DESKTOP_WIDTH]);
  }, 150_000);
});
