import { describe, expect, it } from 'vitest';
import { getRequestedWeek, readCalendarAddress, writeCalendarAddress } from './calendar-address';

describe('the calendar address', () => {
  it('reads the week, view and day, ignoring what is not a date or a view', () => {
    expect(readCalendarAddress(new URLSearchParams('week=2026-12-01&view=day&day=2026-12-03'))).toEqual({
      week: '2026-12-01',
      view: 'day',
      day: '2026-12-03',
    });
    expect(readCalendarAddress(new URLSearchParams('week=soon&view=month&day=2026-02-30'))).toEqual({
      week: null,
      view: null,
      day: null,
    });
  });

  it("writes only what is set, and asks for the day's week when no week is named", () => {
    expect(writeCalendarAddress({ week: null, view: 'week', day: null })).toEqual({ view: 'week' });
    expect(getRequestedWeek({ week: null, view: 'day', day: '2026-12-03' })).toBe('2026-12-03');
    expect(getRequestedWeek({ week: '2026-11-23', view: null, day: '2026-12-03' })).toBe('2026-11-23');
    expect(getRequestedWeek({ week: null, view: null, day: null })).toBeNull();
  });
});
