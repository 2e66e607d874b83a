import { toLessonView } from '../../../../core/diary/lessons/lesson-view';
import {
  findPastTimeOffProblem,
  toTimeOffDates,
  toTimeOffRange,
} from '../../../../core/diary/time-off/time-off-rules';
import {
  type CreateTimeOffResponse,
  type DeleteTimeOffResponse,
  TIME_OFF_NOT_FOUND_MESSAGE,
  TIME_OFF_OVER_MESSAGE,
  TIME_OFF_OVERLAP_CODE,
  type TimeOff,
  type TimeOffHeldRequest,
  type TimeOffLesson,
  type ValidCreateTimeOffRequest,
} from '../../../../core/diary/time-off/time-off-schemas';
import { SCHOOL_TIME_ZONE, toZonedParts, zonedWallTimeToInstant } from '../../../../core/time/london-time';
import type { AppDependencies } from '../../../app-types';
import type { DatabaseExecutor } from '../../../db/database-client';
import { lockInstructorDiary } from '../../../db/instructor-diary-lock';
import { badRequest, conflict, notFound } from '../../../lib/app-error';
import { EXCLUSION_VIOLATION, isConstraintViolation } from '../../../lib/database-errors';
import {
  listHeldSlotIds,
  lockSlotsOverlapping,
  withdrawSlotsFromSale,
} from '../../bookings/availability/availability-service';
import { describeTimeOffRow } from './time-off-lookup';
import {
  deleteSlots,
  deleteTimeOff,
  insertTimeOff,
  listPendingHoldsStartingIn,
  listScheduledLessonsStartingIn,
  listTimeOffEndingAfter,
  listTimeOffOverlapping,
  lockTimeOff,
  setTimeOffEnd,
  type TimeOffRow,
} from './time-off-repository';

export const TIME_OFF_NOT_PUT_BACK =
  'The free times it withdrew are not put back: add them again in Your available times if you want them.';

function overlapRefusal(existing: TimeOffRow) {
  const message = `You already have time off on ${describeTimeOffRow(existing)}. Change or remove that one first.`;
  return conflict(TIME_OFF_OVERLAP_CODE, message, { firstDate: message });
}

/**
 * What is still to sort out inside a block, from `now` on: the lessons to move or cancel and the
 * booking requests holding times there (to answer). Nothing the block has passed.
 */
async function describeBlock(db: DatabaseExecutor, row: TimeOffRow, now: Date): Promise<TimeOff> {
  const from = row.startsAt > now ? row.startsAt : now;
  const lessonRows = await listScheduledLessonsStartingIn(db, row.instructorId, from, row.endsAt);
  const holds = await listPendingHoldsStartingIn(db, row.instructorId, from, row.endsAt);
  const lessons: TimeOffLesson[] = lessonRows.map(({ lesson, studentName }) => {
    const shown = toLessonView(lesson, SCHOOL_TIME_ZONE);
    return {
      id: shown.id,
      studentId: shown.studentId,
      studentName,
      date: shown.date,
      startTime: shown.startTime,
      endTime: shown.endTime,
      bookedDuration: shown.bookedDuration,
      actualDuration: shown.actualDuration,
      status: shown.status,
      notes: shown.notes,
    };
  });
  const requests = new Map<number, TimeOffHeldRequest>();
  for (const hold of holds) {
    const request = requests.get(hold.bookingId) ?? {
      bookingId: hold.bookingId,
      studentName: hold.studentName,
      times: [],
    };
    const { date, time } = toZonedParts(hold.startsAt, SCHOOL_TIME_ZONE);
    request.times.push({ date, time, duration: hold.durationMinutes });
    requests.set(hold.bookingId, request);
  }
  return {
    id: row.id,
    ...toTimeOffDates(row, SCHOOL_TIME_ZONE),
    reason: row.reason,
    note: row.note,
    createdAt: row.createdAt.toISOString(),
    lessons,
    heldRequests: [...requests.values()],
  };
}

/**
 * Blocks whole London days in one transaction: the block is recorded, and every free time inside
 * it still to come is taken off sale (deleted when no booking ever held it, withdrawn when one did,
 * so its history stays). Times a booking request holds and lessons inside it are left as they are
 * and listed for the instructor to sort out. An overlap with another block is refused.
 */
