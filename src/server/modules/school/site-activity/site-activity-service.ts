import {
  ACTIVITY_WINDOW_DAYS,
  type SiteActivity,
} from '../../../../core/school/marketing/site-activity-schemas';
import { SCHOOL_TIME_ZONE, toZonedParts } from '../../../../core/time/london-time';
import type { AppDependencies } from '../../../app-types';
import { getBookableSlots } from '../../bookings/availability/availability-service';
import { countBookingsMadeSince, countLessonsCompletedBetween } from './site-activity-repository';

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * The school's real recent activity, counted from the database at the request's moment: bookings
 * made and lessons taught in the last 7 days, and the times still free to book in the next 7 (the
 * same rule as the booking page: available and not held by a booking).
 */
export async function getSiteActivity(deps: AppDependencies): Promise<SiteActivity> {
  const { db } = deps.database;
  const now = deps.now();
  const windowMs = ACTIVITY_WINDOW_DAYS * DAY_MS;
  const since = new Date(now.getTime() - windowMs);
  const [bookingsMade, lessonsCompleted, freeSlots] = await Promise.all([
    countBookingsMadeSince(db, since),
    countLessonsCompletedBetween(db, since, now),
    getBookableSlots(db, now, new Date(now.getTime() + windowMs), now),
  ]);
  const [first] = freeSlots;
  const firstParts = first ? toZonedParts(first.startsAt, SCHOOL_TIME_ZONE) : null;
  return {
    windowDays: ACTIVITY_WINDOW_DAYS,
    bookingsMade,
    lessonsCompleted,
    freeLessonTimes: freeSlots.length,
    nextFreeTime: firstParts ? { date: firstParts.date, time: firstParts.time } : null,
  };
}
