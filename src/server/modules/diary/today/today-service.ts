import {
  LESSON_ENDED_MESSAGE,
  LESSON_HAS_OUTCOME_MESSAGE,
  NEEDS_OUTCOME_DAYS,
  type RunningLateResponse,
  type TodayLesson,
  type TodayOverview,
} from '../../../../core/diary/today/today-schemas';
import type { StudentBalance } from '../../../../core/money/ledger/ledger-schemas';
import {
  addDaysToIsoDate,
  SCHOOL_TIME_ZONE,
  toZonedParts,
  zonedWallTimeToInstant,
} from '../../../../core/time/london-time';
import type { AppDependencies } from '../../../app-types';
import type { DatabaseExecutor } from '../../../db/database-client';
import type { Viewer } from '../../../db/visible-learners';
import { conflict, notFound } from '../../../lib/app-error';
import { getSchoolDetails } from '../../../lib/school-details';
import type { KeptAnswer } from '../../../lib/versioned-answer-cache';
import { findStudent } from '../../learners/learners/learners-service';
import { getBalancesOfStudents } from '../../money/ledger/ledger-service';
import { nextWholeMinute } from '../../platform/read-versions/read-versions-service';
import { enqueueLessonNotice } from '../lessons/lesson-notices';
import { LESSON_NOT_FOUND_MESSAGE, lockLessonForChange } from '../lessons/lessons-service';
import { RUNNING_LATE_KIND, runningLateEmail, runningLateText } from '../lessons/running-late-messages';
import {
  countWaitingItems,
  listLessonsStartingBetween,
  listTodayLessons,
  type TodayLessonRow,
} from './today-repository';

const DAY_MS = 86_400_000;

/** The instant a London day starts (midnight is never inside a UK clock change). */
function startOfLondonDay(date: string): Date {
  return zonedWallTimeToInstant(date, '00:00', SCHOOL_TIME_ZONE);
}

function toTodayLesson(row: TodayLessonRow, balances: Map<number, StudentBalance>): TodayLesson {
  const { lesson } = row;
  const balance = balances.get(lesson.studentId);
  if (!balance) throw new Error(`No balance for learner ${lesson.studentId}`);
  const start = toZonedParts(lesson.startsAt, SCHOOL_TIME_ZONE);
  return {
    id: lesson.id,
    date: start.date,
    startTime: start.time,
    endTime: toZonedParts(lesson.endsAt, SCHOOL_TIME_ZONE).time,
    startsAt: lesson.startsAt.toISOString(),
    endsAt: lesson.endsAt.toISOString(),
    bookedDuration: lesson.bookedDurationMinutes,
    actualDuration: lesson.actualDurationMinutes,
    status: lesson.status,
    notes: lesson.notes,
    learner: {
      id: lesson.studentId,
      fullName: row.learnerName,
      phone: row.learnerPhone,
      email: row.learnerEmail,
      pickup: { pickupAddress: row.learnerPickupAddress, pickupPostcode: row.learnerPickupPostcode },
    },
    balance,
  };
}

/**
 * The instructor's day in Europe/London: lessons that ended without an outcome first (the last
 * NEEDS_OUTCOME_DAYS days only, so a forgotten lesson from long ago does not sit on the screen for
 * ever; it stays on the student card), then today's other lessons, tomorrow's first lesson, and
 * the counts of what waits for the instructor (requests, applications, leads, the waiting list,
 * unread messages: the same filters as the tabs' lists), which the dashboard's badges read too.
 * Three queries whatever the day holds: the lessons of both lists, the counts, and the balances
 * of the learners shown, from the ledger.
 */
