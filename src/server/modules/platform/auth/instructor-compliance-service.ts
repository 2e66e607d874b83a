import {
  assessCompliance,
  COMPLIANCE_GRACE_DAYS,
  type ComplianceRecord,
  complianceRecordProblems,
  describeLapse,
  documentLabel,
  dueComplianceReminders,
  formatComplianceDate,
  INSTRUCTOR_NOT_BOOKABLE_CODE,
  type InstructorCompliance,
  instructorNotBookableMessage,
  listExpiries,
  type StoredCompliance,
} from '../../../../core/platform/auth/instructor-compliance';
import { isOwner } from '../../../../core/platform/auth/instructor-roles';
import { addDaysToIsoDate, SCHOOL_TIME_ZONE, toZonedParts } from '../../../../core/time/london-time';
import type { AppDependencies } from '../../../app-types';
import type { DatabaseExecutor } from '../../../db/database-client';
import type { Viewer } from '../../../db/visible-learners';
import { badRequest, conflict, notFound } from '../../../lib/app-error';
import { getSchoolDetails } from '../../../lib/school-details';
import type { OutboxRow } from '../../messaging/outbox/outbox-repository';
import {
  type ComplianceRow,
  claimNotice,
  clearDemoRecords,
  countLessonsToCome,
  findComplianceRow,
  insertGraceForInstructorsWithoutRecord,
  insertRecordForNewAccount,
  listComplianceRows,
  listLearnersOfInstructor,
  setNoticeOutbox,
  upsertComplianceRecord,
} from './instructor-compliance-repository';

/*
 * An instructor's compliance record and what follows from it (issue 38, docs/decisions/0057):
 * the owner keeps every record, an instructor reads their own; whether they may be booked is
 * computed from today's London date wherever times are listed or taken; the job reminds before
 * an expiry and tells the learners of one who lapsed.
 */

const RECORD_NOT_FOUND_MESSAGE = 'That instructor was not found.';

function londonDate(now: Date): string {
  return toZonedParts(now, SCHOOL_TIME_ZONE).date;
}

function toStored(row: ComplianceRow): StoredCompliance {
  const { adiNumber, badgeType, badgeExpiresOn, insuranceCoversTuition, insuranceExpiresOn, dbsCheckedOn } =
    row;
  const record =
    adiNumber !== null &&
    badgeType !== null &&
    badgeExpiresOn !== null &&
    insuranceCoversTuition !== null &&
    insuranceExpiresOn !== null &&
    dbsCheckedOn !== null
      ? { adiNumber, badgeType, badgeExpiresOn, insuranceCoversTuition, insuranceExpiresOn, dbsCheckedOn }
      : null;
  return { record, recordDueOn: row.recordDueOn };
}

function toInstructorCompliance(
  row: ComplianceRow,
  today: string,
  lessonsToCome: ReadonlyMap<number, number>,
): InstructorCompliance {
  const stored = toStored(row);
  const assessment = assessCompliance(stored, today);
  return {
    instructorId: row.instructorId,
    fullName: row.fullName,
    record: stored.record,
    recordDueOn: stored.recordDueOn,
    updatedAt: row.updatedAt?.toISOString() ?? null,
    assessment,
    lessonsToCover: assessment.bookable ? 0 : (lessonsToCome.get(row.instructorId) ?? 0),
  };
}

/** The rows with their standing, and the lessons to come of those who may not be booked. */
async function describeRows(
  db: DatabaseExecutor,
  rows: readonly ComplianceRow[],
  now: Date,
): Promise<InstructorCompliance[]> {
  const today = londonDate(now);
  const lapsed = rows.filter((row) => !assessCompliance(toStored(row), today).bookable);
  const lessonsToCome = await countLessonsToCome(
    db,
    lapsed.map((row) => row.instructorId),
    now,
  );
  return rows.map((row) => toInstructorCompliance(row, today, lessonsToCome));
}

/** Every instructor's record and standing (the owner's Instructors tab and Today). */
export async function listInstructorCompliance(deps: AppDependencies): Promise<InstructorCompliance[]> {
  const { db } = deps.database;
  const rows = await listComplianceRows(db);
  return describeRows(
    db,
    rows.filter((row) => row.status === 'active'),
    deps.now(),
  );
}

/**
 * The active instructors who may not be booked now, each with why in the owner's words ("Sarah
 * Khan's insurance expired on 3 Dec 2026"): their lessons to come need cover (0061).
 */
