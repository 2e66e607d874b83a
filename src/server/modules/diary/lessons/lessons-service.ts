import { isBookableSlotLength } from '../../../../core/bookings/availability/availability-admin-schemas';
import { checkSingleLessonLength } from '../../../../core/bookings/booking/one-piece-lesson';
import { getLessonChangeWindow } from '../../../../core/diary/lesson-changes/lesson-change-rules';
import { toLessonView } from '../../../../core/diary/lessons/lesson-view';
import {
  describeNoHoursLeft,
  LESSON_ALREADY_STARTED_MESSAGE,
  LESSON_CLASH_MESSAGE,
  LESSON_HELD_SLOT_MESSAGE,
  LESSON_NOT_STARTED_MESSAGE,
  type Lesson,
  type ManualLessonResponse,
  NO_HOURS_LEFT_CODE,
  type UpcomingLesson,
  type ValidCreateManualLessonRequest,
} from '../../../../core/diary/lessons/lessons-schemas';
import { findWallTimeInstant } from '../../../../core/diary/lessons/recurring-lesson-dates';
import { getCancellationChargedMinutes } from '../../../../core/money/ledger/ledger-balance';
import { isOwner } from '../../../../core/platform/auth/instructor-roles';
import { SCHOOL_TIME_ZONE } from '../../../../core/time/london-time';
import type { AppDependencies } from '../../../app-types';
import type { DatabaseExecutor, DatabaseTransaction } from '../../../db/database-client';
import { lockInstructorDiary } from '../../../db/instructor-diary-lock';
import type { Viewer } from '../../../db/visible-learners';
import { badRequest, conflict, notFound } from '../../../lib/app-error';
import {
  EXCLUSION_VIOLATION,
  isConstraintViolation,
  isTimeTakenViolation,
} from '../../../lib/database-errors';
import { getSchoolDetails } from '../../../lib/school-details';
import {
  listHeldSlotIds,
  lockSlotsOverlapping,
  withdrawSlotsFromSale,
} from '../../bookings/availability/availability-service';
import {
  findStudent,
  findVisibleStudent,
  keepAccessLinksAlive,
  requireStudentToChange,
} from '../../learners/learners/learners-service';
import { lessonCancelledPush, lessonMovedPush } from '../../messaging/push/learner-push-messages';
import { findPurchaseToDrawFrom, recordSale } from '../../money/ledger/ledger-service';
import { recordMarkPaidInTransaction } from '../../money/ledger/mark-paid-service';
import { findChoosablePackage } from '../../money/packages/packages-service';
import { getInstructorContact } from '../../platform/auth/account-service';
import {
  isInstructorBookable,
  requireInstructorBookable,
} from '../../platform/auth/instructor-compliance-service';
import { syncLessonCalendarEvents } from '../calendars/calendar-sync-service';
import { findTimeOffOverlapping } from '../time-off/time-off-lookup';
import {
  lessonCancelledByInstructorEmail,
  lessonCancelledByInstructorText,
  lessonMovedByInstructorEmail,
  lessonMovedByInstructorText,
} from './lesson-emails';
import { enqueueLessonNotice } from './lesson-notices';
import {
  findLessonById,
  hasOverlappingLesson,
  insertLesson,
  type LessonRow,
  listLessonsOfStudent,
  listUpcomingLessonsOfInstructor,
  lockLesson,
  lockScheduledLessonsOfStudentWith,
  releaseLessonSlotHolds,
  replaceSlotsByPieces,
  setLessonInstructor,
  setLessonInstructorAndTime,
  setLessonNotes,
  setLessonOutcome,
  setLessonTime,
  updateLessonActualDuration,
} from './lessons-repository';

/** The learner's lessons, newest first. */
export function listLessonRowsOfStudent(db: DatabaseExecutor, studentId: number): Promise<LessonRow[]> {
  return listLessonsOfStudent(db, studentId);
}

/** The lesson with this id. */
export function findLesson(db: DatabaseExecutor, id: number): Promise<LessonRow | undefined> {
  return findLessonById(db, id);
}

