import { z } from 'zod';
import {
  type AlternativeOffer,
  type AlternativeTime,
  alternativeTimeSchema,
  type PendingBookingRequest,
  type suggestAlternativesRequestSchema,
} from '../../../../core/bookings/booking/bookings-admin-schemas';
import { checkSingleLessonLength } from '../../../../core/bookings/booking/one-piece-lesson';
import { getFirstName } from '../../../../core/format/display-format';
import { buildProgressLinkUrl } from '../../../../core/learners/students-schemas';
import type { LedgerPaymentMethod } from '../../../../core/money/ledger/ledger-schemas';
import { buildCheckoutLink, CHECKOUT_PATH_BY_METHOD } from '../../../../core/money/payments/checkout-links';
import type { InstructorProfile } from '../../../../core/platform/auth/auth-schemas';
import { isOwner } from '../../../../core/platform/auth/instructor-roles';
import { SCHOOL_TIME_ZONE, toZonedParts, zonedWallTimeToInstant } from '../../../../core/time/london-time';
import type { AppDependencies } from '../../../app-types';
import type { DatabaseExecutor } from '../../../db/database-client';
import { lockInstructorDiary } from '../../../db/instructor-diary-lock';
import type { Viewer } from '../../../db/visible-learners';
import { AppError, badRequest, conflict, notFound } from '../../../lib/app-error';
import {
  EXCLUSION_VIOLATION,
  FOREIGN_KEY_VIOLATION,
  isConstraintViolation,
  isTimeTakenViolation,
  UNIQUE_VIOLATION,
} from '../../../lib/database-errors';
import { generateToken, hashToken } from '../../../lib/random-tokens';
import { getSchoolDetails } from '../../../lib/school-details';
import { syncLessonCalendarEvents } from '../../diary/calendars/calendar-sync-service';
import { findOrCreateAccessToken } from '../../learners/learners/learners-service';
import type { OutboxRow } from '../../messaging/outbox/outbox-repository';
import { withOutbox } from '../../messaging/outbox/with-outbox';
import { bookingApprovedPush } from '../../messaging/push/learner-push-messages';
import { enqueueLearnerPushNotice } from '../../messaging/push/learner-push-notices';
import {
  getBalancesOfStudents,
  recordBookingPayment,
  recordPurchaseOfBooking,
} from '../../money/ledger/ledger-service';
import { paymentReceivedEmails } from '../../money/payments/payment-emails';
import { markBookingPaidInTransaction } from '../../money/payments/payments-service';
import { getInstructorContact } from '../../platform/auth/account-service';
import { toTimeSlot } from '../availability/availability-service';
import {
  type ApprovedBooking,
  alternativeAnsweredEmail,
  alternativesOfferedEmail,
  bookingApprovedEmail,
  bookingRejectedEmail,
  type LessonTime,
} from './booking-emails';
import {
  answerPendingBooking,
  findBookingInstructorId,
  findOfferByTokenHash,
  findOverlappingSlots,
  insertAlternativeOffer,
  insertLessons,
  insertSlot,
  listHeldSlots,
  listOpenOffers,
  listPendingBookingRows,
  listReleasedSlotIds,
  lockBookingForAnswer,
  moveBookingToSlot,
  recordOfferResponse,
  releaseHolds,
  withdrawOpenOffers,
} from './bookings-admin-repository';

const OFFER_VALID_DAYS = 7;
const DAY_MS = 86_400_000;
export const LESSON_CLASH_MESSAGE = 'That time clashes with another lesson.';
export const ALTERNATIVE_TAKEN_MESSAGE =
  'Sorry, that time is no longer free. Please choose another, or contact us.';

/**
 * The approval e-mail, with the learner's own page (their live progress link, made now when they
 * have none: it is sent with every approval) and a checkout link that works with it.
 */
async function approvalEmail(
  deps: AppDependencies,
  tx: DatabaseExecutor,
  booking: ApprovedBooking & { studentId: number },
  lessons: LessonTime[],
) {
  const { token } = await findOrCreateAccessToken(tx, booking.studentId, deps.now());
  const method = booking.paymentMethod === 'card' ? 'card' : 'bank_transfer';
  const links = {
    learnerPage: buildProgressLinkUrl(deps.env.PUBLIC_URL, token),
    checkout: buildCheckoutLink(deps.env.PUBLIC_URL, CHECKOUT_PATH_BY_METHOD[method], {
      booking: booking.id,
      token,
    }),
  };
  return bookingApprovedEmail(booking, lessons, links, await getSchoolDetails(deps, tx));
}

