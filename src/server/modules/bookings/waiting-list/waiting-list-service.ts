import type { DrivingExperience } from '../../../../core/bookings/booking/booking-schemas';
import { moveInWaitingList } from '../../../../core/bookings/waiting-list/waiting-list-order';
import { rankWaitingEntries } from '../../../../core/bookings/waiting-list/waiting-list-ranking';
import {
  type InstructorWaitingListResponse,
  type JoinWaitingListResponse,
  type LearnerWaitingListResponse,
  type WaitingListWishes,
  waitingListWishesInputSchema,
  waitingListWishesSchema,
} from '../../../../core/bookings/waiting-list/waiting-list-schemas';
import { describeWaitingListWindows } from '../../../../core/bookings/waiting-list/waiting-list-wishes-text';
import { buildProgressLinkUrl } from '../../../../core/learners/students-schemas';
import { SCHOOL_TIME_ZONE, toZonedParts } from '../../../../core/time/london-time';
import type { AppDependencies } from '../../../app-types';
import type { DatabaseExecutor } from '../../../db/database-client';
import { AppError, badRequest, conflict, notFound } from '../../../lib/app-error';
import { getSchoolDetails } from '../../../lib/school-details';
import {
  findOrCreateAccessToken,
  requireTokenOwner,
  resolveBookingLearner,
} from '../../learners/learners/learners-service';
import type { OutboxRow } from '../../messaging/outbox/outbox-repository';
import { getBalancesOfStudents } from '../../money/ledger/ledger-service';
import { getLeadInstructor } from '../../platform/auth/account-service';
import { waitingListJoinedEmail, waitingListNameMismatchEmail } from './waiting-list-emails';
import {
  endOpenEntry,
  findLatestBookingInstructorId,
  findOpenEntryOfStudent,
  listOpenEntriesOfInstructor,
  saveManualRanks,
  upsertOpenEntry,
} from './waiting-list-repository';

export const NOT_ON_LIST_MESSAGE = 'You are not on the waiting list.';
export const ENTRY_NOT_FOUND_MESSAGE = 'That learner is no longer on the waiting list.';
export const JOINED_MESSAGE =
  'Thank you, please check your e-mail: we have sent you a link to your My Progress page, where you can see what you asked for, change it or leave the waiting list. When an earlier time that suits you frees up, we will tell you straight away.';

function londonToday(now: Date): string {
  return toZonedParts(now, SCHOOL_TIME_ZONE).date;
}

/**
 * The wishes checked against today (not in the past), as 400 with field messages under `prefix`
 * (`wishes.` for the newcomer's form, whose wishes are nested).
 */
function checkWishes(wishes: WaitingListWishes, now: Date, prefix = ''): WaitingListWishes {
  const result = waitingListWishesInputSchema(londonToday(now)).safeParse(wishes);
  if (result.success) return result.data;
  const fields: Record<string, string> = {};
  for (const issue of result.error.issues) fields[`${prefix}${issue.path.join('.')}`] ??= issue.message;
  throw badRequest('Please check the highlighted fields.', fields);
}

/** Stored windows are jsonb: read back through the same schema as they were written with. */
export function readWishes(row: {
  windows: unknown;
  fromDate: string;
  lessonMinutes: number;
  testDate: string | null;
}): WaitingListWishes {
  return waitingListWishesSchema.parse({
    windows: row.windows,
    fromDate: row.fromDate,
    lessonMinutes: row.lessonMinutes,
    testDate: row.testDate,
  });
}

async function instructorForLearner(db: DatabaseExecutor, studentId: number): Promise<number> {
  const fromBooking = await findLatestBookingInstructorId(db, studentId);
  if (fromBooking !== null) return fromBooking;
  const lead = await getLeadInstructor(db);
  if (!lead) throw new AppError(503, 'NO_INSTRUCTOR', 'The waiting list is not open yet. Please call us.');
  return lead.id;
}

// ---------------------------------------------------------------------------------------------
// The learner, behind their progress link

export async function getLearnerEntry(
  deps: AppDependencies,
  token: string,
): Promise<LearnerWaitingListResponse> {
  const owner = await requireTokenOwner(deps, token);
  const row = await findOpenEntryOfStudent(deps.database.db, owner.studentId);
  return {
    entry: row ? { id: row.id, wishes: readWishes(row), joinedAt: row.joinedAt.toISOString() } : null,
  };
}

/** Joins, or changes the wishes of the open entry (the waiting time is kept). */
export async function saveLearnerEntry(
  deps: AppDependencies,
  token: string,
  input: WaitingListWishes,
): Promise<LearnerWaitingListResponse> {
  const owner = await requireTokenOwner(deps, token);
  const now = deps.now();
  const wishes = checkWishes(input, now);
  const { db } = deps.database;
  const row = await db.transaction(async (tx) =>
    upsertOpenEntry(tx, {
      studentId: owner.studentId,
      instructorId: await instructorForLearner(tx, owner.studentId),
      wishes,
      now,
    }),
  );
  return { entry: { id: row.id, wishes: readWishes(row), joinedAt: row.joinedAt.toISOString() } };
}

