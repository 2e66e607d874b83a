import type { DrivingExperience } from '../../../../core/bookings/booking/booking-schemas';
import {
  describeInstructorChoice,
  normaliseInstructorChoice,
  selectWaitingPool,
} from '../../../../core/bookings/waiting-list/waiting-list-instructors';
import { moveInWaitingList } from '../../../../core/bookings/waiting-list/waiting-list-order';
import { rankWaitingEntries } from '../../../../core/bookings/waiting-list/waiting-list-ranking';
import {
  CHOSEN_WAITING_INSTRUCTOR_MESSAGE,
  type InstructorWaitingListResponse,
  type JoinWaitingListResponse,
  type LearnerWaitingListResponse,
  type WaitingListWishes,
  waitingListWishesInputSchema,
  waitingListWishesSchema,
} from '../../../../core/bookings/waiting-list/waiting-list-schemas';
import { describeWaitingListWindows } from '../../../../core/bookings/waiting-list/waiting-list-wishes-text';
import { getFirstName } from '../../../../core/format/display-format';
import { buildProgressLinkUrl } from '../../../../core/learners/students-schemas';
import { isOwner } from '../../../../core/platform/auth/instructor-roles';
import { SCHOOL_TIME_ZONE, toZonedParts } from '../../../../core/time/london-time';
import type { AppDependencies } from '../../../app-types';
import type { DatabaseExecutor } from '../../../db/database-client';
import type { Viewer } from '../../../db/visible-learners';
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
import { getInstructorForBooking } from '../availability/availability-service';
import { waitingListJoinedEmail, waitingListNameMismatchEmail } from './waiting-list-emails';
import {
  endOpenEntry,
  findLatestBookingInstructorId,
  findOpenEntryOfStudent,
  listOpenEntriesForPool,
  moveOpenEntryOfStudent,
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
  if (result.success) return normaliseInstructorChoice(result.data);
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
  instructorChoice: string;
  instructorPreference: string;
}): WaitingListWishes {
  return waitingListWishesSchema.parse({
    windows: row.windows,
    fromDate: row.fromDate,
    lessonMinutes: row.lessonMinutes,
    testDate: row.testDate,
    instructorChoice: row.instructorChoice,
    instructorPreference: row.instructorPreference,
  });
}

/**
 * Whom "My instructor" means for a newcomer who chose one on the booking page: one learners can
 * choose (active, named), as a booking without times requires (decision 0048); 400 otherwise.
 */