export async function listPendingBookings(
  deps: AppDependencies,
  viewer: Viewer,
): Promise<PendingBookingRequest[]> {
  const { db } = deps.database;
  const rows = await listPendingBookingRows(db, viewer);
  const ids = rows.map((row) => row.id);
  const [held, offers, balances] = await Promise.all([
    listHeldSlots(db, ids),
    listOpenOffers(db, ids, deps.now()),
    getBalancesOfStudents(
      db,
      rows.map((row) => row.studentId),
    ),
  ]);
  return rows.map((row) => {
    const studentBalance = balances.get(row.studentId);
    if (!studentBalance) throw new Error(`No balance for learner ${row.studentId}`);
    const offer = offers.find((candidate) => candidate.bookingId === row.id);
    return {
      id: row.id,
      student: {
        id: row.studentId,
        fullName: row.studentName,
        email: row.studentEmail,
        phone: row.studentPhone,
        drivingExperience: row.drivingExperience,
      },
      packageType: row.packageType,
      packageName: row.packageName,
      totalAmount: row.totalAmountPence,
      paymentStatus: row.paymentStatus === 'paid' ? 'paid' : 'unpaid',
      paymentMethod: row.paymentMethod,
      instructorPreference: row.instructorPreference,
      futureBooking: row.futureBooking,
      requestedAt: row.requestedAt.toISOString(),
      timeSlots: held
        .filter((slot) => slot.bookingId === row.id)
        .map((slot) => toTimeSlot(slot, SCHOOL_TIME_ZONE)),
      alternativesOffered: offer
        ? { offeredAt: offer.createdAt.toISOString(), expiresAt: offer.expiresAt.toISOString() }
        : null,
      pickup:
        row.pickupAddress !== null || row.pickupPostcode !== null
          ? { pickupAddress: row.pickupAddress, pickupPostcode: row.pickupPostcode }
          : null,
      studentBalance,
      identityCheck: row.identityFlag
        ? {
            flag: row.identityFlag,
            submittedFullName: row.submittedFullName ?? '',
            submittedPhone: row.submittedPhone,
          }
        : null,
    };
  });
}

interface SlotTime {
  startsAt: Date;
  endsAt: Date;
}

/** Back-to-back slots become one lesson (two 1-hour slots are one 2-hour lesson). */
export function mergeContiguousSlots(slots: readonly SlotTime[]): SlotTime[] {
  const sorted = [...slots].sort((a, b) => a.startsAt.getTime() - b.startsAt.getTime());
  const merged: SlotTime[] = [];
  for (const slot of sorted) {
    const last = merged.at(-1);
    if (last && last.endsAt.getTime() === slot.startsAt.getTime()) {
      last.endsAt = slot.endsAt;
    } else {
      merged.push({ startsAt: slot.startsAt, endsAt: slot.endsAt });
    }
  }
  return merged;
}

function toLessonTime(lesson: { id: number; startsAt: Date; bookedDurationMinutes: number }) {
  const { date, time } = toZonedParts(lesson.startsAt, SCHOOL_TIME_ZONE);
  // The id and instant go with it for the calendar (the e-mail's .ics file, the instructor's calendar).
  return {
    date,
    startTime: time,
    duration: lesson.bookedDurationMinutes,
    lessonId: lesson.id,
    startsAt: lesson.startsAt,
  };
}

/**
 * The booking's lessons for its held times. The database refuses one over another lesson or another
 * booking's hold; `clash` says so in the words of whoever is asking.
 */
async function createLessonsForSlots(
  tx: DatabaseExecutor,
  booking: { id: number; studentId: number },
  instructorId: number,
  slots: readonly SlotTime[],
  clash: () => AppError = () => conflict('LESSON_CLASH', LESSON_CLASH_MESSAGE),
) {
  try {
    return await insertLessons(
      tx,
      mergeContiguousSlots(slots).map((lesson) => ({
        bookingId: booking.id,
        studentId: booking.studentId,
        instructorId,
        startsAt: lesson.startsAt,
        endsAt: lesson.endsAt,
        bookedDurationMinutes: Math.round((lesson.endsAt.getTime() - lesson.startsAt.getTime()) / 60_000),
      })),
    );
  } catch (error) {
    if (
      isConstraintViolation(error, EXCLUSION_VIOLATION, 'lessons_no_overlap') ||
      isTimeTakenViolation(error)
    ) {
      throw clash();
    }
    throw error;
  }
}

