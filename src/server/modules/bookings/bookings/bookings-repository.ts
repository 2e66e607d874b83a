import { and, asc, eq, inArray, isNull, lt, or, sql } from 'drizzle-orm';
import type { DatabaseExecutor } from '../../../db/database-client';
import { bookingSlots, bookings, timeSlots, users } from '../../../db/schema';

export type BookingRow = typeof bookings.$inferSelect;
export type NewBookingRow = typeof bookings.$inferInsert;

export async function insertBooking(db: DatabaseExecutor, booking: NewBookingRow): Promise<BookingRow> {
  const [row] = await db.insert(bookings).values(booking).returning();
  if (!row) throw new Error('Booking insert returned no row');
  return row;
}

/** Holds the slots for the booking; the database refuses a slot another booking holds (23505). */
export async function holdSlots(
  db: DatabaseExecutor,
  bookingId: number,
  slotIds: readonly number[],
  heldAt: Date,
) {
  if (slotIds.length === 0) return;
  await db.insert(bookingSlots).values(slotIds.map((timeSlotId) => ({ bookingId, timeSlotId, heldAt })));
}

export interface ExpiredBooking {
  id: number;
  studentEmail: string;
  studentName: string;
  packageType: string;
}

/**
 * Expires unpaid pending requests that still hold slots and were made before the cut-off or hold
 * a slot that has started, and releases those holds, in the caller's transaction.
 */
export async function expireStaleHolds(
  db: DatabaseExecutor,
  { requestedBefore, now }: { requestedBefore: Date; now: Date },
): Promise<ExpiredBooking[]> {
  const stale = await db
    .select({ id: bookings.id })
    .from(bookings)
    .where(
      and(
        eq(bookings.status, 'pending'),
        eq(bookings.paymentStatus, 'unpaid'),
        sql`exists (select 1 from ${bookingSlots} where ${bookingSlots.bookingId} = ${bookings.id} and ${bookingSlots.releasedAt} is null)`,
        or(
          lt(bookings.requestedAt, requestedBefore),
          sql`exists (select 1 from ${bookingSlots} inner join ${timeSlots} on ${timeSlots.id} = ${bookingSlots.timeSlotId} where ${bookingSlots.bookingId} = ${bookings.id} and ${bookingSlots.releasedAt} is null and ${timeSlots.startsAt} <= ${now.toISOString()}::timestamptz)`,
        ),
      ),
    )
    .for('update', { skipLocked: true });
  const ids = stale.map((row) => row.id);
  if (ids.length === 0) return [];
  await db
    .update(bookingSlots)
    .set({ releasedAt: now })
    .where(and(inArray(bookingSlots.bookingId, ids), isNull(bookingSlots.releasedAt)));
  return db
    .update(bookings)
    .set({ status: 'expired', updatedAt: now })
    .from(users)
    .where(and(inArray(bookings.id, ids), eq(users.id, bookings.studentId)))
    .returning({
      id: bookings.id,
      studentEmail: users.email,
      studentName: users.fullName,
      packageType: bookings.packageType,
    });
}

/** Slot ids a booking holds or held, in time order. */
export function listBookingSlotIds(db: DatabaseExecutor, bookingId: number) {
  return db
    .select({ id: timeSlots.id })
    .from(bookingSlots)
    .innerJoin(timeSlots, eq(timeSlots.id, bookingSlots.timeSlotId))
    .where(eq(bookingSlots.bookingId, bookingId))
    .orderBy(asc(timeSlots.startsAt));
}
