import { getBookingWindow } from '../../../../core/bookings/booking/booking-window';
import {
  type ContiguousSlotCandidate,
  describeLessonChangeTerms,
  findRescheduleOptions,
  getForfeitPence,
  getLessonChangeWindow,
  getLessonFeePence,
  getReschedulesLeft,
  isValidRescheduleChoice,
  type LessonChangeWindow,
} from '../../../../core/diary/lesson-changes/lesson-change-rules';
import {
  type CancelLessonRequest,
  CHANGE_PENDING_MESSAGE,
  CHANGE_REQUEST_SENT_MESSAGE,
  CHANGE_REQUEST_SENT_NO_EMAIL_MESSAGE,
  describeLessonMoved,
  describeRescheduleLimit,
  LESSON_CANCELLED_MESSAGE,
  LESSON_CANCELLED_NO_EMAIL_MESSAGE,
  LESSON_NOT_CHANGEABLE_MESSAGE,
  type LessonChange,
  type LessonChangeInfo,
  type LessonChangeResult,
  type LessonChangeStatus,
  type RescheduleLessonRequest,
  type RescheduleOptionsResponse,
  SAME_TIME_MESSAGE,
  WRONG_LENGTH_MESSAGE,
} from '../../../../core/diary/lesson-changes/lesson-change-schemas';
import { formatLongDate, formatTime12h } from '../../../../core/format/display-format';
import { getCancellationChargedMinutes } from '../../../../core/money/ledger/ledger-balance';
import type { InstructorProfile } from '../../../../core/platform/auth/auth-schemas';
import type { CancellationTerms } from '../../../../core/school/settings/school-figures';
import { SCHOOL_TIME_ZONE, toZonedParts } from '../../../../core/time/london-time';
import type { AppDependencies } from '../../../app-types';
import type { DatabaseExecutor, DatabaseTransaction } from '../../../db/database-client';
import { lockInstructorDiary } from '../../../db/instructor-diary-lock';
import type { lessons as lessonsTable } from '../../../db/schema';
import type { Viewer } from '../../../db/visible-learners';
import { badRequest, conflict, notFound } from '../../../lib/app-error';
import {
  EXCLUSION_VIOLATION,
  isConstraintViolation,
  isTimeTakenViolation,
  UNIQUE_VIOLATION,
} from '../../../lib/database-errors';
import { getSchoolDetails } from '../../../lib/school-details';
import { getBookableSlots, getSlotsWithHolds } from '../../bookings/availability/availability-service';
import { LESSON_CLASH_MESSAGE } from '../../bookings/bookings/bookings-admin-service';
import {
  holdSlotsForBooking,
  SLOT_TAKEN_MESSAGE,
  SLOT_UNAVAILABLE_MESSAGE,
} from '../../bookings/bookings/bookings-service';
import { keepAccessLinksAlive, requireTokenOwner } from '../../learners/learners/learners-service';
import type { OutboxRow } from '../../messaging/outbox/outbox-repository';
import { withOutbox, withOutboxDeliveries } from '../../messaging/outbox/with-outbox';
import { lessonChangePush } from '../../messaging/push/instructor-push-messages';
import {
  lessonCancelledPush,
  lessonChangeDeclinedPush,
  lessonMovedPush,
} from '../../messaging/push/learner-push-messages';
import { enqueueLearnerPushNotice } from '../../messaging/push/learner-push-notices';
import { enqueueInstructorPush } from '../../messaging/push/push-service';
import { syncLessonCalendarEvents } from '../calendars/calendar-sync-service';
import {
  type LessonChangeEmailDetails,
  lessonChangeDecisionNeededEmail,
  lessonChangeDeclinedEmail,
  lessonChangedByLearnerEmail,
  lessonChangedEmail,
  lessonChangeRequestedEmail,
} from './lesson-change-emails';
import {
  cancelBookingIfNoLessonsLeft,
  cancelLesson,
  findLessonOfStudent,
  findPackageMinutesOfBookings,
  insertLessonChange,
  type LessonChangeRow,
  listHeldSlotsOfLesson,
  listLessonChanges,
  listLessonsToComeOfStudents,
  listPendingChangesOfLessons,
  listSlotsByIds,
  lockBookingOfLesson,
  lockLessonChange,
  markLessonChangeDecided,
  moveLesson,
  recordBookingReschedule,
  releaseSlotHolds,
} from './lesson-changes-repository';

