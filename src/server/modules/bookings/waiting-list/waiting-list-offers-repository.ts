import {
  and,
  asc,
  desc,
  eq,
  exists,
  gt,
  inArray,
  isNotNull,
  isNull,
  lt,
  min,
  ne,
  or,
  sql,
} from 'drizzle-orm';
import type { OpenRange } from '../../../../core/bookings/waiting-list/waiting-list-freed-times';
import type { WaitingListSettings } from '../../../../core/bookings/waiting-list/waiting-list-offer-schemas';
import type { DatabaseExecutor } from '../../../db/database-client';
import {
  lessons,
  schoolSettings,
  users,
  waitingListEntries,
  waitingListFreedTimes,
  waitingListOffers,
  waitingListOpenTimes,
  waitingListSweeps,
} from '../../../db/schema';
import { learnerVisibleTo, type Viewer } from '../../../db/visible-learners';

/** The start of each learner's next scheduled lesson after `now` (learners with none are absent). */
export async function findNextLessonStarts(
  db: DatabaseExecutor,
  studentIds: readonly number[],
  now: Date,
): Promise<Map<number, Date>> {
  if (studentIds.length === 0) return new Map();
  const rows = await db
    .select({ studentId: lessons.studentId, startsAt: min(lessons.startsAt) })
    .from(lessons)
    .where(
      and(
        inArray(lessons.studentId, [...studentIds]),
        eq(lessons.status, 'scheduled'),
        gt(lessons.startsAt, now),
      ),
    )
    .groupBy(lessons.studentId);
  const starts = new Map<number, Date>();
  for (const row of rows) if (row.startsAt) starts.set(row.studentId, row.startsAt);
  return starts;
}

// ---------------------------------------------------------------------------------------------
// The school's settings

export async function findWaitingListSettings(db: DatabaseExecutor): Promise<WaitingListSettings | null> {
  const [row] = await db
    .select({
      autoOffer: schoolSettings.waitingListAutoOffer,
      offerHours: schoolSettings.waitingListOfferHours,
      refundRefilledCancellations: schoolSettings.refundRefilledCancellations,
    })
    .from(schoolSettings)
    .where(eq(schoolSettings.id, 1));
  return row ?? null;
}

/** Saves the settings on the one settings row (made with its defaults when missing). */
export async function saveWaitingListSettings(
  db: DatabaseExecutor,
  settings: WaitingListSettings,
  now: Date,
): Promise<WaitingListSettings> {
  const values = {
    waitingListAutoOffer: settings.autoOffer,
    waitingListOfferHours: settings.offerHours,
    refundRefilledCancellations: settings.refundRefilledCancellations,
    updatedAt: now,
  };
  const [row] = await db
    .insert(schoolSettings)
    .values({ id: 1, ...values })
    .onConflictDoUpdate({ target: schoolSettings.id, set: values })
    .returning({
      autoOffer: schoolSettings.waitingListAutoOffer,
      offerHours: schoolSettings.waitingListOfferHours,
      refundRefilledCancellations: schoolSettings.refundRefilledCancellations,
    });
  if (!row) throw new Error('School settings were not written');
  return row;
}

// ---------------------------------------------------------------------------------------------
// Looking for freed times

/** The sweep's state row, locked for the transaction: one look at a time, in any process. */
export async function lockSweepState(db: DatabaseExecutor) {
  await db.insert(waitingListSweeps).values({ id: 1 }).onConflictDoNothing();
  const [row] = await db.select().from(waitingListSweeps).where(eq(waitingListSweeps.id, 1)).for('update');
  if (!row) throw new Error('Waiting-list sweep state is missing');
  return row;
}

export async function saveSweepState(db: DatabaseExecutor, sweptAt: Date, sweptUntil: Date): Promise<void> {
  await db.update(waitingListSweeps).set({ sweptAt, sweptUntil }).where(eq(waitingListSweeps.id, 1));
}

