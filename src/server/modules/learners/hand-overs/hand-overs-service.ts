import { formatLongDate, getFirstName } from '../../../../core/format/display-format';
import {
  buildHandOverConsentText,
  getCoverReturnDate,
  getHandOverLinkExpiry,
  getHandOverStatusAt,
  type HandOver,
  type HandOverAnswerResponse,
  type HandOverCreatedResponse,
  type HandOverLinkResponse,
  type StudentHandOversResponse,
  type ValidCreateHandOverRequest,
} from '../../../../core/learners/hand-overs/hand-over-schemas';
import { isOwner } from '../../../../core/platform/auth/instructor-roles';
import { SCHOOL_TIME_ZONE, toZonedParts, zonedWallTimeToInstant } from '../../../../core/time/london-time';
import type { AppDependencies } from '../../../app-types';
import type { DatabaseTransaction } from '../../../db/database-client';
import { lockInstructorDiary } from '../../../db/instructor-diary-lock';
import type { Viewer } from '../../../db/visible-learners';
import { AppError, badRequest, conflict, notFound } from '../../../lib/app-error';
import { isConstraintViolation, UNIQUE_VIOLATION } from '../../../lib/database-errors';
import { generateToken, hashToken } from '../../../lib/random-tokens';
import { getSchoolDetails } from '../../../lib/school-details';
import { moveWaitingEntryToInstructor } from '../../bookings/waiting-list/waiting-list-service';
import { syncMovedLessonCalendarEvents } from '../../diary/calendars/calendar-sync-service';
import { type HandedOverLesson, handOverScheduledLessons } from '../../diary/lessons/lessons-service';
import { type QueueOutboxRows, withOutboxDeliveries } from '../../messaging/outbox/with-outbox';
import {
  getInstructorContact,
  getInstructorForLearners,
  listActiveInstructorNames,
} from '../../platform/auth/account-service';
import { isInstructorBookable } from '../../platform/auth/instructor-compliance-service';
import {
  changeStudentInstructor,
  findStudentAccess,
  lockStudent,
  STUDENT_NOT_FOUND_MESSAGE,
} from '../learners/learners-service';
import {
  type HandOverAnswerRecipientRole,
  handOverAnsweredEmail,
  handOverRecipientLabels,
  handOverRequestEmail,
} from './hand-over-emails';
import {
  expireDueHandOvers,
  findHandOverByTokenHash,
  findHandOverWithNames,
  findOpenHandOverOfStudent,
  type HandOverRow,
  type HandOverWithNames,
  insertHandOver,
  insertHandOverEvents,
  listCoversToEnd,
  listCoversToStart,
  listHandOverEvents,
  listHandOversOfStudent,
  lockHandOver,
  type NewHandOverEvent,
  replaceHandOverToken,
  updateHandOverStatus,
} from './hand-overs-repository';

/*
 * Handing a learner to another instructor, as cover or for good (issue 38, docs/decisions/0060):
 * asked by the owner or the learner's instructor, agreed by the learner through a single-use link,
 * then applied in one transaction. Covers start and end by the schedule job (and at consent when
 * their first day has come).
 */

export const HAND_OVER_PATH = '/hand-over';
export const HAND_OVER_NOT_FOUND_MESSAGE = 'That hand-over no longer exists.';
export const HAND_OVER_LINK_UNKNOWN_MESSAGE =
  'That is not a link we sent. Please ask your instructor for a new one.';

function londonToday(now: Date): string {
  return toZonedParts(now, SCHOOL_TIME_ZONE).date;
}

function londonMidnight(date: string): Date {
  return zonedWallTimeToInstant(date, '00:00', SCHOOL_TIME_ZONE);
}

function linkFor(deps: AppDependencies, token: string): string {
  return `${deps.env.PUBLIC_URL.replace(/\/$/, '')}${HAND_OVER_PATH}/${token}`;
}

function nameOf(fullName: string | null): string {
  return fullName ?? 'another instructor';
}

