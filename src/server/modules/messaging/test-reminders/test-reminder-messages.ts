import { formatUkPhone, getFirstName } from '../../../../core/format/display-format';
import { describeLessonDay, describeLessonTime } from '../../../../core/messaging/reminders/reminder-wording';
import type { TestCentre } from '../../../../core/school/content/areas-covered';
import { SCHOOL_TIME_ZONE } from '../../../../core/time/london-time';
import type { SchoolContact } from '../../../lib/school-details';
import type { EmailMessage } from '../outbox/outbox-service';
import type { InstructorPush } from '../push/instructor-push-messages';
import type { LearnerPushMessage } from '../push/learner-push-notices';

/*
 * The reminder before a learner's practical driving test (issue 25), to the learner (by their
 * reminder channel, with a push) and to their instructor: the day, time and test centre, what to
 * bring, and the school's phone. The spec gives no words; they follow design.md.
 */

export const DRIVING_TEST_REMINDER_KIND = 'driving_test_reminder';
export const INSTRUCTOR_DRIVING_TEST_REMINDER_KIND = 'driving_test_reminder_instructor';

export interface RemindedDrivingTest {
  id: number;
  startsAt: Date;
  /** The centre from TEST_CENTRES; null when the stored id is no longer in the list. */
  centre: TestCentre | null;
  /** The id as stored, named when the centre is not in the list. */
  centreId: string;
  theoryCertificateNumber: string | null;
}

type School = Pick<SchoolContact, 'schoolName' | 'phone'>;

function centreName(test: RemindedDrivingTest): string {
  return test.centre ? `${test.centre.name} test centre` : `the ${test.centreId} test centre`;
}

/** 'Clay Lane, South Yardley, Birmingham B26 1EA', or null when the centre is not in the list. */
export function describeCentreAddress(centre: TestCentre | null): string | null {
  if (!centre) return null;
  return `${centre.addressLines.join(', ')} ${centre.postcode}`;
}

function whatToBring(test: RemindedDrivingTest): string {
  const licence = 'your photocard provisional driving licence';
  return test.theoryCertificateNumber
    ? `${licence} and your theory test certificate number (${test.theoryCertificateNumber})`
    : licence;
}

/** The SMS or WhatsApp text: the essentials in about two segments. */
export function drivingTestReminderText(
  student: { fullName: string },
  test: RemindedDrivingTest,
  now: Date,
  school: School,
): string {
  const day = describeLessonDay(test.startsAt, now, SCHOOL_TIME_ZONE);
  const time = describeLessonTime(test.startsAt, SCHOOL_TIME_ZONE);
  const address = describeCentreAddress(test.centre);
  return (
    `Hi ${getFirstName(student.fullName)}, your driving test is ${day} at ${time} at ${centreName(test)}` +
    `${address ? `, ${address}` : ''}. Bring ${whatToBring(test)}. ` +
    `Good luck! ${school.schoolName} ${formatUkPhone(school.phone)}`
  );
}

export function drivingTestReminderEmail(
  student: { fullName: string; email: string },
  test: RemindedDrivingTest,
  now: Date,
  school: School,
): EmailMessage {
  const day = describeLessonDay(test.startsAt, now, SCHOOL_TIME_ZONE);
  const time = describeLessonTime(test.startsAt, SCHOOL_TIME_ZONE);
  const address = describeCentreAddress(test.centre);
  return {
    to: student.email,
    kind: DRIVING_TEST_REMINDER_KIND,
    subject: `Reminder: your driving test ${day.startsWith('tomorrow') ? 'tomorrow' : day} at ${time}`,
    text: [
      `Hi ${getFirstName(student.fullName)},`,
      '',
      `Your practical driving test is ${day} at ${time}.`,
      '',
      `Where: ${test.centre ? test.centre.name : test.centreId}${address ? `, ${address}` : ''}`,
      `Bring: ${whatToBring(test)}. Without the licence the examiner cannot take you out, and the test fee is lost.`,
      '',
      'Please arrive about 10 minutes early.',
      `Any question, or something has come up? Call us on ${formatUkPhone(school.phone)}.`,
      '',
      'Good luck!',
      school.schoolName,
    ].join('\n'),
  };
}

/** The push beside the text or e-mail: short, for a lock screen. */
export function drivingTestReminderPush(test: RemindedDrivingTest, now: Date): LearnerPushMessage {
  const day = describeLessonDay(test.startsAt, now, SCHOOL_TIME_ZONE);
  const time = describeLessonTime(test.startsAt, SCHOOL_TIME_ZONE);
  return {
    topic: 'lesson_reminder',
    title: 'Driving test reminder',
    body: `Your driving test is ${day} at ${time} at ${test.centre ? test.centre.name : test.centreId}. Bring your photocard provisional licence.`,
    tag: `driving-test-${test.id}`,
  };
}

/** The instructor's e-mail: whose test, when and where, and whether the learner was reminded. */
export function instructorDrivingTestReminderEmail(
  student: { fullName: string },
  test: RemindedDrivingTest,
  learnerReminded: boolean,
  now: Date,
  instructorEmail: string,
): EmailMessage {
  const day = describeLessonDay(test.startsAt, now, SCHOOL_TIME_ZONE);
  const time = describeLessonTime(test.startsAt, SCHOOL_TIME_ZONE);
  const address = describeCentreAddress(test.centre);
  return {
    to: instructorEmail,
    kind: INSTRUCTOR_DRIVING_TEST_REMINDER_KIND,
    subject: `${student.fullName}'s driving test ${day.startsWith('tomorrow') ? 'tomorrow' : day} at ${time}`,
    text: [
      `${student.fullName}'s practical driving test is ${day} at ${time}.`,
      '',
      `Where: ${test.centre ? test.centre.name : test.centreId}${address ? `, ${address}` : ''}`,
      test.theoryCertificateNumber
        ? `Theory certificate number on record: ${test.theoryCertificateNumber}`
        : 'No theory certificate number is on record.',
      '',
      learnerReminded
        ? `${getFirstName(student.fullName)} has been reminded to bring their photocard provisional driving licence.`
        : `${getFirstName(student.fullName)} has reminders turned off, so was not reminded: you may want to remind them to bring their photocard provisional driving licence.`,
    ].join('\n'),
  };
}

/** The instructor's push beside their e-mail, for devices that hear learners' driving tests. */
export function instructorDrivingTestReminderPush(
  student: { fullName: string },
  test: RemindedDrivingTest,
  now: Date,
): InstructorPush {
  const day = describeLessonDay(test.startsAt, now, SCHOOL_TIME_ZONE);
  const time = describeLessonTime(test.startsAt, SCHOOL_TIME_ZONE);
  return {
    topic: 'driving_test',
    title: `${student.fullName}'s driving test`.slice(0, 120),
    body: `${day.charAt(0).toUpperCase()}${day.slice(1)} at ${time} at ${test.centre ? test.centre.name : test.centreId}.`,
    url: '/instructor-dashboard?tab=students',
    tag: `driving-test-${test.id}`,
  };
}
