import { NO_HOURS_LEFT_CODE } from '../../../../core/diary/lessons/lessons-schemas';
import { expandRecurringSeries } from '../../../../core/diary/lessons/recurring-lesson-dates';
import {
  describeRecurringClash,
  describeSeriesClashes,
  describeSeriesNoHoursLeft,
  RECURRING_CLASH_CODE,
  type RecurringClashReason,
  type RecurringLessonsPreview,
  type RecurringLessonsResponse,
  type RecurringWeek,
  type ValidCreateRecurringLessonsRequest,
  type ValidRecurringLessonsPreviewRequest,
} from '../../../../core/diary/lessons/recurring-lessons-schemas';
import { SCHOOL_TIME_ZONE, toZonedParts } from '../../../../core/time/london-time';
import type { AppDependencies } from '../../../app-types';
import type { DatabaseExecutor } from '../../../db/database-client';
import { lockInstructorDiary } from '../../../db/instructor-diary-lock';
import type { Viewer } from '../../../db/visible-learners';
import { badRequest, conflict } from '../../../lib/app-error';
import {
  EXCLUSION_VIOLATION,
  isConstraintViolation,
  isTimeTakenViolation,
} from '../../../lib/database-errors';
import { lockSlotsOverlapping } from '../../bookings/availability/availability-service';
import {
  findVisibleStudent,
  keepAccessLinksAlive,
  requireStudentToChange,
} from '../../learners/learners/learners-service';
import { findPurchaseToDrawFrom, getStudentBalance } from '../../money/ledger/ledger-service';
import { requireInstructorBookable } from '../../platform/auth/instructor-compliance-service';
import { syncLessonCalendarEvents } from '../calendars/calendar-sync-service';
import { findTimeOffOverlapping } from '../time-off/time-off-lookup';
import { insertLesson } from './lessons-repository';
import { takeLessonTimeOffSale, toLesson } from './lessons-service';
import { findBookingLearnerName, findOverlappingLessonWithLearner } from './recurring-lessons-repository';

/*
 * Recurring lessons (issue 20): a weekly series booked in one step. Each week follows the manual
 * lesson's rules (lessons-service.ts): no other lesson at that time, no time a booking request
 * holds, no time the clocks skip; free slots under it are taken off sale, and its hours are drawn
 * from the learner's purchases through the ledger. The whole series is one transaction: a week that
 * clashes without the instructor's agreement to skip it, or too few hours, books nothing (409).
 */

type OverlappingSlots = Awaited<ReturnType<typeof lockSlotsOverlapping>>;

interface AssessedWeek {
  week: RecurringWeek;
  startsAt: Date | null;
  endsAt: Date | null;
  /** The slots under the week's lesson, locked until the transaction ends. */
  overlapping: OverlappingSlots;
}

/** A refusal found inside the booking transaction: thrown to roll it back, answered as a 409. */
class SeriesRefusal extends Error {
  constructor(
    readonly code: typeof RECURRING_CLASH_CODE | typeof NO_HOURS_LEFT_CODE,
    readonly lessons: number,
  ) {
    super(code);
    this.name = 'SeriesRefusal';
  }
}

const SERIES_RACE_MESSAGE =
  'Another lesson was booked at one of these times just now, so nothing was booked.';

/** A learner the instructor sees; another's is answered as one who does not exist (docs/decisions/0047). */
async function requireLearner(db: DatabaseExecutor, viewer: Viewer, studentId: number) {
  const student = await findVisibleStudent(db, viewer, studentId);
  if (!student) throw badRequest('Please select a student', { studentId: 'Please select a student' });
  // No new lessons for a learner the viewer handed over (docs/decisions/0060).
  await requireStudentToChange(db, viewer, student.id);
  return student;
}

/** Why a week cannot be booked, in the words the preview and a refusal share. */
function toClash(
  reason: RecurringClashReason,
  startTime: string,
  found: { studentName: string | null; endTime?: string; timeOff?: string } = { studentName: null },
): NonNullable<RecurringWeek['clash']> {
  return {
    reason,
    studentName: found.studentName,
    message: describeRecurringClash(reason, { ...found, startTime }),
  };
}