/**
 * Approves or rejects a pending request. Approval needs the request still pending and, if it
 * asked for times, still holding them; it turns them into lessons. Rejection releases them.
 * Two answers racing: the row lock and the `status = 'pending'` condition let exactly one win.
 */
const BOOKING_NOT_FOUND_MESSAGE = 'That booking does not exist.';

/**
 * A booking the viewer may see and answer: one addressed to them, or any for the owner. Another
 * instructor's answers as missing, so its existence is not revealed (docs/decisions/0047).
 */
function requireVisibleBooking<T extends { instructorId: number | null }>(
  viewer: Viewer,
  booking: T | undefined,
): T {
  if (!booking || !(isOwner(viewer) || booking.instructorId === viewer.id))
    throw notFound(BOOKING_NOT_FOUND_MESSAGE);
  return booking;
}

export async function answerBooking(
  deps: AppDependencies,
  instructor: InstructorProfile,
  bookingId: number,
  status: 'approved' | 'rejected',
  reason: string | null = null,
) {
  const now = deps.now();
  const rejectionReason = status === 'rejected' && reason ? reason : null;
  const result = await withOutbox(deps, async (tx, queue) => {
    // The booking's own instructor (the owner's when it names none): the owner answering another
    // instructor's request takes that instructor's diary and makes the lessons theirs (decision 0052).
    const addressedTo = (await findBookingInstructorId(tx, bookingId)) ?? instructor.id;
    // An approval turns held times into lessons: the diary first, as every taking of a time.
    if (status === 'approved') await lockInstructorDiary(tx, addressedTo);
    const found = requireVisibleBooking(instructor, await lockBookingForAnswer(tx, bookingId));
    const bookingInstructorId = found.instructorId ?? addressedTo;
    const booking = {
      ...found,
      instructorName: (await getInstructorContact(tx, bookingInstructorId))?.fullName ?? null,
    };
    if (booking.status !== 'pending') {
      throw conflict('BOOKING_ALREADY_ANSWERED', `This booking has already been ${booking.status}.`);
    }
    const held = await listHeldSlots(tx, [bookingId]);
    if (status === 'approved' && !booking.futureBooking && held.length === 0) {
      throw conflict(
        'BOOKING_TIMES_RELEASED',
        'The times of this request are no longer held (the hold ran out or alternatives were offered).',
      );
    }
    if (
      !(await answerPendingBooking(tx, bookingId, {
        status,
        instructorId: bookingInstructorId,
        respondedAt: now,
        rejectionReason,
      }))
    ) {
      throw conflict('BOOKING_ALREADY_ANSWERED', 'This booking has already been answered.');
    }
    if (status === 'rejected') {
      await releaseHolds(tx, bookingId, now);
      await queue(
        deps.mail.enqueue(
          tx,
          bookingRejectedEmail({ ...booking }, await getSchoolDetails(deps, tx), rejectionReason),
        ),
      );
      return { id: bookingId, status, lessons: [] };
    }
    const lessons = (await createLessonsForSlots(tx, booking, bookingInstructorId, held)).map(toLessonTime);
    // Approved: the learner has bought the package's hours (a request is not yet money owed).
    await recordPurchaseOfBooking(tx, booking.id, now);
    await queue(deps.mail.enqueue(tx, await approvalEmail(deps, tx, booking, lessons)));
    const approvedPush = bookingApprovedPush(
      booking.id,
      lessons.map((lesson) => ({ startsAt: lesson.startsAt, duration: lesson.duration })),
    );
    for (const row of await enqueueLearnerPushNotice(deps, tx, booking.studentId, approvedPush, now)) {
      await queue(Promise.resolve(row));
    }
    return {
      id: bookingId,
      status,
      lessons: lessons.map((lesson) => ({ id: lesson.lessonId, ...lesson })),
    };
  });
  if (status === 'rejected') deps.availability.invalidate();
  await syncLessonCalendarEvents(
    deps,
    result.lessons.map((lesson) => lesson.lessonId),
  );
  return result;
}

