import { and, asc, count, desc, eq, gt, isNull } from 'drizzle-orm';
import type { DatabaseExecutor } from '../../../db/database-client';
import { guardianLinks, lessons, users } from '../../../db/schema';

export type GuardianLinkRow = typeof guardianLinks.$inferSelect;

const isLive = (now: Date) => and(isNull(guardianLinks.revokedAt), gt(guardianLinks.expiresAt, now));

/** The learner's live links (unrevoked, unexpired), newest first. */
export function listLiveGuardianLinks(db: DatabaseExecutor, studentId: number, now: Date) {
  return db
    .select()
    .from(guardianLinks)
    .where(and(eq(guardianLinks.studentId, studentId), isLive(now)))
    .orderBy(desc(guardianLinks.createdAt), desc(guardianLinks.id));
}

export async function countLiveGuardianLinks(
  db: DatabaseExecutor,
  studentId: number,
  now: Date,
): Promise<number> {
  const [row] = await db
    .select({ value: count() })
    .from(guardianLinks)
    .where(and(eq(guardianLinks.studentId, studentId), isLive(now)));
  return row?.value ?? 0;
}

/**
 * Locks the learner's row until the caller's transaction ends: two links made at the same moment
 * are counted one after the other, so the limit holds.
 */
export async function lockStudentForGuardianLinks(db: DatabaseExecutor, studentId: number): Promise<void> {
  await db.select({ id: users.id }).from(users).where(eq(users.id, studentId)).for('update');
}

export async function insertGuardianLink(
  db: DatabaseExecutor,
  link: { studentId: number; token: string; label: string; createdAt: Date; expiresAt: Date },
): Promise<GuardianLinkRow> {
  const [row] = await db.insert(guardianLinks).values(link).returning();
  if (!row) throw new Error('Guardian link insert returned no row');
  return row;
}

/** Turns off one of the learner's links (again is fine); false when it is not theirs. */
export async function revokeGuardianLink(
  db: DatabaseExecutor,
  studentId: number,
  linkId: number,
  now: Date,
): Promise<boolean> {
  const [existing] = await db
    .select({ id: guardianLinks.id, revokedAt: guardianLinks.revokedAt })
    .from(guardianLinks)
    .where(and(eq(guardianLinks.id, linkId), eq(guardianLinks.studentId, studentId)));
  if (!existing) return false;
  if (existing.revokedAt === null) {
    await db
      .update(guardianLinks)
      .set({ revokedAt: now })
      .where(and(eq(guardianLinks.id, linkId), isNull(guardianLinks.revokedAt)));
  }
  return true;
}

export async function markGuardianLinkUsed(db: DatabaseExecutor, linkId: number, now: Date): Promise<void> {
  await db.update(guardianLinks).set({ lastUsedAt: now }).where(eq(guardianLinks.id, linkId));
}

/** The learner's lessons still to come, soonest first. */
export function listUpcomingLessonsOfStudent(db: DatabaseExecutor, studentId: number, now: Date) {
  return db
    .select({
      id: lessons.id,
      startsAt: lessons.startsAt,
      bookedDurationMinutes: lessons.bookedDurationMinutes,
    })
    .from(lessons)
    .where(and(eq(lessons.studentId, studentId), eq(lessons.status, 'scheduled'), gt(lessons.startsAt, now)))
    .orderBy(asc(lessons.startsAt), asc(lessons.id));
}
