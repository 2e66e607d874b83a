import { and, eq, gt, inArray, isNull, lte, sql } from 'drizzle-orm';
import type { DatabaseExecutor, DatabaseTransaction } from '../../../db/database-client';
import {
  instructorDevices,
  instructorSessions,
  instructors,
  type SIGN_IN_THROTTLE_KINDS,
  signInThrottles,
} from '../../../db/schema';

export async function findInstructorByEmail(db: DatabaseExecutor, email: string) {
  const [row] = await db.select().from(instructors).where(eq(instructors.email, email));
  return row;
}

export async function insertSession(
  db: DatabaseExecutor,
  session: {
    instructorId: number;
    tokenHash: string;
    createdAt: Date;
    expiresAt: Date;
    userAgent: string | null;
    ipAddress: string | null;
  },
): Promise<void> {
  await db.insert(instructorSessions).values(session);
}

/** The instructor of a live session: not revoked and not expired at `now`. */
export async function findLiveSession(db: DatabaseExecutor, tokenHash: string, now: Date) {
  const [row] = await db
    .select({
      sessionId: instructorSessions.id,
      expiresAt: instructorSessions.expiresAt,
      lastSeenAt: instructorSessions.lastSeenAt,
      id: instructors.id,
      email: instructors.email,
      fullName: instructors.fullName,
      role: instructors.role,
    })
    .from(instructorSessions)
    .innerJoin(instructors, eq(instructors.id, instructorSessions.instructorId))
    .where(
      and(
        eq(instructorSessions.tokenHash, tokenHash),
        isNull(instructorSessions.revokedAt),
        gt(instructorSessions.expiresAt, now),
        // Suspension revokes every session too; this also holds for one started in the same instant.
        eq(instructors.status, 'active'),
      ),
    );
  return row;
}

/** Notes that a session was used at `now` (for the sessions list). */
export async function touchSession(db: DatabaseExecutor, sessionId: number, now: Date): Promise<void> {
  await db.update(instructorSessions).set({ lastSeenAt: now }).where(eq(instructorSessions.id, sessionId));
}

/** The PostgreSQL NOTIFY channel on which the end of someone's access is announced. */
export const ACCESS_ENDED_CHANNEL = 'access_ended';

/** Whose access may have just ended: an instructor's sessions, or a learner's progress links. */
export type AccessEndedNotice =
  | { role: 'instructor'; instructorId: number }
  | { role: 'student'; studentId: number };

/**
 * Announces to every server process, once the caller's transaction commits, that some of this
 * instructor's sessions (or this learner's links) have ended: each process checks that party's
 * chat sockets again at once instead of at the next heartbeat (docs/decisions/0030).
 */
export async function notifyAccessEnded(db: DatabaseExecutor, notice: AccessEndedNotice): Promise<void> {
  await db.execute(sql`SELECT pg_notify(${ACCESS_ENDED_CHANNEL}, ${JSON.stringify(notice)})`);
}

/** Revokes a live session and announces it: call it in a transaction, so both happen or neither. */
export async function revokeSession(db: DatabaseExecutor, tokenHash: string, now: Date): Promise<void> {
  const [revoked] = await db
    .update(instructorSessions)
    .set({ revokedAt: now })
    .where(and(eq(instructorSessions.tokenHash, tokenHash), isNull(instructorSessions.revokedAt)))
    .returning({ instructorId: instructorSessions.instructorId });
  if (revoked) await notifyAccessEnded(db, { role: 'instructor', instructorId: revoked.instructorId });
}

/** A browser the instructor signed in from, if `tokenHash` is one of theirs and has not expired. */
export async function findInstructorDevice(
  db: DatabaseExecutor,
  tokenHash: string,
  email: string,
  now: Date,
) {
  const [row] = await db
    .select({ tokenHash: instructorDevices.tokenHash, instructorId: instructorDevices.instructorId })
    .from(instructorDevices)
    .innerJoin(instructors, eq(instructors.id, instructorDevices.instructorId))
    .where(
      and(
        eq(instructorDevices.tokenHash, tokenHash),
        eq(instructors.email, email),
        gt(instructorDevices.expiresAt, now),
      ),
    );
  return row;
}

