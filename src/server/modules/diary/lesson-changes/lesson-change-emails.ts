import { getIcalSequence } from '../../../../core/diary/calendar/ical';
import { buildLearnerLessonIcs } from '../../../../core/diary/calendar/lesson-ics';
import type { LessonChangeWindow } from '../../../../core/diary/lesson-changes/lesson-change-rules';
import { formatHourCount } from '../../../../core/format/count-format';
import {
  formatDurationLabel,
  formatLongDate,
  formatPounds,
  formatTime12h,
  formatUkPhone,
  getFirstName,
} from '../../../../core/format/display-format';
import type { CancellationTerms } from '../../../../core/school/settings/school-figures';
import type { SchoolContact } from '../../../lib/school-details';
import type { EmailMessage } from '../../messaging/outbox/outbox-service';

export interface LessonTimeText {
  date: string;
  startTime: string;
  duration: number;
}

export interface LessonChangeEmailDetails {
  kind: 'reschedule' | 'cancel';
  window: LessonChangeWindow;
  forfeitPence: number;
  reason: string;
  studentName: string;
  studentEmail: string;
  instructorEmail: string;
  packageName: string;
  from: LessonTimeText;
  /** The new time of a move. */
  to: LessonTimeText | null;
  /** A move that was made: the lesson and its new instants, for the .ics file that updates it. */
  moved?: { lessonId: number; startsAt: Date; endsAt: Date } | null;
  /** The learner took an earlier time the waiting list offered them (free, not counted as a move). */
  fromWaitingList?: boolean;
}

function describeTime(time: LessonTimeText): string {
  return `${formatLongDate(time.date)}, ${formatTime12h(time.startTime)} (${formatDurationLabel(time.duration)})`;
}

function hoursText(hours: number): string {
  return formatHourCount(hours);
}

/** What the school's terms forfeited, with its figures. */
function describeForfeit(details: LessonChangeEmailDetails, terms: CancellationTerms): string {
  if (details.fromWaitingList) {
    return 'It moved to an earlier time the waiting list offered, so nothing is forfeited and it does not count towards the moves the terms allow.';
  }
  if (details.window === 'free')
    return `It was changed ${hoursText(terms.freeChangeHours)} or more before the lesson, so nothing is forfeited.`;
  if (details.window === 'half_fee') {
    if (details.forfeitPence === 0) {
      return `It was changed between ${terms.lateChangeHours} and ${hoursText(terms.freeChangeHours)} before the lesson: under our terms nothing is forfeited.`;
    }
    return `It was changed between ${terms.lateChangeHours} and ${hoursText(terms.freeChangeHours)} before the lesson: under our terms ${terms.lateChangeForfeitPercent}% of the lesson fee (${formatPounds(details.forfeitPence)}) is forfeited.`;
  }
  return `It was less than ${hoursText(terms.lateChangeHours)} before the lesson: under our terms the full lesson fee (${formatPounds(details.forfeitPence)}) is forfeited.`;
}

function whatChanged(details: LessonChangeEmailDetails): string[] {
  return details.kind === 'reschedule' && details.to
    ? [`Was: ${describeTime(details.from)}`, `Now: ${describeTime(details.to)}`]
    : [`Cancelled: ${describeTime(details.from)}`];
}

/** To the learner, when a move or cancellation has been made (at once, or approved by the instructor). */
export function lessonChangedEmail(
  details: LessonChangeEmailDetails,
  school: SchoolContact,
  instructorNote: string | null,
): EmailMessage {
  const moved = details.kind === 'reschedule';
  return {
    to: details.studentEmail,
    kind: moved ? 'lesson_moved' : 'lesson_cancelled',
    subject: moved ? 'Your lesson has been moved' : 'Your lesson has been cancelled',
    text: [
      `Hi ${getFirstName(details.studentName)},`,
      '',
      moved
        ? `Your driving lesson (${details.packageName}) has been moved.`
        : `Your driving lesson (${details.packageName}) has been cancelled.`,
      ...whatChanged(details),
      '',
      describeForfeit(details, school.terms),
      ...(instructorNote ? ['', `A note from your instructor: ${instructorNote}`] : []),
      '',
      `Questions? Call us on ${formatUkPhone(school.phone)}.`,
      '',
      school.schoolName,
    ].join('\n'),
    // The same UID as the confirmation's file and a higher SEQUENCE: opening it moves the event.
    ...(moved && details.moved
      ? {
          attachments: [
            buildLearnerLessonIcs({
              ...details.moved,
              date: details.to?.date ?? details.from.date,
              packageName: details.packageName,
              schoolName: school.schoolName,
              schoolPhone: school.phone,
              publicUrl: school.publicUrl,
              learnerPageUrl: null,
              sequence: getIcalSequence(new Date()),
              stamp: new Date(),
            }),
          ],
        }
      : {}),
  };
}

