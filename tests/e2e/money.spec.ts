import { readFileSync } from 'node:fs';
import { parse } from 'csv-parse/sync';
import { describe, expect, it } from 'vitest';
import { expectNoAxeViolations } from './support/accessibility';
import { MOBILE_WIDTH, setUpBrowser } from './support/browser';
import { signInPageAsDemoInstructor } from './support/instructor-api';
import { takeScreenshots } from './support/screenshots';
import { dismissToasts, expectToast } from './support/toasts';

/*
 * The dashboard's Money tab on a phone (issue 20, its money part): the instructor records a fuel
 * cost, sees it in the tax year's costs, and downloads the CSV of the period, read back by a real
 * CSV parser. Other specs share the server, so nothing here depends on totals they change.
 */

const browser = setUpBrowser();

describe('the Money tab on a phone', () => {
  it('records a fuel cost, shows it in the tax year, and downloads the CSV with it', async () => {
    const page = await browser.newPage(MOBILE_WIDTH);
    await signInPageAsDemoInstructor(page);
    await page.goto('/instructor-dashboard?tab=money');
    await page.getByRole('button', { name: 'Record a cost' }).waitFor({ timeout: 15_000 });

    const note = `Shell, "A38" ${Date.now()}`;
    await page.getByRole('button', { name: 'Record a cost' }).click();
    const dialog = page.getByRole('dialog', { name: 'Record a cost' });
    await dialog.getByLabel('Amount (£)').fill('45.60');
    await dialog.getByLabel('What it was for').selectOption('fuel');
    await dialog.getByLabel('Note', { exact: false }).fill(note);
    await dialog.getByRole('button', { name: 'Record Cost' }).click();
    await expectToast(page, 'Cost Recorded', '£45.60 for Fuel');
    await dismissToasts(page);
    await page.getByText(note).waitFor();

    // The tax year's breakdown lists fuel among the costs.
    const taxYear = page.getByRole('region', { name: /^Tax year/ });
    await taxYear.getByText('Breakdown').click();
    await taxYear.getByText('Fuel', { exact: false }).first().waitFor();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(MOBILE_WIDTH);
    await expectNoAxeViolations(page);
    await takeScreenshots(page, 'dashboard-money');

    // The CSV of the tax year holds the cost, its quotes and comma intact.
    const download = page.waitForEvent('download');
    await page.getByRole('link', { name: 'Download CSV' }).click();
    const file = await (await download).path();
    const rows: string[][] = parse(readFileSync(file, 'utf8'), { bom: true });
    expect(rows[0]).toEqual([
      'Type',
      'Date',
      'Learner',
      'For',
      'Method or category',
      'Amount (£)',
      'Minutes',
      'Note',
    ]);
    expect(rows.some((row) => row[0] === 'Cost' && row[5] === '45.60' && row[7] === note)).toBe(true);
  });
});