export async function listLapsedInstructors(
  deps: AppDependencies,
): Promise<{ instructorId: number; reason: string }[]> {
  const today = londonDate(deps.now());
  const rows = await listComplianceRows(deps.database.db);
  return rows.flatMap((row) => {
    if (row.status !== 'active') return [];
    const reason = describeLapse(row.fullName?.trim() || row.email, toStored(row), today);
    return reason === null ? [] : [{ instructorId: row.instructorId, reason }];
  });
}

/** One instructor's record: the owner's for anyone, another instructor's only their own (else 404). */
export async function getInstructorCompliance(
  deps: AppDependencies,
  viewer: Viewer,
  instructorId: number,
): Promise<InstructorCompliance> {
  if (!isOwner(viewer) && viewer.id !== instructorId) throw notFound(RECORD_NOT_FOUND_MESSAGE);
  const row = await findComplianceRow(deps.database.db, instructorId);
  if (!row) throw notFound(RECORD_NOT_FOUND_MESSAGE);
  const [described] = await describeRows(deps.database.db, [row], deps.now());
  if (!described) throw notFound(RECORD_NOT_FOUND_MESSAGE);
  return described;
}

/**
 * The owner records (or renews) an instructor's documents. Bookable again at once when valid:
 * the slot list is dropped so its next read (and ETag) has their times.
 */
export async function saveInstructorCompliance(
  deps: AppDependencies,
  owner: Viewer,
  instructorId: number,
  record: ComplianceRecord,
): Promise<InstructorCompliance> {
  const now = deps.now();
  const today = londonDate(now);
  const problems = complianceRecordProblems(record, today);
  const [firstProblem] = Object.values(problems);
  if (firstProblem) throw badRequest(firstProblem, problems);
  const { db } = deps.database;
  const row = await db.transaction(async (tx) => {
    const found = await findComplianceRow(tx, instructorId);
    if (!found) throw notFound(RECORD_NOT_FOUND_MESSAGE);
    await upsertComplianceRecord(tx, instructorId, record, owner.id, now);
    return findComplianceRow(tx, instructorId);
  });
  if (!row) throw notFound(RECORD_NOT_FOUND_MESSAGE);
  deps.availability.invalidate();
  const [described] = await describeRows(db, [row], now);
  if (!described) throw notFound(RECORD_NOT_FOUND_MESSAGE);
  return described;
}

/**
 * The record of an account being made (in its transaction): the vetting record of the
 * application it was invited from, or none (not bookable until the owner records it).
 */
export function startComplianceRecord(
  tx: DatabaseExecutor,
  instructorId: number,
  applicationId: number | null,
  now: Date,
): Promise<void> {
  return insertRecordForNewAccount(tx, instructorId, applicationId, now);
}

/** Removing demo data: the made-up records go, and their instructors get the grace a new school has. */
export function clearDemoComplianceRecords(tx: DatabaseExecutor, now: Date): Promise<void> {
  return clearDemoRecords(tx, addDaysToIsoDate(londonDate(now), COMPLIANCE_GRACE_DAYS));
}

/** A backup from before the record restored: its instructors get the grace migration 0032 gave. */
export function giveGraceToInstructorsWithoutRecord(db: DatabaseExecutor): Promise<void> {
  return insertGraceForInstructorsWithoutRecord(db, COMPLIANCE_GRACE_DAYS);
}

/** Whether the instructor may be booked at `now` (read now, in the caller's transaction). */
export async function isInstructorBookable(
  db: DatabaseExecutor,
  instructorId: number,
  now: Date,
): Promise<boolean> {
  const row = await findComplianceRow(db, instructorId);
  return row !== null && assessCompliance(toStored(row), londonDate(now)).bookable;
}

/**
 * Refuses (409, in plain words) to take a time of an instructor who may not be booked: every way
 * of taking a time calls it after locking the instructor's diary.
 */
export async function requireInstructorBookable(
  db: DatabaseExecutor,
  instructorId: number,
  now: Date,
): Promise<void> {
  const row = await findComplianceRow(db, instructorId);
  if (row && assessCompliance(toStored(row), londonDate(now)).bookable) return;
  throw conflict(INSTRUCTOR_NOT_BOOKABLE_CODE, instructorNotBookableMessage(row?.fullName ?? null));
}

// ---------------------------------------------------------------------------------------------
// The job: reminders before an expiry, and the learners told of a lapse

