import { describe, expect, it } from 'vitest';
import { saveReturningLearner, takeReturningLearner } from '../../../lib/returning-learner-storage';
import { parseRequestedSlotIds } from '../booking/requested-slots';
import {
  canLeaveFromOffer,
  describeOfferedLesson,
  formatOfferExpiry,
  getOfferBookingPath,
  getOfferView,
  offerViewHeadings,
  toReturningLearner,
} from './waiting-list-offer-display';

const lesson = { date: '2027-02-04', startTime: '18:00', endTime: '20:00', duration: 120 };

describe('describeOfferedLesson', () => {
  it('reads the long date, the 12-hour time range and the length', () => {
    expect(describeOfferedLesson(lesson)).toBe('Thursday 4 February 2027, 6:00 PM – 8:00 PM (2hr)');
  });
});

describe('formatOfferExpiry', () => {
  it('gives the London day and time, short', () => {
    expect(formatOfferExpiry('2026-11-26T21:04:00.000Z')).toBe('Thu 26 Nov at 9:04\u00a0PM');
    // 23:30 UTC in June is already the next day in London.
    expect(formatOfferExpiry('2027-06-30T23:30:00Z')).toBe('Thu 1 Jul at 12:30\u00a0AM');
  });
});

describe('getOfferView', () => {
  it('splits an open offer by whether the learner’s hours pay for it', () => {
    expect(getOfferView({ state: 'open', canBookFromHours: true, move: null })).toBe('bookable');
    expect(getOfferView({ state: 'open', canBookFromHours: false, move: null })).toBe('needs_payment');
    expect(getOfferView({ state: 'taken', canBookFromHours: true, move: null })).toBe('taken');
  });

  it('shows an open offer that moves the learner’s lesson as a move, whatever their hours', () => {
    const move = { lessonId: 7, from: lesson };
    expect(getOfferView({ state: 'open', canBookFromHours: false, move })).toBe('movable');
    expect(getOfferView({ state: 'expired', canBookFromHours: true, move })).toBe('expired');
  });

  it('has a heading for every view', () => {
    expect(offerViewHeadings.taken).toBe('Sorry, this time has gone');
    expect(Object.keys(offerViewHeadings).sort()).toEqual(
      ['movable', 'bookable', 'claimed', 'expired', 'needs_payment', 'taken', 'withdrawn'].sort(),
    );
  });
});

describe('canLeaveFromOffer', () => {
  it('offers leaving while on the list, except from a closed offer', () => {
    expect(canLeaveFromOffer({ state: 'open', onWaitingList: true })).toBe(true);
    expect(canLeaveFromOffer({ state: 'taken', onWaitingList: true })).toBe(true);
    expect(canLeaveFromOffer({ state: 'expired', onWaitingList: true })).toBe(true);
    expect(canLeaveFromOffer({ state: 'withdrawn', onWaitingList: true })).toBe(false);
    // Booking from the offer took them off the list already.
    expect(canLeaveFromOffer({ state: 'claimed', onWaitingList: false })).toBe(false);
  });
});

describe('getOfferBookingPath', () => {
  it('opens the booking page with the package and the times chosen', () => {
    const path = getOfferBookingPath({ packageType: 'single 2h', slotIds: [41, 42] });
    expect(path).toBe('/book-lesson?package=single+2h&slots=41,42');
    const query = new URL(path, 'https://example.test').searchParams;
    expect(query.get('package')).toBe('single 2h');
    expect(parseRequestedSlotIds(query.get('slots'))).toEqual([41, 42]);
  });
});

describe('toReturningLearner', () => {
  function memoryStorage() {
    const items = new Map<string, string>();
    return {
      getItem: (key: string) => items.get(key) ?? null,
      setItem: (key: string, value: string) => void items.set(key, value),
      removeItem: (key: string) => void items.delete(key),
    };
  }

  it('hands the details to the booking form as "Book again" does', () => {
    const storage = memoryStorage();
    const learner = {
      fullName: 'Aisha Khan',
      email: 'aisha@example.com',
      phone: '07700 900101',
      drivingExperience: 'refresher',
    };
    saveReturningLearner(toReturningLearner(learner), storage);
    expect(takeReturningLearner(storage)).toEqual({ ...learner, drivingExperience: 'refresher' });
  });

  it('leaves an experience the form does not know for the learner to choose', () => {
    expect(
      toReturningLearner({ fullName: 'A B', email: 'a@example.com', phone: null, drivingExperience: 'lots' }),
    ).toEqual({ fullName: 'A B', email: 'a@example.com', phone: null, drivingExperience: null });
  });
});
