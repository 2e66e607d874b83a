import {
  type CreatedTimeSlot,
  type DeleteTimeSlotResponse,
  type InstructorSlot,
  SLOT_HELD_MESSAGE,
  SLOT_IN_TIME_OFF_CODE,
  SLOT_OVERLAP_MESSAGE,
  type SlotPatternResult,
  type ValidCreateSlotPatternRequest,
} from '../../../../core/bookings/availability/availability-admin-schemas';
import {
  expandWeeklyPattern,
  findPastSlotProblem,
  PAST_DATE_MESSAGE,
} from '../../../../core/bookings/availability/availability-pattern';
import { getBookingWindow } from '../../../../core/bookings/booking/booking-window';
import { SCHOOL_TIME_ZONE, toZonedParts, zonedWallTimeToInstant } from '../../../../core/time/london-time';
import type { AppDependencies } from '../../../app-types';
import { badRequest, conflict, notFound } from '../../../lib/app-error';
import {
  EXCLUSION_VIOLATION,
  FOREIGN_KEY_VIOLATION,
  isConstraintViolation,
} from '../../../lib/database-errors';
import { findTimeOffOverlapping } from '../../diary/time-off/time-off-lookup';
import type { AvailabilityService } from '../availability/availability-service';
import {
  countSlotHolds,
  deleteTimeSlot,
  insertTimeSlot,
  insertTimeSlotsSkippingOverlaps,
  listInstructorSlots,
  lockInstructorSlot,
  type TimeSlotRow,
  withdrawTimeSlot,
} from './availability-admin-repository';

export const SLOT_NOT_FOUND_MESSAGE = 'That slot no longer exists.';

function toCreatedTimeSlot(row: TimeSlotRow): CreatedTimeSlot {
  const { date, time } = toZonedParts(row.startsAt, SCHOOL_TIME_ZONE);
  return { id: row.id, date, time, duration: row.durationMinutes, isAvailable: row.isAvailable };
}

/** Adds one slot of the signed-in instructor: not in the past, not overlapping another of theirs. */
export async function addTimeSlot(
  deps: AppDependencies,
  availability: AvailabilityService,
  instructorId: number,
  request: { date: string; time: string; duration: number; isAvailable: boolean },
): Promise<CreatedTimeSlot> {
  const now = deps.now();
  const pastProblem = findPastSlotProblem(request, now, SCHOOL_TIME_ZONE);
  if (pastProblem) throw badRequest(pastProblem.message, { [pastProblem.field]: pastProblem.message });
  const startsAt = zonedWallTimeToInstant(request.date, request.time, SCHOOL_TIME_ZONE);
  const shown = toZonedParts(startsAt, SCHOOL_TIME_ZONE);
  if (shown.date !== request.date || shown.time !== request.time) {
    const message = 'That time does not exist on this date (the clocks go forward). Please choose another.';
    throw badRequest(message, { time: message });
  }
  const endsAt = new Date(startsAt.getTime() + request.duration * 60_000);
  const [off] = await findTimeOffOverlapping(deps.database.db, instructorId, startsAt, endsAt);
  if (off) {
    const message = `You have time off on ${off.description}. Remove it first to add times then.`;
    throw conflict(SLOT_IN_TIME_OFF_CODE, message, { date: message });
  }
  try {
    const row = await insertTimeSlot(deps.database.db, {
      instructorId,
      startsAt,
      endsAt,
      durationMinutes: request.duration,
      isAvailable: request.isAvailable,
      createdAt: now,
    });
    availability.invalidate();
    return toCreatedTimeSlot(row);
  } catch (error) {
    if (isConstraintViolation(error, EXCLUSION_VIOLATION, 'time_slots_no_overlap')) {
      throw conflict('SLOT_OVERLAP', SLOT_OVERLAP_MESSAGE);
    }
    throw error;
  }
}

