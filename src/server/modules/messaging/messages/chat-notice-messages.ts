import { formatUkPhone, getFirstName } from '../../../../core/format/display-format';
import type { SchoolContact } from '../../../lib/school-details';
import type { EmailMessage } from '../outbox/outbox-service';

/*
 * The learner's notice of a new message from their instructor, for learners without a device that
 * hears chat replies (issue 24): by their reminder channel, at most once every 15 minutes.
 */

export const CHAT_NOTICE_KIND = 'chat_reply_notice';

/** How long a chat notice covers: later messages within it wait on the learner's page. */
export const CHAT_NOTICE_QUIET_MINUTES = 15;

/** The e-mail quotes the message; a long one is cut (the page has it whole). */
const QUOTED_LENGTH = 600;

interface ChatNotice {
  student: { fullName: string; email: string };
  instructorName: string | null;
  content: string;
  /** The learner's home behind their link, where the chat is. */
  pageUrl: string;
}

/** The instructor's name, or 'your instructor' (capitalised to start a sentence) when none is on record. */
function senderOf(instructorName: string | null, startsSentence = false): string {
  if (instructorName) return instructorName;
  return startsSentence ? 'Your instructor' : 'your instructor';
}

export function chatReplyNoticeEmail(notice: ChatNotice, school: SchoolContact): EmailMessage {
  const content = notice.content.trim();
  const quoted =
    content.length <= QUOTED_LENGTH ? content : `${content.slice(0, QUOTED_LENGTH - 1).trimEnd()}…`;
  return {
    to: notice.student.email,
    kind: CHAT_NOTICE_KIND,
    subject: `New message from ${senderOf(notice.instructorName)}`,
    text: [
      `Hi ${getFirstName(notice.student.fullName)},`,
      '',
      `${senderOf(notice.instructorName, true)} sent you a message:`,
      '',
      ...quoted.split('\n').map((line) => `> ${line}`),
      '',
      'Read it and reply on your My Progress page:',
      notice.pageUrl,
      '',
      `We tell you of new messages at most once every ${CHAT_NOTICE_QUIET_MINUTES} minutes; any others are waiting on your My Progress page.`,
      '',
      school.schoolName,
      formatUkPhone(school.phone),
    ].join('\n'),
  };
}

/** The SMS or WhatsApp form: no message text, only who wrote and where to read it. */
export function chatReplyNoticeText(notice: ChatNotice, school: SchoolContact): string {
  return `Hi ${getFirstName(notice.student.fullName)}, ${senderOf(notice.instructorName)} sent you a message. Read and reply: ${notice.pageUrl} ${school.schoolName}`;
}

export const INSTRUCTOR_CHAT_NOTICE_KIND = 'learner_chat_notice';

/**
 * The instructor's e-mail about a learner's chat message, for an instructor with no device that hears
 * chat messages (the e-mail equivalent of that push), at most once every 15 minutes per learner.
 */
export function learnerChatNoticeEmail(
  notice: { studentName: string; content: string; dashboardUrl: string },
  instructorEmail: string,
): EmailMessage {
  const content = notice.content.trim();
  const quoted =
    content.length <= QUOTED_LENGTH ? content : `${content.slice(0, QUOTED_LENGTH - 1).trimEnd()}…`;
  return {
    to: instructorEmail,
    kind: INSTRUCTOR_CHAT_NOTICE_KIND,
    subject: `New message from ${notice.studentName}`,
    text: [
      `${notice.studentName} wrote:`,
      '',
      ...quoted.split('\n').map((line) => `> ${line}`),
      '',
      `Reply in the dashboard: ${notice.dashboardUrl}`,
      `Further messages from ${getFirstName(notice.studentName)} in the next ${CHAT_NOTICE_QUIET_MINUTES} minutes wait there, without another e-mail.`,
    ].join('\n'),
  };
}
