import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createRecordingMailTransport } from '../../../../../tests/support/recording-mail-transport';
import { createInstructorWithSession } from '../../../../../tests/support/second-instructor';
import { setUpTestApp, type TestAppHandle } from '../../../../../tests/support/test-app';
import { apiErrorSchema } from '../../../../core/api/api-error-schemas';
import { publicInstructorsResponseSchema } from '../../../../core/bookings/booking/instructor-choice';
import { verifyInstructorResponseSchema } from '../../../../core/platform/auth/auth-schemas';
import {
  acceptInstructorInvitationResponseSchema,
  CAR_MESSAGE,
  createInstructorInvitationResponseSchema,
  FULL_NAME_MESSAGE,
  INVITATION_REPLACED_MESSAGE,
  type InstructorProfileInput,
  instructorAccountSchema,
  instructorAccountsResponseSchema,
  invitationLookupResponseSchema,
  LAST_OWNER_MESSAGE,
  PHONE_MESSAGE,
  RESEND_ACCEPTED_MESSAGE,
  RESEND_REPLACED_MESSAGE,
  RESEND_REVOKED_MESSAGE,
} from '../../../../core/platform/auth/instructor-accounts-schemas';
import { instructorInvitations } from '../../../db/schema';
import { CONFIGURED_OWNER_MESSAGE } from './instructor-accounts-service';

/*
 * Issue 37, docs/decisions/0050: each instructor's own profile (My profile), the owner changing an
 * instructor's role, and an invitation sent again.
 */

const NOW = new Date('2027-03-01T10:00:00Z');
const DAY_MS = 86_400_000;

const PROFILE: InstructorProfileInput = {
  fullName: 'Sam Owner',
  gender: null,
  qualification: 'adi',
  gearbox: 'automatic',
  carMake: 'Toyota',
  carModel: 'Corolla',
  areas: ['Moseley', 'Harborne'],
  bio: '',
  phone: '0121 496 0000',
};

async function invite(testApp: TestAppHandle, email: string) {
  const response = await testApp.app.inject({
    method: 'POST',
    url: '/api/instructors/invitations',
    headers: testApp.headers,
    payload: { email, fullName: 'Sarah Khan', role: 'instructor' },
  });
  expect(response.statusCode, response.body).toBe(201);
  return createInstructorInvitationResponseSchema.parse(response.json());
}

function tokenOf(answer: { inviteUrl: string | null }): string {
  const token = answer.inviteUrl?.split('/instructor-invitation/')[1];
  if (!token) throw new Error(`no link in ${JSON.stringify(answer)}`);
  return token;
}

function accept(testApp: TestAppHandle, token: string) {
  return testApp.app.inject({
    method: 'POST',
    url: `/api/instructors/invitations/${token}/accept`,
    payload: { ...PROFILE, fullName: 'Sarah Khan', gender: 'female', password: 'sarahs-own-password-1' },
  });
}

/** Invites and accepts: the new instructor's id and Bearer headers. */
async function addInstructor(testApp: TestAppHandle, email: string) {
  const response = await accept(testApp, tokenOf(await invite(testApp, email)));
  expect(response.statusCode, response.body).toBe(200);
  const session = acceptInstructorInvitationResponseSchema.parse(response.json());
  return { id: session.instructor.id, headers: { authorization: `Bearer ${session.token}` } };
}

function resend(testApp: TestAppHandle, invitationId: number) {
  return testApp.app.inject({
    method: 'POST',
    url: `/api/instructors/invitations/${invitationId}/resend`,
    headers: testApp.headers,
  });
}

async function changeRole(testApp: TestAppHandle, headers: Record<string, string>, id: number, role: string) {
  return testApp.app.inject({
    method: 'POST',
    url: `/api/instructors/${id}/role`,
    headers,
    payload: { role },
  });
}

async function ownerId(testApp: TestAppHandle): Promise<number> {
  const verify = await testApp.app.inject({
    method: 'GET',
    url: '/api/auth/verify-instructor',
    headers: testApp.headers,
  });
  return verifyInstructorResponseSchema.parse(verify.json()).instructor.id;
}

async function publicNames(testApp: TestAppHandle): Promise<string[]> {
  const response = await testApp.app.inject({ method: 'GET', url: '/api/instructors' });
  return publicInstructorsResponseSchema.parse(response.json()).map((item) => item.fullName);
}

