import {
  formatLongDate,
  formatTime12h,
  formatUkPhone,
  getFirstName,
} from '../../../../core/format/display-format';
import { SCHOOL_TIME_ZONE, toZonedParts } from '../../../../core/time/london-time';
import type { EmailMessage } from '../../messaging/outbox/outbox-service';

/*
 * The learner told that the instructor is running late for their lesson (the Today screen's
 * "Running late"), in the style of the other lesson notices (lesson-emails.ts).
 */

export const RUNNING_LATE_KIND = 'lesson_running_late';

interface RunningLateLesson {
  startsAt: Date;
  minutes: number;
}

/** 'today at 6:00 PM', or 'on Tuesday 1 December 2026 at 6:00 PM' for another day (London time). */
function describeLessonTime(startsAt: Date, now: Date): string {
  const start = toZonedParts(startsAt, SCHOOL_TIME_ZONE);
  const today = toZonedParts(now, SCHOOL_TIME_ZONE).date;
  const time = formatTime12h(start.time);
  return start.date === today ? `today at ${time}` : `on ${formatLongDate(start.date)} at ${time}`;
}

export function runningLateEmail(
  learner: { studentName: string; studentEmail: string },
  lesson: RunningLateLesson,
  school: { schoolName: string; phone: string },
  now: Date,
): EmailMessage {
  const when = describeLessonTime(lesson.startsAt, now);
  return {
    to: learner.studentEmail,
    kind: RUNNING_LATE_KIND,
    subject: `Running about ${lesson.minutes} minutes late for your lesson ${when}`,
    text: [
      `Hi ${getFirstName(learner.studentName)},`,
      '',
      `Your instructor is running about ${lesson.minutes} minutes late for your lesson ${when}. Sorry for the wait: the lesson still goes ahead.`,
      `Questions? Call us on ${formatUkPhone(school.phone)}.`,
      '',
      school.schoolName,
    ].join('\n'),
  };
}

/** The SMS or WhatsApp form of the running-late notice. */
export function runningLateText(
  learner: { studentName: string },
  lesson: RunningLateLesson,
  school: { schoolName: string; phone: string },
  now: Date,
): string {
  return `Hi ${getFirstName(learner.studentName)}, your instructor is running about ${lesson.minutes} minutes late for your lesson ${describeLessonTime(lesson.startsAt, now)}. Sorry for the wait! ${school.schoolName}, ${formatUkPhone(school.phone)}`;
}