/** The lesson with this id, locked for the caller's transaction. */
export function lockLessonForChange(db: DatabaseExecutor, id: number): Promise<LessonRow | undefined> {
  return lockLesson(db, id);
}

export const LESSON_NOT_FOUND_MESSAGE = 'That lesson no longer exists.';

/** A stored lesson in the API's Europe/London terms. */
export function toLesson(row: LessonRow): Lesson {
  return toLessonView(row, SCHOOL_TIME_ZONE);
}

export async function updateLessonDuration(
  deps: AppDependencies,
  viewer: Viewer,
  lessonId: number,
  actualDuration: number,
): Promise<Lesson> {
  // The instructor's own lesson, or any for the owner; another's answers as missing (decisions 0047, 0052).
  const row = await updateLessonActualDuration(
    deps.database.db,
    viewer,
    lessonId,
    actualDuration,
    deps.now(),
  );
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
            paymentStatus: row.paymentStatus,
            totalAmount: row.totalAmountPence,
          }
        : null,
  }));
}

/**
 * The instant a lesson given as a London date and time starts; 400 for a time the clocks skip
 * (the spring change), which would otherwise be quietly moved by an hour.
 */
function toLessonStart(date: string, startTime: string): Date {
  const startsAt = findWallTimeInstant(date, startTime, SCHOOL_TIME_ZONE);
  if (!startsAt) {
    const message = 'That time does not exist on this date (the clocks go forward). Please choose another.';
    throw badRequest(message, { startTime: message });
  }
  return startsAt;
}

/** 409 for a lesson put on a day the instructor has blocked as time off (learners see no times there). */
/**
 * A lesson the database refused for its time, in the instructor's words: another lesson there
 * (lessons_no_overlap) or another booking's hold (the triggers of migration 0017). The checks
 * under the diary lock answer first; this is what is left when the database had the last word.
 */
export function toLessonTimeConflict(error: unknown): unknown {
  if (isConstraintViolation(error, EXCLUSION_VIOLATION, 'lessons_no_overlap')) {
    return conflict('LESSON_CLASH', LESSON_CLASH_MESSAGE);
  }
  if (isTimeTakenViolation(error)) return conflict('SLOT_HELD', LESSON_HELD_SLOT_MESSAGE);
  return error;
}

async function refuseTimeOff(tx: DatabaseExecutor, instructorId: number, startsAt: Date, endsAt: Date) {
  const [off] = await findTimeOffOverlapping(tx, instructorId, startsAt, endsAt);
  if (off) {
    const message = `You have time off on ${off.description}. Remove or end it first to book a lesson then.`;
    throw conflict('LESSON_IN_TIME_OFF', message, { date: message });
  }
}

/**
 * Books a lesson for a learner directly (the manual-booking tab), in one transaction. It draws its
 * hours from the learner's open purchase (the ledger); when none has enough left it is refused,
 * or with `addPurchase` the chosen package is sold in the same step. A payment method other than
 * 'not_paid' records what is still unpaid of that purchase, as Mark Paid does (issue 34). Never a
 * new charge per lesson. A time that clashes with another lesson, or with a slot a booking request
 * holds, is refused; free slots under the lesson are taken off sale so no learner can book over it
 * (docs/decisions/0005, 0018, 0035).
 */