/** Each week of the series, free or clashing and why, with its slots locked for the transaction. */
async function assessWeeks(
  tx: DatabaseExecutor,
  instructorId: number,
  request: ValidRecurringLessonsPreviewRequest,
  now: Date,
): Promise<AssessedWeek[]> {
  const assessed: AssessedWeek[] = [];
  for (const week of expandRecurringSeries(request, SCHOOL_TIME_ZONE)) {
    const base = { date: week.date, startTime: week.startTime, endTime: week.endTime };
    const { startsAt, endsAt } = week;
    if (!startsAt || !endsAt) {
      assessed.push({
        week: { ...base, clash: toClash('clocks_skip', week.startTime) },
        startsAt,
        endsAt,
        overlapping: [],
      });
      continue;
    }
    if (startsAt <= now) {
      assessed.push({
        week: { ...base, clash: toClash('past', week.startTime) },
        startsAt,
        endsAt,
        overlapping: [],
      });
      continue;
    }
    const overlapping = await lockSlotsOverlapping(tx, instructorId, startsAt, endsAt);
    const lesson = await findOverlappingLessonWithLearner(tx, instructorId, startsAt, endsAt);
    const held = overlapping.find((slot) => slot.heldByBookingId !== null);
    const [off] = await findTimeOffOverlapping(tx, instructorId, startsAt, endsAt);
    let clash: RecurringWeek['clash'] = null;
    if (off) {
      clash = toClash('time_off', week.startTime, { studentName: null, timeOff: off.description });
    } else if (lesson) {
      clash = toClash('lesson', toZonedParts(lesson.startsAt, SCHOOL_TIME_ZONE).time, {
        studentName: lesson.studentName,
        endTime: toZonedParts(lesson.endsAt, SCHOOL_TIME_ZONE).time,
      });
    } else if (held?.heldByBookingId) {
      // As for a manual lesson: an approved booking's time is as good as a lesson; a pending
      // request still needs an answer.
      const studentName = (await findBookingLearnerName(tx, held.heldByBookingId)) ?? null;
      clash = toClash(held.heldByBookingStatus === 'pending' ? 'booking_request' : 'lesson', week.startTime, {
        studentName,
      });
    }
    assessed.push({ week: { ...base, clash }, startsAt, endsAt, overlapping });
  }
  return assessed;
}

async function toPreview(
  tx: DatabaseExecutor,
  studentId: number,
  studentName: string,
  duration: number,
  assessed: readonly AssessedWeek[],
): Promise<RecurringLessonsPreview> {
  const lessonsToBook = assessed.filter((entry) => entry.week.clash === null).length;
  const balance = await getStudentBalance(tx, studentId);
  return {
    studentName,
    weeks: assessed.map((entry) => entry.week),
    lessonsToBook,
    minutesNeeded: lessonsToBook * duration,
    minutesLeft: balance.leftMinutes,
  };
}

/** `POST /api/lessons/recurring/preview`: each week and whether it is free, and the hours. Writes nothing. */
export async function previewRecurringLessons(
  deps: AppDependencies,
  viewer: Viewer,
  request: ValidRecurringLessonsPreviewRequest,
): Promise<RecurringLessonsPreview> {
  const { db } = deps.database;
  const student = await requireLearner(db, viewer, request.studentId);
  const instructorId = viewer.id;
  // A transaction only so the weeks are read as one moment (the slot locks end with it).
  return db.transaction(async (tx) =>
    toPreview(
      tx,
      student.id,
      student.fullName,
      request.duration,
      await assessWeeks(tx, instructorId, request, deps.now()),
    ),
  );
}

/**
 * `POST /api/lessons/recurring`: books every week that is free and not in `skipDates`, each
 * drawing from the learner's purchases, in one transaction; refused (nothing written) when a week
 * the instructor did not agree to skip clashes now, or when the learner's hours run out.
 */
