import { sql } from 'drizzle-orm';
import type { BookingStatus } from '../../src/core/bookings/booking/booking-schemas';
import { SCHOOL_TIME_ZONE, zonedWallTimeToInstant } from '../../src/core/time/london-time';
import type { DatabaseExecutor } from '../../src/server/db/database-client';
import {
  bookingSlots,
  bookings,
  instructors,
  lessons,
  packages,
  progressNotes,
  studentAccessTokens,
  users,
} from '../../src/server/db/schema';
import { giveValidComplianceRecords } from './compliance-records';

/*
 * Rows for the dashboard's API tests, written straight to the database so each test sets up
 * exactly the situation it checks. Only test files import this.
 */

let learnerCounter = 0;

export async function insertLearner(
  db: DatabaseExecutor,
  overrides: Partial<typeof users.$inferInsert> = {},
): Promise<number> {
  learnerCounter += 1;
  const [row] = await db
    .insert(users)
    .values({
      username: `dashboard-learner-${learnerCounter}-${Date.now()}`,
      email: `dashboard-learner-${learnerCounter}-${Date.now()}@example.com`,
      fullName: 'Dana Learner',
      phone: '07700 900456',
      drivingExperience: 'beginner',
      source: 'booking',
      ...overrides,
    })
    .returning({ id: users.id });
  if (!row) throw new Error('Learner insert returned no row');
  return row.id;
}

export async function insertOtherInstructor(db: DatabaseExecutor): Promise<number> {
  const [row] = await db
    .insert(instructors)
    .values({
      email: `other-${Date.now()}-${learnerCounter++}@example.com`,
      fullName: 'Other Instructor',
      passwordHash: '$argon2id$v=19$m=19456,t=2,p=1$not-a-real-hash',
    })
    .returning({ id: instructors.id });
  if (!row) throw new Error('Instructor insert returned no row');
  // Bookable, as every test factory's instructor is (docs/decisions/0057).
  await giveValidComplianceRecords(db, [row.id]);
  return row.id;
}

export async function insertBookingRow(
  db: DatabaseExecutor,
  booking: {
    studentId: number;
    instructorId: number;
    packageType?: string;
    /** The package's hours in minutes when booked; the package's own hours unless given. */
    packageMinutes?: number;
    totalAmountPence?: number;
    status?: BookingStatus;
    paymentStatus?: 'unpaid' | 'paid';
    requestedAt?: Date;
  },
): Promise<number> {
  const paid = booking.paymentStatus === 'paid';
  const requestedAt = booking.requestedAt ?? new Date('2027-03-01T10:00:00Z');
  const [row] = await db
    .insert(bookings)
    .values({
      studentId: booking.studentId,
      instructorId: booking.instructorId,
      packageType: booking.packageType ?? 'single_2hour',
      packageMinutes:
        booking.packageMinutes ??
        sql<number>`(SELECT ${packages.totalMinutes} FROM ${packages} WHERE ${packages.packageType} = ${booking.packageType ?? 'single_2hour'})`,
      totalAmountPence: booking.totalAmountPence ?? 7200,
      status: booking.status ?? 'pending',
      paymentStatus: booking.paymentStatus ?? 'unpaid',
      paidAt: paid ? requestedAt : null,
      requestedAt,
    })
    .returning({ id: bookings.id });
  if (!row) throw new Error('Booking insert returned no row');
  return row.id;
}

export async function holdSlotForBooking(
  db: DatabaseExecutor,
  hold: { bookingId: number; timeSlotId: number; heldAt?: Date; releasedAt?: Date },
): Promise<void> {
  const heldAt = hold.heldAt ?? new Date('2027-03-01T10:00:00Z');
  await db.insert(bookingSlots).values({
    bookingId: hold.bookingId,
    timeSlotId: hold.timeSlotId,
    heldAt,
    releasedAt: hold.releasedAt ?? null,
  });
}

export async function insertLessonRow(
  db: DatabaseExecutor,
  lesson: {
    studentId: number;
    instructorId: number;
    date: string;
    time: string;
    duration?: number;
    status?: 'scheduled' | 'completed' | 'cancelled';
    bookingId?: number;
  },
): Promise<number> {
  const duration = lesson.duration ?? 120;
  const startsAt = zonedWallTimeToInstant(lesson.date, lesson.time, SCHOOL_TIME_ZONE);
  const endsAt = new Date(startsAt.getTime() + duration * 60_000);
  const status = lesson.status ?? 'scheduled';
  const [row] = await db
    .insert(lessons)
    .values({
      studentId: lesson.studentId,
      instructorId: lesson.instructorId,
      bookingId: lesson.bookingId ?? null,
      startsAt,
      endsAt,
      bookedDurationMinutes: duration,
      status,
      completedAt: status === 'completed' ? endsAt : null,
      actualDurationMinutes: status === 'completed' ? duration : null,
    })
    .returning({ id: lessons.id });
  if (!row) throw new Error('Lesson insert returned no row');
  return row.id;
}

export async function insertNoteRow(
  db: DatabaseExecutor,
  note: {
    studentId: number;
    instructorId: number;
    createdAt: Date;
    skillsPracticed?: string[];
    lessonId?: number;
    instructorNotes?: string;
  },
): Promise<number> {
  const [row] = await db
    .insert(progressNotes)
    .values({
      studentId: note.studentId,
      instructorId: note.instructorId,
      lessonId: note.lessonId ?? null,
      createdAt: note.createdAt,
      skillsPracticed: note.skillsPracticed ?? ['Junctions'],
      instructorNotes: note.instructorNotes ?? 'Good lesson.',
    })
    .returning({ id: progressNotes.id });
  if (!row) throw new Error('Note insert returned no row');
  return row.id;
}

export async function insertAccessTokenRow(
  db: DatabaseExecutor,
  token: { studentId: number; token: string; createdAt: Date; expiresAt: Date; revokedAt?: Date },
): Promise<void> {
  await db.insert(studentAccessTokens).values({ ...token, revokedAt: token.revokedAt ?? null });
}