type LessonRow = typeof lessonsTable.$inferSelect;
const MINUTE_MS = 60_000;

// The database's check constraints keep these columns to the same values.

function toWallTime(startsAt: Date, duration: number) {
  const { date, time } = toZonedParts(startsAt, SCHOOL_TIME_ZONE);
  return { date, startTime: time, duration };
}

function describeMoved(startsAt: Date, emailed: boolean): string {
  const { date, time } = toZonedParts(startsAt, SCHOOL_TIME_ZONE);
  return describeLessonMoved(`${formatLongDate(date)} at ${formatTime12h(time)}`, emailed);
}

/** A lesson the learner may still change online: booked (not manual), scheduled, not begun. */
function isChangeableLesson(lesson: LessonRow, now: Date): lesson is LessonRow & { bookingId: number } {
  return lesson.bookingId !== null && lesson.status === 'scheduled' && lesson.startsAt > now;
}

/**
 * For the learner's progress page: what each upcoming booked lesson allows under the terms now.
 * Manual lessons, past, cancelled and completed ones get null (the page says to call instead).
 */
export async function getLessonChangeInfos(
  db: DatabaseExecutor,
  lessonRows: readonly LessonRow[],
  now: Date,
  terms: CancellationTerms,
): Promise<Map<number, LessonChangeInfo>> {
  const changeable = lessonRows.filter((lesson) => isChangeableLesson(lesson, now));
  const bookingIds = [...new Set(changeable.map((lesson) => lesson.bookingId ?? 0))];
  const [bookingRows, pending] = await Promise.all([
    findPackageMinutesOfBookings(db, bookingIds),
    listPendingChangesOfLessons(
      db,
      changeable.map((lesson) => lesson.id),
    ),
  ]);
  const infos = new Map<number, LessonChangeInfo>();
  for (const lesson of changeable) {
    const booking = bookingRows.find((row) => row.id === lesson.bookingId);
    const window = getLessonChangeWindow(lesson.startsAt, now, terms);
    if (booking?.status !== 'approved' || !window) continue;
    const lessonFee = getLessonFeePence(
      booking.totalAmountPence,
      lesson.bookedDurationMinutes,
      booking.packageTotalMinutes,
    );
    const forfeit = getForfeitPence(window, lessonFee, terms);
    const open = pending.find((change) => change.lessonId === lesson.id);
    const reschedulesLeft = getReschedulesLeft(booking.rescheduleCount, terms);
    infos.set(lesson.id, {
      window,
      terms: describeLessonChangeTerms(window, forfeit, terms),
      lessonFee,
      forfeit,
      reschedulesLeft,
      canReschedule: !open && reschedulesLeft > 0,
      canCancel: !open,
      rescheduleBlockedReason: open
        ? CHANGE_PENDING_MESSAGE
        : reschedulesLeft === 0
          ? describeRescheduleLimit(terms.movesAllowed)
          : null,
      pendingRequest: open
        ? {
            id: open.id,
            kind: open.kind,
            requestedAt: open.requestedAt.toISOString(),
          }
        : null,
    });
  }
  return infos;
}

/** The learner's lesson by token, or 404 for a lesson that is not theirs (no hint it exists). */
async function findOwnLesson(deps: AppDependencies, token: string, lessonId: number) {
  const owner = await requireTokenOwner(deps, token);
  const found = await findLessonOfStudent(deps.database.db, lessonId, owner.studentId);
  if (!found) throw notFound('That lesson was not found.');
  return { owner, found };
}