export async function createRecurringLessons(
  deps: AppDependencies,
  viewer: Viewer,
  request: ValidCreateRecurringLessonsRequest,
): Promise<RecurringLessonsResponse> {
  const { db } = deps.database;
  const now = deps.now();
  const student = await requireLearner(db, viewer, request.studentId);
  const instructorId = viewer.id;
  const skipped = new Set(request.skipDates);
  try {
    const created = await db.transaction(async (tx) => {
      await lockInstructorDiary(tx, instructorId);
      await requireInstructorBookable(tx, instructorId, now);
      const assessed = await assessWeeks(tx, instructorId, request, now);
      const toBook = assessed.filter((entry) => !skipped.has(entry.week.date));
      const clashing = toBook.filter((entry) => entry.week.clash !== null);
      if (clashing.length > 0) throw new SeriesRefusal(RECURRING_CLASH_CODE, toBook.length);
      let withdrawnSlots = 0;
      const lessons = [];
      for (const { startsAt, endsAt, overlapping } of toBook) {
        if (!startsAt || !endsAt) throw new Error('A week without a time passed as free');
        // One draw per lesson: each sees the lessons booked before it in this transaction.
        const purchase = await findPurchaseToDrawFrom(tx, student.id, request.duration);
        if (!purchase) throw new SeriesRefusal(NO_HOURS_LEFT_CODE, toBook.length);
        const row = await insertLesson(tx, {
          bookingId: null,
          purchaseId: purchase.id,
          studentId: student.id,
          instructorId,
          startsAt,
          endsAt,
          bookedDurationMinutes: request.duration,
          status: 'scheduled',
          notes: request.notes || null,
          createdAt: now,
          updatedAt: now,
        });
        lessons.push({ row, purchaseId: purchase.id });
        withdrawnSlots += await takeLessonTimeOffSale(tx, instructorId, overlapping, { startsAt, endsAt });
      }
      // New lessons keep the learner's progress link alive (decisions.md, Privacy and access).
      await keepAccessLinksAlive(tx, student.id, now);
      return { lessons, withdrawnSlots };
    });
    if (created.withdrawnSlots > 0) deps.availability.invalidate();
    await syncLessonCalendarEvents(
      deps,
      created.lessons.map((lesson) => lesson.row.id),
    );
    return {
      lessons: created.lessons.map(({ row, purchaseId }) => {
        const lesson = toLesson(row);
        return {
          id: lesson.id,
          date: lesson.date,
          startTime: lesson.startTime,
          duration: lesson.bookedDuration,
          status: lesson.status,
          purchaseId,
        };
      }),
      skippedDates: expandRecurringSeries(request, SCHOOL_TIME_ZONE)
        .map((week) => week.date)
        .filter((date) => skipped.has(date)),
    };
  } catch (error) {
    // Another lesson or booking request took one of these times meanwhile: the database refused it.
    const raced =
      isConstraintViolation(error, EXCLUSION_VIOLATION, 'lessons_no_overlap') || isTimeTakenViolation(error);
    if (!(error instanceof SeriesRefusal) && !raced) throw error;
    // Rolled back: the weeks and hours as they stand now, for the answer.
    const preview = await previewRecurringLessons(deps, viewer, request);
    if (error instanceof SeriesRefusal && error.code === NO_HOURS_LEFT_CODE) {
      throw conflict(
        NO_HOURS_LEFT_CODE,
        describeSeriesNoHoursLeft(
          student.fullName,
          error.lessons,
          error.lessons * request.duration,
          preview.minutesLeft,
        ),
      );
    }
    const clashing = preview.weeks.filter((week) => week.clash !== null && !skipped.has(week.date));
    throw conflict(
      RECURRING_CLASH_CODE,
      clashing.length > 0 ? describeSeriesClashes(clashing) : SERIES_RACE_MESSAGE,
      toClashFields(clashing),
    );
  }
}

/**
 * The weeks that would have to be skipped now, each with why: `{ 'skipDates.2026-10-27': "Clashes
 * with Ann's lesson (4:30 PM to 6:00 PM)." }`, in the one error body every answer uses.
 */
function toClashFields(weeks: readonly RecurringWeek[]): Record<string, string> {
  return Object.fromEntries(weeks.map((week) => [`skipDates.${week.date}`, week.clash?.message ?? '']));
}
