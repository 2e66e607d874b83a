import { BOOKING_PAYMENT_METHODS } from '../../../../core/bookings/booking/booking-schemas';
import type { LearnerPageData } from '../../../../core/progress/learner-page-data-schemas';
import { getTokenWarning, type ProgressResponse } from '../../../../core/progress/progress-schemas';
import { toLearnerTestRecord } from '../../../../core/progress/test-record-schemas';
import { SCHOOL_TIME_ZONE, toZonedParts } from '../../../../core/time/london-time';
import type { AppDependencies } from '../../../app-types';
import type { DatabaseExecutor } from '../../../db/database-client';
import type { lessons as lessonsTable, progressNotes as notesTable } from '../../../db/schema';
import { AppError } from '../../../lib/app-error';
import { getSchoolDetails } from '../../../lib/school-details';
import { toTimeSlot } from '../../bookings/availability/availability-service';
import { getLessonChangeInfos } from '../../diary/lesson-changes/lesson-changes-service';
import { ACCESS_LINK_EXPIRED_CODE, requireTokenOwner } from '../../learners/learners/learners-service';
import { getStudentBalance } from '../../money/ledger/ledger-service';
import { getInstructorForLearners } from '../../platform/auth/account-service';
import { getSkillLevelHistory } from '../skill-levels/skill-levels-service';
import { getTestRecord } from '../test-records/test-records-service';
import {
  listBookingsOfStudent,
  listLessonsOfStudent,
  listNotesOfStudent,
  listSlotsOfBookings,
} from './progress-repository';

type LessonRow = typeof lessonsTable.$inferSelect;
type NoteRow = typeof notesTable.$inferSelect;

/** The learner's bookings as their own pages show them (a flagged one stays off until approved). */
export function listBookingsOnLearnerPage(db: DatabaseExecutor, studentId: number) {
  return listBookingsOfStudent(db, studentId);
}

function toLessonSummary(lesson: LessonRow) {
  const { date, time } = toZonedParts(lesson.startsAt, SCHOOL_TIME_ZONE);
  return {
    id: lesson.id,
    date,
    startTime: time,
    bookedDuration: lesson.bookedDurationMinutes,
    actualDuration: lesson.actualDurationMinutes,
    status: lesson.status,
  };
}

function toNote({ note, lesson }: { note: NoteRow; lesson: LessonRow | null }) {
  return {
    id: note.id,
    createdAt: note.createdAt.toISOString(),
    skillsPracticed: note.skillsPracticed,
    areasToImprove: note.areasToImprove,
    instructorNotes: note.instructorNotes,
    overallAssessment: note.overallAssessment,
    homeworkAssigned: note.homeworkAssigned,
    nextLessonFocus: note.nextLessonFocus,
    lesson: lesson ? toLessonSummary(lesson) : null,
  };
}

export async function getProgressByToken(deps: AppDependencies, token: string): Promise<ProgressResponse> {
  const owner = await requireTokenOwner(deps, token);
  const { db } = deps.database;
  const [notes, bookingRows, lessonRows] = await Promise.all([
    listNotesOfStudent(db, owner.studentId),
    listBookingsOfStudent(db, owner.studentId),
    listLessonsOfStudent(db, owner.studentId),
  ]);
  const [slots, changes, balance, skillLevels, testRecord, instructor] = await Promise.all([
    listSlotsOfBookings(
      db,
      bookingRows.map((booking) => booking.id),
    ),
    getLessonChangeInfos(db, lessonRows, deps.now(), (await getSchoolDetails(deps)).terms),
    getStudentBalance(db, owner.studentId),
    getSkillLevelHistory(db, owner.studentId),
    getTestRecord(db, owner.studentId),
    owner.instructorId === null ? undefined : getInstructorForLearners(db, owner.instructorId),
  ]);
  return {
    // Their own details, for "Book again" to fill in the booking form.
    student: {
      fullName: owner.fullName,
      email: owner.email,
      phone: owner.phone,
      drivingExperience: owner.drivingExperience,
      pickup: { pickupAddress: owner.pickupAddress, pickupPostcode: owner.pickupPostcode },
      isDemo: owner.source === 'demo',
    },
    instructor:
      instructor?.fullName && owner.instructorId !== null
        ? { id: owner.instructorId, fullName: instructor.fullName, phone: instructor.phone }
        : null,
    progressNotes: notes.map(toNote),
    bookings: bookingRows.map((booking) => {
      const status = booking.status;
      const active = status === 'pending' || status === 'approved';
      return {
        id: booking.id,
        packageType: booking.packageType,
        packageName: booking.packageName,
        status,
        paymentStatus: booking.paymentStatus,
        paymentMethod: BOOKING_PAYMENT_METHODS.find((method) => method === booking.paymentMethod) ?? null,
        totalAmount: booking.totalAmountPence,
        requestedAt: booking.requestedAt.toISOString(),
        rejectionReason: booking.rejectionReason,
        // An active booking shows the times it holds; an ended one the times it had.
        timeSlots: slots
          .filter((slot) => slot.bookingId === booking.id && (!active || slot.releasedAt === null))
          .map((slot) => toTimeSlot(slot, SCHOOL_TIME_ZONE)),
      };
    }),
    lessons: lessonRows.map((lesson) => ({
      ...toLessonSummary(lesson),
      change: changes.get(lesson.id) ?? null,
    })),
    tokenWarning: getTokenWarning(owner.expiresAt, deps.now()),
    balance,
    skillLevels,
    testRecord: toLearnerTestRecord(testRecord),
  };
}

/**
 * What the learner's progress page is rendered with on the server, or null when the link is
 * expired or unknown (the page then asks the API, which answers 401 and the page says so).
 */
export async function getLearnerPageData(
  deps: AppDependencies,
  token: string,
): Promise<LearnerPageData | null> {
  const readAt = deps.now().getTime();
  try {
    return { token, readAt, progress: await getProgressByToken(deps, token) };
  } catch (error) {
    if (error instanceof AppError && error.code === ACCESS_LINK_EXPIRED_CODE) return null;
    throw error;
  }
}

export async function getDashboardProgressByToken(deps: AppDependencies, token: string) {
  const owner = await requireTokenOwner(deps, token);
  const notes = await listNotesOfStudent(deps.database.db, owner.studentId);
  return { student: { fullName: owner.fullName }, progressNotes: notes.map(toNote) };
}
