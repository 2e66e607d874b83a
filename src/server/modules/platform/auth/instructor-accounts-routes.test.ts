import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createRecordingMailTransport } from '../../../../../tests/support/recording-mail-transport';
import { setUpTestApp, type TestAppHandle } from '../../../../../tests/support/test-app';
import { apiErrorSchema } from '../../../../core/api/api-error-schemas';
import { verifyInstructorResponseSchema } from '../../../../core/platform/auth/auth-schemas';
import {
  ACCOUNT_EXISTS_MESSAGE,
  type AcceptInstructorInvitationRequest,
  AREAS_MESSAGE,
  acceptInstructorInvitationResponseSchema,
  CANNOT_SUSPEND_SELF_MESSAGE,
  createInstructorInvitationResponseSchema,
  INSTRUCTOR_SUSPENDED_MESSAGE,
  INVITATION_EXPIRED_MESSAGE,
  INVITATION_REVOKED_MESSAGE,
  INVITATION_USED_MESSAGE,
  instructorAccountSchema,
  instructorAccountsResponseSchema,
  invitationLookupResponseSchema,
} from '../../../../core/platform/auth/instructor-accounts-schemas';
import { instructorInvitations, outbox } from '../../../db/schema';
import { hashToken } from '../../../lib/random-tokens';

const NOW = new Date('2027-03-01T10:00:00Z');
const DAY_MS = 86_400_000;

const PROFILE: Omit<AcceptInstructorInvitationRequest, 'password'> = {
  fullName: 'Sarah Khan',
  gender: 'female',
  qualification: 'adi',
  gearbox: 'automatic',
  carMake: 'Toyota',
  carModel: 'Yaris Hybrid',
  areas: ['Moseley', 'Kings Heath'],
  bio: 'Calm, patient lessons around south Birmingham.',
  phone: '07700 900123',
};
const PASSWORD = 'sarahs-own-password-1';

async function invite(testApp: TestAppHandle, email: string, role: 'owner' | 'instructor' = 'instructor') {
  const response = await testApp.app.inject({
    method: 'POST',
    url: '/api/instructors/invitations',
    headers: testApp.headers,
    payload: { email, fullName: 'Sarah Khan', role },
  });
  expect(response.statusCode, response.body).toBe(201);
  const answer = createInstructorInvitationResponseSchema.parse(response.json());
  const token = answer.inviteUrl?.split('/instructor-invitation/')[1];
  if (!token) throw new Error(`no link in ${response.body}`);
  return { answer, token };
}

function accept(testApp: TestAppHandle, token: string, body: object = { ...PROFILE, password: PASSWORD }) {
  return testApp.app.inject({
    method: 'POST',
    url: `/api/instructors/invitations/${token}/accept`,
    payload: body,
  });
}

function signIn(testApp: TestAppHandle, email: string, password = PASSWORD) {
  return testApp.app.inject({
    method: 'POST',
    url: '/api/auth/instructor-login',
    payload: { email, password },
  });
}

/** Invites, accepts and answers the new instructor's bearer headers and id. */
async function addInstructor(testApp: TestAppHandle, email: string) {
  const { token } = await invite(testApp, email);
  const response = await accept(testApp, token);
  expect(response.statusCode, response.body).toBe(200);
  const session = acceptInstructorInvitationResponseSchema.parse(response.json());
  return { headers: { authorization: `Bearer ${session.token}` }, id: session.instructor.id };
}

