import { describe, expect, it } from 'vitest';
import { SCHOOL_TIME_ZONE } from '../../time/london-time';
import {
  findDatePage,
  getBookingCalendarDates,
  getCalendarDateParts,
  groupSlotsByDate,
  keepAvailableSlots,
} from './booking-calendar';
import { paginateDates } from './booking-rules';

describe('the booking calendar', () => {
  // 10:00 on Monday 23 November 2026 in London (GMT).
  const now = new Date('2026-11-23T10:00:00Z');

  it('lists every date from today in London to 3 months ahead, both included', () => {
    const dates = getBookingCalendarDates(now, SCHOOL_TIME_ZONE);
    expect(dates[0]).toBe('2026-11-23');
    expect(dates.at(-1)).toBe('2027-02-23');
    // 23 Nov to 23 Feb: 7 + 31 + 31 + 23 + 1 days.
    expect(dates).toHaveLength(93);
    expect(new Set(dates).size).toBe(dates.length);
  });

  it("starts on London's date, not UTC's", () => {
    // 23:30 UTC on 30 June is already 1 July in London (BST).
    expect(getBookingCalendarDates(new Date('2027-06-30T23:30:00Z'), SCHOOL_TIME_ZONE)[0]).toBe('2027-07-01');
  });

  it('crosses the clock changes without skipping or repeating a date', () => {
    const dates = getBookingCalendarDates(new Date('2026-09-01T12:00:00Z'), SCHOOL_TIME_ZONE);
    expect(dates.filter((date) => date === '2026-10-25')).toHaveLength(1);
    expect(dates.indexOf('2026-10-26') - dates.indexOf('2026-10-24')).toBe(2);
    expect(dates.at(-1)).toBe('2026-12-01');
    const spring = getBookingCalendarDates(new Date('2027-03-01T12:00:00Z'), SCHOOL_TIME_ZONE);
    expect(spring.indexOf('2027-03-29') - spring.indexOf('2027-03-27')).toBe(2);
  });

  it('stretches to a later slot the server offers, never shrinks', () => {
    expect(getBookingCalendarDates(now, SCHOOL_TIME_ZONE, { lastSlotDate: '2027-02-25' }).at(-1)).toBe(
      '2027-02-25',
    );
    expect(getBookingCalendarDates(now, SCHOOL_TIME_ZONE, { lastSlotDate: '2026-12-01' }).at(-1)).toBe(
      '2027-02-23',
    );
  });

  it('pages 3 months into 7 pages of 14 dates', () => {
    const dates = getBookingCalendarDates(now, SCHOOL_TIME_ZONE);
    expect(paginateDates(dates, 1).pageCount).toBe(7);
    expect(findDatePage(dates, '2026-11-23')).toBe(1);
    expect(findDatePage(dates, '2026-12-06')).toBe(1);
    expect(findDatePage(dates, '2026-12-07')).toBe(2);
    expect(findDatePage(dates, '2027-02-23')).toBe(7);
    expect(findDatePage(dates, '2030-01-01')).toBeNull();
  });
});

describe('slots by date', () => {
  it('groups slots under their date, keeping their order', () => {
    const groups = groupSlotsByDate([
      { id: 1, date: '2026-11-23', time: '09:00' },
      { id: 2, date: '2026-11-23', time: '10:00' },
      { id: 3, date: '2026-11-24', time: '09:00' },
    ]);
    expect(groups.get('2026-11-23')?.map((slot) => slot.id)).toEqual([1, 2]);
    expect(groups.get('2026-11-24')?.map((slot) => slot.id)).toEqual([3]);
    expect(groups.get('2026-11-25')).toBeUndefined();
  });

  it('drops selected slots that are no longer offered and says which', () => {
    const selected = [
      { id: 1, duration: 60 },
      { id: 2, duration: 60 },
    ];
    expect(keepAvailableSlots(selected, [{ id: 2 }, { id: 3 }])).toEqual({
      kept: [{ id: 2, duration: 60 }],
      removed: [{ id: 1, duration: 60 }],
    });
    expect(keepAvailableSlots(selected, []).kept).toEqual([]);
  });
});

describe('calendar cells', () => {
  it('names the weekday, day and month of a date', () => {
    expect(getCalendarDateParts('2026-11-23')).toEqual({
      weekdayShort: 'Mon',
      weekdayLong: 'Monday',
      day: 23,
      monthShort: 'Nov',
    });
    expect(getCalendarDateParts('2026-03-29').weekdayLong).toBe('Sunday');
  });
});
