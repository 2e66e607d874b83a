import {
  type ChangePasswordRequest,
  type ChangePasswordResponse,
  type InstructorSessionSummary,
  PASSWORD_RESET_DONE_MESSAGE,
  PASSWORD_RESET_LINK_MINUTES,
  PASSWORD_RESET_REQUESTED_MESSAGE,
  RESET_LINK_EXPIRED_MESSAGE,
  RESET_LINK_UNKNOWN_MESSAGE,
  RESET_LINK_USED_MESSAGE,
  RESTORE_PASSWORD_LINK_DAYS,
  type ResetPasswordRequest,
  WRONG_CURRENT_PASSWORD_MESSAGE,
} from '../../../../core/platform/auth/account-schemas';
import type { InstructorProfile } from '../../../../core/platform/auth/auth-schemas';
import { describeUserAgent } from '../../../../core/platform/auth/user-agent-description';
import type { RestorePasswordLink } from '../../../../core/platform/backup/backup-schemas';
import { toAbsoluteUrl } from '../../../../core/school/site/public-pages';
import type { AppDependencies } from '../../../app-types';
import type { DatabaseExecutor, DatabaseHandle } from '../../../db/database-client';
import { AppError, badRequest, notFound, serviceUnavailable } from '../../../lib/app-error';
import { hashPassword } from '../../../lib/password-hashing';
import { generateToken, hashToken } from '../../../lib/random-tokens';
import type { OutboxRow } from '../../messaging/outbox/outbox-repository';
import type { DeliveryStatus } from '../../messaging/outbox/outbox-service';
import { passwordResetEmail, restorePasswordLinkEmail } from './account-emails';
import {
  consumePasswordResetToken,
  countPasswordResetTokensSince,
  findActiveInstructorNames,
  findInstructorContact,
  findInstructorForLearners,
  findLeadInstructor,
  findPasswordResetToken,
  insertPasswordResetToken,
  listActiveInstructorsOtherThanOwners,
  listLiveSessions,
  retireUnusedPasswordResetTokens,
  revokeSessionById,
  revokeSessionsOfInstructor,
  updateInstructorPasswordHash,
} from './account-repository';
import { findInstructorByEmail } from './auth-repository';
import { checkInstructorPassword, type SignInClient } from './auth-service';

/** Where the reset link opens: beside the sign-in page (/instructor-dashboard). */
export const RESET_PASSWORD_PATH = '/instructor-dashboard/reset-password';
const LINK_LIFETIME_MS = PASSWORD_RESET_LINK_MINUTES * 60_000;
/** At most this many links reach the instructor's inbox an hour, whoever asks. */
export const RESET_LINKS_PER_HOUR = 3;
const HOUR_MS = 3_600_000;
const DAY_MS = 86_400_000;

export const PASSWORD_RESET_UNAVAILABLE_MESSAGE =
  'Password reset by e-mail is not set up on this site: it cannot send e-mails. Ask whoever runs the site to set the password for you.';

/**
 * Changes the signed-in instructor's password: the current one must be right (a wrong one counts
 * as a failed sign-in), and every other session is signed out; this one stays.
 */
export async function changePassword(
  deps: AppDependencies,
  instructor: InstructorProfile,
  currentSessionToken: string | null,
  request: ChangePasswordRequest,
  client: SignInClient,
): Promise<ChangePasswordResponse> {
  const matches = await checkInstructorPassword(deps, instructor.email, request.currentPassword, client);
  if (!matches) {
    throw badRequest(WRONG_CURRENT_PASSWORD_MESSAGE, { currentPassword: WRONG_CURRENT_PASSWORD_MESSAGE });
  }
  const passwordHash = await hashPassword(request.newPassword);
  const now = deps.now();
  const otherSessionsSignedOut = await deps.database.db.transaction(async (tx) => {
    await updateInstructorPasswordHash(tx, instructor.id, passwordHash);
    await retireUnusedPasswordResetTokens(tx, instructor.id, now);
    return revokeSessionsOfInstructor(
      tx,
      instructor.id,
      now,
      currentSessionToken ? hashToken(currentSessionToken) : null,
    );
  });
  deps.logger.info({ instructorId: instructor.id, otherSessionsSignedOut }, 'instructor password changed');
  return { otherSessionsSignedOut };
}

/**
 * A forgotten password: e-mails a link to the instructor's address. The answer is the same whether
 * or not the address is the instructor's, and the e-mail is delivered after the answer, so the
 * time taken does not tell either. Past RESET_LINKS_PER_HOUR links an hour no more are sent (the
 * answer still does not change, or it would tell the address is real).
 */
