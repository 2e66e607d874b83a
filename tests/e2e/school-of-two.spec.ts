import { readFileSync } from 'node:fs';
import { parse } from 'csv-parse/sync';
import type { Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createdBookingSchema } from '../../src/core/bookings/booking/booking-schemas';
import { packagesResponseSchema } from '../../src/core/bookings/booking/package-schemas';
import { lessonSchema, manualLessonResponseSchema } from '../../src/core/diary/lessons/lessons-schemas';
import { formatPounds } from '../../src/core/format/display-format';
import { getStatementPeriod } from '../../src/core/money/statement-schemas';
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
import {
  addStudent,
  callApi,
  generateProgressLink,
  inviteAndAcceptInstructor,
  openDashboardAsDemoInstructor,
  signInAsDemoInstructor,
  signInPageAs,
  uniqueLearner,
  validComplianceRecord,
} from './support/instructor-api';
import { takeScreenshots } from './support/screenshots';
import { openStudentCard, readFacts } from './support/student-card';
import { type RunningTestServer, startTestServer } from './support/test-server';
import { expectToast } from './support/toasts';

/*
 * A school of two, end to end (issue 37's proof): the owner invites Sarah from the Instructors
 * tab at a desk; she accepts on her phone (password and profile) and adds a free time in her
 * dashboard; a learner on a phone asks for a female instructor and books that time; Sarah
 * approves it on her phone and teaches the learner (a lesson marked done); the owner at a desk
 * sees her learner and the hour used. Then, on the same server, issue 38's waiting list across the
 * school and issue 39's partner statement (below). Its own server: a second
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

/*
 * Issue 38's waiting list across the school (docs/decisions/0058): with more than one bookable
 * instructor (here Tom Owner and the demo's Nadia, with Sarah once the test above has run) both
 * waiting-list forms ask whose times the learner waits for.
 */
describe('the waiting list in a school of several', () => {
  it("a newcomer and a learner with a link each choose whose times they wait for, on a phone; the owner's list says it", async () => {
    // The newcomer, from the booking page: any instructor, or one by name.
    const newcomer = uniqueLearner('Farah');
    const page = await browser.newPage(MOBILE_WIDTH);
    await page.goto('/book-lesson');
    await waitForPageReady(page);
    await page.getByRole('button', { name: 'Tell me when an earlier time frees up' }).click();
    const dialog = page.getByRole('dialog', { name: 'Tell me when an earlier time frees up' });
    const whose = dialog.getByRole('group', { name: "Which instructor's times?" });
    await whose.waitFor({ timeout: 10_000 });
    for (const option of ['Any instructor', 'Only Tom Owner', 'Only Nadia Hussain']) {
      await whose.getByRole('radio', { name: option }).waitFor();
    }
    await whose.getByText('Any instructor', { exact: true }).click();
    await dialog.getByLabel('Instructor preference').selectOption('female');
    await dialog.getByLabel('Saturday morning').check();
    await dialog.getByLabel('Full name').fill(newcomer.fullName);
    await dialog.getByLabel('E-mail').fill(newcomer.email);
    await dialog.getByLabel('Phone number').fill(newcomer.phone);
    await dialog.getByLabel('Driving experience').selectOption('beginner');
    await dialog.getByLabel(/I have read and accept/).check();
    await expectNoAxeViolations(page);
    await dialog.getByRole('button', { name: 'Tell me when a time frees up' }).click();
    await dialog.getByRole('status').waitFor({ timeout: 10_000 });

    // A learner of the owner's, from their own page: my instructor or any instructor.
    const ownerToken = await signInAsDemoInstructor(server.baseUrl);
    const learnerWithLink = uniqueLearner('Imran');
    const student = await addStudent(ownerToken, learnerWithLink, server.baseUrl);
    const link = await generateProgressLink(ownerToken, student.id, server.baseUrl);
    const home = await browser.newPage(MOBILE_WIDTH);
    await home.goto(`/secure-progress?token=${link.token}`);
    await waitForPageReady(home);
    const card = home.getByRole('region', { name: 'Waiting List' });
    await card.getByRole('button', { name: 'Join the waiting list' }).click();
    const choice = card.getByRole('group', { name: "Which instructor's times?" });
    await choice.getByRole('radio', { name: 'My instructor' }).waitFor({ timeout: 10_000 });
    await choice.getByText('Any instructor', { exact: true }).click();
    await card.getByLabel('Instructor preference').selectOption('female');
    await card.getByLabel('Monday evening').check();
    await expectNoAxeViolations(home);
    await card.getByRole('button', { name: 'Join the waiting list' }).click();
    await card.getByText('Thank you, you have joined the waiting list.').waitFor({ timeout: 10_000 });
    await card.getByText('Any instructor · female', { exact: true }).waitFor();

    // The owner's list (each entry is the owner's: the newcomer named no one, the learner is his).
    const owner = await browser.newPage(MOBILE_WIDTH);
    await openDashboardAsDemoInstructor(owner, 'waiting-list');
    for (const name of [newcomer.fullName, learnerWithLink.fullName]) {
      const entry = owner.getByRole('article', { name: new RegExp(name) });
      await entry.waitFor({ timeout: 10_000 });
      expect(await entry.getByTestId('waiting-list-instructor-choice').innerText()).toBe(
        'Any instructor · female',
      );
    }
  }, 90_000);
});