export function listOpenTimes(db: DatabaseExecutor): Promise<OpenRange[]> {
  return db
    .select({
      instructorId: waitingListOpenTimes.instructorId,
      startsAt: waitingListOpenTimes.startsAt,
      endsAt: waitingListOpenTimes.endsAt,
    })
    .from(waitingListOpenTimes)
    .orderBy(asc(waitingListOpenTimes.instructorId), asc(waitingListOpenTimes.startsAt));
}

export async function replaceOpenTimes(db: DatabaseExecutor, ranges: readonly OpenRange[]): Promise<void> {
  await db.delete(waitingListOpenTimes);
  if (ranges.length > 0) await db.insert(waitingListOpenTimes).values([...ranges]);
}

export async function insertFreedTimes(db: DatabaseExecutor, ranges: readonly OpenRange[], now: Date) {
  if (ranges.length === 0) return [];
  return db
    .insert(waitingListFreedTimes)
    .values(ranges.map((range) => ({ ...range, freedAt: now })))
    .returning();
}

export type FreedTimeRow = typeof waitingListFreedTimes.$inferSelect;

/** Freed times still to come and free that nobody has been offered yet (automatic offers were off). */
export function listUnofferedFreedTimes(db: DatabaseExecutor, now: Date): Promise<FreedTimeRow[]> {
  return db
    .select()
    .from(waitingListFreedTimes)
    .where(
      and(
        isNull(waitingListFreedTimes.offeredAt),
        isNull(waitingListFreedTimes.takenAt),
        gt(waitingListFreedTimes.startsAt, now),
      ),
    )
    .orderBy(asc(waitingListFreedTimes.startsAt));
}

export async function markFreedTimeOffered(db: DatabaseExecutor, id: number, now: Date): Promise<void> {
  await db
    .update(waitingListFreedTimes)
    .set({ offeredAt: now })
    .where(and(eq(waitingListFreedTimes.id, id), isNull(waitingListFreedTimes.offeredAt)));
}

/** Every open entry (for leaving the list when fulfilled). */
export function listAllOpenEntries(db: DatabaseExecutor) {
  return db
    .select({
      id: waitingListEntries.id,
      studentId: waitingListEntries.studentId,
      windows: waitingListEntries.windows,
      fromDate: waitingListEntries.fromDate,
      lessonMinutes: waitingListEntries.lessonMinutes,
      testDate: waitingListEntries.testDate,
      instructorChoice: waitingListEntries.instructorChoice,
      instructorPreference: waitingListEntries.instructorPreference,
    })
    .from(waitingListEntries)
    .where(eq(waitingListEntries.status, 'waiting'));
}

/** Ends open entries as fulfilled (the learner has a lesson as early as they asked for). */
export async function markEntriesFulfilled(db: DatabaseExecutor, ids: readonly number[], now: Date) {
  if (ids.length === 0) return [];
  return db
    .update(waitingListEntries)
    .set({ status: 'fulfilled', endedAt: now, updatedAt: now, manualRank: null })
    .where(and(inArray(waitingListEntries.id, [...ids]), eq(waitingListEntries.status, 'waiting')))
    .returning({ id: waitingListEntries.id });
}

// ---------------------------------------------------------------------------------------------
// Offers

export type OfferRow = typeof waitingListOffers.$inferSelect;

/** Inserts an offer unless the learner already has one for this freed time (then null). */
export async function insertOffer(
  db: DatabaseExecutor,
  offer: typeof waitingListOffers.$inferInsert,
): Promise<OfferRow | null> {
  const [row] = await db
    .insert(waitingListOffers)
    .values(offer)
    .onConflictDoNothing({ target: [waitingListOffers.freedTimeId, waitingListOffers.studentId] })
    .returning();
  return row ?? null;
}

export async function listOfferedStudentIds(db: DatabaseExecutor, freedTimeId: number): Promise<Set<number>> {
  const rows = await db
    .select({ studentId: waitingListOffers.studentId })
    .from(waitingListOffers)
    .where(eq(waitingListOffers.freedTimeId, freedTimeId));
  return new Set(rows.map((row) => row.studentId));
}