export async function insertInstructorDevice(
  db: DatabaseExecutor,
  device: { instructorId: number; tokenHash: string; createdAt: Date; expiresAt: Date },
): Promise<void> {
  await db.insert(instructorDevices).values(device);
}

/** Forgets a device cookie (replaced by a new one) and its failure counter. */
export async function deleteInstructorDevice(db: DatabaseExecutor, tokenHash: string): Promise<void> {
  await db.delete(instructorDevices).where(eq(instructorDevices.tokenHash, tokenHash));
  await db
    .delete(signInThrottles)
    .where(and(eq(signInThrottles.kind, 'device'), eq(signInThrottles.keyHash, tokenHash)));
}

export async function deleteExpiredInstructorDevices(db: DatabaseExecutor, now: Date): Promise<void> {
  await db.delete(instructorDevices).where(lte(instructorDevices.expiresAt, now));
}

export type SignInThrottleKind = (typeof SIGN_IN_THROTTLE_KINDS)[number];

export interface SignInThrottleKey {
  kind: SignInThrottleKind;
  keyHash: string;
}

export interface SignInThrottleCounter extends SignInThrottleKey {
  failures: number;
  lastFailedAt: Date | null;
}

/**
 * The counters of `keys`, created at zero where missing, each locked until the transaction ends
 * (an upsert locks the row it meets), so that parallel attempts on one key, from any process,
 * are counted one after the other. Locked in one fixed order, so two attempts sharing some keys
 * never wait on each other crosswise.
 */
export async function lockSignInThrottleCounters(
  tx: DatabaseTransaction,
  keys: readonly SignInThrottleKey[],
  now: Date,
): Promise<SignInThrottleCounter[]> {
  const ordered = [...keys].sort((a, b) =>
    a.kind === b.kind ? a.keyHash.localeCompare(b.keyHash) : a.kind.localeCompare(b.kind),
  );
  return tx
    .insert(signInThrottles)
    .values(ordered.map((key) => ({ ...key, failures: 0, updatedAt: now })))
    .onConflictDoUpdate({
      target: [signInThrottles.kind, signInThrottles.keyHash],
      set: { updatedAt: sql`excluded.updated_at` },
    })
    .returning({
      kind: signInThrottles.kind,
      keyHash: signInThrottles.keyHash,
      failures: signInThrottles.failures,
      lastFailedAt: signInThrottles.lastFailedAt,
    });
}

export async function updateSignInThrottleCounter(
  tx: DatabaseTransaction,
  counter: SignInThrottleCounter,
  now: Date,
): Promise<void> {
  await tx
    .update(signInThrottles)
    .set({ failures: counter.failures, lastFailedAt: counter.lastFailedAt, updatedAt: now })
    .where(and(eq(signInThrottles.kind, counter.kind), eq(signInThrottles.keyHash, counter.keyHash)));
}

/** Takes back one counted failure from each key (an attempt counted in advance that succeeded). */
export async function uncountSignInFailure(
  db: DatabaseExecutor,
  keys: readonly SignInThrottleKey[],
): Promise<void> {
  for (const kind of new Set(keys.map((key) => key.kind))) {
    const hashes = keys.filter((key) => key.kind === kind).map((key) => key.keyHash);
    await db
      .update(signInThrottles)
      .set({ failures: sql`greatest(${signInThrottles.failures} - 1, 0)` })
      .where(and(eq(signInThrottles.kind, kind), inArray(signInThrottles.keyHash, hashes)));
  }
}

/** Counters nobody has touched since `before` (long past any window) go. */
export async function deleteStaleSignInThrottleCounters(db: DatabaseExecutor, before: Date): Promise<void> {
  await db.delete(signInThrottles).where(lte(signInThrottles.updatedAt, before));
}