export async function createTimeOff(
  deps: AppDependencies,
  instructorId: number,
  request: ValidCreateTimeOffRequest,
): Promise<CreateTimeOffResponse> {
  const now = deps.now();
  const today = toZonedParts(now, SCHOOL_TIME_ZONE).date;
  const past = findPastTimeOffProblem(request.firstDate, today);
  if (past) throw badRequest(past, { firstDate: past });
  const { startsAt, endsAt } = toTimeOffRange(request.firstDate, request.lastDate, SCHOOL_TIME_ZONE);
  try {
    const { row, withdrawn } = await deps.database.db.transaction(async (tx) => {
      // The diary first, as every taking of the instructor's time: a booking request committed
      // before it is seen below (its hold keeps its slot), one after it finds the slots gone.
      await lockInstructorDiary(tx, instructorId);
      const [existing] = await listTimeOffOverlapping(tx, instructorId, startsAt, endsAt);
      if (existing) throw overlapRefusal(existing);
      const inserted = await insertTimeOff(tx, {
        instructorId,
        startsAt,
        endsAt,
        reason: request.reason,
        note: request.note,
        createdAt: now,
      });
      const slots = await lockSlotsOverlapping(tx, instructorId, startsAt, endsAt);
      const free = slots.filter(
        (slot) => slot.startsAt > now && slot.isAvailable && slot.heldByBookingId === null,
      );
      const withHistory = await listHeldSlotIds(
        tx,
        free.map((slot) => slot.id),
      );
      await withdrawSlotsFromSale(
        tx,
        free.filter((slot) => withHistory.has(slot.id)).map((slot) => slot.id),
      );
      await deleteSlots(
        tx,
        free.filter((slot) => !withHistory.has(slot.id)).map((slot) => slot.id),
      );
      return { row: inserted, withdrawn: free.length };
    });
    deps.availability.invalidate();
    return { timeOff: await describeBlock(deps.database.db, row, now), withdrawnSlots: withdrawn };
  } catch (error) {
    // Two blocks added at once: the database keeps one.
    if (isConstraintViolation(error, EXCLUSION_VIOLATION, 'time_off_no_overlap')) {
      const [existing] = await listTimeOffOverlapping(deps.database.db, instructorId, startsAt, endsAt);
      if (existing) throw overlapRefusal(existing);
    }
    throw error;
  }
}

/** The current and coming blocks, soonest first, each with what is still inside it. */
export async function listTimeOff(deps: AppDependencies, instructorId: number): Promise<TimeOff[]> {
  const now = deps.now();
  const { db } = deps.database;
  const rows = await listTimeOffEndingAfter(db, instructorId, now);
  return Promise.all(rows.map((row) => describeBlock(db, row, now)));
}

/**
 * Removes a coming block, or ends a current one before today (the days already off stay on record).
 * Times it withdrew are not put back: the instructor may have planned otherwise since.
 */
export async function removeTimeOff(
  deps: AppDependencies,
  instructorId: number,
  id: number,
): Promise<DeleteTimeOffResponse> {
  const now = deps.now();
  const todayStart = zonedWallTimeToInstant(
    toZonedParts(now, SCHOOL_TIME_ZONE).date,
    '00:00',
    SCHOOL_TIME_ZONE,
  );
  const response = await deps.database.db.transaction(async (tx): Promise<DeleteTimeOffResponse> => {
    const row = await lockTimeOff(tx, id, instructorId);
    if (!row) throw notFound(TIME_OFF_NOT_FOUND_MESSAGE);
    if (row.endsAt <= now) throw conflict('TIME_OFF_OVER', TIME_OFF_OVER_MESSAGE);
    if (row.startsAt >= todayStart) {
      await deleteTimeOff(tx, row.id);
      return { id: row.id, result: 'removed', message: `Time off removed. ${TIME_OFF_NOT_PUT_BACK}` };
    }
    await setTimeOffEnd(tx, row.id, todayStart);
    const ended = describeTimeOffRow({ ...row, endsAt: todayStart });
    return {
      id: row.id,
      result: 'ended',
      message: `Your time off now ends before today: ${ended}. ${TIME_OFF_NOT_PUT_BACK}`,
    };
  });
  deps.availability.invalidate();
  return response;
}
