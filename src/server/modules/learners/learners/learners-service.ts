import { randomBytes } from 'node:crypto';
import type { DrivingExperience } from '../../../../core/bookings/booking/booking-schemas';
import { type IdentityFlag, isSameLearnerName } from '../../../../core/bookings/booking/learner-identity';
import {
  ACCESS_TOKEN_DAYS,
  type AccessLink,
  buildProgressLinkUrl,
  DUPLICATE_STUDENT_EMAIL_MESSAGE,
  type EmailActionResponse,
  type SendAccessEmailResponse,
  type Student,
  type StudentDeletion,
} from '../../../../core/learners/students-schemas';
import type { AppDependencies } from '../../../app-types';
import type { DatabaseExecutor } from '../../../db/database-client';
import type { Viewer } from '../../../db/visible-learners';
import { AppError, conflict, notFound } from '../../../lib/app-error';
import { generateToken } from '../../../lib/random-tokens';
import { getSchoolDetails } from '../../../lib/school-details';
import { announceAccessEnded } from '../../platform/auth/access-ended-events';
import { accessLinkEmail } from './learner-emails';
import {
  type AccessTokenRow,
  countCurrentStudentsByInstructor,
  countStudentData,
  deleteStudent,
  eraseStudentKeepingMoney,
  extendLiveAccessTokens,
  fillMissingStudentDetails,
  findLiveAccessToken,
  findLiveGuardianLinkOwner,
  findLiveTokenOwner,
  findStudentByEmail,
  findStudentById,
  findVisibleStudentById,
  findVisibleStudentWithAccess,
  hasMoneyHistory,
  insertAccessToken,
  insertStudentIfNew,
  listLiveAccessTokens,
  listStudents,
  lockStudentRow,
  replaceStudentInstructor,
  revokeAccessTokens,
  type StudentRow,
  setNetworkLearnerInstructor,
  setStudentArchived,
  setStudentInstructor,
} from './learners-repository';

/*
 * The learners module owns who a learner is (their record) and how they get in (their access
 * tokens, the progress link). Every other module reads and changes learners through here.
 */

export type { StudentRow };

const DAY_MS = 86_400_000;

export const STUDENT_NOT_FOUND_MESSAGE = 'That student no longer exists.';

export const ACCESS_LINK_EXPIRED_CODE = 'ACCESS_LINK_EXPIRED';

export const EXPIRED_LINK_MESSAGE =
  'This progress link has expired or is invalid. Please request a new one from your instructor.';

export function toStudent(row: StudentRow): Student {
  return {
    id: row.id,
    fullName: row.fullName,
    email: row.email,
    phone: row.phone,
    drivingExperience: row.drivingExperience,
    source: row.source,
    createdAt: row.createdAt.toISOString(),
  };
}

export function toAccessLink(
  deps: AppDependencies,
  token: Pick<AccessTokenRow, 'token' | 'expiresAt'>,
): AccessLink {
  return {
    token: token.token,
    expiresAt: token.expiresAt.toISOString(),
    url: buildProgressLinkUrl(deps.env.PUBLIC_URL, token.token),
  };
}

// ---- Learner records ----

/** The learner with this id (archived ones too), in the caller's transaction or outside one. */
export function findStudent(db: DatabaseExecutor, studentId: number): Promise<StudentRow | undefined> {
  return findStudentById(db, studentId);
}

/** The learner with this id if the viewer may see them (docs/decisions/0047), else undefined. */
export function findVisibleStudent(
  db: DatabaseExecutor,
  viewer: Viewer,
  studentId: number,
): Promise<StudentRow | undefined> {
  return findVisibleStudentById(db, viewer, studentId);
}

/** The learner with this e-mail address (case does not matter). */
export function findStudentWithEmail(db: DatabaseExecutor, email: string): Promise<StudentRow | undefined> {
  return findStudentByEmail(db, email);
}