function consentTextFor(row: HandOverWithNames, schoolName: string): string {
  const { handOver } = row;
  return buildHandOverConsentText({
    learnerName: row.learnerName,
    kind: handOver.kind,
    fromInstructor: nameOf(row.fromName),
    toInstructor: nameOf(row.toName),
    fromDateLabel: handOver.fromDate ? formatLongDate(handOver.fromDate) : null,
    toDateLabel: handOver.toDate ? formatLongDate(handOver.toDate) : null,
    schoolName,
  });
}

async function toHandOvers(
  deps: AppDependencies,
  rows: readonly HandOverWithNames[],
  now: Date,
): Promise<HandOver[]> {
  const events = await listHandOverEvents(
    deps.database.db,
    rows.map((row) => row.handOver.id),
  );
  return rows.map((row) => {
    const { handOver } = row;
    return {
      id: handOver.id,
      studentId: handOver.studentId,
      kind: handOver.kind,
      status: getHandOverStatusAt(handOver, now),
      from: { id: handOver.fromInstructorId, fullName: row.fromName },
      to: { id: handOver.toInstructorId, fullName: row.toName },
      fromDate: handOver.fromDate,
      toDate: handOver.toDate,
      note: handOver.note,
      requestedAt: handOver.createdAt.toISOString(),
      requestedBy:
        handOver.requestedBy === null ? null : { id: handOver.requestedBy, fullName: row.requestedByName },
      linkExpiresAt: handOver.expiresAt.toISOString(),
      answeredAt: handOver.answeredAt?.toISOString() ?? null,
      consentText: handOver.consentText,
      history: events
        .filter(({ event }) => event.handOverId === handOver.id)
        .map(({ event, byName }) => ({
          id: event.id,
          kind: event.kind,
          at: event.at.toISOString(),
          by: event.byInstructorId === null ? null : { id: event.byInstructorId, fullName: byName },
          byLearner: event.byLearner,
          emailStatus: event.emailStatus,
          lessonStartsAt: event.lessonStartsAt?.toISOString() ?? null,
          detail: event.detail,
        })),
    };
  });
}

/** Whether the viewer may hand this learner over now; the reason when not. */
async function whyCannotHandOver(
  deps: AppDependencies,
  viewer: Viewer,
  student: { id: number; instructorId: number | null; archivedAt: Date | null },
  handedOver: boolean,
  now: Date,
): Promise<string | null> {
  if (handedOver) return 'You handed this learner over: their record is read-only for you.';
  if (!isOwner(viewer) && student.instructorId !== viewer.id) {
    return 'Only the learner’s own instructor or the school’s owner can hand them over.';
  }
  if (student.archivedAt !== null) return 'This learner is archived.';
  if (student.instructorId === null && !isOwner(viewer)) return 'This learner has no instructor.';
  const open = await findOpenHandOverOfStudent(deps.database.db, student.id);
  if (open && getHandOverStatusAt(open, now) !== 'expired') {
    return open.status === 'pending'
      ? 'A hand-over of this learner is waiting for their answer: cancel it first.'
      : 'This learner is on cover with another instructor until it ends.';
  }
  return null;
}

/** `GET /api/students/{id}/hand-overs`: the history, whether the viewer may hand over now, and to whom. */
export async function getStudentHandOvers(
  deps: AppDependencies,
  viewer: Viewer,
  studentId: number,
): Promise<StudentHandOversResponse> {
  const { db } = deps.database;
  const found = await findStudentAccess(db, viewer, studentId);
  if (!found) throw notFound(STUDENT_NOT_FOUND_MESSAGE);
  const now = deps.now();
  const { student } = found;
  const cannotReason = await whyCannotHandOver(deps, viewer, student, found.handedOver, now);
  const current = student.instructorId === null ? null : await getInstructorContact(db, student.instructorId);
  const instructors = await listActiveInstructorNames(db);
  const candidates = [];
  for (const instructor of instructors) {
    if (instructor.id === student.instructorId) continue;
    const bookable = await isInstructorBookable(db, instructor.id, now);
    candidates.push({
      id: instructor.id,
      fullName: instructor.fullName,
      available: bookable,
      reason: bookable ? null : 'Not bookable: their badge or insurance record is not in order',
    });
  }
  return {
    canHandOver: cannotReason === null,
    cannotReason,
    currentInstructor: current ? { id: current.id, fullName: current.fullName } : null,
    candidates,
    handOvers: await toHandOvers(deps, await listHandOversOfStudent(db, student.id), now),
  };
}

