import { and, asc, eq, gt, gte, inArray, isNull, lt } from 'drizzle-orm';
import type { DatabaseExecutor } from '../../../db/database-client';
import { bookingSlots, bookings, lessons, timeOff, timeSlots, users } from '../../../db/schema';

export type TimeOffRow = typeof timeOff.$inferSelect;
export type NewTimeOffRow = typeof timeOff.$inferInsert;

/** Inserts a block; the exclusion constraint time_off_no_overlap refuses an overlap (23P01). */
export async function insertTimeOff(db: DatabaseExecutor, row: NewTimeOffRow): Promise<TimeOffRow> {
  const [inserted] = await db.insert(timeOff).values(row).returning();
  if (!inserted) throw new Error('Time off insert returned no row');
  return inserted;
}

/** The instructor's blocks overlapping [from, to), earliest first. */
export function listTimeOffOverlapping(
  db: DatabaseExecutor,
  instructorId: number,
  from: Date,
  to: Date,
): Promise<TimeOffRow[]> {
  return db
    .select()
    .from(timeOff)
    .where(and(eq(timeOff.instructorId, instructorId), lt(timeOff.startsAt, to), gt(timeOff.endsAt, from)))
    .orderBy(asc(timeOff.startsAt));
}

/** The instructor's blocks not yet over at `now` (current and coming), earliest first. */
export function listTimeOffEndingAfter(
  db: DatabaseExecutor,
  instructorId: number,
  now: Date,
): Promise<TimeOffRow[]> {
  return db
    .select()
    .from(timeOff)
    .where(and(eq(timeOff.instructorId, instructorId), gt(timeOff.endsAt, now)))
    .orderBy(asc(timeOff.startsAt));
}

/** The instructor's block, locked until the transaction ends. */
export async function lockTimeOff(
  db: DatabaseExecutor,
  id: number,
  instructorId: number,
): Promise<TimeOffRow | undefined> {
  const [row] = await db
    .select()
    .from(timeOff)
    .where(and(eq(timeOff.id, id), eq(timeOff.instructorId, instructorId)))
    .for('update');
  return row;
}

export async function deleteTimeOff(db: DatabaseExecutor, id: number): Promise<void> {
  await db.delete(timeOff).where(eq(timeOff.id, id));
}

export async function setTimeOffEnd(db: DatabaseExecutor, id: number, endsAt: Date): Promise<void> {
  await db.update(timeOff).set({ endsAt }).where(eq(timeOff.id, id));
}

/** Deletes slots no booking ever held (those with history are withdrawn instead). */
export async function deleteSlots(db: DatabaseExecutor, ids: readonly number[]): Promise<void> {
  if (ids.length === 0) return;
  await db.delete(timeSlots).where(inArray(timeSlots.id, [...ids]));
}

/** The instructor's lessons still booked (scheduled) that start inside [from, to), with the learner. */
export function listScheduledLessonsStartingIn(
  db: DatabaseExecutor,
  instructorId: number,
  from: Date,
  to: Date,
) {
  return db
    .select({ lesson: lessons, studentName: users.fullName })
    .from(lessons)
    .innerJoin(users, eq(users.id, lessons.studentId))
    .where(
      and(
        eq(lessons.instructorId, instructorId),
        eq(lessons.status, 'scheduled'),
        gte(lessons.startsAt, from),
        lt(lessons.startsAt, to),
      ),
    )
    .orderBy(asc(lessons.startsAt), asc(lessons.id));
}

/**
 * The instructor's slots starting inside [from, to) that a booking request still waiting for an
 * answer (pending) holds, with the learner: these are the instructor's to answer, not to drop.
 */
export function listPendingHoldsStartingIn(db: DatabaseExecutor, instructorId: number, from: Date, to: Date) {
  return db
    .select({
      bookingId: bookings.id,
      studentName: users.fullName,
      startsAt: timeSlots.startsAt,
      durationMinutes: timeSlots.durationMinutes,
    })
    .from(timeSlots)
    .innerJoin(bookingSlots, and(eq(bookingSlots.timeSlotId, timeSlots.id), isNull(bookingSlots.releasedAt)))
    .innerJoin(bookings, eq(bookings.id, bookingSlots.bookingId))
    .innerJoin(users, eq(users.id, bookings.studentId))
    .where(
      and(
        eq(timeSlots.instructorId, instructorId),
        eq(bookings.status, 'pending'),
        gte(timeSlots.startsAt, from),
        lt(timeSlots.startsAt, to),
      ),
    )
    .orderBy(asc(timeSlots.startsAt), asc(bookings.id));
}