export async function getRescheduleOptions(
  deps: AppDependencies,
  token: string,
  lessonId: number,
): Promise<RescheduleOptionsResponse> {
  const { found } = await findOwnLesson(deps, token, lessonId);
  const { lesson } = found;
  const now = deps.now();
  if (!isChangeableLesson(lesson, now))
    throw conflict('LESSON_NOT_CHANGEABLE', LESSON_NOT_CHANGEABLE_MESSAGE);
  const { db } = deps.database;
  const window = getBookingWindow(now, SCHOOL_TIME_ZONE);
  const [free, own] = await Promise.all([
    getBookableSlots(db, now, window.endsAt, now),
    // The lesson's own slots count as free for it: 10-12 can move to 11-13.
    listHeldSlotsOfLesson(db, lesson.bookingId, lesson),
  ]);
  const candidates: ContiguousSlotCandidate[] = [...free, ...own].filter(
    (slot) => slot.instructorId === lesson.instructorId,
  );
  const ownIds = own.map((slot) => slot.id).join(',');
  return {
    duration: lesson.bookedDurationMinutes,
    options: findRescheduleOptions(candidates, lesson.bookedDurationMinutes)
      .filter((option) => option.timeSlotIds.join(',') !== ownIds && option.startsAt > now)
      .map((option) => {
        const { date, time } = toZonedParts(option.startsAt, SCHOOL_TIME_ZONE);
        return { date, startTime: time, timeSlotIds: option.timeSlotIds };
      }),
  };
}

interface ChangeContext {
  lesson: LessonRow & { bookingId: number };
  booking: NonNullable<Awaited<ReturnType<typeof lockBookingOfLesson>>>;
  studentName: string;
  studentEmail: string;
  instructorEmail: string;
}

async function loadLockedContext(tx: DatabaseTransaction, lessonId: number, studentId?: number) {
  const found = await findLessonOfStudent(tx, lessonId, studentId);
  if (!found) throw notFound('That lesson was not found.');
  const { bookingId } = found.lesson;
  if (bookingId === null) throw conflict('LESSON_NOT_CHANGEABLE', LESSON_NOT_CHANGEABLE_MESSAGE);
  // The instructor's diary before the booking's row: the one lock order of every way of taking a
  // time (a move takes one; a cancellation only frees one, but keeps the same order).
  await lockInstructorDiary(tx, found.lesson.instructorId);
  const booking = await lockBookingOfLesson(tx, bookingId);
  // Read the lesson again now that its booking is locked: a change that just committed shows here.
  const fresh = await findLessonOfStudent(tx, lessonId, studentId);
  if (!booking || !fresh) throw notFound('That lesson was not found.');
  return {
    lesson: { ...fresh.lesson, bookingId },
    booking,
    studentName: fresh.studentName,
    studentEmail: fresh.studentEmail,
    instructorEmail: fresh.instructorEmail,
  } satisfies ChangeContext;
}

interface MoveTarget {
  ids: number[];
  startsAt: Date;
  endsAt: Date;
}

/** Checks the chosen slots for this lesson inside the transaction (share-locked) and returns its new time. */
async function checkMoveTarget(
  tx: DatabaseExecutor,
  context: ChangeContext,
  fromIds: readonly number[],
  chosenIds: readonly number[],
  now: Date,
): Promise<MoveTarget> {
  const { lesson } = context;
  if ([...chosenIds].sort().join(',') === [...fromIds].sort().join(',')) {
    throw badRequest(SAME_TIME_MESSAGE, { timeSlotIds: SAME_TIME_MESSAGE });
  }
  const slots = await getSlotsWithHolds(tx, chosenIds, { lock: true });
  const window = getBookingWindow(now, SCHOOL_TIME_ZONE);
  if (
    slots.length !== new Set(chosenIds).size ||
    slots.some(
      (slot) =>
        !slot.isAvailable ||
        // Hidden from learners: the instructor's calendar is busy then.
        (slot.isBusy && !fromIds.includes(slot.id)) ||
        slot.startsAt <= now ||
        slot.startsAt >= window.endsAt ||
        slot.instructorId !== lesson.instructorId,
    )
  ) {
    throw conflict('SLOT_UNAVAILABLE', SLOT_UNAVAILABLE_MESSAGE);
  }
  if (slots.some((slot) => slot.isHeld && !fromIds.includes(slot.id))) {
    throw conflict('SLOT_TAKEN', SLOT_TAKEN_MESSAGE);
  }
  if (!isValidRescheduleChoice(slots, chosenIds, lesson.bookedDurationMinutes)) {
    throw badRequest(WRONG_LENGTH_MESSAGE, { timeSlotIds: WRONG_LENGTH_MESSAGE });
  }
  const [first] = slots;
  if (!first) throw conflict('SLOT_UNAVAILABLE', SLOT_UNAVAILABLE_MESSAGE);
  return {
    ids: slots.map((slot) => slot.id),
    startsAt: first.startsAt,
    endsAt: new Date(first.startsAt.getTime() + lesson.bookedDurationMinutes * MINUTE_MS),
  };
}