/**
 * The owner or the learner's instructor asks to hand the learner over. Nothing moves yet: the
 * learner is e-mailed a link to agree or decline; the answer carries the link only when the e-mail
 * did not go (decision 0031), so the instructor can pass it on by hand.
 */
export async function createHandOver(
  deps: AppDependencies,
  viewer: Viewer,
  studentId: number,
  request: ValidCreateHandOverRequest,
): Promise<HandOverCreatedResponse> {
  const { db } = deps.database;
  const now = deps.now();
  const today = londonToday(now);
  const found = await findStudentAccess(db, viewer, studentId);
  if (!found) throw notFound(STUDENT_NOT_FOUND_MESSAGE);
  if (found.handedOver || (!isOwner(viewer) && found.student.instructorId !== viewer.id)) {
    throw new AppError(
      403,
      'NOT_YOUR_LEARNER',
      'Only the learner’s own instructor or the school’s owner can hand them over.',
    );
  }
  if (request.kind === 'cover' && request.fromDate !== undefined && request.fromDate < today) {
    const message = 'Cover cannot start in the past';
    throw badRequest(message, { fromDate: message });
  }
  const school = await getSchoolDetails(deps);
  const token = generateToken();

  try {
    const { result, delivered } = await withOutboxDeliveries(deps, async (tx, queue) => {
      const student = await lockStudent(tx, studentId);
      if (!student) throw notFound(STUDENT_NOT_FOUND_MESSAGE);
      if (student.archivedAt !== null) throw conflict('LEARNER_ARCHIVED', 'This learner is archived.');
      const fromInstructorId = student.instructorId ?? viewer.id;
      if (!isOwner(viewer) && fromInstructorId !== viewer.id) {
        throw new AppError(
          403,
          'NOT_YOUR_LEARNER',
          'Only the learner’s own instructor or the owner can hand them over.',
        );
      }
      if (request.toInstructorId === fromInstructorId) {
        const message = 'This is already the learner’s instructor: choose another';
        throw badRequest(message, { toInstructorId: message });
      }
      const target = await getInstructorForLearners(tx, request.toInstructorId);
      if (!target) {
        const message = 'Choose an active instructor of the school';
        throw badRequest(message, { toInstructorId: message });
      }
      if (!(await isInstructorBookable(tx, request.toInstructorId, now))) {
        const message = `${nameOf(target.fullName)} cannot take learners at the moment: their badge or insurance record is not in order`;
        throw conflict('INSTRUCTOR_NOT_BOOKABLE', message, { toInstructorId: message });
      }
      await expireLapsedOf(tx, studentId, now);
      const open = await findOpenHandOverOfStudent(tx, studentId);
      if (open) {
        throw open.status === 'pending'
          ? conflict('HAND_OVER_PENDING', 'A hand-over of this learner is already waiting for their answer.')
          : conflict(
              'HAND_OVER_COVER_RUNNING',
              'This learner is on cover with another instructor until it ends.',
            );
      }
      const inserted = await insertHandOver(tx, {
        studentId,
        fromInstructorId,
        toInstructorId: request.toInstructorId,
        kind: request.kind,
        fromDate: request.kind === 'cover' ? (request.fromDate ?? null) : null,
        toDate: request.kind === 'cover' ? (request.toDate ?? null) : null,
        note: request.note ? request.note : null,
        status: 'pending',
        tokenHash: hashToken(token),
        requestedBy: viewer.id,
        createdAt: now,
        expiresAt: getHandOverLinkExpiry(now),
        updatedAt: now,
      });
      await insertHandOverEvents(tx, [
        { handOverId: inserted.id, kind: 'requested', byInstructorId: viewer.id, at: now },
      ]);
      const from = await getInstructorContact(tx, fromInstructorId);
      const outboxRow = await deps.mail.enqueue(
        tx,
        handOverRequestEmail({
          to: student.email,
          learnerName: student.fullName,
          kind: inserted.kind,
          fromInstructor: nameOf(from?.fullName ?? null),
          toInstructor: nameOf(target.fullName),
          fromDate: inserted.fromDate,
          toDate: inserted.toDate,
          note: inserted.note,
          link: linkFor(deps, token),
          schoolName: school.schoolName,
        }),
      );
      await queue(Promise.resolve(outboxRow));
      return { handOver: inserted, outboxId: outboxRow.id, learner: student };
    });
    const emailStatus = delivered.get(result.outboxId) ?? 'failed';
    await insertHandOverEvents(db, [
      {
        handOverId: result.handOver.id,
        kind: 'emailed',
        emailStatus,
        byInstructorId: viewer.id,
        at: deps.now(),
      },
    ]);
    const row = await findHandOverWithNames(db, result.handOver.id);
    if (!row) throw notFound(HAND_OVER_NOT_FOUND_MESSAGE);
    const [handOver] = await toHandOvers(deps, [row], now);
    if (!handOver) throw notFound(HAND_OVER_NOT_FOUND_MESSAGE);
    const firstName = getFirstName(result.learner.fullName);
    const messages = {
      sent: `We e-mailed ${firstName} a link to agree or decline. Nothing changes until they agree.`,
      not_configured: `E-mail is not set up on this site, so ${firstName} was NOT e-mailed. Copy the link and send it to them yourself. Nothing changes until they agree.`,
      failed: `The e-mail to ${result.learner.email} could not be delivered, so ${firstName} was NOT told. Copy the link and send it to them yourself.`,
    };
    return {
      handOver,
      emailStatus,
      link: emailStatus === 'sent' ? null : linkFor(deps, token),
      message: messages[emailStatus],
    };
  } catch (error) {
    if (isConstraintViolation(error, UNIQUE_VIOLATION, 'learner_hand_overs_one_open_unique')) {
      throw conflict('HAND_OVER_PENDING', 'A hand-over of this learner is already waiting for their answer.');
    }
    throw error;
  }
}

