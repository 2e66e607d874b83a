import type { Lesson } from '../../../../core/diary/lessons/lessons-schemas';
import { formatPounds } from '../../../../core/format/display-format';
import {
  type EmailActionResponse,
  STUDENT_CARD_LESSONS,
  STUDENT_CARD_NOTES,
  STUDENT_CARD_SKILLS_PER_NOTE,
  type StudentBooking,
  type StudentListItem,
  type StudentProgressResponse,
} from '../../../../core/learners/students-schemas';
import { SCHOOL_TIME_ZONE, toZonedParts } from '../../../../core/time/london-time';
import type { AppDependencies } from '../../../app-types';
import type { Viewer } from '../../../db/visible-learners';
import { conflict } from '../../../lib/app-error';
import { getSchoolDetails } from '../../../lib/school-details';
import type { KeptAnswer } from '../../../lib/versioned-answer-cache';
import { listLessonRowsOfStudent, toLesson } from '../../diary/lessons/lessons-service';
import {
  getBalancesOfStudents,
  getStudentBalance,
  getStudentLedger,
} from '../../money/ledger/ledger-service';
import { nextWholeMinute } from '../../platform/read-versions/read-versions-service';
import { listStudentProgressNotes } from '../../progress/progress-notes/progress-notes-service';
import { getSkillLevelHistory } from '../../progress/skill-levels/skill-levels-service';
import { getTestRecord } from '../../progress/test-records/test-records-service';
import { paymentReminderEmail } from '../learners/learner-emails';
import {
  listCurrentStudents,
  listLiveAccessLinks,
  requireStudent,
  toAccessLink,
  toStudent,
} from '../learners/learners-service';
import {
  countCompletedLessonsByStudent,
  listBookingSlotsOfStudent,
  listBookingSummaries,
  listRecentNotesPerStudent,
  listUpcomingLessonsPerStudent,
} from './student-overview-repository';

/*
 * The students tab's reading side: each learner with what the other modules know of them
 * (bookings, lessons, notes, balance). The learner records themselves are the learners module's.
 */

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
 * lessons and balance. Seven queries whatever the number of learners (no query per learner),
 * each returning about one row per thing shown: the balances are summed by the database.
 */
export async function listStudentsForDashboard(
  deps: AppDependencies,
  viewer: Viewer,
  now: Date = deps.now(),
): Promise<StudentListItem[]> {
  const { db } = deps.database;
  const [students, bookingRows, completedRows, tokenRows, noteRows, lessonRows] = await Promise.all([
    listCurrentStudents(db, viewer),
    listBookingSummaries(db),
    countCompletedLessonsByStudent(db),
    listLiveAccessLinks(db, now),
    listRecentNotesPerStudent(db, STUDENT_CARD_NOTES, STUDENT_CARD_SKILLS_PER_NOTE),
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

/**
 * `listStudentsForDashboard` as the route sends it (JSON), kept per signed-in instructor while no
 * write has touched what it reads, until the minute turns (lesson times are whole minutes) or the
 * first progress link shown expires, whichever comes first (platform/read-versions).
 */
export function getKeptStudentsList(
  deps: AppDependencies,
  viewer: Viewer,
): Promise<KeptAnswer<StudentListItem[]>> {
  // Kept per instructor and role: each sees their own learners (docs/decisions/0047).
  return deps.dashboardAnswers.students(`${viewer.role}:${viewer.id}`, async (now) => {
    const students = await listStudentsForDashboard(deps, viewer, now);
    let validUntil = nextWholeMinute(now);
    for (const { accessToken } of students) {
      if (accessToken) validUntil = Math.min(validUntil, Date.parse(accessToken.expiresAt));
    }
    return { value: students, json: JSON.stringify(students), validUntil };
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

/** E-mails the learner what they owe and why, from the ledger, with the bank-transfer details. */
export async function sendPaymentReminder(
  deps: AppDependencies,
  viewer: Viewer,
  studentId: number,
): Promise<EmailActionResponse> {
  const student = await requireStudent(deps.database.db, viewer, studentId);
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

export async function getStudentLessons(
  deps: AppDependencies,
  viewer: Viewer,
  studentId: number,
): Promise<Lesson[]> {
  const student = await requireStudent(deps.database.db, viewer, studentId);
  const rows = await listLessonRowsOfStudent(deps.database.db, student.id);
  return rows.map(toLesson);
}

export async function getStudentProgress(
  deps: AppDependencies,
  viewer: Viewer,
  studentId: number,
): Promise<StudentProgressResponse> {
  const { db } = deps.database;
  const student = await requireStudent(db, viewer, studentId);
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
  viewer: Viewer,
  studentId: number,
): Promise<StudentBooking[]> {
  const student = await requireStudent(deps.database.db, viewer, studentId);
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
