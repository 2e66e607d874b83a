import type { WaitingListWishes } from '../../../../core/bookings/waiting-list/waiting-list-schemas';
import { describeWaitingListWindows } from '../../../../core/bookings/waiting-list/waiting-list-wishes-text';
import {
  getFirstName as firstName,
  formatDurationLabel,
  formatLongDate,
  formatUkPhone,
} from '../../../../core/format/display-format';
import type { SchoolDetails } from '../../../lib/school-details';
import type { EmailMessage } from '../../messaging/outbox/outbox-service';

/** "You are on the waiting list", with what they asked for and their page (where they can leave). */
export function waitingListJoinedEmail(
  student: { fullName: string; email: string },
  wishes: WaitingListWishes,
  learnerPageUrl: string,
  school: SchoolDetails,
): EmailMessage {
  return {
    to: student.email,
    kind: 'waiting_list_joined',
    subject: `You are on the waiting list at ${school.schoolName}`,
    text: [
      `Hi ${firstName(student.fullName)},`,
      '',
      'You are on our waiting list. When an earlier time frees up that suits you, we will tell you straight away.',
      '',
      `Times that suit you: ${describeWaitingListWindows(wishes.windows)}`,
      `From: ${formatLongDate(wishes.fromDate)}`,
      `Lesson length: ${formatDurationLabel(wishes.lessonMinutes)}`,
      ...(wishes.testDate ? [`Before your test on ${formatLongDate(wishes.testDate)}`] : []),
      '',
      'To change what suits you, or to leave the waiting list, open your My Progress page:',
      learnerPageUrl,
      '',
      'Keep this link to yourself: anyone with it can see your lessons and progress.',
      '',
      school.schoolName,
      formatUkPhone(school.phone),
    ].join('\n'),
  };
}

/**
 * Someone typed this address with a different name: nothing was added to the learner's record.
 * The owner of the address is told, with their own page to join from if it was them.
 */
export function waitingListNameMismatchEmail(
  student: { fullName: string; email: string },
  learnerPageUrl: string,
  school: SchoolDetails,
): EmailMessage {
  return {
    to: student.email,
    kind: 'waiting_list_name_mismatch',
    subject: `Did you ask to join the waiting list at ${school.schoolName}?`,
    text: [
      `Hi ${firstName(student.fullName)},`,
      '',
      'Someone asked to join our waiting list with your e-mail address but a different name, so we did not add anything to your record.',
      '',
      'If it was you, join the waiting list from your My Progress page:',
      learnerPageUrl,
      '',
      'If it was not you, you need not do anything.',
      '',
      school.schoolName,
      formatUkPhone(school.phone),
    ].join('\n'),
  };
}