function selectOffers(db: DatabaseExecutor) {
  return db
    .select({
      offer: waitingListOffers,
      freedTime: waitingListFreedTimes,
      entryStatus: waitingListEntries.status,
      student: {
        id: users.id,
        fullName: users.fullName,
        email: users.email,
        phone: users.phone,
        drivingExperience: users.drivingExperience,
      },
    })
    .from(waitingListOffers)
    .innerJoin(waitingListFreedTimes, eq(waitingListFreedTimes.id, waitingListOffers.freedTimeId))
    .innerJoin(waitingListEntries, eq(waitingListEntries.id, waitingListOffers.entryId))
    .innerJoin(users, eq(users.id, waitingListOffers.studentId));
}

/** An offer by its link, with its freed time, the learner and their entry's status. */
export async function findOfferByTokenHash(db: DatabaseExecutor, tokenHash: string) {
  const [row] = await selectOffers(db).where(eq(waitingListOffers.tokenHash, tokenHash));
  return row;
}

/** One of this learner's offers by its id (for their own page, behind their link). */
export async function findOfferOfStudent(db: DatabaseExecutor, id: number, studentId: number) {
  const [row] = await selectOffers(db).where(
    and(eq(waitingListOffers.id, id), eq(waitingListOffers.studentId, studentId)),
  );
  return row;
}

/**
 * The learner's offers that may still be taken: not claimed, not ended, their entry still open
 * and the freed time not taken (whether its slots are still on sale, the caller checks).
 */
export function listLiveOffersOfStudent(db: DatabaseExecutor, studentId: number, now: Date) {
  return selectOffers(db)
    .where(
      and(
        eq(waitingListOffers.studentId, studentId),
        isNull(waitingListOffers.claimedAt),
        gt(waitingListOffers.expiresAt, now),
        eq(waitingListEntries.status, 'waiting'),
        isNull(waitingListFreedTimes.takenAt),
      ),
    )
    .orderBy(asc(waitingListOffers.expiresAt), asc(waitingListOffers.id));
}

/** Whose diary a freed time is in (read without a lock, to take the diary lock first). */
export async function findFreedTimeInstructorId(
  db: DatabaseExecutor,
  id: number,
): Promise<number | undefined> {
  const [row] = await db
    .select({ instructorId: waitingListFreedTimes.instructorId })
    .from(waitingListFreedTimes)
    .where(eq(waitingListFreedTimes.id, id));
  return row?.instructorId;
}

export async function lockFreedTime(db: DatabaseExecutor, id: number): Promise<FreedTimeRow | undefined> {
  const [row] = await db
    .select()
    .from(waitingListFreedTimes)
    .where(eq(waitingListFreedTimes.id, id))
    .for('update');
  return row;
}

export async function findFreedTimeOfInstructor(db: DatabaseExecutor, id: number, instructorId: number) {
  const [row] = await db
    .select()
    .from(waitingListFreedTimes)
    .where(and(eq(waitingListFreedTimes.id, id), eq(waitingListFreedTimes.instructorId, instructorId)));
  return row;
}

/** First claim wins: sets who took the time only while nobody has (false when someone did). */
export async function markFreedTimeTaken(
  db: DatabaseExecutor,
  values: { id: number; studentId: number; lessonId: number; now: Date },
): Promise<boolean> {
  const rows = await db
    .update(waitingListFreedTimes)
    .set({ takenAt: values.now, takenByStudentId: values.studentId, takenLessonId: values.lessonId })
    .where(and(eq(waitingListFreedTimes.id, values.id), isNull(waitingListFreedTimes.takenAt)))
    .returning({ id: waitingListFreedTimes.id });
  return rows.length > 0;
}

export async function markOfferClaimed(db: DatabaseExecutor, id: number, lessonId: number, now: Date) {
  await db
    .update(waitingListOffers)
    .set({ claimedAt: now, lessonId })
    .where(and(eq(waitingListOffers.id, id), isNull(waitingListOffers.claimedAt)));
}