/**
 * Offers up to three other times: releases the held times (others may book them), and e-mails
 * the learner a one-time link to accept one or decline. Only the newest offer's link works.
 */
export async function suggestAlternatives(
  deps: AppDependencies,
  viewer: Viewer,
  request: z.output<typeof suggestAlternativesRequestSchema>,
) {
  const now = deps.now();
  const today = toZonedParts(now, SCHOOL_TIME_ZONE).date;
  const fields: Record<string, string> = {};
  request.alternativeTimes.forEach((time, index) => {
    if (time.date < today)
      fields[`alternativeTimes.${index}.date`] = 'Please choose a date from today onwards';
    else if (zonedWallTimeToInstant(time.date, time.time, SCHOOL_TIME_ZONE) <= now) {
      fields[`alternativeTimes.${index}.time`] = 'That time has already passed';
    }
  });
  if (Object.keys(fields).length > 0) throw badRequest('Please check the suggested times.', fields);

  const token = generateToken();
  const expiresAt = new Date(now.getTime() + OFFER_VALID_DAYS * DAY_MS);
  let emailRow: OutboxRow | undefined;
  await deps.database.db.transaction(async (tx) => {
    const booking = requireVisibleBooking(viewer, await lockBookingForAnswer(tx, request.bookingId));
    if (booking.status !== 'pending') {
      throw conflict('BOOKING_ALREADY_ANSWERED', `This booking has already been ${booking.status}.`);
    }
    // A single lesson stays one piece: each time offered is the whole lesson.
    const lengthFields: Record<string, string> = {};
    request.alternativeTimes.forEach((time, index) => {
      const problem = checkSingleLessonLength(
        {
          name: booking.packageName,
          totalMinutes: booking.packageMinutes,
          isSingleLesson: booking.isSingleLesson,
        },
        time.duration,
      );
      if (problem) lengthFields[`alternativeTimes.${index}.duration`] = problem;
    });
    const [lengthProblem] = Object.values(lengthFields);
    if (lengthProblem) throw badRequest(lengthProblem, lengthFields);
    await withdrawOpenOffers(tx, booking.id, now);
    await releaseHolds(tx, booking.id, now);
    await insertAlternativeOffer(tx, {
      bookingId: booking.id,
      tokenHash: hashToken(token),
      alternatives: request.alternativeTimes,
      message: request.message || null,
      reasonForRejection: request.reasonForRejection,
      createdAt: now,
      expiresAt,
    });
    emailRow = await deps.mail.enqueue(
      tx,
      alternativesOfferedEmail(
        {
          ...booking,
          // In the name of the booking's instructor, whoever suggests the times (decision 0052).
          instructorName:
            (await getInstructorContact(tx, booking.instructorId ?? viewer.id))?.fullName ?? null,
        },
        {
          alternatives: request.alternativeTimes.map((time) => ({
            date: time.date,
            startTime: time.time,
            duration: time.duration,
          })),
          reasonForRejection: request.reasonForRejection,
          message: request.message || null,
          link: `${deps.env.PUBLIC_URL}/booking-alternatives/${token}`,
          expiresAt,
        },
        await getSchoolDetails(deps, tx),
      ),
    );
  });
  deps.availability.invalidate();
  const emailStatus = emailRow ? await deps.mail.deliver(emailRow) : 'not_configured';
  return { bookingId: request.bookingId, expiresAt: expiresAt.toISOString(), emailStatus };
}

/** How the money of a booking marked paid by the instructor came, by what the learner chose. */
function toLedgerMethod(bookingMethod: string | null): LedgerPaymentMethod {
  switch (bookingMethod) {
    case 'card':
    case 'portal':
    case 'shop':
      return bookingMethod;
    case 'in_person':
      return 'cash';
    default:
      return 'bank_transfer';
  }
}

/**
 * The instructor confirms a bank transfer or portal payment: unpaid → paid, never back, and the
 * booking's amount is a payment in the ledger.
 */