describe('My profile', () => {
  const testApp = setUpTestApp({ now: NOW });

  it("lets the owner fill in their own profile: the dashboard names them and learners' list shows them", async () => {
    const before = await testApp.app.inject({
      method: 'GET',
      url: '/api/instructors/me',
      headers: testApp.headers,
    });
    expect(before.statusCode).toBe(200);
    expect(before.headers['cache-control']).toContain('no-store');
    // The test app sets no INSTRUCTOR_NAME: no name yet, so learners are not shown a nameless owner.
    expect(instructorAccountSchema.parse(before.json())).toMatchObject({ fullName: null, role: 'owner' });
    expect(await publicNames(testApp)).toEqual([]);

    const saved = await testApp.app.inject({
      method: 'PUT',
      url: '/api/instructors/me',
      headers: testApp.headers,
      payload: { ...PROFILE, fullName: '  Sam Owner ', bio: 'Twenty years of calm lessons.' },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(instructorAccountSchema.parse(saved.json())).toMatchObject({
      fullName: 'Sam Owner',
      carModel: 'Corolla',
      areas: ['Moseley', 'Harborne'],
      bio: 'Twenty years of calm lessons.',
      gender: null,
    });
    const verify = await testApp.app.inject({
      method: 'GET',
      url: '/api/auth/verify-instructor',
      headers: testApp.headers,
    });
    expect(verifyInstructorResponseSchema.parse(verify.json()).instructor.fullName).toBe('Sam Owner');
    expect(await publicNames(testApp)).toEqual(['Sam Owner']);
  });

  it('refuses bad input with 400 and field messages, and changes nothing', async () => {
    const response = await testApp.app.inject({
      method: 'PUT',
      url: '/api/instructors/me',
      headers: testApp.headers,
      payload: { ...PROFILE, fullName: 'S', carMake: '', phone: 'call me', areas: ['Atlantis'] },
    });
    expect(response.statusCode).toBe(400);
    const fields = apiErrorSchema.parse(response.json()).fields ?? {};
    expect(fields.fullName).toBe(FULL_NAME_MESSAGE);
    expect(fields.carMake).toBe(CAR_MESSAGE);
    expect(fields.phone).toBe(PHONE_MESSAGE);
    expect(Object.keys(fields).some((field) => field.startsWith('areas'))).toBe(true);
    const after = await testApp.app.inject({
      method: 'GET',
      url: '/api/instructors/me',
      headers: testApp.headers,
    });
    expect(instructorAccountSchema.parse(after.json()).fullName).toBe('Sam Owner');
  });

  it("is each instructor's own: another instructor changes theirs and cannot reach anyone else's", async () => {
    const second = await createInstructorWithSession(testApp.database.db, {
      email: 'second.profile@example.com',
      now: NOW,
    });
    const own = await testApp.app.inject({
      method: 'PUT',
      url: '/api/instructors/me',
      headers: second.headers,
      payload: { ...PROFILE, fullName: 'Priya Patel', gender: 'female' },
    });
    expect(instructorAccountSchema.parse(own.json())).toMatchObject({
      id: second.id,
      fullName: 'Priya Patel',
    });
    // A profile is only ever reached as one's own: there is no address for somebody else's.
    const owners = await ownerId(testApp);
    for (const method of ['GET', 'PUT'] as const) {
      const other = await testApp.app.inject({
        method,
        url: `/api/instructors/${owners}`,
        headers: second.headers,
        ...(method === 'PUT' ? { payload: { ...PROFILE, fullName: 'Not Sam' } } : {}),
      });
      expect(other.statusCode, `${method} another's profile`).toBe(404);
    }
    const mine = await testApp.app.inject({
      method: 'GET',
      url: '/api/instructors/me',
      headers: testApp.headers,
    });
    expect(instructorAccountSchema.parse(mine.json()).fullName).toBe('Sam Owner');
  });
});

describe('changing a role', () => {
  const testApp = setUpTestApp({ now: NOW });

  it("takes effect at once for the instructor's live sessions, both ways", async () => {
    const sarah = await addInstructor(testApp, 'sarah.role@example.com');
    const ownersScreen = () =>
      testApp.app.inject({ method: 'GET', url: '/api/instructors/accounts', headers: sarah.headers });
    expect((await ownersScreen()).statusCode).toBe(403);

    const promoted = await changeRole(testApp, testApp.headers, sarah.id, 'owner');
    expect(promoted.statusCode, promoted.body).toBe(200);
    expect(instructorAccountSchema.parse(promoted.json()).role).toBe('owner');
    // The same session, not signed in again: the role is read with the session on each request.
    expect((await ownersScreen()).statusCode).toBe(200);
    const verify = await testApp.app.inject({
      method: 'GET',
      url: '/api/auth/verify-instructor',
      headers: sarah.headers,
    });
    expect(verifyInstructorResponseSchema.parse(verify.json()).instructor.role).toBe('owner');

    const demoted = await changeRole(testApp, testApp.headers, sarah.id, 'instructor');
    expect(instructorAccountSchema.parse(demoted.json()).role).toBe('instructor');
    expect((await ownersScreen()).statusCode).toBe(403);
  });

  it('refuses a role that does not exist with 400, and an unknown instructor with 404', async () => {
    const bad = await changeRole(testApp, testApp.headers, await ownerId(testApp), 'office');
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(apiErrorSchema.parse(bad.json()).fields ?? {})).toContain('role');
    expect((await changeRole(testApp, testApp.headers, 99_999, 'owner')).statusCode).toBe(404);
  });

  it('keeps the configured account an owner, and never leaves the school without an active owner', async () => {
    const configured = await ownerId(testApp);
    const refused = await changeRole(testApp, testApp.headers, configured, 'instructor');
    expect(refused.statusCode).toBe(409);
    expect(apiErrorSchema.parse(refused.json()).message).toBe(CONFIGURED_OWNER_MESSAGE);

    // A second owner suspends the configured one; then she is the last active owner.
    const priya = await addInstructor(testApp, 'priya.owner@example.com');
    expect((await changeRole(testApp, testApp.headers, priya.id, 'owner')).statusCode).toBe(200);
    const suspended = await testApp.app.inject({
      method: 'POST',
      url: `/api/instructors/${configured}/suspend`,
      headers: priya.headers,
    });
    expect(suspended.statusCode, suspended.body).toBe(200);
    const last = await changeRole(testApp, priya.headers, priya.id, 'instructor');
    expect(last.statusCode).toBe(409);
    expect(apiErrorSchema.parse(last.json()).message).toBe(LAST_OWNER_MESSAGE);
    const reactivated = await testApp.app.inject({
      method: 'POST',
      url: `/api/instructors/${configured}/reactivate`,
      headers: priya.headers,
    });
    expect(reactivated.statusCode).toBe(200);
    // With the configured owner active again, she may step down.
    expect((await changeRole(testApp, priya.headers, priya.id, 'instructor')).statusCode).toBe(200);
  });
});

describe('two owners at once', () => {
  const testApp = setUpTestApp({ now: NOW });

  it('lets only one of two owners suspending each other at once succeed', async () => {
    const first = await createInstructorWithSession(testApp.database.db, {
      email: 'first.owner@example.com',
      role: 'owner',
      now: NOW,
    });
    const second = await createInstructorWithSession(testApp.database.db, {
      email: 'second.owner@example.com',
      role: 'owner',
      now: NOW,
    });
    // The configured owner steps aside for this test, so these two are the only active owners.
    const configured = await ownerId(testApp);
    const aside = await testApp.app.inject({
      method: 'POST',
      url: `/api/instructors/${configured}/suspend`,
      headers: first.headers,
    });
    expect(aside.statusCode).toBe(200);
    const answers = await Promise.all([
      testApp.app.inject({
        method: 'POST',
        url: `/api/instructors/${second.id}/suspend`,
        headers: first.headers,
      }),
      testApp.app.inject({
        method: 'POST',
        url: `/api/instructors/${first.id}/suspend`,
        headers: second.headers,
      }),
    ]);
    const codes = answers.map((answer) => answer.statusCode).sort();
    expect(codes.filter((code) => code === 200)).toHaveLength(1);
    // The other is refused: as the last owner (409), or because its own session just ended (401).
    expect([401, 409]).toContain(codes.find((code) => code !== 200));
    const winner = answers[0]?.statusCode === 200 ? first : second;
    const list = await testApp.app.inject({
      method: 'GET',
      url: '/api/instructors/accounts',
      headers: winner.headers,
    });
    const activeOwners = instructorAccountsResponseSchema
      .parse(list.json())
      .instructors.filter((account) => account.role === 'owner' && account.status === 'active');
    expect(activeOwners.map((account) => account.id)).toEqual([winner.id]);
  });
});

describe('sending an invitation again, e-mail not set up', () => {
  const testApp = setUpTestApp({ now: NOW, env: { PUBLIC_URL: 'https://school.example' } });

  it('makes a new link for 7 more days; the old link answers 410 and the list shows the invitation once', async () => {
    const first = await invite(testApp, 'again@example.com');
    const oldToken = tokenOf(first);
    const later = new Date(NOW.getTime() + 3 * DAY_MS);
    testApp.setNow(later);

    const response = await resend(testApp, first.invitation.id);
    expect(response.statusCode, response.body).toBe(201);
    const answer = createInstructorInvitationResponseSchema.parse(response.json());
    // The same honest answer as inviting: not e-mailed, so the link is shown.
    expect(answer.emailStatus).toBe('not_configured');
    expect(answer.message).toContain('E-mail is not set up on this site');
    const newToken = tokenOf(answer);
    expect(newToken).not.toBe(oldToken);
    expect(answer.invitation).toMatchObject({
      email: 'again@example.com',
      fullName: 'Sarah Khan',
      state: 'open',
    });
    expect(new Date(answer.invitation.expiresAt).getTime()).toBe(later.getTime() + 7 * DAY_MS);

    const oldLookup = await testApp.app.inject({
      method: 'GET',
      url: `/api/instructors/invitations/${oldToken}`,
    });
    expect(invitationLookupResponseSchema.parse(oldLookup.json()).state).toBe('replaced');
    const oldAccept = await accept(testApp, oldToken);
    expect(oldAccept.statusCode).toBe(410);
    expect(apiErrorSchema.parse(oldAccept.json()).message).toBe(INVITATION_REPLACED_MESSAGE);

    const list = await testApp.app.inject({
      method: 'GET',
      url: '/api/instructors/accounts',
      headers: testApp.headers,
    });
    const mine = instructorAccountsResponseSchema
      .parse(list.json())
      .invitations.filter((invitation) => invitation.email === 'again@example.com');
    expect(mine.map((invitation) => invitation.id)).toEqual([answer.invitation.id]);

    // The replaced one cannot be sent again; its newer one can, and the newest link works.
    const twice = await resend(testApp, first.invitation.id);
    expect(twice.statusCode).toBe(409);
    expect(apiErrorSchema.parse(twice.json()).message).toBe(RESEND_REPLACED_MESSAGE);
    expect((await accept(testApp, newToken)).statusCode).toBe(200);
    testApp.setNow(NOW);
  });

  it('sends an expired, unused invitation again; refuses an accepted or withdrawn one with 409', async () => {
    const expired = await invite(testApp, 'expired.again@example.com');
    // Sent 8 days ago (moving the clock instead would end the owner's 7-day session too).
    await testApp.database.db
      .update(instructorInvitations)
      .set({ createdAt: new Date(NOW.getTime() - 8 * DAY_MS), expiresAt: new Date(NOW.getTime() - DAY_MS) })
      .where(eq(instructorInvitations.id, expired.invitation.id));
    expect((await accept(testApp, tokenOf(expired))).statusCode).toBe(410);
    const renewed = await resend(testApp, expired.invitation.id);
    expect(renewed.statusCode, renewed.body).toBe(201);
    const fresh = createInstructorInvitationResponseSchema.parse(renewed.json());
    expect(fresh.invitation.state).toBe('open');
    expect((await accept(testApp, tokenOf(fresh))).statusCode).toBe(200);
    // Accepted now: nothing to send again.
    const accepted = await resend(testApp, fresh.invitation.id);
    expect(accepted.statusCode).toBe(409);
    expect(apiErrorSchema.parse(accepted.json()).message).toBe(RESEND_ACCEPTED_MESSAGE);

    const withdrawnInvitation = await invite(testApp, 'withdrawn.again@example.com');
    const withdraw = await testApp.app.inject({
      method: 'POST',
      url: `/api/instructors/invitations/${withdrawnInvitation.invitation.id}/withdraw`,
      headers: testApp.headers,
    });
    expect(withdraw.statusCode).toBe(200);
    const withdrawn = await resend(testApp, withdrawnInvitation.invitation.id);
    expect(withdrawn.statusCode).toBe(409);
    expect(apiErrorSchema.parse(withdrawn.json()).message).toBe(RESEND_REVOKED_MESSAGE);
    expect((await resend(testApp, 99_999)).statusCode).toBe(404);
  });
});

describe('sending an invitation again, e-mail set up', () => {
  const { sent, transport } = createRecordingMailTransport();
  const testApp = setUpTestApp({ now: NOW, mailTransport: transport });

  it('e-mails the new link and does not show it', async () => {
    const first = await testApp.app.inject({
      method: 'POST',
      url: '/api/instructors/invitations',
      headers: testApp.headers,
      payload: { email: 'mailed.again@example.com', fullName: 'Mailed Again', role: 'instructor' },
    });
    const { invitation } = createInstructorInvitationResponseSchema.parse(first.json());
    const response = await resend(testApp, invitation.id);
    const answer = createInstructorInvitationResponseSchema.parse(response.json());
    expect(answer.emailStatus).toBe('sent');
    expect(answer.inviteUrl).toBeNull();
    expect(sent.map((email) => email.to)).toEqual(['mailed.again@example.com', 'mailed.again@example.com']);
    const links = sent.map((email) => email.text.match(/\/instructor-invitation\/([A-Za-z0-9_-]{43})/)?.[1]);
    expect(links[1]).toBeDefined();
    expect(links[1]).not.toBe(links[0]);
  });
});
