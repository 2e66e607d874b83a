import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { DatabaseExecutor } from '../../../db/database-client';
import {
  instructors,
  schoolFeeModelChanges,
  schoolFeeWaivedWeeks,
  schoolReferrals,
  schoolTurnoverBasisChanges,
  users,
} from '../../../db/schema';

/*
 * The only place that reads and writes the school's fee terms (issue 39, docs/decisions/0059):
 * each instructor's model changes, the franchise weeks waived and the learners referred to them.
 */

export type FeeModelChangeRow = typeof schoolFeeModelChanges.$inferSelect;
export type NewFeeModelChangeRow = typeof schoolFeeModelChanges.$inferInsert;

const changer = alias(instructors, 'fee_changer');

export async function insertFeeModelChange(db: DatabaseExecutor, row: NewFeeModelChangeRow) {
  const [inserted] = await db.insert(schoolFeeModelChanges).values(row).returning();
  if (!inserted) throw new Error('Inserting a fee model change returned no row');
  return inserted;
}

/** The changes of these instructors' models, each with who made it, in the order they were made. */
export function listFeeModelChanges(db: DatabaseExecutor, instructorIds: readonly number[]) {
  if (instructorIds.length === 0) return Promise.resolve([]);
  return db
    .select({
      change: schoolFeeModelChanges,
      changedByName: sql<string | null>`coalesce(${changer.fullName}, ${changer.email})`,
    })
    .from(schoolFeeModelChanges)
    .leftJoin(changer, eq(changer.id, schoolFeeModelChanges.changedBy))
    .where(inArray(schoolFeeModelChanges.instructorId, [...instructorIds]))
    .orderBy(asc(schoolFeeModelChanges.changedAt), asc(schoolFeeModelChanges.id));
}

/** Waives a week (again: nothing changes). */
export async function insertWaivedWeek(
  db: DatabaseExecutor,
  row: { instructorId: number; weekFrom: string; waivedBy: number; waivedAt: Date },
): Promise<void> {
  await db.insert(schoolFeeWaivedWeeks).values(row).onConflictDoNothing();
}

export async function deleteWaivedWeek(db: DatabaseExecutor, instructorId: number, weekFrom: string) {
  const deleted = await db
    .delete(schoolFeeWaivedWeeks)
    .where(
      and(eq(schoolFeeWaivedWeeks.instructorId, instructorId), eq(schoolFeeWaivedWeeks.weekFrom, weekFrom)),
    )
    .returning({ weekFrom: schoolFeeWaivedWeeks.weekFrom });
  return deleted.length > 0;
}

export function listWaivedWeeks(db: DatabaseExecutor, instructorIds: readonly number[]) {
  if (instructorIds.length === 0) return Promise.resolve([]);
  return db
    .select({ instructorId: schoolFeeWaivedWeeks.instructorId, weekFrom: schoolFeeWaivedWeeks.weekFrom })
    .from(schoolFeeWaivedWeeks)
    .where(inArray(schoolFeeWaivedWeeks.instructorId, [...instructorIds]))
    .orderBy(desc(schoolFeeWaivedWeeks.weekFrom));
}

/** A referral; null when this learner was already referred to this instructor. */
export async function insertReferral(
  db: DatabaseExecutor,
  row: { instructorId: number; studentId: number; referredOn: string; recordedBy: number; recordedAt: Date },
) {
  const [inserted] = await db.insert(schoolReferrals).values(row).onConflictDoNothing().returning();
  return inserted ?? null;
}

/** These instructors' referrals with the learner's name (null once the learner was deleted), oldest first. */
export function listReferrals(db: DatabaseExecutor, instructorIds: readonly number[]) {
  if (instructorIds.length === 0) return Promise.resolve([]);
  return db
    .select({
      id: schoolReferrals.id,
      instructorId: schoolReferrals.instructorId,
      studentId: schoolReferrals.studentId,
      learnerName: users.fullName,
      referredOn: schoolReferrals.referredOn,
    })
    .from(schoolReferrals)
    .leftJoin(users, eq(users.id, schoolReferrals.studentId))
    .where(inArray(schoolReferrals.instructorId, [...instructorIds]))
    .orderBy(asc(schoolReferrals.referredOn), asc(schoolReferrals.id));
}

const basisChanger = alias(instructors, 'basis_changer');

/** The school's agent-or-principal changes, each with who made it, in the order made. */
export function listTurnoverBasisChanges(db: DatabaseExecutor) {
  return db
    .select({
      change: schoolTurnoverBasisChanges,
      changedByName: sql<string | null>`coalesce(${basisChanger.fullName}, ${basisChanger.email})`,
    })
    .from(schoolTurnoverBasisChanges)
    .leftJoin(basisChanger, eq(basisChanger.id, schoolTurnoverBasisChanges.changedBy))
    .orderBy(asc(schoolTurnoverBasisChanges.changedAt), asc(schoolTurnoverBasisChanges.id));
}

export async function insertTurnoverBasisChange(
  db: DatabaseExecutor,
  row: typeof schoolTurnoverBasisChanges.$inferInsert,
): Promise<void> {
  await db.insert(schoolTurnoverBasisChanges).values(row);
}
