import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { addDaysToIsoDate } from '../../src/core/time/london-time';
import { expectNoAxeViolations } from './support/accessibility';
import { MOBILE_WIDTH, setUpBrowser, waitForPageReady } from './support/browser';
import { urlFor } from './support/e2e-context';
import {
  addTimeSlot,
  bookAsLearner,
  signInAsDemoInstructor,
  signInPageAsDemoInstructor,
  uniqueLearner,
} from './support/instructor-api';
import { takeScreenshots } from './support/screenshots';

/*
 * Issue 34: the dashboard a laptop can read. Its own frame (no public header or footer, one Sign
 * Out), a side list of sections whose titles and badges never collide at 1024 and 1280 px, badges
 * named by what they count, the week in the laptop's navigation with a back link to where it was
 * opened, what waits at the top of Today, the Students tab on a phone opening on the list, and
 * nothing scrolling sideways at 360 px.
 */

const LAPTOP_WIDTHS = [1024, 1280] as const;
const NARROWEST_WIDTH = 360;
const SECTIONS = [
  ['today', 'Today'],
  ['bookings', 'Pending Bookings'],
  ['students', 'Student Management'],
  ['manual-booking', 'Manual Booking'],
  ['notes', 'Add Progress Notes'],
  ['availability', 'Manage Availability'],
  ['reminders', 'SMS & WhatsApp'],
  ['network', 'Partner Network'],
  ['leads', 'Leads'],
  ['waiting-list', 'Waiting List'],
  ['money', 'Money'],
  ['settings', 'Settings'],
  ['outbox', 'Outbox'],
  ['instructors', 'Instructors'],
] as const;

const browser = setUpBrowser();

/** A page at this width, signed in through the API, on `path`. */
async function openSignedIn(width: number, path: string): Promise<Page> {
  const page = await browser.newPage(width);
  await signInPageAsDemoInstructor(page);
  await page.goto(path);
  await page.getByRole('heading', { level: 1, name: 'Instructor Dashboard' }).waitFor({ timeout: 15_000 });
  // The top bar's parts can come a moment after the heading: the checks count them at once.
  await waitForPageReady(page);
  return page;
}

