import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { expectNoAxeViolations } from './support/accessibility';
import {
  DESKTOP_WIDTH,
  expectNoSidewaysScroll,
  MOBILE_WIDTH,
  setUpBrowser,
  waitForPageReady,
} from './support/browser';
import {
  addProgressNote,
  addStudent,
  generateProgressLink,
  getDemoLearnerAccessToken,
  signInAsDemoInstructor,
  signInPageAsDemoInstructor,
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
    // The test server sends no e-mail: the same honest answer for any address (docs/decisions/0031).
    await page.getByText(/We can't e-mail progress links from this site at the moment/).waitFor();
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

describe('skill levels, a mock test and readiness (issue 25)', () => {
  it('the instructor records levels and a mock test on a phone; the learner sees the trend and readiness change', async () => {
    const instructor = await signInAsDemoInstructor();
    const student = await addStudent(instructor, uniqueLearner('Ethan'));
    const link = await generateProgressLink(instructor, student.id);
    // An earlier lesson's note: Night Driving was prompted.
    await addProgressNote(instructor, {
      studentId: student.id,
      skillLevels: [{ skill: 'Night Driving', level: 'prompted' }],
      instructorNotes: 'First drive after dark.',
    });

    // Before: the learner's readiness, and no mock test yet.
    const learnerPage = await browser.newPage(MOBILE_WIDTH);
    await open(learnerPage, `/student-dashboard/${link.token}`);
    await learnerPage.getByRole('heading', { name: 'Welcome back, Ethan' }).waitFor();
    const readinessBefore = await readReadinessPercent(learnerPage);
    expect(await learnerPage.getByText(/^No mock tests yet/).isVisible()).toBe(true);

    // The instructor, on a phone: a note with levels (the last level comes pre-filled).
    const dashboard = await browser.newPage(MOBILE_WIDTH);
    await signInPageAsDemoInstructor(dashboard);
    await dashboard.goto('/instructor-dashboard?tab=notes');
    const noteForm = dashboard.getByRole('region', { name: 'Write a progress note' });
    await noteForm.waitFor({ timeout: 15_000 });
    await noteForm.getByLabel('Student', { exact: true }).selectOption({ label: student.fullName });
    await noteForm.getByText(/^last: Prompted/).waitFor({ timeout: 10_000 });
    await noteForm.getByRole('checkbox', { name: 'Night Driving' }).check();
    const nightDriving = noteForm.getByRole('group', { name: 'Level for Night Driving' });
    expect(await nightDriving.getByRole('radio', { name: 'Prompted', exact: true }).isChecked()).toBe(true);
    await nightDriving.getByText('Independent', { exact: true }).click();
    await noteForm.getByRole('checkbox', { name: 'Adverse Weather' }).check();
    await noteForm
      .getByRole('group', { name: 'Level for Adverse Weather' })
      .getByText('Seldom prompted', { exact: true })
      .click();
    await noteForm.getByRole('radio', { name: 'Good' }).check();
    await noteForm.getByLabel(/^Instructor notes/).fill('Drove home in the rain after dark, calmly.');
    await expectNoAxeViolations(dashboard);
    await takeScreenshots(dashboard, 'note-form-skill-levels');
    await noteForm.getByRole('button', { name: 'Save Progress Notes' }).click();
    await expectToast(dashboard, 'Progress Notes Saved');

    // A mock test marked like the DVSA's sheet: two driver faults, a pass.
    await dashboard.goto('/instructor-dashboard?tab=students');
    await waitForPageReady(dashboard);
    await dashboard.getByLabel('Search students').fill(student.fullName);
    const card = dashboard.getByRole('article', { name: student.fullName, exact: true });
    await card.waitFor({ timeout: 10_000 });
    const showDetails = card.getByRole('button', { name: 'Show details' });
    if (await showDetails.isVisible()) await showDetails.click();
    await card.getByRole('button', { name: 'Driving test and mock tests' }).click();
    await card.getByRole('button', { name: `Record a mock test for ${student.fullName}` }).click();
    const sheet = dashboard.getByRole('dialog');
    await sheet.getByRole('button', { name: 'Add a driver fault: Reverse park' }).click();
    await sheet.getByRole('button', { name: 'Add a driver fault: Reverse park' }).click();
    await sheet.getByText('Pass: 2 driver faults').waitFor();
    await expectNoAxeViolations(dashboard);
    await takeScreenshots(dashboard, 'mock-test-sheet');
    await sheet.getByRole('button', { name: 'Save Mock Test' }).click();
    await expectToast(dashboard, 'Mock Test Recorded');

    // After: the trend, the mock test with what to practise next, and a higher readiness.
    await learnerPage.reload();
    await waitForPageReady(learnerPage);
    await learnerPage
      .getByRole('img', { name: /^Night Driving: Prompted on .+, then Independent on / })
      .waitFor({ timeout: 10_000 });
    const mockTests = learnerPage.getByRole('region', { name: 'Mock Tests' });
    expect(await mockTests.getByText('Pass', { exact: true }).first().isVisible()).toBe(true);
    expect(
      await mockTests
        .getByText(/Parking/)
        .first()
        .isVisible(),
    ).toBe(true);
    expect(await readReadinessPercent(learnerPage)).toBeGreaterThan(readinessBefore);
    await expectNoSidewaysScroll(learnerPage);
    await expectNoAxeViolations(learnerPage);
    await takeScreenshots(learnerPage, 'learner-home-levels-and-mock-test');
  }, 120_000);
});

/** The learner's test readiness, read from the figure's accessible name ("Test readiness 12%"). */
async function readReadinessPercent(page: Page): Promise<number> {
  const figure = page.getByRole('img', { name: /^Test readiness \d+%$/ }).first();
  await figure.waitFor();
  const name = (await figure.getAttribute('aria-label')) ?? '';
  const match = /(\d+)%/.exec(name);
  if (!match?.[1]) throw new Error(`No readiness figure in '${name}'`);
  return Number(match[1]);
}
