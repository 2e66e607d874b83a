import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createdBookingSchema } from '../../src/core/bookings/booking/booking-schemas';
import {
  PACKAGE_NAME_TAKEN_MESSAGE,
  PACKAGE_PRICE_MESSAGE,
} from '../../src/core/bookings/booking/package-admin-schemas';
import { packagesResponseSchema } from '../../src/core/bookings/booking/package-schemas';
import { formatLongDate } from '../../src/core/format/display-format';
import { UK_PHONE_MESSAGE } from '../../src/core/school/settings/school-settings-schemas';
import { siteInfoSchema } from '../../src/core/school/site/site-info-schemas';
import { addDaysToIsoDate, SCHOOL_TIME_ZONE, toZonedParts } from '../../src/core/time/london-time';
import { DEMO_INSTRUCTOR_EMAIL } from '../../src/server/env';
import { getEmailText } from '../support/email-text';
import { expectNoAxeViolations } from './support/accessibility';
import {
  DESKTOP_WIDTH,
  expectNoSidewaysScroll,
  MOBILE_WIDTH,
  setUpBrowser,
  waitForPageReady,
} from './support/browser';
import { serverDataTemplate } from './support/e2e-context';
import { signInPageAsDemoInstructor } from './support/instructor-api';
import { mailCatcherSmtpUrl, waitForEmail } from './support/mail-catcher';
import { screenshotElement, takeScreenshots } from './support/screenshots';
import { type RunningTestServer, startTestServer } from './support/test-server';
import { dismissToasts, expectToast } from './support/toasts';

/*
 * Settings (issue 23) on a phone. The school's phone and the Standard Package's price change in the
 * dashboard, and the home page, the booking page and the next booking's e-mail say so at once, while
 * a booking made before keeps its amount. Then Packages: the instructor adds a package of their
 * own, changes its price, sees it on the home page and the booking page, moves it and retires it.
 *
 * This file has its own server, not a shared one: it changes what every other spec's pages show
 * (the school's phone, a package's price, the number of packages). Its e-mail goes to the run's
 * mail catcher.
 */

let server: RunningTestServer;

beforeAll(async () => {
  server = await startTestServer({
    env: { SMTP_URL: mailCatcherSmtpUrl() },
    dataTemplate: serverDataTemplate(),
  });
});

afterAll(async () => {
  await server?.stop();
});

const browser = setUpBrowser({ baseUrl: () => server.baseUrl });

function urlFor(path: string): string {
  return new URL(path, server.baseUrl).toString();
}

async function publicPackageNames(): Promise<string[]> {
  const response = await fetch(urlFor('/api/packages'));
  return Object.values(packagesResponseSchema.parse(await response.json())).map((item) => item.name);
}

/** A Standard Package booked through the API, as the booking page sends it (times arranged later). */
async function bookStandardPackage(fullName: string, email: string) {
  const response = await fetch(urlFor('/api/bookings'), {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      fullName,
      email,
      phone: '07700 900456',
      drivingExperience: 'beginner',
      packageType: 'standard',
      acceptTerms: true,
      timeSlotIds: [],
      paymentMethod: 'bank_transfer',
    }),
  });
  expect(response.status, 'POST /api/bookings').toBe(201);
  return createdBookingSchema.parse(await response.json());
}

/** The package's card on the home page's pricing, or on the booking page, after a fresh load. */
async function cardText(page: Page, path: '/' | '/book-lesson', name: string): Promise<string | null> {
  await page.goto(path);
  await waitForPageReady(page);
  const scope = path === '/' ? page.locator('#pricing') : page;
  const card = scope.getByRole('article', { name, exact: true });
  return (await card.count()) === 0 ? null : card.innerText();
}

