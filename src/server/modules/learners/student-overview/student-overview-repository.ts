import { and, asc, count, desc, eq, gt, isNull, lte, ne, or, sql } from 'drizzle-orm';
import type { DatabaseExecutor } from '../../../db/database-client';
import {
  bookingSlots,
  bookings,
  lessons,
  packages,
  progressNotes,
  timeSlots,
  users,
} from '../../../db/schema';

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

/**
 * Up to `limit` newest notes of every learner not archived, learner by learner: each learner's
 * notes are read through the (student_id, created_at) index and stop at `limit`, so the cost
 * follows the notes shown, not every note ever written. Only the first `skills` skills of each.
 */
export function listRecentNotesPerStudent(db: DatabaseExecutor, limit: number, skills: number) {
  const recent = db
    .select({
      id: progressNotes.id,
      createdAt: progressNotes.createdAt,
      overallAssessment: progressNotes.overallAssessment,
      instructorNotes: progressNotes.instructorNotes,
      skillsPracticed: sql<string[]>`${progressNotes.skillsPracticed}[1:${sql.raw(String(skills))}]`.as(
        'skills_practiced',
      ),
    })
    .from(progressNotes)
    .where(eq(progressNotes.studentId, users.id))
    .orderBy(desc(progressNotes.createdAt), desc(progressNotes.id))
    .limit(limit)
    .as('recent_notes');
  return db
    .select({
      id: recent.id,
      studentId: users.id,
      createdAt: recent.createdAt,
      overallAssessment: recent.overallAssessment,
      instructorNotes: recent.instructorNotes,
      skillsPracticed: recent.skillsPracticed,
    })
    .from(users)
    .crossJoinLateral(recent)
    .where(isNull(users.archivedAt))
    .orderBy(asc(users.id), desc(recent.createdAt), desc(recent.id));
}

/**
 * Up to `limit` lessons of every learner not archived: those started without an outcome first,
 * then those to come, read learner by learner through the (student_id, starts_at) index.
 */
export function listUpcomingLessonsPerStudent(db: DatabaseExecutor, now: Date, limit: number) {
  const next = db
    .select({
      id: lessons.id,
      startsAt: lessons.startsAt,
      bookedDurationMinutes: lessons.bookedDurationMinutes,
      actualDurationMinutes: lessons.actualDurationMinutes,
      status: lessons.status,
      notes: lessons.notes,
    })
    .from(lessons)
    // Lessons to come, and those that have started still without an outcome (done, no-show),
    // which come first: the instructor records them from the card.
    .where(
      and(
        eq(lessons.studentId, users.id),
        or(
          and(ne(lessons.status, 'cancelled'), gt(lessons.startsAt, now)),
          and(eq(lessons.status, 'scheduled'), lte(lessons.startsAt, now)),
        ),
      ),
    )
    .orderBy(asc(lessons.startsAt), asc(lessons.id))
    .limit(limit)
    .as('next_lessons');
  return db
    .select({
      id: next.id,
      studentId: users.id,
      startsAt: next.startsAt,
      bookedDurationMinutes: next.bookedDurationMinutes,
      actualDurationMinutes: next.actualDurationMinutes,
      status: next.status,
      notes: next.notes,
    })
    .from(users)
    .crossJoinLateral(next)
    .where(isNull(users.archivedAt))
    .orderBy(asc(users.id), asc(next.startsAt), asc(next.id));
}
