import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { DEMO_INSTRUCTOR_EMAIL, DEMO_INSTRUCTOR_PASSWORD } from '../../src/server/env';
import { expectNoAxeViolations } from './support/accessibility';
import { DESKTOP_WIDTH, MOBILE_WIDTH, setUpBrowser, waitForPageReady } from './support/browser';
import {
  addStudent,
  generateProgressLink,
  getDemoLearnerAccessToken,
  signInAsDemoInstructor,
  uniqueLearner,
} from './support/instructor-api';
import { takeScreenshots } from './support/screenshots';
import { expectToast } from './support/toasts';

/*
 * The learner's progress pages against the real server: the demo learner Tom Clarke's live link
 * (read as the instructor would copy it), an unknown link, and the /my-progress card.
 */

const browser = setUpBrowser();
const UNKNOWN_TOKEN = 'z'.repeat(43);

async function open(page: Page, path: string): Promise<void> {
  await page.goto(path);
  await waitForPageReady(page);
}

describe('secure progress page', () => {
  it("shows Tom's profile, notes and bookings through his link, and remembers it for /my-progress", async () => {
    const token = await getDemoLearnerAccessToken();
    const page = await browser.newPage(MOBILE_WIDTH);
    await open(page, `/secure-progress?token=${token}`);
    await page.getByRole('heading', { name: 'Welcome back, Tom' }).waitFor();
    expect(await page.getByRole('heading', { name: 'Upcoming Lessons' }).isVisible()).toBe(true);
    expect(await page.getByRole('heading', { name: 'Your Skills Map' }).isVisible()).toBe(true);
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

describe('the old skills-map address (/student-dashboard/:token)', () => {
  it("lands on the learner's one home: welcomes Tom by first name with his skills map of 5 categories", async () => {
    const token = await getDemoLearnerAccessToken();
    const page = await browser.newPage(DESKTOP_WIDTH);
    await open(page, `/student-dashboard/${token}`);
    expect(new URL(page.url()).pathname).toBe('/secure-progress');
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
    await takeScreenshots(page, 'learner-home-skills-map');
  });

  it('an unknown link lands on the expired-link card, with the form to e-mail a new one', async () => {
    const page = await browser.newPage(MOBILE_WIDTH);
    await open(page, `/student-dashboard/${UNKNOWN_TOKEN}`);
    await page.getByRole('heading', { name: 'Access Link Expired' }).waitFor();
    await page.getByRole('heading', { name: 'Get your link by e-mail' }).waitFor();
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

describe('progress links the instructor has replaced', () => {
  it("shows 'Access Link Expired' for a link the instructor replaced (generating a new link revokes the old one)", async () => {
    const instructor = await signInAsDemoInstructor();
    const student = await addStudent(instructor, uniqueLearner('Grace'));
    const first = await generateProgressLink(instructor, student.id);
    const second = await generateProgressLink(instructor, student.id);

    const page = await browser.newPage(MOBILE_WIDTH);
    await open(page, `/progress/${first.token}`);
    await page.getByRole('heading', { name: 'Access Link Expired' }).waitFor();
    expect(await page.getByRole('link', { name: /Request a New Link/ }).isVisible()).toBe(true);
    await expectNoAxeViolations(page);

    await open(page, `/progress/${second.token}`);
    await page.getByRole('heading', { name: `Welcome back, ${student.fullName.split(' ')[0]}` }).waitFor();
  });
});

describe('the skills map after a lesson note', () => {
  it("shows the skills the instructor recorded in the dashboard as practised on the learner's dashboard", async () => {
    const instructor = await signInAsDemoInstructor();
    const student = await addStudent(instructor, uniqueLearner('Ethan'));
    const link = await generateProgressLink(instructor, student.id);
    const conditions = 'Conditions & Independence';

    // Before: nothing practised.
    const learnerPage = await browser.newPage(MOBILE_WIDTH);
    await open(learnerPage, `/student-dashboard/${link.token}`);
    await learnerPage.getByRole('heading', { name: 'Welcome back, Ethan' }).waitFor();
    expect(
      await learnerPage
        .getByRole('region', { name: 'Your Skills Map' })
        .getByRole('img', { name: `${conditions}: 0 of 3 skills practised` })
        .isVisible(),
    ).toBe(true);
    expect(await learnerPage.getByText('Night Driving (not yet practised)').count()).toBe(1);

    // The instructor records a note with two of those skills, in the dashboard.
    const dashboard = await browser.newPage(DESKTOP_WIDTH);
    await dashboard.goto('/instructor-dashboard?tab=notes');
    await waitForPageReady(dashboard);
    await dashboard.getByLabel('Email', { exact: true }).fill(DEMO_INSTRUCTOR_EMAIL);
    await dashboard.getByLabel('Password', { exact: true }).fill(DEMO_INSTRUCTOR_PASSWORD);
    await dashboard.getByRole('button', { name: 'Sign In' }).click();
    const noteForm = dashboard.getByRole('region', { name: 'Write a progress note' });
    await noteForm.waitFor({ timeout: 15_000 });
    await noteForm.getByLabel('Student', { exact: true }).selectOption({ label: student.fullName });
    await noteForm.getByRole('checkbox', { name: 'Night Driving' }).check();
    await noteForm.getByRole('checkbox', { name: 'Adverse Weather' }).check();
    await noteForm.getByRole('radio', { name: 'Good' }).check();
    await noteForm.getByLabel(/^Instructor notes/).fill('Drove home in the rain after dark, calmly.');
    await noteForm.getByRole('button', { name: 'Save Progress Notes' }).click();
    await expectToast(dashboard, 'Progress Notes Saved');

    // After: the learner's map shows them practised.
    await learnerPage.reload();
    await waitForPageReady(learnerPage);
    const skillsMap = learnerPage.getByRole('region', { name: 'Your Skills Map' });
    await skillsMap.getByRole('img', { name: `${conditions}: 2 of 3 skills practised` }).waitFor();
    expect(await learnerPage.getByText('Night Driving (practised)').count()).toBe(1);
    expect(await learnerPage.getByText('Adverse Weather (practised)').count()).toBe(1);
    expect(await learnerPage.getByText('Independent Driving (not yet practised)').count()).toBe(1);
    await expectNoAxeViolations(learnerPage);
    await takeScreenshots(learnerPage, 'student-dashboard-after-note');
  }, 90_000);
});
