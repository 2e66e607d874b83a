import type { RunningLateResponse, TodayLesson } from '../../../../core/diary/today/today-schemas';
import { toTelHref, toWhatsAppUrl } from '../../../../core/format/contact-links';
import { formatTime12h, formatUkPhone } from '../../../../core/format/display-format';
import { buildMapSearchUrl } from '../../../../core/format/map-search-url';
import { toE164PhoneNumber } from '../../../../core/messaging/reminders/phone-number';
import { deliveryMethodLabels } from '../../../../core/messaging/reminders/reminder-schemas';

/*
 * How the Today screen reads: a lesson's moment in the day, the one-tap links to the learner and
 * the pickup, and what became of a running-late notice, in the instructor's words.
 */

/** Where a lesson stands: still to come, under way, ended without an outcome, or its outcome. */
export type TodayLessonState =
  | 'upcoming'
  | 'under_way'
  | 'needs_outcome'
  | 'completed'
  | 'no_show'
  | 'cancelled';

export function getTodayLessonState(lesson: Pick<TodayLesson, 'status' | 'startsAt' | 'endsAt'>, now: Date) {
  if (lesson.status !== 'scheduled') return lesson.status;
  if (Date.parse(lesson.endsAt) <= now.getTime()) return 'needs_outcome';
  return Date.parse(lesson.startsAt) <= now.getTime() ? 'under_way' : 'upcoming';
}

/** '9:00 AM – 10:30 AM' */
export function formatLessonTimeRange(lesson: Pick<TodayLesson, 'startTime' | 'endTime'>): string {
  return `${formatTime12h(lesson.startTime)} – ${formatTime12h(lesson.endTime)}`;
}

export interface LearnerContactLinks {
  /** tel: link, or null without a number. */
  call: string | null;
  /** A WhatsApp chat, or null when the number cannot be read as an international one. */
  whatsapp: string | null;
}

export function getLearnerContactLinks(phone: string | null): LearnerContactLinks {
  if (phone === null || phone.trim() === '') return { call: null, whatsapp: null };
  const international = toE164PhoneNumber(phone);
  return {
    call: toTelHref(phone),
    whatsapp: international === null ? null : toWhatsAppUrl(international),
  };
}

/** A Google Maps search for the pickup notes (the address as the instructor typed it). */
export function toMapSearchUrl(pickupNotes: string): string {
  return buildMapSearchUrl(pickupNotes);
}

export type NoticeTone = 'success' | 'warning' | 'danger';

export interface RunningLateSummary {
  tone: NoticeTone;
  title: string;
  /** Where it went, and why not as asked (the server's words), when it matters. */
  detail: string;
}

/** A phone number in the UK format; an e-mail address as it is. */
function describeRecipient(recipient: string): string {
  return recipient.includes('@') ? recipient : formatUkPhone(recipient);
}

/**
 * What the screen says after "Running late": only 'sent' says the learner was told, and by which
 * channel; otherwise the server's reason (not configured, failed) in full.
 */
export function describeRunningLateOutcome(
  answer: RunningLateResponse,
  learnerFirstName: string,
): RunningLateSummary {
  const channel = answer.deliveryMethod === 'email' ? 'e-mail' : deliveryMethodLabels[answer.deliveryMethod];
  const to = describeRecipient(answer.recipient);
  if (answer.status === 'sent') {
    return answer.problem === null
      ? {
          tone: 'success',
          title: `${learnerFirstName} was told`,
          detail: `Sent by ${channel} to ${to}: running about ${answer.minutes} minutes late.`,
        }
      : {
          tone: 'warning',
          title: `${learnerFirstName} was told by e-mail`,
          detail: `Sent by ${channel} to ${to}. ${answer.problem}`,
        };
  }
  return {
    tone: 'danger',
    title: `${learnerFirstName} was NOT told`,
    detail: `${answer.problem ?? `${channel} to ${to} failed.`} Call or message them yourself.`,
  };
}