describe('Settings, the school', () => {
  it("changes the school's phone and the Standard Package's price: pages and the next e-mail show them, an earlier booking keeps its amount", async () => {
    const earlier = await bookStandardPackage('Ellie Earlier', `settings-earlier-${Date.now()}@example.com`);
    expect(earlier.totalAmount).toBe(36000);

    const page = await browser.newPage(MOBILE_WIDTH);
    await signInPageAsDemoInstructor(page);
    await page.goto('/instructor-dashboard?tab=settings');
    const details = page.getByRole('region', { name: 'School details' });
    const phone = details.getByLabel('Phone', { exact: true });
    await phone.waitFor({ timeout: 15_000 });
    await expectNoAxeViolations(page);

    // A number that is not a UK one is refused with the schema's message, and nothing is saved.
    await phone.fill('+1 212 555 0100');
    await details.getByRole('button', { name: 'Save School Details' }).click();
    await details.getByText(UK_PHONE_MESSAGE).waitFor();
    expect(await phone.getAttribute('aria-invalid')).toBe('true');

    await phone.fill('0121 496 0999');
    await details.getByRole('button', { name: 'Save School Details' }).click();
    await details
      .getByText('Saved. The site and e-mails show the new details now.')
      .waitFor({ timeout: 10_000 });
    await screenshotElement(page, details, 'settings-school-details');

    // The Standard Package costs £380 from now on.
    const packagesSection = page.getByRole('region', { name: 'Packages' });
    const standard = packagesSection.getByRole('article', { name: /Standard Package \(10 Hours\)/ });
    await standard.getByRole('button', { name: /^Edit Standard Package/ }).click();
    const editDialog = page.getByRole('dialog', { name: /^Edit Standard Package/ });
    await editDialog.getByLabel('Price (£)').fill('380');
    await editDialog.getByRole('button', { name: 'Save Package' }).click();
    await expect.poll(() => standard.innerText(), { timeout: 10_000 }).toContain('£380.00');
    await dismissToasts(page);

    // The history says who changed what, from what to what.
    const history = page.getByRole('region', { name: 'Settings history' });
    await expect.poll(() => history.innerText(), { timeout: 10_000 }).toContain('0121 496 0999');
    const historyText = await history.innerText();
    expect(historyText).toContain('0121 496 0123');
    expect(historyText).toContain('£360.00');
    expect(historyText).toContain('£380.00');
    expect(historyText).toContain(DEMO_INSTRUCTOR_EMAIL);
    await expectNoAxeViolations(page);
    await screenshotElement(page, history, 'settings-history');
    await takeScreenshots(page, 'settings');

    // Learners see the new phone and price at once, on pages rendered on the server.
    const siteInfo = siteInfoSchema.parse(await (await fetch(urlFor('/api/site-info'))).json());
    expect(siteInfo.phone).toBe('0121 496 0999');
    const learnerPage = await browser.newPage(MOBILE_WIDTH);
    const homeHtml = await (await fetch(urlFor('/'))).text();
    expect(homeHtml).toContain('0121 496 0999');
    expect(homeHtml).not.toContain('0121 496 0123');
    expect(await cardText(learnerPage, '/', 'Standard Package (10 Hours)')).toContain('£380');
    expect(await cardText(learnerPage, '/book-lesson', 'Standard Package (10 Hours)')).toContain('£380');
    await expectNoAxeViolations(learnerPage);

    // The next booking pays the new price, and its e-mail gives the new phone.
    const learnerEmail = `settings-next-${Date.now()}@example.com`;
    const next = await bookStandardPackage('Nadia Next', learnerEmail);
    expect(next.totalAmount).toBe(38000);
    const received = getEmailText(await waitForEmail(learnerEmail, 'We have your booking request'));
    expect(received).toContain('0121 496 0999');
    expect(received).toContain('£380.00');

    // The booking made before keeps the amount it was sold at.
    await page.goto('/instructor-dashboard?tab=bookings');
    const earlierCard = page.getByRole('article').filter({ hasText: 'Ellie Earlier' }).first();
    const earlierCardText = await earlierCard
      .waitFor({ timeout: 15_000 })
      .then(() => earlierCard.innerText());
    expect(earlierCardText).toContain('£360.00');
    expect(earlierCardText).not.toContain('£380.00');
  });
});

