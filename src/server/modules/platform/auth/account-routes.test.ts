import { eq } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { createRecordingMailTransport } from '../../../../../tests/support/recording-mail-transport';
import { setUpTestApp, type TestAppHandle } from '../../../../../tests/support/test-app';
import { apiErrorSchema } from '../../../../core/api/api-error-schemas';
import {
  changePasswordResponseSchema,
  instructorSessionsResponseSchema,
  PASSWORD_RESET_REQUESTED_MESSAGE,
  passwordResetAvailabilitySchema,
  passwordResetRequestResponseSchema,
  RESET_LINK_EXPIRED_MESSAGE,
  RESET_LINK_USED_MESSAGE,
  SAME_PASSWORD_MESSAGE,
  signOutSessionsResponseSchema,
  WRONG_CURRENT_PASSWORD_MESSAGE,
} from '../../../../core/platform/auth/account-schemas';
import { instructorLoginResponseSchema } from '../../../../core/platform/auth/auth-schemas';
import { outbox, passwordResetTokens } from '../../../db/schema';
import type { OutgoingEmail } from '../../../integrations/smtp-mail-transport';
import { hashToken } from '../../../lib/random-tokens';
import {
  PASSWORD_RESET_UNAVAILABLE_MESSAGE,
  RESET_LINKS_PER_HOUR,
  setInstructorPasswordFromConfiguration,
} from './account-service';

const EMAIL = 'teacher@example.com';
const PASSWORD = 'first-password-123';
const NEW_PASSWORD = 'a-new-password-456';
const NOW = new Date('2026-11-26T10:00:00Z');
const CHROME_ON_ANDROID =
  'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36';

/** The app of the test running now: each test starts from a fresh one (it changes the password). */
let testApp: TestAppHandle;
let sent: OutgoingEmail[];

/** A fresh app for each test of the calling scope, signed in by the tests themselves. */
function setUpAccountApp(options: { mail?: boolean; env?: Record<string, string> } = {}) {
  const handle = setUpTestApp(
    () => {
      const recording = createRecordingMailTransport();
      sent = recording.sent;
      return {
        now: NOW,
        env: {
          INSTRUCTOR_EMAIL: EMAIL,
          INSTRUCTOR_PASSWORD: PASSWORD,
          PUBLIC_URL: 'https://school.example',
          ...options.env,
        },
        mailTransport: options.mail === false ? null : recording.transport,
        signIn: false,
      };
    },
    { freshForEachTest: true },
  );
  beforeEach(() => {
    testApp = handle;
  });
}

async function signIn(password = PASSWORD, userAgent = CHROME_ON_ANDROID, remoteAddress = '203.0.113.7') {
  const response = await testApp.app.inject({
    method: 'POST',
    url: '/api/auth/instructor-login',
    headers: { 'user-agent': userAgent },
    remoteAddress,
    payload: { email: EMAIL, password },
  });
  return response;
}

async function signedInHeaders(userAgent?: string, remoteAddress?: string) {
  const response = await signIn(PASSWORD, userAgent, remoteAddress);
  expect(response.statusCode).toBe(200);
  return { authorization: `Bearer ${instructorLoginResponseSchema.parse(response.json()).token}` };
}

function verify(headers: Record<string, string>) {
  return testApp.app.inject({ method: 'GET', url: '/api/auth/verify-instructor', headers });
}

function changePassword(headers: Record<string, string>, payload: Record<string, string>) {
  return testApp.app.inject({ method: 'POST', url: '/api/auth/password', headers, payload });
}

function requestReset(email: string, remoteAddress = '198.51.100.20') {
  return testApp.app.inject({
    method: 'POST',
    url: '/api/auth/password-reset-requests',
    remoteAddress,
    payload: { email },
  });
}

function resetPassword(token: string, newPassword = NEW_PASSWORD) {
  return testApp.app.inject({
    method: 'POST',
    url: '/api/auth/password-reset',
    payload: { token, newPassword },
  });
}