/**
 * Each instructor's load: the learners (not archived) whose instructor they are, by instructor id;
 * an instructor with none is not in the map.
 */
export async function countCurrentStudentsByInstructorId(db: DatabaseExecutor): Promise<Map<number, number>> {
  const rows = await countCurrentStudentsByInstructor(db);
  const totals = new Map<number, number>();
  for (const { instructorId, total } of rows) if (instructorId !== null) totals.set(instructorId, total);
  return totals;
}

/** Every learner not archived the viewer may see, newest first. */
export function listCurrentStudents(db: DatabaseExecutor, viewer: Viewer): Promise<StudentRow[]> {
  return listStudents(db, viewer);
}

/**
 * The learner with this id, or 404 with the message every instructor route gives: also when the
 * learner is another instructor's, so their existence is not revealed (docs/decisions/0047).
 */
export async function requireStudent(
  db: DatabaseExecutor,
  viewer: Viewer,
  studentId: number,
): Promise<StudentRow> {
  const student = await findVisibleStudentById(db, viewer, studentId);
  if (!student) throw notFound(STUDENT_NOT_FOUND_MESSAGE);
  return student;
}

export const HANDED_OVER_CODE = 'LEARNER_HANDED_OVER';

/**
 * The learner the viewer may change: as requireStudent, and refused (403) when the viewer handed
 * them to another instructor and keeps only their history to read (docs/decisions/0060). 403, not
 * 404: the viewer sees this learner, so hiding them would be a lie.
 */
export async function requireStudentToChange(
  db: DatabaseExecutor,
  viewer: Viewer,
  studentId: number,
): Promise<StudentRow> {
  const found = await findVisibleStudentWithAccess(db, viewer, studentId);
  if (!found) throw notFound(STUDENT_NOT_FOUND_MESSAGE);
  if (found.handedOver) {
    throw new AppError(
      403,
      HANDED_OVER_CODE,
      `You handed ${found.student.fullName} over to another instructor: you can read their history, but not change their record or book their lessons.`,
    );
  }
  return found.student;
}

/** The learner with this id if the viewer may see them, and whether they may only read them. */
export function findStudentAccess(db: DatabaseExecutor, viewer: Viewer, studentId: number) {
  return findVisibleStudentWithAccess(db, viewer, studentId);
}

/** The learner's row locked in the caller's transaction (a hand-over changes their instructor). */
export function lockStudent(db: DatabaseExecutor, studentId: number): Promise<StudentRow | undefined> {
  return lockStudentRow(db, studentId);
}

/**
 * Changes the learner's instructor in the caller's transaction, only while it is `expected`: a
 * cover that ends hands the learner back only if nobody changed them meanwhile. Answers whether it did.
 */
export function changeStudentInstructor(
  db: DatabaseExecutor,
  studentId: number,
  change: { expected: number | null; instructorId: number; now: Date },
): Promise<boolean> {
  return replaceStudentInstructor(db, studentId, change);
}

function usernameFor(email: string): string {
  const local = email.split('@')[0]?.replace(/[^a-z0-9._-]/g, '') || 'learner';
  return `${local.slice(0, 40)}-${randomBytes(3).toString('hex')}`;
}

/**
 * The learner with this e-mail, created if new. An existing learner's stored name and phone are
 * not overwritten by whoever typed their address; only missing details are filled in.
 */
export async function findOrCreateStudent(
  db: DatabaseExecutor,
  details: {
    email: string;
    fullName: string;
    phone: string;
    drivingExperience: DrivingExperience;
    source: 'booking' | 'manual';
    /** A new learner's instructor (docs/decisions/0047); an existing learner's is not changed here. */
    instructorId?: number | null;
    /** Null or absent: none given. */
    pickupAddress?: string | null;
    pickupPostcode?: string | null;
  },
): Promise<StudentRow> {
  const existing = await findStudentByEmail(db, details.email);
  if (existing) {
    await fillMissingStudentDetails(db, existing.id, details);
    return existing;
  }
  const created = await insertStudentIfNew(db, { ...details, username: usernameFor(details.email) });
  if (created) return created;
  const raced = await findStudentByEmail(db, details.email);
  if (!raced) throw new Error('Learner vanished while being created');
  return raced;
}