export async function createManualLesson(
  deps: AppDependencies,
  viewer: Viewer,
  request: ValidCreateManualLessonRequest,
): Promise<ManualLessonResponse> {
  const { db } = deps.database;
  const now = deps.now();
  const instructorId = viewer.id;

  // Another instructor's learner is answered as one who does not exist (docs/decisions/0047).
  const student = await findVisibleStudent(db, viewer, request.studentId);
  if (!student) throw badRequest('Please select a student', { studentId: 'Please select a student' });
  // No new lessons for a learner the viewer handed over (docs/decisions/0060).
  await requireStudentToChange(db, viewer, student.id);
  const lessonPackage = await findChoosablePackage(db, request.packageType);
  if (!lessonPackage) {
    throw badRequest('Please select package type', { packageType: 'Please select package type' });
  }

  const startsAt = toLessonStart(request.date, request.startTime);
  const endsAt = new Date(startsAt.getTime() + request.duration * 60_000);
  const { paymentMethod } = request;

  let withdrawnSlots = 0;
  try {
    const created = await db.transaction(async (tx) => {
      await lockInstructorDiary(tx, instructorId);
      await requireInstructorBookable(tx, instructorId, now);
      const overlapping = await lockSlotsOverlapping(tx, instructorId, startsAt, endsAt);
      const held = overlapping.find((slot) => slot.heldByBookingId !== null);
      if (held) {
        // An approved booking's time is as good as a lesson; a pending request still needs an answer.
        throw held.heldByBookingStatus === 'pending'
          ? conflict('SLOT_HELD', LESSON_HELD_SLOT_MESSAGE)
          : conflict('LESSON_CLASH', LESSON_CLASH_MESSAGE);
      }
      // The time first: a clash says so whatever the learner's hours (the exclusion constraint
      // stays the backstop for two lessons booked at once).
      if (await hasOverlappingLesson(tx, instructorId, startsAt, endsAt)) {
        throw conflict('LESSON_CLASH', LESSON_CLASH_MESSAGE);
      }
      await refuseTimeOff(tx, instructorId, startsAt, endsAt);
      let purchase: { id: number; description: string; added: boolean };
      const open = await findPurchaseToDrawFrom(tx, student.id, request.duration);
      if (open) {
        purchase = { id: open.id, description: open.description, added: false };
      } else if (request.addPurchase) {
        // A single lesson sold for this lesson is this lesson, whole (one piece, docs/decisions/0033).
        const lengthProblem = checkSingleLessonLength(lessonPackage, request.duration);
        if (lengthProblem) throw badRequest(lengthProblem, { duration: lengthProblem });
        const sold = await recordSale(tx, {
          instructorId,
          studentId: student.id,
          packageType: lessonPackage.packageType,
          now,
        });
        if (sold.minutes < request.duration) {
          const message = `${lessonPackage.name} has fewer hours than this lesson. Choose a longer package.`;
          throw badRequest(message, { packageType: message });
        }
        purchase = { id: sold.id, description: sold.description, added: true };
      } else {
        throw conflict(NO_HOURS_LEFT_CODE, describeNoHoursLeft(student.fullName), {
          addPurchase: describeNoHoursLeft(student.fullName),
        });
      }
      const lesson = await insertLesson(tx, {
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
      const paidPence =
        paymentMethod === 'not_paid'
          ? 0
          : await recordMarkPaidInTransaction(tx, {
              instructorId,
              studentId: student.id,
              purchaseId: purchase.id,
              method: paymentMethod,
              now,
            });
      withdrawnSlots = await takeLessonTimeOffSale(tx, instructorId, overlapping, { startsAt, endsAt });
      // A new lesson keeps the learner's progress link alive (decisions.md, Privacy and access).
      await keepAccessLinksAlive(tx, student.id, now);
      const payment =
        paymentMethod !== 'not_paid' && paidPence > 0
          ? { amountPence: paidPence, method: paymentMethod }
          : null;
      return { lesson, purchase, payment };
    });
    if (withdrawnSlots > 0) deps.availability.invalidate();
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
      purchase: created.purchase,
      payment: created.payment,
    };
  } catch (error) {
    throw toLessonTimeConflict(error);
  }
}

/**
 * A learner takes a lesson in free time from their hours (a waiting-list offer), inside the
 * caller's transaction: the time must still be exactly the free slots given (none withdrawn, held,
 * or under another lesson or time off), and one open purchase must hold the whole lesson. The
 * slots are then taken off sale as for a manual lesson. Refusals are answered, not thrown, so the
 * caller can say them in its own words.
 */
export async function takeFreeTimeFromHours(
  tx: DatabaseTransaction,
  request: {
    instructorId: number;
    studentId: number;
    startsAt: Date;
    minutes: number;
    slotIds: readonly number[];
    now: Date;
  },
): Promise<{ taken: true; lesson: LessonRow } | { taken: false; reason: 'time_gone' | 'no_hours' }> {
  const { instructorId, studentId, startsAt, minutes, now } = request;
  const endsAt = new Date(startsAt.getTime() + minutes * 60_000);
  // The caller took the diary lock first (one lock order); taking it again costs nothing.
  await lockInstructorDiary(tx, instructorId);
  const overlapping = await lockSlotsOverlapping(tx, instructorId, startsAt, endsAt);
  const expected = new Set(request.slotIds);
  const stillFree =
    overlapping.length === expected.size &&
    overlapping.every((slot) => expected.has(slot.id) && slot.isAvailable && slot.heldByBookingId === null);
  if (!stillFree || (await hasOverlappingLesson(tx, instructorId, startsAt, endsAt))) {
    return { taken: false, reason: 'time_gone' };
  }
  const [off] = await findTimeOffOverlapping(tx, instructorId, startsAt, endsAt);
  if (off) return { taken: false, reason: 'time_gone' };
  const purchase = await findPurchaseToDrawFrom(tx, studentId, minutes);
  if (!purchase) return { taken: false, reason: 'no_hours' };
  const lesson = await insertLesson(tx, {
    bookingId: null,
    purchaseId: purchase.id,
    studentId,
    instructorId,
    startsAt,
    endsAt,
    bookedDurationMinutes: minutes,
    status: 'scheduled',
    notes: null,
    createdAt: now,
    updatedAt: now,
  });
  await takeLessonTimeOffSale(tx, instructorId, overlapping, { startsAt, endsAt });
  await keepAccessLinksAlive(tx, studentId, now);
  return { taken: true, lesson };
}

/**
 * Whether an instructor's free times hold the whole span: every slot under it on sale and held by
 * no booking, and together covering it end to end. What "free" means when a lesson is handed to
 * another instructor, for one lesson's cover or a learner's hand-over alike (0060, 0061): a time
 * they have offered learners, not merely an empty hour of their diary.
 */
function isSpanFreeTime(
  overlapping: readonly {
    startsAt: Date;
    endsAt: Date;
    isAvailable: boolean;
    heldByBookingId: number | null;
  }[],
  span: { startsAt: Date; endsAt: Date },
): boolean {
  const free = overlapping
    .filter((slot) => slot.isAvailable && slot.heldByBookingId === null)
    .sort((a, b) => a.startsAt.getTime() - b.startsAt.getTime());
  let reached = span.startsAt.getTime();
  for (const slot of free) {
    if (slot.startsAt.getTime() <= reached) reached = Math.max(reached, slot.endsAt.getTime());
  }
  return free.length === overlapping.length && reached >= span.endsAt.getTime();
}

/**
 * Hands a lesson still to come to another instructor for cover (issue 38, docs/decisions/0061),
 * inside the caller's transaction: both diaries are locked (in id order, so two covers never wait
 * on each other crosswise), the lesson must be as it was offered and still need cover (it starts
 * inside its instructor's time off, or they still may not be booked), and the cover instructor's free
 * times must still hold the whole lesson (on sale, unheld, not in time off). Their times are then
 * taken off sale, the booking's holds in the old diary released, and the same lesson row changes
 * instructor and time: no second lesson, the same purchase (the ledger is unchanged). A lesson put
 * meanwhile in the cover instructor's diary is refused by lessons_no_overlap, which the caller
 * turns into a clean failure (the whole transaction rolls back). The learner's own instructor
 * (users.instructor_id) is not touched: this is cover of one lesson.
 */
export async function handLessonToCover(
  tx: DatabaseTransaction,
  request: {
    lessonId: number;
    fromInstructorId: number;
    toInstructorId: number;
    lessonStartsAt: Date;
    startsAt: Date;
    endsAt: Date;
    now: Date;
  },
): Promise<
  { taken: true; lesson: LessonRow } | { taken: false; reason: 'lesson_changed' | 'not_needed' | 'time_gone' }
> {
  const { fromInstructorId, toInstructorId, startsAt, endsAt, now } = request;
  for (const id of [fromInstructorId, toInstructorId].sort((a, b) => a - b)) {
    await lockInstructorDiary(tx, id);
  }
  const lesson = await lockLesson(tx, request.lessonId);
  if (
    lesson?.status !== 'scheduled' ||
    lesson.instructorId !== fromInstructorId ||
    lesson.startsAt.getTime() !== request.lessonStartsAt.getTime() ||
    lesson.endsAt.getTime() - lesson.startsAt.getTime() !== endsAt.getTime() - startsAt.getTime() ||
    startsAt <= now
  ) {
    return { taken: false, reason: 'lesson_changed' };
  }
  // Time off removed or documents renewed since the offer: the lesson stays with its instructor.
  const [away] = await findTimeOffOverlapping(
    tx,
    fromInstructorId,
    lesson.startsAt,
    new Date(lesson.startsAt.getTime() + 1),
  );
  if (!away && (await isInstructorBookable(tx, fromInstructorId, now))) {
    return { taken: false, reason: 'not_needed' };
  }
  await requireInstructorBookable(tx, toInstructorId, now);
  const overlapping = await lockSlotsOverlapping(tx, toInstructorId, startsAt, endsAt);
  const stillFree = isSpanFreeTime(overlapping, { startsAt, endsAt });
  const [off] = await findTimeOffOverlapping(tx, toInstructorId, startsAt, endsAt);
  if (!stillFree || off) return { taken: false, reason: 'time_gone' };
  await releaseLessonSlotHolds(tx, lesson, now);
  await takeLessonTimeOffSale(tx, toInstructorId, overlapping, { startsAt, endsAt });
  const moved = await setLessonInstructorAndTime(tx, lesson.id, {
    instructorId: toInstructorId,
    startsAt,
    endsAt,
    now,
  });
  return { taken: true, lesson: moved };
}

/**
 * Takes a manual lesson's own time off sale and nothing more (a recurring series' too): a free slot it covers only in part
 * is replaced by the pieces before and after it that are still a bookable length (60, 90 or 120
 * minutes); a slot a booking once held keeps its history and is withdrawn whole. Answers how
 * many slots changed.
 */
export async function takeLessonTimeOffSale(
  tx: DatabaseExecutor,
  instructorId: number,
  overlapping: readonly { id: number; startsAt: Date; endsAt: Date; isAvailable: boolean }[],
  lesson: { startsAt: Date; endsAt: Date },
): Promise<number> {
  const free = overlapping.filter((slot) => slot.isAvailable);
  const withHolds = await listHeldSlotIds(
    tx,
    free.map((slot) => slot.id),
  );
  const replaceable = free.filter((slot) => !withHolds.has(slot.id));
  await withdrawSlotsFromSale(
    tx,
    free.filter((slot) => withHolds.has(slot.id)).map((slot) => slot.id),
  );
  const pieces = replaceable.flatMap((slot) =>
    [
      {
        startsAt: slot.startsAt,
        endsAt: new Date(Math.min(slot.endsAt.getTime(), lesson.startsAt.getTime())),
      },
      { startsAt: new Date(Math.max(slot.startsAt.getTime(), lesson.endsAt.getTime())), endsAt: slot.endsAt },
    ]
      .map((piece) => ({
        instructorId,
        ...piece,
        durationMinutes: (piece.endsAt.getTime() - piece.startsAt.getTime()) / 60_000,
      }))
      .filter((piece) => isBookableSlotLength(piece.durationMinutes)),
  );
  await replaceSlotsByPieces(
    tx,
    replaceable.map((slot) => slot.id),
    pieces,
  );
  return free.length;
}

/**
 * A lesson the viewer may act on, locked for the rest of the transaction (404 otherwise): their
 * own, or any for the owner, who acts for the lesson's instructor (docs/decisions/0052). The
 * lesson's own instructor is whose diary, times and name every rule then uses.
 */
async function requireLessonFor(tx: DatabaseExecutor, viewer: Viewer, lessonId: number) {
  const lesson = await lockLesson(tx, lessonId);
  if (!lesson || !mayActOnLesson(viewer, lesson)) throw notFound(LESSON_NOT_FOUND_MESSAGE);
  return lesson;
}

function mayActOnLesson(viewer: Viewer, lesson: { instructorId: number }): boolean {
  return isOwner(viewer) || lesson.instructorId === viewer.id;
}

function requireStarted(lesson: LessonRow, now: Date) {
  if (lesson.startsAt > now) throw conflict('LESSON_NOT_STARTED', LESSON_NOT_STARTED_MESSAGE);
}

/**
 * What became of a lesson that has started (done, or a no-show), recorded by its instructor; a
 * later call corrects an earlier outcome. Refused for a lesson not yet started or cancelled.
 */
async function recordStartedLessonOutcome(
  deps: AppDependencies,
  viewer: Viewer,
  lessonId: number,
  outcome: (lesson: LessonRow, now: Date) => Parameters<typeof setLessonOutcome>[2],
): Promise<Lesson> {
  const now = deps.now();
  const row = await deps.database.db.transaction(async (tx) => {
    const lesson = await requireLessonFor(tx, viewer, lessonId);
    if (lesson.status === 'cancelled') {
      throw conflict('LESSON_CANCELLED', 'This lesson was cancelled.');
    }
    requireStarted(lesson, now);
    return setLessonOutcome(tx, lesson.id, outcome(lesson, now));
  });
  return toLesson(row);
}

/** Done: the lesson happened and used `actualMinutes` of its purchase. */
export function completeLessonByInstructor(
  deps: AppDependencies,
  viewer: Viewer,
  lessonId: number,
  actualMinutes: number,
): Promise<Lesson> {
  return recordStartedLessonOutcome(deps, viewer, lessonId, (lesson, now) => ({
    status: 'completed',
    actualDurationMinutes: actualMinutes,
    chargedMinutes: null,
    completedAt: lesson.completedAt ?? now,
    now,
  }));
}

/** The learner did not come: the lesson uses its hours or not, as the instructor chooses. */
export function markLessonNoShow(
  deps: AppDependencies,
  viewer: Viewer,
  lessonId: number,
  charged: boolean,
): Promise<Lesson> {
  return recordStartedLessonOutcome(deps, viewer, lessonId, (lesson, now) => ({
    status: 'no_show',
    actualDurationMinutes: null,
    chargedMinutes: charged ? lesson.bookedDurationMinutes : null,
    completedAt: null,
    now,
  }));
}

/**
 * The instructor cancels a lesson still to come: its time is released, its hours come back by the
 * school's terms (none used in the free window, its share in the late one, under that as the
 * instructor chooses), and
 * the learner is told by their reminder channel (lesson-notices.ts).
 */
export async function cancelLessonByInstructor(
  deps: AppDependencies,
  viewer: Viewer,
  lessonId: number,
  request: { reason: string; charged: boolean },
): Promise<Lesson> {
  const now = deps.now();
  const school = await getSchoolDetails(deps);
  const { row, deliverNotice } = await deps.database.db.transaction(async (tx) => {
    const lesson = await requireLessonFor(tx, viewer, lessonId);
    if (lesson.status !== 'scheduled') {
      throw conflict('LESSON_NOT_SCHEDULED', 'Only a lesson still to come can be cancelled.');
    }
    if (lesson.startsAt <= now) throw conflict('LESSON_STARTED', LESSON_ALREADY_STARTED_MESSAGE);
    const window = getLessonChangeWindow(lesson.startsAt, now, school.terms);
    const chargedMinutes = getCancellationChargedMinutes(
      window,
      lesson.bookedDurationMinutes,
      request.charged,
      school.terms,
    );
    if (lesson.bookingId !== null) await releaseLessonSlotHolds(tx, lesson, now);
    const cancelledRow = await setLessonOutcome(tx, lesson.id, {
      status: 'cancelled',
      actualDurationMinutes: null,
      chargedMinutes: chargedMinutes > 0 ? chargedMinutes : null,
      completedAt: null,
      now,
    });
    const learner = await findStudent(tx, lesson.studentId);
    const names = { studentName: learner?.fullName ?? '', studentEmail: learner?.email ?? '' };
    const details = {
      startsAt: lesson.startsAt,
      durationMinutes: lesson.bookedDurationMinutes,
      reason: request.reason,
      chargedMinutes,
    };
    // In the name of the lesson's own instructor, whoever cancels it (the owner may, for them).
    const instructor = { fullName: (await getInstructorContact(tx, lesson.instructorId))?.fullName ?? null };
    const notice = await enqueueLessonNotice(deps, tx, lesson.studentId, {
      text: lessonCancelledByInstructorText(names, details, school, instructor),
      email: lessonCancelledByInstructorEmail(names, details, school, instructor),
      kind: 'lesson_cancelled_by_instructor',
      push: lessonCancelledPush({ id: lesson.id, startsAt: lesson.startsAt }),
    });
    return { row: cancelledRow, deliverNotice: notice };
  });
  await deliverNotice();
  deps.availability.invalidate();
  await syncLessonCalendarEvents(deps, [row.id]);
  return toLesson(row);
}

/**
 * The instructor moves a lesson still to come to another time: the same clash rules as a manual
 * lesson (no other lesson, no time a booking request holds), the booking's old holds released,
 * the new time taken off sale, the learner told by their reminder channel and the calendar updated.
 */
export async function moveLessonByInstructor(
  deps: AppDependencies,
  viewer: Viewer,
  lessonId: number,
  request: { date: string; startTime: string },
): Promise<Lesson> {
  const now = deps.now();
  const startsAt = toLessonStart(request.date, request.startTime);
  if (startsAt <= now) {
    const message = 'Choose a time that has not passed.';
    throw badRequest(message, { startTime: message });
  }
  try {
    const school = await getSchoolDetails(deps);
    // Whose diary the lesson is in (a lesson never changes instructor): the owner moving another
    // instructor's lesson is held to that instructor's lessons, times and time off.
    const found = await findLessonById(deps.database.db, lessonId);
    if (!found || !mayActOnLesson(viewer, found)) throw notFound(LESSON_NOT_FOUND_MESSAGE);
    const instructorId = found.instructorId;
    const { row, deliverNotice } = await deps.database.db.transaction(async (tx) => {
      await lockInstructorDiary(tx, instructorId);
      const lesson = await requireLessonFor(tx, viewer, lessonId);
      if (lesson.status !== 'scheduled') {
        throw conflict('LESSON_NOT_SCHEDULED', 'Only a lesson still to come can be moved.');
      }
      if (lesson.startsAt <= now) throw conflict('LESSON_STARTED', 'This lesson has already started.');
      const endsAt = new Date(startsAt.getTime() + lesson.bookedDurationMinutes * 60_000);
      if (await hasOverlappingLesson(tx, instructorId, startsAt, endsAt, lesson.id)) {
        throw conflict('LESSON_CLASH', LESSON_CLASH_MESSAGE);
      }
      await refuseTimeOff(tx, instructorId, startsAt, endsAt);
      await releaseLessonSlotHolds(tx, lesson, now);
      const overlapping = await lockSlotsOverlapping(tx, instructorId, startsAt, endsAt);
      const held = overlapping.find((slot) => slot.heldByBookingId !== null);
      if (held) {
        throw held.heldByBookingStatus === 'pending'
          ? conflict('SLOT_HELD', LESSON_HELD_SLOT_MESSAGE)
          : conflict('LESSON_CLASH', LESSON_CLASH_MESSAGE);
      }
      await takeLessonTimeOffSale(tx, instructorId, overlapping, { startsAt, endsAt });
      const moved = await setLessonTime(tx, lesson.id, startsAt, endsAt, now);
      const learner = await findStudent(tx, lesson.studentId);
      const names = { studentName: learner?.fullName ?? '', studentEmail: learner?.email ?? '' };
      const times = { from: lesson.startsAt, to: startsAt, durationMinutes: lesson.bookedDurationMinutes };
      const instructor = { fullName: (await getInstructorContact(tx, instructorId))?.fullName ?? null };
      const notice = await enqueueLessonNotice(deps, tx, lesson.studentId, {
        text: lessonMovedByInstructorText(names, times, school, instructor),
        email: lessonMovedByInstructorEmail(names, times, school, instructor),
        kind: 'lesson_moved_by_instructor',
        push: lessonMovedPush({ id: lesson.id, from: lesson.startsAt, to: startsAt }),
      });
      return { row: moved, deliverNotice: notice };
    });
    await deliverNotice();
    deps.availability.invalidate();
    await syncLessonCalendarEvents(deps, [row.id]);
    return toLesson(row);
  } catch (error) {
    throw toLessonTimeConflict(error);
  }
}

/** The lesson's pickup notes, as the instructor edits them (empty clears them); the calendar follows. */
export async function updateLessonNotes(
  deps: AppDependencies,
  viewer: Viewer,
  lessonId: number,
  notes: string,
): Promise<Lesson> {
  const row = await deps.database.db.transaction(async (tx) => {
    const lesson = await requireLessonFor(tx, viewer, lessonId);
    return setLessonNotes(tx, lesson.id, notes === '' ? null : notes, deps.now());
  });
  if (!row) throw notFound(LESSON_NOT_FOUND_MESSAGE);
  await syncLessonCalendarEvents(deps, [row.id]);
  return toLesson(row);
}

/** A lesson a hand-over moved to the new instructor, or could not (and why, in plain words). */
export interface HandedOverLesson {
  lessonId: number;
  startsAt: Date;
  moved: boolean;
  reason: string | null;
}

/**
 * Moves a learner's lessons still to come with one instructor, in [from, until), to another
 * instructor (a hand-over the learner agreed to, docs/decisions/0060), in the caller's transaction.
 * The caller holds both instructors' diary locks, taken first. Each lesson moves only into the new
 * instructor's free times (isSpanFreeTime: times they offer, on sale and unheld), with no lesson
 * and no time off there. The move itself
 * runs in a savepoint, so the database's own refusal (lessons_no_overlap, the triggers of 0017) has
 * the last word and leaves that lesson where it was. Nothing is cancelled: what cannot move is
 * answered for the learner and the instructors to rebook. The booking's holds of the old
 * instructor's time are released and the new instructor's free time under the lesson is taken off
 * sale, as a manual lesson's is. The lesson keeps its purchase: the hours are the school's.
 */
export async function handOverScheduledLessons(
  tx: DatabaseTransaction,
  request: {
    studentId: number;
    fromInstructorId: number;
    toInstructorId: number;
    from: Date;
    until: Date | null;
    now: Date;
  },
): Promise<HandedOverLesson[]> {
  const { toInstructorId, now } = request;
  const from = request.from > now ? request.from : now;
  const rows = await lockScheduledLessonsOfStudentWith(tx, {
    studentId: request.studentId,
    instructorId: request.fromInstructorId,
    from,
    until: request.until,
  });
  const results: HandedOverLesson[] = [];
  for (const lesson of rows) {
    const span = { startsAt: lesson.startsAt, endsAt: lesson.endsAt };
    const notMoved = (reason: string) =>
      results.push({ lessonId: lesson.id, startsAt: lesson.startsAt, moved: false, reason });
    if (await hasOverlappingLesson(tx, toInstructorId, span.startsAt, span.endsAt)) {
      notMoved('The new instructor has another lesson at that time.');
      continue;
    }
    const [off] = await findTimeOffOverlapping(tx, toInstructorId, span.startsAt, span.endsAt);
    if (off) {
      notMoved('The new instructor is off at that time.');
      continue;
    }
    const overlapping = await lockSlotsOverlapping(tx, toInstructorId, span.startsAt, span.endsAt);
    if (overlapping.some((slot) => slot.heldByBookingId !== null)) {
      notMoved('A booking holds the new instructor at that time.');
      continue;
    }
    if (!isSpanFreeTime(overlapping, span)) {
      notMoved('The new instructor has not offered that time.');
      continue;
    }
    try {
      await tx.transaction(async (savepoint) => {
        await releaseLessonSlotHolds(savepoint, lesson, now);
        await takeLessonTimeOffSale(savepoint, toInstructorId, overlapping, span);
        await setLessonInstructor(savepoint, lesson.id, toInstructorId, now);
      });
      results.push({ lessonId: lesson.id, startsAt: lesson.startsAt, moved: true, reason: null });
    } catch (error) {
      if (toLessonTimeConflict(error) === error) throw error;
      notMoved('The new instructor’s diary is taken at that time.');
    }
  }
  return results;
}
