import { sql } from 'drizzle-orm';
import { z } from 'zod';
import { getHoldExpiry } from '../../../../core/bookings/booking/booking-hold';
import type {
  CreatedBooking,
  ValidCreateBookingRequest,
} from '../../../../core/bookings/booking/booking-schemas';
import { getBookingWindow } from '../../../../core/bookings/booking/booking-window';
import { checkBookingSelection } from '../../../../core/bookings/booking/one-piece-lesson';
import { buildProgressLinkUrl } from '../../../../core/learners/students-schemas';
import { buildCheckoutLink, CHECKOUT_PATH_BY_METHOD } from '../../../../core/money/payments/checkout-links';
import { SCHOOL_TIME_ZONE } from '../../../../core/time/london-time';
import type { AppDependencies } from '../../../app-types';
import type { DatabaseExecutor } from '../../../db/database-client';
import { lockInstructorDiary } from '../../../db/instructor-diary-lock';
import { AppError, badRequest, conflict } from '../../../lib/app-error';
import { isConstraintViolation, isTimeTakenViolation, UNIQUE_VIOLATION } from '../../../lib/database-errors';
import { generateToken, hashToken } from '../../../lib/random-tokens';
import { getSchoolDetails } from '../../../lib/school-details';
import {
  assignBookingInstructor,
  findOrCreateAccessToken,
  keepAccessLinksAlive,
  resolveBookingLearner,
} from '../../learners/learners/learners-service';
import type { OutboxRow } from '../../messaging/outbox/outbox-repository';
import { deliverOutboxRows } from '../../messaging/outbox/with-outbox';
import { bookingRequestPush } from '../../messaging/push/instructor-push-messages';
import { enqueueInstructorPush } from '../../messaging/push/push-service';
import { findChoosablePackage, toLessonPackage } from '../../money/packages/packages-service';
import { getInstructorContact, getLeadInstructor } from '../../platform/auth/account-service';
import { requireInstructorBookable } from '../../platform/auth/instructor-compliance-service';
import { getSchoolSettings } from '../../school/settings/school-settings-service';
import { getInstructorForBooking, getSlotsWithHolds, toTimeSlot } from '../availability/availability-service';
import { bookingExpiredEmail, bookingReceivedEmail, newBookingRequestEmail } from './booking-emails';
import { expireStaleHolds, holdSlots, insertBooking } from './bookings-repository';

export const SLOT_TAKEN_MESSAGE =
  'Sorry, one of the times you chose has just been booked by someone else. Please pick another time.';
export const OTHER_INSTRUCTOR_MESSAGE =
  'The times you picked are with another instructor than the one you chose. Please pick their times, or choose "Any instructor".';
export const CHOSEN_INSTRUCTOR_UNAVAILABLE_MESSAGE =
  'The instructor you chose is not taking bookings at the moment. Please choose another instructor.';
export function preferenceMismatchMessage(preference: 'female' | 'male'): string {
  return `The times you picked are not with a ${preference} instructor. Please pick a ${preference} instructor's times, or change your preference.`;
}
export const SLOT_UNAVAILABLE_MESSAGE =
  'One of the times you chose is no longer available. Please pick another time.';

const HOUR_MS = 3_600_000;
const advisoryLockResultSchema = z.object({ rows: z.array(z.object({ locked: z.boolean() })) });
// Any fixed 64-bit number, the same in every process: one expiry run at a time across servers.
const HOLD_EXPIRY_LOCK_KEY = 7_305_114_227;

/**
 * Creates a booking request: re-checks every rule of the booking form, finds or creates the
 * learner by e-mail (flagged when the e-mail is a learner's and the name is not), prices it from
 * the package, and holds the chosen slots, all in one transaction. A slot another booking holds is refused by the database (409); nothing is written.
 */
