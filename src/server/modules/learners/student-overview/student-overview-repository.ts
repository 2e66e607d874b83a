import { and, asc, count, desc, eq, gt, lte, ne, or, sql } from 'drizzle-orm';
import type { DatabaseExecutor } from '../../../db/database-client';
import { bookingSlots, bookings, lessons, packages, progressNotes, timeSlots } from '../../../db/schema';

/*
 * The students tab reads every learner with a fixed number of queries, however many there are:
 * one per kind of data, each over the whole school, grouped by learner in the service.
 */

const bookingSummaryColumns = {
  id: bookings.id,
  studentId: bookings.studentId,
  packageType: bookings.packageType,
  packageName: packages.name,
  status: bookings.status,
  paymentStatus: bookings.paymentStatus,
  paymentMethod: bookings.paymentMethod,
  totalAmountPence: bookings.totalAmountPence,
  futureBooking: bookings.futureBooking,
  requestedAt: bookings.requestedAt,
  paidAt: bookings.paidAt,
};

/** Every booking of the school (or of one learner), newest first, with its package's name. */
export function listBookingSummaries(db: DatabaseExecutor, studentId?: number) {
  return db
    .select(bookingSummaryColumns)
    .from(bookings)
    .innerJoin(packages, eq(packages.packageType, bookings.packageType))
    .where(studentId === undefined ? undefined : eq(bookings.studentId, studentId))
    .orderBy(desc(bookings.requestedAt), desc(bookings.id));
}

export type BookingSummaryRow = Awaited<ReturnType<typeof listBookingSummaries>>[number];

/** The slots a learner's bookings hold or held, in time order. */
export function listBookingSlotsOfStudent(db: DatabaseExecutor, studentId: number) {
  return db
    .select({
      bookingId: bookingSlots.bookingId,
      id: timeSlots.id,
      startsAt: timeSlots.startsAt,
      durationMinutes: timeSlots.durationMinutes,
      releasedAt: bookingSlots.releasedAt,
    })
    .from(bookingSlots)
    .innerJoin(bookings, eq(bookings.id, bookingSlots.bookingId))
    .innerJoin(timeSlots, eq(timeSlots.id, bookingSlots.timeSlotId))
    .where(eq(bookings.studentId, studentId))
    .orderBy(asc(timeSlots.startsAt));
}

export function countCompletedLessonsByStudent(db: DatabaseExecutor) {
  return db
    .select({ studentId: lessons.studentId, completed: count() })
    .from(lessons)
    .where(eq(lessons.status, 'completed'))
    .groupBy(lessons.studentId);
}

/** Up to `limit` newest notes of every learner. */
export function listRecentNotesPerStudent(db: DatabaseExecutor, limit: number) {
  const ranked = db
    .select({
      id: progressNotes.id,
      studentId: progressNotes.studentId,
      createdAt: progressNotes.createdAt,
      overallAssessment: progressNotes.overallAssessment,
      instructorNotes: progressNotes.instructorNotes,
      skillsPracticed: progressNotes.skillsPracticed,
      position:
        sql<number>`row_number() over (partition by ${progressNotes.studentId} order by ${progressNotes.createdAt} desc, ${progressNotes.id} desc)`.as(
          'position',
        ),
    })
    .from(progressNotes)
    .as('ranked_notes');
  return db
    .select({
      id: ranked.id,
      studentId: ranked.studentId,
      createdAt: ranked.createdAt,
      overallAssessment: ranked.overallAssessment,
      instructorNotes: ranked.instructorNotes,
      skillsPracticed: ranked.skillsPracticed,
    })
    .from(ranked)
    .where(lte(ranked.position, limit))
    .orderBy(asc(ranked.studentId), asc(ranked.position));
}

/** Up to `limit` lessons of every learner: those started without an outcome first, then those to come. */
export function listUpcomingLessonsPerStudent(db: DatabaseExecutor, now: Date, limit: number) {
  const ranked = db
    .select({
      id: lessons.id,
      studentId: lessons.studentId,
      startsAt: lessons.startsAt,
      bookedDurationMinutes: lessons.bookedDurationMinutes,
      actualDurationMinutes: lessons.actualDurationMinutes,
      status: lessons.status,
      notes: lessons.notes,
      position:
        sql<number>`row_number() over (partition by ${lessons.studentId} order by ${lessons.startsAt}, ${lessons.id})`.as(
          'position',
        ),
    })
    .from(lessons)
    // Lessons to come, and those that have started still without an outcome (done, no-show),
    // which come first: the instructor records them from the card.
    .where(
      or(
        and(ne(lessons.status, 'cancelled'), gt(lessons.startsAt, now)),
        and(eq(lessons.status, 'scheduled'), lte(lessons.startsAt, now)),
      ),
    )
    .as('ranked_lessons');
  return db
    .select({
      id: ranked.id,
      studentId: ranked.studentId,
      startsAt: ranked.startsAt,
      bookedDurationMinutes: ranked.bookedDurationMinutes,
      actualDurationMinutes: ranked.actualDurationMinutes,
      status: ranked.status,
      notes: ranked.notes,
    })
    .from(ranked)
    .where(lte(ranked.position, limit))
    .orderBy(asc(ranked.studentId), asc(ranked.position));
}
