import { describe, expect, it } from 'vitest';
import { SCHOOL_TIME_ZONE, zonedWallTimeToInstant } from '../../time/london-time';
import {
  type FreedTimeMatchInput,
  getEarliestWishedStart,
  getOfferedLesson,
  isWaitingWishFulfilled,
  isWithinChosenWindows,
  matchFreedTime,
  type WaitingWishesInput,
} from './waiting-list-matching';

const TZ = SCHOOL_TIME_ZONE;

function london(date: string, time: string): Date {
  return zonedWallTimeToInstant(date, time, TZ);
}

function freedAt(date: string, time: string, minutes: number) {
  const startsAt = london(date, time);
  return { startsAt, endsAt: new Date(startsAt.getTime() + minutes * 60_000) };
}

const everyEvening: WaitingWishesInput = {
  windows: [1, 2, 3, 4, 5, 6, 7].map((weekday) => ({ weekday, period: 'evening' as const })),
  fromDate: '2025-01-01',
  lessonMinutes: 60,
  testDate: null,
};

function match(overrides: Partial<FreedTimeMatchInput>) {
  return matchFreedTime({
    freed: freedAt('2025-06-10', '18:00', 60),
    wishes: everyEvening,
    nextLessonStartsAt: null,
    now: new Date('2025-06-01T09:00:00Z'),
    timeZone: TZ,
    ...overrides,
  });
}

describe('getOfferedLesson', () => {
  it('starts the lesson at the freed start and fits it inside', () => {
    const freed = freedAt('2025-06-10', '17:00', 120);
    expect(getOfferedLesson(freed, 60)).toEqual({
      startsAt: freed.startsAt,
      endsAt: london('2025-06-10', '18:00'),
    });
    expect(getOfferedLesson(freed, 120)?.endsAt).toEqual(freed.endsAt);
    expect(getOfferedLesson(freed, 90)?.endsAt).toEqual(london('2025-06-10', '18:30'));
  });

  it('refuses a lesson longer than the freed time', () => {
    expect(getOfferedLesson(freedAt('2025-06-10', '17:00', 60), 90)).toBeNull();
  });
});

describe('isWithinChosenWindows', () => {
  const tuesdayAfternoon = [{ weekday: 2, period: 'afternoon' as const }];

  it('needs the whole lesson inside the ticked period', () => {
    expect(isWithinChosenWindows(freedAt('2025-06-10', '15:00', 120), tuesdayAfternoon, TZ)).toBe(true);
    expect(isWithinChosenWindows(freedAt('2025-06-10', '16:00', 120), tuesdayAfternoon, TZ)).toBe(false);
    expect(isWithinChosenWindows(freedAt('2025-06-10', '11:00', 60), tuesdayAfternoon, TZ)).toBe(false);
  });

  it('joins adjacent ticked periods of the same day', () => {
    const afternoonAndEvening = [...tuesdayAfternoon, { weekday: 2, period: 'evening' as const }];
    expect(isWithinChosenWindows(freedAt('2025-06-10', '16:00', 120), afternoonAndEvening, TZ)).toBe(true);
    // A morning and an evening do not join across the afternoon.
    const morningAndEvening = [
      { weekday: 2, period: 'morning' as const },
      { weekday: 2, period: 'evening' as const },
    ];
    expect(isWithinChosenWindows(freedAt('2025-06-10', '11:00', 420), morningAndEvening, TZ)).toBe(false);
  });

  it('refuses a lesson running past 21:00', () => {
    expect(isWithinChosenWindows(freedAt('2025-06-10', '20:00', 60), everyEvening.windows, TZ)).toBe(true);
    expect(isWithinChosenWindows(freedAt('2025-06-10', '20:30', 60), everyEvening.windows, TZ)).toBe(false);
  });

  it('only counts the weekday the period was ticked for', () => {
    expect(isWithinChosenWindows(freedAt('2025-06-11', '13:00', 60), tuesdayAfternoon, TZ)).toBe(false);
  });
});

