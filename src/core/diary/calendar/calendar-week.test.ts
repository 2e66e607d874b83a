import { describe, expect, it } from 'vitest';
import { getWeekDates, getWeekStart } from './calendar-week';

describe('getWeekStart', () => {
  it('is the Monday of the week, Sunday belonging to the week before it', () => {
    expect(getWeekStart('2026-03-25')).toBe('2026-03-23');
    expect(getWeekStart('2026-03-23')).toBe('2026-03-23');
    expect(getWeekStart('2026-03-29')).toBe('2026-03-23');
  });
});

describe('getWeekDates', () => {
  it('runs Monday to Sunday across a month end', () => {
    expect(getWeekDates('2026-03-30')).toEqual([
      '2026-03-30',
      '2026-03-31',
      '2026-04-01',
      '2026-04-02',
      '2026-04-03',
      '2026-04-04',
      '2026-04-05',
    ]);
  });
});