export async function createBooking(
  deps: AppDependencies,
  request: ValidCreateBookingRequest,
): Promise<CreatedBooking> {
  const { db } = deps.database;
  const now = deps.now();

  const packageRow = await findChoosablePackage(db, request.packageType);
  if (!packageRow) throw badRequest('Please select a package', { packageType: 'Please select a package' });
  const lessonPackage = toLessonPackage(packageRow);

  const slots = await getSlotsWithHolds(db, request.timeSlotIds);
  const window = getBookingWindow(now, SCHOOL_TIME_ZONE);
  const unusable =
    slots.length !== request.timeSlotIds.length ||
    // A slot the instructor's calendar made busy is hidden from learners: an old page cannot book it.
    slots.some(
      (slot) => !slot.isAvailable || slot.isBusy || slot.startsAt <= now || slot.startsAt >= window.endsAt,
    );
  if (unusable) throw conflict('SLOT_UNAVAILABLE', SLOT_UNAVAILABLE_MESSAGE);
  if (slots.some((slot) => slot.isHeld)) throw conflict('SLOT_TAKEN', SLOT_TAKEN_MESSAGE);

  // The booking page's own rules again: hours, and a single lesson in one stretch.
  const timeSlots = slots.map((slot) => toTimeSlot(slot, SCHOOL_TIME_ZONE));
  const selectionProblem = checkBookingSelection(lessonPackage, timeSlots, SCHOOL_TIME_ZONE);
  if (selectionProblem) throw badRequest(selectionProblem.message, { timeSlotIds: selectionProblem.message });

  const instructorIds = new Set(slots.map((slot) => slot.instructorId));
  if (instructorIds.size > 1) {
    const message = 'Please choose times with one instructor per booking.';
    throw badRequest(message, { timeSlotIds: message });
  }
  const [pickedInstructorId] = instructorIds;
  // The learner's choice (issue 37): the times must be the named instructor's and match the
  // preference; with no times, the request goes to the instructor they named.
  if (request.instructorId !== undefined && pickedInstructorId !== undefined) {
    if (pickedInstructorId !== request.instructorId) {
      throw badRequest(OTHER_INSTRUCTOR_MESSAGE, { timeSlotIds: OTHER_INSTRUCTOR_MESSAGE });
    }
  }
  const slotInstructorId = pickedInstructorId ?? request.instructorId;
  const preference = request.instructorPreference;
  if (
    slotInstructorId !== undefined &&
    (request.instructorId !== undefined || preference !== 'no_preference')
  ) {
    const chosen = await getInstructorForBooking(db, slotInstructorId, now);
    // Times picked: they are bookable (checked above), so only the preference is left to honour.
    if (pickedInstructorId !== undefined) {
      if (preference !== 'no_preference' && chosen?.gender !== preference) {
        const message = preferenceMismatchMessage(preference);
        throw badRequest(message, { instructorPreference: message });
      }
    } else if (chosen?.status !== 'active' || chosen.fullName === null || !chosen.bookable) {
      // No times: the request goes to the instructor named, who must be one learners can choose.
      throw badRequest(CHOSEN_INSTRUCTOR_UNAVAILABLE_MESSAGE, {
        instructorId: CHOSEN_INSTRUCTOR_UNAVAILABLE_MESSAGE,
      });
    }
  }
  // Times of an instructor whose badge or insurance has run out (or was never recorded) are not
  // sold, however old the page that offered them (docs/decisions/0057).
  if (pickedInstructorId !== undefined) await requireInstructorBookable(db, pickedInstructorId, now);
  const instructor =
    slotInstructorId === undefined
      ? await getLeadInstructor(db)
      : await getInstructorContact(db, slotInstructorId);
  if (!instructor) throw new AppError(503, 'NO_INSTRUCTOR', 'Bookings are not open yet. Please call us.');

  const futureBooking = slots.length === 0;
  const checkoutToken = generateToken();
  // Read before the transaction: the school's details and hold as its settings say now.
  const school = await getSchoolDetails(deps);
  const { bookingHoldHours } = await getSchoolSettings(deps);
  const holdExpiresAt = getHoldExpiry(
    now,
    bookingHoldHours,
    slots.map((slot) => slot.startsAt),
  );

  let outboxRows: OutboxRow[] = [];
  let created: { id: number; studentId: number };
  try {
    created = await db.transaction(async (tx) => {
      // The instructor's diary first (one lock order for every way of taking a time), then the
      // slots read again: a slot withdrawn, held or covered by a lesson since the first read is
      // refused here rather than held; the holds' trigger stays the database's own guarantee.
      if (slotInstructorId !== undefined) await lockInstructorDiary(tx, slotInstructorId);
      if (pickedInstructorId !== undefined) await requireInstructorBookable(tx, pickedInstructorId, now);
      const lockedSlots = await getSlotsWithHolds(tx, request.timeSlotIds, { lock: true });
      if (lockedSlots.some((slot) => !slot.isAvailable) || lockedSlots.length !== slots.length) {
        throw conflict('SLOT_UNAVAILABLE', SLOT_UNAVAILABLE_MESSAGE);
      }
      if (lockedSlots.some((slot) => slot.isHeld)) throw conflict('SLOT_TAKEN', SLOT_TAKEN_MESSAGE);
      const { student, identityFlag } = await resolveBookingLearner(tx, {
        email: request.email,
        fullName: request.fullName,
        phone: request.phone,
        drivingExperience: request.drivingExperience,
        pickupAddress: request.pickupAddress || null,
        pickupPostcode: request.pickupPostcode || null,
      });
      // Activity keeps the learner's progress link alive (decisions.md), unless it may not be theirs.
      if (!identityFlag) {
        await keepAccessLinksAlive(tx, student.id, now);
        // Who teaches them from now on; not changed on a name that does not match the e-mail's learner.
        await assignBookingInstructor(tx, student.id, instructor.id, {
          chosen: request.instructorId !== undefined,
        });
      }
      const booking = await insertBooking(tx, {
        studentId: student.id,
        instructorId: instructor.id,
        packageType: lessonPackage.packageType,
        totalAmountPence: lessonPackage.price,
        packageMinutes: packageRow.totalMinutes,
        paymentMethod: request.paymentMethod,
        futureBooking,
        instructorPreference: request.instructorPreference,
        requestedAt: now,
        checkoutTokenHash: hashToken(checkoutToken),
        pickupAddress: request.pickupAddress || null,
        pickupPostcode: request.pickupPostcode || null,
        ...(identityFlag
          ? { identityFlag, submittedFullName: request.fullName, submittedPhone: request.phone }
          : {}),
      });
      await holdSlots(
        tx,
        booking.id,
        slots.map((slot) => slot.id),
        now,
      );
      const emailDetails = {
        bookingId: booking.id,
        studentName: request.fullName,
        studentEmail: request.email,
        studentPhone: request.phone,
        drivingExperience: request.drivingExperience,
        instructorPreference: request.instructorPreference,
        packageName: lessonPackage.name,
        // The learner's e-mail goes in the name of the instructor the booking is addressed to.
        instructorName: instructor.fullName,
        totalAmountPence: lessonPackage.price,
        packageMinutes: packageRow.totalMinutes,
        paymentMethod: request.paymentMethod,
        slots: timeSlots,
        holdExpiresAt,
        checkoutLink: buildCheckoutLink(deps.env.PUBLIC_URL, CHECKOUT_PATH_BY_METHOD[request.paymentMethod], {
          booking: booking.id,
          token: checkoutToken,
        }),
        // The first e-mail carries the learner's own page, unless the details did not match (issue 34).
        learnerPageLink: identityFlag
          ? null
          : buildProgressLinkUrl(
              deps.env.PUBLIC_URL,
              (await findOrCreateAccessToken(tx, student.id, now)).token,
            ),
      };
      outboxRows = [
        await deps.mail.enqueue(tx, bookingReceivedEmail(emailDetails, school)),
        await deps.mail.enqueue(tx, newBookingRequestEmail(emailDetails, school, instructor.email)),
        ...(await enqueueInstructorPush(
          deps,
          tx,
          bookingRequestPush({
            bookingId: booking.id,
            studentName: request.fullName,
            packageName: lessonPackage.name,
            slots: timeSlots,
          }),
        )),
      ];
      return { id: booking.id, studentId: student.id };
    });
  } catch (error) {
    if (
      isConstraintViolation(error, UNIQUE_VIOLATION, 'booking_slots_active_hold_unique') ||
      isTimeTakenViolation(error)
    ) {
      deps.availability.invalidate();
      throw conflict('SLOT_TAKEN', SLOT_TAKEN_MESSAGE);
    }
    throw error;
  }
  deps.availability.invalidate();
  await deliverOutboxRows(deps, outboxRows);

  return {
    id: created.id,
    studentId: created.studentId,
    packageType: lessonPackage.packageType,
    packageName: lessonPackage.name,
    status: 'pending',
    paymentStatus: 'unpaid',
    paymentMethod: request.paymentMethod,
    totalAmount: lessonPackage.price,
    futureBooking,
    timeSlotIds: timeSlots.map((slot) => slot.id),
    timeSlots,
    requestedAt: now.toISOString(),
    checkoutToken,
    holdExpiresAt: holdExpiresAt?.toISOString() ?? null,
  };
}

