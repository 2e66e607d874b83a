import { and, asc, desc, eq, gt, inArray, lte, sql } from 'drizzle-orm';
import type { ReminderType } from '../../../../core/messaging/reminders/reminder-schemas';
import type { Database, DatabaseExecutor } from '../../../db/database-client';
import { instructors, lessons, reminderLog, reminderPreferences, users } from '../../../db/schema';
import { learnerVisibleTo, ownRowOf, type Viewer } from '../../../db/visible-learners';

export type ReminderLogRow = typeof reminderLog.$inferSelect;
export type NewReminderLogRow = typeof reminderLog.$inferInsert;
export type ReminderPreferenceRow = typeof reminderPreferences.$inferSelect;

const studentColumns = {
  id: users.id,
  fullName: users.fullName,
  email: users.email,
  phone: users.phone,
};

/** Every learner the viewer sees (docs/decisions/0047), with their own reminder preference if they have one, by name. */
export function listStudentsWithPreferences(db: DatabaseExecutor, viewer: Viewer) {
  return db
    .select({ student: studentColumns, preference: reminderPreferences })
    .from(users)
    .leftJoin(reminderPreferences, eq(reminderPreferences.studentId, users.id))
    .where(learnerVisibleTo(viewer, users.id))
    .orderBy(asc(users.fullName), asc(users.id));
}

/**
 * A learner and their preference; with a viewer, only a learner the viewer sees (another's is
 * not found, like a missing one).
 */
export async function findStudentWithPreference(db: DatabaseExecutor, studentId: number, viewer?: Viewer) {
  const [row] = await db
    .select({ student: studentColumns, preference: reminderPreferences })
    .from(users)
    .leftJoin(reminderPreferences, eq(reminderPreferences.studentId, users.id))
    .where(and(eq(users.id, studentId), viewer ? learnerVisibleTo(viewer, users.id) : undefined));
  return row;
}

/** Creates or replaces the learner's own preference. */
export async function upsertReminderPreference(
  db: DatabaseExecutor,
  preference: {
    studentId: number;
    reminderType: ReminderType;
    lessonReminder24h: boolean;
    lessonReminder2h: boolean;
    updatedAt: Date;
  },
): Promise<ReminderPreferenceRow> {
  const { studentId, ...values } = preference;
  const [row] = await db
    .insert(reminderPreferences)
    .values(preference)
    .onConflictDoUpdate({ target: reminderPreferences.studentId, set: values })
    .returning();
  if (!row) throw new Error('Reminder preference upsert returned no row');
  return row;
}

/**
 * Scheduled lessons starting in (startsAfter, startsAtOrBefore], with their learner and preference.
 * `lock` takes the lesson rows FOR UPDATE: a move or cancellation waits until the reminder is claimed.
 */
export function listScheduledLessonsStarting(
  db: DatabaseExecutor,
  window: { startsAfter: Date; startsAtOrBefore: Date },
  options: { lock: boolean; viewer?: Viewer },
) {
  const query = db
    .select({
      lessonId: lessons.id,
      startsAt: lessons.startsAt,
      createdAt: lessons.createdAt,
      bookedDurationMinutes: lessons.bookedDurationMinutes,
      // The reminder goes in the name of the lesson's own instructor (docs/decisions/0052).
      instructorName: instructors.fullName,
      student: studentColumns,
      preference: reminderPreferences,
    })
    .from(lessons)
    .innerJoin(users, eq(users.id, lessons.studentId))
    .innerJoin(instructors, eq(instructors.id, lessons.instructorId))
    .leftJoin(reminderPreferences, eq(reminderPreferences.studentId, lessons.studentId))
    .where(
      and(
        eq(lessons.status, 'scheduled'),
        gt(lessons.startsAt, window.startsAfter),
        lte(lessons.startsAt, window.startsAtOrBefore),
        // A dashboard reader sees their own lessons' reminders (the owner every one): decision 0047.
        options.viewer === undefined ? undefined : ownRowOf(options.viewer, lessons.instructorId),
      ),
    )
    .orderBy(asc(lessons.startsAt), asc(lessons.id));
  return options.lock ? query.for('update', { of: lessons }) : query;
}

/** The reminder kinds already logged for each lesson, with the start they were for. */
export function listLoggedLessonReminders(db: DatabaseExecutor, lessonIds: readonly number[]) {
  if (lessonIds.length === 0) return Promise.resolve([]);
  return db
    .select({
      lessonId: reminderLog.lessonId,
      reminderKind: reminderLog.reminderKind,
      lessonStartsAt: reminderLog.lessonStartsAt,
    })
    .from(reminderLog)
    .where(inArray(reminderLog.lessonId, [...lessonIds]));
}

/**
 * Claims a lesson reminder: inserts its log row unless one exists for the lesson, kind and start
 * (the partial unique key reminder_log_lesson_kind_unique). Null when it was already claimed, by
 * this process or any other: that is what makes a second send impossible.
 */
export async function claimLessonReminder(
  db: DatabaseExecutor,
  row: NewReminderLogRow & { lessonId: number; lessonStartsAt: Date },
): Promise<ReminderLogRow | null> {
  const [claimed] = await db.insert(reminderLog).values(row).onConflictDoNothing().returning();
  return claimed ?? null;
}

export async function insertReminderLog(
  db: DatabaseExecutor,
  row: NewReminderLogRow,
): Promise<ReminderLogRow> {
  const [inserted] = await db.insert(reminderLog).values(row).returning();
  if (!inserted) throw new Error('Reminder log insert returned no row');
  return inserted;
}

/** What finally became of a claimed reminder. */
export async function recordReminderOutcome(
  db: Database,
  id: number,
  outcome: {
    deliveryMethod: NewReminderLogRow['deliveryMethod'];
    status: 'sent' | 'failed';
    providerMessageId: string | null;
    errorMessage: string | null;
    /** How many of the learner's devices the reminder's push reached (0 when none was sent). */
    pushedDevices?: number;
    sentAt: Date;
  },
): Promise<void> {
  await db
    .update(reminderLog)
    .set({ ...outcome, errorMessage: outcome.errorMessage?.slice(0, 2000) ?? null })
    .where(eq(reminderLog.id, id));
}

/** The lesson as it is now (to check, just before sending, that it was not moved or cancelled). */
export async function findLessonSchedule(db: DatabaseExecutor, lessonId: number) {
  const [row] = await db
    .select({ status: lessons.status, startsAt: lessons.startsAt })
    .from(lessons)
    .where(eq(lessons.id, lessonId));
  return row;
}

/** The newest reminder log entries with the learner's name. */
/** The newest reminders sent to learners the viewer sees (docs/decisions/0047). */
export function listReminderLogEntries(db: DatabaseExecutor, viewer: Viewer, limit: number) {
  return db
    .select({ entry: reminderLog, studentName: users.fullName })
    .from(reminderLog)
    .innerJoin(users, eq(users.id, reminderLog.studentId))
    .where(learnerVisibleTo(viewer, reminderLog.studentId))
    .orderBy(desc(reminderLog.sentAt), desc(reminderLog.id))
    .limit(limit);
}

/** For the scheduler's lock: pg_try_advisory_xact_lock inside the caller's transaction. */
export async function tryAdvisoryTransactionLock(tx: DatabaseExecutor, key: number): Promise<unknown> {
  return tx.execute(sql`select pg_try_advisory_xact_lock(${key}) as locked`);
}