/** Freed times of the instructor still to come or freed since `since`, newest first (see below which). */
export function listRecentFreedTimes(db: DatabaseExecutor, instructorId: number, now: Date, since: Date) {
  return db
    .select({
      freedTime: waitingListFreedTimes,
      takenByName: users.fullName,
    })
    .from(waitingListFreedTimes)
    .leftJoin(users, eq(users.id, waitingListFreedTimes.takenByStudentId))
    .where(
      and(
        eq(waitingListFreedTimes.instructorId, instructorId),
        or(gt(waitingListFreedTimes.startsAt, now), gt(waitingListFreedTimes.freedAt, since)),
        // Offered to someone, or waiting for the instructor to choose (automatic offers off). A time
        // the rule found nobody for is not listed: new availability would otherwise fill the list.
        or(
          isNull(waitingListFreedTimes.offeredAt),
          exists(
            db
              .select({ one: sql`1` })
              .from(waitingListOffers)
              .where(eq(waitingListOffers.freedTimeId, waitingListFreedTimes.id)),
          ),
        ),
      ),
    )
    .orderBy(desc(waitingListFreedTimes.freedAt), desc(waitingListFreedTimes.id))
    .limit(30);
}

/** The offers of these freed times; `learnerVisible`: whether the viewer sees each learner (0047). */
export function listOffersOfFreedTimes(
  db: DatabaseExecutor,
  freedTimeIds: readonly number[],
  viewer: Viewer,
) {
  if (freedTimeIds.length === 0) return Promise.resolve([]);
  const visible = learnerVisibleTo(viewer, waitingListOffers.studentId);
  return db
    .select({
      offer: waitingListOffers,
      fullName: users.fullName,
      entryStatus: waitingListEntries.status,
      entryInstructorId: waitingListEntries.instructorId,
      learnerVisible: visible ? sql<boolean>`(${visible})` : sql<boolean>`true`,
    })
    .from(waitingListOffers)
    .innerJoin(users, eq(users.id, waitingListOffers.studentId))
    .innerJoin(waitingListEntries, eq(waitingListEntries.id, waitingListOffers.entryId))
    .where(inArray(waitingListOffers.freedTimeId, [...freedTimeIds]))
    .orderBy(asc(waitingListOffers.sentAt), asc(waitingListOffers.id));
}

// ---------------------------------------------------------------------------------------------
// A refilled late cancellation

/** Cancelled lessons whose forfeit still counts (charged minutes) and whose time has not long passed. */
export function listForfeitedCancellations(db: DatabaseExecutor, endedAfter: Date) {
  return db
    .select({
      id: lessons.id,
      studentId: lessons.studentId,
      instructorId: lessons.instructorId,
      status: lessons.status,
      startsAt: lessons.startsAt,
      endsAt: lessons.endsAt,
      chargedMinutes: lessons.chargedMinutes,
    })
    .from(lessons)
    .where(
      and(
        eq(lessons.status, 'cancelled'),
        isNotNull(lessons.chargedMinutes),
        gt(lessons.chargedMinutes, 0),
        gt(lessons.endsAt, endedAfter),
      ),
    );
}

/** Lessons that are not cancelled overlapping [startsAt, endsAt) of one instructor. */
export function listLessonsOverlapping(
  db: DatabaseExecutor,
  instructorId: number,
  startsAt: Date,
  endsAt: Date,
) {
  return db
    .select({
      studentId: lessons.studentId,
      instructorId: lessons.instructorId,
      status: lessons.status,
      startsAt: lessons.startsAt,
      endsAt: lessons.endsAt,
    })
    .from(lessons)
    .where(
      and(
        eq(lessons.instructorId, instructorId),
        ne(lessons.status, 'cancelled'),
        lt(lessons.startsAt, endsAt),
        gt(lessons.endsAt, startsAt),
      ),
    );
}