export async function requestPasswordReset(
  deps: AppDependencies,
  email: string,
  ipAddress: string | null,
): Promise<{ message: string }> {
  if (!deps.mail.deliveryConfigured) {
    throw serviceUnavailable('PASSWORD_RESET_UNAVAILABLE', PASSWORD_RESET_UNAVAILABLE_MESSAGE);
  }
  const now = deps.now();
  const db = deps.database.db;
  // Made for every request, so both answers do the same work before the database is asked.
  const token = generateToken();
  const tokenHash = hashToken(token);
  const instructor = await findInstructorByEmail(db, email);
  if (!instructor) return { message: PASSWORD_RESET_REQUESTED_MESSAGE };

  const outboxRow: OutboxRow | null = await db.transaction(async (tx) => {
    const recent = await countPasswordResetTokensSince(tx, instructor.id, new Date(now.getTime() - HOUR_MS));
    if (recent >= RESET_LINKS_PER_HOUR) return null;
    await insertPasswordResetToken(tx, {
      instructorId: instructor.id,
      tokenHash,
      createdAt: now,
      expiresAt: new Date(now.getTime() + LINK_LIFETIME_MS),
      requestedFromIp: ipAddress,
    });
    const resetUrl = `${toAbsoluteUrl(deps.env.PUBLIC_URL, RESET_PASSWORD_PATH)}?token=${token}`;
    return deps.mail.enqueue(tx, passwordResetEmail(instructor.email, resetUrl, deps.env.PUBLIC_URL));
  });
  if (!outboxRow) {
    deps.logger.warn(
      { clientAddress: ipAddress, linksThisHour: RESET_LINKS_PER_HOUR },
      'password reset link not sent: too many asked for this hour',
    );
    return { message: PASSWORD_RESET_REQUESTED_MESSAGE };
  }
  // Not awaited: an SMTP round trip would make a real address answer slower than an unknown one.
  deps.mail.deliver(outboxRow).catch((error: unknown) => {
    deps.logger.error({ err: error, outboxId: outboxRow.id }, 'password reset e-mail: delivery failed');
  });
  return { message: PASSWORD_RESET_REQUESTED_MESSAGE };
}

/**
 * After a restore: e-mails every active instructor other than the owners a link to set a password
 * (a backup holds none, docs/decisions/0022), valid for RESTORE_PASSWORD_LINK_DAYS. Without e-mail
 * no link is made (a link nobody is sent would only sit in the outbox); the answer says who was
 * e-mailed, for the owner to be told.
 */
export async function sendPasswordLinksAfterRestore(
  deps: Pick<AppDependencies, 'database' | 'env' | 'mail' | 'logger' | 'now'>,
): Promise<RestorePasswordLink[]> {
  const db = deps.database.db;
  const instructors = await listActiveInstructorsOtherThanOwners(db);
  const now = deps.now();
  const links: RestorePasswordLink[] = [];
  for (const instructor of instructors) {
    const fullName = instructor.fullName ?? instructor.email;
    if (!deps.mail.deliveryConfigured) {
      links.push({ fullName, email: instructor.email, emailStatus: 'not_configured' });
      continue;
    }
    const token = generateToken();
    const outboxRow = await db.transaction(async (tx) => {
      await insertPasswordResetToken(tx, {
        instructorId: instructor.id,
        tokenHash: hashToken(token),
        createdAt: now,
        expiresAt: new Date(now.getTime() + RESTORE_PASSWORD_LINK_DAYS * DAY_MS),
        requestedFromIp: null,
      });
      const setUrl = `${toAbsoluteUrl(deps.env.PUBLIC_URL, RESET_PASSWORD_PATH)}?token=${token}`;
      return deps.mail.enqueue(tx, restorePasswordLinkEmail(instructor.email, setUrl, deps.env.PUBLIC_URL));
    });
    // A failed delivery is in the outbox for the owner to see; "Forgot your password?" sends another.
    const emailStatus = await deps.mail.deliver(outboxRow).catch((error: unknown): DeliveryStatus => {
      deps.logger.error(
        { err: error, outboxId: outboxRow.id },
        'password link after a restore: delivery failed',
      );
      return 'failed';
    });
    links.push({ fullName, email: instructor.email, emailStatus });
  }
  return links;
}

/**
 * Sets a new password from a reset link: the link must be known, unused and younger than 30
 * minutes. Using it, setting the password and signing out every session are one transaction; the
 * instructor then signs in with the new password (a link alone never opens a session).
 */
