import { asc, eq, inArray, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { DatabaseExecutor } from '../../../db/database-client';
import { instructorSettlements, instructors } from '../../../db/schema';

/*
 * The only place that reads and writes the transfers settling up between the school and its
 * instructors (docs/decisions/0062). Rows are never updated or deleted: an undo is a new line.
 */

export type SettlementRow = typeof instructorSettlements.$inferSelect;
export type NewSettlementRow = typeof instructorSettlements.$inferInsert;

const recorder = alias(instructors, 'settlement_recorder');

/** A transfer or an undo; null when the transfer was already undone (the unique index decides). */
export async function insertSettlement(db: DatabaseExecutor, row: NewSettlementRow) {
  const [inserted] = await db.insert(instructorSettlements).values(row).onConflictDoNothing().returning();
  return inserted ?? null;
}

/** A transfer, locked for the rest of the transaction (an undo reads it first). */
export async function findSettlementForUpdate(db: DatabaseExecutor, id: number) {
  const [row] = await db
    .select()
    .from(instructorSettlements)
    .where(eq(instructorSettlements.id, id))
    .for('update');
  return row ?? null;
}

export async function findUndoOfSettlement(db: DatabaseExecutor, id: number) {
  const [row] = await db
    .select({ id: instructorSettlements.id })
    .from(instructorSettlements)
    .where(eq(instructorSettlements.reversesSettlementId, id));
  return row ?? null;
}

/** These instructors' transfers and undos, with who recorded each, oldest first. */
export function listSettlements(db: DatabaseExecutor, instructorIds: readonly number[]) {
  if (instructorIds.length === 0) return Promise.resolve([]);
  return db
    .select({
      settlement: instructorSettlements,
      recordedByName: sql<string | null>`coalesce(${recorder.fullName}, ${recorder.email})`,
    })
    .from(instructorSettlements)
    .leftJoin(recorder, eq(recorder.id, instructorSettlements.recordedBy))
    .where(inArray(instructorSettlements.instructorId, [...instructorIds]))
    .orderBy(asc(instructorSettlements.paidOn), asc(instructorSettlements.id));
}
