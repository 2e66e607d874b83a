import { and, asc, desc, eq, isNotNull, isNull, or, sql } from 'drizzle-orm';
import type { WaitingListWishes } from '../../../../core/bookings/waiting-list/waiting-list-schemas';
import type { DatabaseExecutor } from '../../../db/database-client';
import { bookings, users, waitingListEntries } from '../../../db/schema';
import { learnerVisibleTo, type Viewer } from '../../../db/visible-learners';

const entryColumns = {
  id: waitingListEntries.id,
  studentId: waitingListEntries.studentId,
  instructorId: waitingListEntries.instructorId,
  windows: waitingListEntries.windows,
  fromDate: waitingListEntries.fromDate,
  lessonMinutes: waitingListEntries.lessonMinutes,
  testDate: waitingListEntries.testDate,
  joinedAt: waitingListEntries.joinedAt,
  manualRank: waitingListEntries.manualRank,
  instructorChoice: waitingListEntries.instructorChoice,
  instructorPreference: waitingListEntries.instructorPreference,
};

export type WaitingListEntryRow = Awaited<ReturnType<typeof findOpenEntryOfStudent>>;

/** The learner's open entry (at most one, by the partial unique index). */
export async function findOpenEntryOfStudent(db: DatabaseExecutor, studentId: number, lock = false) {
  const query = db
    .select(entryColumns)
    .from(waitingListEntries)
    .where(and(eq(waitingListEntries.studentId, studentId), eq(waitingListEntries.status, 'waiting')));
  const [row] = lock ? await query.for('update') : await query;
  return row;
}

/**
 * Joins the list, or changes the wishes of the open entry: one statement, so two joins at once
 * still leave one open entry (the partial unique index decides, the loser updates).
 */
export async function upsertOpenEntry(
  db: DatabaseExecutor,
  values: { studentId: number; instructorId: number; wishes: WaitingListWishes; now: Date },
) {
  const { wishes } = values;
  const [row] = await db
    .insert(waitingListEntries)
    .values({
      studentId: values.studentId,
      instructorId: values.instructorId,
      windows: wishes.windows,
      fromDate: wishes.fromDate,
      lessonMinutes: wishes.lessonMinutes,
      testDate: wishes.testDate,
      instructorChoice: wishes.instructorChoice,
      instructorPreference: wishes.instructorPreference,
      joinedAt: values.now,
      updatedAt: values.now,
    })
    .onConflictDoUpdate({
      target: waitingListEntries.studentId,
      targetWhere: sql`status = 'waiting'`,
      set: {
        windows: wishes.windows,
        fromDate: wishes.fromDate,
        lessonMinutes: wishes.lessonMinutes,
        testDate: wishes.testDate,
        instructorChoice: wishes.instructorChoice,
        instructorPreference: wishes.instructorPreference,
        instructorId: values.instructorId,
        // A hand-set place belongs to one instructor's list: it goes when the entry changes hands.
        manualRank: sql`CASE WHEN ${waitingListEntries.instructorId} = excluded.instructor_id THEN ${waitingListEntries.manualRank} END`,
        updatedAt: values.now,
      },
    })
    .returning({ ...entryColumns, created: sql<boolean>`(xmax = 0)` });
  if (!row) throw new Error('Waiting-list entry was not written');
  return row;
}

/** Ends an open entry ('left' or 'removed'); false when it was not open. */
export async function endOpenEntry(
  db: DatabaseExecutor,
  where: { id?: number; studentId?: number; instructorId?: number },
  status: 'left' | 'removed',
  now: Date,
): Promise<boolean> {
  const conditions = [eq(waitingListEntries.status, 'waiting')];
  if (where.id !== undefined) conditions.push(eq(waitingListEntries.id, where.id));
  if (where.studentId !== undefined) conditions.push(eq(waitingListEntries.studentId, where.studentId));
  if (where.instructorId !== undefined)
    conditions.push(eq(waitingListEntries.instructorId, where.instructorId));
  const rows = await db
    .update(waitingListEntries)
    .set({ status, endedAt: now, updatedAt: now, manualRank: null })
    .where(and(...conditions))
    .returning({ id: waitingListEntries.id });
  return rows.length > 0;
}

/**
 * The open entries that could be in an instructor's pool (decision 0058): theirs, and every "any
 * instructor" one (the preference is matched by the core rule, `selectWaitingPool`), with each
 * learner's contact details; `lock` for a reorder. With a `viewer`, `learnerVisible` says whether
 * the viewer sees the learner's record (decision 0047); without one it is true.
 */
export async function listOpenEntriesForPool(
  db: DatabaseExecutor,
  instructorId: number,
  options: { lock?: boolean; viewer?: Viewer } = {},
) {
  const visible = options.viewer ? learnerVisibleTo(options.viewer, waitingListEntries.studentId) : undefined;
  const query = db
    .select({
      ...entryColumns,
      fullName: users.fullName,
      email: users.email,
      phone: users.phone,
      learnerVisible: visible ? sql<boolean>`(${visible})` : sql<boolean>`true`,
    })
    .from(waitingListEntries)
    .innerJoin(users, eq(users.id, waitingListEntries.studentId))
    .where(
      and(
        or(eq(waitingListEntries.instructorId, instructorId), eq(waitingListEntries.instructorChoice, 'any')),
        eq(waitingListEntries.status, 'waiting'),
        // An archived (or erased) learner is not offered times; the entry shows again if restored.
        isNull(users.archivedAt),
      ),
    )
    .orderBy(asc(waitingListEntries.id));
  return options.lock ? query.for('update', { of: waitingListEntries }) : query;
}

/** Saves the instructor's order: rank 1.. for every open entry, in the order given. */
export async function saveManualRanks(
  db: DatabaseExecutor,
  orderedIds: readonly number[],
  movedId: number,
  now: Date,
): Promise<void> {
  for (const [index, id] of orderedIds.entries()) {
    await db
      .update(waitingListEntries)
      .set({ manualRank: index + 1, ...(id === movedId ? { movedAt: now, updatedAt: now } : {}) })
      .where(eq(waitingListEntries.id, id));
  }
}

/** The instructor of the learner's latest booking that has one (a waiting learner stays with them). */
export async function findLatestBookingInstructorId(db: DatabaseExecutor, studentId: number) {
  const [row] = await db
    .select({ instructorId: bookings.instructorId })
    .from(bookings)
    .where(and(eq(bookings.studentId, studentId), isNotNull(bookings.instructorId)))
    .orderBy(desc(bookings.requestedAt), desc(bookings.id))
    .limit(1);
  return row?.instructorId ?? null;
}

/** Moves the learner's open entry from one instructor to another, its hand-set rank cleared. */
export async function moveOpenEntryOfStudent(
  db: DatabaseExecutor,
  change: { studentId: number; fromInstructorId: number; toInstructorId: number; now: Date },
): Promise<boolean> {
  const rows = await db
    .update(waitingListEntries)
    .set({ instructorId: change.toInstructorId, manualRank: null, updatedAt: change.now })
    .where(
      and(
        eq(waitingListEntries.studentId, change.studentId),
        eq(waitingListEntries.status, 'waiting'),
        eq(waitingListEntries.instructorId, change.fromInstructorId),
      ),
    )
    .returning({ id: waitingListEntries.id });
  return rows.length > 0;
}
