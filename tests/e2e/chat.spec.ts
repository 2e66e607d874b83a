import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { chatMessageSchema } from '../../src/core/messaging/chat/chat-schemas';
import { expectNoAxeViolations } from './support/accessibility';
import { DESKTOP_WIDTH, MOBILE_WIDTH, setUpBrowser, waitForPageReady } from './support/browser';
import { urlFor } from './support/e2e-context';
import {
  addStudent,
  generateProgressLink,
  openDashboardAsDemoInstructor,
  signInAsDemoInstructor,
  uniqueLearner,
} from './support/instructor-api';
import { SCREENSHOT_DIR, SCREENSHOTS_ON, takeScreenshots } from './support/screenshots';
import { dismissToasts, expectToast } from './support/toasts';

/*
 * Live chat between two browsers: the instructor on the dashboard's Messages sub-tab and a
 * learner on their learning journey page, each in its own context (own cookies and storage).
 */

const browser = setUpBrowser();
// The demo sets no INSTRUCTOR_NAME: the learner's chat says "your instructor" (decisions 0019).
const INSTRUCTOR_AS_LEARNERS_SEE_IT = 'your instructor';

async function openMessages(page: Page): Promise<void> {
  await page.getByRole('tab', { name: /^Messages/ }).click();
  await page.getByLabel('Student', { exact: true }).waitFor();
}

async function waitForLive(page: Page): Promise<void> {
  await page
    .getByRole('status')
    .filter({ hasText: /^Live$/ })
    .waitFor({ timeout: 10_000 });
}

/** A learner writes from somewhere else (another device): straight through the API. */
async function sendAsLearner(token: string, content: string) {
  const response = await fetch(urlFor('/api/student-messages'), {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ token, content }),
  });
  expect(response.status).toBe(201);
  return chatMessageSchema.parse(await response.json());
}

