import { describe, expect, it } from 'vitest';
import {
  checkSlotSelection,
  DEFAULT_REQUIRED_HOURS,
  describeHoursProgress,
  getRemainingHours,
  getRequiredHours,
  getSelectedHours,
  isSlotSelectable,
  paginateDates,
  toggleSlotSelection,
} from './booking-rules';

const oneHour = (id: number) => ({ id, duration: 60 });
const ninety = (id: number) => ({ id, duration: 90 });
const twoHours = (id: number) => ({ id, duration: 120 });
const single2h = { hours: 2, isSingleLesson: true };
const single90 = { hours: 1.5, isSingleLesson: true };
const starter = { hours: 5, isSingleLesson: false };

describe('required, selected and remaining hours', () => {
  it('reads the hours from the package, defaulting to 2', () => {
    expect(getRequiredHours(single90)).toBe(1.5);
    expect(getRequiredHours(starter)).toBe(5);
    expect(getRequiredHours(undefined)).toBe(DEFAULT_REQUIRED_HOURS);
  });

  it('adds up durations in hours and never goes below 0 remaining', () => {
    expect(getSelectedHours([oneHour(1), ninety(2)])).toBe(2.5);
    expect(getRemainingHours(2, 2.5)).toBe(0);
    expect(getRemainingHours(5, 1.5)).toBe(3.5);
  });
});

describe('toggling slots', () => {
  it('adds a slot while hours remain and removes a selected one', () => {
    const afterFirst = toggleSlotSelection(oneHour(1), [], 2);
    const afterSecond = toggleSlotSelection(oneHour(2), afterFirst, 2);
    expect(afterSecond.map((slot) => slot.id)).toEqual([1, 2]);
    expect(toggleSlotSelection(oneHour(1), afterSecond, 2).map((slot) => slot.id)).toEqual([2]);
  });

  it('does not add a slot that would go over the required hours', () => {
    const selected = [oneHour(1)];
    expect(isSlotSelectable(twoHours(2), selected, 2)).toBe(false);
    expect(toggleSlotSelection(twoHours(2), selected, 2)).toEqual(selected);
    // 1.5 hours cannot be made of two 1-hour slots.
    expect(isSlotSelectable(oneHour(2), [oneHour(1)], 1.5)).toBe(false);
    expect(isSlotSelectable(ninety(3), [], 1.5)).toBe(true);
  });

  it('always lets a selected slot be removed', () => {
    expect(isSlotSelectable(oneHour(1), [oneHour(1), oneHour(2)], 1)).toBe(true);
  });
});

describe('submit rules', () => {
  it('refuses a single lesson whose slots do not add up to its hours, with the spec message', () => {
    expect(checkSlotSelection(single2h, [oneHour(1)])).toEqual({
      kind: 'payment_mismatch',
      message:
        'Payment Mismatch: You selected 1h of lessons but are paying for a 2h package. Please adjust your selection.',
    });
    expect(checkSlotSelection(single90, [oneHour(1)])?.message).toBe(
      'Payment Mismatch: You selected 1h of lessons but are paying for a 1.5h package. Please adjust your selection.',
    );
    expect(checkSlotSelection(single2h, [oneHour(1), oneHour(2)])).toBeNull();
    expect(checkSlotSelection(single2h, [twoHours(1)])).toBeNull();
  });

  it('lets multi-lesson packages book fewer hours now, but not more than they buy', () => {
    expect(checkSlotSelection(starter, [twoHours(1)])).toBeNull();
    expect(checkSlotSelection(starter, [twoHours(1), twoHours(2), twoHours(3)])?.kind).toBe('too_many_hours');
  });

  it('treats no slots as a future booking, never a mismatch', () => {
    expect(checkSlotSelection(single2h, [])).toBeNull();
  });
});

describe('hours progress text', () => {
  it('shows the spec sentence only when more than 1 hour is required', () => {
    expect(describeHoursProgress(2, 1)).toBe('Select 2 hours total (1 h selected, 1 h remaining)');
    expect(describeHoursProgress(1.5, 0)).toBe('Select 1.5 hours total (0 h selected, 1.5 h remaining)');
    expect(describeHoursProgress(1, 0)).toBeNull();
  });
});

describe('date paging', () => {
  const dates = Array.from({ length: 30 }, (_, index) => `2027-01-${String(index + 1).padStart(2, '0')}`);

  it('splits dates into pages of 14 with a page count', () => {
    expect(paginateDates(dates, 1)).toMatchObject({ page: 1, pageCount: 3 });
    expect(paginateDates(dates, 1).dates).toHaveLength(14);
    expect(paginateDates(dates, 3).dates).toEqual(['2027-01-29', '2027-01-30']);
  });

  it('clamps the page and copes with no dates', () => {
    expect(paginateDates(dates, 9).page).toBe(3);
    expect(paginateDates(dates, 0).page).toBe(1);
    expect(paginateDates([], 1)).toEqual({ dates: [], page: 1, pageCount: 1 });
  });
});