/*
 * Issue 39's proof (docs/decisions/0059): the owner sets a partner's commission in the School fee
 * editor; the partner teaches three lessons (set up through the API: the manual booking and
 * "Mark Done" are clicked in the test above); the owner's and the partner's statements of the
 * period agree, and the CSV opens as a spreadsheet would read it (a BOM, UK dates, the totals).
 */
describe("a partner's commission and statement", () => {
  it('the owner sets 5% in the School fee editor; both see the same statement of three lessons; the CSV adds up', async () => {
    const ownerToken = await signInAsDemoInstructor(server.baseUrl);
    const partner = {
      fullName: 'Priya Shah',
      email: `priya.${Date.now()}@example.com`,
      password: 'priyas-own-password-1',
    };
    const priya = await inviteAndAcceptInstructor(server.baseUrl, ownerToken, partner);
    const lessonDay = addDaysToIsoDate(londonToday(), -1);

    // The owner, on a phone: 5% of each lesson from the day she taught.
    const owner = await browser.newPage(MOBILE_WIDTH);
    await openDashboardAsDemoInstructor(owner, 'instructors');
    const account = owner.getByRole('listitem').filter({ hasText: partner.email });
    await account.getByRole('button', { name: `School fee of ${partner.fullName}` }).click();
    const feeDialog = owner.getByRole('dialog', { name: `${partner.fullName}'s school fee` });
    await feeDialog.getByText('No fee set yet: nothing is charged.').waitFor({ timeout: 10_000 });
    await feeDialog.getByRole('radio', { name: /^Commission on each lesson/ }).check();
    await feeDialog.getByLabel('Share of each lesson (%)').fill('5');
    await feeDialog.getByLabel('From', { exact: true }).fill(lessonDay);
    await expectNoAxeViolations(owner);
    await feeDialog.getByRole('button', { name: 'Save Fee' }).click();
    await expectToast(owner, 'School fee saved', partner.fullName);
    await feeDialog.waitFor({ state: 'detached' });

    // Priya teaches three one-hour lessons to a learner of hers, each sold as a single lesson.
    const learner = uniqueLearner('Zara');
    const student = await addStudent(priya.token, learner, server.baseUrl);
    for (const startTime of ['09:00', '11:00', '13:00']) {
      const booked = await callApi('POST', '/api/lessons/manual', {
        token: priya.token,
        body: {
          studentId: student.id,
          date: lessonDay,
          startTime,
          duration: 60,
          packageType: 'single_1hour',
          addPurchase: true,
          paymentMethod: 'cash',
        },
        expectStatus: 201,
        schema: manualLessonResponseSchema,
        baseUrl: server.baseUrl,
      });
      await callApi('POST', `/api/lessons/${booked.lesson.id}/complete`, {
        token: priya.token,
        body: { actualMinutes: 60 },
        expectStatus: 200,
        schema: lessonSchema,
        baseUrl: server.baseUrl,
      });
    }
    const packages = await callApi('GET', '/api/packages', {
      expectStatus: 200,
      schema: packagesResponseSchema,
      baseUrl: server.baseUrl,
    });
    const lessonPence = packages.single_1hour?.price ?? 0;
    expect(lessonPence, 'the single lesson is on sale').toBeGreaterThan(0);
    // 5% of each lesson's money, rounded half up to a penny per lesson.
    const feePence = Math.round((lessonPence * 5) / 100);
    const expectedTotals = {
      'Lessons (3, 3 hours)': formatPounds(3 * lessonPence),
      'Fees to the school': formatPounds(-3 * feePence),
      Costs: formatPounds(0),
      Net: formatPounds(3 * (lessonPence - feePence)),
    };

    // The owner's view of Priya's month, then Priya's own on her phone: the same figures.
    await owner.goto('/instructor-dashboard?tab=money');
    const ownerStatement = await openStatement(owner, lessonDay, partner.fullName, { pickInstructor: true });
    expect(await readStatementTotals(ownerStatement)).toEqual(expectedTotals);
    const ownerLines = await ownerStatement.getByRole('row').allInnerTexts();
    const commission = `Commission 5% on ${learner.fullName}'s lesson`;
    expect(ownerLines.filter((line) => line.includes(commission))).toHaveLength(3);
    const partnerPage = await browser.newPage(MOBILE_WIDTH);
    await signInPageAs(partnerPage, partner);
    await partnerPage.goto('/instructor-dashboard?tab=money');
    const partnerStatement = await openStatement(partnerPage, lessonDay, partner.fullName, {
      pickInstructor: false,
    });
    expect(await readStatementTotals(partnerStatement)).toEqual(expectedTotals);
    expect(await partnerStatement.getByRole('row').allInnerTexts()).toEqual(ownerLines);
    await expectNoAxeViolations(partnerPage);
    await takeScreenshots(partnerPage, 'statement-partner', [MOBILE_WIDTH]);

    // The CSV, as a spreadsheet opens it: a BOM, then dd/mm/yyyy dates and pounds that add up.
    const download = partnerPage.waitForEvent('download');
    await partnerStatement.getByRole('link', { name: 'Download CSV' }).click();
    const bytes = readFileSync(await (await download).path());
    expect([...bytes.subarray(0, 3)], 'a UTF-8 byte-order mark').toEqual([0xef, 0xbb, 0xbf]);
    const rows: string[][] = parse(bytes.toString('utf8'), { bom: true });
    const [year, month, day] = lessonDay.split('-');
    const ukLessonDay = `${day}/${month}/${year}`;
    const pounds = (pence: number) => (pence / 100).toFixed(2);
    expect(rows[0]).toEqual(['Type', 'Date', 'Learner or item', 'Minutes', 'Amount (£)']);
    expect(rows.filter((row) => row[0] === 'Lesson')).toEqual(
      Array.from({ length: 3 }, () => ['Lesson', ukLessonDay, learner.fullName, '60', pounds(lessonPence)]),
    );
    const fees = rows.filter((row) => row[0] === 'School fee');
    expect(fees).toEqual(
      Array.from({ length: 3 }, () => ['School fee', ukLessonDay, commission, '', pounds(-feePence)]),
    );
    const lastDay = new Date(Date.UTC(Number(year), Number(month), 0)).getUTCDate();
    const total = (type: string) => rows.find((row) => row[0] === type);
    expect(total('Total lessons')).toEqual([
      'Total lessons',
      `01/${month}/${year} to ${lastDay}/${month}/${year}`,
      partner.fullName,
      '180',
      pounds(3 * lessonPence),
    ]);
    expect(total('Total school fees')?.[4]).toBe(pounds(-3 * feePence));
    expect(total('Total costs')?.[4]).toBe('0.00');
    expect(total('Net')?.[4]).toBe(pounds(3 * (lessonPence - feePence)));
  }, 120_000);
});

/**
 * The Money tab's Statements, set to the month holding `day` (and, for the owner, to `name`'s),
 * once that statement is on screen (headed with the name and the month, not the one before).
 */
async function openStatement(
  page: Page,
  day: string,
  name: string,
  options: { pickInstructor: boolean },
): Promise<Locator> {
  const statements = page.getByRole('region', { name: 'Statements' });
  await statements.getByLabel('Period').selectOption('month');
  await statements.getByLabel('A day in it').fill(day);
  if (options.pickInstructor) {
    const picker = statements.getByLabel('Whose');
    await expect.poll(() => picker.getByRole('option', { name }).count(), { timeout: 10_000 }).toBe(1);
    await picker.selectOption({ label: name });
  }
  const month = getStatementPeriod('month', day).label;
  await statements.getByText(`${name}: ${month}`, { exact: true }).waitFor({ timeout: 10_000 });
  return statements;
}

/** A statement's totals as shown: each line's words and amount. */
async function readStatementTotals(statement: Locator): Promise<Record<string, string>> {
  return readFacts(statement.locator('dl').first());
}
