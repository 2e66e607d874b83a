import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { instructorSlotsResponseSchema } from '../../src/core/bookings/availability/availability-admin-schemas';
import { createdBookingSchema } from '../../src/core/bookings/booking/booking-schemas';
import { type TimeSlot, timeSlotsResponseSchema } from '../../src/core/bookings/booking/time-slot-schemas';
import { addDaysToIsoDate, SCHOOL_TIME_ZONE, toZonedParts } from '../../src/core/time/london-time';
import { expectNoAxeViolations } from './support/accessibility';
import { DESKTOP_WIDTH, MOBILE_WIDTH, setUpBrowser, waitForPageReady } from './support/browser';
import { urlFor } from './support/e2e-context';
import { signInWithForm } from './support/instructor-api';
import { SCREENSHOT_DIR, SCREENSHOTS_ON, takeScreenshots } from './support/screenshots';
import { dismissToasts, expectToast } from './support/toasts';

/*
 * The instructor dashboard (spec instructor side, sections 2-5 and 8; issue 5), against the real
 * server and its demo data. Other spec files share the server, so the test makes its own learners
 * and bookings and never assumes exact counts of what it did not create.
 */

const browser = setUpBrowser();

/*
 * The laptop test's page is 1280 px wide: screenshot at that width first, then at 390 px
 * (takeScreenshots only resizes when a width differs from the page's original one).
 */
const SCREENSHOT_WIDTHS = [DESKTOP_WIDTH, MOBILE_WIDTH];

const DEMO_LOGIN = { email: 'instructor@example.com', password: 'learn-to-drive-2026' };
const TAB_TITLES = [
  'Today',
  'Pending Bookings',
  'Student Management',
  'Manual Booking',
  'Add Progress Notes',
  'Manage Availability',
  'SMS & WhatsApp',
  'Partner Network',
  'Leads',
  'Waiting List',
  'Money',
  'Settings',
  'Outbox',
  'Instructors',
] as const;
type TabTitle = (typeof TAB_TITLES)[number];
const TAB_VALUES: Record<TabTitle, string> = {
  Today: 'today',
  'Pending Bookings': 'bookings',
  'Student Management': 'students',
  'Manual Booking': 'manual-booking',
  'Add Progress Notes': 'notes',
  'Manage Availability': 'availability',
  'SMS & WhatsApp': 'reminders',
  'Partner Network': 'network',
  Leads: 'leads',
  'Waiting List': 'waiting-list',
  Money: 'money',
  Settings: 'settings',
  Outbox: 'outbox',
  Instructors: 'instructors',
};

const runId = Date.now();
let counter = 0;
function uniqueLearner(firstName: string) {
  counter += 1;
  const fullName = `${firstName} Test${runId % 100_000}${counter}`;
  return {
    fullName,
    email: `${firstName.toLowerCase()}-${runId}-${counter}@example.com`,
    phone: `07700 9${String(runId % 100_000).padStart(5, '0')}`,
  };
}

function schoolToday(): string {
  return toZonedParts(new Date(), SCHOOL_TIME_ZONE).date;
}

async function fetchFreeHours(): Promise<TimeSlot[]> {
  const response = await fetch(urlFor('/api/time-slots'));
  expect(response.status, 'GET /api/time-slots should answer 200').toBe(200);
  const slots = timeSlotsResponseSchema.parse(await response.json());
  // Not today: the request must still be answerable, whatever the time of the run.
  return slots.filter((slot) => slot.duration === 60 && slot.date > schoolToday());
}

/** A learner books a 1-hour lesson through the public API, holding one free slot. */
async function bookAsLearner(
  learner: ReturnType<typeof uniqueLearner>,
  slot: TimeSlot,
  pickup: { pickupAddress?: string; pickupPostcode?: string } = {},
) {
  const response = await fetch(urlFor('/api/bookings'), {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      ...learner,
      ...pickup,
      drivingExperience: 'beginner',
      packageType: 'single_1hour',
      acceptTerms: true,
      timeSlotIds: [slot.id],
      instructorPreference: 'no_preference',
      paymentMethod: 'bank_transfer',
    }),
  });
  expect(response.status, `POST /api/bookings for ${learner.fullName} should answer 201`).toBe(201);
  return createdBookingSchema.parse(await response.json());
}

