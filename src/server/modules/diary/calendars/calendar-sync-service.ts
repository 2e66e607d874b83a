import { getBookingWindow } from '../../../../core/bookings/booking/booking-window';
import { clipIntervals, subtractIntervals } from '../../../../core/diary/calendar/busy-intervals';
import { SCHOOL_TIME_ZONE } from '../../../../core/time/london-time';
import type { AppDependencies } from '../../../app-types';
import {
  type CalendarEventInput,
  type CalendarEventRecord,
  type GoogleCalendarAccount,
  GoogleCalendarError,
  toGoogleCalendarError,
} from '../../../integrations/google-calendar';
import { getSchoolDetails } from '../../../lib/school-details';
import { decryptSecret } from '../../../lib/token-encryption';
import { withOutbox } from '../../messaging/outbox/with-outbox';
import { calendarSyncFailurePush } from '../../messaging/push/instructor-push-messages';
import { enqueueInstructorPush } from '../../messaging/push/push-service';
import { getInstructorContact } from '../../platform/auth/account-service';
import { calendarConnectionBrokenEmail } from './calendar-emails';
import {
  type CalendarConnectionRow,
  findConnection,
  findLessonsForEvents,
  type LessonEventRow,
  listCancelledLessonsWithEvents,
  listLessonsForEvents,
  listWorkingConnections,
  markConnectionBroken,
  markErrorNotified,
  recordSyncProblem,
  recordSyncSuccess,
  replaceBusyPeriods,
  setLessonEventId,
} from './calendar-repository';
import { type CalendarSetup, getCalendarSetup, getLessonEventId } from './google-calendar-setup';
import { describeLessonForCalendar } from './lesson-event-text';

/*
 * Keeps the instructor's Google Calendar and the school in step, in both directions:
 * - lessons become events (made, moved, removed). A user's action calls syncLessonCalendarEvents
 *   after its transaction commits; it never throws, so Google being down never fails the action.
 *   The periodic run reconciles everything against what is really in the calendar, so whatever a
 *   failed call missed is put right on the next run. Event ids are derived from the lesson, so a
 *   retry (or two servers at once) finds the event instead of adding a second one.
 * - the calendar's busy periods for the next 3 months are copied, minus the school's own lessons;
 *   slots overlapping them are hidden from learners (availability-repository.ts).
 * A grant Google refuses turns the connection to error and e-mails the instructor once.
 */

/** Private extended properties on every event the school makes. */
export const SCHOOL_PROPERTY_KEY = 'drivingSchool';
export const LESSON_PROPERTY_KEY = 'lessonId';

export const CONNECTION_BROKEN_MESSAGE =
  "Google no longer accepts the school's access to your calendar (it was withdrawn or has expired). Please reconnect.";
const KEY_CHANGED_MESSAGE =
  "The site's saved permission for your Google Calendar can no longer be read (the site's settings changed). Please reconnect.";

export interface CalendarSyncOutcome {
  ok: boolean;
  busyCount: number | null;
  problem: string | null;
}

const accounts = new WeakMap<CalendarSetup, Map<string, GoogleCalendarAccount>>();

/**
 * The connected Google account of a connection (kept per process, so its access token is reused
 * until it runs out). A refresh token the current key cannot open means reconnecting.
 */
export function openCalendarAccount(
  setup: CalendarSetup,
  connection: CalendarConnectionRow,
): GoogleCalendarAccount {
  let cache = accounts.get(setup);
  if (!cache) {
    cache = new Map();
    accounts.set(setup, cache);
  }
  const key = `${connection.id}:${connection.encryptedRefreshToken}`;
  const cached = cache.get(key);
  if (cached) return cached;
  let refreshToken: string;
  try {
    refreshToken = decryptSecret(connection.encryptedRefreshToken, setup.encryptionKey);
  } catch (error) {
    throw new GoogleCalendarError('needs_reconnect', KEY_CHANGED_MESSAGE, null, error);
  }
  const account = setup.client.account(refreshToken);
  cache.set(key, account);
  return account;
}

/** The lesson as an event in the instructor's calendar (see lesson-event-text.ts for the words). */
export function describeLessonEvent(setup: CalendarSetup, lesson: LessonEventRow): CalendarEventInput {
  return {
    ...describeLessonForCalendar(lesson, setup.publicUrl),
    start: lesson.startsAt,
    end: lesson.endsAt,
    properties: { [SCHOOL_PROPERTY_KEY]: setup.schoolTag, [LESSON_PROPERTY_KEY]: String(lesson.id) },
  };
}

