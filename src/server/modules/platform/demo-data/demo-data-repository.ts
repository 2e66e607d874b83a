import { and, asc, count, eq, exists, inArray, sql } from 'drizzle-orm';
import type { DatabaseExecutor } from '../../../db/database-client';
import {
  bookingSlots,
  bookings,
  expenses,
  instructors,
  lessons,
  mockTests,
  payments,
  progressNotes,
  purchases,
  schoolSettings,
  timeSlots,
  users,
} from '../../../db/schema';

/** A learner the seed made up (`users.source = 'demo'`). */
const isDemoLearner = eq(users.source, 'demo');

export async function listDemoLearners(db: DatabaseExecutor): Promise<{ id: number; fullName: string }[]> {
  return db
    .select({ id: users.id, fullName: users.fullName })
    .from(users)
    .where(isDemoLearner)
    .orderBy(asc(users.id));
}

export async function listDemoInstructors(db: DatabaseExecutor): Promise<{ id: number; fullName: string }[]> {
  const rows = await db
    .select({ id: instructors.id, fullName: instructors.fullName })
    .from(instructors)
    .where(eq(instructors.isDemo, true))
    .orderBy(asc(instructors.id));
  return rows.map((row) => ({ id: row.id, fullName: row.fullName ?? row.id.toString() }));
}

export async function countDemoTimes(db: DatabaseExecutor): Promise<number> {
  const [row] = await db.select({ value: count() }).from(timeSlots).where(eq(timeSlots.isDemo, true));
  return row?.value ?? 0;
}

export async function findDemoDataRemovedAt(db: DatabaseExecutor): Promise<Date | null> {
  const [row] = await db
    .select({ removedAt: schoolSettings.demoDataRemovedAt })
    .from(schoolSettings)
    .where(eq(schoolSettings.id, 1));
  return row?.removedAt ?? null;
}

/**
 * Deletes every demo row in the caller's transaction: the demo learners with everything of theirs
 * (their lessons, the demo ledger's purchases and payments, which exist for no real money, then
 * the learners, whose bookings, holds, notes, tests, messages, links and reminders go with them
 * by their foreign keys), and the demo times no real booking has used. A demo time a real learner
 * booked stays, as the real time it has become. The school remembers the removal.
 */
export async function deleteDemoData(db: DatabaseExecutor, learnerIds: readonly number[], now: Date) {
  let removedBookings = 0;
  let removedLessons = 0;
  if (learnerIds.length > 0) {
    const ids = [...learnerIds];
    removedBookings = (
      await db.select({ id: bookings.id }).from(bookings).where(inArray(bookings.studentId, ids))
    ).length;
    removedLessons = (
      await db.delete(lessons).where(inArray(lessons.studentId, ids)).returning({ id: lessons.id })
    ).length;
    await db.delete(payments).where(inArray(payments.studentId, ids));
    await db.delete(purchases).where(inArray(purchases.studentId, ids));
    await db.delete(users).where(and(inArray(users.id, ids), isDemoLearner));
  }
  const usedByRealBooking = exists(
    db.select({ one: sql`1` }).from(bookingSlots).where(eq(bookingSlots.timeSlotId, timeSlots.id)),
  );
  const removedTimes = (
    await db
      .delete(timeSlots)
      .where(and(eq(timeSlots.isDemo, true), sql`NOT ${usedByRealBooking}`))
      .returning({ id: timeSlots.id })
  ).length;
  const keptTimes = (
    await db
      .update(timeSlots)
      .set({ isDemo: false })
      .where(eq(timeSlots.isDemo, true))
      .returning({ id: timeSlots.id })
  ).length;
  const { removedInstructors, keptInstructors } = await deleteDemoInstructors(db);
  await db.update(schoolSettings).set({ demoDataRemovedAt: now }).where(eq(schoolSettings.id, 1));
  return { removedBookings, removedLessons, removedTimes, keptTimes, removedInstructors, keptInstructors };
}

/**
 * The demo's instructors, once their demo learners and unused demo times are gone: each is deleted
 * (their sessions, devices, messages and remaining times go with them by their foreign keys),
 * unless a real learner's booking, lesson, note, test or money names them; then they stay, suspended
 * and no longer demo, so those records keep who they were with (and a suspended instructor is
 * hidden from booking and cannot sign in).
 */
async function deleteDemoInstructors(db: DatabaseExecutor) {
  const demo = await db.select({ id: instructors.id }).from(instructors).where(eq(instructors.isDemo, true));
  let removedInstructors = 0;
  let keptInstructors = 0;
  for (const { id } of demo) {
    const namedBy = await Promise.all(
      [bookings, lessons, purchases, payments, progressNotes, mockTests, expenses].map((table) =>
        db.select({ one: sql`1` }).from(table).where(eq(table.instructorId, id)).limit(1),
      ),
    );
    if (namedBy.some((rows) => rows.length > 0)) {
      await db
        .update(instructors)
        .set({ isDemo: false, status: 'suspended', updatedAt: sql`now()` })
        .where(eq(instructors.id, id));
      keptInstructors += 1;
    } else {
      await db.delete(instructors).where(and(eq(instructors.id, id), eq(instructors.isDemo, true)));
      removedInstructors += 1;
    }
  }
  return { removedInstructors, keptInstructors };
}