/** Both widths, with no toast in the way. */
async function screenshot(page: Page, name: string): Promise<void> {
  await dismissToasts(page);
  await takeScreenshots(page, name, SCREENSHOT_WIDTHS);
}

/**
 * A modal dialog as the instructor sees it: the viewport (a full-page capture of a scrolled page
 * draws the fixed dialog and header in odd places), at both widths.
 */
async function screenshotDialog(page: Page, name: string): Promise<void> {
  for (const width of SCREENSHOT_WIDTHS) {
    await page.setViewportSize({ width, height: 900 });
    await page.evaluate(
      () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))),
    );
    if (SCREENSHOTS_ON)
      await page.screenshot({ path: join(SCREENSHOT_DIR, `${name}-${width}.png`), animations: 'disabled' });
  }
  await page.setViewportSize({ width: DESKTOP_WIDTH, height: 900 });
}

async function openTab(page: Page, title: TabTitle): Promise<void> {
  const tab = page.getByRole('tab', { name: new RegExp(`^${title}`) });
  await tab.click();
  // The open tab lives in the address (?tab=...), so selection follows a (client-side) navigation.
  await expect
    .poll(() => tab.getAttribute('aria-selected'), { message: `the '${title}' tab should be selected` })
    .toBe('true');
  expect(new URL(page.url()).searchParams.get('tab') ?? 'today').toBe(TAB_VALUES[title]);
  await page.getByRole('heading', { level: 2, name: title }).waitFor({ timeout: 10_000 });
  await page.waitForLoadState('networkidle');
}

function card(page: Page, name: string): Locator {
  return page.getByRole('article', { name, exact: true });
}

async function searchStudent(page: Page, name: string): Promise<Locator> {
  await page.getByLabel('Search students').fill(name);
  const found = card(page, name);
  await found.waitFor({ timeout: 10_000 });
  return found;
}