/**
 * Releases the slots of unpaid pending requests nobody acted on within the school's booking hold hours, or whose
 * first lesson has started (a hold never outlives it: getHoldExpiry), and tells the learner. Safe on several servers at once: a transaction-scoped advisory lock lets one
 * run at a time, and rows are claimed with FOR UPDATE SKIP LOCKED. Returns the expired booking ids.
 */
export async function expireStaleBookingHolds(deps: AppDependencies): Promise<number[]> {
  const now = deps.now();
  const school = await getSchoolDetails(deps);
  const { bookingHoldHours } = await getSchoolSettings(deps);
  const cutOff = new Date(now.getTime() - bookingHoldHours * HOUR_MS);
  let outboxRows: OutboxRow[] = [];
  const expired = await deps.database.db.transaction(async (tx) => {
    const lock = advisoryLockResultSchema.parse(
      await tx.execute(sql`select pg_try_advisory_xact_lock(${HOLD_EXPIRY_LOCK_KEY}) as locked`),
    );
    if (lock.rows[0]?.locked !== true) return [];
    const rows = await expireStaleHolds(tx, { requestedBefore: cutOff, now });
    outboxRows = await Promise.all(
      rows.map((row) => deps.mail.enqueue(tx, bookingExpiredEmail(row, school))),
    );
    return rows;
  });
  if (expired.length > 0) deps.availability.invalidate();
  await Promise.all(outboxRows.map((row) => deps.mail.deliver(row)));
  return expired.map((row) => row.id);
}

/** Holds the slots for the booking in the caller's transaction; the database refuses a slot another booking holds (23505). */
export function holdSlotsForBooking(
  db: DatabaseExecutor,
  bookingId: number,
  slotIds: readonly number[],
  heldAt: Date,
) {
  return holdSlots(db, bookingId, slotIds, heldAt);
}
