import { formatMinutesAsHours } from '../../../../core/bookings/booking/booking-rules';
import {
  formatDurationLabel,
  formatLongDate,
  formatShortDate,
  formatTime12h,
  formatUkPhone,
  getFirstName,
} from '../../../../core/format/display-format';
import { SCHOOL_TIME_ZONE, toZonedParts } from '../../../../core/time/london-time';
import type { SchoolDetails } from '../../../lib/school-details';
import type { LessonNotice } from '../../diary/lessons/lesson-notices';
import type { EmailMessage } from '../../messaging/outbox/outbox-service';

/** 'Tuesday 1 December 2026 at 6:00 PM', London time. */
function describeWhen(instant: Date): string {
  const { date, time } = toZonedParts(instant, SCHOOL_TIME_ZONE);
  return `${formatLongDate(date)} at ${formatTime12h(time)}`;
}

/** 'Tue 1 Dec, 6:00 PM', for a text message. */
function describeWhenShort(instant: Date): string {
  const { date, time } = toZonedParts(instant, SCHOOL_TIME_ZONE);
  return `${formatShortDate(date)}, ${formatTime12h(time)}`;
}

interface OfferDetails {
  startsAt: Date;
  durationMinutes: number;
  expiresAt: Date;
  offerUrl: string;
  /** The ledger holds the whole lesson: one tap books it. */
  canBookFromHours: boolean;
  /** Taking it moves their lesson that starts then to the freed time (issue 34); null: a new lesson. */
  movesFrom: Date | null;
}

/** A freed time offered to a waiting learner, by their reminder channel (e-mail as the fallback). */
export function waitingListOfferNotice(
  learner: { fullName: string; email: string },
  offer: OfferDetails,
  school: SchoolDetails,
): LessonNotice {
  if (offer.movesFrom)
    return waitingListMoveNotice(learner, { ...offer, movesFrom: offer.movesFrom }, school);
  const length = formatDurationLabel(offer.durationMinutes);
  const howToBook = offer.canBookFromHours
    ? 'You have hours left, so one tap books it.'
    : 'You can book and pay for it in a couple of minutes.';
  const email: EmailMessage = {
    to: learner.email,
    kind: 'waiting_list_offer',
    subject: `An earlier lesson is free: ${describeWhen(offer.startsAt)}`,
    text: [
      `Hi ${getFirstName(learner.fullName)},`,
      '',
      `An earlier ${length} lesson has freed up on ${describeWhen(offer.startsAt)}, in the times you said suit you.`,
      `The first learner to book it gets it. ${howToBook}`,
      '',
      'Book it here:',
      offer.offerUrl,
      '',
      `This offer ends ${describeWhen(offer.expiresAt)}, or sooner if someone else books the time.`,
      'Not looking any more? You can leave the waiting list from the same link.',
      '',
      school.schoolName,
      formatUkPhone(school.phone),
    ].join('\n'),
  };
  return {
    kind: 'waiting_list_offer',
    email,
    text: `${school.schoolName}: an earlier ${length} lesson is free on ${describeWhenShort(offer.startsAt)}. First to book gets it: ${offer.offerUrl}`,
  };
}

/** A freed time offered to a learner who has a lesson later on: one tap moves it there. */
function waitingListMoveNotice(
  learner: { fullName: string; email: string },
  offer: OfferDetails & { movesFrom: Date },
  school: SchoolDetails,
): LessonNotice {
  const length = formatDurationLabel(offer.durationMinutes);
  const email: EmailMessage = {
    to: learner.email,
    kind: 'waiting_list_offer',
    subject: `An earlier time is free: move your lesson to ${describeWhen(offer.startsAt)}?`,
    text: [
      `Hi ${getFirstName(learner.fullName)},`,
      '',
      `An earlier time has freed up on ${describeWhen(offer.startsAt)}, in the times you said suit you.`,
      `One tap moves your ${length} lesson on ${describeWhen(offer.movesFrom)} there. It uses no extra hours and costs nothing; your old time is then offered to another learner.`,
      'The first learner to take it gets it.',
      '',
      'Move it here:',
      offer.offerUrl,
      '',
      `This offer ends ${describeWhen(offer.expiresAt)}, or sooner if someone else takes the time. Until you move it, your lesson stays as it is.`,
      'Not looking any more? You can leave the waiting list from the same link.',
      '',
      school.schoolName,
      formatUkPhone(school.phone),
    ].join('\n'),
  };
  return {
    kind: 'waiting_list_offer',
    email,
    text: `${school.schoolName}: an earlier time is free on ${describeWhenShort(offer.startsAt)}. Move your ${describeWhenShort(offer.movesFrom)} lesson there in one tap: ${offer.offerUrl}`,
  };
}

/** The learner who took an offer: what they booked, and where to see it. */
export function waitingListOfferBookedEmail(
  learner: { fullName: string; email: string },
  lesson: { startsAt: Date; durationMinutes: number },
  learnerPageUrl: string,
  school: SchoolDetails,
): EmailMessage {
  return {
    to: learner.email,
    kind: 'waiting_list_offer_booked',
    subject: `Lesson booked: ${describeWhen(lesson.startsAt)}`,
    text: [
      `Hi ${getFirstName(learner.fullName)},`,
      '',
      `Your ${formatDurationLabel(lesson.durationMinutes)} lesson on ${describeWhen(lesson.startsAt)} is booked, from the hours you have left.`,
      'You have left the waiting list. To wait for an even earlier time, join it again from your My Progress page:',
      learnerPageUrl,
      '',
      school.schoolName,
      formatUkPhone(school.phone),
    ].join('\n'),
  };
}

/** The school told that a learner took a freed time from the waiting list. */
export function waitingListOfferTakenEmail(
  learner: { fullName: string },
  lesson: { startsAt: Date; durationMinutes: number },
  schoolEmail: string,
): EmailMessage {
  return {
    to: schoolEmail,
    kind: 'waiting_list_offer_taken',
    subject: `Waiting list: ${learner.fullName} booked ${describeWhen(lesson.startsAt)}`,
    text: [
      `${learner.fullName} took the freed time on ${describeWhen(lesson.startsAt)} (${formatDurationLabel(lesson.durationMinutes)}) from the waiting list, from the hours they have left.`,
      'It is in your diary; the Waiting List tab of the dashboard shows every freed time and who was offered it.',
    ].join('\n'),
  };
}

/** A late cancellation's forfeit returned because others took the whole of its time. */
export function refilledCancellationNotice(
  learner: { fullName: string; email: string },
  lesson: { startsAt: Date; returnedMinutes: number },
  school: SchoolDetails,
): LessonNotice {
  const returned = formatMinutesAsHours(lesson.returnedMinutes);
  return {
    kind: 'refilled_cancellation_refund',
    email: {
      to: learner.email,
      kind: 'refilled_cancellation_refund',
      subject: 'Good news: your late cancellation is now free',
      text: [
        `Hi ${getFirstName(learner.fullName)},`,
        '',
        `You cancelled your lesson on ${describeWhen(lesson.startsAt)} late, so under our terms ${returned} of it counted as used.`,
        `Another learner has now taken that time, so we have put the ${returned} back on your balance. It costs you nothing.`,
        '',
        school.schoolName,
        formatUkPhone(school.phone),
      ].join('\n'),
    },
    text: `${school.schoolName}: another learner took the lesson time you cancelled on ${describeWhenShort(lesson.startsAt)}, so the ${returned} you forfeited is back on your balance.`,
  };
}
