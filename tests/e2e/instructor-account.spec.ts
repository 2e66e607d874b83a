import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  PASSWORD_RESET_REQUESTED_MESSAGE,
  PASSWORDS_DIFFER_MESSAGE,
  RESET_LINK_USED_MESSAGE,
  WRONG_CURRENT_PASSWORD_MESSAGE,
} from '../../src/core/platform/auth/account-schemas';
import { DEMO_INSTRUCTOR_EMAIL, DEMO_INSTRUCTOR_PASSWORD } from '../../src/server/env';
import { getEmailText } from '../support/email-text';
import type { ReceivedEmail } from '../support/smtp-test-server';
import { expectNoAxeViolations } from './support/accessibility';
import {
  DESKTOP_WIDTH,
  expectNoSidewaysScroll,
  MOBILE_WIDTH,
  setUpBrowser,
  waitForPageReady,
  waitForPath,
} from './support/browser';
import { serverDataTemplate } from './support/e2e-context';
import { signInAsDemoInstructor, signInWithForm } from './support/instructor-api';
import { emailsTo, mailCatcherSmtpUrl, receivedEmails } from './support/mail-catcher';
import { takeScreenshots } from './support/screenshots';
import { type RunningTestServer, startTestServer } from './support/test-server';
import { dismissToasts, expectToast } from './support/toasts';

/*
 * Issue 23's account proof: a forgotten password (the link by e-mail, a new password, signing in
 * with it, the link refused the second time), changing the password in Settings (other sessions
 * signed out), the sessions list and "sign out everywhere".
 *
 * This file changes the instructor's password, which would break every other spec on a shared
 * server: it starts its own server, with e-mail switched on (to the run's mail catcher). The other
 * servers e-mail the same instructor address, so this one sends from an address of its own, and
 * the file reads only what came from it.
 */

const SENDER = 'instructor-account-spec@example.com';
let server: RunningTestServer;

beforeAll(async () => {
  server = await startTestServer({
    env: { SMTP_URL: mailCatcherSmtpUrl(), MAIL_FROM: `Birmingham Automatic Driving School <${SENDER}>` },
    dataTemplate: serverDataTemplate(),
  });
});

afterAll(async () => {
  await server?.stop();
});

/** Everything this file's server has e-mailed, oldest first. */
async function sentByThisServer(): Promise<ReceivedEmail[]> {
  return (await receivedEmails()).filter((email) => email.from === SENDER);
}

const browser = setUpBrowser({ baseUrl: () => server.baseUrl });

const RESET_PASSWORD = 'reset-by-email-2026';
const CHANGED_PASSWORD = 'changed-in-settings-2026';
const FIREFOX_ON_MAC = 'Mozilla/5.0 (Macintosh; Intel Mac OS X 14.7; rv:132.0) Gecko/20100101 Firefox/132.0';

async function sessionStillWorks(token: string): Promise<boolean> {
  const response = await fetch(new URL('/api/auth/verify-instructor', server.baseUrl), {
    headers: { authorization: `Bearer ${token}` },
  });
  return response.status === 200;
}

/** The reset link of the newest e-mail to the instructor, polled for (delivery follows the answer). */
async function waitForResetLink(alreadyReceived: number): Promise<string> {
  await expect
    .poll(async () => (await emailsTo(DEMO_INSTRUCTOR_EMAIL, { from: SENDER })).length, {
      timeout: 20_000,
      message: 'the reset e-mail should arrive',
    })
    .toBeGreaterThan(alreadyReceived);
  const emails = await emailsTo(DEMO_INSTRUCTOR_EMAIL, { from: SENDER });
  const text = getEmailText(emails.at(-1) ?? { from: '', to: [], raw: '' });
  const link = /https?:\/\/\S+\/instructor-dashboard\/reset-password\?token=[\w-]+/.exec(text)?.[0];
  if (!link) throw new Error(`No reset link in the e-mail:\n${text}`);
  expect(link.startsWith(server.baseUrl), 'the link points at this site').toBe(true);
  return link;
}

