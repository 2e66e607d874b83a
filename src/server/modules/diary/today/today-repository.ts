import { and, asc, eq, gt, gte, isNull, lt, lte, ne } from 'drizzle-orm';
import type { WaitingCounts } from '../../../../core/diary/today/today-schemas';
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

/**
 * What waits for the instructor, one `count(*)` each (no rows read, nothing per learner): the
 * same filters as the lists the tabs show. Requests, applications and leads are the school's;
 * the waiting list and unread messages are this instructor's own.
 */
export async function countWaitingItems(db: DatabaseExecutor, instructorId: number): Promise<WaitingCounts> {
  const [bookingRequests, changeRequests, networkRequests, applications, newLeads, waitingList, unread] =
    await Promise.all([
      db.$count(bookings, eq(bookings.status, 'pending')),
      db.$count(lessonChanges, eq(lessonChanges.status, 'pending')),
      db.$count(networkPartnerRequests, eq(networkPartnerRequests.status, 'pending')),
      db.$count(instructorApplications, eq(instructorApplications.status, 'pending')),
      db.$count(leads, isNull(leads.contactedAt)),
      db.$count(
        waitingListEntries,
        and(eq(waitingListEntries.instructorId, instructorId), eq(waitingListEntries.status, 'waiting')),
      ),
      db.$count(
        messages,
        and(
          eq(messages.instructorId, instructorId),
          eq(messages.senderRole, 'student'),
          eq(messages.isRead, false),
        ),
      ),
    ]);
  return {
    bookings: bookingRequests,
    lessonChanges: changeRequests,
    networkRequests,
    applications,
    leads: newLeads,
    waitingList,
    unreadMessages: unread,
  };
}