describe('the instructor dashboard on a laptop', () => {
  it('signs in, approves a new request, offers alternatives, adds a student with a copied link, books a lesson, records a note, adds a week of times, marks a booking paid and signs out', async () => {
    const [approveSlot, alternativesSlot] = await fetchFreeHours();
    if (!approveSlot || !alternativesSlot)
      throw new Error('Expected at least two free 1-hour slots after today');
    const approveLearner = uniqueLearner('Aaliyah');
    const alternativesLearner = uniqueLearner('Bilal');
    await bookAsLearner(approveLearner, approveSlot, {
      pickupAddress: '7 Alcester Road',
      pickupPostcode: 'B13 8AA',
    });
    await bookAsLearner(alternativesLearner, alternativesSlot);

    const page = await browser.newPage(DESKTOP_WIDTH);
    await page.context().grantPermissions(['clipboard-read', 'clipboard-write'], { origin: urlFor('/') });

    // --- Login form (spec sections 2 and 8) ---
    await page.goto('/instructor-dashboard');
    await waitForPageReady(page);
    expect(await page.getByRole('heading', { level: 1 }).innerText()).toBe('Instructor Login');
    expect(await page.getByText(/^Need access\? The school's owner invites instructors/).isVisible()).toBe(
      true,
    );
    const toggle = page.getByRole('button', { name: 'Show password' });
    const password = page.getByLabel('Password', { exact: true });
    expect(await toggle.getAttribute('aria-pressed')).toBe('false');
    await password.fill('not-the-password');
    await toggle.click();
    expect(await toggle.getAttribute('aria-pressed'), 'the toggle says the password is shown').toBe('true');
    expect(await password.getAttribute('type')).toBe('text');
    await expectNoAxeViolations(page);
    await screenshot(page, 'instructor-login');

    await page.getByLabel('Email', { exact: true }).fill(DEMO_LOGIN.email);
    await page.getByRole('button', { name: 'Sign In' }).click();
    await expectToast(page, 'Login Failed', 'Invalid email or password');

    await signInWithForm(page);
    // The demo sets no INSTRUCTOR_NAME: the account is named by its e-mail, never a made-up name.
    // Signing in opens the dashboard as a new page (docs/decisions/0044): wait for its header.
    await page.getByText(`Signed in as ${DEMO_LOGIN.email}`).waitFor({ timeout: 15_000 });
    const tabNames = await page.getByRole('tab').allInnerTexts();
    // The first line of each tab is its title (a count of waiting requests may follow).
    expect(tabNames.map((name) => name.split('\n')[0]?.trim())).toEqual([...TAB_TITLES]);

    // --- Pending Bookings: approve the request made above ---
    await openTab(page, 'Pending Bookings');
    const approveCard = card(page, approveLearner.fullName);
    await approveCard.waitFor();
    expect(await approveCard.innerText()).toContain('1 Hour Lesson');
    expect(await approveCard.innerText()).toContain('£40.00');
    expect(await approveCard.getByText('Unpaid').isVisible()).toBe(true);
    expect(await approveCard.innerText()).toContain('7 Alcester Road, B13 8AA');
    await expectNoAxeViolations(page);
    await screenshot(page, 'dashboard-bookings');

    await approveCard.getByRole('button', { name: /^Approve/ }).click();
    await expectToast(page, 'Booking Approved');
    // The request leaves the list; a just-approved card with its money stays until Done.
    await approveCard.getByText('1 Hour Lesson · approved').waitFor({ timeout: 10_000 });
    expect(await approveCard.getByRole('button', { name: /^Approve/ }).count()).toBe(0);
    await approveCard.getByRole('button', { name: /^Done/ }).click();
    await approveCard.waitFor({ state: 'detached', timeout: 10_000 });

    // --- Suggest Alternatives: the spec's messages, then a real offer ---
    const alternativesCard = card(page, alternativesLearner.fullName);
    await dismissToasts(page);
    await alternativesCard.getByRole('button', { name: /^Suggest Alternatives/ }).click();
    const dialog = page.getByRole('dialog', { name: 'Suggest Alternatives' });
    await dialog.waitFor();
    await dialog.getByRole('button', { name: 'Send Alternatives' }).click();
    await dialog.getByText('Please provide alternatives').waitFor();
    expect(await dialog.getByText('Please provide a reason').isVisible()).toBe(true);
    await expectNoAxeViolations(page);
    await screenshotDialog(page, 'dashboard-suggest-alternatives');
    await dialog.getByLabel('Date').fill(addDaysToIsoDate(schoolToday(), 2));
    await dialog.getByLabel('Time').fill('07:00');
    await dialog.getByLabel('Duration').selectOption('60');
    await dialog.getByLabel('Reason').fill('I am on a training course that morning');
    await dialog.getByRole('button', { name: 'Send Alternatives' }).click();
    // No SMTP on the test server: the toast must say the learner was NOT e-mailed.
    await expectToast(page, 'Alternative Times Sent', /has NOT been told/);
    await alternativesCard
      .getByText('Alternatives offered, waiting for the learner', { exact: false })
      .waitFor();

    // --- Student Management: add a student, duplicate refused, link generated, copied, e-mailed ---
    await openTab(page, 'Student Management');
    await page.getByRole('heading', { name: 'Add Student Manually' }).waitFor();
    await expectNoAxeViolations(page);
    await screenshot(page, 'dashboard-students');

    const newStudent = uniqueLearner('Chloe');
    const addForm = page.getByRole('region', { name: 'Add Student Manually' });
    await addForm.getByRole('button', { name: 'Add Student' }).click();
    await addForm.getByText('Full name must be at least 2 characters').waitFor();
    expect(await addForm.getByText('Please enter a valid email address').isVisible()).toBe(true);
    expect(await addForm.getByText('Please enter a valid phone number').isVisible()).toBe(true);
    await addForm.getByLabel('Full name').fill(newStudent.fullName);
    await addForm.getByLabel('Email').fill(newStudent.email);
    await addForm.getByLabel('Phone').fill(newStudent.phone);
    await addForm.getByLabel('Driving experience').selectOption('refresher');
    await addForm.getByRole('button', { name: 'Add Student' }).click();
    await expectToast(page, 'Student Added');
    await addForm.getByLabel('Full name').fill(`${newStudent.fullName} Again`);
    await addForm.getByLabel('Email').fill(newStudent.email);
    await addForm.getByLabel('Phone').fill(newStudent.phone);
    await addForm.getByLabel('Driving experience').selectOption('beginner');
    await addForm.getByRole('button', { name: 'Add Student' }).click();
    await addForm.getByText('A student with this email already exists').waitFor();

    const studentCard = await searchStudent(page, newStudent.fullName);
    await studentCard.getByRole('button', { name: /^Generate Access Link/ }).click();
    await expectToast(page, 'Access Link Ready');
    const copyButton = studentCard.getByRole('button', { name: /^Copy Progress Link/ });
    await copyButton.waitFor();
    const linkValue = await studentCard.getByLabel(`${newStudent.fullName}'s progress link`).inputValue();
    expect(linkValue).toMatch(/\/secure-progress\?token=[\w-]{20,}/);
    await copyButton.click();
    await studentCard.getByRole('button', { name: /^Copied!/ }).waitFor();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(linkValue);
    await studentCard.getByRole('button', { name: /^Copy Progress Link/ }).waitFor({ timeout: 4000 });
    const journey = studentCard.getByRole('link', { name: /^View Learning Journey/ });
    expect(await journey.getAttribute('target')).toBe('_blank');
    // The learner's one home (the old /student-dashboard/ page is part of it now).
    expect(await journey.getAttribute('href')).toMatch(/^\/secure-progress\?token=[\w-]{20,}$/);
    expect(await studentCard.getByText(/^Works until /).isVisible()).toBe(true);
    await studentCard.getByRole('button', { name: /^Email Access Link/ }).click();
    await expectToast(page, 'Email not sent', /NOT sent/);

    // The progress dialog and the delete confirmation of a demo learner with notes.
    const demoCard = await searchStudent(page, 'Tom Clarke');
    // The actual duration of a coming lesson, edited inline (15 to 480 in steps of 15).
    const lessons = demoCard.getByRole('region', { name: 'Lessons' });
    await lessons
      .getByRole('button', { name: /^Edit actual duration/ })
      .first()
      .click();
    const duration = lessons.getByLabel('Actual duration (minutes)');
    await duration.fill('100');
    await lessons.getByRole('button', { name: 'Save' }).click();
    await lessons.getByText('Enter a duration from 15 to 480 minutes, in steps of 15').waitFor();
    await duration.fill('135');
    await lessons.getByRole('button', { name: 'Save' }).click();
    await expectToast(page, 'Lesson Updated', '135 minutes recorded');
    await lessons.getByText('Actual: 135 min').waitFor();
    await dismissToasts(page);
    await demoCard.getByRole('button', { name: /^View Progress/ }).click();
    const progressDialog = page.getByRole('dialog', { name: "Tom Clarke's progress" });
    await progressDialog.getByText('Instructor notes').first().waitFor();
    await expectNoAxeViolations(page);
    await screenshotDialog(page, 'dashboard-student-progress');
    await page.keyboard.press('Escape');
    await progressDialog.waitFor({ state: 'detached' });
    await demoCard.getByRole('button', { name: /^Delete/ }).click();
    const deleteDialog = page.getByRole('dialog', { name: 'Delete Tom Clarke?' });
    // Tom has paid for his package: the books keep his amounts, his personal data would be erased.
    await deleteDialog
      .getByText('They have bought or paid for lessons, so the books keep the amounts.')
      .waitFor();
    expect(await deleteDialog.innerText()).toContain(
      'Their purchases, payments, bookings and lessons stay, anonymised',
    );
    await expectNoAxeViolations(page);
    await screenshotDialog(page, 'dashboard-delete-student');
    await deleteDialog.getByRole('button', { name: 'Cancel' }).click();
    await deleteDialog.waitFor({ state: 'detached' });

    // A payment reminder (no SMTP on the test server: it says it was NOT sent), then mark paid (one way).
    const approvedCard = await searchStudent(page, approveLearner.fullName);
    await approvedCard.getByRole('button', { name: /^Send Payment Reminder/ }).click();
    await expectToast(page, 'Reminder not sent', /NOT sent.*£40\.00 owed/);
    await approvedCard.getByRole('button', { name: /^Mark Paid/ }).click();
    const paidDialog = page.getByRole('dialog', { name: 'Mark this booking paid?' });
    await paidDialog.getByRole('button', { name: 'Mark Paid' }).click();
    await expectToast(page, 'Payment Recorded');
    await approvedCard.getByText('Paid', { exact: true }).waitFor();
    expect(await approvedCard.getByRole('button', { name: /^Mark Paid/ }).count()).toBe(0);
    // The ledger has the payment: nothing owed, so no reminder to send.
    await approvedCard
      .getByRole('region', { name: 'Hours and money' })
      .getByText('Paid up', { exact: true })
      .waitFor();
    expect(await approvedCard.getByRole('button', { name: /^Send Payment Reminder/ }).count()).toBe(0);

    // The backup: one JSON file of the school's data, saved by the browser.
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Download Backup' }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/^driving-school-backup-\d{4}-\d{2}-\d{2}\.json$/);
    const backupPath = await download.path();
    const backup: unknown = JSON.parse(readFileSync(backupPath, 'utf8'));
    expect(JSON.stringify(backup)).toContain(newStudent.email);
    expect(JSON.stringify(backup), 'the backup holds no password hashes').not.toContain('$argon2');
    await expectToast(page, 'Backup Downloaded');

    // The Students tab's name also says how many messages are unread: match the sub-tab by its start.
    await page.getByRole('tab', { name: /^Messages/ }).click();
    await page.getByText('Choose a student to chat with').waitFor();
    await expectNoAxeViolations(page);
    await screenshot(page, 'dashboard-messages');

    // --- Manual Booking: the spec's messages, then a lesson for the new student ---
    await openTab(page, 'Manual Booking');
    await expectNoAxeViolations(page);
    await screenshot(page, 'dashboard-manual-booking');
    const lessonForm = page.getByRole('region', { name: 'Book a lesson manually' });
    await lessonForm.getByRole('button', { name: 'Book Lesson' }).click();
    await lessonForm.getByText('Please select a student').waitFor();
    expect(await lessonForm.getByText('Please select a date').isVisible()).toBe(true);
    expect(await lessonForm.getByText('Please select start time').isVisible()).toBe(true);
    expect(await lessonForm.getByLabel('Duration').inputValue()).toBe('60');
    expect(await lessonForm.getByLabel('Package type').inputValue()).toBe('single_1hour');
    expect(await lessonForm.getByLabel('Payment', { exact: true }).inputValue()).toBe('not_paid');
    await lessonForm
      .getByLabel('Student', { exact: true })
      .selectOption({ label: `${newStudent.fullName} (${newStudent.email})` });
    await lessonForm.getByLabel('Date').fill(addDaysToIsoDate(schoolToday(), 40));
    await lessonForm.getByLabel('Start time').fill('06:00');
    // The new student has no hours: refused, with the reason on "Add a purchase", which takes focus.
    await lessonForm.getByRole('button', { name: 'Book Lesson' }).click();
    const addPurchase = lessonForm.getByRole('checkbox', { name: 'Add a purchase' });
    await lessonForm
      .getByText(`${newStudent.fullName} has no hours left to book this lesson from.`)
      .waitFor();
    expect(await addPurchase.getAttribute('aria-invalid')).toBe('true');
    await expect.poll(() => addPurchase.evaluate((element) => element === document.activeElement)).toBe(true);
    await dismissToasts(page);
    await addPurchase.check();
    await lessonForm.getByRole('button', { name: 'Book Lesson' }).click();
    await expectToast(page, 'Lesson Booked', newStudent.fullName);
    await expectToast(page, 'Lesson Booked', 'Added a purchase: ');

    // --- Add Progress Notes: student required, then a note with ticked and typed skills ---
    await openTab(page, 'Add Progress Notes');
    await expectNoAxeViolations(page);
    await screenshot(page, 'dashboard-notes');
    const noteForm = page.getByRole('region', { name: 'Write a progress note' });
    await noteForm.getByRole('button', { name: 'Save Progress Notes' }).click();
    await expectToast(page, 'Student Required', 'Please select a student before saving notes.');
    await noteForm.getByLabel('Student', { exact: true }).selectOption({ label: newStudent.fullName });
    // Their one lesson is weeks away: a note can be about a lesson only once it has started.
    await noteForm.getByText('None of their lessons has started yet; the note is saved on its own.').waitFor({
      timeout: 10_000,
    });
    const lessonSelect = noteForm.getByLabel(/^Lesson/);
    expect(await lessonSelect.locator('option').count()).toBe(1);
    expect(await lessonSelect.isDisabled()).toBe(true);
    await noteForm.getByRole('checkbox', { name: 'Roundabouts' }).check();
    await noteForm.getByRole('checkbox', { name: 'Parking' }).check();
    await noteForm.getByLabel(/^Other skills/).fill('Bay parking');
    await noteForm.getByRole('radio', { name: 'Excellent' }).check();
    await noteForm.getByLabel(/^Instructor notes/).fill('Calm and confident at the Five Ways roundabout.');
    await noteForm.getByRole('button', { name: 'Save Progress Notes' }).click();
    await expectToast(page, 'Progress Notes Saved', `${newStudent.fullName}'s note is saved.`);
    const noteCard = page.getByRole('article', { name: newStudent.fullName }).first();
    await noteCard.waitFor();
    const skills = noteCard.getByRole('list', { name: 'Skills practised' });
    // A ticked skill is saved at its level (a new learner's start at Introduced).
    expect(await skills.getByRole('listitem').allInnerTexts()).toEqual([
      'Roundabouts · Introduced',
      'Parking · Introduced',
      'Bay parking',
    ]);

    // --- Manage Availability: calendar cards, a week of times as a pattern ---
    await openTab(page, 'Manage Availability');
    // Both calendar cards read their status from the server: wait for the answer, then count.
    await page.getByText('Not connected').nth(1).waitFor();
    expect(await page.getByText('Not connected').count()).toBe(2);
    await expectNoAxeViolations(page);
    await screenshot(page, 'dashboard-availability');
    const patternStart = addDaysToIsoDate(schoolToday(), 50);
    const patternEnd = addDaysToIsoDate(patternStart, 6);
    await page.getByLabel('From date').fill(patternStart);
    await page.getByLabel('To date').fill(patternEnd);
    await page.getByLabel('From time').fill('06:00');
    await page.getByLabel('To time').fill('08:00');
    await page.getByLabel('Slot length').selectOption('60');
    await page.getByText('This makes up to 10 slots.').waitFor();
    await page.getByRole('button', { name: 'Add Weekly Times' }).click();
    await expectToast(page, 'Weekly Times Added', /^Weekly Times Added\s*Added 10 slots\.$/);
    const upcoming = await page.request.get('/api/time-slots/upcoming');
    expect(upcoming.status()).toBe(200);
    const added = instructorSlotsResponseSchema
      .parse(await upcoming.json())
      .filter((slot) => slot.date >= patternStart && slot.date <= patternEnd && slot.time < '08:00');
    expect(added.map((slot) => slot.time).sort()).toEqual([
      ...Array(5).fill('06:00'),
      ...Array(5).fill('07:00'),
    ]);
    expect(added.every((slot) => slot.state === 'free')).toBe(true);

    // --- SMS & WhatsApp: what is coming, and the settings link in a new tab ---
    await openTab(page, 'SMS & WhatsApp');
    const settingsLink = page.getByRole('link', { name: /^Open Reminder Settings/ });
    expect(await settingsLink.getAttribute('href')).toBe('/reminder-settings');
    expect(await settingsLink.getAttribute('target')).toBe('_blank');
    await expectNoAxeViolations(page);
    await screenshot(page, 'dashboard-reminders');

    // --- Sign Out: back to the form, and the session is gone on the server ---
    // The dashboard's top bar has the one Sign Out (no public header here).
    await page.getByRole('banner').getByRole('button', { name: 'Sign Out' }).click();
    await page.getByRole('heading', { level: 1, name: 'Instructor Login' }).waitFor();
    expect((await page.request.get('/api/auth/verify-instructor')).status()).toBe(401);
  }, 240_000);
});

describe('the instructor session', () => {
  it('returns to the login form, saying why, when the session stops working', async () => {
    const page = await browser.newPage(DESKTOP_WIDTH);
    await page.goto('/instructor-dashboard');
    await waitForPageReady(page);
    await signInWithForm(page);
    await page.getByRole('heading', { level: 2, name: 'Today' }).waitFor();
    // Signed out elsewhere: the server revokes the session and this browser's cookie goes with it.
    expect((await page.request.post('/api/auth/logout', { data: {} })).status()).toBe(200);
    // The next read finds the session gone: a tap on Refresh, unless the dashboard's own
    // re-read of its counts got there first (either way the login form must come back).
    await page
      .getByRole('button', { name: 'Refresh' })
      .click({ timeout: 5_000 })
      .catch(() => undefined);
    await page.getByRole('heading', { level: 1, name: 'Instructor Login' }).waitFor({ timeout: 10_000 });
    await expectToast(page, 'Session expired', 'Please sign in again');
    expect(await page.getByRole('tab').count(), 'nothing of the dashboard stays on screen').toBe(0);
  });
});

describe('the instructor dashboard on a phone', () => {
  it('reaches every section from the bar at the bottom with nothing scrolling sideways, folds student cards, and axe is clean', async () => {
    const page = await browser.newPage(MOBILE_WIDTH);
    await page.goto('/instructor-dashboard');
    await waitForPageReady(page);
    await signInWithForm(page);
    const sections = page.getByRole('navigation', { name: 'Dashboard sections' });
    await sections.waitFor();
    expect(await page.getByRole('tablist').count(), 'no row of tabs to scroll on a phone').toBe(0);
    // The bar never covers the end of the page: the page leaves room for it.
    const navHeight = (await sections.boundingBox())?.height ?? 0;
    const bodyPadding = await page.evaluate(() =>
      Number.parseFloat(getComputedStyle(document.body).paddingBottom),
    );
    expect(bodyPadding).toBeGreaterThanOrEqual(navHeight);

    for (const title of TAB_TITLES) {
      await sections.getByRole('button', { name: /^More sections/ }).click();
      const menu = page.getByRole('dialog', { name: 'All sections' });
      await menu.getByRole('link', { name: new RegExp(`^${title}`) }).click();
      await menu.waitFor({ state: 'detached' });
      await page.getByRole('heading', { level: 2, name: title }).waitFor({ timeout: 15_000 });
      expect(new URL(page.url()).searchParams.get('tab')).toBe(TAB_VALUES[title]);
      await page.waitForLoadState('networkidle');
      const pageWidth = await page.evaluate(() => document.documentElement.scrollWidth);
      expect(pageWidth, `the ${title} section should not scroll the page sideways`).toBeLessThanOrEqual(
        MOBILE_WIDTH,
      );
      await expectNoAxeViolations(page);
    }

    // The bar's own links: the students, each card folded to a few lines with details on demand.
    await sections.getByRole('link', { name: /^Student Management/ }).click();
    await page.getByRole('heading', { level: 2, name: 'Student Management' }).waitFor();
    expect(
      await sections.getByRole('link', { name: /^Student Management/ }).getAttribute('aria-current'),
    ).toBe('page');
    const firstCard = page.getByRole('article').first();
    await firstCard.waitFor();
    const foldedHeight = (await firstCard.boundingBox())?.height ?? Number.POSITIVE_INFINITY;
    expect(foldedHeight, 'a folded student card is a few lines tall').toBeLessThan(360);
    expect(await firstCard.getByRole('heading', { name: 'Hours and money' }).count()).toBe(0);
    await takeScreenshots(page, 'dashboard-students-phone', [MOBILE_WIDTH]);
    const details = firstCard.getByRole('button', { name: 'Show details' });
    await details.click();
    await firstCard.getByRole('heading', { name: 'Hours and money' }).waitFor();
    expect(await firstCard.getByRole('button', { name: 'Hide details' }).getAttribute('aria-expanded')).toBe(
      'true',
    );
    await expectNoAxeViolations(page);
  }, 150_000);
});
