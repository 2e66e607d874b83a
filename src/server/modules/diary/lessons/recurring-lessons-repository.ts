import { and, asc, eq, gt, lt, ne } from 'drizzle-orm';
import type { DatabaseExecutor } from '../../../db/database-client';
import { bookings, lessons, users } from '../../../db/schema';

/**
 * The instructor's first lesson (not cancelled) overlapping [startsAt, endsAt), with its learner's
 * name: what a week of a recurring series clashes with.
 */
export async function findOverlappingLessonWithLearner(
  db: DatabaseExecutor,
  instructorId: number,
  startsAt: Date,
  endsAt: Date,
): Promise<{ startsAt: Date; endsAt: Date; studentName: string } | undefined> {
  const [row] = await db
    .select({ startsAt: lessons.startsAt, endsAt: lessons.endsAt, studentName: users.fullName })
    .from(lessons)
    .innerJoin(users, eq(users.id, lessons.studentId))
    .where(
      and(
        eq(lessons.instructorId, instructorId),
        ne(lessons.status, 'cancelled'),
        lt(lessons.startsAt, endsAt),
        gt(lessons.endsAt, startsAt),
      ),
    )
    .orderBy(asc(lessons.startsAt))
    .limit(1);
  return row;
}

/** The name of the learner who made a booking. */
export async function findBookingLearnerName(
  db: DatabaseExecutor,
  bookingId: number,
): Promise<string | undefined> {
  const [row] = await db
    .select({ fullName: users.fullName })
    .from(bookings)
    .innerJoin(users, eq(users.id, bookings.studentId))
    .where(eq(bookings.id, bookingId));
  return row?.fullName;
}