describe('invitations, e-mail not set up', () => {
  const testApp = setUpTestApp({ now: NOW, env: { PUBLIC_URL: 'https://school.example' } });

  it('says plainly the e-mail did not go and gives the owner the link; only its hash is stored', async () => {
    const { answer, token } = await invite(testApp, 'Sarah@Example.com');
    expect(answer.emailStatus).toBe('not_configured');
    expect(answer.message).toContain('E-mail is not set up on this site');
    expect(answer.inviteUrl).toBe(`https://school.example/instructor-invitation/${token}`);
    expect(answer.invitation).toMatchObject({
      email: 'sarah@example.com',
      state: 'open',
      role: 'instructor',
    });
    expect(new Date(answer.invitation.expiresAt).getTime() - NOW.getTime()).toBe(7 * DAY_MS);
    const [row] = await testApp.database.db
      .select()
      .from(instructorInvitations)
      .where(eq(instructorInvitations.id, answer.invitation.id));
    expect(row?.tokenHash).toBe(hashToken(token));
    expect(JSON.stringify(row)).not.toContain(token);
    // The e-mail waits in the outbox, readable by the owner.
    const mail = await testApp.database.db
      .select()
      .from(outbox)
      .where(eq(outbox.recipient, 'sarah@example.com'));
    expect(mail[0]?.bodyText).toContain(answer.inviteUrl ?? 'missing');
  });

  it('shows the invitation by its token, makes the account once and signs it in', async () => {
    const { token } = await invite(testApp, 'once@example.com');
    const lookup = await testApp.app.inject({ method: 'GET', url: `/api/instructors/invitations/${token}` });
    expect(lookup.statusCode).toBe(200);
    expect(lookup.headers['cache-control']).toBe('no-store');
    expect(invitationLookupResponseSchema.parse(lookup.json())).toMatchObject({
      email: 'once@example.com',
      fullName: 'Sarah Khan',
      state: 'open',
    });

    const accepted = await accept(testApp, token);
    expect(accepted.statusCode, accepted.body).toBe(200);
    const session = acceptInstructorInvitationResponseSchema.parse(accepted.json());
    expect(session.instructor).toMatchObject({ email: 'once@example.com', role: 'instructor' });
    expect(String(accepted.headers['set-cookie'])).toContain('instructor_session=');

    const verify = await testApp.app.inject({
      method: 'GET',
      url: '/api/auth/verify-instructor',
      headers: { authorization: `Bearer ${session.token}` },
    });
    expect(verifyInstructorResponseSchema.parse(verify.json()).instructor.role).toBe('instructor');
    expect((await signIn(testApp, 'once@example.com')).statusCode).toBe(200);

    const again = await accept(testApp, token);
    expect(again.statusCode).toBe(410);
    expect(apiErrorSchema.parse(again.json()).message).toBe(INVITATION_USED_MESSAGE);
    const lookupAfter = await testApp.app.inject({
      method: 'GET',
      url: `/api/instructors/invitations/${token}`,
    });
    expect(invitationLookupResponseSchema.parse(lookupAfter.json()).state).toBe('accepted');

    // The owner's list has the account with its profile.
    const list = await testApp.app.inject({
      method: 'GET',
      url: '/api/instructors/accounts',
      headers: testApp.headers,
    });
    const { instructors } = instructorAccountsResponseSchema.parse(list.json());
    expect(instructors[0]?.role).toBe('owner');
    expect(instructors.find((account) => account.email === 'once@example.com')).toMatchObject({
      status: 'active',
      gender: 'female',
      qualification: 'adi',
      gearbox: 'automatic',
      carMake: 'Toyota',
      areas: ['Moseley', 'Kings Heath'],
    });
  });

  it('refuses an expired link with 410, and an unknown one with 404', async () => {
    const { token } = await invite(testApp, 'late@example.com');
    testApp.setNow(new Date(NOW.getTime() + 7 * DAY_MS + 1000));
    try {
      const lookup = await testApp.app.inject({
        method: 'GET',
        url: `/api/instructors/invitations/${token}`,
      });
      expect(invitationLookupResponseSchema.parse(lookup.json()).state).toBe('expired');
      const response = await accept(testApp, token);
      expect(response.statusCode).toBe(410);
      expect(apiErrorSchema.parse(response.json()).message).toBe(INVITATION_EXPIRED_MESSAGE);
    } finally {
      testApp.setNow(NOW);
    }
    const unknown = await accept(testApp, 'x'.repeat(43));
    expect(unknown.statusCode).toBe(404);
  });

  it("refuses a foreign page's accept (it would sign the browser in: login CSRF), and makes no account", async () => {
    const { token } = await invite(testApp, 'foreign@example.com');
    const response = await testApp.app.inject({
      method: 'POST',
      url: `/api/instructors/invitations/${token}/accept`,
      headers: { origin: 'https://evil.example', 'sec-fetch-site': 'cross-site' },
      payload: { ...PROFILE, password: PASSWORD },
    });
    expect(response.statusCode).toBe(403);
    expect(response.headers['set-cookie']).toBeUndefined();
    expect((await accept(testApp, token)).statusCode).toBe(200);
  });

  it('refuses a withdrawn link with 410', async () => {
    const { answer, token } = await invite(testApp, 'withdrawn@example.com');
    const revoked = await testApp.app.inject({
      method: 'POST',
      url: `/api/instructors/invitations/${answer.invitation.id}/withdraw`,
      headers: testApp.headers,
    });
    expect(revoked.statusCode).toBe(200);
    const response = await accept(testApp, token);
    expect(response.statusCode).toBe(410);
    expect(apiErrorSchema.parse(response.json()).message).toBe(INVITATION_REVOKED_MESSAGE);
  });

  it('answers 409 for an e-mail that already has an account, on inviting and on accepting', async () => {
    const owner = await testApp.app.inject({
      method: 'POST',
      url: '/api/instructors/invitations',
      headers: testApp.headers,
      payload: { email: testApp.env.INSTRUCTOR_EMAIL, fullName: 'Someone', role: 'instructor' },
    });
    expect(owner.statusCode).toBe(409);
    expect(apiErrorSchema.parse(owner.json()).fields).toEqual({ email: ACCOUNT_EXISTS_MESSAGE });

    const first = await invite(testApp, 'twice@example.com');
    const second = await invite(testApp, 'twice@example.com');
    expect((await accept(testApp, first.token)).statusCode).toBe(200);
    const response = await accept(testApp, second.token);
    expect(response.statusCode).toBe(409);
  });

  it('refuses bad input with 400 and field messages', async () => {
    const badInvite = await testApp.app.inject({
      method: 'POST',
      url: '/api/instructors/invitations',
      headers: testApp.headers,
      payload: { email: 'not-an-email', fullName: 'S', role: 'boss' },
    });
    expect(badInvite.statusCode).toBe(400);
    expect(Object.keys(apiErrorSchema.parse(badInvite.json()).fields ?? {}).sort()).toEqual([
      'email',
      'fullName',
      'role',
    ]);

    const { token } = await invite(testApp, 'badprofile@example.com');
    const badAccept = await accept(testApp, token, { ...PROFILE, areas: ['Atlantis'], password: 'short' });
    expect(badAccept.statusCode).toBe(400);
    const fields = apiErrorSchema.parse(badAccept.json()).fields ?? {};
    expect(Object.values(fields)).toContain(AREAS_MESSAGE);
    expect(Object.keys(fields)).toContain('password');
    // Nothing half-made: the link still works.
    expect((await accept(testApp, token)).statusCode).toBe(200);
  });
});

