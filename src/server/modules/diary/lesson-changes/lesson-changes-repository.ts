import { and, asc, desc, eq, gt, gte, inArray, isNull, lte, ne, sql } from 'drizzle-orm';
import type { LessonChangeStatus } from '../../../../core/diary/lesson-changes/lesson-change-schemas';
import { isOwner } from '../../../../core/platform/auth/instructor-roles';
import type { DatabaseExecutor } from '../../../db/database-client';
import {
  bookingSlots,
  bookings,
  instructors,
  lessonChanges,
  lessons,
  packages,
  timeSlots,
  users,
} from '../../../db/schema';
import { ownRowOf, type Viewer } from '../../../db/visible-learners';

export type LessonChangeRow = typeof lessonChanges.$inferSelect;

/** The booking behind a lesson, row-locked: every change of one booking waits for the one before. */
export async function lockBookingOfLesson(db: DatabaseExecutor, bookingId: number) {
  const [row] = await db
    .select({
      id: bookings.id,
      status: bookings.status,
      studentId: bookings.studentId,
      totalAmountPence: bookings.totalAmountPence,
      rescheduleCount: bookings.rescheduleCount,
      originalTimeSlotIds: bookings.originalTimeSlotIds,
      packageName: packages.name,
      packageTotalMinutes: bookings.packageMinutes,
    })
    .from(bookings)
    .innerJoin(packages, eq(packages.packageType, bookings.packageType))
    .where(eq(bookings.id, bookingId))
    .for('update', { of: bookings });
  return row;
}

/** A lesson with its learner and instructor, if it belongs to that learner. */
export async function findLessonOfStudent(db: DatabaseExecutor, lessonId: number, studentId?: number) {
  const [row] = await db
    .select({
      lesson: lessons,
      studentName: users.fullName,
      studentEmail: users.email,
      instructorEmail: instructors.email,
      instructorName: instructors.fullName,
    })
    .from(lessons)
    .innerJoin(users, eq(users.id, lessons.studentId))
    .innerJoin(instructors, eq(instructors.id, lessons.instructorId))
    .where(
      studentId === undefined
        ? eq(lessons.id, lessonId)
        : and(eq(lessons.id, lessonId), eq(lessons.studentId, studentId)),
    );
  return row;
}

/** The slots a booking holds inside one lesson's time: the ones a move or cancellation releases. */
export function listHeldSlotsOfLesson(
  db: DatabaseExecutor,
  bookingId: number,
  lesson: { startsAt: Date; endsAt: Date },
) {
  return db
    .select({
      id: timeSlots.id,
      instructorId: timeSlots.instructorId,
      startsAt: timeSlots.startsAt,
      durationMinutes: timeSlots.durationMinutes,
    })
    .from(bookingSlots)
    .innerJoin(timeSlots, eq(timeSlots.id, bookingSlots.timeSlotId))
    .where(
      and(
        eq(bookingSlots.bookingId, bookingId),
        isNull(bookingSlots.releasedAt),
        gte(timeSlots.startsAt, lesson.startsAt),
        lte(timeSlots.endsAt, lesson.endsAt),
      ),
    )
    .orderBy(asc(timeSlots.startsAt));
}

export async function releaseSlotHolds(
  db: DatabaseExecutor,
  bookingId: number,
  slotIds: readonly number[],
  now: Date,
): Promise<void> {
  if (slotIds.length === 0) return;
  await db
    .update(bookingSlots)
    .set({ releasedAt: now })
    .where(
      and(
        eq(bookingSlots.bookingId, bookingId),
        inArray(bookingSlots.timeSlotId, [...slotIds]),
        isNull(bookingSlots.releasedAt),
      ),
    );
}

export async function moveLesson(db: DatabaseExecutor, lessonId: number, startsAt: Date, endsAt: Date) {
  await db.update(lessons).set({ startsAt, endsAt, updatedAt: sql`now()` }).where(eq(lessons.id, lessonId));
}

/** Cancels a lesson; `chargedMinutes` of it are still used from its purchase (the ledger). */
export async function cancelLesson(db: DatabaseExecutor, lessonId: number, chargedMinutes: number) {
  await db
    .update(lessons)
    .set({
      status: 'cancelled',
      chargedMinutes: chargedMinutes > 0 ? chargedMinutes : null,
      updatedAt: sql`now()`,
    })
    .where(eq(lessons.id, lessonId));
}

/** Counts a move on the booking (the caller passes the booking's first times, kept from the first move). */
export async function recordBookingReschedule(
  db: DatabaseExecutor,
  bookingId: number,
  change: { originalTimeSlotIds: number[]; reason: string; requestedBy: 'student' | 'instructor' },
) {
  await db
    .update(bookings)
    .set({
      originalTimeSlotIds: change.originalTimeSlotIds,
      rescheduleReason: change.reason,
      rescheduleRequestedBy: change.requestedBy,
      rescheduleCount: sql`${bookings.rescheduleCount} + 1`,
      updatedAt: sql`now()`,
    })
    .where(eq(bookings.id, bookingId));
}

