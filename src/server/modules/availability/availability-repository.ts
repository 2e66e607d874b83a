import { and, asc, eq, gt, inArray, isNull, lt, notExists, sql } from 'drizzle-orm';
import type { DatabaseExecutor } from '../../db/database-client';
import { bookingSlots, timeSlots } from '../../db/schema';

export interface SlotRow {
  id: number;
  instructorId: number;
  startsAt: Date;
  endsAt: Date;
  durationMinutes: number;
  isAvailable: boolean;
}

const slotColumns = {
  id: timeSlots.id,
  instructorId: timeSlots.instructorId,
  startsAt: timeSlots.startsAt,
  endsAt: timeSlots.endsAt,
  durationMinutes: timeSlots.durationMinutes,
  isAvailable: timeSlots.isAvailable,
};

const activeHoldOfSlot = (db: DatabaseExecutor) =>
  db
    .select({ one: sql`1` })
    .from(bookingSlots)
    .where(and(eq(bookingSlots.timeSlotId, timeSlots.id), isNull(bookingSlots.releasedAt)));

/** Available slots starting inside (from, to) that no active booking holds, earliest first. */
export function listBookableSlots(db: DatabaseExecutor, from: Date, to: Date): Promise<SlotRow[]> {
  return db
    .select(slotColumns)
    .from(timeSlots)
    .where(
      and(
        eq(timeSlots.isAvailable, true),
        gt(timeSlots.startsAt, from),
        lt(timeSlots.startsAt, to),
        notExists(activeHoldOfSlot(db)),
      ),
    )
    .orderBy(asc(timeSlots.startsAt));
}

export interface SlotWithHold extends SlotRow {
  isHeld: boolean;
}

/**
 * The slots with whether an active booking holds them. With `lock`, the rows are share-locked
 * for the caller's transaction, so a concurrent withdrawal or manual lesson waits for it.
 */
export async function findSlotsWithHolds(
  db: DatabaseExecutor,
  ids: readonly number[],
  options: { lock?: boolean } = {},
): Promise<SlotWithHold[]> {
  if (ids.length === 0) return [];
  const query = db
    .select({
      ...slotColumns,
      isHeld: sql<boolean>`exists (${activeHoldOfSlot(db)})`.mapWith(Boolean),
    })
    .from(timeSlots)
    .where(inArray(timeSlots.id, [...ids]))
    .orderBy(asc(timeSlots.startsAt));
  return options.lock ? query.for('share', { of: timeSlots }) : query;
}