/** Records as expired the learner's pending hand-over whose link ran out (so a new one may be made). */
async function expireLapsedOf(tx: DatabaseTransaction, studentId: number, now: Date): Promise<void> {
  const open = await findOpenHandOverOfStudent(tx, studentId);
  if (!open || getHandOverStatusAt(open, now) !== 'expired') return;
  const expired = await updateHandOverStatus(tx, open.id, 'pending', { status: 'expired', updatedAt: now });
  if (expired) await insertHandOverEvents(tx, [{ handOverId: open.id, kind: 'expired', at: now }]);
}

/** The instructor who asked, the learner's previous instructor or the owner withdraws a pending hand-over. */
export async function cancelHandOver(deps: AppDependencies, viewer: Viewer, id: number): Promise<HandOver> {
  const now = deps.now();
  const { db } = deps.database;
  await db.transaction(async (tx) => {
    const row = await lockHandOver(tx, id);
    const mayCancel =
      row && (isOwner(viewer) || row.fromInstructorId === viewer.id || row.requestedBy === viewer.id);
    if (!row || !mayCancel) throw notFound(HAND_OVER_NOT_FOUND_MESSAGE);
    if (getHandOverStatusAt(row, now) !== 'pending') {
      throw conflict(
        'HAND_OVER_NOT_PENDING',
        'Only a hand-over waiting for the learner’s answer can be cancelled.',
      );
    }
    await updateHandOverStatus(tx, id, 'pending', {
      status: 'cancelled',
      closedBy: viewer.id,
      updatedAt: now,
    });
    await insertHandOverEvents(tx, [
      { handOverId: id, kind: 'cancelled', byInstructorId: viewer.id, at: now },
    ]);
  });
  const found = await findHandOverWithNames(db, id);
  const [handOver] = found ? await toHandOvers(deps, [found], now) : [];
  if (!handOver) throw notFound(HAND_OVER_NOT_FOUND_MESSAGE);
  return handOver;
}

/**
 * A new link for a pending hand-over whose link was lost (the owner, the instructor who asked or
 * the learner's instructor, as for cancelling):
 * the old token stops working at once, the new one is e-mailed to the learner for another 7 days
 * and, as when asking, shown only when the e-mail did not go (decision 0031).
 */