export async function markPaidByInstructor(deps: AppDependencies, bookingId: number, viewer: Viewer) {
  const now = deps.now();
  const instructorId = viewer.id;
  return withOutbox(deps, async (tx, queue) => {
    const booking = requireVisibleBooking(viewer, await lockBookingForAnswer(tx, bookingId));
    // Marking an already-paid booking again changes nothing and sends nothing.
    if (await markBookingPaidInTransaction(tx, bookingId, now)) {
      await recordBookingPayment(tx, {
        bookingId,
        studentId: booking.studentId,
        instructorId: booking.instructorId ?? instructorId,
        amountPence: booking.totalAmountPence,
        method: toLedgerMethod(booking.paymentMethod),
        paidAt: now,
        externalReference: null,
        recordedBy: instructorId,
      });
      const [learnerReceipt] = paymentReceivedEmails(
        booking,
        'instructor',
        await getSchoolDetails(deps, tx),
        null,
      );
      if (learnerReceipt) await queue(deps.mail.enqueue(tx, learnerReceipt));
    }
    return { id: bookingId, paymentStatus: 'paid' as const, paidAt: now.toISOString() };
  });
}

// --- The learner answers an offer through the link ---

const storedAlternativesSchema = z.array(alternativeTimeSchema);

function offerState(
  offer: { respondedAt: Date | null; response: string | null; expiresAt: Date; bookingStatus: string },
  now: Date,
) {
  if (offer.response === 'accepted') return 'accepted' as const;
  if (offer.response === 'declined') return 'declined' as const;
  if (offer.expiresAt <= now) return 'expired' as const;
  if (offer.bookingStatus !== 'pending') return 'withdrawn' as const;
  return 'open' as const;
}

async function findOffer(tx: DatabaseExecutor, token: string, lock: boolean) {
  const offer = await findOfferByTokenHash(tx, hashToken(token), lock);
  if (!offer) throw notFound('This link is not valid. Please contact your instructor.');
  return offer;
}

export async function getAlternativeOffer(deps: AppDependencies, token: string): Promise<AlternativeOffer> {
  const offer = await findOffer(deps.database.db, token, false);
  const alternatives = storedAlternativesSchema.parse(offer.alternatives);
  return {
    state: offerState(offer, deps.now()),
    studentFirstName: getFirstName(offer.studentName),
    packageName: offer.packageName,
    reasonForRejection: offer.reasonForRejection,
    message: offer.message,
    alternatives: alternatives.map((time, index) => ({ ...time, index })),
    acceptedIndex: offer.acceptedIndex,
    expiresAt: offer.expiresAt.toISOString(),
  };
}

function assertOpen(state: ReturnType<typeof offerState>): void {
  if (state === 'open') return;
  const messages = {
    accepted: 'You have already answered: this link has been used.',
    declined: 'You have already answered: this link has been used.',
    expired: 'This link has expired. Please contact your instructor.',
    withdrawn: 'These times are no longer on offer. Please contact your instructor.',
  } as const;
  throw new AppError(409, `OFFER_${state.toUpperCase()}`, messages[state]);
}

