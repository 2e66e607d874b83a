import { formatShortDate, formatTime12h } from '../format/display-format';
import { toZonedParts, zonedWallTimeToInstant } from '../time/london-time';
import {
  NETWORK_REQUEST_STATUS_VALUES,
  type NetworkRequestStatus,
  networkRequestStatusLabels,
} from './network-request-schemas';
import type { NetworkOfferKind, NetworkOfferStatus, RequestEvent } from './request-offer-schemas';

/*
 * The rules of offering a request (issue 38, docs/decisions/0056). Pure: every function takes `now`.
 */

/** An instructor has this long to answer an offer (the 48 hours). */
export const OFFER_REPLY_HOURS = 48;

/**
 * When the reply-by promise falls due: at this London time on the reply-by date, the end of the
 * working day. A request still unallocated then is answered with the truth, once.
 */
export const REPLY_NOTICE_TIME = '17:00';

export function getOfferReplyBy(now: Date): Date {
  return new Date(now.getTime() + OFFER_REPLY_HOURS * 60 * 60_000);
}

export interface OfferFacts {
  instructorId: number;
  kind: NetworkOfferKind;
  status: NetworkOfferStatus;
  expiresAt: Date;
}

/** Where an offer stands at `now`: one still open past its reply-by has expired, whether or not the job has recorded it. */
export function getOfferStatusAt(
  offer: Pick<OfferFacts, 'status' | 'expiresAt'>,
  now: Date,
): NetworkOfferStatus {
  return offer.status === 'open' && offer.expiresAt.getTime() <= now.getTime() ? 'expired' : offer.status;
}

export function isOfferLive(offer: Pick<OfferFacts, 'status' | 'expiresAt'>, now: Date): boolean {
  return getOfferStatusAt(offer, now) === 'open';
}

/** A request someone could still be found for: pending or contacted, nobody allocated. */
export function isRequestPlaceable(request: {
  status: NetworkRequestStatus;
  allocatedInstructorId: number | null;
}): boolean {
  return (
    (request.status === 'pending' || request.status === 'contacted') && request.allocatedInstructorId === null
  );
}

export interface AllocationSteps {
  canOffer: boolean;
  canBroadcast: boolean;
  /** Why not, in the owner's words; null when they can do both. */
  waitingFor: string | null;
}

/**
 * What the owner may do next. One offer at a time while it is open (the instructor was promised
 * 48 hours); a broadcast only after someone declined or let the 48 hours pass, so the instructor
 * the owner chose first is not raced by everyone else.
 */
export function getAllocationSteps(
  request: { status: NetworkRequestStatus; allocatedInstructorId: number | null },
  offers: readonly Pick<OfferFacts, 'status' | 'expiresAt'>[],
  now: Date,
): AllocationSteps {
  if (!isRequestPlaceable(request)) {
    return {
      canOffer: false,
      canBroadcast: false,
      waitingFor: `The request is ${networkRequestStatusLabels[request.status].toLowerCase()}: nobody needs to be found for it.`,
    };
  }
  const live = offers.filter((offer) => isOfferLive(offer, now));
  if (live.length > 0) {
    return {
      canOffer: false,
      canBroadcast: false,
      waitingFor:
        live.length === 1
          ? 'Waiting for the instructor’s answer: you can offer it again once they decline or their 48 hours pass.'
          : `Waiting for an answer from ${live.length} instructors: the first to accept takes it.`,
    };
  }
  const unanswered = offers.some((offer) => {
    const status = getOfferStatusAt(offer, now);
    return status === 'declined' || status === 'expired';
  });
  return {
    canOffer: true,
    canBroadcast: unanswered,
    waitingFor: unanswered
      ? null
      : 'Offer it to one instructor first; if they decline or do not answer in 48 hours, you can offer it to everyone who matches.',
  };
}

/**
 * Who a broadcast goes to: everyone the matcher lists, less whoever already declined this request
 * (they said no) and whoever has it open.
 */