async function requireChosenInstructor(
  db: DatabaseExecutor,
  instructorId: number,
  now: Date,
): Promise<number> {
  const chosen = await getInstructorForBooking(db, instructorId, now);
  if (chosen?.status !== 'active' || chosen.fullName === null) {
    throw badRequest(CHOSEN_WAITING_INSTRUCTOR_MESSAGE, { instructorId: CHOSEN_WAITING_INSTRUCTOR_MESSAGE });
  }
  return chosen.id;
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
  const row = await db.transaction(async (tx) => {
    // A change keeps whom "my instructor" means (a newcomer may have named one on the booking page).
    const open = await findOpenEntryOfStudent(tx, owner.studentId);
    return upsertOpenEntry(tx, {
      studentId: owner.studentId,
      instructorId: open?.instructorId ?? (await instructorForLearner(tx, owner.studentId)),
      wishes,
      now,
    });
  });
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
    instructorId?: number | undefined;
  },
): Promise<JoinWaitingListResponse> {
  const now = deps.now();
  const wishes = checkWishes(request.wishes, now, 'wishes.');
  const { db } = deps.database;
  const chosenInstructorId =
    request.instructorId === undefined ? null : await requireChosenInstructor(db, request.instructorId, now);
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
      instructorId: chosenInstructorId ?? (await instructorForLearner(tx, student.id)),
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

/**
 * An instructor's pool (decision 0058): their own "my instructor" entries and the "any instructor"
 * entries their gender matches, in the list's order for a lesson at `lessonStartsAt`. The hand-set
 * order belongs to the instructor an entry is theirs: in another instructor's pool the rule places it.
 */
export async function readWaitingPool(
  db: DatabaseExecutor,
  instructorId: number,
  lessonStartsAt: Date,
  options: { lock?: boolean; viewer?: Viewer; withOwn?: boolean } = {},
) {
  // Only the instructor's gender is read here (for the "any instructor" preferences).
  const instructor = await getInstructorForBooking(db, instructorId, lessonStartsAt);
  const rows = await listOpenEntriesForPool(db, instructorId, options);
  const matching = new Set(selectWaitingPool(rows, { id: instructorId, gender: instructor?.gender ?? null }));
  // `withOwn`: their list also holds their own learners waiting only for others (to remove them).
  const pool = rows.filter(
    (row) => matching.has(row) || (options.withOwn === true && row.instructorId === instructorId),
  );
  const balances = await getBalancesOfStudents(
    db,
    pool.map((row) => row.studentId),
  );
  const inputs = pool.map((row) => ({
    ...row,
    manualRank: row.instructorId === instructorId ? row.manualRank : null,
    leftMinutes: balances.get(row.studentId)?.leftMinutes ?? 0,
  }));
  return rankWaitingEntries(inputs, lessonStartsAt, SCHOOL_TIME_ZONE);
}

/** "Amira Khan" -> "Amira K.": how an instructor who does not teach a learner sees them (0058). */
export function shortLearnerName(fullName: string): string {
  const words = fullName.trim().split(/\s+/);
  const last = words.length > 1 ? words.at(-1)?.[0] : undefined;
  return last ? `${getFirstName(fullName)} ${last.toUpperCase()}.` : getFirstName(fullName);
}

/** Whether the viewer sees a waiting learner's details: their own entry, a learner they see (0047), or the owner. */
export function showsLearnerDetails(
  viewer: Viewer,
  entry: { instructorId: number; learnerVisible: boolean },
) {
  return entry.instructorId === viewer.id || isOwner(viewer) || entry.learnerVisible;
}

const HIDDEN_REASON_TEXT = {
  test_soon: 'Test within 4 weeks',
  hours_bought: 'Has the hours for a lesson',
} as const;

/**
 * The viewer's list: their pool, ranked as if the time were now. An entry is the viewer's to
 * change (move, remove) when it is theirs; the owner may also remove any. Its details (surname,
 * contact, test date, hours) show when it is theirs, when they see the learner (0047), or to the
 * owner; otherwise only what deciding on an offer needs.
 */
export async function listForInstructor(
  deps: AppDependencies,
  viewer: Viewer,
): Promise<InstructorWaitingListResponse> {
  const ordered = await readWaitingPool(deps.database.db, viewer.id, deps.now(), { viewer, withOwn: true });
  return {
    entries: ordered.map(({ entry, reason, reasonText: ruleText, placedByHand }) => {
      const wishes = readWishes(entry);
      const own = entry.instructorId === viewer.id;
      const detailsShown = showsLearnerDetails(viewer, entry);
      const reasonText = detailsShown || reason === 'waiting' ? ruleText : HIDDEN_REASON_TEXT[reason];
      return {
        id: entry.id,
        studentId: entry.studentId,
        fullName: detailsShown ? entry.fullName : shortLearnerName(entry.fullName),
        email: detailsShown ? entry.email : null,
        phone: detailsShown ? entry.phone : null,
        wishes: detailsShown ? wishes : { ...wishes, testDate: null },
        wishesSummary: describeWaitingListWindows(wishes.windows),
        instructorChoiceText: describeInstructorChoice(wishes),
        joinedAt: entry.joinedAt.toISOString(),
        leftMinutes: detailsShown ? entry.leftMinutes : null,
        reason,
        reasonText: placedByHand ? `Placed here by you. ${reasonText}` : reasonText,
        placedByHand,
        detailsShown,
        canMove: own,
        canRemove: own || isOwner(viewer),
      };
    }),
  };
}

export async function removeByInstructor(
  deps: AppDependencies,
  viewer: Viewer,
  id: number,
): Promise<InstructorWaitingListResponse> {
  // Another instructor's entry answers as a missing one (decision 0047); the owner may remove any.
  const where = isOwner(viewer) ? { id } : { id, instructorId: viewer.id };
  const removed = await endOpenEntry(deps.database.db, where, 'removed', deps.now());
  if (!removed) throw notFound(ENTRY_NOT_FOUND_MESSAGE);
  return listForInstructor(deps, viewer);
}

/**
 * Moves a learner one place up or down among the instructor's own entries. Their list as they see
 * it, with the move, becomes the hand-set order of their entries (waiting-list-order.ts says why);
 * "any instructor" entries of others stay placed by the rule. Under row locks, so two moves at
 * once apply one after the other.
 */
export async function moveByInstructor(
  deps: AppDependencies,
  viewer: Viewer,
  id: number,
  direction: 'up' | 'down',
): Promise<InstructorWaitingListResponse> {
  const now = deps.now();
  await deps.database.db.transaction(async (tx) => {
    const ordered = await readWaitingPool(tx, viewer.id, now, { lock: true, withOwn: true });
    const ids = ordered.filter(({ entry }) => entry.instructorId === viewer.id).map(({ entry }) => entry.id);
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
  return listForInstructor(deps, viewer);
}

/**
 * A learner handed to another instructor (docs/decisions/0060): their open entry, if it is the old
 * instructor's, becomes the new one's, in the caller's transaction. The hand-set order is the old
 * list's (0058), so it is cleared and the rule places the entry. Answers whether an entry moved.
 */
export function moveWaitingEntryToInstructor(
  tx: DatabaseExecutor,
  change: { studentId: number; fromInstructorId: number; toInstructorId: number; now: Date },
): Promise<boolean> {
  return moveOpenEntryOfStudent(tx, change);
}