async function waitForEmails(count: number): Promise<OutgoingEmail[]> {
  // Delivery happens after the answer: wait for it, briefly.
  for (let attempt = 0; attempt < 100 && sent.length < count; attempt += 1) {
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  return sent;
}

function tokenFromEmail(email: OutgoingEmail | undefined): string {
  const link = email?.text.match(
    /https:\/\/school\.example\/instructor-dashboard\/reset-password\?token=([\w-]+)/,
  );
  if (!link?.[1]) throw new Error(`No reset link in: ${email?.text}`);
  return link[1];
}

describe('changing the password', () => {
  setUpAccountApp();

  it('refuses a wrong current password with a 400 on currentPassword, and a new one that is short or the same', async () => {
    const headers = await signedInHeaders();
    const wrong = await changePassword(headers, {
      currentPassword: 'not-my-password',
      newPassword: NEW_PASSWORD,
    });
    expect(wrong.statusCode).toBe(400);
    expect(apiErrorSchema.parse(wrong.json()).fields).toEqual({
      currentPassword: WRONG_CURRENT_PASSWORD_MESSAGE,
    });

    const short = await changePassword(headers, { currentPassword: PASSWORD, newPassword: 'short' });
    expect(short.statusCode).toBe(400);
    expect(apiErrorSchema.parse(short.json()).fields?.newPassword).toBe('Use at least 10 characters');

    const same = await changePassword(headers, { currentPassword: PASSWORD, newPassword: PASSWORD });
    expect(same.statusCode).toBe(400);
    expect(apiErrorSchema.parse(same.json()).fields?.newPassword).toBe(SAME_PASSWORD_MESSAGE);

    // Nothing changed: the old password still signs in.
    expect((await signIn(PASSWORD)).statusCode).toBe(200);
  });

  it('counts wrong current passwords as failed sign-ins: guessing is throttled with a 429', async () => {
    const headers = await signedInHeaders(CHROME_ON_ANDROID, '203.0.113.50');
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 4; attempt += 1) {
      const response = await testApp.app.inject({
        method: 'POST',
        url: '/api/auth/password',
        headers,
        remoteAddress: '203.0.113.50',
        payload: { currentPassword: `guess-number-${attempt}`, newPassword: NEW_PASSWORD },
      });
      statuses.push(response.statusCode);
    }
    // Three failures from one (address, e-mail) pair make the next attempt wait.
    expect(statuses).toEqual([400, 400, 400, 429]);
  });

  it('signs out every other session and keeps this one; the new password signs in and the old one does not', async () => {
    const thisBrowser = await signedInHeaders();
    const otherPhone = await signedInHeaders();
    const response = await changePassword(thisBrowser, {
      currentPassword: PASSWORD,
      newPassword: NEW_PASSWORD,
    });
    expect(response.statusCode).toBe(200);
    expect(changePasswordResponseSchema.parse(response.json())).toEqual({ otherSessionsSignedOut: 1 });

    expect((await verify(otherPhone)).statusCode).toBe(401);
    expect((await verify(thisBrowser)).statusCode).toBe(200);
    expect((await signIn(PASSWORD)).statusCode).toBe(401);
    expect((await signIn(NEW_PASSWORD)).statusCode).toBe(200);
  });
});

describe('the sessions list', () => {
  setUpAccountApp();

  it('lists each live session with its device, address and times, this one marked and first', async () => {
    const phone = await signedInHeaders(CHROME_ON_ANDROID, '203.0.113.7');
    testApp.setNow(new Date(NOW.getTime() + 60_000));
    const laptop = await signedInHeaders(
      'Mozilla/5.0 (Macintosh; Intel Mac OS X 14.7; rv:132.0) Gecko/20100101 Firefox/132.0',
      '198.51.100.4',
    );
    const response = await testApp.app.inject({ method: 'GET', url: '/api/auth/sessions', headers: phone });
    expect(response.statusCode).toBe(200);
    const { sessions } = instructorSessionsResponseSchema.parse(response.json());
    expect(sessions.map((session) => [session.device, session.ipAddress, session.isCurrent])).toEqual([
      ['Chrome on Android', '203.0.113.7', true],
      ['Firefox on Mac', '198.51.100.4', false],
    ]);
    expect(sessions[0]?.startedAt).toBe(NOW.toISOString());
    // Seen when it asked for the list; the laptop has not been used since it signed in.
    expect(sessions[0]?.lastSeenAt).toBe(new Date(NOW.getTime() + 60_000).toISOString());
    expect(sessions[1]?.lastSeenAt).toBeNull();

    // Signing out the laptop from the phone leaves one.
    const laptopId = sessions[1]?.id ?? 0;
    const removed = await testApp.app.inject({
      method: 'DELETE',
      url: `/api/auth/sessions/${laptopId}`,
      headers: phone,
    });
    expect(removed.statusCode).toBe(200);
    expect((await verify(laptop)).statusCode).toBe(401);
    const again = await testApp.app.inject({
      method: 'DELETE',
      url: `/api/auth/sessions/${laptopId}`,
      headers: phone,
    });
    expect(again.statusCode).toBe(404);
  });

  it('"sign out everywhere" ends every session, this one included, and clears the cookie', async () => {
    const phone = await signedInHeaders();
    const laptop = await signedInHeaders();
    const response = await testApp.app.inject({
      method: 'POST',
      url: '/api/auth/sessions/sign-out-everywhere',
      headers: phone,
    });
    expect(response.statusCode).toBe(200);
    expect(signOutSessionsResponseSchema.parse(response.json())).toEqual({ signedOut: 2 });
    expect(String(response.headers['set-cookie'])).toMatch(/instructor_session=;/);
    expect((await verify(phone)).statusCode).toBe(401);
    expect((await verify(laptop)).statusCode).toBe(401);
    expect(
      (await testApp.app.inject({ method: 'GET', url: '/api/auth/sessions', headers: phone })).statusCode,
    ).toBe(401);
  });
});

