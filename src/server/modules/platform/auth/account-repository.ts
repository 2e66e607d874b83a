import { and, asc, count, desc, eq, gt, isNull, ne, sql } from 'drizzle-orm';
import type { DatabaseExecutor } from '../../../db/database-client';
import { instructorSessions, instructors, passwordResetTokens } from '../../../db/schema';
import { notifyAccessEnded } from './auth-repository';

/** Live sessions: not revoked and not expired at `now`. */
function liveSessionsOf(instructorId: number, now: Date) {
  return and(
    eq(instructorSessions.instructorId, instructorId),
    isNull(instructorSessions.revokedAt),
    gt(instructorSessions.expiresAt, now),
  );
}

export async function listLiveSessions(db: DatabaseExecutor, instructorId: number, now: Date) {
  return db
    .select({
      id: instructorSessions.id,
      tokenHash: instructorSessions.tokenHash,
      createdAt: instructorSessions.createdAt,
      lastSeenAt: instructorSessions.lastSeenAt,
      expiresAt: instructorSessions.expiresAt,
      userAgent: instructorSessions.userAgent,
      ipAddress: instructorSessions.ipAddress,
    })
    .from(instructorSessions)
    .where(liveSessionsOf(instructorId, now))
    .orderBy(desc(instructorSessions.createdAt), desc(instructorSessions.id));
}

/**
 * Revokes the instructor's live sessions, all of them or all but `keepTokenHash`, and announces it
 * (in the caller's transaction, so both happen or neither); returns how many.
 */
export async function revokeSessionsOfInstructor(
  db: DatabaseExecutor,
  instructorId: number,
  now: Date,
  keepTokenHash: string | null = null,
): Promise<number> {
  const revoked = await db
    .update(instructorSessions)
    .set({ revokedAt: now })
    .where(
      and(
        liveSessionsOf(instructorId, now),
        keepTokenHash === null ? undefined : ne(instructorSessions.tokenHash, keepTokenHash),
      ),
    )
    .returning({ id: instructorSessions.id });
  if (revoked.length > 0) await notifyAccessEnded(db, { role: 'instructor', instructorId });
  return revoked.length;
}

/**
 * Revokes one live session of the instructor and announces it (call it in a transaction); its token
 * hash, or undefined when there was none.
 */
export async function revokeSessionById(
  db: DatabaseExecutor,
  instructorId: number,
  sessionId: number,
  now: Date,
): Promise<{ tokenHash: string } | undefined> {
  const [revoked] = await db
    .update(instructorSessions)
    .set({ revokedAt: now })
    .where(and(liveSessionsOf(instructorId, now), eq(instructorSessions.id, sessionId)))
    .returning({ tokenHash: instructorSessions.tokenHash });
  if (revoked) await notifyAccessEnded(db, { role: 'instructor', instructorId });
  return revoked;
}

export async function updateInstructorPasswordHash(
  db: DatabaseExecutor,
  instructorId: number,
  passwordHash: string,
): Promise<void> {
  await db
    .update(instructors)
    .set({ passwordHash, updatedAt: sql`now()` })
    .where(eq(instructors.id, instructorId));
}

export async function insertPasswordResetToken(
  db: DatabaseExecutor,
  token: {
    instructorId: number;
    tokenHash: string;
    createdAt: Date;
    expiresAt: Date;
    requestedFromIp: string | null;
  },
): Promise<void> {
  await db.insert(passwordResetTokens).values(token);
}

/** How many reset links the instructor was sent since `since`. */
export async function countPasswordResetTokensSince(
  db: DatabaseExecutor,
  instructorId: number,
  since: Date,
): Promise<number> {
  const [row] = await db
    .select({ value: count() })
    .from(passwordResetTokens)
    .where(and(eq(passwordResetTokens.instructorId, instructorId), gt(passwordResetTokens.createdAt, since)));
  return row?.value ?? 0;
}

export async function findPasswordResetToken(db: DatabaseExecutor, tokenHash: string) {
  const [row] = await db
    .select({
      instructorId: passwordResetTokens.instructorId,
      expiresAt: passwordResetTokens.expiresAt,
      usedAt: passwordResetTokens.usedAt,
    })
    .from(passwordResetTokens)
    .where(eq(passwordResetTokens.tokenHash, tokenHash));
  return row;
}

/**
 * Marks a live link used and returns its instructor, in one statement: of two requests using the
 * same link at once, the second finds it used (the row lock makes it wait, then re-check).
 */
export async function consumePasswordResetToken(
  db: DatabaseExecutor,
  tokenHash: string,
  now: Date,
): Promise<{ instructorId: number } | undefined> {
  const [row] = await db
    .update(passwordResetTokens)
    .set({ usedAt: now })
    .where(
      and(
        eq(passwordResetTokens.tokenHash, tokenHash),
        isNull(passwordResetTokens.usedAt),
        gt(passwordResetTokens.expiresAt, now),
      ),
    )
    .returning({ instructorId: passwordResetTokens.instructorId });
  return row;
}

/** Ends every link the instructor has not used yet (the password has just changed). */
export async function retireUnusedPasswordResetTokens(
  db: DatabaseExecutor,
  instructorId: number,
  now: Date,
): Promise<void> {
  await db
    .update(passwordResetTokens)
    .set({ usedAt: now })
    .where(
      and(
        eq(passwordResetTokens.instructorId, instructorId),
        isNull(passwordResetTokens.usedAt),
        gt(passwordResetTokens.expiresAt, now),
      ),
    );
}

/** The instructor who runs the school when a booking names no slot (the first account). */
export async function findLeadInstructor(db: DatabaseExecutor) {
  const [row] = await db
    .select({ id: instructors.id, email: instructors.email, fullName: instructors.fullName })
    .from(instructors)
    .orderBy(asc(instructors.id))
    .limit(1);
  return row;
}

/** An active instructor's name and phone (WhatsApp too), as their learners may see them; no e-mail address. */
export async function findInstructorForLearners(db: DatabaseExecutor, id: number) {
  const [row] = await db
    .select({ fullName: instructors.fullName, phone: instructors.phone })
    .from(instructors)
    .where(and(eq(instructors.id, id), eq(instructors.status, 'active')));
  return row;
}

/** An instructor's name and e-mail address, for what is sent to or about them. */
export async function findInstructorContact(db: DatabaseExecutor, id: number) {
  const [row] = await db
    .select({
      id: instructors.id,
      email: instructors.email,
      fullName: instructors.fullName,
      role: instructors.role,
    })
    .from(instructors)
    .where(eq(instructors.id, id));
  return row;
}

/**
 * The active instructors who are not owners and not the demo's made-up one: after a restore, the
 * accounts that have no password anyone knows (the owners' is INSTRUCTOR_PASSWORD's).
 */
export async function listActiveInstructorsOtherThanOwners(db: DatabaseExecutor) {
  return db
    .select({ id: instructors.id, email: instructors.email, fullName: instructors.fullName })
    .from(instructors)
    .where(
      and(eq(instructors.status, 'active'), ne(instructors.role, 'owner'), eq(instructors.isDemo, false)),
    )
    .orderBy(asc(instructors.id));
}

/** Every active instructor's id and name, by name (a hand-over's choice of instructor). */
export function findActiveInstructorNames(db: DatabaseExecutor) {
  return db
    .select({ id: instructors.id, fullName: instructors.fullName })
    .from(instructors)
    .where(eq(instructors.status, 'active'))
    .orderBy(asc(instructors.fullName), asc(instructors.id));
}