describe("the instructor's account", () => {
  it('forgot password on a phone: the e-mailed link sets a new password once, and it signs in', async () => {
    const page = await browser.newPage(MOBILE_WIDTH);
    await page.goto('/instructor-dashboard');
    await waitForPageReady(page);
    await expectNoAxeViolations(page);
    await takeScreenshots(page, 'account-sign-in');
    await page.getByRole('link', { name: 'Forgot your password?' }).click();
    await waitForPath(page, { pathname: '/instructor-dashboard/forgot-password' });
    await page.getByRole('heading', { level: 1, name: 'Forgot your password?' }).waitFor();
    await page.getByLabel('Email', { exact: true }).waitFor();
    expect(await page.locator('meta[name="robots"]').getAttribute('content')).toContain('noindex');
    await expectNoAxeViolations(page);
    await expectNoSidewaysScroll(page);
    await takeScreenshots(page, 'account-forgot-password');

    // A wrong address gets the same answer and no e-mail.
    const before = (await sentByThisServer()).length;
    await page.getByLabel('Email', { exact: true }).fill('not-the-instructor@example.com');
    await page.getByRole('button', { name: 'Send the link' }).click();
    await page.getByText(PASSWORD_RESET_REQUESTED_MESSAGE).waitFor();

    await page.reload();
    await page.getByLabel('Email', { exact: true }).fill(DEMO_INSTRUCTOR_EMAIL);
    await page.getByRole('button', { name: 'Send the link' }).click();
    await page.getByText('Check your e-mail').waitFor();
    await expectNoAxeViolations(page);
    await takeScreenshots(page, 'account-forgot-password-sent');
    const link = await waitForResetLink(0);
    expect(
      (await sentByThisServer())
        .slice(before)
        .every((email) => email.to.every((to) => to === DEMO_INSTRUCTOR_EMAIL)),
      'nothing was sent to the wrong address',
    ).toBe(true);

    const resetPath = link.slice(server.baseUrl.length);
    await page.goto(resetPath);
    await page.getByRole('heading', { level: 1, name: 'Choose a new password' }).waitFor();
    await page.getByLabel('New password', { exact: true }).fill(RESET_PASSWORD);
    await page.getByLabel('New password again', { exact: true }).fill('something-else-entirely');
    await page.getByRole('button', { name: 'Set new password' }).click();
    await page.getByText(PASSWORDS_DIFFER_MESSAGE).waitFor();
    await expectNoAxeViolations(page);
    await expectNoSidewaysScroll(page);
    await takeScreenshots(page, 'account-reset-password');

    await page.getByLabel('New password again', { exact: true }).fill(RESET_PASSWORD);
    await page.getByRole('button', { name: 'Set new password' }).click();
    await page.getByText('Your password has been changed').waitFor({ timeout: 15_000 });
    await page.getByRole('link', { name: 'Sign in', exact: true }).click();
    await waitForPath(page, { pathname: '/instructor-dashboard' });
    await page.getByRole('heading', { level: 1, name: 'Instructor Login' }).waitFor();
    await signInWithForm(page, RESET_PASSWORD);

    // The same link again is refused, and says what to do.
    const again = await browser.newPage(MOBILE_WIDTH);
    await again.goto(resetPath);
    await again.getByLabel('New password', { exact: true }).fill('a-third-password-2026');
    await again.getByLabel('New password again', { exact: true }).fill('a-third-password-2026');
    await again.getByRole('button', { name: 'Set new password' }).click();
    await again.getByText(RESET_LINK_USED_MESSAGE).waitFor();
    expect(await again.getByRole('link', { name: 'Ask for a new link' }).isVisible()).toBe(true);
    await expectNoAxeViolations(again);
  });

  it('says plainly when reset by e-mail is not set up on the site', async () => {
    const page = await browser.newPage(MOBILE_WIDTH);
    // This server can send e-mail; the answer of one without SMTP is stood in for.
    await page.route('**/api/auth/password-reset-availability', (route) =>
      route.fulfill({ json: { emailConfigured: false } }),
    );
    await page.goto('/instructor-dashboard/forgot-password');
    await page.getByText('Password reset by e-mail is not set up on this site.').waitFor();
    expect(await page.getByRole('button', { name: 'Send the link' }).count()).toBe(0);
    await expectNoAxeViolations(page);
    await takeScreenshots(page, 'account-forgot-password-no-email');
  });

  it('Settings: the sessions list, changing the password (other sessions signed out) and signing out everywhere', async () => {
    const elsewhere = await signInAsDemoInstructor({
      baseUrl: server.baseUrl,
      password: RESET_PASSWORD,
      userAgent: FIREFOX_ON_MAC,
    });
    const page = await browser.newPage(DESKTOP_WIDTH);
    await page.goto('/instructor-dashboard?tab=settings');
    await page.getByRole('heading', { level: 1, name: 'Instructor Login' }).waitFor();
    await signInWithForm(page, RESET_PASSWORD);
    await page.getByRole('heading', { level: 3, name: 'Your account' }).waitFor();

    const sessions = page.getByRole('list', { name: 'Signed-in sessions' });
    const thisBrowser = sessions.getByRole('listitem').filter({ hasText: 'This browser' });
    await thisBrowser.waitFor();
    expect(await thisBrowser.innerText()).toContain('Chrome on Linux');
    await sessions.getByRole('listitem').filter({ hasText: 'Firefox on Mac' }).waitFor();
    // This browser, the API client on "Firefox on Mac", and the phone that signed in after the reset.
    expect(await sessions.getByRole('listitem').count()).toBe(3);
    await expectNoAxeViolations(page);
    await takeScreenshots(page, 'account-settings');

    // A wrong current password is refused on its field.
    await page.getByLabel('Current password', { exact: true }).fill('not-my-password');
    await page.getByLabel('New password', { exact: true }).fill(CHANGED_PASSWORD);
    await page.getByLabel('New password again', { exact: true }).fill(CHANGED_PASSWORD);
    await page.getByRole('button', { name: 'Change password' }).click();
    await page.getByText(WRONG_CURRENT_PASSWORD_MESSAGE).waitFor();
    await expectNoAxeViolations(page);

    await page.getByLabel('Current password', { exact: true }).fill(RESET_PASSWORD);
    await page.getByRole('button', { name: 'Change password' }).click();
    await expectToast(page, 'Password Changed', '2 other devices have been signed out.');
    expect(await sessionStillWorks(elsewhere), 'the other session is signed out').toBe(false);
    await expect
      .poll(() => sessions.getByRole('listitem').count(), { message: 'only this browser is left' })
      .toBe(1);
    await dismissToasts(page);
    await page.setViewportSize({ width: MOBILE_WIDTH, height: 900 });
    await expectNoSidewaysScroll(page);
    await page.setViewportSize({ width: DESKTOP_WIDTH, height: 900 });

    // Sign out everywhere, behind a confirmation.
    const another = await signInAsDemoInstructor({
      baseUrl: server.baseUrl,
      password: CHANGED_PASSWORD,
      userAgent: FIREFOX_ON_MAC,
    });
    await page.getByRole('button', { name: 'Sign out everywhere' }).click();
    const dialog = page.getByRole('dialog', { name: 'Sign out everywhere?' });
    await dialog.waitFor();
    await expectNoAxeViolations(page);
    await dialog.getByRole('button', { name: 'Sign out everywhere' }).click();
    await page.getByRole('heading', { level: 1, name: 'Instructor Login' }).waitFor({ timeout: 10_000 });
    expect(await sessionStillWorks(another)).toBe(false);

    // The old passwords no longer sign in; the new one does.
    await page.getByLabel('Email', { exact: true }).fill(DEMO_INSTRUCTOR_EMAIL);
    await page.getByLabel('Password', { exact: true }).fill(DEMO_INSTRUCTOR_PASSWORD);
    await page.getByRole('button', { name: 'Sign In' }).click();
    await expectToast(page, 'Login Failed', 'Invalid email or password');
    await signInWithForm(page, CHANGED_PASSWORD);
  });
});