function matchesEvent(record: CalendarEventRecord, input: CalendarEventInput): boolean {
  return (
    record.status !== 'cancelled' &&
    record.start?.getTime() === input.start.getTime() &&
    record.end?.getTime() === input.end.getTime() &&
    record.summary === input.summary &&
    record.description === input.description
  );
}

function isMissing(error: unknown): boolean {
  return error instanceof GoogleCalendarError && (error.kind === 'not_found' || error.kind === 'gone');
}

/**
 * Makes sure the lesson's event exists and shows the lesson as it is now; returns the event's id.
 * `listed` is the event already found in the calendar, if the caller looked.
 */
async function upsertLessonEvent(
  setup: CalendarSetup,
  account: GoogleCalendarAccount,
  calendarId: string,
  lesson: LessonEventRow,
  listed: CalendarEventRecord | undefined,
): Promise<string> {
  const input = describeLessonEvent(setup, lesson);
  if (listed) {
    if (!matchesEvent(listed, input)) await account.patchEvent(calendarId, listed.id, input);
    return listed.id;
  }
  if (lesson.calendarEventId) {
    try {
      await account.patchEvent(calendarId, lesson.calendarEventId, input);
      return lesson.calendarEventId;
    } catch (error) {
      // Deleted by hand in the calendar: made again below.
      if (!isMissing(error)) throw error;
    }
  }
  const eventId = getLessonEventId(setup, lesson.id);
  try {
    return (await account.insertEvent(calendarId, eventId, input)).id;
  } catch (error) {
    if (!(error instanceof GoogleCalendarError && error.kind === 'conflict')) throw error;
  }
  // The event was made before (a crash before its id was saved, or a deleted one): update it.
  try {
    await account.patchEvent(calendarId, eventId, input);
    return eventId;
  } catch (error) {
    if (!isMissing(error)) throw error;
  }
  // The id is taken for good by an event that cannot be brought back: a new id.
  return (await account.insertEvent(calendarId, undefined, input)).id;
}

async function syncOneLesson(
  deps: AppDependencies,
  setup: CalendarSetup,
  account: GoogleCalendarAccount,
  calendarId: string,
  lesson: LessonEventRow,
): Promise<void> {
  const { db } = deps.database;
  if (lesson.status === 'cancelled') {
    if (!lesson.calendarEventId) return;
    await account.deleteEvent(calendarId, lesson.calendarEventId);
    await setLessonEventId(db, lesson.id, null);
    return;
  }
  // A lesson that is over stays in the calendar as it was.
  if (lesson.endsAt <= deps.now()) return;
  const eventId = await upsertLessonEvent(setup, account, calendarId, lesson, undefined);
  if (eventId !== lesson.calendarEventId) await setLessonEventId(db, lesson.id, eventId);
}

/**
 * After a failure: a refused grant turns the connection to error and e-mails the instructor once;
 * anything else is noted on the status card and left for the next run.
 */
export async function handleCalendarFailure(
  deps: AppDependencies,
  connection: CalendarConnectionRow,
  failure: unknown,
): Promise<string> {
  const error = toGoogleCalendarError(failure);
  const now = deps.now();
  if (error.kind === 'needs_reconnect') {
    const message = error.message === KEY_CHANGED_MESSAGE ? KEY_CHANGED_MESSAGE : CONNECTION_BROKEN_MESSAGE;
    deps.logger.warn(
      { instructorId: connection.instructorId, reason: error.message },
      'calendar: grant refused',
    );
    await withOutbox(deps, async (tx, queue) => {
      const firstNotice = await markConnectionBroken(tx, connection.id, { message, at: now });
      if (!firstNotice) return;
      const instructor = await getInstructorContact(tx, connection.instructorId);
      if (!instructor) return;
      await queue(
        deps.mail.enqueue(
          tx,
          calendarConnectionBrokenEmail(instructor, message, await getSchoolDetails(deps, tx)),
        ),
      );
      await queue(enqueueInstructorPush(deps, tx, calendarSyncFailurePush(message)));
      await markErrorNotified(tx, connection.id, now);
    });
    return message;
  }
  const message = `${error.message}. The school will try again at the next sync.`;
  deps.logger.warn({ instructorId: connection.instructorId, reason: error.message }, 'calendar: sync failed');
  await recordSyncProblem(deps.database.db, connection.id, { message: message.slice(0, 500), at: now });
  return message;
}

