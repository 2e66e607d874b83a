import { and, asc, eq, gt, inArray, isNotNull, isNull, lt, ne, or, sql } from 'drizzle-orm';
import type { DatabaseExecutor } from '../../../db/database-client';
import {
  bookingSlots,
  bookings,
  calendarBusyPeriods,
  calendarConnections,
  calendarFeeds,
  calendarOauthStates,
  lessons,
  packages,
  purchases,
  timeSlots,
  users,
} from '../../../db/schema';

export type CalendarConnectionRow = typeof calendarConnections.$inferSelect;
export type CalendarFeedRow = typeof calendarFeeds.$inferSelect;

// --- Connections ---

export async function findConnection(
  db: DatabaseExecutor,
  instructorId: number,
  options: { lock?: boolean } = {},
): Promise<CalendarConnectionRow | undefined> {
  const query = db
    .select()
    .from(calendarConnections)
    .where(eq(calendarConnections.instructorId, instructorId));
  const [row] = options.lock ? await query.for('update') : await query;
  return row;
}

/** Connections that still work (the job syncs these; one in error waits for a reconnect). */
export function listWorkingConnections(db: DatabaseExecutor): Promise<CalendarConnectionRow[]> {
  return db
    .select()
    .from(calendarConnections)
    .where(eq(calendarConnections.status, 'connected'))
    .orderBy(asc(calendarConnections.id));
}

/** A new grant replaces whatever was there: connected, no error, nothing synced yet. */
export async function saveConnection(
  db: DatabaseExecutor,
  connection: { instructorId: number; encryptedRefreshToken: string; now: Date },
): Promise<CalendarConnectionRow> {
  const fresh = {
    status: 'connected',
    encryptedRefreshToken: connection.encryptedRefreshToken,
    calendarId: 'primary',
    accountEmail: null,
    connectedAt: connection.now,
    lastSyncAt: null,
    lastSyncBusyCount: null,
    lastError: null,
    errorNotifiedAt: null,
    updatedAt: connection.now,
  } satisfies Partial<typeof calendarConnections.$inferInsert>;
  const [row] = await db
    .insert(calendarConnections)
    .values({ instructorId: connection.instructorId, provider: 'google', ...fresh })
    .onConflictDoUpdate({ target: calendarConnections.instructorId, set: fresh })
    .returning();
  if (!row) throw new Error('Calendar connection upsert returned no row');
  return row;
}

export async function deleteConnection(
  db: DatabaseExecutor,
  instructorId: number,
): Promise<CalendarConnectionRow | undefined> {
  const [row] = await db
    .delete(calendarConnections)
    .where(eq(calendarConnections.instructorId, instructorId))
    .returning();
  return row;
}

/** A sync worked: when, what it found, the account's address if Google told us; any old error cleared. */
export async function recordSyncSuccess(
  db: DatabaseExecutor,
  connectionId: number,
  result: { at: Date; busyCount: number; accountEmail: string | null },
): Promise<void> {
  await db
    .update(calendarConnections)
    .set({
      lastSyncAt: result.at,
      lastSyncBusyCount: result.busyCount,
      lastError: null,
      updatedAt: result.at,
      ...(result.accountEmail ? { accountEmail: result.accountEmail } : {}),
    })
    .where(and(eq(calendarConnections.id, connectionId), eq(calendarConnections.status, 'connected')));
}

/** A failure that may pass (Google down): noted for the status card, the connection stays connected. */
export async function recordSyncProblem(
  db: DatabaseExecutor,
  connectionId: number,
  problem: { message: string; at: Date },
): Promise<void> {
  await db
    .update(calendarConnections)
    .set({ lastError: problem.message, updatedAt: problem.at })
    .where(and(eq(calendarConnections.id, connectionId), eq(calendarConnections.status, 'connected')));
}

/**
 * The grant stopped working: status error. Answers true exactly once per breakage (the first caller
 * to flip it, and only if the instructor was not told yet), so the instructor is e-mailed once.
 */
export async function markConnectionBroken(
  db: DatabaseExecutor,
  connectionId: number,
  problem: { message: string; at: Date },
): Promise<boolean> {
  const [row] = await db
    .update(calendarConnections)
    .set({ status: 'error', lastError: problem.message, updatedAt: problem.at })
    .where(and(eq(calendarConnections.id, connectionId), eq(calendarConnections.status, 'connected')))
    .returning({ errorNotifiedAt: calendarConnections.errorNotifiedAt });
  return row !== undefined && row.errorNotifiedAt === null;
}

export async function markErrorNotified(db: DatabaseExecutor, connectionId: number, at: Date): Promise<void> {
  await db
    .update(calendarConnections)
    .set({ errorNotifiedAt: at })
    .where(eq(calendarConnections.id, connectionId));
}

