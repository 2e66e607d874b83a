import { describe, expect, it } from 'vitest';
import { SCHOOL_TIME_ZONE } from '../../time/london-time';
import {
  describeTimeOff,
  describeTimeOffDays,
  findPastTimeOffProblem,
  toTimeOffDates,
  toTimeOffRange,
} from './time-off-rules';
import { createTimeOffRequestSchema } from './time-off-schemas';

describe('toTimeOffRange and toTimeOffDates', () => {
  it('covers whole London days, midnight to midnight, across the clock changes', () => {
    // Sunday 28 March 2027: the clocks go forward, a 23-hour day.
    const spring = toTimeOffRange('2027-03-28', '2027-03-28', SCHOOL_TIME_ZONE);
    expect(spring.startsAt.toISOString()).toBe('2027-03-28T00:00:00.000Z');
    expect(spring.endsAt.toISOString()).toBe('2027-03-28T23:00:00.000Z');
    // Sunday 31 October 2027: they go back, a 25-hour day.
    const autumn = toTimeOffRange('2027-10-30', '2027-10-31', SCHOOL_TIME_ZONE);
    expect(autumn.startsAt.toISOString()).toBe('2027-10-29T23:00:00.000Z');
    expect(autumn.endsAt.toISOString()).toBe('2027-11-01T00:00:00.000Z');
    expect(toTimeOffDates(spring, SCHOOL_TIME_ZONE)).toEqual({
      firstDate: '2027-03-28',
      lastDate: '2027-03-28',
    });
    expect(toTimeOffDates(autumn, SCHOOL_TIME_ZONE)).toEqual({
      firstDate: '2027-10-30',
      lastDate: '2027-10-31',
    });
  });
});

describe('findPastTimeOffProblem', () => {
  it('allows today (a sick day) and refuses a day before it', () => {
    expect(findPastTimeOffProblem('2027-06-02', '2027-06-02')).toBeNull();
    expect(findPastTimeOffProblem('2027-06-01', '2027-06-02')).toBe('The first day must not be in the past');
  });
});

describe('describeTimeOff', () => {
  it('names one day or a range, with the reason', () => {
    expect(describeTimeOffDays({ firstDate: '2027-06-14', lastDate: '2027-06-14' })).toBe(
      'Monday 14 June 2027',
    );
    expect(describeTimeOff({ firstDate: '2027-06-14', lastDate: '2027-06-18', reason: 'car' })).toBe(
      'Monday 14 June 2027 to Friday 18 June 2027 (car in the garage)',
    );
  });
});

describe('createTimeOffRequestSchema', () => {
  it('allows up to 366 days and refuses more', () => {
    const base = { firstDate: '2027-06-14', reason: 'holiday' };
    expect(createTimeOffRequestSchema.safeParse({ ...base, lastDate: '2028-06-13' }).success).toBe(true);
    const tooLong = createTimeOffRequestSchema.safeParse({ ...base, lastDate: '2028-06-14' });
    expect(tooLong.error?.issues.map((issue) => issue.message)).toEqual([
      'Time off can cover at most a year',
    ]);
  });
});