/** The swap: old holds released, new ones taken, the lesson moved, the booking counted, or nothing. */
async function applyMove(
  tx: DatabaseExecutor,
  context: ChangeContext,
  fromIds: number[],
  target: MoveTarget,
  change: { reason: string; requestedBy: 'student' | 'instructor' },
  now: Date,
  counted = true,
): Promise<void> {
  const { booking, lesson } = context;
  await releaseSlotHolds(tx, booking.id, fromIds, now);
  try {
    await holdSlotsForBooking(tx, booking.id, target.ids, now);
    await moveLesson(tx, lesson.id, target.startsAt, target.endsAt);
  } catch (error) {
    if (
      isConstraintViolation(error, UNIQUE_VIOLATION, 'booking_slots_active_hold_unique') ||
      isTimeTakenViolation(error)
    ) {
      throw conflict('SLOT_TAKEN', SLOT_TAKEN_MESSAGE);
    }
    if (isConstraintViolation(error, EXCLUSION_VIOLATION, 'lessons_no_overlap')) {
      throw conflict('LESSON_CLASH', LESSON_CLASH_MESSAGE);
    }
    throw error;
  }
  // A move the waiting list offered is the school's invitation: it does not use up the learner's moves.
  if (!counted) return;
  await recordBookingReschedule(tx, booking.id, {
    originalTimeSlotIds: booking.originalTimeSlotIds ?? fromIds,
    reason: change.reason,
    requestedBy: change.requestedBy,
  });
}

/**
 * The cancellation: holds released, the lesson cancelled with the hours the school's terms keep
 * used (none in the free window, its share in the late one; under that, asked of the instructor,
 * all once approved).
 */
async function applyCancel(
  tx: DatabaseExecutor,
  context: ChangeContext,
  fromIds: number[],
  window: LessonChangeWindow,
  now: Date,
  terms: CancellationTerms,
) {
  await releaseSlotHolds(tx, context.booking.id, fromIds, now);
  await cancelLesson(
    tx,
    context.lesson.id,
    getCancellationChargedMinutes(window, context.lesson.bookedDurationMinutes, true, terms),
  );
  await cancelBookingIfNoLessonsLeft(tx, context.booking.id);
}

function emailDetails(
  context: ChangeContext,
  change: { kind: 'reschedule' | 'cancel'; window: LessonChangeWindow; forfeitPence: number; reason: string },
  from: { startsAt: Date },
  to: { startsAt: Date } | null,
): LessonChangeEmailDetails {
  const duration = context.lesson.bookedDurationMinutes;
  return {
    ...change,
    studentName: context.studentName,
    studentEmail: context.studentEmail,
    instructorEmail: context.instructorEmail,
    packageName: context.booking.packageName,
    from: toWallTime(from.startsAt, duration),
    to: to ? toWallTime(to.startsAt, duration) : null,
    // For the .ics file of a moved lesson: the same UID, the new instants.
    moved: to
      ? {
          lessonId: context.lesson.id,
          startsAt: to.startsAt,
          endsAt: new Date(to.startsAt.getTime() + duration * MINUTE_MS),
        }
      : null,
  };
}

/** Two requests for one lesson racing: the partial unique index lets one wait for the instructor. */
function toPendingConflict(error: unknown): unknown {
  return isConstraintViolation(error, UNIQUE_VIOLATION, 'lesson_changes_one_pending_unique')
    ? conflict('CHANGE_PENDING', CHANGE_PENDING_MESSAGE)
    : error;
}

/**
 * A learner moves or cancels one of their lessons under the terms: 48 hours or more before, free;
 * 24 to 48, done with half the fee forfeited and the instructor told; under 24, a request the
 * instructor decides (nothing moves until then). All in one transaction with the booking locked.
 */