export async function resetPassword(
  deps: AppDependencies,
  request: ResetPasswordRequest,
): Promise<{ message: string }> {
  const db = deps.database.db;
  const tokenHash = hashToken(request.token);
  const link = await findPasswordResetToken(db, tokenHash);
  if (!link) throw new AppError(400, 'RESET_LINK_UNKNOWN', RESET_LINK_UNKNOWN_MESSAGE);
  refuseDeadLink(link, deps.now());

  const passwordHash = await hashPassword(request.newPassword);
  const now = deps.now();
  const instructorId = await db.transaction(async (tx) => {
    const consumed = await consumePasswordResetToken(tx, tokenHash, now);
    // Used (or expired) while the new password was being hashed: another request got there first.
    if (!consumed) {
      const current = await findPasswordResetToken(tx, tokenHash);
      refuseDeadLink(current ?? { usedAt: now, expiresAt: link.expiresAt }, now);
      throw new AppError(410, 'RESET_LINK_USED', RESET_LINK_USED_MESSAGE);
    }
    await updateInstructorPasswordHash(tx, consumed.instructorId, passwordHash);
    await retireUnusedPasswordResetTokens(tx, consumed.instructorId, now);
    await revokeSessionsOfInstructor(tx, consumed.instructorId, now);
    return consumed.instructorId;
  });
  deps.logger.info({ instructorId }, 'instructor password reset from an e-mailed link');
  return { message: PASSWORD_RESET_DONE_MESSAGE };
}

/**
 * The way back in without e-mail (`npm run set-password`): whoever runs the site sets the
 * instructor's password to INSTRUCTOR_PASSWORD, and every session and unused link ends. Null when
 * no account has that e-mail.
 */
export async function setInstructorPasswordFromConfiguration(
  deps: { database: DatabaseHandle; now: () => Date },
  email: string,
  password: string,
): Promise<{ sessionsSignedOut: number } | null> {
  const db = deps.database.db;
  const instructor = await findInstructorByEmail(db, email.toLowerCase());
  if (!instructor) return null;
  const passwordHash = await hashPassword(password);
  const now = deps.now();
  const sessionsSignedOut = await db.transaction(async (tx) => {
    await updateInstructorPasswordHash(tx, instructor.id, passwordHash);
    await retireUnusedPasswordResetTokens(tx, instructor.id, now);
    return revokeSessionsOfInstructor(tx, instructor.id, now);
  });
  return { sessionsSignedOut };
}

function refuseDeadLink(link: { usedAt: Date | null; expiresAt: Date }, now: Date): void {
  if (link.usedAt) throw new AppError(410, 'RESET_LINK_USED', RESET_LINK_USED_MESSAGE);
  if (link.expiresAt.getTime() <= now.getTime()) {
    throw new AppError(410, 'RESET_LINK_EXPIRED', RESET_LINK_EXPIRED_MESSAGE);
  }
}

export async function listSessions(
  deps: AppDependencies,
  instructor: InstructorProfile,
  currentSessionToken: string | null,
): Promise<InstructorSessionSummary[]> {
  const currentHash = currentSessionToken ? hashToken(currentSessionToken) : null;
  const rows = await listLiveSessions(deps.database.db, instructor.id, deps.now());
  const sessions = rows.map((row) => ({
    id: row.id,
    startedAt: row.createdAt.toISOString(),
    lastSeenAt: row.lastSeenAt?.toISOString() ?? null,
    expiresAt: row.expiresAt.toISOString(),
    device: describeUserAgent(row.userAgent),
    ipAddress: row.ipAddress,
    isCurrent: row.tokenHash === currentHash,
  }));
  // This browser first, then the newest.
  return [
    ...sessions.filter((session) => session.isCurrent),
    ...sessions.filter((session) => !session.isCurrent),
  ];
}

/** Signs out every session of the instructor, this one included; returns how many. */
export async function signOutEverywhere(
  deps: AppDependencies,
  instructor: InstructorProfile,
): Promise<number> {
  const now = deps.now();
  const signedOut = await deps.database.db.transaction((tx) =>
    revokeSessionsOfInstructor(tx, instructor.id, now),
  );
  deps.logger.info({ instructorId: instructor.id, signedOut }, 'instructor signed out everywhere');
  return signedOut;
}

/** Signs out one session of the instructor; says whether it was the one making the request. */
export async function signOutSession(
  deps: AppDependencies,
  instructor: InstructorProfile,
  sessionId: number,
  currentSessionToken: string | null,
): Promise<{ wasCurrent: boolean }> {
  const now = deps.now();
  const revoked = await deps.database.db.transaction((tx) =>
    revokeSessionById(tx, instructor.id, sessionId, now),
  );
  if (!revoked) throw notFound('That session has already ended.');
  return { wasCurrent: currentSessionToken !== null && revoked.tokenHash === hashToken(currentSessionToken) };
}

/** The instructor who runs the school when a booking names no slot (the first account). */
export function getLeadInstructor(db: DatabaseExecutor) {
  return findLeadInstructor(db);
}

/** The learner's instructor as their own page names them: name and phone, while active (issue 37). */
export function getInstructorForLearners(db: DatabaseExecutor, id: number) {
  return findInstructorForLearners(db, id);
}

/** An instructor's name and e-mail address, for what is sent to or about them. */
export function getInstructorContact(db: DatabaseExecutor, id: number) {
  return findInstructorContact(db, id);
}

/** Every active instructor's id and name (whom a learner could be handed to). */
export function listActiveInstructorNames(db: DatabaseExecutor) {
  return findActiveInstructorNames(db);
}