export async function renewHandOverLink(
  deps: AppDependencies,
  viewer: Viewer,
  id: number,
): Promise<HandOverCreatedResponse> {
  const now = deps.now();
  const { db } = deps.database;
  const school = await getSchoolDetails(deps);
  const token = generateToken();
  const { result, delivered } = await withOutboxDeliveries(deps, async (tx, queue) => {
    const row = await lockHandOver(tx, id);
    // Those who may cancel it: they could as well cancel and ask again.
    const mayRenew =
      row && (isOwner(viewer) || row.fromInstructorId === viewer.id || row.requestedBy === viewer.id);
    if (!row || !mayRenew) throw notFound(HAND_OVER_NOT_FOUND_MESSAGE);
    if (getHandOverStatusAt(row, now) !== 'pending') {
      throw conflict(
        'HAND_OVER_NOT_PENDING',
        'Only a hand-over waiting for the learner’s answer can have a new link: ask again instead.',
      );
    }
    await replaceHandOverToken(tx, id, {
      tokenHash: hashToken(token),
      expiresAt: getHandOverLinkExpiry(now),
      now,
    });
    const named = await findHandOverWithNames(tx, id);
    if (!named) throw notFound(HAND_OVER_NOT_FOUND_MESSAGE);
    const outboxRow = await deps.mail.enqueue(
      tx,
      handOverRequestEmail({
        to: named.learnerEmail,
        learnerName: named.learnerName,
        kind: row.kind,
        fromInstructor: nameOf(named.fromName),
        toInstructor: nameOf(named.toName),
        fromDate: row.fromDate,
        toDate: row.toDate,
        note: row.note,
        link: linkFor(deps, token),
        schoolName: school.schoolName,
      }),
    );
    await queue(Promise.resolve(outboxRow));
    return { outboxId: outboxRow.id, named };
  });
  const emailStatus = delivered.get(result.outboxId) ?? 'failed';
  await insertHandOverEvents(db, [
    {
      handOverId: id,
      kind: 'emailed',
      emailStatus,
      byInstructorId: viewer.id,
      detail: 'a new link; the old one no longer works',
      at: deps.now(),
    },
  ]);
  const row = await findHandOverWithNames(db, id);
  const [handOver] = row ? await toHandOvers(deps, [row], now) : [];
  if (!handOver) throw notFound(HAND_OVER_NOT_FOUND_MESSAGE);
  const firstName = getFirstName(result.named.learnerName);
  const messages = {
    sent: `We e-mailed ${firstName} a new link. The old one no longer works.`,
    not_configured: `E-mail is not set up on this site, so ${firstName} was NOT e-mailed. Copy the new link and send it to them yourself. The old one no longer works.`,
    failed: `The e-mail to ${result.named.learnerEmail} could not be delivered, so ${firstName} was NOT told. Copy the new link and send it to them yourself. The old one no longer works.`,
  };
  return {
    handOver,
    emailStatus,
    link: emailStatus === 'sent' ? null : linkFor(deps, token),
    message: messages[emailStatus],
  };
}

function linkState(row: HandOverRow, now: Date): HandOverLinkResponse['state'] {
  const status = getHandOverStatusAt(row, now);
  if (status === 'pending') return 'open';
  if (status === 'declined' || status === 'cancelled' || status === 'expired') return status;
  return 'agreed';
}

/** The learner's link: who, what and when, and whether it can still be answered; 404 for an unknown link. */
export async function lookUpHandOverLink(
  deps: AppDependencies,
  token: string,
): Promise<HandOverLinkResponse> {
  const row = await findHandOverByTokenHash(deps.database.db, hashToken(token));
  if (!row) throw notFound(HAND_OVER_LINK_UNKNOWN_MESSAGE);
  const school = await getSchoolDetails(deps);
  const { handOver } = row;
  return {
    state: linkState(handOver, deps.now()),
    learnerFirstName: getFirstName(row.learnerName),
    kind: handOver.kind,
    fromInstructor: nameOf(row.fromName),
    toInstructor: nameOf(row.toName),
    toInstructorPhone: row.toPhone,
    fromDate: handOver.fromDate,
    toDate: handOver.toDate,
    note: handOver.note,
    linkExpiresAt: handOver.expiresAt.toISOString(),
    consentText: consentTextFor(row, school.schoolName),
    schoolName: school.schoolName,
  };
}

