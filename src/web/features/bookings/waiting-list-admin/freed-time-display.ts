import type {
  FreedTime,
  FreedTimeOffer,
  OfferedLesson,
  WaitingListOfferState,
  WaitingListSettings,
} from '../../../../core/bookings/waiting-list/waiting-list-offer-schemas';
import { formatDurationLabel, formatLongDate, formatTime12h } from '../../../../core/format/display-format';
import type { StatusTone } from '../../../components/ui/status-badge';
import { formatSchoolDateTime, pluralize } from '../../../lib/school-time-format';

/** '9:00 AM – 10:00 AM'. */
export function formatFreedTimeTimes(time: Pick<FreedTime, 'startTime' | 'endTime'>): string {
  return `${formatTime12h(time.startTime)} – ${formatTime12h(time.endTime)}`;
}

/** 'Saturday 14 March 2026, 9:00 AM – 10:00 AM'. */
export function formatFreedTimeRange(time: Pick<FreedTime, 'date' | 'startTime' | 'endTime'>): string {
  return `${formatLongDate(time.date)}, ${formatFreedTimeTimes(time)}`;
}

/** '9:00 AM – 10:00 AM (1hr)': the lesson an offer is for, on the freed time's own day. */
export function formatOfferedLesson(lesson: OfferedLesson): string {
  return `${formatFreedTimeTimes(lesson)} (${formatDurationLabel(lesson.duration)})`;
}

/**
 * What ticking a waiting learner would offer them: a new lesson, or (issue 34) a move of the lesson
 * they have to the freed time, which costs nothing and leaves their old time free for others.
 */
export function describeCandidateOffer(candidate: {
  lesson: OfferedLesson | null;
  movesLesson: OfferedLesson | null;
}): string | null {
  if (candidate.lesson === null) return null;
  if (candidate.movesLesson === null) return `Would be offered ${formatOfferedLesson(candidate.lesson)}`;
  const from = `${formatLongDate(candidate.movesLesson.date)}, ${formatOfferedLesson(candidate.movesLesson)}`;
  return `Would move their lesson on ${from} to ${formatOfferedLesson(candidate.lesson)}, at no cost`;
}

export interface FreedTimeStateWords {
  /** The badge's words. */
  label: string;
  /** The sentence under it, saying what happens next. */
  detail: string;
  tone: StatusTone;
}

/** The latest end of the offers still open: until then the time stays offered. */
function findLastOpenExpiry(offers: readonly FreedTimeOffer[]): string | null {
  let last: string | null = null;
  for (const offer of offers) {
    if (offer.state !== 'open') continue;
    if (last === null || Date.parse(offer.expiresAt) > Date.parse(last)) last = offer.expiresAt;
  }
  return last;
}

/** A freed time's state in words: waiting for the instructor, offered until…, taken by…, ended. */
export function describeFreedTimeState(freedTime: FreedTime): FreedTimeStateWords {
  switch (freedTime.state) {
    case 'waiting':
      return {
        label: 'Waiting for you',
        detail: 'Nobody has been offered it yet: choose who to offer it to.',
        tone: 'warning',
      };
    case 'offered': {
      const open = freedTime.offers.filter((offer) => offer.state === 'open').length;
      const until = findLastOpenExpiry(freedTime.offers);
      const learners = pluralize(open > 0 ? open : freedTime.offers.length, 'learner');
      return {
        label: 'Offered',
        detail: until
          ? `Offered to ${learners}, until ${formatSchoolDateTime(until)}. The first to book it takes it.`
          : `Offered to ${learners}. The first to book it takes it.`,
        tone: 'info',
      };
    }
    case 'taken':
      return {
        label: 'Taken',
        detail: freedTime.takenBy
          ? `Taken by ${freedTime.takenBy.fullName}.`
          : 'Taken: a learner booked it from the booking page.',
        tone: 'success',
      };
    case 'ended':
      return {
        label: 'Ended',
        detail: 'Ended with nobody taking it.',
        tone: 'neutral',
      };
  }
}

const offerStateWords: Record<WaitingListOfferState, { label: string; tone: StatusTone }> = {
  open: { label: 'Open', tone: 'info' },
  claimed: { label: 'Booked it', tone: 'success' },
  taken: { label: 'Someone else took it', tone: 'neutral' },
  expired: { label: 'Ended unanswered', tone: 'neutral' },
  withdrawn: { label: 'Left the list', tone: 'neutral' },
};

/** One offer's state in words, for its badge. */
export function describeOfferState(state: WaitingListOfferState): { label: string; tone: StatusTone } {
  return offerStateWords[state];
}

/** How an offer was made: by the instructor's choice, or by the list's order. */
export function describeOfferSource(offer: Pick<FreedTimeOffer, 'byHand'>): string {
  return offer.byHand ? 'Offered by you' : "Offered by the list's order";
}

/** The freed times the instructor can still offer: nobody has taken them and they have not ended. */
export function canOfferFreedTime(freedTime: Pick<FreedTime, 'state'>): boolean {
  return freedTime.state === 'waiting' || freedTime.state === 'offered';
}

/** The saved settings in one line, for the toast. */
export function describeWaitingListSettings(settings: WaitingListSettings): string {
  const offering = settings.autoOffer
    ? "Freed times are offered automatically, in the list's order"
    : 'You choose who is offered each freed time';
  const hours = pluralize(settings.offerHours, 'hour');
  const refund = settings.refundRefilledCancellations
    ? 'a refilled late cancellation is free'
    : 'a refilled late cancellation keeps its forfeit';
  return `${offering}; offers stay open ${hours}; ${refund}.`;
}