/** A booking none of whose lessons is left ends as cancelled. */
export async function cancelBookingIfNoLessonsLeft(
  db: DatabaseExecutor,
  bookingId: number,
): Promise<boolean> {
  const [left] = await db
    .select({ id: lessons.id })
    .from(lessons)
    .where(and(eq(lessons.bookingId, bookingId), ne(lessons.status, 'cancelled')))
    .limit(1);
  if (left) return false;
  const [{ id: leftoverHolds } = { id: undefined }] = await db
    .select({ id: bookingSlots.id })
    .from(bookingSlots)
    .where(and(eq(bookingSlots.bookingId, bookingId), isNull(bookingSlots.releasedAt)))
    .limit(1);
  if (leftoverHolds !== undefined) return false;
  await db
    .update(bookings)
    .set({ status: 'cancelled', updatedAt: sql`now()` })
    .where(eq(bookings.id, bookingId));
  return true;
}

export async function insertLessonChange(db: DatabaseExecutor, change: typeof lessonChanges.$inferInsert) {
  const [row] = await db.insert(lessonChanges).values(change).returning();
  if (!row) throw new Error('The lesson change was not written');
  return row;
}

/** The request, locked, if its lesson is the viewer's (the owner's: any). */
export async function lockLessonChange(db: DatabaseExecutor, viewer: Viewer, id: number) {
  const [row] = await db
    .select()
    .from(lessonChanges)
    .where(
      and(
        eq(lessonChanges.id, id),
        isOwner(viewer)
          ? undefined
          : sql`EXISTS (SELECT 1 FROM ${lessons} WHERE ${lessons.id} = ${lessonChanges.lessonId} AND ${lessons.instructorId} = ${viewer.id})`,
      ),
    )
    .for('update');
  return row;
}

export async function markLessonChangeDecided(
  db: DatabaseExecutor,
  id: number,
  decision: {
    status: 'applied' | 'declined';
    decidedBy: number;
    decidedAt: Date;
    instructorNote: string | null;
  },
) {
  await db.update(lessonChanges).set(decision).where(eq(lessonChanges.id, id));
}

/** Open requests of these lessons (at most one each, by the partial unique index). */
export function listPendingChangesOfLessons(db: DatabaseExecutor, lessonIds: readonly number[]) {
  if (lessonIds.length === 0) return Promise.resolve([]);
  return db
    .select()
    .from(lessonChanges)
    .where(and(inArray(lessonChanges.lessonId, [...lessonIds]), eq(lessonChanges.status, 'pending')));
}

export function findPackageMinutesOfBookings(db: DatabaseExecutor, bookingIds: readonly number[]) {
  if (bookingIds.length === 0) return Promise.resolve([]);
  return db
    .select({
      id: bookings.id,
      status: bookings.status,
      totalAmountPence: bookings.totalAmountPence,
      rescheduleCount: bookings.rescheduleCount,
      packageTotalMinutes: bookings.packageMinutes,
    })
    .from(bookings)
    .where(inArray(bookings.id, [...bookingIds]));
}

/** The instructor's list: newest first, with the learner and the lesson's current time. */
export function listLessonChanges(
  db: DatabaseExecutor,
  filter: { status?: LessonChangeStatus | undefined; id?: number; viewer?: Viewer },
) {
  return db
    .select({
      change: lessonChanges,
      studentName: users.fullName,
      studentEmail: users.email,
      studentPhone: users.phone,
      lessonDurationMinutes: lessons.bookedDurationMinutes,
    })
    .from(lessonChanges)
    .innerJoin(users, eq(users.id, lessonChanges.studentId))
    .innerJoin(lessons, eq(lessons.id, lessonChanges.lessonId))
    .where(
      and(
        filter.status === undefined ? undefined : eq(lessonChanges.status, filter.status),
        filter.id === undefined ? undefined : eq(lessonChanges.id, filter.id),
        // An instructor's own lessons' requests; the owner's list holds every one (docs/decisions/0047).
        filter.viewer === undefined ? undefined : ownRowOf(filter.viewer, lessons.instructorId),
      ),
    )
    .orderBy(desc(lessonChanges.requestedAt), desc(lessonChanges.id))
    .limit(200);
}

export function listSlotsByIds(db: DatabaseExecutor, ids: readonly number[]) {
  if (ids.length === 0) return Promise.resolve([]);
  return db
    .select({ id: timeSlots.id, startsAt: timeSlots.startsAt, durationMinutes: timeSlots.durationMinutes })
    .from(timeSlots)
    .where(inArray(timeSlots.id, [...ids]))
    .orderBy(asc(timeSlots.startsAt));
}

/** The scheduled lessons still to come of these learners, earliest first. */
export function listLessonsToComeOfStudents(db: DatabaseExecutor, studentIds: readonly number[], now: Date) {
  if (studentIds.length === 0) return Promise.resolve([]);
  return db
    .select()
    .from(lessons)
    .where(
      and(
        inArray(lessons.studentId, [...studentIds]),
        eq(lessons.status, 'scheduled'),
        gt(lessons.startsAt, now),
      ),
    )
    .orderBy(asc(lessons.startsAt), asc(lessons.id));
}
