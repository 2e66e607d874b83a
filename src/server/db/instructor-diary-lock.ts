import { sql } from 'drizzle-orm';
import type { DatabaseTransaction } from './database-client';

/**
 * The first key of the instructor's diary lock, `pg_advisory_xact_lock(7305, instructorId)`. The
 * triggers of migration 0017 take the same lock: keep the two the same.
 */
export const INSTRUCTOR_DIARY_LOCK_NAMESPACE = 7305;

/**
 * Every way of taking an instructor's time (a booking request's hold, an approval, a manual or
 * recurring lesson, a move by either side, a waiting-list claim, an accepted alternative, time
 * off) calls this first in its transaction, before it reads what it decides on: the takings of
 * one instructor then run one after another, and each reads what the one before it committed (a
 * new statement under READ COMMITTED sees it). Taking it first, before any row lock, is the one
 * lock order that keeps the paths from deadlocking with each other and with the triggers, which
 * take it again (a no-op) as the database's own guarantee (docs/decisions/0027).
 */
export async function lockInstructorDiary(tx: DatabaseTransaction, instructorId: number): Promise<void> {
  await tx.execute(
    sql`SELECT pg_advisory_xact_lock(${INSTRUCTOR_DIARY_LOCK_NAMESPACE}::int, ${instructorId}::int)`,
  );
}
