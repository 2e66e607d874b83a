import { and, asc, desc, eq, gte, inArray, isNotNull, lt, or, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { DatabaseExecutor } from '../../../db/database-client';
import { bookings, instructors, lessonCoverOffers, lessons, timeOff, users } from '../../../db/schema';
import { ownRowOf, type Viewer } from '../../../db/visible-learners';

/*
 * Cover offers and the lessons they are for. It reads the lessons, time off, learners and
 * instructors by SQL (as other repositories read neighbouring tables); every change of a lesson
 * goes through the lessons module's service.
 */

export type CoverOfferRow = typeof lessonCoverOffers.$inferSelect;
export type NewCoverOfferRow = typeof lessonCoverOffers.$inferInsert;

const coverInstructor = alias(instructors, 'cover_instructor');

const uncoveredColumns = {
  lessonId: lessons.id,
  bookingId: lessons.bookingId,
  studentId: lessons.studentId,
  studentName: users.fullName,
  studentEmail: users.email,
  instructorId: lessons.instructorId,
  instructorName: instructors.fullName,
  instructorGearbox: instructors.gearbox,
  startsAt: lessons.startsAt,
  endsAt: lessons.endsAt,
  duration: lessons.bookedDurationMinutes,
  timeOffId: timeOff.id,
  timeOffReason: timeOff.reason,
  instructorPreference: bookings.instructorPreference,
};

export type UncoveredLessonRow = Awaited<ReturnType<typeof listUncoveredLessons>>[number];

/**
 * Scheduled lessons that need cover, from `from` until `until` (null: no end), earliest first:
 * those starting inside their own instructor's time off, and every one of the `lapsedInstructorIds`
 * (who may not be booked, 0057). Only one time off's when `timeOffId` is given, only the viewer's
 * (the owner: everyone's) otherwise.
 */
export function listUncoveredLessons(
  db: DatabaseExecutor,
  filter: {
    viewer: Viewer;
    from: Date;
    until: Date | null;
    lapsedInstructorIds: readonly number[];
    timeOffId?: number;
    lessonId?: number;
  },
) {
  const lapsed =
    filter.lapsedInstructorIds.length > 0
      ? inArray(lessons.instructorId, [...filter.lapsedInstructorIds])
      : undefined;
  return db
    .select(uncoveredColumns)
    .from(lessons)
    .leftJoin(
      timeOff,
      and(
        eq(timeOff.instructorId, lessons.instructorId),
        lt(lessons.startsAt, timeOff.endsAt),
        gte(lessons.startsAt, timeOff.startsAt),
      ),
    )
    .innerJoin(users, eq(users.id, lessons.studentId))
    .innerJoin(instructors, eq(instructors.id, lessons.instructorId))
    .leftJoin(bookings, eq(bookings.id, lessons.bookingId))
    .where(
      and(
        eq(lessons.status, 'scheduled'),
        gte(lessons.startsAt, filter.from),
        filter.until ? lt(lessons.startsAt, filter.until) : undefined,
        filter.timeOffId === undefined ? or(isNotNull(timeOff.id), lapsed) : eq(timeOff.id, filter.timeOffId),
        filter.lessonId === undefined ? undefined : eq(lessons.id, filter.lessonId),
        ownRowOf(filter.viewer, lessons.instructorId),
      ),
    )
    .orderBy(asc(lessons.startsAt), asc(lessons.id));
}

/** A time off the viewer may act on (their own; any for the owner), or undefined. */
export async function findTimeOffFor(db: DatabaseExecutor, viewer: Viewer, id: number) {
  const [row] = await db
    .select({ id: timeOff.id, instructorId: timeOff.instructorId })
    .from(timeOff)
    .where(and(eq(timeOff.id, id), ownRowOf(viewer, timeOff.instructorId)));
  return row;
}

const offerWithNameColumns = { offer: lessonCoverOffers, toInstructorName: coverInstructor.fullName };

/** The offers of these lessons, newest first, with the cover instructor's name. */
export function listOffersOfLessons(db: DatabaseExecutor, lessonIds: readonly number[]) {
  if (lessonIds.length === 0) return Promise.resolve([]);
  return db
    .select(offerWithNameColumns)
    .from(lessonCoverOffers)
    .innerJoin(coverInstructor, eq(coverInstructor.id, lessonCoverOffers.toInstructorId))
    .where(inArray(lessonCoverOffers.lessonId, [...lessonIds]))
    .orderBy(desc(lessonCoverOffers.createdAt), desc(lessonCoverOffers.id));
}

/** Lessons of this time off another instructor now teaches (their learner said yes). */
export function listCoveredLessonsOfTimeOff(db: DatabaseExecutor, timeOffId: number, from: Date) {
  return db
    .select({
      lessonId: lessons.id,
      studentName: users.fullName,
      coverInstructorName: coverInstructor.fullName,
      startsAt: lessons.startsAt,
    })
    .from(lessonCoverOffers)
    .innerJoin(lessons, eq(lessons.id, lessonCoverOffers.lessonId))
    .innerJoin(users, eq(users.id, lessons.studentId))
    .innerJoin(coverInstructor, eq(coverInstructor.id, lessons.instructorId))
    .where(
      and(
        eq(lessonCoverOffers.timeOffId, timeOffId),
        eq(lessonCoverOffers.status, 'accepted'),
        eq(lessons.instructorId, lessonCoverOffers.toInstructorId),
        eq(lessons.status, 'scheduled'),
        gte(lessons.startsAt, from),
      ),
    )
    .orderBy(asc(lessons.startsAt));
}

/** Open offers of the lesson whose end has come are closed as expired (so a new one may be made). */
export async function closeExpiredOffersOfLesson(db: DatabaseExecutor, lessonId: number, now: Date) {
  await db
    .update(lessonCoverOffers)
    .set({ status: 'expired', closedAt: now })
    .where(
      and(
        eq(lessonCoverOffers.lessonId, lessonId),
        eq(lessonCoverOffers.status, 'open'),
        sql`${lessonCoverOffers.expiresAt} <= ${now}`,
      ),
    );
}

export async function insertCoverOffer(db: DatabaseExecutor, row: NewCoverOfferRow): Promise<CoverOfferRow> {
  const [inserted] = await db.insert(lessonCoverOffers).values(row).returning();
  if (!inserted) throw new Error('Cover offer insert returned no row');
  return inserted;
}

/** The offer, locked, if the viewer may act on it (made for their lesson; any for the owner). */
export async function lockOfferFor(db: DatabaseExecutor, viewer: Viewer, id: number) {
  const [row] = await db
    .select()
    .from(lessonCoverOffers)
    .where(and(eq(lessonCoverOffers.id, id), ownRowOf(viewer, lessonCoverOffers.fromInstructorId)))
    .for('update');
  return row;
}

/** The offer behind a link, locked. */
export async function lockOfferByTokenHash(db: DatabaseExecutor, tokenHash: string) {
  const [row] = await db
    .select()
    .from(lessonCoverOffers)
    .where(eq(lessonCoverOffers.tokenHash, tokenHash))
    .for('update');
  return row;
}

/** The offer behind a link, with what its page shows. */
export async function findOfferPageByTokenHash(db: DatabaseExecutor, tokenHash: string) {
  const fromInstructor = alias(instructors, 'from_instructor');
  const [row] = await db
    .select({
      offer: lessonCoverOffers,
      studentName: users.fullName,
      lessonEndsAt: lessons.endsAt,
      instructorName: fromInstructor.fullName,
      coverInstructorName: coverInstructor.fullName,
      coverCarMake: coverInstructor.carMake,
      coverCarModel: coverInstructor.carModel,
      coverGearbox: coverInstructor.gearbox,
    })
    .from(lessonCoverOffers)
    .innerJoin(lessons, eq(lessons.id, lessonCoverOffers.lessonId))
    .innerJoin(users, eq(users.id, lessons.studentId))
    .innerJoin(fromInstructor, eq(fromInstructor.id, lessonCoverOffers.fromInstructorId))
    .innerJoin(coverInstructor, eq(coverInstructor.id, lessonCoverOffers.toInstructorId))
    .where(eq(lessonCoverOffers.tokenHash, tokenHash));
  return row;
}

/** Closes an open offer (answered, withdrawn, failed); a closed one is left as it is. */
export async function closeCoverOffer(
  db: DatabaseExecutor,
  id: number,
  change: {
    status: 'accepted' | 'declined' | 'expired' | 'withdrawn' | 'failed';
    now: Date;
    failureReason?: string;
  },
): Promise<CoverOfferRow | undefined> {
  const [row] = await db
    .update(lessonCoverOffers)
    .set({ status: change.status, closedAt: change.now, failureReason: change.failureReason ?? null })
    .where(and(eq(lessonCoverOffers.id, id), eq(lessonCoverOffers.status, 'open')))
    .returning();
  return row;
}