export interface ComplianceNoticesResult {
  reminders: number;
  learnerNotices: number;
}

/** What makes this lapse this one: the first document that ran out, or the missing record. */
function lapseKey(stored: StoredCompliance, today: string): string {
  const record = stored.record;
  if (!record) return `record:${stored.recordDueOn ?? 'none'}`;
  const expired = listExpiries(record)
    .filter((expiry) => expiry.expiresOn < today)
    .sort((a, b) => a.expiresOn.localeCompare(b.expiresOn));
  const [first] = expired;
  return first ? `${first.document}:${first.expiresOn}` : 'insurance:not-covering';
}

/**
 * One run of the compliance job: for every active instructor, the reminders owed today (30 and
 * 7 days before each expiry, to them and to every owner) and, for one who may not be booked, a
 * notice to each of their learners. Each is claimed by its unique key in the transaction that
 * writes it to the outbox, so a second run or a second server sends nothing again; delivery
 * follows the commit and the outbox records what became of each.
 */
export async function sendComplianceNotices(deps: AppDependencies): Promise<ComplianceNoticesResult> {
  const now = deps.now();
  const today = londonDate(now);
  const { db } = deps.database;
  const school = await getSchoolDetails(deps);
  const rows = (await listComplianceRows(db)).filter((row) => row.status === 'active');
  const owners = rows.filter((row) => row.role === 'owner');
  const result: ComplianceNoticesResult = { reminders: 0, learnerNotices: 0 };
  const toDeliver: OutboxRow[] = [];
  for (const row of rows) {
    const stored = toStored(row);
    const assessment = assessCompliance(stored, today);
    const name = row.fullName ?? row.email;
    await db.transaction(async (tx) => {
      const send = async (
        key: string,
        message: { to: string; subject: string; text: string; kind: string },
      ) => {
        const noticeId = await claimNotice(tx, row.instructorId, key);
        if (noticeId === null) return false;
        const outboxRow = await deps.mail.enqueue(tx, message);
        await setNoticeOutbox(tx, noticeId, outboxRow.id);
        toDeliver.push(outboxRow);
        return true;
      };
      if (stored.record) {
        for (const due of dueComplianceReminders(stored.record, today)) {
          const label = documentLabel(due.document, stored.record.badgeType);
          const when = formatComplianceDate(due.expiresOn);
          const base = `reminder:${due.document}:${due.expiresOn}:${due.days}`;
          const sentToInstructor = await send(`${base}:instructor`, {
            to: row.email,
            subject: `Your ${label.toLowerCase()} expires on ${when}`,
            text: `Hi ${name},\n\nYour ${label.toLowerCase()} on record with ${school.schoolName} expires on ${when}. Please send the renewed document to the school before then: from the day after it expires, learners cannot book your times.\n\n${school.schoolName}`,
            kind: 'compliance_reminder',
          });
          if (sentToInstructor) result.reminders += 1;
          for (const owner of owners) {
            if (owner.instructorId === row.instructorId) continue;
            const sentToOwner = await send(`${base}:owner:${owner.instructorId}`, {
              to: owner.email,
              subject: `${name}'s ${label.toLowerCase()} expires on ${when}`,
              text: `${name}'s ${label.toLowerCase()} expires on ${when} (${due.days} days' notice). Record the renewal in the dashboard's Instructors tab; from the day after it expires, learners cannot book ${name}'s times.`,
              kind: 'compliance_reminder',
            });
            if (sentToOwner) result.reminders += 1;
          }
        }
      }
      if (assessment.bookable) return;
      const key = lapseKey(stored, today);
      const contact = [
        school.phone ? `call ${school.phone}` : null,
        school.email ? `e-mail ${school.email}` : null,
      ]
        .filter(Boolean)
        .join(' or ');
      for (const learner of await listLearnersOfInstructor(tx, row.instructorId, now)) {
        const sent = await send(`lapse:${key}:student:${learner.id}`, {
          to: learner.email,
          subject: `About your lessons with ${name}`,
          text: `Hi ${learner.fullName},\n\n${name} cannot take bookings with ${school.schoolName} at the moment. Your lessons have not been cancelled: please contact the school${contact ? ` (${contact})` : ''} about them and about booking more.\n\n${school.schoolName}`,
          kind: 'compliance_learner_notice',
        });
        if (sent) result.learnerNotices += 1;
      }
    });
  }
  for (const row of toDeliver) await deps.mail.deliver(row);
  return result;
}