/** Holds the chosen time (an existing free slot, or a new one if none is there) and approves the booking. */
export async function acceptAlternative(deps: AppDependencies, token: string, index: number) {
  const now = deps.now();
  const result = await withOutbox(deps, async (tx, queue) => {
    // The instructor's diary before the offer's row: the one lock order of every taking of a time.
    const unlocked = await findOffer(tx, token, false);
    if (unlocked.instructorId) await lockInstructorDiary(tx, unlocked.instructorId);
    const offer = await findOffer(tx, token, true);
    assertOpen(offerState(offer, now));
    const chosen: AlternativeTime | undefined = storedAlternativesSchema.parse(offer.alternatives)[index];
    if (!chosen) throw badRequest('Choose one of the times', { index: 'Choose one of the times' });
    if (!offer.instructorId) throw conflict('NO_INSTRUCTOR', ALTERNATIVE_TAKEN_MESSAGE);
    const startsAt = zonedWallTimeToInstant(chosen.date, chosen.time, SCHOOL_TIME_ZONE);
    const endsAt = new Date(startsAt.getTime() + chosen.duration * 60_000);
    if (startsAt <= now)
      throw conflict('ALTERNATIVE_PASSED', 'That time has already passed. Please contact your instructor.');

    const overlapping = await findOverlappingSlots(tx, offer.instructorId, startsAt, endsAt);
    const exact = overlapping.find(
      (slot) => slot.startsAt.getTime() === startsAt.getTime() && slot.durationMinutes === chosen.duration,
    );
    let slotId: number;
    if (overlapping.length === 0) {
      slotId = await insertSlotOrConflict(tx, {
        instructorId: offer.instructorId,
        startsAt,
        endsAt,
        durationMinutes: chosen.duration,
      });
    } else if (exact && overlapping.length === 1 && !exact.isHeld) {
      slotId = exact.id;
    } else {
      throw conflict('ALTERNATIVE_TAKEN', ALTERNATIVE_TAKEN_MESSAGE);
    }

    const originalTimeSlotIds = await listReleasedSlotIds(tx, offer.bookingId);
    try {
      await moveBookingToSlot(tx, offer.bookingId, {
        originalTimeSlotIds,
        slotId,
        now,
        instructorId: offer.instructorId,
      });
    } catch (error) {
      if (
        isConstraintViolation(error, UNIQUE_VIOLATION, 'booking_slots_active_hold_unique') ||
        // The slot itself went (a lesson there took it off sale) between the read and the hold.
        isConstraintViolation(error, FOREIGN_KEY_VIOLATION, 'booking_slots_time_slot_id_time_slots_id_fk') ||
        isTimeTakenViolation(error)
      ) {
        throw conflict('ALTERNATIVE_TAKEN', ALTERNATIVE_TAKEN_MESSAGE);
      }
      throw error;
    }
    const lessons = (
      await createLessonsForSlots(
        tx,
        { id: offer.bookingId, studentId: offer.studentId },
        offer.instructorId,
        [{ startsAt, endsAt }],
        () => conflict('ALTERNATIVE_TAKEN', ALTERNATIVE_TAKEN_MESSAGE),
      )
    ).map(toLessonTime);
    await recordOfferResponse(tx, offer.id, { response: 'accepted', acceptedIndex: index, respondedAt: now });
    // Accepting a time approves the booking: the learner has bought its package's hours.
    await recordPurchaseOfBooking(tx, offer.bookingId, now);

    const booking = await lockBookingForAnswer(tx, offer.bookingId);
    if (!booking) throw notFound('That booking does not exist.');
    await queue(deps.mail.enqueue(tx, await approvalEmail(deps, tx, booking, lessons)));
    const instructor = await getInstructorContact(tx, offer.instructorId);
    if (instructor) {
      await queue(
        deps.mail.enqueue(
          tx,
          alternativeAnsweredEmail(
            booking,
            { accepted: lessons[0] ?? null },
            instructor.email,
            await getSchoolDetails(deps, tx),
          ),
        ),
      );
    }
    return { state: 'accepted' as const, lessons };
  });
  deps.availability.invalidate();
  await syncLessonCalendarEvents(
    deps,
    result.lessons.map((lesson) => lesson.lessonId),
  );
  return result;
}

async function insertSlotOrConflict(
  tx: DatabaseExecutor,
  slot: { instructorId: number; startsAt: Date; endsAt: Date; durationMinutes: number },
): Promise<number> {
  try {
    return await insertSlot(tx, { ...slot, isAvailable: true });
  } catch (error) {
    if (isConstraintViolation(error, EXCLUSION_VIOLATION, 'time_slots_no_overlap')) {
      throw conflict('ALTERNATIVE_TAKEN', ALTERNATIVE_TAKEN_MESSAGE);
    }
    throw error;
  }
}

/** The learner declines: the request is closed as rejected and the instructor told. */
export async function declineAlternative(deps: AppDependencies, token: string) {
  const now = deps.now();
  return withOutbox(deps, async (tx, queue) => {
    const offer = await findOffer(tx, token, true);
    assertOpen(offerState(offer, now));
    await recordOfferResponse(tx, offer.id, { response: 'declined', acceptedIndex: null, respondedAt: now });
    if (offer.instructorId) {
      await answerPendingBooking(tx, offer.bookingId, {
        status: 'rejected',
        instructorId: offer.instructorId,
        respondedAt: now,
      });
      const instructor = await getInstructorContact(tx, offer.instructorId);
      if (instructor) {
        const booking = { id: offer.bookingId, studentName: offer.studentName };
        await queue(
          deps.mail.enqueue(
            tx,
            alternativeAnsweredEmail(
              booking,
              { accepted: null },
              instructor.email,
              await getSchoolDetails(deps, tx),
            ),
          ),
        );
      }
    }
    return { state: 'declined' as const };
  });
}