describe('a forgotten password', () => {
  setUpAccountApp();

  it('e-mails a one-time link for the right address; the same answer and no e-mail for any other', async () => {
    const availability = await testApp.app.inject({
      method: 'GET',
      url: '/api/auth/password-reset-availability',
    });
    expect(passwordResetAvailabilitySchema.parse(availability.json())).toEqual({ emailConfigured: true });

    const unknown = await requestReset('stranger@example.com');
    const known = await requestReset('Teacher@Example.com');
    expect(unknown.statusCode).toBe(202);
    expect(known.statusCode).toBe(202);
    expect(passwordResetRequestResponseSchema.parse(unknown.json())).toEqual({
      message: PASSWORD_RESET_REQUESTED_MESSAGE,
    });
    expect(known.json()).toEqual(unknown.json());

    const emails = await waitForEmails(1);
    expect(emails.map((email) => email.to)).toEqual([EMAIL]);
    const outboxRows = await testApp.database.db
      .select()
      .from(outbox)
      .where(eq(outbox.kind, 'password_reset'));
    expect(outboxRows.map((row) => row.recipient)).toEqual([EMAIL]);
    // Only the token's SHA-256 is kept.
    const token = tokenFromEmail(emails[0]);
    const [stored] = await testApp.database.db.select().from(passwordResetTokens);
    expect(stored?.tokenHash).toBe(hashToken(token));
    expect(stored?.expiresAt.toISOString()).toBe(new Date(NOW.getTime() + 30 * 60_000).toISOString());
    expect(stored?.requestedFromIp).toBe('198.51.100.20');
  });

  it('sets the new password once: every session is signed out, and the link used again is refused', async () => {
    const session = await signedInHeaders();
    await requestReset(EMAIL);
    const token = tokenFromEmail((await waitForEmails(1))[0]);

    const first = await resetPassword(token);
    expect(first.statusCode).toBe(200);
    expect((await verify(session)).statusCode).toBe(401);
    expect((await signIn(PASSWORD)).statusCode).toBe(401);
    expect((await signIn(NEW_PASSWORD)).statusCode).toBe(200);

    const second = await resetPassword(token, 'yet-another-password');
    expect(second.statusCode).toBe(410);
    expect(apiErrorSchema.parse(second.json())).toMatchObject({
      code: 'RESET_LINK_USED',
      message: RESET_LINK_USED_MESSAGE,
    });
    expect((await signIn('yet-another-password')).statusCode).toBe(401);
  });

  it('lets only one of two parallel uses of a link succeed', async () => {
    await requestReset(EMAIL);
    const token = tokenFromEmail((await waitForEmails(1))[0]);
    const answers = await Promise.all([
      resetPassword(token, 'parallel-password-one'),
      resetPassword(token, 'parallel-password-two'),
    ]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 410]);
    const winner = answers[0]?.statusCode === 200 ? 'parallel-password-one' : 'parallel-password-two';
    expect((await signIn(winner)).statusCode).toBe(200);
  });

  it('refuses a link older than 30 minutes, and one that never existed', async () => {
    await requestReset(EMAIL);
    const token = tokenFromEmail((await waitForEmails(1))[0]);
    testApp.setNow(new Date(NOW.getTime() + 30 * 60_000 + 1000));
    const late = await resetPassword(token);
    expect(late.statusCode).toBe(410);
    expect(apiErrorSchema.parse(late.json())).toMatchObject({
      code: 'RESET_LINK_EXPIRED',
      message: RESET_LINK_EXPIRED_MESSAGE,
    });
    expect((await signIn(PASSWORD)).statusCode).toBe(200);

    const unknown = await resetPassword('a'.repeat(43));
    expect(unknown.statusCode).toBe(400);
    expect(apiErrorSchema.parse(unknown.json()).code).toBe('RESET_LINK_UNKNOWN');
  });

  it('sends at most three links an hour to the address, answering the same', async () => {
    for (let request = 0; request < RESET_LINKS_PER_HOUR + 1; request += 1) {
      const response = await requestReset(EMAIL, `198.51.100.${30 + request}`);
      expect(response.json()).toEqual({ message: PASSWORD_RESET_REQUESTED_MESSAGE });
    }
    await waitForEmails(RESET_LINKS_PER_HOUR);
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(sent).toHaveLength(RESET_LINKS_PER_HOUR);
    // An hour later, one more may go.
    testApp.setNow(new Date(NOW.getTime() + 61 * 60_000));
    await requestReset(EMAIL, '198.51.100.99');
    expect(await waitForEmails(RESET_LINKS_PER_HOUR + 1)).toHaveLength(RESET_LINKS_PER_HOUR + 1);
  });
});

