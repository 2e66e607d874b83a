import { and, asc, count, eq, gt, inArray, isNotNull, isNull, lt, notExists, sql } from 'drizzle-orm';
import { instructorBookableOn } from '../../../db/bookable-instructors';
import type { DatabaseExecutor } from '../../../db/database-client';
import {
  bookingSlots,
  bookings,
  calendarBusyPeriods,
  calendarConnections,
  instructorPhotos,
  instructors,
  timeOff,
  timeSlots,
  users,
} from '../../../db/schema';

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

/**
 * A busy period of the slot's instructor overlapping it, read from their connected calendar. Only
 * while the connection works: in error the busy copy may be stale, and the booking page keeps
 * working on the school's own slots (docs/decisions/0013-calendars.md).
 */
const busyPeriodOverSlot = (db: DatabaseExecutor) =>
  db
    .select({ one: sql`1` })
    .from(calendarBusyPeriods)
    .innerJoin(
      calendarConnections,
      and(
        eq(calendarConnections.instructorId, calendarBusyPeriods.instructorId),
        eq(calendarConnections.status, 'connected'),
      ),
    )
    .where(
      and(
        eq(calendarBusyPeriods.instructorId, timeSlots.instructorId),
        lt(calendarBusyPeriods.startsAt, timeSlots.endsAt),
        gt(calendarBusyPeriods.endsAt, timeSlots.startsAt),
      ),
    );

/**
 * Time off of the slot's instructor overlapping it: learners never see a time inside a block, even
 * one whose row is still there (held by a request when the block began, and released since).
 */
const timeOffOverSlot = (db: DatabaseExecutor) =>
  db
    .select({ one: sql`1` })
    .from(timeOff)
    .where(
      and(
        eq(timeOff.instructorId, timeSlots.instructorId),
        lt(timeOff.startsAt, timeSlots.endsAt),
        gt(timeOff.endsAt, timeSlots.startsAt),
      ),
    );

/**
 * The slot's instructor is suspended: their times are hidden from learners and cannot be booked,
 * and come back as they were if the owner reactivates them (docs/decisions/0046).
 */
const instructorNotActive = (db: DatabaseExecutor) =>
  db
    .select({ one: sql`1` })
    .from(instructors)
    .where(and(eq(instructors.id, timeSlots.instructorId), eq(instructors.status, 'suspended')));

/** Tells every process on the database (at the commit, inside a transaction) that `payload`'s sender changed what learners can book. */
export async function notifyAvailabilityChanged(
  db: DatabaseExecutor,
  channel: string,
  payload: string,
): Promise<void> {
  await db.execute(sql`select pg_notify(${channel}, ${payload})`);
}

/**
 * Available slots starting inside (from, to) that no active booking holds and no busy time of the
 * instructor's calendar or time off covers (those are hidden, not deleted), nor a suspended
 * instructor has, nor one who may not be booked on `today` (London date: an expired badge or
 * insurance, no record), earliest first.
 */
export function listBookableSlots(
  db: DatabaseExecutor,
  from: Date,
  to: Date,
  today: string,
): Promise<SlotRow[]> {
  return db
    .select(slotColumns)
    .from(timeSlots)
    .where(
      and(
        eq(timeSlots.isAvailable, true),
        gt(timeSlots.startsAt, from),
        lt(timeSlots.startsAt, to),
        notExists(activeHoldOfSlot(db)),
        notExists(busyPeriodOverSlot(db)),
        notExists(timeOffOverSlot(db)),
        notExists(instructorNotActive(db)),
        instructorBookableOn(timeSlots.instructorId, today),
      ),
    )
    .orderBy(asc(timeSlots.startsAt));
}

/** The public face of an instructor (no e-mail address, no password): the columns learners may see. */
const publicInstructorColumns = {
  id: instructors.id,
  fullName: instructors.fullName,
  gender: instructors.gender,
  qualification: instructors.qualification,
  gearbox: instructors.gearbox,
  carMake: instructors.carMake,
  carModel: instructors.carModel,
  areas: instructors.areas,
  bio: instructors.bio,
};

/**
 * Active instructors with a name learners can see and who may be booked on `today`, owner first,
 * then by name; with their photo's version.
 */
