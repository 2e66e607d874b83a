import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { createRecordingMailTransport } from '../../../../../tests/support/recording-mail-transport';
import { type RunningTestApp, setUpTestApp } from '../../../../../tests/support/test-app';
import { RESTORE_PASSWORD_LINK_DAYS } from '../../../../core/platform/auth/account-schemas';
import { instructorLoginResponseSchema } from '../../../../core/platform/auth/auth-schemas';
import { restoreBackupResponseSchema } from '../../../../core/platform/backup/backup-schemas';
import { instructors, outbox, passwordResetTokens } from '../../../db/schema';

/*
 * After a restore the owners sign in with INSTRUCTOR_PASSWORD; every other active instructor is
 * e-mailed a link to set a password (a backup holds none), and the owner is told who was.
 */

const NOW = new Date('2027-03-10T10:00:00Z');
const SARAH = { email: 'sarah.khan@example.com', fullName: 'Sarah Khan' };
const NEW_PASSWORD = 'sarahs-own-password-1';
const UNKNOWN_HASH = '$argon2id$v=19$m=19456,t=2,p=1$c2FsdHNhbHQ$aGFzaGhhc2hoYXNoaGFzaA';

const source = setUpTestApp({ now: NOW });
let backupText: string;

beforeAll(async () => {
  await source.database.db.insert(instructors).values([
    { ...SARAH, role: 'instructor', passwordHash: UNKNOWN_HASH },
    // Not sent a link: suspended (cannot sign in), a second owner (INSTRUCTOR_PASSWORD), the demo's.
    {
      email: 'away@example.com',
      fullName: 'Away Instructor',
      status: 'suspended',
      passwordHash: UNKNOWN_HASH,
    },
    { email: 'co-owner@example.com', fullName: 'Co Owner', role: 'owner', passwordHash: UNKNOWN_HASH },
    { email: 'made-up@example.com', fullName: 'Made Up', isDemo: true, passwordHash: UNKNOWN_HASH },
  ]);
  const response = await source.app.inject({
    method: 'GET',
    url: '/api/backup/export',
    headers: source.headers,
  });
  expect(response.statusCode).toBe(200);
  backupText = response.body;
});

async function restore(target: RunningTestApp & { headers: { authorization: string } }) {
  const response = await target.app.inject({
    method: 'POST',
    url: '/api/backup/restore',
    headers: { ...target.headers, 'content-type': 'application/json' },
    payload: backupText,
  });
  expect(response.statusCode, response.body).toBe(200);
  return restoreBackupResponseSchema.parse(response.json());
}

function signIn(target: RunningTestApp, email: string, password: string) {
  return target.app.inject({
    method: 'POST',
    url: '/api/auth/instructor-login',
    payload: { email, password },
  });
}

describe('a restore on a site that sends e-mail', () => {
  const recording = createRecordingMailTransport();
  const target = setUpTestApp({ now: NOW, mailTransport: recording.transport });

  it('e-mails each active instructor other than the owners a link that sets their password', async () => {
    const result = await restore(target);
    expect(result.passwordLinks).toEqual([{ ...SARAH, emailStatus: 'sent' }]);

    expect(recording.sent.map((email) => email.to)).toEqual([SARAH.email]);
    const [email] = recording.sent;
    expect(email?.subject).toBe('Set a new password for your instructor dashboard');
    expect(email?.text).toContain('restored from a backup');
    expect(email?.text).toContain(`for ${RESTORE_PASSWORD_LINK_DAYS} days`);
    const token = /\/instructor-dashboard\/reset-password\?token=(\S+)/.exec(email?.text ?? '')?.[1];
    expect(token).toBeDefined();

    const [link] = await target.database.db.select().from(passwordResetTokens);
    expect(link?.expiresAt.getTime()).toBe(NOW.getTime() + RESTORE_PASSWORD_LINK_DAYS * 86_400_000);
    const [sentRow] = await target.database.db.select().from(outbox).where(eq(outbox.recipient, SARAH.email));
    expect(sentRow?.status).toBe('sent');

    // Before the link is used, nothing opens her account; after it, her own password does.
    expect((await signIn(target, SARAH.email, target.env.INSTRUCTOR_PASSWORD)).statusCode).toBe(401);
    const reset = await target.app.inject({
      method: 'POST',
      url: '/api/auth/password-reset',
      payload: { token, newPassword: NEW_PASSWORD },
    });
    expect(reset.statusCode, reset.body).toBe(200);
    const signedIn = await signIn(target, SARAH.email, NEW_PASSWORD);
    expect(signedIn.statusCode).toBe(200);
    expect(instructorLoginResponseSchema.parse(signedIn.json()).instructor.role).toBe('instructor');
  });
});

describe('a restore on a site that cannot send e-mail', () => {
  const target = setUpTestApp({ now: NOW });

  it('makes no link and says who could not be sent one', async () => {
    const result = await restore(target);
    expect(result.passwordLinks).toEqual([{ ...SARAH, emailStatus: 'not_configured' }]);
    // A link nobody was sent would only sit in the outbox, readable there.
    expect(await target.database.db.select().from(passwordResetTokens)).toEqual([]);
    expect(await target.database.db.select().from(outbox).where(eq(outbox.kind, 'password_reset'))).toEqual(
      [],
    );
  });
});
