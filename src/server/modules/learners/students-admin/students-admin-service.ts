import type { DrivingExperience } from '../../../../core/bookings/booking/booking-schemas';
import type { Lesson } from '../../../../core/diary/lessons/lessons-schemas';
import { formatPounds } from '../../../../core/format/display-format';
import {
  ACCESS_TOKEN_DAYS,
  type AccessLink,
  buildProgressLinkUrl,
  DUPLICATE_STUDENT_EMAIL_MESSAGE,
  type EmailActionResponse,
  type SendAccessEmailResponse,
  STUDENT_CARD_LESSONS,
  STUDENT_CARD_NOTES,
  STUDENT_CARD_SKILLS_PER_NOTE,
  type Student,
  type StudentBooking,
  type StudentDeletion,
  type StudentListItem,
  type StudentProgressResponse,
} from '../../../../core/learners/students-schemas';
import { SCHOOL_TIME_ZONE, toZonedParts } from '../../../../core/time/london-time';
import type { AppDependencies } from '../../../app-types';
import type { DatabaseExecutor } from '../../../db/database-client';
import { conflict, notFound } from '../../../lib/app-error';
import { generateToken } from '../../../lib/random-tokens';
import { getSchoolDetails } from '../../../lib/school-details';
import type { AvailabilityService } from '../../bookings/availability/availability-service';
import { listLessonsOfStudent } from '../../diary/lessons/lessons-repository';
import { toLesson } from '../../diary/lessons/lessons-service';
import {
  getBalancesOfStudents,
  getStudentBalance,
  getStudentLedger,
} from '../../money/ledger/ledger-service';
import { announceAccessEnded } from '../../platform/auth/auth-repository';
import { listStudentProgressNotes } from '../../progress/progress-notes/progress-notes-service';
import { getSkillLevelHistory } from '../../progress/skill-levels/skill-levels-service';
import { getTestRecord } from '../../progress/test-records/test-records-service';
import { findStudentByEmail } from '../students/students-repository';
import { findOrCreateStudent, requireStudent, STUDENT_NOT_FOUND_MESSAGE } from '../students/students-service';
import { accessLinkEmail, paymentReminderEmail } from './student-emails';
import {
  type AccessTokenRow,
  countCompletedLessonsByStudent,
  countStudentData,
  deleteStudent,
  eraseStudentKeepingMoney,
  findLiveAccessToken,
  findStudentById,
  hasMoneyHistory,
  insertAccessToken,
  listBookingSlotsOfStudent,
  listBookingSummaries,
  listLiveAccessTokens,
  listRecentNotesPerStudent,
  listStudents,
  listUpcomingLessonsPerStudent,
  revokeAccessTokens,
  type StudentRow,
  setStudentArchived,
} from './students-admin-repository';

const DAY_MS = 86_400_000;