async function postJson(path: string, body: object): Promise<void> {
  const response = await fetch(urlFor(path), {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  expect(response.ok, `POST ${path} should succeed: ${await response.text()}`).toBe(true);
}

/** What the laptop's side list looks like, measured in the page: clipped titles, badges over titles, rows over rows. */
function measureSideList(page: Page) {
  return page.getByRole('tablist', { name: 'Dashboard sections' }).evaluate((list) => {
    const problems: string[] = [];
    const rows = [...list.querySelectorAll('[role="tab"]')].map((tab) => tab.getBoundingClientRect());
    for (const tab of list.querySelectorAll('[role="tab"]')) {
      const [title, badge] = [...tab.querySelectorAll(':scope > span')];
      if (!title) continue;
      if (title.scrollWidth > title.clientWidth + 1) problems.push(`"${title.textContent}" is clipped`);
      const tabBox = tab.getBoundingClientRect();
      const titleBox = title.getBoundingClientRect();
      if (titleBox.right > tabBox.right + 1) problems.push(`"${title.textContent}" runs out of its tab`);
      if (badge) {
        const badgeBox = badge.getBoundingClientRect();
        const overlaps =
          badgeBox.left < titleBox.right - 1 &&
          badgeBox.right > titleBox.left + 1 &&
          badgeBox.top < titleBox.bottom - 1 &&
          badgeBox.bottom > titleBox.top + 1;
        if (overlaps) problems.push(`the badge of "${title.textContent}" sits on its title`);
      }
    }
    rows.forEach((row, index) => {
      const next = rows[index + 1];
      if (next && next.top < row.bottom - 1) problems.push(`tab ${index + 2} overlaps tab ${index + 1}`);
    });
    return { problems, count: rows.length };
  });
}

describe('the dashboard on a laptop', () => {
  it('has its own frame, a side list that reads cleanly with badges that say what they count, Today listing what waits, and the week with a back link', async () => {
    // Something waits in each counted section: a booking request, a partner request, a lead.
    const token = await signInAsDemoInstructor();
    // 59 days ahead: the suite shares its server, and instructor-dashboard.spec adds weekly times
    // 06:00-08:00 from day 50 to 56, which an hour from 05:13 on those days would overlap.
    const slot = await addTimeSlot(token, {
      date: addDaysToIsoDate(new Date().toISOString().slice(0, 10), 59),
      time: '05:13',
      duration: 60,
    });
    await bookAsLearner(uniqueLearner('Layla'), 'single_1hour', [slot.id]);
    const visitor = uniqueLearner('Omar');
    await postJson('/api/network-partner-requests', {
      fullName: visitor.fullName,
      email: visitor.email,
      phone: visitor.phone,
      lessonType: 'manual',
      postcode: 'B23 6AB',
      preferredDates: [addDaysToIsoDate(new Date().toISOString().slice(0, 10), 7)],
      urgencyLevel: 'standard',
      website: '',
    });
    await postJson('/api/leads', { source: 'lead_magnet', email: uniqueLearner('Lead').email, website: '' });

    const page = await openSignedIn(LAPTOP_WIDTHS[1], '/instructor-dashboard');

    // Its own frame: the school, the website and one Sign Out; no public navigation or footer.
    const banner = page.getByRole('banner');
    expect(await banner.count(), 'one top bar').toBe(1);
    expect(await banner.getByRole('link', { name: 'Website' }).getAttribute('href')).toBe('/');
    expect(await page.getByRole('button', { name: /^sign out$/i }).count(), 'one Sign Out').toBe(1);
    expect(await page.getByRole('navigation', { name: 'Main' }).count(), 'no public navigation').toBe(0);
    expect(await page.getByRole('contentinfo').count(), 'no public footer').toBe(0);

    // Badges are named by what they count.
    const list = page.getByRole('tablist', { name: 'Dashboard sections' });
    await list.getByRole('tab', { name: /^Pending Bookings, \d+ requests? waiting$/ }).waitFor();
    await list.getByRole('tab', { name: /^Partner Network, \d+ requests? waiting$/ }).waitFor();
    await list.getByRole('tab', { name: /^Leads, \d+ new leads?$/ }).waitFor();

    // Today lists what waits, each a way to it.
    const waiting = page.getByRole('navigation', { name: 'Waiting for your answer' });
    await waiting.getByRole('link', { name: /\d+ booking requests?/ }).waitFor();
    await waiting.getByRole('link', { name: /\d+ partner requests?/ }).waitFor();
    await waiting.getByRole('link', { name: /\d+ new leads? to contact/ }).click();
    await page.getByRole('heading', { level: 2, name: 'Leads' }).waitFor();
    expect(new URL(page.url()).searchParams.get('tab')).toBe('leads');

    // Every title whole, no badge on a label, no row over another, at both laptop widths.
    for (const width of LAPTOP_WIDTHS) {
      await page.setViewportSize({ width, height: 900 });
      const measured = await measureSideList(page);
      expect(measured.count).toBe(SECTIONS.length);
      expect(measured.problems, `the side list at ${width} px`).toEqual([]);
      await expectNoAxeViolations(page);
    }
    await takeScreenshots(page, 'dashboard-layout-leads', [1024, 1280]);

    // The week is in the laptop's navigation, and its back link returns to the section it left.
    await page.getByRole('link', { name: 'Your Week' }).click();
    await page.getByRole('heading', { level: 1, name: 'Your Week' }).waitFor();
    const back = page.getByRole('link', { name: 'Back to Leads' });
    await back.waitFor();
    await expectNoAxeViolations(page);
    await back.click();
    await page.getByRole('heading', { level: 2, name: 'Leads' }).waitFor();
    expect(new URL(page.url()).searchParams.get('tab')).toBe('leads');
  }, 120_000);
});

describe('the dashboard on a phone', () => {
  it('opens Students on the search and the list, with Add student and Backup a tap away', async () => {
    const page = await openSignedIn(MOBILE_WIDTH, '/instructor-dashboard?tab=students');
    const search = page.getByLabel('Search students');
    await search.waitFor();
    await page.getByRole('article').first().waitFor();
    const searchTop = (await search.boundingBox())?.y ?? Number.POSITIVE_INFINITY;
    // The demo banner sits above it while the demo data is there; still the first screen (844 px).
    expect(searchTop, 'the search is on the first screen').toBeLessThan(750);
    expect(await page.getByRole('region', { name: 'Add Student Manually' }).isVisible()).toBe(false);
    expect(await page.getByRole('button', { name: 'Download Backup' }).isVisible()).toBe(false);
    await takeScreenshots(page, 'dashboard-layout-students-phone', [MOBILE_WIDTH]);

    const add = page.getByRole('button', { name: 'Add student', exact: true });
    await add.click();
    expect(await add.getAttribute('aria-expanded')).toBe('true');
    await page.getByRole('region', { name: 'Add Student Manually' }).getByLabel('Full name').waitFor();
    const backup = page.getByRole('button', { name: 'Backup', exact: true });
    await backup.click();
    expect(await backup.getAttribute('aria-expanded')).toBe('true');
    await page.getByRole('button', { name: 'Download Backup' }).waitFor();
    await expectNoAxeViolations(page);
    await takeScreenshots(page, 'dashboard-layout-students-phone-open', [MOBILE_WIDTH]);
  });

  it(`scrolls no section sideways at ${NARROWEST_WIDTH} px, nor the week`, async () => {
    const page = await openSignedIn(NARROWEST_WIDTH, '/instructor-dashboard');
    const tooWide: string[] = [];
    const measure = async (name: string) => {
      const width = await page.evaluate(() => document.documentElement.scrollWidth);
      if (width > NARROWEST_WIDTH) tooWide.push(`${name}: ${width} px`);
    };
    for (const [tab, title] of SECTIONS) {
      await page.goto(`/instructor-dashboard?tab=${tab}`);
      await page.getByRole('heading', { level: 2, name: title }).waitFor({ timeout: 15_000 });
      await waitForPageReady(page);
      await measure(title);
    }
    await page.goto('/instructor-dashboard/calendar');
    await page.getByRole('heading', { level: 1, name: 'Your Week' }).waitFor();
    await waitForPageReady(page);
    await measure('Your Week');
    await expectNoAxeViolations(page);
    expect(tooWide, 'pages wider than the screen').toEqual([]);
  }, 120_000);
});
