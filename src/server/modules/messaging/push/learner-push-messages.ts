import { formatDurationLabel, formatLongDate } from '../../../../core/format/display-format';
import { describeLessonDay, describeLessonTime } from '../../../../core/messaging/reminders/reminder-wording';
import { SCHOOL_TIME_ZONE, toZonedParts } from '../../../../core/time/london-time';
import type { LearnerPushMessage } from './learner-push-notices';

/*
 * What a learner's phone shows for each push (issue 24): short, one line of title and a sentence
 * or two; the e-mail or text they also get (or get instead) says the rest.
 */

/** The body of a notification is short on a lock screen: a long chat message is cut with an ellipsis. */
const CHAT_PREVIEW_LENGTH = 180;

/** 'Tuesday 1 December 2026 at 6:00 PM', London time. */
function describeWhen(instant: Date): string {
  return `${formatLongDate(toZonedParts(instant, SCHOOL_TIME_ZONE).date)} at ${describeLessonTime(instant, SCHOOL_TIME_ZONE)}`;
}

function previewOf(content: string): string {
  const flat = content.replace(/\s+/g, ' ').trim();
  return flat.length <= CHAT_PREVIEW_LENGTH ? flat : `${flat.slice(0, CHAT_PREVIEW_LENGTH - 1).trimEnd()}…`;
}

/** The instructor answered in chat; one notification per conversation, the newest replacing the last. */
export function chatReplyPush(instructorName: string | null, content: string): LearnerPushMessage {
  return {
    topic: 'chat_reply',
    // The payload's title holds 120 characters: a very long name is cut rather than the message refused.
    title: (instructorName ? `Message from ${instructorName}` : 'Message from your instructor').slice(0, 120),
    body: previewOf(content),
    tag: 'chat',
  };
}

/** The instructor approved a booking request: its lessons are booked. */
export function bookingApprovedPush(
  bookingId: number,
  lessons: readonly { startsAt: Date; duration: number }[],
): LearnerPushMessage {
  const [first] = lessons;
  let body: string;
  if (!first) body = 'Your booking is approved. Book your lesson times from your My Progress page.';
  else if (lessons.length === 1)
    body = `Your ${formatDurationLabel(first.duration)} lesson on ${describeWhen(first.startsAt)} is booked.`;
  else body = `Your ${lessons.length} lessons are booked, the first on ${describeWhen(first.startsAt)}.`;
  return { topic: 'booking_approved', title: 'Booking approved', body, tag: `booking-${bookingId}` };
}

/** The instructor moved a lesson (or approved the learner's own move). */
export function lessonMovedPush(lesson: { id: number; from: Date; to: Date }): LearnerPushMessage {
  return {
    topic: 'lesson_moved',
    title: 'Lesson moved',
    body: `Your lesson on ${describeWhen(lesson.from)} is now on ${describeWhen(lesson.to)}.`,
    tag: `lesson-${lesson.id}`,
  };
}

/** The instructor cancelled a lesson (or approved the learner's own cancellation). */
export function lessonCancelledPush(lesson: { id: number; startsAt: Date }): LearnerPushMessage {
  return {
    topic: 'lesson_moved',
    title: 'Lesson cancelled',
    body: `Your lesson on ${describeWhen(lesson.startsAt)} is cancelled.`,
    tag: `lesson-${lesson.id}`,
  };
}

/** The instructor declined the learner's request to move or cancel: the lesson stays. */
export function lessonChangeDeclinedPush(lesson: { id: number; startsAt: Date }): LearnerPushMessage {
  return {
    topic: 'lesson_moved',
    title: 'Lesson change declined',
    body: `Your request to change the lesson on ${describeWhen(lesson.startsAt)} was declined: it stays as booked.`,
    tag: `lesson-${lesson.id}`,
  };
}

/** A lesson reminder, beside the learner's text or e-mail. */
export function lessonReminderPush(
  lesson: { id: number; startsAt: Date; durationMinutes: number },
  now: Date,
): LearnerPushMessage {
  const day = describeLessonDay(lesson.startsAt, now, SCHOOL_TIME_ZONE);
  const time = describeLessonTime(lesson.startsAt, SCHOOL_TIME_ZONE);
  return {
    topic: 'lesson_reminder',
    title: 'Lesson reminder',
    body: `Your ${formatDurationLabel(lesson.durationMinutes)} driving lesson is ${day} at ${time}.`,
    tag: `lesson-${lesson.id}`,
  };
}

/** A freed time offered from the waiting list: a tap opens the offer, where the first to claim books it. */
export function waitingListOfferPush(offer: {
  startsAt: Date;
  durationMinutes: number;
  offerPath: string;
}): LearnerPushMessage {
  return {
    topic: 'waiting_list_offer',
    title: 'An earlier lesson is free',
    body: `${describeWhen(offer.startsAt)} (${formatDurationLabel(offer.durationMinutes)}). The first to claim it books it.`,
    url: offer.offerPath,
    tag: 'waiting-list-offer',
  };
}
