import { formatLongDate, formatTime12h, getFirstName } from '../../../../core/format/display-format';
import { SCHOOL_TIME_ZONE, toZonedParts } from '../../../../core/time/london-time';
import type { SchoolContact } from '../../../lib/school-details';
import type { EmailMessage } from '../../messaging/outbox/outbox-service';

/** 'Tuesday 1 December 2026 at 10:00 AM' (London). */
export function describeLessonTime(startsAt: Date): string {
  const { date, time } = toZonedParts(startsAt, SCHOOL_TIME_ZONE);
  return `${formatLongDate(date)} at ${formatTime12h(time)}`;
}

/** To the learner: their instructor is away; would they take the lesson with another instructor? */
export function coverOfferEmail(input: {
  to: string;
  studentName: string;
  instructorName: string;
  coverInstructorName: string;
  lessonStartsAt: Date;
  coverStartsAt: Date;
  expiresAt: Date;
  link: string;
  school: SchoolContact;
}): EmailMessage {
  const same = input.lessonStartsAt.getTime() === input.coverStartsAt.getTime();
  return {
    to: input.to,
    kind: 'lesson_cover_offer',
    subject: `${input.instructorName} is away: your lesson on ${describeLessonTime(input.lessonStartsAt)}`,
    text: [
      `Hi ${getFirstName(input.studentName)},`,
      '',
      `${input.instructorName} is away for your lesson on ${describeLessonTime(input.lessonStartsAt)}.`,
      same
        ? `${input.coverInstructorName} can take it at the same time instead.`
        : `${input.coverInstructorName} can take it on ${describeLessonTime(input.coverStartsAt)} instead.`,
      '',
      `Yes or no, one tap, no sign-in needed (answer by ${describeLessonTime(input.expiresAt)}):`,
      input.link,
      '',
      'It uses no extra hours and costs nothing. If you say no or do not answer, your lesson is not cancelled: ' +
        `${input.instructorName} will sort it out with you.`,
      '',
      `${input.school.schoolName} · ${input.school.phone}`,
    ].join('\n'),
  };
}

/** To the cover instructor: a lesson is now in their diary. */
export function coverAcceptedInstructorEmail(input: {
  to: string;
  coverInstructorName: string;
  studentName: string;
  instructorName: string;
  startsAt: Date;
  durationMinutes: number;
  school: SchoolContact;
}): EmailMessage {
  return {
    to: input.to,
    kind: 'lesson_cover_accepted',
    subject: `A cover lesson for you: ${input.studentName}, ${describeLessonTime(input.startsAt)}`,
    text: [
      `Hi ${getFirstName(input.coverInstructorName)},`,
      '',
      `${input.studentName} said yes: you are covering their ${input.durationMinutes}-minute lesson on ` +
        `${describeLessonTime(input.startsAt)} while ${input.instructorName} is away.`,
      'It is in your diary now, with their details on their card.',
      '',
      `${input.school.publicUrl}/instructor-dashboard`,
      '',
      input.school.schoolName,
    ].join('\n'),
  };
}

/** To the learner: the cover is booked. */
export function coverAcceptedLearnerEmail(input: {
  to: string;
  studentName: string;
  coverInstructorName: string;
  startsAt: Date;
  school: SchoolContact;
}): EmailMessage {
  return {
    to: input.to,
    kind: 'lesson_cover_confirmed',
    subject: `Your lesson on ${describeLessonTime(input.startsAt)} is with ${input.coverInstructorName}`,
    text: [
      `Hi ${getFirstName(input.studentName)},`,
      '',
      `Thanks: your lesson on ${describeLessonTime(input.startsAt)} is now with ${input.coverInstructorName}.`,
      'Your own instructor stays the same for your other lessons.',
      '',
      `${input.school.schoolName} · ${input.school.phone}`,
    ].join('\n'),
  };
}