const RESET_REQUESTS_PER_ADDRESS = 4;

describe('a forgotten password, with a low limit on requests per address', () => {
  setUpAccountApp({ env: { RATE_LIMIT_SENSITIVE_PER_MINUTE: String(RESET_REQUESTS_PER_ADDRESS) } });

  it('limits requests from one address with a 429, whichever address they name', async () => {
    const statuses: number[] = [];
    for (let request = 0; request <= RESET_REQUESTS_PER_ADDRESS; request += 1) {
      statuses.push((await requestReset(`someone-${request}@example.com`, '192.0.2.77')).statusCode);
    }
    expect(statuses).toEqual([...Array<number>(RESET_REQUESTS_PER_ADDRESS).fill(202), 429]);
    // Another address is not held back.
    expect((await requestReset('someone@example.com', '192.0.2.78')).statusCode).toBe(202);
  });
});

describe('a forgotten password, without SMTP', () => {
  setUpAccountApp({ mail: false });

  it('says plainly that reset by e-mail is not set up when SMTP is not configured, and sends nothing', async () => {
    const availability = await testApp.app.inject({
      method: 'GET',
      url: '/api/auth/password-reset-availability',
    });
    expect(passwordResetAvailabilitySchema.parse(availability.json())).toEqual({ emailConfigured: false });
    const response = await requestReset(EMAIL);
    expect(response.statusCode).toBe(503);
    expect(apiErrorSchema.parse(response.json())).toMatchObject({
      code: 'PASSWORD_RESET_UNAVAILABLE',
      message: PASSWORD_RESET_UNAVAILABLE_MESSAGE,
    });
    expect(await testApp.database.db.select().from(passwordResetTokens)).toHaveLength(0);
    expect(await testApp.database.db.select().from(outbox)).toHaveLength(0);
  });
});

describe('setting the password from the configuration (npm run set-password)', () => {
  setUpAccountApp();

  it('sets INSTRUCTOR_PASSWORD again after a change in the dashboard, ending every session', async () => {
    const headers = await signedInHeaders();
    await changePassword(headers, { currentPassword: PASSWORD, newPassword: NEW_PASSWORD });
    const result = await setInstructorPasswordFromConfiguration(
      testApp.deps,
      'Teacher@Example.com',
      PASSWORD,
    );
    expect(result).toEqual({ sessionsSignedOut: 1 });
    expect((await verify(headers)).statusCode).toBe(401);
    expect((await signIn(NEW_PASSWORD)).statusCode).toBe(401);
    expect((await signIn(PASSWORD)).statusCode).toBe(200);
    expect(
      await setInstructorPasswordFromConfiguration(testApp.deps, 'nobody@example.com', PASSWORD),
    ).toBeNull();
  });
});