describe('Settings, Packages', () => {
  it('adds a package, changes its price, shows it to learners, moves it and retires it', async () => {
    const name = `Evening Refresher ${Date.now().toString(36).toUpperCase()}`;
    const page = await browser.newPage(MOBILE_WIDTH);
    await signInPageAsDemoInstructor(page);
    await page.goto('/instructor-dashboard?tab=settings');
    const section = page.getByRole('region', { name: 'Packages' });
    const list = section.getByRole('list', { name: 'Packages in display order' });
    await list.getByRole('article', { name: /Standard Package \(10 Hours\)/ }).waitFor({ timeout: 15_000 });
    await expectNoSidewaysScroll(page);
    await expectNoAxeViolations(page);

    // Add: the form's own messages first, then the server's (a name another package has).
    await section.getByRole('button', { name: 'Add a package' }).click();
    const addDialog = page.getByRole('dialog', { name: 'Add a package' });
    await addDialog.getByLabel('Name', { exact: true }).fill('pass plus');
    await addDialog.getByLabel('Price (£)').fill('three hundred');
    await addDialog.getByLabel('Hours', { exact: true }).fill('3');
    await addDialog.getByLabel('Lessons', { exact: true }).fill('3');
    await addDialog
      .getByLabel('Description', { exact: true })
      .fill('Three evening hours to brush up before your test.');
    await addDialog.getByLabel('Features', { exact: false }).fill('Evenings after 6 PM\nTest-route practice');
    await addDialog.getByRole('button', { name: 'Add Package' }).click();
    await addDialog.getByText(PACKAGE_PRICE_MESSAGE).waitFor();
    expect(await addDialog.getByLabel('Price (£)').getAttribute('aria-invalid')).toBe('true');
    await expectNoAxeViolations(page);
    await screenshotElement(page, addDialog, 'settings-packages-add-dialog');

    await addDialog.getByLabel('Price (£)').fill('300');
    await addDialog.getByRole('button', { name: 'Add Package' }).click();
    await addDialog.getByText(PACKAGE_NAME_TAKEN_MESSAGE).waitFor({ timeout: 10_000 });
    expect(await addDialog.getByLabel('Name', { exact: true }).getAttribute('aria-invalid')).toBe('true');
    expect(await publicPackageNames()).not.toContain('pass plus');

    await addDialog.getByLabel('Name', { exact: true }).fill(name);
    await addDialog.getByRole('button', { name: 'Add Package' }).click();
    await expectToast(page, 'Package Added', name);
    await addDialog.waitFor({ state: 'detached' });
    const item = list.getByRole('article', { name: new RegExp(`${name}$`) });
    await item.waitFor();
    expect(await item.innerText()).toContain('£300.00');
    expect(await item.innerText()).toContain('3 hours, 3 lessons.');
    expect(await item.getByText('Active', { exact: true }).count()).toBe(1);

    // Change its price.
    await item.getByRole('button', { name: `Edit ${name}` }).click();
    const editDialog = page.getByRole('dialog', { name: `Edit ${name}` });
    expect(await editDialog.getByLabel('Price (£)').inputValue()).toBe('300.00');
    await editDialog.getByLabel('Price (£)').fill('320');
    await editDialog.getByRole('button', { name: 'Save Package' }).click();
    await expectToast(page, 'Package Saved', `${name} costs £320.00 for new bookings from now on.`);
    await expect.poll(() => item.innerText(), { timeout: 10_000 }).toContain('£320.00');
    await dismissToasts(page);

    // Learners see it at once, at the new price, on the home page and the booking page.
    const learnerPage = await browser.newPage(MOBILE_WIDTH);
    expect(await cardText(learnerPage, '/', name)).toContain('£320');
    expect(await cardText(learnerPage, '/book-lesson', name)).toContain('£320');
    await expectNoSidewaysScroll(learnerPage);

    // Move it up one place.
    const before = await list.getByRole('article').allInnerTexts();
    const position = before.findIndex((text) => text.includes(name)) + 1;
    await item.getByRole('button', { name: `Move ${name} up` }).click();
    await expectToast(page, 'Package Moved', `${name} is number ${position - 1} of ${before.length} now.`);
    await expect
      .poll(
        async () =>
          (await list.getByRole('article').allInnerTexts()).findIndex((text) => text.includes(name)) + 1,
      )
      .toBe(position - 1);
    await dismissToasts(page);

    await item.scrollIntoViewIfNeeded();
    await screenshotElement(page, section, 'settings-packages-section');
    await takeScreenshots(page, 'settings-packages');

    // Retire it: the dialog says what that means; it leaves both pages.
    await item.getByRole('button', { name: `Retire ${name}` }).click();
    const retireDialog = page.getByRole('dialog', { name: `Retire ${name}?` });
    expect(await retireDialog.innerText()).toContain(
      'It disappears from the home page and the booking page, so nobody can book or buy it.',
    );
    await expectNoAxeViolations(page);
    await screenshotElement(page, retireDialog, 'settings-packages-retire-dialog');
    await retireDialog.getByRole('button', { name: 'Retire Package' }).click();
    await expectToast(page, 'Package Retired', name);
    await item.getByText('Retired', { exact: true }).waitFor({ timeout: 10_000 });
    expect(await item.getByRole('button', { name: `Restore ${name}` }).count()).toBe(1);
    await expect.poll(publicPackageNames, { timeout: 10_000 }).not.toContain(name);
    expect(await cardText(learnerPage, '/', name)).toBeNull();
    expect(await cardText(learnerPage, '/book-lesson', name)).toBeNull();

    // The special offer gets an end date: the list says so and the public list carries it for the
    // pop-up's "Limited Time"; a date only, checked by the form first.
    const offer = list.getByRole('article', { name: /Special Offer/ });
    await offer.getByRole('button', { name: /^Edit Special Offer/ }).click();
    const offerDialog = page.getByRole('dialog', { name: /^Edit Special Offer/ });
    const endsOn = addDaysToIsoDate(toZonedParts(new Date(), SCHOOL_TIME_ZONE).date, 30);
    await offerDialog.getByLabel('Offer ends on').fill(endsOn);
    await expectNoAxeViolations(page);
    await offerDialog.getByRole('button', { name: 'Save Package' }).click();
    await offerDialog.waitFor({ state: 'detached' });
    await offer.getByText(`Offer ends ${formatLongDate(endsOn)}`).waitFor({ timeout: 10_000 });
    const publicList = packagesResponseSchema.parse(await (await fetch(urlFor('/api/packages'))).json());
    expect(publicList.special_offer?.offerEndsOn).toBe(endsOn);

    await page.setViewportSize({ width: DESKTOP_WIDTH, height: 900 });
    await expectNoSidewaysScroll(page);
    await expectNoAxeViolations(page);
  });
});
