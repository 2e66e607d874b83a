import { describe, expect, it } from 'vitest';
import { SCHOOL_TIME_ZONE, zonedWallTimeToInstant } from '../../time/london-time';
import { describeLessonDay, describeLessonTime } from './reminder-wording';

const london = (date: string, time: string) => zonedWallTimeToInstant(date, time, SCHOOL_TIME_ZONE);

describe('how a reminder names the lesson day', () => {
  it('says today, tomorrow or the date, by London dates', () => {
    const starts = london('2027-01-20', '10:00');
    expect(describeLessonDay(starts, london('2027-01-20', '08:00'), SCHOOL_TIME_ZONE)).toBe('today');
    expect(describeLessonDay(starts, london('2027-01-19', '10:00'), SCHOOL_TIME_ZONE)).toBe(
      'tomorrow, Wednesday 20 January 2027',
    );
    expect(describeLessonDay(starts, london('2027-01-17', '10:00'), SCHOOL_TIME_ZONE)).toBe(
      'on Wednesday 20 January 2027',
    );
  });

  it('says today when 24 real hours before a late lesson falls on the same day (clocks going back)', () => {
    // 23:30 GMT on Sunday 25 October 2026; 24 hours earlier the wall clock read 00:30 BST that Sunday.
    const starts = london('2026-10-25', '23:30');
    const dayBefore = new Date(starts.getTime() - 24 * 3_600_000);
    expect(describeLessonDay(starts, dayBefore, SCHOOL_TIME_ZONE)).toBe('today');
    expect(describeLessonTime(starts, SCHOOL_TIME_ZONE)).toBe('11:30 PM');
  });
});
