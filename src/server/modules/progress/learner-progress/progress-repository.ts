import { and, asc, desc, eq, inArray, isNull } from 'drizzle-orm';
import type { DatabaseExecutor } from '../../../db/database-client';
import { bookingSlots, bookings, lessons, packages, progressNotes, timeSlots } from '../../../db/schema';

export function listNotesOfStudent(db: DatabaseExecutor, studentId: number) {
  return db
    .select({ note: progressNotes, lesson: lessons })
    .from(progressNotes)
    .leftJoin(lessons, eq(lessons.id, progressNotes.lessonId))
    .where(eq(progressNotes.studentId, studentId))
    .orderBy(desc(progressNotes.createdAt), desc(progressNotes.id));
}

export function listBookingsOfStudent(db: DatabaseExecutor, studentId: number) {
  return (
    db
      .select({
        id: bookings.id,
        packageType: bookings.packageType,
        packageName: packages.name,
        status: bookings.status,
        paymentStatus: bookings.paymentStatus,
        paymentMethod: bookings.paymentMethod,
        totalAmountPence: bookings.totalAmountPence,
        requestedAt: bookings.requestedAt,
        rejectionReason: bookings.rejectionReason,
      })
      .from(bookings)
      .innerJoin(packages, eq(packages.packageType, bookings.packageType))
      // A booking someone else made with this learner's e-mail stays off their page until approved.
      .where(and(eq(bookings.studentId, studentId), isNull(bookings.identityFlag)))
      .orderBy(desc(bookings.requestedAt))
  );
}

/** The slots of these bookings (held now, or held until the booking ended), in time order. */
export function listSlotsOfBookings(db: DatabaseExecutor, bookingIds: readonly number[]) {
  if (bookingIds.length === 0) return Promise.resolve([]);
  return db
    .select({
      bookingId: bookingSlots.bookingId,
      releasedAt: bookingSlots.releasedAt,
      id: timeSlots.id,
      startsAt: timeSlots.startsAt,
      durationMinutes: timeSlots.durationMinutes,
    })
    .from(bookingSlots)
    .innerJoin(timeSlots, eq(timeSlots.id, bookingSlots.timeSlotId))
    .where(inArray(bookingSlots.bookingId, [...bookingIds]))
    .orderBy(asc(timeSlots.startsAt));
}

export function listLessonsOfStudent(db: DatabaseExecutor, studentId: number) {
  return db.select().from(lessons).where(eq(lessons.studentId, studentId)).orderBy(desc(lessons.startsAt));
}
