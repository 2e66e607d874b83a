import { describe, expect, it } from 'vitest';
import {
  addMinutesToWallTime,
  formatSchoolDateTime,
  formatSchoolLongDate,
  formatTimeRange,
  getSchoolToday,
  pluralize,
} from './school-time-format';

describe('getSchoolToday', () => {
  it('gives the London date, not the UTC one', () => {
    // 23:30 UTC on 30 June is already 1 July in London (summer time).
    expect(getSchoolToday(new Date('2027-06-30T23:30:00Z'))).toBe('2027-07-01');
    expect(getSchoolToday(new Date('2027-01-15T23:30:00Z'))).toBe('2027-01-15');
  });
});

describe('formatSchoolDateTime', () => {
  it('shows a short London date and a 12-hour time', () => {
    expect(formatSchoolDateTime('2026-11-22T06:21:29.251Z')).toBe('Sun 22 Nov, 6:21 AM');
    expect(formatSchoolDateTime('2027-07-01T12:05:00Z')).toBe('Thu 1 Jul, 1:05 PM');
  });
});

describe('formatSchoolLongDate', () => {
  it('shows the London calendar date in full', () => {
    expect(formatSchoolLongDate('2026-12-22T06:21:29Z')).toBe('Tuesday 22 December 2026');
    expect(formatSchoolLongDate('2027-06-30T23:30:00Z')).toBe('Thursday 1 July 2027');
  });
});

describe('addMinutesToWallTime and formatTimeRange', () => {
  it('adds minutes and wraps at midnight', () => {
    expect(addMinutesToWallTime('09:00', 90)).toBe('10:30');
    expect(addMinutesToWallTime('23:30', 60)).toBe('00:30');
    expect(addMinutesToWallTime('00:15', -30)).toBe('23:45');
  });

  it('formats a start time and duration as a 12-hour range', () => {
    expect(formatTimeRange('09:00', 120)).toBe('9:00 AM – 11:00 AM');
    expect(formatTimeRange('11:30', 60)).toBe('11:30 AM – 12:30 PM');
  });
});

describe('pluralize', () => {
  it('picks the singular for one and the plural otherwise', () => {
    expect(pluralize(1, 'lesson')).toBe('1 lesson');
    expect(pluralize(0, 'lesson')).toBe('0 lessons');
    expect(pluralize(2, 'progress note')).toBe('2 progress notes');
    expect(pluralize(3, 'reply', 'replies')).toBe('3 replies');
  });
});