export async function changeLessonByLearner(
  deps: AppDependencies,
  token: string,
  lessonId: number,
  request: ({ kind: 'reschedule' } & RescheduleLessonRequest) | ({ kind: 'cancel' } & CancelLessonRequest),
): Promise<LessonChangeResult> {
  const owner = await requireTokenOwner(deps, token);
  const now = deps.now();
  const school = await getSchoolDetails(deps);
  try {
    const { result: changed, delivered } = await withOutboxDeliveries(deps, async (tx, queue) => {
      const context = await loadLockedContext(tx, lessonId, owner.studentId);
      const { lesson, booking } = context;
      const window = getLessonChangeWindow(lesson.startsAt, now, school.terms);
      if (!window || !isChangeableLesson(lesson, now) || booking.status !== 'approved') {
        throw conflict('LESSON_NOT_CHANGEABLE', LESSON_NOT_CHANGEABLE_MESSAGE);
      }
      if (request.kind === 'reschedule' && getReschedulesLeft(booking.rescheduleCount, school.terms) === 0) {
        throw conflict('RESCHEDULE_LIMIT', describeRescheduleLimit(school.terms.movesAllowed));
      }
      const fromSlots = await listHeldSlotsOfLesson(tx, booking.id, lesson);
      const fromIds = fromSlots.map((slot) => slot.id);
      const target =
        request.kind === 'reschedule'
          ? await checkMoveTarget(tx, context, fromIds, request.timeSlotIds, now)
          : null;
      const forfeitPence = getForfeitPence(
        window,
        getLessonFeePence(
          booking.totalAmountPence,
          lesson.bookedDurationMinutes,
          booking.packageTotalMinutes,
        ),
        school.terms,
      );
      const status = window === 'instructor_decides' ? 'pending' : 'applied';
      const change = await insertLessonChange(tx, {
        lessonId: lesson.id,
        bookingId: booking.id,
        studentId: owner.studentId,
        kind: request.kind,
        window,
        status,
        requestedBy: 'student',
        reason: request.reason,
        fromStartsAt: lesson.startsAt,
        fromTimeSlotIds: fromIds,
        toTimeSlotIds: target?.ids ?? null,
        forfeitPence,
        requestedAt: now,
        decidedAt: status === 'applied' ? now : null,
      });
      const details = emailDetails(
        context,
        { kind: request.kind, window, forfeitPence, reason: request.reason },
        lesson,
        target,
      );
      await keepAccessLinksAlive(tx, owner.studentId, now);
      await queue(
        enqueueInstructorPush(
          deps,
          tx,
          lessonChangePush({
            changeId: change.id,
            status,
            studentName: details.studentName,
            kind: details.kind,
            from: details.from,
            to: details.to,
          }),
        ),
      );
      // The learner's own e-mail: what the answer says depends on whether it really went.
      let learnerEmail: OutboxRow;
      if (status === 'pending') {
        learnerEmail = await deps.mail.enqueue(tx, lessonChangeRequestedEmail(details, school));
        await queue(Promise.resolve(learnerEmail));
        await queue(deps.mail.enqueue(tx, lessonChangeDecisionNeededEmail(details, school)));
      } else {
        if (target)
          await applyMove(
            tx,
            context,
            fromIds,
            target,
            { reason: request.reason, requestedBy: 'student' },
            now,
          );
        else await applyCancel(tx, context, fromIds, window, now, school.terms);
        learnerEmail = await deps.mail.enqueue(tx, lessonChangedEmail(details, school, null));
        await queue(Promise.resolve(learnerEmail));
        await queue(deps.mail.enqueue(tx, lessonChangedByLearnerEmail(details, school)));
      }
      const newStart = status === 'applied' && target ? target.startsAt : lesson.startsAt;
      return {
        learnerEmailId: learnerEmail.id,
        movedTo: status === 'applied' && target ? target.startsAt : null,
        answer: {
          id: change.id,
          kind: request.kind,
          status: status === 'pending' ? ('pending' as const) : ('applied' as const),
          window,
          forfeit: forfeitPence,
          lesson: {
            id: lesson.id,
            ...toWallTime(newStart, lesson.bookedDurationMinutes),
            status:
              status === 'applied' && request.kind === 'cancel'
                ? ('cancelled' as const)
                : ('scheduled' as const),
          },
        },
      };
    });
    const emailed = delivered.get(changed.learnerEmailId) === 'sent';
    const { answer, movedTo } = changed;
    const message =
      answer.status === 'pending'
        ? deps.mail.deliveryConfigured
          ? CHANGE_REQUEST_SENT_MESSAGE
          : CHANGE_REQUEST_SENT_NO_EMAIL_MESSAGE
        : movedTo
          ? describeMoved(movedTo, emailed)
          : emailed
            ? LESSON_CANCELLED_MESSAGE
            : LESSON_CANCELLED_NO_EMAIL_MESSAGE;
    const result = { ...answer, message } satisfies LessonChangeResult;
    if (result.status === 'applied') deps.availability.invalidate();
    if (result.status === 'applied') await syncLessonCalendarEvents(deps, [lessonId]);
    return result;
  } catch (error) {
    throw toPendingConflict(error);
  }
}