const CLOSED_LINK_MESSAGES = {
  agreed: 'You have already agreed to this.',
  declined: 'You have already declined this.',
  cancelled: 'Your instructor withdrew this request, so there is nothing to answer.',
  expired: 'This link has expired. Please ask your instructor for a new one.',
} as const;

/**
 * The learner agrees or declines through their link. Agreeing applies the hand-over in one
 * transaction: both diaries locked first (in id order, one lock order for every path), the consent
 * recorded word for word, the future lessons in the period moved where the new instructor is free,
 * and (a transfer, or a cover whose first day has come) the learner's instructor and waiting-list
 * entry changed. Their hours and money are not touched: they are the school's.
 */
export async function answerHandOverLink(
  deps: AppDependencies,
  token: string,
  answer: 'agree' | 'decline',
): Promise<HandOverAnswerResponse> {
  const { db } = deps.database;
  const tokenHash = hashToken(token);
  const found = await findHandOverByTokenHash(db, tokenHash);
  if (!found) throw notFound(HAND_OVER_LINK_UNKNOWN_MESSAGE);
  const school = await getSchoolDetails(deps);
  const consentText = consentTextFor(found, school.schoolName);
  const now = deps.now();
  const today = londonToday(now);
  const { fromInstructorId, toInstructorId } = found.handOver;

  const { result, delivered } = await withOutboxDeliveries(deps, async (tx, queue) => {
    for (const instructorId of [fromInstructorId, toInstructorId].sort((a, b) => a - b)) {
      await lockInstructorDiary(tx, instructorId);
    }
    const handOver = await lockHandOver(tx, found.handOver.id);
    if (!handOver || handOver.tokenHash !== tokenHash) throw notFound(HAND_OVER_LINK_UNKNOWN_MESSAGE);
    const state = linkState(handOver, now);
    if (state !== 'open') throw conflict('HAND_OVER_CLOSED', CLOSED_LINK_MESSAGES[state]);
    const answered = { answeredAt: now, consentText, consentName: found.learnerName, updatedAt: now };
    if (answer === 'decline') {
      await updateHandOverStatus(tx, handOver.id, 'pending', { status: 'declined', ...answered });
      await insertHandOverEvents(tx, [
        { handOverId: handOver.id, kind: 'declined', byLearner: true, at: now },
      ]);
      const notices = await enqueueAnswerEmails(deps, tx, queue, {
        row: found,
        answer,
        startedNow: false,
        lessons: [],
        schoolName: school.schoolName,
      });
      return { lessons: [], notices };
    }
    const target = await getInstructorForLearners(tx, toInstructorId);
    if (!target || !(await isInstructorBookable(tx, toInstructorId, now))) {
      throw conflict(
        'INSTRUCTOR_NOT_BOOKABLE',
        `${nameOf(found.toName)} cannot take learners at the moment, so nothing has changed. Please contact ${school.schoolName}.`,
      );
    }
    const student = await lockStudent(tx, handOver.studentId);
    if (!student || (student.instructorId !== null && student.instructorId !== fromInstructorId)) {
      throw conflict(
        'HAND_OVER_OUT_OF_DATE',
        `Your instructor has changed since this was sent, so nothing has changed. Please contact ${school.schoolName}.`,
      );
    }
    const startsNow =
      handOver.kind === 'transfer' || (handOver.fromDate !== null && handOver.fromDate <= today);
    const status = handOver.kind === 'transfer' ? 'completed' : startsNow ? 'in_force' : 'agreed';
    await updateHandOverStatus(tx, handOver.id, 'pending', {
      status,
      ...answered,
      startedAt: startsNow ? now : null,
    });
    const events: NewHandOverEvent[] = [
      { handOverId: handOver.id, kind: 'agreed', byLearner: true, at: now },
    ];
    const moved = await handOverScheduledLessons(tx, {
      studentId: handOver.studentId,
      fromInstructorId,
      toInstructorId,
      from: handOver.fromDate === null ? now : londonMidnight(handOver.fromDate),
      until:
        handOver.toDate === null ? null : londonMidnight(getCoverReturnDate({ toDate: handOver.toDate })),
      now,
    });
    events.push(...moved.map((lesson) => lessonEvent(handOver.id, lesson, now)));
    if (startsNow) events.push(...(await startHandOver(tx, handOver, student.instructorId, now)));
    await insertHandOverEvents(tx, events);
    const notices = await enqueueAnswerEmails(deps, tx, queue, {
      row: found,
      answer,
      startedNow: startsNow,
      lessons: moved,
      schoolName: school.schoolName,
    });
    return { lessons: moved, notices };
  });
  const { lessons } = result;
  // What became of each e-mail, as the request's own e-mail is recorded: after delivery.
  await insertHandOverEvents(
    db,
    result.notices.map((notice) => ({
      handOverId: found.handOver.id,
      kind: 'emailed' as const,
      emailStatus: delivered.get(notice.outboxId) ?? 'failed',
      detail: notice.detail,
      at: deps.now(),
    })),
  );
  const movedIds = lessons.filter((lesson) => lesson.moved).map((lesson) => lesson.lessonId);
  if (movedIds.length > 0) {
    deps.availability.invalidate();
    await syncMovedLessonCalendarEvents(
      deps,
      movedIds.map((lessonId) => ({ lessonId, fromInstructorId })),
    );
  }
  const notMoved = lessons.filter((lesson) => !lesson.moved).length;
  return {
    state: answer === 'agree' ? 'agreed' : 'declined',
    message:
      answer === 'decline'
        ? `You declined. Nothing has changed: ${nameOf(found.fromName)} is still your instructor.`
        : `Thank you. ${nameOf(found.toName)} ${found.handOver.kind === 'cover' ? 'will cover your lessons for those dates' : 'is your instructor now'}.${
            notMoved > 0
              ? ` ${notMoved} of your lessons could not move because ${nameOf(found.toName)} is busy then: they stay as they are until you agree a new time.`
              : ''
          }`,
    lessons: lessons.map((lesson) => ({
      lessonId: lesson.lessonId,
      startsAt: lesson.startsAt.toISOString(),
      moved: lesson.moved,
      reason: lesson.reason,
    })),
  };
}

