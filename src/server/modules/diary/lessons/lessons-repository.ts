import { and, asc, desc, eq, gt, gte, inArray, isNull, lt, lte, ne } from 'drizzle-orm';
import type { DatabaseExecutor } from '../../../db/database-client';
import { bookingSlots, bookings, lessons, packages, timeSlots, users } from '../../../db/schema';
import { ownRowOf, type Viewer } from '../../../db/visible-learners';

export type LessonRow = typeof lessons.$inferSelect;
export type NewLessonRow = typeof lessons.$inferInsert;

export async function findLessonById(db: DatabaseExecutor, id: number): Promise<LessonRow | undefined> {
  const [row] = await db.select().from(lessons).where(eq(lessons.id, id));
  return row;
}

export async function updateLessonActualDuration(
  db: DatabaseExecutor,
  viewer: Viewer,
  id: number,
  minutes: number,
  now: Date,
): Promise<LessonRow | undefined> {
  const [row] = await db
    .update(lessons)
    .set({ actualDurationMinutes: minutes, updatedAt: now })
    .where(and(eq(lessons.id, id), ownRowOf(viewer, lessons.instructorId)))
    .returning();
  return row;
}

export function listLessonsOfStudent(db: DatabaseExecutor, studentId: number): Promise<LessonRow[]> {
  return db
    .select()
    .from(lessons)
    .where(eq(lessons.studentId, studentId))
    .orderBy(desc(lessons.startsAt), desc(lessons.id));
}

/** The instructor's lessons that have not ended and are not cancelled, soonest first. */
export function listUpcomingLessonsOfInstructor(db: DatabaseExecutor, instructorId: number, now: Date) {
  return db
    .select({
      lesson: lessons,
      studentName: users.fullName,
      bookingId: bookings.id,
      packageType: bookings.packageType,
      packageName: packages.name,
      bookingStatus: bookings.status,
      paymentStatus: bookings.paymentStatus,
      totalAmountPence: bookings.totalAmountPence,
    })
    .from(lessons)
    .innerJoin(users, eq(users.id, lessons.studentId))
    .leftJoin(bookings, eq(bookings.id, lessons.bookingId))
    .leftJoin(packages, eq(packages.packageType, bookings.packageType))
    .where(
      and(eq(lessons.instructorId, instructorId), ne(lessons.status, 'cancelled'), gt(lessons.endsAt, now)),
    )
    .orderBy(asc(lessons.startsAt), asc(lessons.id));
}

export async function insertLesson(db: DatabaseExecutor, lesson: NewLessonRow): Promise<LessonRow> {
  const [row] = await db.insert(lessons).values(lesson).returning();
  if (!row) throw new Error('Lesson insert returned no row');
  return row;
}

export async function lockLesson(db: DatabaseExecutor, id: number): Promise<LessonRow | undefined> {
  const [row] = await db.select().from(lessons).where(eq(lessons.id, id)).for('update');
  return row;
}

/** What became of a lesson (done, no-show, cancelled) with the ledger's minutes of it. */
export async function setLessonOutcome(
  db: DatabaseExecutor,
  id: number,
  outcome: {
    status: 'completed' | 'no_show' | 'cancelled';
    actualDurationMinutes: number | null;
    chargedMinutes: number | null;
    completedAt: Date | null;
    now: Date;
  },
): Promise<LessonRow> {
  const [row] = await db
    .update(lessons)
    .set({
      status: outcome.status,
      actualDurationMinutes: outcome.actualDurationMinutes,
      chargedMinutes: outcome.chargedMinutes,
      completedAt: outcome.completedAt,
      updatedAt: outcome.now,
    })
    .where(eq(lessons.id, id))
    .returning();
  if (!row) throw new Error(`Lesson ${id} vanished while it was updated`);
  return row;
}

/** Releases the slots a booked lesson holds (those of its booking within the lesson's time). */
export async function releaseLessonSlotHolds(
  db: DatabaseExecutor,
  lesson: Pick<LessonRow, 'bookingId' | 'startsAt' | 'endsAt'>,
  now: Date,
): Promise<void> {
  if (lesson.bookingId === null) return;
  const held = await db
    .select({ id: bookingSlots.id })
    .from(bookingSlots)
    .innerJoin(timeSlots, eq(timeSlots.id, bookingSlots.timeSlotId))
    .where(
      and(
        eq(bookingSlots.bookingId, lesson.bookingId),
        isNull(bookingSlots.releasedAt),
        gte(timeSlots.startsAt, lesson.startsAt),
        lte(timeSlots.endsAt, lesson.endsAt),
      ),
    );
  if (held.length === 0) return;
  await db
    .update(bookingSlots)
    .set({ releasedAt: now })
    .where(
      inArray(
        bookingSlots.id,
        held.map((row) => row.id),
      ),
    );
}

