import { and, eq, gt, isNull } from 'drizzle-orm';
import type { DatabaseExecutor } from '../../db/database-client';
import { instructorSessions, instructors } from '../../db/schema';

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
      id: instructors.id,
      email: instructors.email,
      fullName: instructors.fullName,
    })
    .from(instructorSessions)
    .innerJoin(instructors, eq(instructors.id, instructorSessions.instructorId))
    .where(
      and(
        eq(instructorSessions.tokenHash, tokenHash),
        isNull(instructorSessions.revokedAt),
        gt(instructorSessions.expiresAt, now),
      ),
    );
  return row;
}

export async function revokeSession(db: DatabaseExecutor, tokenHash: string, now: Date): Promise<void> {
  await db
    .update(instructorSessions)
    .set({ revokedAt: now })
    .where(and(eq(instructorSessions.tokenHash, tokenHash), isNull(instructorSessions.revokedAt)));
}