export function getBroadcastRecipients(
  matchedInstructorIds: readonly number[],
  offers: readonly OfferFacts[],
  now: Date,
): number[] {
  const excluded = new Set(
    offers
      .filter((offer) => {
        const status = getOfferStatusAt(offer, now);
        return status === 'declined' || status === 'open';
      })
      .map((offer) => offer.instructorId),
  );
  return matchedInstructorIds.filter((id) => !excluded.has(id));
}

/** The moment the request's reply-by promise falls due (London). */
export function getReplyPromiseDueAt(estimatedResponseDate: string, timeZone: string): Date {
  return zonedWallTimeToInstant(estimatedResponseDate, REPLY_NOTICE_TIME, timeZone);
}

export function isReplyPromiseDue(estimatedResponseDate: string, now: Date, timeZone: string): boolean {
  return now.getTime() >= getReplyPromiseDueAt(estimatedResponseDate, timeZone).getTime();
}

/** 'Tue 3 Feb, 2:05 PM' in London time: when an offer must be answered by. */
export function formatReplyBy(instant: Date, timeZone: string): string {
  const parts = toZonedParts(instant, timeZone);
  return `${formatShortDate(parts.date)}, ${formatTime12h(parts.time)}`;
}

/** 'NETWORK-12': how a request is named to the learner and the instructors. */
export function formatNetworkReference(requestId: number): string {
  return `NETWORK-${requestId}`;
}

function nameOf(ref: RequestEvent['instructor'], viewerId: number | null): string {
  if (!ref) return 'an instructor no longer with the school';
  if (ref.id === viewerId) return 'you';
  return ref.fullName ?? 'the school’s owner';
}

function statusWord(status: string): string {
  const label = NETWORK_REQUEST_STATUS_VALUES.find((value) => value === status);
  return label === undefined ? status : networkRequestStatusLabels[label].toLowerCase();
}

const LEARNER_EMAILED_WORDS = {
  sent: 'Learner e-mailed who will teach them',
  failed: 'The e-mail telling the learner who will teach them failed: let them know yourself',
  not_configured: 'Learner not e-mailed who will teach them (e-mail is not set up): let them know yourself',
} as const;

const REPLY_NOTICE_WORDS = {
  sent: 'Reply-by date reached with nobody allocated: learner e-mailed that we are still looking',
  failed: 'Reply-by date reached with nobody allocated: the e-mail telling the learner failed',
  not_configured:
    'Reply-by date reached with nobody allocated: the learner was not e-mailed (e-mail is not set up)',
} as const;

/** One step of a request's history, in the owner's words ("you" is the viewer). */
export function describeRequestEvent(event: RequestEvent, viewerId: number | null): string {
  const who = nameOf(event.instructor, viewerId);
  const by = event.by ? ` by ${nameOf(event.by, viewerId)}` : '';
  switch (event.kind) {
    case 'offered':
      return `Offered to ${who}${by}`;
    case 'broadcast': {
      const count = event.instructorCount ?? 0;
      return `Offered to everyone who matches (${count} ${count === 1 ? 'instructor' : 'instructors'})${by}`;
    }
    case 'declined':
      return `Declined by ${who}`;
    case 'expired':
      return `No answer from ${who} within ${OFFER_REPLY_HOURS} hours`;
    case 'accepted':
      return `Accepted by ${who}: the learner is theirs`;
    case 'learner_emailed':
      return LEARNER_EMAILED_WORDS[event.emailStatus ?? 'failed'];
    case 'learner_not_linked':
      return 'Learner record not linked: their e-mail belongs to a learner of another name. Check it in Students.';
    case 'reply_notice_emailed':
      return REPLY_NOTICE_WORDS[event.emailStatus ?? 'failed'];
    case 'status_changed':
      return `Marked ${event.status === null ? 'changed' : statusWord(event.status)}${by}`;
  }
}
