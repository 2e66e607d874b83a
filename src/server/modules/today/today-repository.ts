import { and, asc, eq, gt, gte, lt, lte, ne } from 'drizzle-orm';
import type { DatabaseExecutor } from '../../db/database-client';
import { lessons, users } from '../../db/schema';

/** A lesson with the learner the Today screen shows beside it. */
const lessonWithLearner = {
  lesson: lessons,
  learnerName: users.fullName,
  learnerEmail: users.email,
  learnerPhone: users.phone,
  learnerPickupAddress: users.pickupAddress,
  learnerPickupPostcode: users.pickupPostcode,
};

export type TodayLessonRow = Awaited<ReturnType<typeof listLessonsWithoutOutcome>>[number];

/**
 * The instructor's lessons that ended in (since, now] and are still 'scheduled': neither Done nor
 * No-show recorded. Oldest first.
 */
export function listLessonsWithoutOutcome(
  db: DatabaseExecutor,
  instructorId: number,
  since: Date,
  now: Date,
) {
  return db
    .select(lessonWithLearner)
    .from(lessons)
    .innerJoin(users, eq(users.id, lessons.studentId))
    .where(
      and(
        eq(lessons.instructorId, instructorId),
        eq(lessons.status, 'scheduled'),
        lte(lessons.endsAt, now),
        gt(lessons.endsAt, since),
      ),
    )
    .orderBy(asc(lessons.startsAt), asc(lessons.id));
}

/** The instructor's lessons (not cancelled) starting in [from, to), in time order. */
export function listLessonsStartingBetween(db: DatabaseExecutor, instructorId: number, from: Date, to: Date) {
  return db
    .select(lessonWithLearner)
    .from(lessons)
    .innerJoin(users, eq(users.id, lessons.studentId))
    .where(
      and(
        eq(lessons.instructorId, instructorId),
        ne(lessons.status, 'cancelled'),
        gte(lessons.startsAt, from),
        lt(lessons.startsAt, to),
      ),
    )
    .orderBy(asc(lessons.startsAt), asc(lessons.id));
}