describe('matchFreedTime', () => {
  it('offers a suiting time, as a lesson of the wished length at the freed start', () => {
    const freed = freedAt('2025-06-10', '18:00', 120);
    expect(match({ freed })).toEqual({
      suits: true,
      lesson: { startsAt: freed.startsAt, endsAt: london('2025-06-10', '19:00') },
    });
  });

  it('says which rule a time fails', () => {
    expect(
      match({ freed: freedAt('2025-06-10', '18:00', 60), wishes: { ...everyEvening, lessonMinutes: 120 } }),
    ).toEqual({
      suits: false,
      mismatch: 'too_short',
    });
    expect(match({ freed: freedAt('2025-06-10', '13:00', 60) })).toEqual({
      suits: false,
      mismatch: 'outside_chosen_times',
    });
  });

  it('never offers a time that has started or is past', () => {
    const freed = freedAt('2025-06-10', '18:00', 60);
    expect(match({ freed, now: freed.startsAt })).toEqual({ suits: false, mismatch: 'started' });
    expect(match({ freed, now: new Date(freed.startsAt.getTime() - 60_000) }).suits).toBe(true);
  });

  it('offers nothing before the from date, and the from date itself', () => {
    const wishes = { ...everyEvening, fromDate: '2025-06-10' };
    expect(match({ wishes, freed: freedAt('2025-06-09', '20:00', 60) })).toEqual({
      suits: false,
      mismatch: 'before_from_date',
    });
    expect(match({ wishes, freed: freedAt('2025-06-10', '17:00', 60) }).suits).toBe(true);
  });

  it('offers only days before the test, not the test day', () => {
    const wishes = { ...everyEvening, testDate: '2025-06-12' };
    expect(match({ wishes, freed: freedAt('2025-06-11', '20:00', 60) }).suits).toBe(true);
    expect(match({ wishes, freed: freedAt('2025-06-12', '17:00', 60) })).toEqual({
      suits: false,
      mismatch: 'not_before_test',
    });
    expect(match({ wishes, freed: freedAt('2025-06-13', '17:00', 60) }).suits).toBe(false);
  });

  it('offers only times earlier than the lesson the learner already holds', () => {
    const freed = freedAt('2025-06-10', '18:00', 60);
    expect(match({ freed, nextLessonStartsAt: london('2025-06-10', '19:00') }).suits).toBe(true);
    expect(match({ freed, nextLessonStartsAt: freed.startsAt })).toEqual({
      suits: false,
      mismatch: 'not_earlier_than_next_lesson',
    });
  });

  it('reads the period on the London clock on the spring-forward Sunday (30 March 2025)', () => {
    const sundayMorning = { ...everyEvening, windows: [{ weekday: 7, period: 'morning' as const }] };
    const now = new Date('2025-03-20T12:00:00Z');
    // 07:00 BST is 06:00 UTC: a UTC reading would put it before the morning.
    const freed = freedAt('2025-03-30', '07:00', 60);
    expect(freed.startsAt.toISOString()).toBe('2025-03-30T06:00:00.000Z');
    expect(match({ wishes: sundayMorning, freed, now }).suits).toBe(true);
    // 11:30-12:30 BST runs past noon in London though UTC shows 10:30-11:30.
    expect(match({ wishes: sundayMorning, freed: freedAt('2025-03-30', '11:30', 60), now }).suits).toBe(
      false,
    );
  });

  it('reads the period on the London clock on the fall-back Sunday (26 October 2025)', () => {
    const sundayEvening = { ...everyEvening, windows: [{ weekday: 7, period: 'evening' as const }] };
    const now = new Date('2025-10-20T12:00:00Z');
    // After the change London is on UTC: 20:00-21:00 GMT fits, the week before it was 19:00 UTC.
    const freed = freedAt('2025-10-26', '20:00', 60);
    expect(freed.startsAt.toISOString()).toBe('2025-10-26T20:00:00.000Z');
    expect(match({ wishes: sundayEvening, freed, now }).suits).toBe(true);
    const weekBefore = freedAt('2025-10-19', '20:00', 60);
    expect(weekBefore.startsAt.toISOString()).toBe('2025-10-19T19:00:00.000Z');
    expect(
      match({ wishes: sundayEvening, freed: weekBefore, now: new Date('2025-10-10T12:00:00Z') }).suits,
    ).toBe(true);
  });

  it('takes the weekday and date from London, not UTC, late in a summer evening', () => {
    // 23:30 UTC on Sunday 15 June is 00:30 BST on Monday 16 June.
    const freed = { startsAt: new Date('2025-06-15T23:30:00Z'), endsAt: new Date('2025-06-16T00:30:00Z') };
    const sundayAllDay = {
      ...everyEvening,
      windows: (['morning', 'afternoon', 'evening'] as const).map((period) => ({ weekday: 7, period })),
    };
    expect(match({ freed, wishes: sundayAllDay })).toEqual({
      suits: false,
      mismatch: 'outside_chosen_times',
    });
    // Its London date (16 June) is the test day, though in UTC it is the day before.
    expect(match({ freed, wishes: { ...sundayAllDay, testDate: '2025-06-16' } })).toEqual({
      suits: false,
      mismatch: 'not_before_test',
    });
    // 20:30-21:00 BST is 19:30-20:00 UTC: on the London clock it ends exactly at 21:00 and fits.
    const lateEvening = freedAt('2025-06-15', '20:30', 30);
    expect(lateEvening.startsAt.toISOString()).toBe('2025-06-15T19:30:00.000Z');
    expect(isWithinChosenWindows(lateEvening, sundayAllDay.windows, TZ)).toBe(true);
  });
});

