import { describe, expect, it } from 'vitest';
import type {
  FreedTime,
  FreedTimeOffer,
} from '../../../../core/bookings/waiting-list/waiting-list-offer-schemas';
import {
  canOfferFreedTime,
  describeCandidateOffer,
  describeFreedTimeState,
  describeOfferSource,
  describeOfferState,
  describeWaitingListSettings,
  formatFreedTimeRange,
  formatOfferedLesson,
} from './freed-time-display';

const lesson = { date: '2027-02-20', startTime: '09:00', endTime: '10:00', duration: 60 };

function offer(overrides: Partial<FreedTimeOffer> = {}): FreedTimeOffer {
  return {
    id: 1,
    studentId: 4,
    fullName: 'Ana Silva',
    lesson,
    sentAt: '2027-02-10T08:00:00Z',
    expiresAt: '2027-02-10T20:00:00Z',
    byHand: false,
    state: 'open',
    ...overrides,
  };
}

function freedTime(overrides: Partial<FreedTime> = {}): FreedTime {
  return {
    id: 9,
    date: '2027-02-20',
    startTime: '09:00',
    endTime: '11:00',
    duration: 120,
    freedAt: '2027-02-10T07:59:00Z',
    state: 'waiting',
    offers: [],
    takenBy: null,
    ...overrides,
  };
}

describe('a freed time in words', () => {
  it('names its day and its times', () => {
    expect(formatFreedTimeRange(freedTime())).toBe('Saturday 20 February 2027, 9:00 AM – 11:00 AM');
    expect(formatOfferedLesson(lesson)).toBe('9:00 AM – 10:00 AM (1hr)');
  });

  it('says when ticking a learner moves the lesson they have rather than selling another', () => {
    expect(describeCandidateOffer({ lesson, movesLesson: null })).toBe(
      'Would be offered 9:00 AM – 10:00 AM (1hr)',
    );
    const later = { date: '2027-03-05', startTime: '14:00', endTime: '15:00', duration: 60 };
    expect(describeCandidateOffer({ lesson, movesLesson: later })).toBe(
      'Would move their lesson on Friday 5 March 2027, 2:00 PM – 3:00 PM (1hr) to 9:00 AM – 10:00 AM (1hr), at no cost',
    );
    expect(describeCandidateOffer({ lesson: null, movesLesson: null })).toBeNull();
  });

  it('waits for the instructor when nobody has been offered it', () => {
    const words = describeFreedTimeState(freedTime());
    expect(words.label).toBe('Waiting for you');
    expect(words.detail).toBe('Nobody has been offered it yet: choose who to offer it to.');
    expect(canOfferFreedTime(freedTime())).toBe(true);
  });

  it('counts the open offers and says until when the last of them lasts (London time)', () => {
    const words = describeFreedTimeState(
      freedTime({
        state: 'offered',
        offers: [
          offer({ id: 1, expiresAt: '2027-02-10T20:00:00Z' }),
          offer({ id: 2, studentId: 5, expiresAt: '2027-02-10T22:30:00Z' }),
          offer({ id: 3, studentId: 6, state: 'expired', expiresAt: '2027-02-11T22:30:00Z' }),
        ],
      }),
    );
    expect(words.label).toBe('Offered');
    expect(words.detail).toBe(
      'Offered to 2 learners, until Wed 10 Feb, 10:30 PM. The first to book it takes it.',
    );
  });

  it('says one learner in the singular, in summer time', () => {
    const words = describeFreedTimeState(
      freedTime({ state: 'offered', offers: [offer({ expiresAt: '2027-06-01T11:00:00Z' })] }),
    );
    expect(words.detail).toBe(
      'Offered to 1 learner, until Tue 1 Jun, 12:00 PM. The first to book it takes it.',
    );
  });

  it('names who took it, or that it went from the booking page', () => {
    const taken = freedTime({ state: 'taken', takenBy: { studentId: 4, fullName: 'Ana Silva' } });
    expect(describeFreedTimeState(taken).detail).toBe('Taken by Ana Silva.');
    expect(describeFreedTimeState(freedTime({ state: 'taken' })).detail).toBe(
      'Taken: a learner booked it from the booking page.',
    );
    expect(canOfferFreedTime(taken)).toBe(false);
  });

  it('ended with nobody taking it, and cannot be offered any more', () => {
    const ended = freedTime({ state: 'ended' });
    expect(describeFreedTimeState(ended).detail).toBe('Ended with nobody taking it.');
    expect(canOfferFreedTime(ended)).toBe(false);
  });
});

describe('an offer in words', () => {
  it('says each state and how it was made', () => {
    expect(describeOfferState('open').label).toBe('Open');
    expect(describeOfferState('claimed').label).toBe('Booked it');
    expect(describeOfferState('taken').label).toBe('Someone else took it');
    expect(describeOfferState('expired').label).toBe('Ended unanswered');
    expect(describeOfferState('withdrawn').label).toBe('Left the list');
    expect(describeOfferSource({ byHand: true })).toBe('Offered by you');
    expect(describeOfferSource({ byHand: false })).toBe("Offered by the list's order");
  });
});

describe('the saved settings in words', () => {
  it('says each of the three settings', () => {
    expect(
      describeWaitingListSettings({ autoOffer: false, offerHours: 1, refundRefilledCancellations: false }),
    ).toBe(
      'You choose who is offered each freed time; offers stay open 1 hour; a refilled late cancellation keeps its forfeit.',
    );
    expect(
      describeWaitingListSettings({ autoOffer: true, offerHours: 12, refundRefilledCancellations: true }),
    ).toBe(
      "Freed times are offered automatically, in the list's order; offers stay open 12 hours; a refilled late cancellation is free.",
    );
  });
});
