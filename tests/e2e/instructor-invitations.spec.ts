import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import {
  acceptInstructorInvitationResponseSchema,
  createInstructorInvitationResponseSchema,
  instructorAccountSchema,
  invitationLookupResponseSchema,
} from '../../src/core/platform/auth/instructor-accounts-schemas';
import { expectNoAxeViolations } from './support/accessibility';
import { DESKTOP_WIDTH, MOBILE_WIDTH, setUpBrowser, waitForPageReady } from './support/browser';
import { urlFor } from './support/e2e-context';
import { openDashboardAsDemoInstructor, signInAsDemoInstructor } from './support/instructor-api';
import { screenshotElement, takeScreenshots } from './support/screenshots';

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

/** The owner's API, for setting the scene and putting it back (the server is shared). */
async function asOwner(token: string, method: string, path: string, body?: object): Promise<unknown> {
  const response = await fetch(urlFor(path), {
    method,
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  expect(response.ok, `${method} ${path}: ${response.status}`).toBe(true);
  return response.json();
}

function tokenOf(link: string): string {
  return new URL(link).pathname.split('/').pop() ?? '';
}

describe('an invitation sent again, My profile and a role change (docs/decisions/0050)', () => {
  it('the owner re-sends (the old link dies), the instructor edits her profile on a phone, the owner makes her an owner', async () => {
    const email = `priya.${randomBytes(4).toString('hex')}@example.com`;
    const ownerToken = await signInAsDemoInstructor();
    const invited = createInstructorInvitationResponseSchema.parse(
      await asOwner(ownerToken, 'POST', '/api/instructors/invitations', {
        email,
        fullName: 'Priya Shah',
        role: 'instructor',
      }),
    );
    const oldToken = tokenOf(invited.inviteUrl ?? '');

    // The owner sends it again: a new link to pass on (the test server sends no e-mail).
    const owner = await browser.newPage(DESKTOP_WIDTH);
    await openDashboardAsDemoInstructor(owner, 'instructors');
    const card = owner.getByRole('listitem').filter({ hasText: email });
    await card.getByRole('button', { name: 'Send again to Priya Shah' }).click();
    await owner
      .getByRole('dialog', { name: 'Send this invitation again?' })
      .getByRole('button', { name: 'Send Again' })
      .click();
    await owner.getByText('The invitation was not e-mailed').waitFor();
    const newToken = tokenOf(await owner.getByLabel('Invitation link').inputValue());
    expect(newToken).not.toBe(oldToken);
    const oldLink = await fetch(urlFor(`/api/instructors/invitations/${oldToken}`));
    expect(invitationLookupResponseSchema.parse(await oldLink.json()).state).toBe('replaced');

    // She accepts the new link (through the API: the page has its own test) and, on her phone,
    // opens My profile from the dashboard's heading and changes her car.
    const phone = await browser.newPage(MOBILE_WIDTH);
    const accepted = await phone.request.post(`/api/instructors/invitations/${newToken}/accept`, {
      data: {
        password: 'priyas-own-password-1',
        fullName: 'Priya Shah',
        gender: 'female',
        qualification: 'pdi',
        gearbox: 'automatic',
        carMake: 'Honda',
        carModel: 'Jazz',
        areas: ['Harborne'],
        bio: '',
        phone: '07700 900456',
      },
    });
    expect(accepted.status(), await accepted.text()).toBe(200);
    const priyaId = acceptInstructorInvitationResponseSchema.parse(await accepted.json()).instructor.id;
    await phone.goto('/instructor-dashboard');
    await phone.getByText('Signed in as Priya Shah').waitFor({ timeout: 15_000 });
    await phone.getByRole('link', { name: 'My profile' }).click();
    const profile = phone.getByRole('form', { name: 'My profile' });
    await profile.waitFor({ timeout: 15_000 });
    expect(await profile.getByLabel('Car model').inputValue()).toBe('Jazz');
    await profile.getByLabel('Car model').fill('Jazz Hybrid');
    await profile.getByLabel('Moseley').check();
    await profile.getByRole('button', { name: 'Save My Profile' }).click();
    await phone.getByText('Profile saved', { exact: true }).waitFor();
    await expectNoAxeViolations(phone);
    await screenshotElement(phone, phone.getByRole('region', { name: 'My profile' }), 'my-profile');

    // The owner makes her an owner: at once, on the session she already has.
    await owner.reload();
    const account = owner.getByRole('listitem').filter({ hasText: email }).filter({ hasText: 'Active' });
    await account.getByText(/Covers .*Moseley/).waitFor();
    await account.getByRole('button', { name: 'Change role of Priya Shah' }).click();
    const roleDialog = owner.getByRole('dialog', { name: "Change Priya Shah's role" });
    expect(await roleDialog.getByLabel(/^Owner/).isChecked()).toBe(true);
    await expectNoAxeViolations(owner);
    await roleDialog.getByRole('button', { name: 'Change Role' }).click();
    await owner.getByText('Priya Shah is now an owner of the school.').first().waitFor();
    await account.getByText('Owner', { exact: true }).waitFor();
    expect((await phone.request.get('/api/instructors/accounts')).status()).toBe(200);
    await takeScreenshots(owner, 'instructors-role-changed');

    // Put back: the shared server's other specs expect the demo owner alone as owner.
    const back = instructorAccountSchema.parse(
      await asOwner(ownerToken, 'POST', `/api/instructors/${priyaId}/role`, { role: 'instructor' }),
    );
    expect(back.role).toBe('instructor');
  }, 120_000);
});