/** True when any instructor's calendar is in error (the learners' 'Calendar Sync Issue' notice). */
export async function hasBrokenConnection(db: DatabaseExecutor): Promise<boolean> {
  const [row] = await db
    .select({ id: calendarConnections.id })
    .from(calendarConnections)
    .where(eq(calendarConnections.status, 'error'))
    .limit(1);
  return row !== undefined;
}

// --- OAuth states ---

export async function insertOauthState(
  db: DatabaseExecutor,
  state: {
    stateHash: string;
    instructorId: number;
    sessionTokenHash: string;
    createdAt: Date;
    expiresAt: Date;
  },
): Promise<void> {
  await db.insert(calendarOauthStates).values(state);
}

/** Uses a state once: only an unused, unexpired one is returned (and from then on it is used). */
export async function consumeOauthState(db: DatabaseExecutor, stateHash: string, now: Date) {
  const [row] = await db
    .update(calendarOauthStates)
    .set({ usedAt: now })
    .where(
      and(
        eq(calendarOauthStates.stateHash, stateHash),
        isNull(calendarOauthStates.usedAt),
        gt(calendarOauthStates.expiresAt, now),
      ),
    )
    .returning();
  return row;
}

export async function deleteStaleOauthStates(db: DatabaseExecutor, before: Date): Promise<void> {
  await db.delete(calendarOauthStates).where(lt(calendarOauthStates.expiresAt, before));
}

// --- Busy periods ---

/** Replaces the instructor's busy periods with those of this sync (under the connection's row lock). */
export async function replaceBusyPeriods(
  db: DatabaseExecutor,
  instructorId: number,
  periods: readonly { start: Date; end: Date }[],
  syncedAt: Date,
): Promise<{ changed: boolean }> {
  const existing = await db
    .select({ startsAt: calendarBusyPeriods.startsAt, endsAt: calendarBusyPeriods.endsAt })
    .from(calendarBusyPeriods)
    .where(eq(calendarBusyPeriods.instructorId, instructorId))
    .orderBy(asc(calendarBusyPeriods.startsAt));
  const key = (list: readonly { start: Date; end: Date }[]) =>
    list.map((period) => `${period.start.getTime()}-${period.end.getTime()}`).join(',');
  const changed = key(existing.map((row) => ({ start: row.startsAt, end: row.endsAt }))) !== key(periods);
  await db.delete(calendarBusyPeriods).where(eq(calendarBusyPeriods.instructorId, instructorId));
  if (periods.length > 0) {
    await db
      .insert(calendarBusyPeriods)
      .values(
        periods.map((period) => ({ instructorId, startsAt: period.start, endsAt: period.end, syncedAt })),
      );
  }
  return { changed };
}

export async function deleteBusyPeriods(db: DatabaseExecutor, instructorId: number): Promise<void> {
  await db.delete(calendarBusyPeriods).where(eq(calendarBusyPeriods.instructorId, instructorId));
}

export function listBusyPeriods(db: DatabaseExecutor, instructorId: number, from: Date, to: Date) {
  return db
    .select({ startsAt: calendarBusyPeriods.startsAt, endsAt: calendarBusyPeriods.endsAt })
    .from(calendarBusyPeriods)
    .where(
      and(
        eq(calendarBusyPeriods.instructorId, instructorId),
        lt(calendarBusyPeriods.startsAt, to),
        gt(calendarBusyPeriods.endsAt, from),
      ),
    )
    .orderBy(asc(calendarBusyPeriods.startsAt));
}

// --- Lessons as events ---

const lessonEventColumns = {
  id: lessons.id,
  instructorId: lessons.instructorId,
  startsAt: lessons.startsAt,
  endsAt: lessons.endsAt,
  status: lessons.status,
  notes: lessons.notes,
  bookedDurationMinutes: lessons.bookedDurationMinutes,
  actualDurationMinutes: lessons.actualDurationMinutes,
  calendarEventId: lessons.calendarEventId,
  updatedAt: lessons.updatedAt,
  studentId: lessons.studentId,
  studentName: users.fullName,
  // A booked lesson's package, else what its purchase was (a manual lesson has no booking).
  packageName: sql<string | null>`coalesce(${packages.name}, ${purchases.description})`,
  bookingNotes: bookings.notes,
};

export type LessonEventRow = Awaited<ReturnType<typeof listLessonsForEvents>>[number];

function lessonEventQuery(db: DatabaseExecutor) {
  return db
    .select(lessonEventColumns)
    .from(lessons)
    .innerJoin(users, eq(users.id, lessons.studentId))
    .leftJoin(bookings, eq(bookings.id, lessons.bookingId))
    .leftJoin(packages, eq(packages.packageType, bookings.packageType))
    .leftJoin(purchases, eq(purchases.id, lessons.purchaseId));
}

/** The instructor's lessons that should be in the calendar: not cancelled, not yet over. */
export function listLessonsForEvents(db: DatabaseExecutor, instructorId: number, from: Date) {
  return lessonEventQuery(db)
    .where(
      and(eq(lessons.instructorId, instructorId), ne(lessons.status, 'cancelled'), gt(lessons.endsAt, from)),
    )
    .orderBy(asc(lessons.startsAt));
}

