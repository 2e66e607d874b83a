import { describe, expect, it } from 'vitest';
import {
  formatCount,
  formatHourCount,
  formatHoursFromMinutes,
  formatLengthInWords,
  formatLessonCount,
} from './count-format';

describe('counting words', () => {
  it('says one hour in the singular and every other amount in the plural', () => {
    expect(formatHourCount(1)).toBe('1 hour');
    expect(formatHourCount(1.5)).toBe('1.5 hours');
    expect(formatHourCount(0)).toBe('0 hours');
    expect(formatHourCount(10)).toBe('10 hours');
    expect(formatHourCount(-1)).toBe('-1 hour');
    expect(formatHourCount(2 / 3)).toBe('0.67 hours');
  });

  it('turns minutes into hours', () => {
    expect(formatHoursFromMinutes(60)).toBe('1 hour');
    expect(formatHoursFromMinutes(90)).toBe('1.5 hours');
    expect(formatHoursFromMinutes(450)).toBe('7.5 hours');
    expect(formatHoursFromMinutes(-60)).toBe('-1 hour');
  });

  it('counts lessons and other things', () => {
    expect(formatLessonCount(1)).toBe('1 lesson');
    expect(formatLessonCount(0)).toBe('0 lessons');
    expect(formatLessonCount(20)).toBe('20 lessons');
    expect(formatCount(2, 'person', 'people')).toBe('2 people');
    expect(formatCount(1, 'day')).toBe('1 day');
  });

  it('says a length in hours and minutes with the right plurals', () => {
    expect([15, 60, 75, 121, 135, 240].map(formatLengthInWords)).toEqual([
      '15 minutes',
      '1 hour',
      '1 hour 15 minutes',
      '2 hours 1 minute',
      '2 hours 15 minutes',
      '4 hours',
    ]);
  });
});