export async function getTodayOverview(
  deps: AppDependencies,
  viewer: Viewer,
  now: Date = deps.now(),
): Promise<TodayOverview> {
  const { db } = deps.database;
  const instructorId = viewer.id;
  const today = toZonedParts(now, SCHOOL_TIME_ZONE).date;
  const startOfTomorrow = startOfLondonDay(addDaysToIsoDate(today, 1));
  const [rows, pending] = await Promise.all([
    listTodayLessons(db, instructorId, {
      since: new Date(now.getTime() - NEEDS_OUTCOME_DAYS * DAY_MS),
      now,
      from: startOfLondonDay(today),
      to: startOfLondonDay(addDaysToIsoDate(today, 2)),
    }),
    countWaitingItems(db, viewer),
  ]);
  const withoutOutcome = rows.filter((row) => row.withoutOutcome);
  const todayRows = rows.filter(
    (row) => row.upcoming && !row.withoutOutcome && row.lesson.startsAt < startOfTomorrow,
  );
  const tomorrowFirst = rows.find((row) => row.upcoming && row.lesson.startsAt >= startOfTomorrow) ?? null;
  const shown = [...withoutOutcome, ...todayRows, ...(tomorrowFirst ? [tomorrowFirst] : [])];
  const balances = await getBalancesOfStudents(db, [...new Set(shown.map((row) => row.lesson.studentId))]);
  return {
    date: today,
    needsOutcome: withoutOutcome.map((row) => toTodayLesson(row, balances)),
    today: todayRows.map((row) => toTodayLesson(row, balances)),
    tomorrowFirst: tomorrowFirst ? toTodayLesson(tomorrowFirst, balances) : null,
    pending,
  };
}

/**
 * `getTodayOverview` as the route sends it (JSON), kept per instructor while no write has touched
 * what it reads and the minute has not turned (platform/read-versions): lesson times are whole
 * minutes, so within one the lists and the date cannot change by the clock alone.
 */
export function getKeptTodayOverview(
  deps: AppDependencies,
  viewer: Viewer,
): Promise<KeptAnswer<TodayOverview>> {
  // Keyed by the role too: what is counted depends on it (docs/decisions/0051).
  return deps.dashboardAnswers.today(`instructor:${viewer.id}:${viewer.role}`, async (now) => {
    const value = await getTodayOverview(deps, viewer, now);
    return { value, json: JSON.stringify(value), validUntil: nextWholeMinute(now) };
  });
}

/**
 * "Running late": the learner of a lesson still to come or under way is told, by their reminder
 * channel through the outbox like the cancel and move notices (lesson-notices.ts), that the
 * instructor is about `minutes` late. The answer says truthfully how it went: sent, sent by e-mail
 * instead, or kept in the outbox because nothing is configured.
 */
export async function sendRunningLateNotice(
  deps: AppDependencies,
  instructorId: number,
  lessonId: number,
  minutes: number,
): Promise<RunningLateResponse> {
  const now = deps.now();
  const school = await getSchoolDetails(deps);
  const deliverNotice = await deps.database.db.transaction(async (tx) => {
    const lesson = await lockLessonForChange(tx, lessonId);
    if (!lesson || lesson.instructorId !== instructorId) throw notFound(LESSON_NOT_FOUND_MESSAGE);
    if (lesson.status !== 'scheduled') throw conflict('LESSON_NOT_SCHEDULED', LESSON_HAS_OUTCOME_MESSAGE);
    if (lesson.endsAt <= now) throw conflict('LESSON_ENDED', LESSON_ENDED_MESSAGE);
    const learner = await findStudent(tx, lesson.studentId);
    if (!learner) throw notFound(LESSON_NOT_FOUND_MESSAGE);
    const names = { studentName: learner.fullName, studentEmail: learner.email };
    const details = { startsAt: lesson.startsAt, minutes };
    return enqueueLessonNotice(deps, tx, lesson.studentId, {
      text: runningLateText(names, details, school, now),
      email: runningLateEmail(names, details, school, now),
      kind: RUNNING_LATE_KIND,
    });
  });
  const outcome = await deliverNotice();
  // The learner was found inside the transaction, and a learner with lessons cannot be deleted.
  if (!outcome) throw new Error(`Learner of lesson ${lessonId} vanished before the notice went`);
  return {
    lessonId,
    minutes,
    deliveryMethod: outcome.deliveryMethod,
    status: outcome.status,
    recipient: outcome.recipient,
    problem: outcome.problem,
  };
}

/** The instructor's lessons (not cancelled) starting in [from, to), in time order, with their learners. */
export function listLessonsWithLearnerStartingBetween(
  db: DatabaseExecutor,
  instructorId: number,
  from: Date,
  to: Date,
) {
  return listLessonsStartingBetween(db, instructorId, from, to);
}
