import { and, count, eq, gte, inArray, lte } from 'drizzle-orm';
import type { BookingStatus } from '../../../../core/bookings/booking/booking-schemas';
import type { DatabaseExecutor } from '../../../db/database-client';
import { bookings, lessons } from '../../../db/schema';

/** Bookings that are still going ahead: a rejected, cancelled or expired request is not a booking made. */
const LIVE_BOOKING_STATUSES: BookingStatus[] = ['pending', 'approved', 'completed'];

export async function countBookingsMadeSince(db: DatabaseExecutor, since: Date): Promise<number> {
  const [row] = await db
    .select({ total: count() })
    .from(bookings)
    .where(and(gte(bookings.requestedAt, since), inArray(bookings.status, LIVE_BOOKING_STATUSES)));
  return row?.total ?? 0;
}

/** Completed lessons that started inside [since, until]. */
export async function countLessonsCompletedBetween(
  db: DatabaseExecutor,
  since: Date,
  until: Date,
): Promise<number> {
  const [row] = await db
    .select({ total: count() })
    .from(lessons)
    .where(and(eq(lessons.status, 'completed'), gte(lessons.startsAt, since), lte(lessons.startsAt, until)));
  return row?.total ?? 0;
}
