import { describe, expect, it } from 'vitest';
import { isOfferAMove, type NextLessonInput, planWaitingOffer } from './waiting-list-moves';

const lesson = (overrides: Partial<NextLessonInput> = {}): NextLessonInput => ({
  startsAt: new Date('2027-02-17T18:00:00Z'),
  minutes: 120,
  instructorId: 1,
  movableOnline: true,
  ...overrides,
});

describe('planWaitingOffer', () => {
  it('offers a learner with no lesson to come a new lesson of the length they wished', () => {
    expect(planWaitingOffer({ wishedMinutes: 60, instructorId: 1, nextLesson: null })).toEqual({
      kind: 'book',
      minutes: 60,
    });
  });

  it('offers a learner with a lesson they can move a move of that lesson, at its own length', () => {
    expect(planWaitingOffer({ wishedMinutes: 60, instructorId: 1, nextLesson: lesson() })).toEqual({
      kind: 'move',
      minutes: 120,
    });
  });

  it('offers nothing by the rule when the next lesson cannot be moved online or is with another instructor', () => {
    expect(
      planWaitingOffer({ wishedMinutes: 60, instructorId: 1, nextLesson: lesson({ movableOnline: false }) }),
    ).toEqual({ kind: 'not_movable' });
    expect(planWaitingOffer({ wishedMinutes: 60, instructorId: 2, nextLesson: lesson() })).toEqual({
      kind: 'not_movable',
    });
  });
});

describe('isOfferAMove', () => {
  const offer = { startsAt: new Date('2027-02-10T18:00:00Z'), minutes: 120, instructorId: 1 };

  it('moves the next lesson when it is still movable, later and of the offered length', () => {
    expect(isOfferAMove({ offer, nextLesson: lesson() })).toBe(true);
  });

  it('books a new lesson otherwise, as the offer was made', () => {
    expect(isOfferAMove({ offer, nextLesson: null })).toBe(false);
    expect(isOfferAMove({ offer, nextLesson: lesson({ movableOnline: false }) })).toBe(false);
    expect(isOfferAMove({ offer, nextLesson: lesson({ minutes: 60 }) })).toBe(false);
    expect(isOfferAMove({ offer, nextLesson: lesson({ instructorId: 2 }) })).toBe(false);
    expect(isOfferAMove({ offer, nextLesson: lesson({ startsAt: offer.startsAt }) })).toBe(false);
  });
});