function toStudent(row: StudentRow): Student {
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

function toAccessLink(deps: AppDependencies, token: Pick<AccessTokenRow, 'token' | 'expiresAt'>): AccessLink {
  return {
    token: token.token,
    expiresAt: token.expiresAt.toISOString(),
    url: buildProgressLinkUrl(deps.env.PUBLIC_URL, token.token),
  };
}

function groupByStudent<T extends { studentId: number }>(rows: readonly T[]): Map<number, T[]> {
  const groups = new Map<number, T[]>();
  for (const row of rows) {
    const group = groups.get(row.studentId);
    if (group) group.push(row);
    else groups.set(row.studentId, [row]);
  }
  return groups;
}

/**
 * The students tab: every learner with their bookings, counts, live link, newest notes, next
 * lessons and balance. Nine queries whatever the number of learners (no query per learner).
 */
export async function listStudentsForDashboard(deps: AppDependencies): Promise<StudentListItem[]> {
  const { db } = deps.database;
  const now = deps.now();
  const [students, bookingRows, completedRows, tokenRows, noteRows, lessonRows] = await Promise.all([
    listStudents(db),
    listBookingSummaries(db),
    countCompletedLessonsByStudent(db),
    listLiveAccessTokens(db, now),
    listRecentNotesPerStudent(db, STUDENT_CARD_NOTES),
    listUpcomingLessonsPerStudent(db, now, STUDENT_CARD_LESSONS),
  ]);
  const balances = await getBalancesOfStudents(
    db,
    students.map((student) => student.id),
  );
  const bookingsByStudent = groupByStudent(bookingRows);
  const completedByStudent = new Map(completedRows.map((row) => [row.studentId, row.completed]));
  const tokenByStudent = new Map(tokenRows.map((row) => [row.studentId, row]));
  const notesByStudent = groupByStudent(noteRows);
  const lessonsByStudent = groupByStudent(lessonRows);

  return students.map((student) => {
    const studentBookings = bookingsByStudent.get(student.id) ?? [];
    const token = tokenByStudent.get(student.id);
    return {
      ...toStudent(student),
      totalBookings: studentBookings.length,
      completedLessons: completedByStudent.get(student.id) ?? 0,
      accessToken: token ? toAccessLink(deps, token) : null,
      bookings: studentBookings.map((booking) => ({
        id: booking.id,
        packageType: booking.packageType,
        packageName: booking.packageName,
        status: booking.status,
        paymentStatus: booking.paymentStatus,
        totalAmount: booking.totalAmountPence,
      })),
      recentNotes: (notesByStudent.get(student.id) ?? []).map((note) => ({
        id: note.id,
        createdAt: note.createdAt.toISOString(),
        overallAssessment: note.overallAssessment,
        instructorNotes: note.instructorNotes,
        skillsPracticed: note.skillsPracticed.slice(0, STUDENT_CARD_SKILLS_PER_NOTE),
      })),
      upcomingLessons: (lessonsByStudent.get(student.id) ?? []).map((lesson) => {
        const start = toZonedParts(lesson.startsAt, SCHOOL_TIME_ZONE);
        return {
          id: lesson.id,
          date: start.date,
          startTime: start.time,
          bookedDuration: lesson.bookedDurationMinutes,
          actualDuration: lesson.actualDurationMinutes,
          status: lesson.status,
          notes: lesson.notes,
        };
      }),
      balance: balances.get(student.id) ?? EMPTY_BALANCE,
    };
  });
}

const EMPTY_BALANCE = {
  boughtMinutes: 0,
  bookedMinutes: 0,
  usedMinutes: 0,
  leftMinutes: 0,
  owedPence: 0,
  paidPence: 0,
};

/** 'Add Student Manually': a new learner with source 'manual'; an e-mail already known is refused. */
export async function createManualStudent(
  deps: AppDependencies,
  request: { fullName: string; email: string; phone: string; drivingExperience: DrivingExperience },
): Promise<Student> {
  const { db } = deps.database;
  const duplicate = () =>
    conflict('DUPLICATE_STUDENT', DUPLICATE_STUDENT_EMAIL_MESSAGE, {
      email: DUPLICATE_STUDENT_EMAIL_MESSAGE,
    });
  if (await findStudentByEmail(db, request.email)) throw duplicate();
  const student = await findOrCreateStudent(db, { ...request, source: 'manual' });
  // Someone else created this e-mail between the check and the insert.
  if (student.source !== 'manual' || student.fullName !== request.fullName) throw duplicate();
  return toStudent(student);
}

/** A new 256-bit progress link for 30 days; every earlier link of the learner stops working. */
export async function generateAccessLink(deps: AppDependencies, studentId: number): Promise<AccessLink> {
  const student = await requireStudent(deps.database.db, studentId);
  const now = deps.now();
  const row = await deps.database.db.transaction(async (tx) => {
    await revokeAccessTokens(tx, student.id, now);
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
  studentId: number,
): Promise<SendAccessEmailResponse> {
  const student = await requireStudent(deps.database.db, studentId);
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

/** E-mails the learner what they owe and why, from the ledger, with the bank-transfer details. */
export async function sendPaymentReminder(
  deps: AppDependencies,
  studentId: number,
): Promise<EmailActionResponse> {
  const student = await requireStudent(deps.database.db, studentId);
  const ledger = await getStudentLedger(deps.database.db, student.id);
  if (ledger.balance.owedPence <= 0) {
    throw conflict('NOTHING_OWED', `${student.fullName} owes nothing.`);
  }
  const { status } = await deps.mail.send(
    paymentReminderEmail(student, ledger, await getSchoolDetails(deps)),
  );
  const what = `${formatPounds(ledger.balance.owedPence)} owed`;
  const messages: Record<EmailActionResponse['status'], string> = {
    sent: `Payment reminder e-mailed to ${student.email} (${what}).`,
    not_configured: `E-mail is not set up on this site, so the reminder was NOT sent. Contact ${student.fullName} another way (${what}).`,
    failed: `The reminder to ${student.email} could not be delivered, so it was NOT sent. Contact ${student.fullName} another way (${what}).`,
  };
  return { status, message: messages[status] };
}

/**
 * Archives the learner: they leave every list, and everything of theirs stays (lessons, notes,
 * money), in the backup too. Archiving one already archived changes nothing.
 */
export async function archiveStudent(deps: AppDependencies, studentId: number): Promise<Student> {
  const student = await requireStudent(deps.database.db, studentId);
  const archived = await setStudentArchived(deps.database.db, student.id, deps.now());
  return toStudent(archived ?? student);
}

/** What deleting the learner would remove, for the confirmation. */
export async function previewStudentDeletion(
  deps: AppDependencies,
  studentId: number,
): Promise<StudentDeletion> {
  const student = await requireStudent(deps.database.db, studentId);
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
  availability: AvailabilityService,
  studentId: number,
): Promise<StudentDeletion> {
  const result = await deps.database.db.transaction(async (tx) => {
    const student = await findStudentById(tx, studentId);
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
  if (result.removed.bookings > 0) availability.invalidate();
  return result;
}

export async function getStudentLessons(deps: AppDependencies, studentId: number): Promise<Lesson[]> {
  const student = await requireStudent(deps.database.db, studentId);
  const rows = await listLessonsOfStudent(deps.database.db, student.id);
  return rows.map(toLesson);
}

export async function getStudentProgress(
  deps: AppDependencies,
  studentId: number,
): Promise<StudentProgressResponse> {
  const { db } = deps.database;
  const student = await requireStudent(db, studentId);
  const [progressNotes, skillLevels, testRecord, balance] = await Promise.all([
    listStudentProgressNotes(deps, student.id),
    getSkillLevelHistory(db, student.id),
    getTestRecord(db, student.id),
    getStudentBalance(db, student.id),
  ]);
  return {
    student: { id: student.id, fullName: student.fullName, email: student.email },
    progressNotes,
    skillLevels,
    testRecord,
    balance,
  };
}

export async function getStudentBookings(
  deps: AppDependencies,
  studentId: number,
): Promise<StudentBooking[]> {
  const student = await requireStudent(deps.database.db, studentId);
  const { db } = deps.database;
  const [bookingRows, slotRows] = await Promise.all([
    listBookingSummaries(db, student.id),
    listBookingSlotsOfStudent(db, student.id),
  ]);
  return bookingRows.map((booking) => ({
    id: booking.id,
    packageType: booking.packageType,
    packageName: booking.packageName,
    status: booking.status,
    paymentStatus: booking.paymentStatus,
    totalAmount: booking.totalAmountPence,
    paymentMethod: booking.paymentMethod,
    futureBooking: booking.futureBooking,
    requestedAt: booking.requestedAt.toISOString(),
    paidAt: booking.paidAt?.toISOString() ?? null,
    timeSlots: slotRows
      .filter((slot) => slot.bookingId === booking.id)
      .map((slot) => {
        const start = toZonedParts(slot.startsAt, SCHOOL_TIME_ZONE);
        return {
          id: slot.id,
          date: start.date,
          time: start.time,
          duration: slot.durationMinutes,
          isHeld: slot.releasedAt === null,
        };
      }),
  }));
}
