import { and, asc, count, eq, gt, isNull, lt } from 'drizzle-orm';
import type { DatabaseExecutor } from '../../../db/database-client';
import { bookingSlots, bookings, timeSlots, users } from '../../../db/schema';

export type TimeSlotRow = typeof timeSlots.$inferSelect;
export type NewTimeSlotRow = typeof timeSlots.$inferInsert;

/** Inserts one slot; the exclusion constraint time_slots_no_overlap refuses an overlap (23P01). */
export async function insertTimeSlot(db: DatabaseExecutor, slot: NewTimeSlotRow): Promise<TimeSlotRow> {
  const [row] = await db.insert(timeSlots).values(slot).returning();
  if (!row) throw new Error('Time slot insert returned no row');
  return row;
}

/**
 * Inserts many slots in one statement, leaving out those that would overlap a slot the instructor
 * already has (ON CONFLICT DO NOTHING applies to the exclusion constraint). Returns the new ids.
 */
export async function insertTimeSlotsSkippingOverlaps(
  db: DatabaseExecutor,
  slots: readonly NewTimeSlotRow[],
): Promise<number[]> {
  if (slots.length === 0) return [];
  const rows = await db
    .insert(timeSlots)
    .values([...slots])
    .onConflictDoNothing()
    .returning({ id: timeSlots.id });
  return rows.map((row) => row.id);
}

/** The instructor's slots starting inside (from, to), with the booking and learner holding each. */
export function listInstructorSlots(db: DatabaseExecutor, instructorId: number, from: Date, to: Date) {
  return db
    .select({
      id: timeSlots.id,
      startsAt: timeSlots.startsAt,
      durationMinutes: timeSlots.durationMinutes,
      isAvailable: timeSlots.isAvailable,
      bookingId: bookingSlots.bookingId,
      studentName: users.fullName,
    })
    .from(timeSlots)
    .leftJoin(bookingSlots, and(eq(bookingSlots.timeSlotId, timeSlots.id), isNull(bookingSlots.releasedAt)))
    .leftJoin(bookings, eq(bookings.id, bookingSlots.bookingId))
    .leftJoin(users, eq(users.id, bookings.studentId))
    .where(
      and(eq(timeSlots.instructorId, instructorId), gt(timeSlots.startsAt, from), lt(timeSlots.startsAt, to)),
    )
    .orderBy(asc(timeSlots.startsAt));
}

/** The instructor's slot, locked until the transaction ends: no booking can start holding it meanwhile. */
export async function lockInstructorSlot(
  db: DatabaseExecutor,
  id: number,
  instructorId: number,
): Promise<TimeSlotRow | undefined> {
  const [row] = await db
    .select()
    .from(timeSlots)
    .where(and(eq(timeSlots.id, id), eq(timeSlots.instructorId, instructorId)))
    .for('update');
  return row;
}

/** How many holds the slot has had, and how many are still active. */
export async function countSlotHolds(
  db: DatabaseExecutor,
  id: number,
): Promise<{ total: number; active: number }> {
  const [totals] = await db
    .select({ value: count() })
    .from(bookingSlots)
    .where(eq(bookingSlots.timeSlotId, id));
  const [active] = await db
    .select({ value: count() })
    .from(bookingSlots)
    .where(and(eq(bookingSlots.timeSlotId, id), isNull(bookingSlots.releasedAt)));
  return { total: totals?.value ?? 0, active: active?.value ?? 0 };
}

export async function deleteTimeSlot(db: DatabaseExecutor, id: number): Promise<void> {
  await db.delete(timeSlots).where(eq(timeSlots.id, id));
}

export async function withdrawTimeSlot(db: DatabaseExecutor, id: number): Promise<void> {
  await db.update(timeSlots).set({ isAvailable: false }).where(eq(timeSlots.id, id));
}
