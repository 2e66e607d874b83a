import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { expectNoAxeViolations } from './support/accessibility';
import { DESKTOP_WIDTH, MOBILE_WIDTH, setUpBrowser, waitForPageReady } from './support/browser';
import { openDashboardAsDemoInstructor } from './support/instructor-api';
import { takeScreenshots } from './support/screenshots';

/*
 * A school of several instructors, its first slice (issue 37): the owner invites an instructor
 * from the Instructors tab (the test server sends no e-mail, so the screen says so and shows the
 * link); the invitee opens it on a phone, sets a password and profile, and lands on Today signed
 * in; later they sign in with that password and see no owner's tabs; the owner sees their account.
 */

const browser = setUpBrowser();

describe('inviting an instructor', () => {
  it('the owner invites, the invitee accepts on a phone, lands on Today and signs in again', async () => {
    const email = `sarah.${randomBytes(4).toString('hex')}@example.com`;
    const password = 'sarahs-own-password-1';

    // The owner, at a desk: the Instructors tab, the invite dialog, the link to pass on.
    const owner = await browser.newPage(DESKTOP_WIDTH);
    await openDashboardAsDemoInstructor(owner, 'instructors');
    await owner.getByRole('heading', { level: 2, name: 'Instructors' }).waitFor();
    await owner.getByRole('button', { name: 'Invite an instructor' }).click();
    const dialog = owner.getByRole('dialog', { name: 'Invite an instructor' });
    await dialog.getByLabel('Full name').fill('Sarah Khan');
    await dialog.getByLabel('E-mail address').fill(email);
    await expectNoAxeViolations(owner);
    await dialog.getByRole('button', { name: 'Send Invitation' }).click();
    await owner.getByText('The invitation was not e-mailed').waitFor();
    await owner
      .getByText('E-mail is not set up on this site, so Sarah Khan has not been e-mailed.')
      .waitFor();
    const link = await owner.getByLabel('Invitation link').inputValue();
    expect(link).toMatch(/\/instructor-invitation\/[A-Za-z0-9_-]{43}$/);
    const invitation = owner.getByRole('listitem').filter({ hasText: email });
    await invitation.getByText('Waiting').waitFor();
    await expectNoAxeViolations(owner);
    await takeScreenshots(owner, 'instructors-owner-invited');

    // The invitee, on a phone: password and profile, then the dashboard's Today.
    const phone = await browser.newPage(MOBILE_WIDTH);
    await phone.goto(new URL(link).pathname);
    await phone.getByRole('heading', { level: 1, name: 'Join the school as an instructor' }).waitFor();
    await waitForPageReady(phone);
    expect(await phone.getByLabel('Full name').inputValue()).toBe('Sarah Khan');
    await phone.getByLabel('Choose a password', { exact: true }).fill(password);
    await phone.getByLabel('Password again', { exact: true }).fill(password);
    await phone.getByLabel('Phone and WhatsApp').fill('07700 900123');
    await phone.getByLabel('Approved Driving Instructor (ADI)').check();
    await phone.getByLabel('Automatic', { exact: true }).check();
    await phone.getByLabel('Car make').fill('Toyota');
    await phone.getByLabel('Car model').fill('Yaris Hybrid');
    await phone.getByLabel('Moseley').check();
    await phone.getByLabel('Kings Heath').check();
    await phone.getByLabel('Female').check();
    await expectNoAxeViolations(phone);
    await takeScreenshots(phone, 'instructor-invitation-form');
    await phone.getByRole('button', { name: 'Create My Account' }).click();
    await phone.getByRole('heading', { level: 1, name: 'Instructor Dashboard' }).waitFor({ timeout: 15_000 });
    await phone.getByRole('heading', { level: 2, name: 'Today' }).waitFor({ timeout: 15_000 });
    await waitForPageReady(phone);
    await expectNoAxeViolations(phone);
    await takeScreenshots(phone, 'instructor-invitation-today');

    // The link worked once: opened again it says so and offers the sign-in.
    await phone.goto(new URL(link).pathname);
    await phone.getByText('This invitation has already been used.').waitFor();

    // Later, at a desk: the sign-in form takes the new password; no owner's tabs.
    const desk = await browser.newPage(DESKTOP_WIDTH);
    await desk.goto('/instructor-dashboard');
    await desk.getByLabel('Email', { exact: true }).fill(email);
    await desk.getByLabel('Password', { exact: true }).fill(password);
    await desk.getByRole('button', { name: 'Sign In' }).click();
    await desk.getByRole('heading', { level: 2, name: 'Today' }).waitFor({ timeout: 15_000 });
    const tabs = desk.getByRole('tablist', { name: 'Dashboard sections' });
    await tabs.getByRole('tab', { name: 'Settings' }).waitFor();
    expect(await tabs.getByRole('tab', { name: 'Instructors' }).count()).toBe(0);
    expect(await tabs.getByRole('tab', { name: 'Outbox' }).count()).toBe(0);

    // The owner's list: her account, active, with her profile.
    await owner.reload();
    const account = owner.getByRole('listitem').filter({ hasText: email }).filter({ hasText: 'Active' });
    await account.getByText('Covers Kings Heath, Moseley').waitFor();
    await owner.getByRole('listitem').filter({ hasText: email }).getByText('Accepted').waitFor();
    await takeScreenshots(owner, 'instructors-owner-accepted');
  }, 120_000);
});
