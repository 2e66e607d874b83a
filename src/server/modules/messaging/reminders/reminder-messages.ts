import { formatDurationLabel, formatUkPhone, getFirstName } from '../../../../core/format/display-format';
import type { LessonReminderKind } from '../../../../core/messaging/reminders/reminder-schedule';
import { describeLessonDay, describeLessonTime } from '../../../../core/messaging/reminders/reminder-wording';
import {
  instructorSignOff,
  instructorTextSignature,
} from '../../../../core/messaging/voice/instructor-voice';
import { SCHOOL_TIME_ZONE } from '../../../../core/time/london-time';
import type { SchoolContact } from '../../../lib/school-details';
import type { EmailMessage } from '../outbox/outbox-service';

/*
 * The words of lesson and test reminders. The spec gives none, so they follow design.md: short,
 * friendly, UK English, the lesson's day and time on London's clock, and what to do next.
 */

/** The school as reminders name it, with its terms' free-change hours (the reminder quotes them). */
export type ReminderSchool = Pick<SchoolContact, 'schoolName' | 'phone' | 'terms'>;

export interface RemindedLesson {
  startsAt: Date;
  durationMinutes: number;
  /** The lesson's own instructor, in whose name the reminder goes (null: "your instructor"). */
  instructorName: string | null;
}

/** The text of an SMS or WhatsApp lesson reminder (kept short: about one or two SMS segments). */
export function lessonReminderText(
  student: { fullName: string },
  lesson: RemindedLesson,
  now: Date,
  school: ReminderSchool,
): string {
  const day = describeLessonDay(lesson.startsAt, now, SCHOOL_TIME_ZONE);
  const time = describeLessonTime(lesson.startsAt, SCHOOL_TIME_ZONE);
  return (
    `Hi ${getFirstName(student.fullName)}, a reminder of your driving lesson ${day} at ${time} ` +
    `(${formatDurationLabel(lesson.durationMinutes)}) with ${instructorTextSignature(lesson.instructorName, school.schoolName)}. ` +
    `Need to change it? Call ${formatUkPhone(school.phone)}.`
  );
}

export function lessonReminderEmail(
  student: { fullName: string; email: string },
  lesson: RemindedLesson,
  kind: LessonReminderKind,
  now: Date,
  school: ReminderSchool,
): EmailMessage {
  const day = describeLessonDay(lesson.startsAt, now, SCHOOL_TIME_ZONE);
  const time = describeLessonTime(lesson.startsAt, SCHOOL_TIME_ZONE);
  return {
    to: student.email,
    kind: `lesson_reminder_${kind}`,
    subject: `Reminder: your driving lesson ${day.startsWith('tomorrow') ? 'tomorrow' : day} at ${time}`,
    text: [
      `Hi ${getFirstName(student.fullName)},`,
      '',
      `A reminder of your driving lesson ${day} at ${time} (${formatDurationLabel(lesson.durationMinutes)}).`,
      '',
      'Please bring your provisional driving licence, and wear comfortable shoes you can drive in.',
      `If you need to change or cancel it, call us on ${formatUkPhone(school.phone)} as soon as you can (lessons moved or`,
      `cancelled with less than ${school.terms.freeChangeHours} hours notice may cost part or all of the fee; see our terms).`,
      '',
      'See you soon,',
      ...instructorSignOff(lesson.instructorName, school.schoolName),
    ].join('\n'),
  };
}

const channelWords = { sms: 'text message', whatsapp: 'WhatsApp', email: 'e-mail' } as const;

/** What a test reminder says, whichever channel it goes by. */
export function testReminderText(
  student: { fullName: string },
  channel: 'sms' | 'whatsapp' | 'email',
  school: ReminderSchool,
): string {
  return (
    `Hi ${getFirstName(student.fullName)}, this is a test reminder from ${school.schoolName}. ` +
    `Your lesson reminders can reach you by ${channelWords[channel]}. No need to reply.`
  );
}

export function testReminderEmail(
  student: { fullName: string; email: string },
  requested: 'sms' | 'whatsapp' | 'email',
  school: ReminderSchool,
): EmailMessage {
  return {
    to: student.email,
    kind: 'test_reminder',
    subject: `Test reminder from ${school.schoolName}`,
    text: [
      testReminderText(student, 'email', school),
      ...(requested === 'email'
        ? []
        : [
            '',
            `(It was meant to go by ${channelWords[requested]}, which could not send it, so it came by e-mail.)`,
          ]),
      '',
      school.schoolName,
      formatUkPhone(school.phone),
    ].join('\n'),
  };
}