/**
 * Adds a weekly pattern in one statement: every slot still to come is inserted, those that
 * would overlap the instructor's existing slots are skipped and counted, and days the instructor
 * has time off are left out and counted.
 */
export async function addSlotPattern(
  deps: AppDependencies,
  availability: AvailabilityService,
  instructorId: number,
  pattern: ValidCreateSlotPatternRequest,
): Promise<SlotPatternResult> {
  const now = deps.now();
  const today = toZonedParts(now, SCHOOL_TIME_ZONE).date;
  if (pattern.startDate < today) {
    throw badRequest(PAST_DATE_MESSAGE, { startDate: PAST_DATE_MESSAGE });
  }
  const expanded = expandWeeklyPattern(pattern, now, SCHOOL_TIME_ZONE);
  const first = expanded[0];
  const last = expanded.at(-1);
  const offs =
    first && last
      ? await findTimeOffOverlapping(deps.database.db, instructorId, first.startsAt, last.endsAt)
      : [];
  const isOff = (slot: { startsAt: Date; endsAt: Date }) =>
    offs.some((off) => off.startsAt < slot.endsAt && off.endsAt > slot.startsAt);
  const slots = expanded.filter((slot) => !isOff(slot));
  const timeOffDays = new Set(expanded.filter(isOff).map((slot) => slot.date)).size;
  const createdIds = await insertTimeSlotsSkippingOverlaps(
    deps.database.db,
    slots.map((slot) => ({
      instructorId,
      startsAt: slot.startsAt,
      endsAt: slot.endsAt,
      durationMinutes: pattern.duration,
      createdAt: now,
    })),
  );
  if (createdIds.length > 0) availability.invalidate();
  return { created: createdIds.length, skipped: slots.length - createdIds.length, timeOffDays };
}

/** The instructor's slots from now to 3 months ahead, with what each is doing. */
export async function listUpcomingSlots(
  deps: AppDependencies,
  instructorId: number,
): Promise<InstructorSlot[]> {
  const now = deps.now();
  const window = getBookingWindow(now, SCHOOL_TIME_ZONE);
  const rows = await listInstructorSlots(deps.database.db, instructorId, now, window.endsAt);
  return rows.map((row) => {
    const { date, time } = toZonedParts(row.startsAt, SCHOOL_TIME_ZONE);
    const state = row.bookingId !== null ? 'held' : row.isAvailable ? 'free' : 'withdrawn';
    return {
      id: row.id,
      date,
      time,
      duration: row.durationMinutes,
      isAvailable: row.isAvailable,
      state,
      bookingId: row.bookingId,
      studentName: row.studentName,
    };
  });
}

/**
 * Removes a slot of the signed-in instructor. A slot no booking ever held is deleted; one that
 * bookings held in the past is withdrawn instead (kept off sale) so their history stays; a slot a
 * booking holds now is refused.
 */
export async function removeTimeSlot(
  deps: AppDependencies,
  availability: AvailabilityService,
  instructorId: number,
  slotId: number,
): Promise<DeleteTimeSlotResponse> {
  try {
    const result = await deps.database.db.transaction(async (tx) => {
      const slot = await lockInstructorSlot(tx, slotId, instructorId);
      if (!slot) throw notFound(SLOT_NOT_FOUND_MESSAGE);
      const holds = await countSlotHolds(tx, slot.id);
      if (holds.active > 0) throw conflict('SLOT_HELD', SLOT_HELD_MESSAGE);
      if (holds.total > 0) {
        await withdrawTimeSlot(tx, slot.id);
        return 'withdrawn' as const;
      }
      await deleteTimeSlot(tx, slot.id);
      return 'deleted' as const;
    });
    availability.invalidate();
    return { id: slotId, result };
  } catch (error) {
    // A booking started holding the slot while it was being deleted.
    if (isConstraintViolation(error, FOREIGN_KEY_VIOLATION)) throw conflict('SLOT_HELD', SLOT_HELD_MESSAGE);
    throw error;
  }
}
