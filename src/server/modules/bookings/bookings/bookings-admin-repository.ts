import { and, asc, desc, eq, gt, inArray, isNull, lt, sql } from 'drizzle-orm';
import type { DatabaseExecutor } from '../../../db/database-client';
import {
  alternativeTimeOffers,
  bookingSlots,
  bookings,
  lessons,
  packages,
  timeSlots,
  users,
} from '../../../db/schema';
import { ownRowOf, type Viewer } from '../../../db/visible-learners';

/** The pending requests the viewer answers: their own, or every one for the owner (docs/decisions/0047). */
export async function listPendingBookingRows(db: DatabaseExecutor, viewer: Viewer) {
  return db
    .select({
      id: bookings.id,
      packageType: bookings.packageType,
      packageName: packages.name,
      totalAmountPence: bookings.totalAmountPence,
      paymentStatus: bookings.paymentStatus,
      paymentMethod: bookings.paymentMethod,
      instructorPreference: bookings.instructorPreference,
      futureBooking: bookings.futureBooking,
      requestedAt: bookings.requestedAt,
      studentId: users.id,
      studentName: users.fullName,
      studentEmail: users.email,
      studentPhone: users.phone,
      drivingExperience: users.drivingExperience,
      identityFlag: bookings.identityFlag,
      submittedFullName: bookings.submittedFullName,
      submittedPhone: bookings.submittedPhone,
      pickupAddress: bookings.pickupAddress,
      pickupPostcode: bookings.pickupPostcode,
    })
    .from(bookings)
    .innerJoin(users, eq(users.id, bookings.studentId))
    .innerJoin(packages, eq(packages.packageType, bookings.packageType))
    .where(and(eq(bookings.status, 'pending'), ownRowOf(viewer, bookings.instructorId)))
    .orderBy(asc(bookings.requestedAt));
}

/** Slots currently held by the given bookings. */
export async function listHeldSlots(db: DatabaseExecutor, bookingIds: readonly number[]) {
  if (bookingIds.length === 0) return [];
  return db
    .select({
      bookingId: bookingSlots.bookingId,
      id: timeSlots.id,
      instructorId: timeSlots.instructorId,
      startsAt: timeSlots.startsAt,
      endsAt: timeSlots.endsAt,
      durationMinutes: timeSlots.durationMinutes,
    })
    .from(bookingSlots)
    .innerJoin(timeSlots, eq(timeSlots.id, bookingSlots.timeSlotId))
    .where(and(inArray(bookingSlots.bookingId, [...bookingIds]), isNull(bookingSlots.releasedAt)))
    .orderBy(asc(timeSlots.startsAt));
}

/** Every slot a booking has ever held (released or not), for its history. */
export async function countSlotsEverHeld(db: DatabaseExecutor, bookingId: number): Promise<number> {
  const rows = await db
    .select({ id: bookingSlots.id })
    .from(bookingSlots)
    .where(eq(bookingSlots.bookingId, bookingId));
  return rows.length;
}

export async function listOpenOffers(db: DatabaseExecutor, bookingIds: readonly number[], now: Date) {
  if (bookingIds.length === 0) return [];
  return db
    .select({
      bookingId: alternativeTimeOffers.bookingId,
      createdAt: alternativeTimeOffers.createdAt,
      expiresAt: alternativeTimeOffers.expiresAt,
    })
    .from(alternativeTimeOffers)
    .where(
      and(
        inArray(alternativeTimeOffers.bookingId, [...bookingIds]),
        isNull(alternativeTimeOffers.respondedAt),
        gt(alternativeTimeOffers.expiresAt, now),
      ),
    )
    .orderBy(desc(alternativeTimeOffers.createdAt));
}

/** The booking with its learner and package, locked for the rest of the transaction. */
/** Whom a booking is addressed to (read without a lock, to take that diary's lock first). */
export async function findBookingInstructorId(
  db: DatabaseExecutor,
  bookingId: number,
): Promise<number | null> {
  const [row] = await db
    .select({ instructorId: bookings.instructorId })
    .from(bookings)
    .where(eq(bookings.id, bookingId));
  return row?.instructorId ?? null;
}

export async function lockBookingForAnswer(db: DatabaseExecutor, bookingId: number) {
  const [row] = await db
    .select({
      id: bookings.id,
      status: bookings.status,
      paymentStatus: bookings.paymentStatus,
      instructorId: bookings.instructorId,
      futureBooking: bookings.futureBooking,
      totalAmountPence: bookings.totalAmountPence,
      paymentMethod: bookings.paymentMethod,
      packageName: packages.name,
      packageMinutes: bookings.packageMinutes,
      isSingleLesson: packages.isSingleLesson,
      studentId: users.id,
      studentName: users.fullName,
      studentEmail: users.email,
    })
    .from(bookings)
    .innerJoin(users, eq(users.id, bookings.studentId))
    .innerJoin(packages, eq(packages.packageType, bookings.packageType))
    .where(eq(bookings.id, bookingId))
    .for('update', { of: bookings });
  return row;
}

/** pending → the new status, only if still pending: of two racing answers one wins. */
export async function answerPendingBooking(
  db: DatabaseExecutor,
  bookingId: number,
  answer: {
    status: 'approved' | 'rejected';
    instructorId: number;
    respondedAt: Date;
    rejectionReason?: string | null;
  },
): Promise<boolean> {
  const updated = await db
    .update(bookings)
    .set({
      status: answer.status,
      rejectionReason: answer.status === 'rejected' ? (answer.rejectionReason ?? null) : null,
      instructorId: answer.instructorId,
      respondedAt: answer.respondedAt,
      updatedAt: answer.respondedAt,
      // Approving a flagged request is the instructor saying it is this learner's.
      ...(answer.status === 'approved' ? { identityFlag: null } : {}),
    })
    .where(and(eq(bookings.id, bookingId), eq(bookings.status, 'pending')))
    .returning({ id: bookings.id });
  return updated.length > 0;
}