describe('getEarliestWishedStart', () => {
  const tuesdayEvening = { ...everyEvening, windows: [{ weekday: 2, period: 'evening' as const }] };

  it('is the start of the first ticked period from today', () => {
    // Monday 9 June 2025 at 10:00 BST: the first Tuesday evening is the next day at 17:00.
    expect(getEarliestWishedStart(tuesdayEvening, london('2025-06-09', '10:00'), TZ)).toEqual(
      london('2025-06-10', '17:00'),
    );
  });

  it('is now while a ticked period is under way, and next week once it is over', () => {
    const duringIt = london('2025-06-10', '18:00');
    expect(getEarliestWishedStart(tuesdayEvening, duringIt, TZ)).toEqual(duringIt);
    expect(getEarliestWishedStart(tuesdayEvening, london('2025-06-10', '21:00'), TZ)).toEqual(
      london('2025-06-17', '17:00'),
    );
  });

  it('starts from the from date when it is later than today', () => {
    const wishes = { ...tuesdayEvening, fromDate: '2025-06-20' };
    expect(getEarliestWishedStart(wishes, london('2025-06-09', '10:00'), TZ)).toEqual(
      london('2025-06-24', '17:00'),
    );
  });

  it('is null when the test day comes before any ticked period', () => {
    const wishes = { ...tuesdayEvening, testDate: '2025-06-10' };
    expect(getEarliestWishedStart(wishes, london('2025-06-09', '10:00'), TZ)).toBeNull();
  });
});

describe('isWaitingWishFulfilled', () => {
  const tuesdayEvening = { ...everyEvening, windows: [{ weekday: 2, period: 'evening' as const }] };
  const now = london('2025-06-09', '10:00');

  it('is fulfilled by a lesson no later than the earliest time the list could offer', () => {
    const input = { wishes: tuesdayEvening, now, timeZone: TZ };
    expect(isWaitingWishFulfilled({ ...input, nextLessonStartsAt: london('2025-06-09', '14:00') })).toBe(
      true,
    );
    expect(isWaitingWishFulfilled({ ...input, nextLessonStartsAt: london('2025-06-10', '17:00') })).toBe(
      true,
    );
  });

  it('keeps on the list a learner whose lesson is later than they asked for', () => {
    const input = { wishes: tuesdayEvening, now, timeZone: TZ };
    expect(isWaitingWishFulfilled({ ...input, nextLessonStartsAt: london('2025-06-10', '18:00') })).toBe(
      false,
    );
    expect(isWaitingWishFulfilled({ ...input, nextLessonStartsAt: london('2025-07-08', '17:00') })).toBe(
      false,
    );
    expect(isWaitingWishFulfilled({ ...input, nextLessonStartsAt: null })).toBe(false);
  });

  it('counts a lesson before a later from date as earlier than asked for', () => {
    const wishes = { ...tuesdayEvening, fromDate: '2025-06-20' };
    expect(
      isWaitingWishFulfilled({
        wishes,
        now,
        timeZone: TZ,
        nextLessonStartsAt: london('2025-06-18', '09:00'),
      }),
    ).toBe(true);
  });

  it('is fulfilled by any lesson to come once nothing can be offered before the test', () => {
    const wishes = { ...tuesdayEvening, testDate: '2025-06-10' };
    expect(
      isWaitingWishFulfilled({
        wishes,
        now,
        timeZone: TZ,
        nextLessonStartsAt: london('2025-06-12', '09:00'),
      }),
    ).toBe(true);
    expect(isWaitingWishFulfilled({ wishes, now, timeZone: TZ, nextLessonStartsAt: null })).toBe(false);
  });

  it('ignores a lesson that has already started', () => {
    expect(
      isWaitingWishFulfilled({ wishes: tuesdayEvening, now, timeZone: TZ, nextLessonStartsAt: now }),
    ).toBe(false);
  });
});
