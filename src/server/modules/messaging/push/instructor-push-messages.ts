import {
  formatDurationLabel,
  formatPounds,
  formatShortDate,
  formatTime12h,
} from '../../../../core/format/display-format';
import type { InstructorPushTopic, PushPayload } from '../../../../core/messaging/push/push-schemas';

/*
 * What the instructor's phone shows for each event (issue 24). Each has an e-mail beside it (the
 * chat message excepted: chat has no e-mail per message); these are the short versions, opening
 * the dashboard's tab where the instructor acts.
 */

export type InstructorPush = PushPayload & { topic: InstructorPushTopic };

const TITLE_CHARS = 120;
const BODY_CHARS = 400;
/** A chat message on a lock screen: the start of it, the rest in the dashboard. */
const CHAT_PREVIEW_CHARS = 160;

const DASHBOARD = '/instructor-dashboard';

function clip(text: string, max: number): string {
  const single = text.replace(/\s+/g, ' ').trim();
  return single.length <= max ? single : `${single.slice(0, max - 1).trimEnd()}…`;
}

function push(payload: InstructorPush): InstructorPush {
  return { ...payload, title: clip(payload.title, TITLE_CHARS), body: clip(payload.body, BODY_CHARS) };
}

interface LessonTime {
  date: string;
  time: string;
  duration: number;
}

/** A lesson's time as the lesson-change e-mails hold it. */
interface LessonWallTime {
  date: string;
  startTime: string;
  duration: number;
}

function toLessonTime(time: LessonWallTime): LessonTime {
  return { date: time.date, time: time.startTime, duration: time.duration };
}

function describeTime(time: LessonTime): string {
  return `${formatShortDate(time.date)}, ${formatTime12h(time.time)} (${formatDurationLabel(time.duration)})`;
}

export function bookingRequestPush(booking: {
  bookingId: number;
  studentName: string;
  packageName: string;
  slots: readonly LessonTime[];
}): InstructorPush {
  const [first] = [...booking.slots].sort((a, b) =>
    `${a.date}T${a.time}`.localeCompare(`${b.date}T${b.time}`),
  );
  const more = booking.slots.length - 1;
  const when = first
    ? `first lesson ${describeTime(first)}${more > 0 ? ` and ${more} more` : ''}`
    : 'times to be arranged';
  return push({
    topic: 'booking_request',
    title: `New booking request: ${booking.studentName}`,
    body: `${booking.packageName}, ${when}. Approve or reject it in the dashboard.`,
    url: `${DASHBOARD}?tab=bookings`,
    tag: `booking-${booking.bookingId}`,
  });
}

export function chatMessagePush(message: {
  studentId: number;
  studentName: string;
  content: string;
}): InstructorPush {
  return push({
    topic: 'chat_message',
    title: `Message from ${message.studentName}`,
    body: clip(message.content, CHAT_PREVIEW_CHARS),
    url: `${DASHBOARD}?tab=students`,
    // One notification per conversation: a newer message replaces the one before.
    tag: `chat-${message.studentId}`,
  });
}

export function lessonChangePush(change: {
  changeId: number;
  studentName: string;
  kind: 'reschedule' | 'cancel';
  /** pending: the instructor decides; applied: done under the terms, for the instructor's information. */
  status: 'pending' | 'applied';
  from: LessonWallTime;
  to: LessonWallTime | null;
}): InstructorPush {
  const moved = change.kind === 'reschedule';
  const title =
    change.status === 'pending'
      ? `${change.studentName} asks to ${moved ? 'move' : 'cancel'} a lesson`
      : `${change.studentName} ${moved ? 'moved' : 'cancelled'} a lesson`;
  const what =
    moved && change.to
      ? `${describeTime(toLessonTime(change.from))} → ${describeTime(toLessonTime(change.to))}.`
      : `${describeTime(toLessonTime(change.from))}.`;
  return push({
    topic: 'lesson_change_request',
    title,
    body: change.status === 'pending' ? `${what} Approve or decline it in the dashboard.` : what,
    url: `${DASHBOARD}?tab=bookings`,
    tag: `lesson-change-${change.changeId}`,
  });
}

export function paymentReceivedPush(payment: {
  bookingId: number;
  reference: string;
  studentName: string;
  packageName: string;
  amountPence: number;
  /** The booking was approved already: this payment confirms it. */
  confirmed: boolean;
}): InstructorPush {
  return push({
    topic: 'payment_received',
    title: `Paid: ${payment.reference}, ${payment.studentName}`,
    body: `${formatPounds(payment.amountPence)} for ${payment.packageName}. ${
      payment.confirmed ? 'You had approved it: it is confirmed.' : 'It is waiting for your answer.'
    }`,
    url: `${DASHBOARD}?tab=${payment.confirmed ? 'money' : 'bookings'}`,
    tag: `payment-${payment.bookingId}`,
  });
}

export function calendarSyncFailurePush(problem: string): InstructorPush {
  return push({
    topic: 'calendar_sync_failure',
    title: 'Your Google Calendar needs reconnecting',
    body: `${problem} Until you reconnect, learners can book times your calendar has busy.`,
    url: `${DASHBOARD}?tab=availability`,
    tag: 'calendar-sync',
  });
}