describe('roles', () => {
  const testApp = setUpTestApp({ now: NOW });

  it("refuses the owner's screens and the school's settings to an instructor with 403", async () => {
    const sarah = await addInstructor(testApp, 'sarah.roles@example.com');
    const refused = [
      { method: 'GET', url: '/api/instructors/accounts' },
      {
        method: 'POST',
        url: '/api/instructors/invitations',
        payload: { email: 'x@example.com', fullName: 'Xavier', role: 'instructor' },
      },
      { method: 'POST', url: '/api/instructors/invitations/1/withdraw' },
      { method: 'POST', url: '/api/instructors/1/suspend' },
      { method: 'POST', url: '/api/instructors/1/reactivate' },
      { method: 'PATCH', url: '/api/settings/school', payload: { schoolName: 'Sarah Driving' } },
      { method: 'PATCH', url: '/api/settings/packages/standard', payload: { name: 'Cheaper' } },
    ] as const;
    for (const request of refused) {
      const response = await testApp.app.inject({ ...request, headers: sarah.headers });
      expect(response.statusCode, `${request.method} ${request.url}`).toBe(403);
    }
    // Their own account and teaching screens stay open.
    const own = await testApp.app.inject({
      method: 'GET',
      url: '/api/auth/sessions',
      headers: sarah.headers,
    });
    expect(own.statusCode).toBe(200);
  });
});