/**
 * The learner a booking form belongs to. A new e-mail creates the learner. A known e-mail joins
 * its learner only when the name typed matches the one stored (decisions.md: a stranger who knows
 * someone's address must not add to their record); otherwise the booking is still taken, attached
 * to the address's learner but flagged for the instructor, and nothing of the record is changed.
 */
export async function resolveBookingLearner(
  db: DatabaseExecutor,
  details: {
    email: string;
    fullName: string;
    phone: string;
    drivingExperience: DrivingExperience;
    pickupAddress?: string | null;
    pickupPostcode?: string | null;
  },
): Promise<{ student: StudentRow; identityFlag: IdentityFlag | null }> {
  const existing = await findStudentByEmail(db, details.email);
  if (existing && !isSameLearnerName(existing.fullName, details.fullName)) {
    return { student: existing, identityFlag: 'name_differs' };
  }
  return {
    student: await findOrCreateStudent(db, { ...details, source: 'booking' }),
    identityFlag: null,
  };
}

/** 'Add Student Manually': a new learner with source 'manual'; an e-mail already known is refused. */
export async function createManualStudent(
  deps: AppDependencies,
  viewer: Viewer,
  request: { fullName: string; email: string; phone: string; drivingExperience: DrivingExperience },
): Promise<Student> {
  const { db } = deps.database;
  const duplicate = () =>
    conflict('DUPLICATE_STUDENT', DUPLICATE_STUDENT_EMAIL_MESSAGE, {
      email: DUPLICATE_STUDENT_EMAIL_MESSAGE,
    });
  if (await findStudentByEmail(db, request.email)) throw duplicate();
  // Added by an instructor: their learner (docs/decisions/0047).
  const student = await findOrCreateStudent(db, { ...request, source: 'manual', instructorId: viewer.id });
  // Someone else created this e-mail between the check and the insert.
  if (student.source !== 'manual' || student.fullName !== request.fullName) throw duplicate();
  return toStudent(student);
}

/** A new 256-bit progress link for 30 days; every earlier link of the learner stops working. */
export async function generateAccessLink(
  deps: AppDependencies,
  viewer: Viewer,
  studentId: number,
): Promise<AccessLink> {
  const student = await requireStudent(deps.database.db, viewer, studentId);
  const now = deps.now();
  const row = await deps.database.db.transaction(async (tx) => {
    // The replaced links end at commit: a chat socket opened with one closes at once.
    const revoked = await revokeAccessTokens(tx, student.id, now);
    if (revoked > 0) await announceAccessEnded(tx, { role: 'student', studentId: student.id });
    return insertAccessToken(tx, {
      studentId: student.id,
      token: generateToken(),
      createdAt: now,
      expiresAt: new Date(now.getTime() + ACCESS_TOKEN_DAYS * DAY_MS),
    });
  });
  return toAccessLink(deps, row);
}

/**
 * The learner's live progress link, or a new one for 30 days when none works (an existing link is
 * kept: it may be on their home screen already). In the caller's transaction.
 */
export async function findOrCreateAccessToken(tx: DatabaseExecutor, studentId: number, now: Date) {
  return (
    (await findLiveAccessToken(tx, studentId, now)) ??
    (await insertAccessToken(tx, {
      studentId,
      token: generateToken(),
      createdAt: now,
      expiresAt: new Date(now.getTime() + ACCESS_TOKEN_DAYS * DAY_MS),
    }))
  );
}

/**
 * E-mails the learner their progress link (a new one if they have none that works). Says plainly
 * when the e-mail did not leave: without SMTP it only sits in the outbox.
 */