// ---------------------------------------------------------------------------------------------
// A move the waiting list offered (issue 34, docs/decisions/0032)

/** A learner's next lesson, and whether they could move it online (what a waiting-list move needs). */
export interface NextLessonOfStudent {
  id: number;
  studentId: number;
  instructorId: number;
  startsAt: Date;
  endsAt: Date;
  minutes: number;
  /** Booked on the booking page, its booking approved, no change waiting for the instructor. */
  movableOnline: boolean;
}

/** Each learner's next scheduled lesson still to come (none: not in the map). */
export async function findNextLessonsOfStudents(
  db: DatabaseExecutor,
  studentIds: readonly number[],
  now: Date,
): Promise<Map<number, NextLessonOfStudent>> {
  const next = new Map<number, LessonRow>();
  for (const lesson of await listLessonsToComeOfStudents(db, studentIds, now)) {
    if (!next.has(lesson.studentId)) next.set(lesson.studentId, lesson);
  }
  const rows = [...next.values()];
  const [bookingRows, pending] = await Promise.all([
    findPackageMinutesOfBookings(db, [
      ...new Set(rows.flatMap((lesson) => (lesson.bookingId === null ? [] : [lesson.bookingId]))),
    ]),
    listPendingChangesOfLessons(
      db,
      rows.map((lesson) => lesson.id),
    ),
  ]);
  const result = new Map<number, NextLessonOfStudent>();
  for (const lesson of rows) {
    const booking = bookingRows.find((row) => row.id === lesson.bookingId);
    result.set(lesson.studentId, {
      id: lesson.id,
      studentId: lesson.studentId,
      instructorId: lesson.instructorId,
      startsAt: lesson.startsAt,
      endsAt: lesson.endsAt,
      minutes: lesson.bookedDurationMinutes,
      movableOnline:
        isChangeableLesson(lesson, now) &&
        booking?.status === 'approved' &&
        !pending.some((change) => change.lessonId === lesson.id),
    });
  }
  return result;
}

export const WAITING_LIST_MOVE_REASON = 'Moved to an earlier time the waiting list offered';

/**
 * Moves a learner's booked lesson to free slots the waiting list offered them, inside the
 * caller's transaction: the same locks (the instructor's diary, then the booking's row) and the
 * same checks and swap of holds as a learner's own move, so the database's triggers and the
 * lessons' exclusion constraint have the last word. Free whatever the time left (the school
 * offered it) and not counted towards the moves the terms allow; recorded in the lesson's changes.
 * The old slots' holds are released, so the old time is on sale again for the waiting list's
 * next look to offer on. Answers the messages to deliver once the caller has committed.
 */
export async function moveLessonToOfferedTime(
  deps: AppDependencies,
  tx: DatabaseTransaction,
  request: { studentId: number; lessonId: number; slotIds: readonly number[]; now: Date },
): Promise<
  | { moved: true; lessonId: number; from: Date; to: Date; minutes: number; messages: OutboxRow[] }
  | { moved: false }
