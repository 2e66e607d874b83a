import { and, asc, eq, gt, gte, inArray, isNull, lt, lte, ne, or, type SQL, sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { WaitingCounts } from '../../../../core/diary/today/today-schemas';
import { isOwner } from '../../../../core/platform/auth/instructor-roles';
import type { DatabaseExecutor } from '../../../db/database-client';
import {
  bookings,
  instructorApplications,
  leads,
  lessonChanges,
  lessons,
  messages,
  networkPartnerRequests,
  users,
  waitingListEntries,
} from '../../../db/schema';
import { ownRowOf, type Viewer } from '../../../db/visible-learners';

/** A lesson with the learner the Today screen shows beside it. */
const lessonWithLearner = {
  lesson: lessons,
  learnerName: users.fullName,
  learnerEmail: users.email,
  learnerPhone: users.phone,
  learnerPickupAddress: users.pickupAddress,
  learnerPickupPostcode: users.pickupPostcode,
};

export type TodayLessonRow = Awaited<ReturnType<typeof listTodayLessons>>[number];

/** A lesson is never longer than this (lessons_booked_duration_check): its start is this close to its end. */
const LONGEST_LESSON_MS = 480 * 60_000;

/**
 * The Today screen's lessons in one read, in time order, each flagged with the list it is in:
 * `withoutOutcome`, the instructor's lessons that ended in (since, now] and are still
 * 'scheduled' (neither Done nor No-show recorded), and `upcoming`, those not cancelled starting
 * in [from, to). A lesson can be both. The redundant bounds on starts_at let the
 * (instructor_id, starts_at) index find the rows of both lists (migration 0023).
 */
export function listTodayLessons(
  db: DatabaseExecutor,
  instructorId: number,
  window: { since: Date; now: Date; from: Date; to: Date },
) {
  const withoutOutcome = and(
    eq(lessons.status, 'scheduled'),
    lte(lessons.endsAt, window.now),
    gt(lessons.endsAt, window.since),
  );
  const upcoming = and(
    ne(lessons.status, 'cancelled'),
    gte(lessons.startsAt, window.from),
    lt(lessons.startsAt, window.to),
  );
  const earliestStart = new Date(Math.min(window.since.getTime() - LONGEST_LESSON_MS, window.from.getTime()));
  const latestStart = new Date(Math.max(window.now.getTime(), window.to.getTime()));
  return db
    .select({
      ...lessonWithLearner,
      withoutOutcome: sql<boolean>`coalesce(${withoutOutcome}, false)`.mapWith(Boolean),
      upcoming: sql<boolean>`coalesce(${upcoming}, false)`.mapWith(Boolean),
    })
    .from(lessons)
    .innerJoin(users, eq(users.id, lessons.studentId))
    .where(
      and(
        eq(lessons.instructorId, instructorId),
        gte(lessons.startsAt, earliestStart),
        lte(lessons.startsAt, latestStart),
        or(withoutOutcome, upcoming),
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

/** `count(*)` of the rows of a table that match, as a column of the one query below. */
function countWhere(table: PgTable, where: SQL | undefined) {
  return sql<number>`(select count(*) from ${table} where ${where ?? sql`true`})::int`.mapWith(Number);
}

/** Nothing to count: the school's intake is the owner's (docs/decisions/0051). */
const NONE = sql<number>`0`.mapWith(Number);

/**
 * What waits for the instructor, counted by the database in one query (no rows read, nothing per
 * learner): the same filters as the lists the tabs show. Booking and lesson-change requests are
 * the instructor's own (every one for the owner, docs/decisions/0047); partner requests,
 * applications and leads are the school's intake, counted for the owner only (0051); the waiting
 * list and unread messages are this instructor's own.
 */
export async function countWaitingItems(db: DatabaseExecutor, viewer: Viewer): Promise<WaitingCounts> {
  const instructorId = viewer.id;
  const owner = isOwner(viewer);
  const [counts] = await db
    .select({
      bookings: countWhere(
        bookings,
        and(eq(bookings.status, 'pending'), ownRowOf(viewer, bookings.instructorId)),
      ),
      lessonChanges: countWhere(
        lessonChanges,
        and(
          eq(lessonChanges.status, 'pending'),
          owner
            ? undefined
            : sql`EXISTS (SELECT 1 FROM ${lessons} WHERE ${lessons.id} = ${lessonChanges.lessonId} AND ${lessons.instructorId} = ${instructorId})`,
        ),
      ),
      networkRequests: owner
        ? countWhere(networkPartnerRequests, eq(networkPartnerRequests.status, 'pending'))
        : NONE,
      applications: owner
        ? countWhere(
            instructorApplications,
            // Waiting on the owner's next vetting step (docs/decisions/0055).
            inArray(instructorApplications.status, ['received', 'documents_checked', 'dvsa_checked']),
          )
        : NONE,
      leads: owner ? countWhere(leads, isNull(leads.contactedAt)) : NONE,
      waitingList: countWhere(
        waitingListEntries,
        and(eq(waitingListEntries.instructorId, instructorId), eq(waitingListEntries.status, 'waiting')),
      ),
      unreadMessages: countWhere(
        messages,
        and(
          eq(messages.instructorId, instructorId),
          eq(messages.senderRole, 'student'),
          eq(messages.isRead, false),
        ),
      ),
    })
    // One row to hang the counts on.
    .from(sql`(values (1)) as one_row`);
  if (!counts) throw new Error('Counting what waits returned no row');
  return counts;
}
