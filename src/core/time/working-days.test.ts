import { describe, expect, it } from 'vitest';
import { addWorkingDays, isWorkingDay } from './working-days';

describe('isWorkingDay', () => {
  it('is a weekday that is not a bank holiday', () => {
    expect(isWorkingDay('2026-01-05')).toBe(true);
    expect(isWorkingDay('2026-01-03')).toBe(false); // Saturday
    expect(isWorkingDay('2026-01-04')).toBe(false); // Sunday
    expect(isWorkingDay('2026-01-01')).toBe(false); // New Year's Day
  });
});

describe('addWorkingDays', () => {
  it('does not count the start day, and skips weekends', () => {
    // Monday 5 January 2026: Tue 6 ... Fri 9 are days 1-4, Mon 12 ... Wed 14 days 5-7.
    expect(addWorkingDays('2026-01-05', 7)).toBe('2026-01-14');
    expect(addWorkingDays('2026-01-05', 5)).toBe('2026-01-12');
    expect(addWorkingDays('2026-01-05', 1)).toBe('2026-01-06');
    expect(addWorkingDays('2026-01-05', 0)).toBe('2026-01-05');
  });

  it('counts from the next working day when the start is a weekend', () => {
    // Saturday 10 January: Monday 12 is day 1.
    expect(addWorkingDays('2026-01-10', 1)).toBe('2026-01-12');
    expect(addWorkingDays('2026-01-10', 5)).toBe('2026-01-16');
    expect(addWorkingDays('2026-01-11', 7)).toBe('2026-01-20');
  });

  it("skips Christmas, Boxing Day and New Year's Day", () => {
    // Monday 22 December 2025: 23, 24, 29, 30, 31 December, 2 and 5 January.
    expect(addWorkingDays('2025-12-22', 7)).toBe('2026-01-05');
    // Wednesday 23 December 2026: Thu 24 (1), Christmas (Fri), weekend, Boxing Day substitute (Mon 28),
    // Tue 29 to Thu 31 (2-4), New Year's Day (Fri), weekend, Mon 4 January (5).
    expect(addWorkingDays('2026-12-23', 5)).toBe('2027-01-04');
    expect(addWorkingDays('2026-12-23', 7)).toBe('2027-01-06');
  });

  it('skips Good Friday and Easter Monday', () => {
    // Wednesday 1 April 2026: Thu 2 (1), Good Friday 3, weekend, Easter Monday 6, Tue 7 (2) ... Fri 10 (5).
    expect(addWorkingDays('2026-04-01', 5)).toBe('2026-04-10');
    expect(addWorkingDays('2026-04-01', 7)).toBe('2026-04-14');
    // Easter 2025: Good Friday 18 April, Easter Monday 21 April.
    expect(addWorkingDays('2025-04-17', 1)).toBe('2025-04-22');
  });

  it('skips the May and August bank holidays', () => {
    // Friday 1 May 2026: Mon 4 May is the early May bank holiday.
    expect(addWorkingDays('2026-05-01', 1)).toBe('2026-05-05');
    // Friday 28 August 2026: Mon 31 August is the summer bank holiday.
    expect(addWorkingDays('2026-08-28', 1)).toBe('2026-09-01');
  });

  it('refuses a malformed date or count', () => {
    expect(() => addWorkingDays('2026-02-30', 1)).toThrow(RangeError);
    expect(() => addWorkingDays('2026-01-05', -1)).toThrow(RangeError);
    expect(() => addWorkingDays('2026-01-05', 1.5)).toThrow(RangeError);
  });
});
