import { and, asc, desc, eq, inArray, lt, lte, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import {
  type HandOverEventKind,
  type HandOverStatus,
  OPEN_HAND_OVER_STATUSES,
} from '../../../../core/learners/hand-overs/hand-over-schemas';
import type { EmailOutcome } from '../../../../core/partner-network/request-offer-schemas';
import type { DatabaseExecutor } from '../../../db/database-client';
import { instructors, learnerHandOverEvents, learnerHandOvers, users } from '../../../db/schema';

export type HandOverRow = typeof learnerHandOvers.$inferSelect;
export type NewHandOverRow = typeof learnerHandOvers.$inferInsert;
export type HandOverEventRow = typeof learnerHandOverEvents.$inferSelect;

const fromInstructor = alias(instructors, 'hand_over_from');
const toInstructor = alias(instructors, 'hand_over_to');
const requester = alias(instructors, 'hand_over_requester');
const eventBy = alias(instructors, 'hand_over_event_by');

const handOverWithNames = {
  handOver: learnerHandOvers,
  fromName: fromInstructor.fullName,
  toName: toInstructor.fullName,
  toPhone: toInstructor.phone,
  requestedByName: requester.fullName,
  learnerName: users.fullName,
  learnerEmail: users.email,
};

function selectWithNames(db: DatabaseExecutor) {
  return db
    .select(handOverWithNames)
    .from(learnerHandOvers)
    .innerJoin(fromInstructor, eq(fromInstructor.id, learnerHandOvers.fromInstructorId))
    .innerJoin(toInstructor, eq(toInstructor.id, learnerHandOvers.toInstructorId))
    .innerJoin(users, eq(users.id, learnerHandOvers.studentId))
    .leftJoin(requester, eq(requester.id, learnerHandOvers.requestedBy));
}

export type HandOverWithNames = Awaited<ReturnType<typeof listHandOversOfStudent>>[number];

/** The learner's hand-overs, newest first. */
export function listHandOversOfStudent(db: DatabaseExecutor, studentId: number) {
  return selectWithNames(db)
    .where(eq(learnerHandOvers.studentId, studentId))
    .orderBy(desc(learnerHandOvers.createdAt), desc(learnerHandOvers.id));
}

export async function findHandOverWithNames(db: DatabaseExecutor, id: number) {
  const [row] = await selectWithNames(db).where(eq(learnerHandOvers.id, id));
  return row;
}

export async function findHandOverByTokenHash(db: DatabaseExecutor, tokenHash: string) {
  const [row] = await selectWithNames(db).where(eq(learnerHandOvers.tokenHash, tokenHash));
  return row;
}

export async function lockHandOver(db: DatabaseExecutor, id: number): Promise<HandOverRow | undefined> {
  const [row] = await db.select().from(learnerHandOvers).where(eq(learnerHandOvers.id, id)).for('update');
  return row;
}

/** The learner's hand-over that holds them now (pending, agreed or running), if any. */
export async function findOpenHandOverOfStudent(
  db: DatabaseExecutor,
  studentId: number,
): Promise<HandOverRow | undefined> {
  const [row] = await db
    .select()
    .from(learnerHandOvers)
    .where(
      and(
        eq(learnerHandOvers.studentId, studentId),
        inArray(learnerHandOvers.status, OPEN_HAND_OVER_STATUSES),
      ),
    );
  return row;
}

export async function insertHandOver(db: DatabaseExecutor, row: NewHandOverRow): Promise<HandOverRow> {
  const [inserted] = await db.insert(learnerHandOvers).values(row).returning();
  if (!inserted) throw new Error('Hand-over insert returned no row');
  return inserted;
}

/** Moves a hand-over on only from the status it was read in (a second answer changes nothing). */
export async function updateHandOverStatus(
  db: DatabaseExecutor,
  id: number,
  from: HandOverStatus,
  change: Partial<Omit<NewHandOverRow, 'id'>> & { status: HandOverStatus; updatedAt: Date },
): Promise<HandOverRow | undefined> {
  const [row] = await db
    .update(learnerHandOvers)
    .set(change)
    .where(and(eq(learnerHandOvers.id, id), eq(learnerHandOvers.status, from)))
    .returning();
  return row;
}

/** A new link for a pending hand-over: the old one stops working. */
export async function replaceHandOverToken(
  db: DatabaseExecutor,
  id: number,
  change: { tokenHash: string; expiresAt: Date; now: Date },
): Promise<HandOverRow | undefined> {
  const [row] = await db
    .update(learnerHandOvers)
    .set({ tokenHash: change.tokenHash, expiresAt: change.expiresAt, updatedAt: change.now })
    .where(and(eq(learnerHandOvers.id, id), eq(learnerHandOvers.status, 'pending')))
    .returning();
  return row;
}

export interface NewHandOverEvent {
  handOverId: number;
  kind: HandOverEventKind;
  at: Date;
  byInstructorId?: number | null;
  byLearner?: boolean;
  emailStatus?: EmailOutcome | null;
  lessonId?: number | null;
  lessonStartsAt?: Date | null;
  detail?: string | null;
}

export async function insertHandOverEvents(db: DatabaseExecutor, events: readonly NewHandOverEvent[]) {
  if (events.length === 0) return;
  await db.insert(learnerHandOverEvents).values([...events]);
}

/** The history of these hand-overs, oldest first, with who took each step. */
export function listHandOverEvents(db: DatabaseExecutor, handOverIds: readonly number[]) {
  if (handOverIds.length === 0) return Promise.resolve([]);
  return db
    .select({ event: learnerHandOverEvents, byName: eventBy.fullName })
    .from(learnerHandOverEvents)
    .leftJoin(eventBy, eq(eventBy.id, learnerHandOverEvents.byInstructorId))
    .where(inArray(learnerHandOverEvents.handOverId, [...handOverIds]))
    .orderBy(asc(learnerHandOverEvents.at), asc(learnerHandOverEvents.id));
}

/** Pending hand-overs whose link has expired, claimed as expired in one statement (once each). */
export function expireDueHandOvers(db: DatabaseExecutor, now: Date) {
  return db
    .update(learnerHandOvers)
    .set({ status: 'expired', updatedAt: now })
    .where(and(eq(learnerHandOvers.status, 'pending'), lte(learnerHandOvers.expiresAt, now)))
    .returning({ id: learnerHandOvers.id });
}

/** Agreed covers whose first day has come (ids only; each is locked and started on its own). */
export async function listCoversToStart(db: DatabaseExecutor, today: string) {
  const rows = await db
    .select({ id: learnerHandOvers.id })
    .from(learnerHandOvers)
    .where(and(eq(learnerHandOvers.status, 'agreed'), lte(learnerHandOvers.fromDate, today)));
  return rows.map((row) => row.id);
}

/** Running covers whose last day has passed. */
export async function listCoversToEnd(db: DatabaseExecutor, today: string) {
  const rows = await db
    .select({ id: learnerHandOvers.id })
    .from(learnerHandOvers)
    .where(and(eq(learnerHandOvers.status, 'in_force'), lt(learnerHandOvers.toDate, sql`${today}::date`)));
  return rows.map((row) => row.id);
}
