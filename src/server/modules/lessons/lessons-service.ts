import { z } from 'zod';
import {
  LESSON_CLASH_MESSAGE,
  LESSON_HELD_SLOT_MESSAGE,
  LESSON_STATUS_VALUES,
  type Lesson,
  type ManualLessonResponse,
  type UpcomingLesson,
  type ValidCreateManualLessonRequest,
} from '../../../core/dashboard/lessons-schemas';
import { ACCESS_TOKEN_DAYS } from '../../../core/dashboard/students-schemas';
import { SCHOOL_TIME_ZONE, toZonedParts, zonedWallTimeToInstant } from '../../../core/time/london-time';
import type { AppDependencies } from '../../app-types';
import { badRequest, conflict, notFound } from '../../lib/app-error';
import { EXCLUSION_VIOLATION, isConstraintViolation } from '../../lib/database-errors';
import type { AvailabilityService } from '../availability/availability-service';
import { syncLessonCalendarEvents } from '../calendars/calendar-sync-service';
import { findActivePackage } from '../packages/packages-repository';
import { extendLiveAccessTokens, findStudentById } from '../students-admin/students-admin-repository';
import {
  insertLesson,
  insertManualBooking,
  type LessonRow,
  listUpcomingLessonsOfInstructor,
  lockOverlappingSlots,
  updateLessonActualDuration,
  withdrawSlots,
} from './lessons-repository';

const DAY_MS = 86_400_000;
const lessonStatusSchema = z.enum(LESSON_STATUS_VALUES);
const paymentStatusSchema = z.enum(['unpaid', 'paid']);

export const LESSON_NOT_FOUND_MESSAGE = 'That lesson no longer exists.';

/** A stored lesson in the API's Europe/London terms. */
export function toLesson(row: LessonRow): Lesson {
  const start = toZonedParts(row.startsAt, SCHOOL_TIME_ZONE);
  return {
    id: row.id,
    bookingId: row.bookingId,
    studentId: row.studentId,
    instructorId: row.instructorId,
    date: start.date,
    startTime: start.time,
    endTime: toZonedParts(row.endsAt, SCHOOL_TIME_ZONE).time,
    bookedDuration: row.bookedDurationMinutes,
    actualDuration: row.actualDurationMinutes,
    status: lessonStatusSchema.parse(row.status),
    notes: row.notes,
    completedAt: row.completedAt?.toISOString() ?? null,
  };
}

export async function updateLessonDuration(
  deps: AppDependencies,
  lessonId: number,
  actualDuration: number,
): Promise<Lesson> {
  const row = await updateLessonActualDuration(deps.database.db, lessonId, actualDuration, deps.now());
  if (!row) throw notFound(LESSON_NOT_FOUND_MESSAGE);
  return toLesson(row);
}

export async function listUpcomingLessons(
  deps: AppDependencies,
  instructorId: number,
): Promise<UpcomingLesson[]> {
  const rows = await listUpcomingLessonsOfInstructor(deps.database.db, instructorId, deps.now());
  return rows.map((row) => ({
    ...toLesson(row.lesson),
    studentName: row.studentName,
    booking:
      row.bookingId !== null &&
      row.packageType !== null &&
      row.bookingStatus !== null &&
      row.paymentStatus !== null &&
      row.totalAmountPence !== null
        ? {
            id: row.bookingId,
            packageType: row.packageType,
            packageName: row.packageName ?? row.packageType,
            status: row.bookingStatus,
            paymentStatus: paymentStatusSchema.parse(row.paymentStatus),
            totalAmount: row.totalAmountPence,
          }
        : null,
  }));
}

/**
 * Books a lesson for a learner directly (the manual-booking tab), in one transaction: a booking
 * of the signed-in instructor, approved, priced from the package, paid or not as the form says,
 * and its lesson. A time that clashes with another lesson, or with a slot a booking request holds,
 * is refused; free slots under the lesson are taken off sale so no learner can book over it.
 * 'cancelled' records a cancelled booking and lesson that block nothing (docs/decisions/0005).
 */
