import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { instructorLoginResponseSchema } from '../../src/core/auth/auth-schemas';
import { studentsListResponseSchema } from '../../src/core/dashboard/students-schemas';
import { DEMO_INSTRUCTOR_EMAIL, DEMO_INSTRUCTOR_PASSWORD } from '../../src/server/env';
import { expectNoAxeViolations } from './support/accessibility';
import { DESKTOP_WIDTH, MOBILE_WIDTH, setUpBrowser, waitForPageReady } from './support/browser';
import { urlFor } from './support/e2e-context';
import { takeScreenshots } from './support/screenshots';

/*
 * The learner's progress pages against the real server: the demo learner Tom Clarke's live link
 * (read as the instructor would copy it), an unknown link, and the /my-progress card.
 */

const browser = setUpBrowser();
const UNKNOWN_TOKEN = 'z'.repeat(43);

async function getTomsAccessToken(): Promise<string> {
  const login = await fetch(urlFor('/api/auth/instructor-login'), {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: DEMO_INSTRUCTOR_EMAIL, password: DEMO_INSTRUCTOR_PASSWORD }),
  });
  expect(login.status).toBe(200);
  const { token } = instructorLoginResponseSchema.parse(await login.json());
  const response = await fetch(urlFor('/api/students'), { headers: { authorization: `Bearer ${token}` } });
  expect(response.status).toBe(200);
  const tom = studentsListResponseSchema
    .parse(await response.json())
    .find((s) => s.fullName === 'Tom Clarke');
  const accessToken = tom?.accessToken?.token;
  if (!accessToken) throw new Error('The demo learner Tom Clarke should have a live access link');
  return accessToken;
}

async function open(page: Page, path: string): Promise<void> {
  await page.goto(path);
  await waitForPageReady(page);
}

describe('secure progress page', () => {
  it("shows Tom's profile, notes and bookings through his link, and remembers it for /my-progress", async () => {
    const token = await getTomsAccessToken();
    const page = await browser.newPage(MOBILE_WIDTH);
    await open(page, `/secure-progress?token=${token}`);
    await page.getByRole('heading', { name: 'Tom Clarke' }).waitFor();
    expect(await page.getByText('Total lessons').isVisible()).toBe(true);
    expect(await page.getByRole('heading', { name: 'Lesson Notes' }).isVisible()).toBe(true);
    expect(await page.getByRole('heading', { name: 'Booking History' }).isVisible()).toBe(true);
    expect(await page.getByText('Recent assessment:').isVisible()).toBe(true);
    await expectNoAxeViolations(page);
    await takeScreenshots(page, 'secure-progress');

    await open(page, '/my-progress');
    await page.getByRole('heading', { name: "Tom Clarke's progress" }).waitFor();
    expect(await page.getByText('Test readiness', { exact: true }).isVisible()).toBe(true);
    await expectNoAxeViolations(page);
    await takeScreenshots(page, 'my-progress-remembered');

    await page.getByRole('button', { name: 'Switch Account' }).click();
    expect(await page.getByRole('heading', { name: "Tom Clarke's progress" }).count()).toBe(0);
  });

  it("shows 'Access Link Expired' with its actions for an unknown link", async () => {
    const page = await browser.newPage(DESKTOP_WIDTH);
    await open(page, `/progress/${UNKNOWN_TOKEN}`);
    await page.getByRole('heading', { name: 'Access Link Expired' }).waitFor();
    expect(
      await page
        .getByText(
          'This progress link has expired or is invalid. Please request a new one from your instructor.',
        )
        .isVisible(),
    ).toBe(true);
    expect(await page.getByRole('link', { name: 'Return to Home' }).isVisible()).toBe(true);
    const whatsApp = await page.getByRole('link', { name: /Request a New Link/ }).getAttribute('href');
    expect(whatsApp).toMatch(/^https:\/\/wa\.me\/\d+\?text=/);
    await expectNoAxeViolations(page);
    await takeScreenshots(page, 'progress-expired');
  });
});

describe('student dashboard', () => {
  it('welcomes Tom by first name with his skills map of 5 categories', async () => {
    const token = await getTomsAccessToken();
    const page = await browser.newPage(DESKTOP_WIDTH);
    await open(page, `/student-dashboard/${token}`);
    await page.getByRole('heading', { name: 'Welcome back, Tom' }).waitFor();
    expect(await page.getByRole('heading', { name: 'Current Focus' }).isVisible()).toBe(true);
    for (const category of [
      'Getting Started',
      'Observation & Awareness',
      'Junctions & Roads',
      'Manoeuvres',
      'Conditions & Independence',
    ]) {
      expect(await page.getByRole('heading', { name: category, exact: true }).count(), category).toBe(1);
    }
    expect(await page.getByRole('progressbar', { name: 'Overall progress' }).isVisible()).toBe(true);
    await expectNoAxeViolations(page);
    await takeScreenshots(page, 'student-dashboard');
  });

  it("shows 'Access Error' for an unknown link", async () => {
    const page = await browser.newPage(MOBILE_WIDTH);
    await open(page, `/student-dashboard/${UNKNOWN_TOKEN}`);
    await page.getByRole('heading', { name: 'Access Error' }).waitFor();
    await expectNoAxeViolations(page);
  });
});

describe('my progress', () => {
  it('answers the link request the same way for any address', async () => {
    const page = await browser.newPage(MOBILE_WIDTH);
    await open(page, '/my-progress');
    expect(await page.getByRole('link', { name: 'Contact Your Instructor' }).getAttribute('href')).toMatch(
      /^mailto:/,
    );
    await page.getByLabel('Your e-mail address').fill('nobody-here@example.com');
    await page.getByRole('button', { name: 'E-mail My Progress Link' }).click();
    await page.getByText(/If that address belongs to one of our learners/).waitFor();
    await expectNoAxeViolations(page);
    await takeScreenshots(page, 'my-progress');
  });
});