/** An e-mail about the learner's answer, written in the answer's transaction. */
interface AnswerNotice {
  outboxId: number;
  /** Whom it went to, for the history ('the answer to Tom Reed (new instructor)'). */
  detail: string;
}

/**
 * The learner's answer e-mailed (through the outbox, in the answer's transaction) to the new
 * instructor, the previous one, and the owner if the owner asked and is neither.
 */
async function enqueueAnswerEmails(
  deps: AppDependencies,
  tx: DatabaseTransaction,
  queue: QueueOutboxRows,
  input: {
    row: HandOverWithNames;
    answer: 'agree' | 'decline';
    startedNow: boolean;
    lessons: readonly HandedOverLesson[];
    schoolName: string;
  },
): Promise<AnswerNotice[]> {
  const { handOver } = input.row;
  const recipients: { id: number; role: HandOverAnswerRecipientRole }[] = [
    { id: handOver.toInstructorId, role: 'new' },
    { id: handOver.fromInstructorId, role: 'previous' },
  ];
  const requester =
    handOver.requestedBy === null ? undefined : await getInstructorContact(tx, handOver.requestedBy);
  if (requester && isOwner(requester) && !recipients.some((recipient) => recipient.id === requester.id)) {
    recipients.push({ id: requester.id, role: 'owner' });
  }
  const notices: AnswerNotice[] = [];
  for (const recipient of recipients) {
    const contact = await getInstructorContact(tx, recipient.id);
    if (!contact) continue;
    const outboxRow = await deps.mail.enqueue(
      tx,
      handOverAnsweredEmail({
        to: contact.email,
        recipientName: nameOf(contact.fullName),
        role: recipient.role,
        answer: input.answer,
        learnerName: input.row.learnerName,
        kind: handOver.kind,
        fromInstructor: nameOf(input.row.fromName),
        toInstructor: nameOf(input.row.toName),
        fromDate: handOver.fromDate,
        toDate: handOver.toDate,
        startedNow: input.startedNow,
        lessons: input.lessons,
        dashboardUrl: `${deps.env.PUBLIC_URL.replace(/\/$/, '')}/instructor-dashboard`,
        schoolName: input.schoolName,
      }),
    );
    await queue(Promise.resolve(outboxRow));
    notices.push({
      outboxId: outboxRow.id,
      detail: `the answer to ${nameOf(contact.fullName)} (${handOverRecipientLabels[recipient.role]})`,
    });
  }
  return notices;
}