export async function sendAccessEmail(
  deps: AppDependencies,
  viewer: Viewer,
  studentId: number,
): Promise<SendAccessEmailResponse> {
  const student = await requireStudent(deps.database.db, viewer, studentId);
  const now = deps.now();
  const { db } = deps.database;
  const { token, outboxRow } = await db.transaction(async (tx) => {
    const live = await findOrCreateAccessToken(tx, student.id, now);
    const link = toAccessLink(deps, live);
    const message = accessLinkEmail(
      student,
      { url: link.url, expiresAt: live.expiresAt },
      await getSchoolDetails(deps, tx),
    );
    return { token: live, outboxRow: await deps.mail.enqueue(tx, message) };
  });
  const status = await deps.mail.deliver(outboxRow);
  const messages: Record<EmailActionResponse['status'], string> = {
    sent: `Access link e-mailed to ${student.email}.`,
    not_configured: `E-mail is not set up on this site, so the link was NOT sent. Copy the progress link and send it to ${student.fullName} yourself.`,
    failed: `The e-mail to ${student.email} could not be delivered, so the link was NOT sent. Copy the progress link and send it to ${student.fullName} yourself.`,
  };
  return { status, message: messages[status], accessLink: toAccessLink(deps, token) };
}

/**
 * Archives the learner: they leave every list, and everything of theirs stays (lessons, notes,
 * money), in the backup too. Archiving one already archived changes nothing.
 */
export async function archiveStudent(
  deps: AppDependencies,
  viewer: Viewer,
  studentId: number,
): Promise<Student> {
  const student = await requireStudent(deps.database.db, viewer, studentId);
  const archived = await setStudentArchived(deps.database.db, student.id, deps.now());
  return toStudent(archived ?? student);
}

/** What deleting the learner would remove, for the confirmation. */
export async function previewStudentDeletion(
  deps: AppDependencies,
  viewer: Viewer,
  studentId: number,
): Promise<StudentDeletion> {
  const student = await requireStudent(deps.database.db, viewer, studentId);
  return {
    id: student.id,
    fullName: student.fullName,
    removed: await countStudentData(deps.database.db, student.id),
    keepsAnonymisedMoney: await hasMoneyHistory(deps.database.db, student.id),
  };
}

/**
 * Deletes the learner and everything of theirs in one transaction; their held slots become free.
 * A learner with money history is erased instead: their personal data goes, the amounts stay,
 * anonymised, for the books (docs/decisions/0018-ledger.md).
 */
export async function deleteStudentAndData(
  deps: AppDependencies,
  viewer: Viewer,
  studentId: number,
): Promise<StudentDeletion> {
  const result = await deps.database.db.transaction(async (tx) => {
    const student = await findVisibleStudentById(tx, viewer, studentId);
    if (!student) return null;
    const removed = await countStudentData(tx, student.id);
    const keepsAnonymisedMoney = await hasMoneyHistory(tx, student.id);
    if (keepsAnonymisedMoney) await eraseStudentKeepingMoney(tx, student.id, deps.now());
    else await deleteStudent(tx, student.id);
    // Their links went with them: a chat socket opened with one closes at once.
    await announceAccessEnded(tx, { role: 'student', studentId: student.id });
    return { id: student.id, fullName: student.fullName, removed, keepsAnonymisedMoney };
  });
  if (!result) throw notFound(STUDENT_NOT_FOUND_MESSAGE);
  if (result.removed.bookings > 0) deps.availability.invalidate();
  return result;
}

// ---- Access: the learner's progress link and who holds a token ----

/** For each learner, the newest link that is neither revoked nor expired. */
export function listLiveAccessLinks(db: DatabaseExecutor, now: Date) {
  return listLiveAccessTokens(db, now);
}

/**
 * Activity keeps the learner's progress link alive (decisions.md): their live links (and their
 * guardians') now work for ACCESS_TOKEN_DAYS more, in the caller's transaction.
 */
