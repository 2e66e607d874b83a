import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import {
  PACKAGE_NAME_TAKEN_MESSAGE,
  PACKAGE_PRICE_MESSAGE,
} from '../../src/core/booking/package-admin-schemas';
import { packagesResponseSchema } from '../../src/core/booking/package-schemas';
import { DEMO_INSTRUCTOR_EMAIL, DEMO_INSTRUCTOR_PASSWORD } from '../../src/server/env';
import { expectNoAxeViolations } from './support/accessibility';
import {
  DESKTOP_WIDTH,
  expectNoSidewaysScroll,
  MOBILE_WIDTH,
  setUpBrowser,
  waitForPageReady,
} from './support/browser';
import { urlFor } from './support/e2e-context';
import { screenshotElement, takeScreenshots } from './support/screenshots';
import { dismissToasts, expectToast } from './support/toasts';

/*
 * Settings, Packages (issue 23) on a phone: the instructor adds a package of their own, changes its
 * price, sees it on the home page and the booking page, moves it and retires it, and it is gone
 * from both. The server is shared with other specs: only this spec's own package is changed (its
 * name is unique to the run), never the seeded ones other specs book; it is priced above the
 * cheapest lesson so the "from £40" the pages show stays the same.
 */

const browser = setUpBrowser();

async function publicPackageNames(): Promise<string[]> {
  const response = await fetch(urlFor('/api/packages'));
  return Object.values(packagesResponseSchema.parse(await response.json())).map((item) => item.name);
}

async function signIn(page: Page): Promise<void> {
  await page.goto('/instructor-dashboard');
  await waitForPageReady(page);
  await page.getByLabel('Email', { exact: true }).fill(DEMO_INSTRUCTOR_EMAIL);
  await page.getByLabel('Password', { exact: true }).fill(DEMO_INSTRUCTOR_PASSWORD);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await page.getByRole('heading', { level: 1, name: 'Instructor Dashboard' }).waitFor({ timeout: 15_000 });
}

/** The package's card on the home page's pricing, or on the booking page, after a fresh load. */
async function cardText(page: Page, path: '/' | '/book-lesson', name: string): Promise<string | null> {
  await page.goto(path);
  await waitForPageReady(page);
  const scope = path === '/' ? page.locator('#pricing') : page;
  const card = scope.getByRole('article', { name, exact: true });
  return (await card.count()) === 0 ? null : card.innerText();
}

describe('Settings, Packages', () => {
  it('adds a package, changes its price, shows it to learners, moves it and retires it', async () => {
    const name = `Evening Refresher ${Date.now().toString(36).toUpperCase()}`;
    const page = await browser.newPage(MOBILE_WIDTH);
    await signIn(page);
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

    await page.setViewportSize({ width: DESKTOP_WIDTH, height: 900 });
    await expectNoSidewaysScroll(page);
    await expectNoAxeViolations(page);
  });
});