/** Whether the instructor has a lesson (not cancelled; not `exceptLessonId`) overlapping [startsAt, endsAt). */
export async function hasOverlappingLesson(
  db: DatabaseExecutor,
  instructorId: number,
  startsAt: Date,
  endsAt: Date,
  exceptLessonId?: number,
): Promise<boolean> {
  const [row] = await db
    .select({ id: lessons.id })
    .from(lessons)
    .where(
      and(
        eq(lessons.instructorId, instructorId),
        ne(lessons.status, 'cancelled'),
        lt(lessons.startsAt, endsAt),
        gt(lessons.endsAt, startsAt),
        exceptLessonId === undefined ? undefined : ne(lessons.id, exceptLessonId),
      ),
    )
    .limit(1);
  return row !== undefined;
}

export async function setLessonTime(
  db: DatabaseExecutor,
  id: number,
  startsAt: Date,
  endsAt: Date,
  now: Date,
) {
  const [row] = await db
    .update(lessons)
    .set({ startsAt, endsAt, updatedAt: now })
    .where(eq(lessons.id, id))
    .returning();
  if (!row) throw new Error(`Lesson ${id} vanished while it was moved`);
  return row;
}

/** The lesson moves to another instructor (cover) at the time given; lessons_no_overlap has the last word. */
export async function setLessonInstructorAndTime(
  db: DatabaseExecutor,
  id: number,
  change: { instructorId: number; startsAt: Date; endsAt: Date; now: Date },
) {
  const [row] = await db
    .update(lessons)
    .set({
      instructorId: change.instructorId,
      startsAt: change.startsAt,
      endsAt: change.endsAt,
      // The old instructor's calendar event is theirs: the cover instructor's sync makes a new one,
      // and the old calendar's reconcile removes the event of a lesson no longer in that diary.
      calendarEventId: null,
      updatedAt: change.now,
    })
    .where(eq(lessons.id, id))
    .returning();
  if (!row) throw new Error(`Lesson ${id} vanished while it was handed over`);
  return row;
}

/**
 * Replaces free slots by what is left of them around a lesson: the slots are deleted and the
 * pieces (each a bookable length) are put on sale in their place.
 */
export async function replaceSlotsByPieces(
  db: DatabaseExecutor,
  slotIds: readonly number[],
  pieces: readonly { instructorId: number; startsAt: Date; endsAt: Date; durationMinutes: number }[],
): Promise<void> {
  if (slotIds.length > 0) await db.delete(timeSlots).where(inArray(timeSlots.id, [...slotIds]));
  if (pieces.length > 0)
    await db.insert(timeSlots).values(pieces.map((piece) => ({ ...piece, isAvailable: true })));
}

export async function setLessonNotes(db: DatabaseExecutor, id: number, notes: string | null, now: Date) {
  const [row] = await db.update(lessons).set({ notes, updatedAt: now }).where(eq(lessons.id, id)).returning();
  return row;
}

/** The learner's lessons still to come with one instructor in [from, until), locked, soonest first. */
export function lockScheduledLessonsOfStudentWith(
  db: DatabaseExecutor,
  request: { studentId: number; instructorId: number; from: Date; until: Date | null },
): Promise<LessonRow[]> {
  return db
    .select()
    .from(lessons)
    .where(
      and(
        eq(lessons.studentId, request.studentId),
        eq(lessons.instructorId, request.instructorId),
        eq(lessons.status, 'scheduled'),
        gte(lessons.startsAt, request.from),
        request.until === null ? undefined : lt(lessons.startsAt, request.until),
      ),
    )
    .orderBy(asc(lessons.startsAt), asc(lessons.id))
    .for('update');
}

export async function setLessonInstructor(db: DatabaseExecutor, id: number, instructorId: number, now: Date) {
  const [row] = await db
    .update(lessons)
    .set({ instructorId, updatedAt: now })
    .where(eq(lessons.id, id))
    .returning();
  if (!row) throw new Error(`Lesson ${id} vanished while it was handed over`);
  return row;
}