/**
 * Brings the calendar up to date for these lessons (made, moved or cancelled just now). Call it
 * after the transaction that changed them has committed. Never throws: a failure is recorded and
 * the periodic run tries again.
 */
export async function syncLessonCalendarEvents(
  deps: AppDependencies,
  lessonIds: readonly number[],
): Promise<void> {
  const setup = getCalendarSetup(deps);
  if (!setup || lessonIds.length === 0) return;
  const { db } = deps.database;
  try {
    const lessonRows = await findLessonsForEvents(db, [...new Set(lessonIds)]);
    for (const instructorId of new Set(lessonRows.map((lesson) => lesson.instructorId))) {
      const connection = await findConnection(db, instructorId);
      if (connection?.status !== 'connected') continue;
      try {
        const account = openCalendarAccount(setup, connection);
        for (const lesson of lessonRows.filter((row) => row.instructorId === instructorId)) {
          await syncOneLesson(deps, setup, account, connection.calendarId, lesson);
        }
      } catch (error) {
        await handleCalendarFailure(deps, connection, error);
      }
    }
  } catch (error) {
    deps.logger.error({ err: error }, 'calendar: could not sync lesson events');
  }
}

/**
 * Lessons that moved to another instructor (a hand-over, a lesson's cover): each lesson's event
 * leaves the previous instructor's calendar, then the new instructor's calendar gets it. Call it
 * after the move has committed. Never throws: what fails here is put right by the next periodic
 * run, whose reconciling removes from a calendar the events of lessons no longer its instructor's.
 */
export async function syncMovedLessonCalendarEvents(
  deps: AppDependencies,
  moves: readonly { lessonId: number; fromInstructorId: number }[],
): Promise<void> {
  const setup = getCalendarSetup(deps);
  if (!setup || moves.length === 0) return;
  const { db } = deps.database;
  try {
    const lessonRows = await findLessonsForEvents(db, [...new Set(moves.map((move) => move.lessonId))]);
    for (const fromInstructorId of new Set(moves.map((move) => move.fromInstructorId))) {
      const lessonIds = new Set(
        moves.filter((move) => move.fromInstructorId === fromInstructorId).map((move) => move.lessonId),
      );
      // A lesson that is the previous instructor's again (moved back meanwhile) keeps its event.
      const gone = lessonRows.filter(
        (lesson) => lessonIds.has(lesson.id) && lesson.instructorId !== fromInstructorId,
      );
      const connection = await findConnection(db, fromInstructorId);
      if (gone.length === 0 || connection?.status !== 'connected') continue;
      try {
        const account = openCalendarAccount(setup, connection);
        for (const lesson of gone) {
          // The stored id is the event in the previous calendar until the new one is made below;
          // the derived id is tried too (the event may have been made before its id was saved).
          const ids = new Set([lesson.calendarEventId, getLessonEventId(setup, lesson.id)]);
          for (const id of ids) if (id) await account.deleteEvent(connection.calendarId, id);
        }
      } catch (error) {
        await handleCalendarFailure(deps, connection, error);
      }
    }
  } catch (error) {
    deps.logger.error({ err: error }, 'calendar: could not remove moved lessons from the previous calendar');
  }
  await syncLessonCalendarEvents(
    deps,
    moves.map((move) => move.lessonId),
  );
}