describe('live chat', () => {
  it('lets the instructor and a learner chat in real time, each seeing only their own conversation', async () => {
    const token = await signInAsDemoInstructor();
    const learner = uniqueLearner('Priya');
    const other = uniqueLearner('Owen');
    const learnerId = (await addStudent(token, learner)).id;
    const otherId = (await addStudent(token, other)).id;
    const learnerLink = await generateProgressLink(token, learnerId);
    const otherLink = await generateProgressLink(token, otherId);

    const instructorPage = await browser.newPage(DESKTOP_WIDTH);
    await openDashboardAsDemoInstructor(instructorPage, 'students');
    await openMessages(instructorPage);
    await instructorPage.getByRole('heading', { name: 'Choose a student to chat with' }).waitFor();
    await instructorPage.getByLabel('Student', { exact: true }).selectOption({ label: learner.fullName });
    const instructorLog = instructorPage.getByRole('log', { name: `Messages: ${learner.fullName}` });
    await instructorPage.getByText('No messages yet').waitFor();
    await waitForLive(instructorPage);

    const learnerPage = await browser.newPage(MOBILE_WIDTH);
    await learnerPage.goto(`/student-dashboard/${learnerLink.token}`);
    await waitForPageReady(learnerPage);
    await learnerPage.getByRole('heading', { level: 2, name: 'Messages' }).waitFor();
    await learnerPage.getByRole('heading', { name: `Chat with ${INSTRUCTOR_AS_LEARNERS_SEE_IT}` }).waitFor();
    await waitForLive(learnerPage);

    // The instructor writes; markup in a message is shown as the characters typed.
    const greeting = `Hi ${learner.fullName.split(' ')[0]}! Bring your <b>provisional licence</b> on Monday, please.`;
    const composer = instructorPage.getByLabel('Message', { exact: true });
    await composer.fill(greeting);
    await composer.press('Enter');
    await instructorLog.getByText(greeting, { exact: true }).waitFor();
    await expect.poll(() => composer.inputValue(), { message: 'the box empties once sent' }).toBe('');

    // The chat is at the end of the learner's page: the reply arrives as a notification first.
    await expectToast(
      learnerPage,
      `New message from ${INSTRUCTOR_AS_LEARNERS_SEE_IT}`,
      `${greeting.slice(0, 50)}…`,
    );
    await learnerPage.getByRole('button', { name: 'Read' }).click();
    const learnerLog = learnerPage.getByRole('log', {
      name: `Messages: Chat with ${INSTRUCTOR_AS_LEARNERS_SEE_IT}`,
    });
    await learnerLog.getByText(greeting, { exact: true }).waitFor();
    expect(await learnerLog.locator('b').count()).toBe(0);

    const reply = 'Will do, see you at 9. Can we practise roundabouts?';
    const learnerComposer = learnerPage.getByLabel('Message', { exact: true });
    // Blank text is never sent.
    await learnerComposer.fill('   ');
    await learnerPage.getByRole('button', { name: 'Send' }).click();
    await learnerPage.getByText('Please enter a message').waitFor();
    await learnerComposer.fill(reply);
    await learnerPage.getByRole('button', { name: 'Send' }).click();
    await learnerLog.getByText(reply, { exact: true }).waitFor();
    await instructorLog.getByText(reply, { exact: true }).waitFor({ timeout: 10_000 });

    // Another learner writes while Priya's conversation is open: a notification with the first
    // 50 characters, and Owen's message never appears in Priya's conversation or on her page.
    const otherText = 'Hello, could I move my Thursday lesson to Friday afternoon? Anytime after 2 works.';
    await sendAsLearner(otherLink.token, otherText);
    await expectToast(instructorPage, `New message from ${other.fullName}`, `${otherText.slice(0, 50)}…`);
    await instructorPage.getByRole('button', { name: other.fullName }).waitFor();
    expect(await instructorLog.getByText(otherText).count()).toBe(0);
    expect(await learnerPage.getByText(otherText).count()).toBe(0);

    await instructorPage.getByRole('button', { name: 'Open' }).click();
    const otherLog = instructorPage.getByRole('log', { name: `Messages: ${other.fullName}` });
    await otherLog.getByText(otherText, { exact: true }).waitFor();
    // Read once open: Owen leaves the unread list.
    await instructorPage
      .getByRole('button', { name: other.fullName })
      .waitFor({ state: 'detached', timeout: 10_000 });
    await waitForLive(instructorPage);

    // Back to Priya: the connection is made again for her, and her conversation is all there.
    await instructorPage.getByLabel('Student', { exact: true }).selectOption({ label: learner.fullName });
    await instructorLog.getByText(reply, { exact: true }).waitFor();
    await waitForLive(instructorPage);
    const later = 'Yes, roundabouts it is. Five Ways first.';
    await instructorPage.getByLabel('Message', { exact: true }).fill(later);
    await instructorPage.getByRole('button', { name: 'Send' }).click();
    await learnerLog.getByText(later, { exact: true }).waitFor({ timeout: 10_000 });

    await dismissToasts(instructorPage).catch(() => undefined);
    await dismissToasts(learnerPage).catch(() => undefined);
    await expectNoAxeViolations(instructorPage);
    await expectNoAxeViolations(learnerPage);
    for (const [page, name] of [
      [instructorPage, 'chat-instructor'],
      [learnerPage, 'chat-learner'],
    ] as const) {
      await page.evaluate(() => {
        if (document.activeElement instanceof HTMLElement) document.activeElement.blur();
        window.scrollTo(0, 0);
      });
      await takeScreenshots(page, name);
    }
    // The learner's panel on a phone, close up.
    if (SCREENSHOTS_ON)
      await learnerPage
        .getByRole('region', { name: 'Messages' })
        .screenshot({ path: join(SCREENSHOT_DIR, 'chat-learner-panel-390.png'), animations: 'disabled' });
  });
});
