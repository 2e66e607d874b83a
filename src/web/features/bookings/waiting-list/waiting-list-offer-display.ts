import { z } from 'zod';
import { DRIVING_EXPERIENCE_OPTIONS } from '../../../../core/bookings/booking/booking-schemas';
import type {
  OfferBookingSteps,
  OfferedLesson,
  WaitingListOfferResponse,
} from '../../../../core/bookings/waiting-list/waiting-list-offer-schemas';
import {
  formatDurationLabel,
  formatLongDate,
  formatShortDate,
  formatTime12h,
} from '../../../../core/format/display-format';
import { SCHOOL_TIME_ZONE, toZonedParts } from '../../../../core/time/london-time';
import type { ReturningLearner } from '../../../lib/returning-learner-storage';
import { REQUESTED_SLOTS_PARAM } from '../booking/requested-slots';

/** '6:00 PM – 8:00 PM'. */
export function formatLessonTimeRange(lesson: Pick<OfferedLesson, 'startTime' | 'endTime'>): string {
  return `${formatTime12h(lesson.startTime)} – ${formatTime12h(lesson.endTime)}`;
}

/** 'Thursday 4 February 2027, 6:00 PM – 8:00 PM (2hr)': the lesson in one line. */
export function describeOfferedLesson(lesson: OfferedLesson): string {
  return `${formatLongDate(lesson.date)}, ${formatLessonTimeRange(lesson)} (${formatDurationLabel(lesson.duration)})`;
}

/** When the offer ends, in London, short enough for a phone's line: 'Thu 26 Nov at 9:04 PM'. */
export function formatOfferExpiry(expiresAt: string, timeZone: string = SCHOOL_TIME_ZONE): string {
  const { date, time } = toZonedParts(new Date(expiresAt), timeZone);
  // '9:04 PM' kept on one line (a no-break space): 'PM' alone on the next line reads badly.
  return `${formatShortDate(date)} at ${formatTime12h(time).replace(' ', '\u00a0')}`;
}

/**
 * What the page shows for an offer: its state, with open split into a move of the learner's lesson
 * (issue 34), a new lesson their hours pay for, and one to pay for.
 */
export type OfferView =
  | 'movable'
  | 'bookable'
  | 'needs_payment'
  | Exclude<WaitingListOfferResponse['state'], 'open'>;

export function getOfferView(
  offer: Pick<WaitingListOfferResponse, 'state' | 'canBookFromHours' | 'move'>,
): OfferView {
  if (offer.state !== 'open') return offer.state;
  if (offer.move) return 'movable';
  return offer.canBookFromHours ? 'bookable' : 'needs_payment';
}

/** The page's heading (and title) for each view. */
export const offerViewHeadings: Record<OfferView, string> = {
  movable: 'An earlier time is free',
  bookable: 'An earlier lesson is free',
  needs_payment: 'An earlier lesson is free',
  claimed: 'You booked this time',
  taken: 'Sorry, this time has gone',
  expired: 'This offer has ended',
  withdrawn: 'This offer has closed',
};

/** Leaving the list is offered while the learner is on it, from any offer but a closed one. */
export function canLeaveFromOffer(offer: Pick<WaitingListOfferResponse, 'state' | 'onWaitingList'>): boolean {
  return offer.onWaitingList && offer.state !== 'withdrawn';
}

/** The booking page with the offer's package chosen and its times picked (they are not secret). */
export function getOfferBookingPath(steps: Pick<OfferBookingSteps, 'packageType' | 'slotIds'>): string {
  const query = new URLSearchParams({ package: steps.packageType });
  query.set(REQUESTED_SLOTS_PARAM, steps.slotIds.join(','));
  // Commas read better in a URL than %2C, and URLSearchParams on the booking page reads either.
  return `/book-lesson?${query.toString().replaceAll('%2C', ',')}`;
}

const drivingExperienceSchema = z.enum(DRIVING_EXPERIENCE_OPTIONS);

/** The learner's details as the booking form's "Book again" hand-over reads them. */
export function toReturningLearner(learner: OfferBookingSteps['learner']): ReturningLearner {
  const experience = drivingExperienceSchema.safeParse(learner.drivingExperience);
  return {
    fullName: learner.fullName,
    email: learner.email,
    phone: learner.phone,
    // A value the form does not offer is left for the learner to choose.
    drivingExperience: experience.success ? experience.data : null,
  };
}