export async function createManualLesson(
  deps: AppDependencies,
  availability: AvailabilityService,
  instructorId: number,
  request: ValidCreateManualLessonRequest,
): Promise<ManualLessonResponse> {
  const { db } = deps.database;
  const now = deps.now();

  const student = await findStudentById(db, request.studentId);
  if (!student) throw badRequest('Please select a student', { studentId: 'Please select a student' });
  const lessonPackage = await findActivePackage(db, request.packageType);
  if (!lessonPackage) {
    throw badRequest('Please select package type', { packageType: 'Please select package type' });
  }

  const startsAt = zonedWallTimeToInstant(request.date, request.startTime, SCHOOL_TIME_ZONE);
  const shown = toZonedParts(startsAt, SCHOOL_TIME_ZONE);
  if (shown.date !== request.date || shown.time !== request.startTime) {
    const message = 'That time does not exist on this date (the clocks go forward). Please choose another.';
    throw badRequest(message, { startTime: message });
  }
  const endsAt = new Date(startsAt.getTime() + request.duration * 60_000);
  const cancelled = request.paymentStatus === 'cancelled';
  const paid = request.paymentStatus === 'completed';

  let withdrawnSlots = 0;
  try {
    const created = await db.transaction(async (tx) => {
      const overlapping = cancelled ? [] : await lockOverlappingSlots(tx, instructorId, startsAt, endsAt);
      const held = overlapping.find((slot) => slot.heldByBookingId !== null);
      if (held) {
        // An approved booking's time is as good as a lesson; a pending request still needs an answer.
        throw held.heldByBookingStatus === 'pending'
          ? conflict('SLOT_HELD', LESSON_HELD_SLOT_MESSAGE)
          : conflict('LESSON_CLASH', LESSON_CLASH_MESSAGE);
      }
      const booking = await insertManualBooking(tx, {
        studentId: student.id,
        instructorId,
        packageType: lessonPackage.packageType,
        status: cancelled ? 'cancelled' : 'approved',
        paymentStatus: paid ? 'paid' : 'unpaid',
        paidAt: paid ? now : null,
        totalAmountPence: lessonPackage.pricePence,
        futureBooking: false,
        notes: request.notes || null,
        requestedAt: now,
        respondedAt: now,
        createdAt: now,
        updatedAt: now,
      });
      const lesson = await insertLesson(tx, {
        bookingId: booking.id,
        studentId: student.id,
        instructorId,
        startsAt,
        endsAt,
        bookedDurationMinutes: request.duration,
        status: cancelled ? 'cancelled' : 'scheduled',
        notes: request.notes || null,
        createdAt: now,
        updatedAt: now,
      });
      if (!cancelled) {
        const free = overlapping.filter((slot) => slot.isAvailable).map((slot) => slot.id);
        await withdrawSlots(tx, free);
        withdrawnSlots = free.length;
        // A new lesson keeps the learner's progress link alive (decisions.md, Privacy and access).
        await extendLiveAccessTokens(
          tx,
          student.id,
          now,
          new Date(now.getTime() + ACCESS_TOKEN_DAYS * DAY_MS),
        );
      }
      return { booking, lesson };
    });
    if (withdrawnSlots > 0) availability.invalidate();
    await syncLessonCalendarEvents(deps, [created.lesson.id]);
    const lesson = toLesson(created.lesson);
    return {
      lesson: {
        id: lesson.id,
        date: lesson.date,
        startTime: lesson.startTime,
        duration: lesson.bookedDuration,
        status: lesson.status,
      },
      booking: {
        id: created.booking.id,
        status: created.booking.status,
        paymentStatus: paymentStatusSchema.parse(created.booking.paymentStatus),
        totalAmount: created.booking.totalAmountPence,
      },
    };
  } catch (error) {
    if (isConstraintViolation(error, EXCLUSION_VIOLATION, 'lessons_no_overlap')) {
      throw conflict('LESSON_CLASH', LESSON_CLASH_MESSAGE);
    }
    throw error;
  }
}
