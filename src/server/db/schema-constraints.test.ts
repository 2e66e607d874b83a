import { and, eq, isNull, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../../tests/support/test-database';
import { readDatabaseError } from '../lib/database-errors';
import type { Database, DatabaseHandle } from './database-client';
import {
  bookingSlots,
  bookings,
  instructors,
  lessons,
  packages,
  paymentWebhookEvents,
  reminderLog,
  reminderPreferences,
  timeSlots,
  users,
} from './schema';

/*
 * The integrity rules live in the database, so they hold whatever the application code does.
 * Each test writes straight through Drizzle and expects the database itself to refuse.
 */

let handle: DatabaseHandle;
let db: Database;
let instructorId: number;
let secondInstructorId: number;
let studentCounter = 0;

type LessonStatus = (typeof lessons.$inferSelect)['status'];

const FAKE_ARGON2_HASH = '$argon2id$v=19$m=19456,t=2,p=1$c2FsdHNhbHQ$aGFzaGhhc2hoYXNo';

async function expectRefused(promise: Promise<unknown>, code: string, constraint: string): Promise<void> {
  const error = await promise.then(
    () => null,
    (caught: unknown) => caught,
  );
  expect(error, `expected the database to refuse with ${constraint}`).not.toBeNull();
  expect(readDatabaseError(error)).toEqual({ code, constraint });
}

async function createStudent(): Promise<number> {
  studentCounter += 1;
  const [row] = await db
    .insert(users)
    .values({
      username: `learner${studentCounter}`,
      email: `learner${studentCounter}@example.com`,
      fullName: `Learner ${studentCounter}`,
    })
    .returning({ id: users.id });
  if (!row) throw new Error('no student');
  return row.id;
}

function slotValues(instructor: number, startsAt: string, durationMinutes = 60) {
  const start = new Date(startsAt);
  return {
    instructorId: instructor,
    startsAt: start,
    endsAt: new Date(start.getTime() + durationMinutes * 60_000),
    durationMinutes,
  };
}

async function createSlot(instructor: number, startsAt: string, durationMinutes = 60): Promise<number> {
  const [row] = await db
    .insert(timeSlots)
    .values(slotValues(instructor, startsAt, durationMinutes))
    .returning({ id: timeSlots.id });
  if (!row) throw new Error('no slot');
  return row.id;
}

async function createBooking(studentId: number): Promise<number> {
  const [row] = await db
    .insert(bookings)
    .values({ studentId, packageType: 'single_1hour', packageMinutes: 60, totalAmountPence: 4000 })
    .returning({ id: bookings.id });
  if (!row) throw new Error('no booking');
  return row.id;
}

beforeAll(async () => {
  handle = await createTestDatabase();
  db = handle.db;
  const rows = await db
    .insert(instructors)
    .values([
      { email: 'one@example.com', fullName: 'Instructor One', passwordHash: FAKE_ARGON2_HASH },
      { email: 'two@example.com', fullName: 'Instructor Two', passwordHash: FAKE_ARGON2_HASH },
    ])
    .returning({ id: instructors.id });
  instructorId = rows[0]?.id ?? 0;
  secondInstructorId = rows[1]?.id ?? 0;
  await db
    .insert(packages)
    .values({ packageType: 'single_1hour', name: '1 Hour Lesson', pricePence: 4000, totalMinutes: 60 });
});

afterAll(async () => {
  await handle.close();
});

describe(`database integrity (${process.env.TEST_DB_ENGINE ?? 'pglite'})`, () => {
  it('refuses a second learner with the same e-mail', async () => {
    await db.insert(users).values({ username: 'dup1', email: 'same@example.com', fullName: 'First Learner' });
    await expectRefused(
      db.insert(users).values({ username: 'dup2', email: 'same@example.com', fullName: 'Second Learner' }),
      '23505',
      'users_email_unique',
    );
  });

  it('refuses an e-mail that is not stored lower-cased, so uniqueness ignores case', async () => {
    await expectRefused(
      db.insert(users).values({ username: 'upper', email: 'Same@Example.com', fullName: 'Upper Case' }),
      '23514',
      'users_email_lower_check',
    );
  });

  it('refuses a second reminder preference row for one learner', async () => {
    const studentId = await createStudent();
    await db.insert(reminderPreferences).values({ studentId });
    await expectRefused(
      db.insert(reminderPreferences).values({ studentId, reminderType: 'email' }),
      '23505',
      'reminder_preferences_student_unique',
    );
  });

  it('refuses overlapping slots for one instructor but allows adjacent ones and other instructors', async () => {
    await createSlot(instructorId, '2027-01-11T09:00:00Z', 120);
    await expectRefused(
      db.insert(timeSlots).values(slotValues(instructorId, '2027-01-11T10:00:00Z', 60)),
      '23P01',
      'time_slots_no_overlap',
    );
    await expect(createSlot(instructorId, '2027-01-11T11:00:00Z', 60)).resolves.toBeGreaterThan(0);
    await expect(createSlot(secondInstructorId, '2027-01-11T10:00:00Z', 60)).resolves.toBeGreaterThan(0);
  });

  it('refuses a slot whose end does not match its duration, and durations other than 60, 90, 120', async () => {
    const start = new Date('2027-01-12T09:00:00Z');
    await expectRefused(
      db.insert(timeSlots).values({
        instructorId,
        startsAt: start,
        endsAt: new Date(start.getTime() + 30 * 60_000),
        durationMinutes: 60,
      }),
      '23514',
      'time_slots_ends_at_check',
    );
    await expectRefused(
      db.insert(timeSlots).values(slotValues(instructorId, '2027-01-12T12:00:00Z', 45)),
      '23514',
      'time_slots_duration_check',
    );
  });

  it('refuses a second active booking of one slot, and allows it once the first hold is released', async () => {
    const slotId = await createSlot(instructorId, '2027-01-13T09:00:00Z');
    const firstBooking = await createBooking(await createStudent());
    const secondBooking = await createBooking(await createStudent());
    await db.insert(bookingSlots).values({ bookingId: firstBooking, timeSlotId: slotId });
    await expectRefused(
      db.insert(bookingSlots).values({ bookingId: secondBooking, timeSlotId: slotId }),
      '23505',
      'booking_slots_active_hold_unique',
    );

    await db
      .update(bookingSlots)
      .set({ releasedAt: new Date() })
      .where(and(eq(bookingSlots.bookingId, firstBooking), isNull(bookingSlots.releasedAt)));
    await db.insert(bookingSlots).values({ bookingId: secondBooking, timeSlotId: slotId });
    const holds = await db
      .select()
      .from(bookingSlots)
      .where(and(eq(bookingSlots.timeSlotId, slotId), isNull(bookingSlots.releasedAt)));
    expect(holds.map((hold) => hold.bookingId)).toEqual([secondBooking]);
  });

  it('refuses two lessons of one instructor at overlapping times unless one is cancelled', async () => {
    const studentId = await createStudent();
    const lesson = (startsAt: string, status: LessonStatus = 'scheduled') => {
      const start = new Date(startsAt);
      return {
        studentId,
        instructorId,
        startsAt: start,
        endsAt: new Date(start.getTime() + 120 * 60_000),
        bookedDurationMinutes: 120,
        status,
        completedAt: status === 'completed' ? new Date(start.getTime() + 120 * 60_000) : null,
      };
    };
    await db.insert(lessons).values(lesson('2027-02-01T10:00:00Z'));
    await expectRefused(
      db.insert(lessons).values(lesson('2027-02-01T11:00:00Z')),
      '23P01',
      'lessons_no_overlap',
    );
    await expect(
      db.insert(lessons).values(lesson('2027-02-01T11:00:00Z', 'cancelled')),
    ).resolves.toBeDefined();
    await expect(
      db.insert(lessons).values({ ...lesson('2027-02-01T11:00:00Z'), instructorId: secondInstructorId }),
    ).resolves.toBeDefined();
  });

  it("refuses a lesson over another booking's hold, and a hold under another lesson, but not the booking's own", async () => {
    const studentId = await createStudent();
    const lessonAt = (startsAt: string, bookingId: number | null, status: LessonStatus = 'scheduled') => {
      const start = new Date(startsAt);
      return {
        studentId,
        instructorId,
        bookingId,
        startsAt: start,
        endsAt: new Date(start.getTime() + 60 * 60_000),
        bookedDurationMinutes: 60,
        status,
      };
    };
    // A pending request holds 09:00: no other lesson may start there, the booking's own may.
    const heldSlot = await createSlot(instructorId, '2031-05-05T09:00:00Z');
    const booking = await createBooking(studentId);
    await db.insert(bookingSlots).values({ bookingId: booking, timeSlotId: heldSlot });
    await expectRefused(
      db.insert(lessons).values(lessonAt('2031-05-05T09:30:00Z', null)),
      '23P01',
      'instructor_time_taken',
    );
    await expectRefused(
      db.insert(lessons).values(lessonAt('2031-05-05T09:00:00Z', await createBooking(studentId))),
      '23P01',
      'instructor_time_taken',
    );
    await expect(db.insert(lessons).values(lessonAt('2031-05-05T09:00:00Z', booking))).resolves.toBeDefined();
    // A cancelled lesson takes no time; another instructor's diary is another diary.
    await expect(
      db.insert(lessons).values(lessonAt('2031-05-05T09:00:00Z', null, 'cancelled')),
    ).resolves.toBeDefined();
    await expect(
      db
        .insert(lessons)
        .values({ ...lessonAt('2031-05-05T09:00:00Z', null), instructorId: secondInstructorId }),
    ).resolves.toBeDefined();

    // A lesson at 11:00: another booking may not hold the slot under it, nor may a lesson move onto
    // the held 09:00; moving it elsewhere, or marking it done, is fine.
    const [manual] = await db
      .insert(lessons)
      .values(lessonAt('2031-05-05T11:00:00Z', null))
      .returning({ id: lessons.id });
    const slotUnderLesson = await createSlot(instructorId, '2031-05-05T11:00:00Z');
    await expectRefused(
      db
        .insert(bookingSlots)
        .values({ bookingId: await createBooking(studentId), timeSlotId: slotUnderLesson }),
      '23P01',
      'instructor_time_taken',
    );
    const manualId = manual?.id ?? 0;
    await expectRefused(
      db
        .update(lessons)
        .set({ startsAt: new Date('2031-05-05T08:30:00Z'), endsAt: new Date('2031-05-05T09:30:00Z') })
        .where(eq(lessons.id, manualId)),
      '23P01',
      'instructor_time_taken',
    );
    await expect(
      db
        .update(lessons)
        .set({ startsAt: new Date('2031-05-05T13:00:00Z'), endsAt: new Date('2031-05-05T14:00:00Z') })
        .where(eq(lessons.id, manualId)),
    ).resolves.toBeDefined();
    await expect(
      db
        .insert(bookingSlots)
        .values({ bookingId: await createBooking(studentId), timeSlotId: slotUnderLesson }),
    ).resolves.toBeDefined();
    // Released holds are history: they block nothing.
    await db
      .update(bookingSlots)
      .set({ releasedAt: new Date() })
      .where(eq(bookingSlots.timeSlotId, heldSlot));
    await expect(db.insert(lessons).values(lessonAt('2031-05-05T09:00:00Z', null))).rejects.toBeDefined(); // the booking's own lesson is still there (lessons_no_overlap)
  });

  it.runIf(process.env.TEST_DB_ENGINE === 'postgres')(
    "refuses a lesson written while another connection's hold of that time is still uncommitted",
    async () => {
      const studentId = await createStudent();
      const slotId = await createSlot(instructorId, '2031-06-02T09:00:00Z');
      const booking = await createBooking(studentId);
      const signal = () => {
        let resolve = () => {};
        const promise = new Promise<void>((done) => {
          resolve = done;
        });
        return { promise, resolve };
      };
      const held = signal();
      const mayCommit = signal();
      // Connection one holds the slot and waits before committing...
      const first = db.transaction(async (tx) => {
        await tx.insert(bookingSlots).values({ bookingId: booking, timeSlotId: slotId });
        held.resolve();
        await mayCommit.promise;
      });
      await held.promise;
      // ...connection two writes a lesson there: without the diary lock its check would not see
      // the uncommitted hold and both would commit. It waits, then sees the hold and is refused.
      const second = db.insert(lessons).values({
        studentId,
        instructorId,
        startsAt: new Date('2031-06-02T09:00:00Z'),
        endsAt: new Date('2031-06-02T10:00:00Z'),
        bookedDurationMinutes: 60,
      });
      const secondOutcome = second.then(
        () => null,
        (error: unknown) => error,
      );
      await new Promise((resolve) => setTimeout(resolve, 200));
      mayCommit.resolve();
      await first;
      expect(readDatabaseError(await secondOutcome)).toEqual({
        code: '23P01',
        constraint: 'instructor_time_taken',
      });
    },
  );

  it('lets a restore copy rows as they were written, inside its own transaction only', async () => {
    const studentId = await createStudent();
    const slotId = await createSlot(instructorId, '2031-07-07T09:00:00Z');
    await db.insert(bookingSlots).values({ bookingId: await createBooking(studentId), timeSlotId: slotId });
    const lesson = {
      studentId,
      instructorId,
      startsAt: new Date('2031-07-07T09:00:00Z'),
      endsAt: new Date('2031-07-07T10:00:00Z'),
      bookedDurationMinutes: 60,
    };
    await db.transaction(async (tx) => {
      await tx.execute(sql`SET LOCAL app.copying_backup = 'on'`);
      await tx.insert(lessons).values(lesson);
    });
    // The setting ended with that transaction: the next lesson there is refused again.
    await expectRefused(
      db.insert(lessons).values({
        ...lesson,
        startsAt: new Date('2031-07-07T09:30:00Z'),
        endsAt: new Date('2031-07-07T10:30:00Z'),
      }),
      '23P01',
      'instructor_time_taken',
    );
  });

  it('refuses enumerations, amounts and durations outside their ranges', async () => {
    const studentId = await createStudent();
    await expectRefused(
      db
        .insert(bookings)
        .values({ studentId, packageType: 'single_1hour', packageMinutes: 60, totalAmountPence: -1 }),
      '23514',
      'bookings_amount_check',
    );
    await expectRefused(
      db.insert(bookings).values({
        studentId,
        packageType: 'single_1hour',
        packageMinutes: 60,
        totalAmountPence: 4000,
        // Raw SQL: the column's type admits only the known statuses, the database must refuse the rest.
        status: sql`'maybe'`,
      }),
      '23514',
      'bookings_status_check',
    );
    await expectRefused(
      db.insert(bookings).values({
        studentId,
        packageType: 'single_1hour',
        packageMinutes: 60,
        totalAmountPence: 4000,
        rescheduleCount: 11,
      }),
      '23514',
      'bookings_reschedule_count_check',
    );
    await expectRefused(
      db
        .insert(bookings)
        .values({ studentId, packageType: 'premium', packageMinutes: 600, totalAmountPence: 85000 }),
      '23503',
      'bookings_package_type_packages_package_type_fk',
    );
    const start = new Date('2027-03-01T10:00:00Z');
    await expectRefused(
      db.insert(lessons).values({
        studentId,
        instructorId,
        startsAt: start,
        endsAt: new Date(start.getTime() + 120 * 60_000),
        bookedDurationMinutes: 120,
        actualDurationMinutes: 481,
      }),
      '23514',
      'lessons_actual_duration_check',
    );
    await expectRefused(
      db.insert(packages).values({ packageType: 'free', name: 'Free', pricePence: 0, totalMinutes: 60 }),
      '23514',
      'packages_price_check',
    );
  });

  it('processes one payment webhook event id once', async () => {
    await db
      .insert(paymentWebhookEvents)
      .values({ provider: 'stripe', eventId: 'evt_1', eventType: 'payment_intent.succeeded' });
    await expectRefused(
      db
        .insert(paymentWebhookEvents)
        .values({ provider: 'stripe', eventId: 'evt_1', eventType: 'payment_intent.succeeded' }),
      '23505',
      'payment_webhook_events_provider_event_unique',
    );
  });

  it('logs one reminder per lesson, kind and lesson start', async () => {
    const studentId = await createStudent();
    const start = new Date('2027-04-01T10:00:00Z');
    const [lesson] = await db
      .insert(lessons)
      .values({ studentId, instructorId, startsAt: start, endsAt: new Date(start.getTime() + 7_200_000) })
      .returning({ id: lessons.id });
    const entry: typeof reminderLog.$inferInsert = {
      lessonId: lesson?.id ?? 0,
      studentId,
      reminderKind: '24h',
      reminderType: 'sms',
      deliveryMethod: 'sms',
      status: 'sent',
      lessonStartsAt: start,
    };
    await db.insert(reminderLog).values(entry);
    await expectRefused(db.insert(reminderLog).values(entry), '23505', 'reminder_log_lesson_kind_unique');
    // The same lesson moved to a new time is reminded again, once.
    const movedStart = new Date(start.getTime() + 86_400_000);
    await db.insert(reminderLog).values({ ...entry, lessonStartsAt: movedStart });
    await expectRefused(
      db.insert(reminderLog).values({ ...entry, lessonStartsAt: movedStart }),
      '23505',
      'reminder_log_lesson_kind_unique',
    );
    await expectRefused(
      db.insert(reminderLog).values({ ...entry, lessonStartsAt: null }),
      '23514',
      'reminder_log_lesson_start_check',
    );
  });
});