export async function releaseHolds(db: DatabaseExecutor, bookingId: number, now: Date): Promise<number[]> {
  const released = await db
    .update(bookingSlots)
    .set({ releasedAt: now })
    .where(and(eq(bookingSlots.bookingId, bookingId), isNull(bookingSlots.releasedAt)))
    .returning({ timeSlotId: bookingSlots.timeSlotId });
  return released.map((row) => row.timeSlotId);
}

export async function insertLessons(db: DatabaseExecutor, rows: (typeof lessons.$inferInsert)[]) {
  if (rows.length === 0) return [];
  return db.insert(lessons).values(rows).returning({
    id: lessons.id,
    startsAt: lessons.startsAt,
    bookedDurationMinutes: lessons.bookedDurationMinutes,
  });
}

export async function insertAlternativeOffer(
  db: DatabaseExecutor,
  offer: typeof alternativeTimeOffers.$inferInsert,
) {
  await db.insert(alternativeTimeOffers).values(offer);
}

/** Closes a booking's earlier open offers when a new one is made: only the newest link works. */
export async function withdrawOpenOffers(db: DatabaseExecutor, bookingId: number, now: Date): Promise<void> {
  await db
    .update(alternativeTimeOffers)
    .set({ expiresAt: now })
    .where(
      and(
        eq(alternativeTimeOffers.bookingId, bookingId),
        isNull(alternativeTimeOffers.respondedAt),
        gt(alternativeTimeOffers.expiresAt, now),
      ),
    );
}

export async function findOfferByTokenHash(db: DatabaseExecutor, tokenHash: string, lock: boolean) {
  const query = db
    .select({
      id: alternativeTimeOffers.id,
      bookingId: alternativeTimeOffers.bookingId,
      alternatives: alternativeTimeOffers.alternatives,
      message: alternativeTimeOffers.message,
      reasonForRejection: alternativeTimeOffers.reasonForRejection,
      expiresAt: alternativeTimeOffers.expiresAt,
      respondedAt: alternativeTimeOffers.respondedAt,
      response: alternativeTimeOffers.response,
      acceptedIndex: alternativeTimeOffers.acceptedIndex,
      bookingStatus: bookings.status,
      instructorId: bookings.instructorId,
      packageName: packages.name,
      studentId: users.id,
      studentName: users.fullName,
      studentEmail: users.email,
    })
    .from(alternativeTimeOffers)
    .innerJoin(bookings, eq(bookings.id, alternativeTimeOffers.bookingId))
    .innerJoin(users, eq(users.id, bookings.studentId))
    .innerJoin(packages, eq(packages.packageType, bookings.packageType))
    .where(eq(alternativeTimeOffers.tokenHash, tokenHash));
  const [row] = lock ? await query.for('update', { of: alternativeTimeOffers }) : await query;
  return row;
}

export async function recordOfferResponse(
  db: DatabaseExecutor,
  offerId: number,
  response: { response: 'accepted' | 'declined'; acceptedIndex: number | null; respondedAt: Date },
): Promise<void> {
  await db.update(alternativeTimeOffers).set(response).where(eq(alternativeTimeOffers.id, offerId));
}

/** Slots of the instructor overlapping [startsAt, endsAt), with whether an active booking holds them. */
export async function findOverlappingSlots(
  db: DatabaseExecutor,
  instructorId: number,
  startsAt: Date,
  endsAt: Date,
) {
  return db
    .select({
      id: timeSlots.id,
      startsAt: timeSlots.startsAt,
      durationMinutes: timeSlots.durationMinutes,
      isAvailable: timeSlots.isAvailable,
      // A query-built subquery: columns interpolated into a select field of a one-table select
      // come out unqualified ("time_slot_id" = "id" compared the hold's own id), a where's do not.
      isHeld: sql<boolean>`exists (${db
        .select({ one: sql`1` })
        .from(bookingSlots)
        .where(and(eq(bookingSlots.timeSlotId, timeSlots.id), isNull(bookingSlots.releasedAt)))})`.mapWith(
        Boolean,
      ),
    })
    .from(timeSlots)
    .where(
      and(
        eq(timeSlots.instructorId, instructorId),
        lt(timeSlots.startsAt, endsAt),
        gt(timeSlots.endsAt, startsAt),
      ),
    );
}

export async function insertSlot(db: DatabaseExecutor, slot: typeof timeSlots.$inferInsert) {
  const [row] = await db.insert(timeSlots).values(slot).returning({ id: timeSlots.id });
  if (!row) throw new Error('Slot insert returned no row');
  return row.id;
}

export async function moveBookingToSlot(
  db: DatabaseExecutor,
  bookingId: number,
  update: { originalTimeSlotIds: number[]; slotId: number; now: Date; instructorId: number },
): Promise<void> {
  await db
    .update(bookings)
    .set({
      status: 'approved',
      respondedAt: update.now,
      updatedAt: update.now,
      futureBooking: false,
      instructorId: update.instructorId,
      originalTimeSlotIds: update.originalTimeSlotIds,
    })
    .where(eq(bookings.id, bookingId));
  await db.insert(bookingSlots).values({ bookingId, timeSlotId: update.slotId, heldAt: update.now });
}

export async function listReleasedSlotIds(db: DatabaseExecutor, bookingId: number): Promise<number[]> {
  const rows = await db
    .select({ id: bookingSlots.timeSlotId })
    .from(bookingSlots)
    .where(and(eq(bookingSlots.bookingId, bookingId), sql`${bookingSlots.releasedAt} is not null`));
  return rows.map((row) => row.id);
}
