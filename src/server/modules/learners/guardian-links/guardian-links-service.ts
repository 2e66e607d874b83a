import { BOOKING_PAYMENT_METHODS } from '../../../../core/bookings/booking/booking-schemas';
import { getFirstName } from '../../../../core/format/display-format';
import {
  buildGuardianLinkUrl,
  GUARDIAN_LINK_EXPIRED_MESSAGE,
  GUARDIAN_LINK_NOT_FOUND_MESSAGE,
  type GuardianBookingToPay,
  type GuardianLink,
  type GuardianLinkList,
  type GuardianView,
  guardianBookingToPaySchema,
  MAX_LIVE_GUARDIAN_LINKS,
  TOO_MANY_GUARDIAN_LINKS_MESSAGE,
} from '../../../../core/learners/guardian-link-schemas';
import { ACCESS_TOKEN_DAYS } from '../../../../core/learners/students-schemas';
import { getTokenWarning } from '../../../../core/progress/progress-schemas';
import { toLearnerTestRecord } from '../../../../core/progress/test-record-schemas';
import { SCHOOL_TIME_ZONE, toZonedParts } from '../../../../core/time/london-time';
import type { AppDependencies } from '../../../app-types';
import { AppError, conflict, notFound } from '../../../lib/app-error';
import { generateToken } from '../../../lib/random-tokens';
import { getStudentBalance } from '../../money/ledger/ledger-service';
import { listBookingsOnLearnerPage } from '../../progress/learner-progress/progress-service';
import { getSkillLevelHistory } from '../../progress/skill-levels/skill-levels-service';
import { getTestRecord } from '../../progress/test-records/test-records-service';
import { findGuardianLinkOwner, requireTokenOwner } from '../learners/learners-service';
import {
  countLiveGuardianLinks,
  type GuardianLinkRow,
  insertGuardianLink,
  listLiveGuardianLinks,
  listUpcomingLessonsOfStudent,
  lockStudentForGuardianLinks,
  markGuardianLinkUsed,
  revokeGuardianLink,
} from './guardian-links-repository';

const DAY_MS = 86_400_000;

export const GUARDIAN_LINK_EXPIRED_CODE = 'GUARDIAN_LINK_EXPIRED';
export const TOO_MANY_GUARDIAN_LINKS_CODE = 'TOO_MANY_GUARDIAN_LINKS';

function toGuardianLink(deps: AppDependencies, row: GuardianLinkRow): GuardianLink {
  return {
    id: row.id,
    label: row.label,
    url: buildGuardianLinkUrl(deps.env.PUBLIC_URL, row.token),
    createdAt: row.createdAt.toISOString(),
    expiresAt: row.expiresAt.toISOString(),
    lastUsedAt: row.lastUsedAt?.toISOString() ?? null,
  };
}

/** The live links the learner behind `token` has made, newest first. */
export async function listGuardianLinks(deps: AppDependencies, token: string): Promise<GuardianLinkList> {
  const owner = await requireTokenOwner(deps, token);
  const rows = await listLiveGuardianLinks(deps.database.db, owner.studentId, deps.now());
  return { links: rows.map((row) => toGuardianLink(deps, row)), maxLinks: MAX_LIVE_GUARDIAN_LINKS };
}

/** A new 256-bit link for 30 days, at most five live at once (409 beyond). */
export async function createGuardianLink(
  deps: AppDependencies,
  token: string,
  request: { label: string },
): Promise<GuardianLink> {
  const owner = await requireTokenOwner(deps, token);
  const now = deps.now();
  const row = await deps.database.db.transaction(async (tx) => {
    await lockStudentForGuardianLinks(tx, owner.studentId);
    if ((await countLiveGuardianLinks(tx, owner.studentId, now)) >= MAX_LIVE_GUARDIAN_LINKS) {
      throw conflict(TOO_MANY_GUARDIAN_LINKS_CODE, TOO_MANY_GUARDIAN_LINKS_MESSAGE);
    }
    return insertGuardianLink(tx, {
      studentId: owner.studentId,
      token: generateToken(),
      label: request.label,
      createdAt: now,
      expiresAt: new Date(now.getTime() + ACCESS_TOKEN_DAYS * DAY_MS),
    });
  });
  return toGuardianLink(deps, row);
}

/** Turns off one of the learner's own links; another learner's link is a 404, as a missing one. */
export async function removeGuardianLink(
  deps: AppDependencies,
  token: string,
  linkId: number,
): Promise<void> {
  const owner = await requireTokenOwner(deps, token);
  const found = await revokeGuardianLink(deps.database.db, owner.studentId, linkId, deps.now());
  if (!found) throw notFound(GUARDIAN_LINK_NOT_FOUND_MESSAGE);
}

/** The learner behind a live guardian link, or 401 (unknown, expired and turned off look the same). */
export async function requireGuardianLinkOwner(deps: AppDependencies, token: string) {
  const owner = await findGuardianLinkOwner(deps.database.db, token, deps.now());
  if (!owner) throw new AppError(401, GUARDIAN_LINK_EXPIRED_CODE, GUARDIAN_LINK_EXPIRED_MESSAGE);
  return owner;
}

function toBookingToPay(booking: Awaited<ReturnType<typeof listBookingsOnLearnerPage>>[number]) {
  return guardianBookingToPaySchema.parse({
    id: booking.id,
    packageName: booking.packageName,
    status: booking.status,
    // Bookings from before the method was recorded are paid by bank transfer, as on the learner's page.
    paymentMethod:
      BOOKING_PAYMENT_METHODS.find((method) => method === booking.paymentMethod) ?? 'bank_transfer',
    totalAmount: booking.totalAmountPence,
  });
}

/** What the guardian's page shows; records when the link was last opened. */
export async function getGuardianView(deps: AppDependencies, token: string): Promise<GuardianView> {
  const owner = await requireGuardianLinkOwner(deps, token);
  const { db } = deps.database;
  const now = deps.now();
  const [lessonRows, bookingRows, balance, skillLevels, testRecord] = await Promise.all([
    listUpcomingLessonsOfStudent(db, owner.studentId, now),
    listBookingsOnLearnerPage(db, owner.studentId),
    getStudentBalance(db, owner.studentId),
    getSkillLevelHistory(db, owner.studentId),
    getTestRecord(db, owner.studentId),
  ]);
  await markGuardianLinkUsed(db, owner.linkId, now);
  const bookingsToPay: GuardianBookingToPay[] = bookingRows
    .filter(
      (booking) =>
        booking.paymentStatus === 'unpaid' && (booking.status === 'pending' || booking.status === 'approved'),
    )
    .map(toBookingToPay);
  return {
    learnerFirstName: getFirstName(owner.fullName),
    upcomingLessons: lessonRows.map((lesson) => {
      const { date, time } = toZonedParts(lesson.startsAt, SCHOOL_TIME_ZONE);
      return { id: lesson.id, date, startTime: time, durationMinutes: lesson.bookedDurationMinutes };
    }),
    skillLevels,
    // The instructor's words on a mock test stay between them and the learner, as lesson notes do.
    testRecord: {
      ...toLearnerTestRecord(testRecord),
      mockTests: testRecord.mockTests.map((mock) => ({ ...mock, notes: '' })),
    },
    balance,
    bookingsToPay,
    tokenWarning: getTokenWarning(owner.expiresAt, now),
  };
}