export async function leaveAsLearner(
  deps: AppDependencies,
  token: string,
): Promise<LearnerWaitingListResponse> {
  const owner = await requireTokenOwner(deps, token);
  const left = await endOpenEntry(deps.database.db, { studentId: owner.studentId }, 'left', deps.now());
  if (!left) throw notFound(NOT_ON_LIST_MESSAGE);
  return { entry: null };
}

// ---------------------------------------------------------------------------------------------
// A newcomer, from the booking page

/**
 * Someone with no link: the booking form's contact details, consent and wishes. Nothing is stored
 * without consent (the schema refuses it). As with bookings, a known e-mail joins its learner only
 * when the name matches; otherwise nothing is written and the address's owner is told. The answer
 * is the same either way, and the progress link only ever goes to the address by e-mail: a link
 * in the answer would hand a stranger who typed someone's address that person's page.
 */
export async function joinAsNewcomer(
  deps: AppDependencies,
  request: {
    fullName: string;
    email: string;
    phone: string;
    drivingExperience: DrivingExperience;
    wishes: WaitingListWishes;
  },
): Promise<JoinWaitingListResponse> {
  const now = deps.now();
  const wishes = checkWishes(request.wishes, now, 'wishes.');
  const { db } = deps.database;
  const school = await getSchoolDetails(deps);
  const outboxRow: OutboxRow = await db.transaction(async (tx) => {
    const { student, identityFlag } = await resolveBookingLearner(tx, request);
    const { token } = await findOrCreateAccessToken(tx, student.id, now);
    const pageUrl = buildProgressLinkUrl(deps.env.PUBLIC_URL, token);
    if (identityFlag) {
      return deps.mail.enqueue(tx, waitingListNameMismatchEmail(student, pageUrl, school));
    }
    await upsertOpenEntry(tx, {
      studentId: student.id,
      instructorId: await instructorForLearner(tx, student.id),
      wishes,
      now,
    });
    return deps.mail.enqueue(tx, waitingListJoinedEmail(student, wishes, pageUrl, school));
  });
  await deps.mail.deliver(outboxRow);
  return { message: JOINED_MESSAGE };
}

// ---------------------------------------------------------------------------------------------
// The instructor

async function readOrderedList(db: DatabaseExecutor, instructorId: number, now: Date, lock = false) {
  const rows = await listOpenEntriesOfInstructor(db, instructorId, lock);
  const balances = await getBalancesOfStudents(
    db,
    rows.map((row) => row.studentId),
  );
  const inputs = rows.map((row) => ({
    ...row,
    leftMinutes: balances.get(row.studentId)?.leftMinutes ?? 0,
  }));
  // The same ranking as a freed time's offers, as if the time were now.
  return rankWaitingEntries(inputs, now, SCHOOL_TIME_ZONE);
}

export async function listForInstructor(
  deps: AppDependencies,
  instructorId: number,
): Promise<InstructorWaitingListResponse> {
  const ordered = await readOrderedList(deps.database.db, instructorId, deps.now());
  return {
    entries: ordered.map(({ entry, reason, reasonText: ruleText, placedByHand }) => {
      const wishes = readWishes(entry);
      return {
        id: entry.id,
        studentId: entry.studentId,
        fullName: entry.fullName,
        email: entry.email,
        phone: entry.phone,
        wishes,
        wishesSummary: describeWaitingListWindows(wishes.windows),
        joinedAt: entry.joinedAt.toISOString(),
        leftMinutes: entry.leftMinutes,
        reason,
        reasonText: placedByHand ? `Placed here by you. ${ruleText}` : ruleText,
        placedByHand,
      };
    }),
  };
}

export async function removeByInstructor(
  deps: AppDependencies,
  instructorId: number,
  id: number,
): Promise<InstructorWaitingListResponse> {
  const removed = await endOpenEntry(deps.database.db, { id, instructorId }, 'removed', deps.now());
  if (!removed) throw notFound(ENTRY_NOT_FOUND_MESSAGE);
  return listForInstructor(deps, instructorId);
}

/**
 * Moves a learner one place up or down. The list as the instructor sees it, with the move, becomes
 * the hand-set order (waiting-list-order.ts says why). Under row locks, so two moves at once apply
 * one after the other.
 */
export async function moveByInstructor(
  deps: AppDependencies,
  instructorId: number,
  id: number,
  direction: 'up' | 'down',
): Promise<InstructorWaitingListResponse> {
  const now = deps.now();
  await deps.database.db.transaction(async (tx) => {
    const ordered = await readOrderedList(tx, instructorId, now, true);
    const ids = ordered.map(({ entry }) => entry.id);
    if (!ids.includes(id)) throw notFound(ENTRY_NOT_FOUND_MESSAGE);
    const next = moveInWaitingList(ids, id, direction);
    if (!next) {
      throw conflict(
        'CANNOT_MOVE',
        direction === 'up' ? 'They are already first on the list.' : 'They are already last on the list.',
      );
    }
    await saveManualRanks(tx, next, id, now);
  });
  return listForInstructor(deps, instructorId);
}