> {
  const { studentId, lessonId, slotIds, now } = request;
  const school = await getSchoolDetails(deps, tx);
  const context = await loadLockedContext(tx, lessonId, studentId);
  const { lesson, booking } = context;
  if (!isChangeableLesson(lesson, now) || booking.status !== 'approved') return { moved: false };
  if ((await listPendingChangesOfLessons(tx, [lesson.id])).length > 0) return { moved: false };
  const fromIds = (await listHeldSlotsOfLesson(tx, booking.id, lesson)).map((slot) => slot.id);
  const target = await checkMoveTarget(tx, context, fromIds, slotIds, now);
  const change = await insertLessonChange(tx, {
    lessonId: lesson.id,
    bookingId: booking.id,
    studentId,
    kind: 'reschedule',
    window: 'free',
    status: 'applied',
    requestedBy: 'student',
    reason: WAITING_LIST_MOVE_REASON,
    fromStartsAt: lesson.startsAt,
    fromTimeSlotIds: fromIds,
    toTimeSlotIds: target.ids,
    forfeitPence: 0,
    requestedAt: now,
    decidedAt: now,
  });
  await applyMove(
    tx,
    context,
    fromIds,
    target,
    { reason: WAITING_LIST_MOVE_REASON, requestedBy: 'student' },
    now,
    false,
  );
  const details: LessonChangeEmailDetails = {
    ...emailDetails(
      context,
      { kind: 'reschedule', window: 'free', forfeitPence: 0, reason: WAITING_LIST_MOVE_REASON },
      lesson,
      target,
    ),
    fromWaitingList: true,
  };
  const messages: OutboxRow[] = [
    await deps.mail.enqueue(tx, lessonChangedEmail(details, school, null)),
    await deps.mail.enqueue(tx, lessonChangedByLearnerEmail(details, school)),
    ...[
      await enqueueInstructorPush(
        deps,
        tx,
        lessonChangePush({
          changeId: change.id,
          status: 'applied',
          studentName: details.studentName,
          kind: 'reschedule',
          from: details.from,
          to: details.to,
        }),
      ),
    ].flat(),
  ];
  return {
    moved: true,
    lessonId: lesson.id,
    from: lesson.startsAt,
    to: target.startsAt,
    minutes: lesson.bookedDurationMinutes,
    messages,
  };
}

// ---------------------------------------------------------------------------------------------
// Instructor side

function toLessonChange(
  row: Awaited<ReturnType<typeof listLessonChanges>>[number],
  slotStarts: Map<number, Date>,
): LessonChange {
  const { change } = row;
  const duration = row.lessonDurationMinutes;
  const [firstTarget] = change.toTimeSlotIds ?? [];
  const targetStart = firstTarget === undefined ? undefined : slotStarts.get(firstTarget);
  return {
    id: change.id,
    kind: change.kind,
    window: change.window,
    status: change.status,
    reason: change.reason,
    requestedBy: change.requestedBy,
    requestedAt: change.requestedAt.toISOString(),
    decidedAt: change.decidedAt?.toISOString() ?? null,
    instructorNote: change.instructorNote,
    forfeit: change.forfeitPence,
    student: {
      id: change.studentId,
      fullName: row.studentName,
      email: row.studentEmail,
      phone: row.studentPhone,
    },
    bookingId: change.bookingId,
    lessonId: change.lessonId,
    from: toWallTime(change.fromStartsAt, duration),
    to: targetStart ? toWallTime(targetStart, duration) : null,
  };
}

export async function listLessonChangesForInstructor(
  deps: AppDependencies,
  viewer: Viewer,
  status: LessonChangeStatus | undefined,
): Promise<LessonChange[]> {
  const { db } = deps.database;
  const rows = await listLessonChanges(db, { status, viewer });
  const targetIds = rows.flatMap((row) => row.change.toTimeSlotIds?.slice(0, 1) ?? []);
  const slots = await listSlotsByIds(db, targetIds);
  const starts = new Map(slots.map((slot) => [slot.id, slot.startsAt]));
  return rows.map((row) => toLessonChange(row, starts));
}

async function lockPendingChange(tx: DatabaseExecutor, viewer: Viewer, id: number): Promise<LessonChangeRow> {
  // Another instructor's lesson's request answers as missing (docs/decisions/0047).
  const change = await lockLessonChange(tx, viewer, id);
  if (!change) throw notFound('That request was not found.');
  if (change.status !== 'pending') {
    throw conflict(
      'CHANGE_ALREADY_DECIDED',
      `This request has already been ${change.status === 'applied' ? 'approved' : change.status}.`,
    );
  }
  return change;
}