export function findLessonsForEvents(db: DatabaseExecutor, lessonIds: readonly number[]) {
  if (lessonIds.length === 0) return Promise.resolve([]);
  return lessonEventQuery(db).where(inArray(lessons.id, [...lessonIds]));
}

/** Cancelled lessons whose event was made and not yet taken out. */
export function listCancelledLessonsWithEvents(db: DatabaseExecutor, instructorId: number) {
  return lessonEventQuery(db).where(
    and(
      eq(lessons.instructorId, instructorId),
      eq(lessons.status, 'cancelled'),
      isNotNull(lessons.calendarEventId),
    ),
  );
}

export async function setLessonEventId(
  db: DatabaseExecutor,
  lessonId: number,
  eventId: string | null,
): Promise<void> {
  // Not updatedAt: that is the lesson's own last change (the feed's SEQUENCE), not the calendar's.
  await db.update(lessons).set({ calendarEventId: eventId }).where(eq(lessons.id, lessonId));
}

export async function clearLessonEventIds(db: DatabaseExecutor, instructorId: number): Promise<void> {
  await db
    .update(lessons)
    .set({ calendarEventId: null })
    .where(and(eq(lessons.instructorId, instructorId), isNotNull(lessons.calendarEventId)));
}

// --- Feed ---

export async function findFeedOfInstructor(
  db: DatabaseExecutor,
  instructorId: number,
): Promise<CalendarFeedRow | undefined> {
  const [row] = await db.select().from(calendarFeeds).where(eq(calendarFeeds.instructorId, instructorId));
  return row;
}

export async function findFeedByToken(
  db: DatabaseExecutor,
  token: string,
): Promise<CalendarFeedRow | undefined> {
  const [row] = await db.select().from(calendarFeeds).where(eq(calendarFeeds.token, token));
  return row;
}

/** Creates the feed if the instructor has none (a second caller racing gets the first one's). */
export async function ensureFeed(
  db: DatabaseExecutor,
  feed: { instructorId: number; token: string; createdAt: Date },
): Promise<CalendarFeedRow> {
  await db.insert(calendarFeeds).values(feed).onConflictDoNothing({ target: calendarFeeds.instructorId });
  const row = await findFeedOfInstructor(db, feed.instructorId);
  if (!row) throw new Error('Calendar feed insert returned no row');
  return row;
}

/** A new token: the old address stops working at once. */
export async function replaceFeedToken(
  db: DatabaseExecutor,
  feed: { instructorId: number; token: string; createdAt: Date },
): Promise<CalendarFeedRow> {
  const [row] = await db
    .insert(calendarFeeds)
    .values(feed)
    .onConflictDoUpdate({
      target: calendarFeeds.instructorId,
      set: { token: feed.token, createdAt: feed.createdAt },
    })
    .returning();
  if (!row) throw new Error('Calendar feed upsert returned no row');
  return row;
}

/** The lessons in the feed: not cancelled, from `from` on. */
export function listFeedLessons(db: DatabaseExecutor, instructorId: number, from: Date) {
  return listLessonsForEvents(db, instructorId, from);
}

// --- Week view ---

/** The instructor's slots starting in [from, to), with the booking holding each (if any). */
export function listWeekSlots(db: DatabaseExecutor, instructorId: number, from: Date, to: Date) {
  return db
    .select({
      id: timeSlots.id,
      startsAt: timeSlots.startsAt,
      endsAt: timeSlots.endsAt,
      isAvailable: timeSlots.isAvailable,
      bookingStatus: bookings.status,
      studentName: users.fullName,
    })
    .from(timeSlots)
    .leftJoin(bookingSlots, and(eq(bookingSlots.timeSlotId, timeSlots.id), isNull(bookingSlots.releasedAt)))
    .leftJoin(bookings, eq(bookings.id, bookingSlots.bookingId))
    .leftJoin(users, eq(users.id, bookings.studentId))
    .where(
      and(
        eq(timeSlots.instructorId, instructorId),
        gt(timeSlots.endsAt, from),
        lt(timeSlots.startsAt, to),
        // Withdrawn slots are off sale and, when a lesson covers them, shown as that lesson.
        or(eq(timeSlots.isAvailable, true), isNotNull(bookingSlots.id)),
      ),
    )
    .orderBy(asc(timeSlots.startsAt));
}

export function listWeekLessons(db: DatabaseExecutor, instructorId: number, from: Date, to: Date) {
  return lessonEventQuery(db)
    .where(
      and(
        eq(lessons.instructorId, instructorId),
        ne(lessons.status, 'cancelled'),
        gt(lessons.endsAt, from),
        lt(lessons.startsAt, to),
      ),
    )
    .orderBy(asc(lessons.startsAt));
}