function lessonEvent(handOverId: number, lesson: HandedOverLesson, at: Date): NewHandOverEvent {
  return {
    handOverId,
    kind: lesson.moved ? 'lesson_moved' : 'lesson_not_moved',
    lessonId: lesson.lessonId,
    lessonStartsAt: lesson.startsAt,
    detail: lesson.reason,
    at,
  };
}

/** The learner's instructor and waiting-list entry become the new instructor's (in the caller's transaction). */
async function startHandOver(
  tx: DatabaseTransaction,
  handOver: HandOverRow,
  currentInstructorId: number | null,
  now: Date,
): Promise<NewHandOverEvent[]> {
  await changeStudentInstructor(tx, handOver.studentId, {
    expected: currentInstructorId,
    instructorId: handOver.toInstructorId,
    now,
  });
  const events: NewHandOverEvent[] = [{ handOverId: handOver.id, kind: 'started', at: now }];
  const entryMoved = await moveWaitingEntryToInstructor(tx, {
    studentId: handOver.studentId,
    fromInstructorId: handOver.fromInstructorId,
    toInstructorId: handOver.toInstructorId,
    now,
  });
  if (entryMoved) events.push({ handOverId: handOver.id, kind: 'waiting_list_moved', at: now });
  return events;
}

export interface HandOverScheduleResult {
  expired: number;
  started: number;
  ended: number;
}

/**
 * One run of the schedule: pending links past their 7 days recorded as expired, covers whose first
 * day has come started, and covers whose last day has passed ended (the learner back with their
 * instructor, their waiting-list entry too, if nobody changed them meanwhile). Each is claimed by a
 * conditional update, so two servers do each once.
 */
export async function runHandOverSchedule(deps: AppDependencies): Promise<HandOverScheduleResult> {
  const { db } = deps.database;
  const now = deps.now();
  const today = londonToday(now);
  const expired = await db.transaction(async (tx) => {
    const rows = await expireDueHandOvers(tx, now);
    await insertHandOverEvents(
      tx,
      rows.map((row) => ({ handOverId: row.id, kind: 'expired' as const, at: now })),
    );
    return rows.length;
  });
  let started = 0;
  for (const id of await listCoversToStart(db, today)) {
    const done = await db.transaction(async (tx) => {
      const handOver = await lockHandOver(tx, id);
      if (handOver?.status !== 'agreed') return false;
      const student = await lockStudent(tx, handOver.studentId);
      await updateHandOverStatus(tx, id, 'agreed', { status: 'in_force', startedAt: now, updatedAt: now });
      await insertHandOverEvents(tx, await startHandOver(tx, handOver, student?.instructorId ?? null, now));
      return true;
    });
    if (done) started += 1;
  }
  let ended = 0;
  for (const id of await listCoversToEnd(db, today)) {
    const done = await db.transaction(async (tx) => {
      const handOver = await lockHandOver(tx, id);
      if (handOver?.status !== 'in_force') return false;
      await lockStudent(tx, handOver.studentId);
      const back = await changeStudentInstructor(tx, handOver.studentId, {
        expected: handOver.toInstructorId,
        instructorId: handOver.fromInstructorId,
        now,
      });
      await moveWaitingEntryToInstructor(tx, {
        studentId: handOver.studentId,
        fromInstructorId: handOver.toInstructorId,
        toInstructorId: handOver.fromInstructorId,
        now,
      });
      await updateHandOverStatus(tx, id, 'in_force', { status: 'ended', endedAt: now, updatedAt: now });
      await insertHandOverEvents(tx, [
        {
          handOverId: id,
          kind: 'ended',
          at: now,
          detail: back ? null : 'The learner’s instructor had changed meanwhile, so it was left as it was.',
        },
      ]);
      return true;
    });
    if (done) ended += 1;
  }
  return { expired, started, ended };
}