/** Lesson events in the calendar against the lessons in the database: made, corrected, removed. */
async function reconcileLessonEvents(
  deps: AppDependencies,
  setup: CalendarSetup,
  account: GoogleCalendarAccount,
  connection: CalendarConnectionRow,
  lessons: readonly LessonEventRow[],
): Promise<{ calendarName: string | null }> {
  const { db } = deps.database;
  const now = deps.now();
  const { calendarId } = connection;
  const listed = await account.listEvents(calendarId, {
    from: now,
    property: { key: SCHOOL_PROPERTY_KEY, value: setup.schoolTag },
  });
  const eventsByLesson = new Map<number, CalendarEventRecord[]>();
  for (const event of listed.events) {
    const lessonId = Number(event.properties[LESSON_PROPERTY_KEY]);
    if (!Number.isInteger(lessonId)) continue;
    eventsByLesson.set(lessonId, [...(eventsByLesson.get(lessonId) ?? []), event]);
  }

  const wanted = new Set<number>();
  for (const lesson of lessons) {
    wanted.add(lesson.id);
    const found = eventsByLesson.get(lesson.id) ?? [];
    // Keep the stored event if it is there, else the derived one, else any; extra copies go.
    const keep =
      found.find((event) => event.id === lesson.calendarEventId) ??
      found.find((event) => event.id === getLessonEventId(setup, lesson.id)) ??
      found[0];
    for (const extra of found.filter((event) => event !== keep)) {
      await account.deleteEvent(calendarId, extra.id);
    }
    const eventId = await upsertLessonEvent(setup, account, calendarId, lesson, keep);
    if (eventId !== lesson.calendarEventId) await setLessonEventId(db, lesson.id, eventId);
  }

  // Events of lessons that were cancelled, or whose learner was deleted.
  for (const [lessonId, events] of eventsByLesson) {
    if (wanted.has(lessonId)) continue;
    for (const event of events) await account.deleteEvent(calendarId, event.id);
  }
  for (const lesson of await listCancelledLessonsWithEvents(db, connection.instructorId)) {
    if (lesson.calendarEventId) await account.deleteEvent(calendarId, lesson.calendarEventId);
    await setLessonEventId(db, lesson.id, null);
  }
  return { calendarName: listed.calendarName };
}

const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+$/;

/**
 * One full sync of an instructor's calendar (the periodic job, 'Sync now', and right after
 * connecting): lesson events reconciled, busy periods for the next 3 months copied. Slots are
 * re-read by the booking page at once when the busy periods changed.
 */
export async function syncInstructorCalendar(
  deps: AppDependencies,
  instructorId: number,
): Promise<CalendarSyncOutcome> {
  const setup = getCalendarSetup(deps);
  const { db } = deps.database;
  const connection = await findConnection(db, instructorId);
  if (!setup || connection?.status !== 'connected') {
    return { ok: false, busyCount: null, problem: connection?.lastError ?? null };
  }
  const now = deps.now();
  try {
    const account = openCalendarAccount(setup, connection);
    const lessons = await listLessonsForEvents(db, instructorId, now);
    const { calendarName } = await reconcileLessonEvents(deps, setup, account, connection, lessons);

    const window = { start: now, end: getBookingWindow(now, SCHOOL_TIME_ZONE).endsAt };
    const busy = await account.queryBusy(connection.calendarId, window);
    // The school's own lessons are in the calendar too; they are not 'other commitments'.
    const otherCommitments = clipIntervals(
      subtractIntervals(
        busy,
        lessons.map((lesson) => ({ start: lesson.startsAt, end: lesson.endsAt })),
      ),
      window,
    );
    const { changed } = await db.transaction(async (tx) => {
      // One sync writes an instructor's busy copy at a time (two servers, or the job and 'Sync now').
      const locked = await findConnection(tx, instructorId, { lock: true });
      if (locked?.id !== connection.id || locked.status !== 'connected') return { changed: false };
      return replaceBusyPeriods(tx, instructorId, otherCommitments, now);
    });
    if (changed) deps.availability.invalidate();
    await recordSyncSuccess(db, connection.id, {
      at: now,
      busyCount: otherCommitments.length,
      accountEmail: calendarName && EMAIL_PATTERN.test(calendarName) ? calendarName : null,
    });
    return { ok: true, busyCount: otherCommitments.length, problem: null };
  } catch (error) {
    const problem = await handleCalendarFailure(deps, connection, error);
    // A broken grant means the busy copy no longer counts: the slots it hid come back.
    deps.availability.invalidate();
    return { ok: false, busyCount: null, problem };
  }
}

/** The periodic run: every working connection, one after another. */
export async function syncAllCalendars(deps: AppDependencies): Promise<CalendarSyncOutcome[]> {
  if (!getCalendarSetup(deps)) return [];
  const outcomes: CalendarSyncOutcome[] = [];
  for (const connection of await listWorkingConnections(deps.database.db)) {
    outcomes.push(await syncInstructorCalendar(deps, connection.instructorId));
  }
  return outcomes;
}