describe('suspension', () => {
  const testApp = setUpTestApp({ now: NOW });

  it('ends every session at once, refuses sign-in, keeps the account, and can be undone', async () => {
    const sarah = await addInstructor(testApp, 'sarah.suspend@example.com');
    const secondDevice = await signIn(testApp, 'sarah.suspend@example.com');
    expect(secondDevice.statusCode).toBe(200);

    const suspended = await testApp.app.inject({
      method: 'POST',
      url: `/api/instructors/${sarah.id}/suspend`,
      headers: testApp.headers,
    });
    expect(suspended.statusCode, suspended.body).toBe(200);
    expect(instructorAccountSchema.parse(suspended.json()).status).toBe('suspended');

    for (const headers of [sarah.headers, { cookie: String(secondDevice.headers['set-cookie']) }]) {
      const verify = await testApp.app.inject({ method: 'GET', url: '/api/auth/verify-instructor', headers });
      expect(verify.statusCode).toBe(401);
    }
    const refused = await signIn(testApp, 'sarah.suspend@example.com');
    expect(refused.statusCode).toBe(403);
    expect(apiErrorSchema.parse(refused.json()).message).toBe(INSTRUCTOR_SUSPENDED_MESSAGE);
    // A wrong password is still only 'Invalid email or password'.
    expect((await signIn(testApp, 'sarah.suspend@example.com', 'wrong-password-0')).statusCode).toBe(401);

    const reactivated = await testApp.app.inject({
      method: 'POST',
      url: `/api/instructors/${sarah.id}/reactivate`,
      headers: testApp.headers,
    });
    expect(instructorAccountSchema.parse(reactivated.json()).status).toBe('active');
    expect((await signIn(testApp, 'sarah.suspend@example.com')).statusCode).toBe(200);
  });

  it('does not let the owner suspend themselves', async () => {
    const list = await testApp.app.inject({
      method: 'GET',
      url: '/api/instructors/accounts',
      headers: testApp.headers,
    });
    const ownerId = instructorAccountsResponseSchema.parse(list.json()).instructors[0]?.id;
    const response = await testApp.app.inject({
      method: 'POST',
      url: `/api/instructors/${ownerId}/suspend`,
      headers: testApp.headers,
    });
    expect(response.statusCode).toBe(400);
    expect(apiErrorSchema.parse(response.json()).message).toBe(CANNOT_SUSPEND_SELF_MESSAGE);
  });
});

describe('invitations, e-mail set up', () => {
  const { sent, transport } = createRecordingMailTransport();
  const testApp = setUpTestApp({ now: NOW, mailTransport: transport });

  it('e-mails the link and does not show it', async () => {
    const response = await testApp.app.inject({
      method: 'POST',
      url: '/api/instructors/invitations',
      headers: testApp.headers,
      payload: { email: 'mailed@example.com', fullName: 'Mailed Person', role: 'instructor' },
    });
    const answer = createInstructorInvitationResponseSchema.parse(response.json());
    expect(answer.emailStatus).toBe('sent');
    expect(answer.inviteUrl).toBeNull();
    expect(sent).toHaveLength(1);
    expect(sent[0]?.to).toBe('mailed@example.com');
    expect(sent[0]?.text).toMatch(/\/instructor-invitation\/[A-Za-z0-9_-]{43}/);
  });
});