export function listActiveInstructors(db: DatabaseExecutor, today: string) {
  return db
    .select({ ...publicInstructorColumns, photoUpdatedAt: instructorPhotos.updatedAt })
    .from(instructors)
    .leftJoin(instructorPhotos, eq(instructorPhotos.instructorId, instructors.id))
    .where(
      and(
        eq(instructors.status, 'active'),
        isNotNull(instructors.fullName),
        instructorBookableOn(instructors.id, today),
      ),
    )
    .orderBy(sql`${instructors.role} = 'owner' desc`, asc(instructors.fullName), asc(instructors.id));
}

/** One instructor's public face, read now, with whether they are active and may be booked on `today`. */
export async function findInstructorForBooking(db: DatabaseExecutor, id: number, today: string) {
  const [row] = await db
    .select({
      ...publicInstructorColumns,
      status: instructors.status,
      bookable: sql<boolean>`${instructorBookableOn(instructors.id, today)}`.mapWith(Boolean),
    })
    .from(instructors)
    .where(eq(instructors.id, id));
  return row ?? null;
}

export interface SlotWithHold extends SlotRow {
  isHeld: boolean;
  /** Hidden from learners: the instructor's calendar is busy then, or they have time off. */
  isBusy: boolean;
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
      isBusy:
        sql<boolean>`exists (${busyPeriodOverSlot(db)}) or exists (${timeOffOverSlot(db)}) or exists (${instructorNotActive(db)})`.mapWith(
          Boolean,
        ),
    })
    .from(timeSlots)
    .where(inArray(timeSlots.id, [...ids]))
    .orderBy(asc(timeSlots.startsAt));
  return options.lock ? query.for('share', { of: timeSlots }) : query;
}

/**
 * The instructor's slots overlapping [startsAt, endsAt), locked until the transaction ends (a
 * booking cannot start holding one meanwhile), with the booking that holds each, if any.
 */
export function lockOverlappingSlots(
  db: DatabaseExecutor,
  instructorId: number,
  startsAt: Date,
  endsAt: Date,
) {
  return db
    .select({
      id: timeSlots.id,
      startsAt: timeSlots.startsAt,
      endsAt: timeSlots.endsAt,
      isAvailable: timeSlots.isAvailable,
      heldByBookingId: bookingSlots.bookingId,
      heldByBookingStatus: bookings.status,
    })
    .from(timeSlots)
    .leftJoin(bookingSlots, and(eq(bookingSlots.timeSlotId, timeSlots.id), isNull(bookingSlots.releasedAt)))
    .leftJoin(bookings, eq(bookings.id, bookingSlots.bookingId))
    .where(
      and(
        eq(timeSlots.instructorId, instructorId),
        lt(timeSlots.startsAt, endsAt),
        gt(timeSlots.endsAt, startsAt),
      ),
    )
    .for('update', { of: timeSlots });
}

/** Takes slots off sale (learners can no longer book them). */
export async function withdrawSlots(db: DatabaseExecutor, ids: readonly number[]): Promise<void> {
  if (ids.length === 0) return;
  await db
    .update(timeSlots)
    .set({ isAvailable: false })
    .where(inArray(timeSlots.id, [...ids]));
}

/** Of these slots, the ones some booking ever held (their history keeps them). */
export async function listSlotIdsWithHolds(
  db: DatabaseExecutor,
  ids: readonly number[],
): Promise<Set<number>> {
  if (ids.length === 0) return new Set();
  const rows = await db
    .selectDistinct({ id: bookingSlots.timeSlotId })
    .from(bookingSlots)
    .where(inArray(bookingSlots.timeSlotId, [...ids]));
  return new Set(rows.map((row) => row.id));
}

/* The instructor's side: adding, listing and removing their own slots. */

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

/** The instructor's blocks of time off overlapping [from, to), earliest first. */
export function listTimeOffOverlapping(db: DatabaseExecutor, instructorId: number, from: Date, to: Date) {
  return db
    .select({ startsAt: timeOff.startsAt, endsAt: timeOff.endsAt, reason: timeOff.reason })
    .from(timeOff)
    .where(and(eq(timeOff.instructorId, instructorId), lt(timeOff.startsAt, to), gt(timeOff.endsAt, from)))
    .orderBy(asc(timeOff.startsAt));
}