/**
 * The instructor approves a learner's request made under 24 hours: the move or cancellation is
 * applied now, with the same checks as when the learner does it (the new times must still be free).
 */
export async function approveLessonChange(
  deps: AppDependencies,
  instructor: InstructorProfile,
  id: number,
  note: string | undefined,
): Promise<LessonChange> {
  const now = deps.now();
  const school = await getSchoolDetails(deps);
  await withOutbox(deps, async (tx, queue) => {
    const change = await lockPendingChange(tx, instructor, id);
    const context = await loadLockedContext(tx, change.lessonId);
    const { lesson, booking } = context;
    if (lesson.status !== 'scheduled' || booking.status !== 'approved') {
      throw conflict('LESSON_NOT_CHANGEABLE', 'This lesson has since been cancelled or completed.');
    }
    const fromSlots = await listHeldSlotsOfLesson(tx, booking.id, lesson);
    const fromIds = fromSlots.map((slot) => slot.id);
    let target: MoveTarget | null = null;
    if (change.kind === 'reschedule') {
      if (getReschedulesLeft(booking.rescheduleCount, school.terms) === 0) {
        throw conflict('RESCHEDULE_LIMIT', describeRescheduleLimit(school.terms.movesAllowed));
      }
      target = await checkMoveTarget(tx, context, fromIds, change.toTimeSlotIds ?? [], now);
      await applyMove(tx, context, fromIds, target, { reason: change.reason, requestedBy: 'student' }, now);
    } else {
      await applyCancel(tx, context, fromIds, change.window, now, school.terms);
    }
    await markLessonChangeDecided(tx, id, {
      status: 'applied',
      decidedBy: instructor.id,
      decidedAt: now,
      instructorNote: note || null,
    });
    const details = emailDetails(
      context,
      {
        kind: change.kind,
        window: 'instructor_decides',
        forfeitPence: change.forfeitPence,
        reason: change.reason,
      },
      lesson,
      target,
    );
    await queue(deps.mail.enqueue(tx, lessonChangedEmail(details, school, note || null)));
    const push = target
      ? lessonMovedPush({ id: lesson.id, from: lesson.startsAt, to: target.startsAt })
      : lessonCancelledPush({ id: lesson.id, startsAt: lesson.startsAt });
    for (const row of await enqueueLearnerPushNotice(deps, tx, lesson.studentId, push, now)) {
      await queue(Promise.resolve(row));
    }
  });
  deps.availability.invalidate();
  const decided = await findDecidedChange(deps, id);
  await syncLessonCalendarEvents(deps, [decided.lessonId]);
  return decided;
}

export async function declineLessonChange(
  deps: AppDependencies,
  instructor: InstructorProfile,
  id: number,
  note: string | undefined,
): Promise<LessonChange> {
  const now = deps.now();
  const school = await getSchoolDetails(deps);
  await withOutbox(deps, async (tx, queue) => {
    const change = await lockPendingChange(tx, instructor, id);
    const context = await loadLockedContext(tx, change.lessonId);
    await markLessonChangeDecided(tx, id, {
      status: 'declined',
      decidedBy: instructor.id,
      decidedAt: now,
      instructorNote: note || null,
    });
    const details = emailDetails(
      context,
      {
        kind: change.kind,
        window: 'instructor_decides',
        forfeitPence: change.forfeitPence,
        reason: change.reason,
      },
      context.lesson,
      null,
    );
    await queue(deps.mail.enqueue(tx, lessonChangeDeclinedEmail(details, school, note || null)));
    const push = lessonChangeDeclinedPush({ id: context.lesson.id, startsAt: context.lesson.startsAt });
    for (const row of await enqueueLearnerPushNotice(deps, tx, context.lesson.studentId, push, now)) {
      await queue(Promise.resolve(row));
    }
  });
  return findDecidedChange(deps, id);
}

async function findDecidedChange(deps: AppDependencies, id: number): Promise<LessonChange> {
  const { db } = deps.database;
  const [row] = await listLessonChanges(db, { id });
  if (!row) throw notFound('That request was not found.');
  const slots = await listSlotsByIds(db, row.change.toTimeSlotIds?.slice(0, 1) ?? []);
  return toLessonChange(row, new Map(slots.map((slot) => [slot.id, slot.startsAt])));
}
