import {
  formatDurationLabel,
  formatLongDate,
  formatTime12h,
  formatUkPhone,
  getFirstName,
} from '../../../../core/format/display-format';
import {
  instructorSignOff,
  instructorTextSignature,
  nameOfInstructor,
} from '../../../../core/messaging/voice/instructor-voice';
import { SCHOOL_TIME_ZONE, toZonedParts } from '../../../../core/time/london-time';
import type { EmailMessage } from '../../messaging/outbox/outbox-service';

/** 'Tuesday 1 December 2026 at 6:00 PM', London time. */
function describeWhen(instant: Date): string {
  const { date, time } = toZonedParts(instant, SCHOOL_TIME_ZONE);
  return `${formatLongDate(date)} at ${formatTime12h(time)}`;
}

/** The learner told that the instructor cancelled a lesson, and what it means for their hours. */
export function lessonCancelledByInstructorEmail(
  learner: { studentName: string; studentEmail: string },
  lesson: { startsAt: Date; durationMinutes: number; reason: string; chargedMinutes: number },
  school: { schoolName: string; phone: string },
  instructor: { fullName: string | null },
): EmailMessage {
  const when = describeWhen(lesson.startsAt);
  const hours =
    lesson.chargedMinutes > 0
      ? `Under our cancellation terms ${formatDurationLabel(lesson.chargedMinutes)} of the lesson still counts as used.`
      : 'Its hours are back on your balance, to book another time.';
  return {
    to: learner.studentEmail,
    kind: 'lesson_cancelled_by_instructor',
    subject: `Lesson cancelled: ${when}`,
    text: [
      `Hi ${getFirstName(learner.studentName)},`,
      '',
      `${nameOfInstructor(instructor.fullName, true)} has cancelled your ${formatDurationLabel(lesson.durationMinutes)} lesson on ${when}.`,
      `Reason: ${lesson.reason}`,
      hours,
      `Questions? Call us on ${formatUkPhone(school.phone)}.`,
      '',
      ...instructorSignOff(instructor.fullName, school.schoolName),
    ].join('\n'),
  };
}

/** The learner told that the instructor moved a lesson, from when to when. */
export function lessonMovedByInstructorEmail(
  learner: { studentName: string; studentEmail: string },
  lesson: { from: Date; to: Date; durationMinutes: number },
  school: { schoolName: string; phone: string },
  instructor: { fullName: string | null },
): EmailMessage {
  return {
    to: learner.studentEmail,
    kind: 'lesson_moved_by_instructor',
    subject: `Lesson moved to ${describeWhen(lesson.to)}`,
    text: [
      `Hi ${getFirstName(learner.studentName)},`,
      '',
      `${nameOfInstructor(instructor.fullName, true)} has moved your ${formatDurationLabel(lesson.durationMinutes)} lesson on ${describeWhen(lesson.from)} to ${describeWhen(lesson.to)}.`,
      `If the new time does not suit you, call us on ${formatUkPhone(school.phone)}.`,
      '',
      ...instructorSignOff(instructor.fullName, school.schoolName),
    ].join('\n'),
  };
}

/** The SMS or WhatsApp form of the cancellation notice. */
export function lessonCancelledByInstructorText(
  learner: { studentName: string },
  lesson: { startsAt: Date; reason: string; chargedMinutes: number },
  school: { schoolName: string; phone: string },
  instructor: { fullName: string | null },
): string {
  const hours =
    lesson.chargedMinutes > 0
      ? 'Part of it still counts as used under our terms.'
      : 'Its hours are back on your balance.';
  return `Hi ${getFirstName(learner.studentName)}, your lesson on ${describeWhen(lesson.startsAt)} is cancelled (${lesson.reason}). ${hours} ${instructorTextSignature(instructor.fullName, school.schoolName)}, ${formatUkPhone(school.phone)}`;
}

/** The SMS or WhatsApp form of the move notice. */
export function lessonMovedByInstructorText(
  learner: { studentName: string },
  lesson: { from: Date; to: Date },
  school: { schoolName: string; phone: string },
  instructor: { fullName: string | null },
): string {
  return `Hi ${getFirstName(learner.studentName)}, your lesson on ${describeWhen(lesson.from)} has moved to ${describeWhen(lesson.to)}. Questions? ${instructorTextSignature(instructor.fullName, school.schoolName)}, ${formatUkPhone(school.phone)}`;
}