/** To the instructor, when a learner has moved or cancelled a lesson themselves. */
export function lessonChangedByLearnerEmail(
  details: LessonChangeEmailDetails,
  school: SchoolContact,
): EmailMessage {
  const moved = details.kind === 'reschedule';
  return {
    to: details.instructorEmail,
    kind: moved ? 'lesson_moved_by_learner' : 'lesson_cancelled_by_learner',
    subject: `${details.studentName} ${moved ? 'moved' : 'cancelled'} a lesson`,
    text: [
      details.fromWaitingList
        ? `${details.studentName} (${details.studentEmail}) moved a lesson (${details.packageName}) to an earlier time the waiting list offered them. Their old time is free again: it is back on sale and offered to the waiting learners it suits.`
        : `${details.studentName} (${details.studentEmail}) ${moved ? 'moved' : 'cancelled'} a lesson (${details.packageName}) from their progress page.`,
      ...whatChanged(details),
      `Reason: ${details.reason}`,
      '',
      describeForfeit(details, school.terms),
      '',
      `The dashboard has the details: ${school.publicUrl}/instructor-dashboard`,
    ].join('\n'),
  };
}

/** To the learner: a request under the late-change hours has reached the instructor. */
export function lessonChangeRequestedEmail(
  details: LessonChangeEmailDetails,
  school: SchoolContact,
): EmailMessage {
  const moved = details.kind === 'reschedule';
  return {
    to: details.studentEmail,
    kind: 'lesson_change_requested',
    subject: moved ? 'We have your request to move a lesson' : 'We have your request to cancel a lesson',
    text: [
      `Hi ${getFirstName(details.studentName)},`,
      '',
      `Your lesson is less than ${hoursText(school.terms.lateChangeHours)} away, so your instructor decides whether it can be ${moved ? 'moved' : 'cancelled'}. We have sent them your request:`,
      ...whatChanged(details).map((line) => line.replace(/^Cancelled:/, 'Lesson:')),
      '',
      'Until they answer, your lesson stays as it is. You will get an e-mail with the answer.',
      `Under our terms the full lesson fee (${formatPounds(details.forfeitPence)}) is forfeited if the lesson is ${moved ? 'moved' : 'cancelled'}.`,
      '',
      `Questions? Call us on ${formatUkPhone(school.phone)}.`,
      '',
      school.schoolName,
    ].join('\n'),
  };
}

/** To the instructor: a learner asks, under the late-change hours, to move or cancel; they decide. */
export function lessonChangeDecisionNeededEmail(
  details: LessonChangeEmailDetails,
  school: SchoolContact,
): EmailMessage {
  const moved = details.kind === 'reschedule';
  return {
    to: details.instructorEmail,
    kind: 'lesson_change_decision_needed',
    subject: `${details.studentName} asks to ${moved ? 'move' : 'cancel'} a lesson (under ${hoursText(school.terms.lateChangeHours)})`,
    text: [
      `${details.studentName} (${details.studentEmail}) asks to ${moved ? 'move' : 'cancel'} a lesson (${details.packageName}) less than ${hoursText(school.terms.lateChangeHours)} before it starts.`,
      ...whatChanged(details).map((line) => line.replace(/^Cancelled:/, 'Lesson:')),
      `Reason: ${details.reason}`,
      '',
      `Approve or decline it in the dashboard's Bookings tab: ${school.publicUrl}/instructor-dashboard`,
    ].join('\n'),
  };
}

/** To the learner: the instructor declined a request; the lesson stays as it was. */
export function lessonChangeDeclinedEmail(
  details: LessonChangeEmailDetails,
  school: SchoolContact,
  instructorNote: string | null,
): EmailMessage {
  const moved = details.kind === 'reschedule';
  return {
    to: details.studentEmail,
    kind: 'lesson_change_declined',
    subject: moved ? 'Your lesson stays at its time' : 'Your lesson is still on',
    text: [
      `Hi ${getFirstName(details.studentName)},`,
      '',
      `Your instructor could not ${moved ? 'move' : 'cancel'} your lesson at such short notice, so it stays as it was:`,
      describeTime(details.from),
      ...(instructorNote ? ['', `A note from your instructor: ${instructorNote}`] : []),
      '',
      `Questions? Call us on ${formatUkPhone(school.phone)}.`,
      '',
      school.schoolName,
    ].join('\n'),
  };
}