export function keepAccessLinksAlive(db: DatabaseExecutor, studentId: number, now: Date): Promise<void> {
  return extendLiveAccessTokens(db, studentId, now, new Date(now.getTime() + ACCESS_TOKEN_DAYS * DAY_MS));
}

/** The learner of a live progress link, or undefined (expired and unknown look the same). */
export function findTokenOwner(db: DatabaseExecutor, token: string, now: Date) {
  return findLiveTokenOwner(db, token, now);
}

/** The learner behind a live guardian link (a parent's read-only link), with the link's expiry. */
export function findGuardianLinkOwner(db: DatabaseExecutor, token: string, now: Date) {
  return findLiveGuardianLinkOwner(db, token, now);
}

/**
 * The learner of a live progress link, or 401 (expired and unknown look the same). Every learner
 * endpoint (progress, lesson changes, chat) reads the learner this way and only this way.
 */
export async function requireTokenOwner(deps: AppDependencies, token: string) {
  const owner = await findLiveTokenOwner(deps.database.db, token, deps.now());
  if (!owner) throw new AppError(401, ACCESS_LINK_EXPIRED_CODE, EXPIRED_LINK_MESSAGE);
  return owner;
}

/**
 * The /my-progress form. If the address is a learner's, their link (a live one, or a new one) is
 * e-mailed to that address; the caller's answer never depends on it, and the work happens after
 * the answer, so neither the reply nor its timing tells who is a learner.
 */
export function requestProgressLink(deps: AppDependencies, email: string): void {
  const work = async () => {
    const student = await findStudentByEmail(deps.database.db, email);
    if (!student) return;
    const now = deps.now();
    const outboxRow = await deps.database.db.transaction(async (tx) => {
      const live = await findOrCreateAccessToken(tx, student.id, now);
      const url = buildProgressLinkUrl(deps.env.PUBLIC_URL, live.token);
      return deps.mail.enqueue(
        tx,
        accessLinkEmail(student, { url, expiresAt: live.expiresAt }, await getSchoolDetails(deps, tx)),
      );
    });
    await deps.mail.deliver(outboxRow);
  };
  work().catch((error: unknown) => deps.logger.error({ err: error }, 'progress link request failed'));
}

/**
 * A booking gives the learner their instructor (docs/decisions/0048): the one whose times they
 * booked when they have none yet, or the one they named on the booking page; picking "any
 * instructor" later keeps the one they have.
 */
export function assignBookingInstructor(
  db: DatabaseExecutor,
  studentId: number,
  instructorId: number,
  { chosen }: { chosen: boolean },
): Promise<void> {
  return setStudentInstructor(db, studentId, instructorId, { replace: chosen });
}

/**
 * The learner of a network-partner request an instructor accepted (issue 38, docs/decisions/0056),
 * in the caller's transaction: a new e-mail becomes a learner of theirs (source 'network'); a known
 * e-mail under the same name becomes theirs (the learner asked the school for an instructor), its
 * missing phone filled in. A known e-mail under another name is left alone, as a booking leaves it
 * (decisions.md: a stranger who knows someone's address must not change their record): null.
 */
export async function takeOnNetworkLearner(
  db: DatabaseExecutor,
  details: { email: string; fullName: string; phone: string },
  instructorId: number,
): Promise<StudentRow | null> {
  const existing = await findStudentByEmail(db, details.email);
  if (existing) {
    if (!isSameLearnerName(existing.fullName, details.fullName)) return null;
    await setNetworkLearnerInstructor(db, existing.id, { phone: details.phone, instructorId });
    return existing;
  }
  const created = await insertStudentIfNew(db, {
    ...details,
    username: usernameFor(details.email),
    source: 'network',
    instructorId,
  });
  if (created) return created;
  // Someone else's booking created this e-mail a moment ago: take it as a known e-mail.
  return takeOnNetworkLearner(db, details, instructorId);
}
