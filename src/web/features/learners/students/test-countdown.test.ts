import { describe, expect, it } from 'vitest';
import { daysBetweenIsoDates } from '../../../../core/time/london-time';
import { formatTestCountdown } from './test-countdown';

describe('formatTestCountdown', () => {
  it('counts calendar days, across a clock change', () => {
    // The clocks go forward on 28 March 2027: still whole days.
    expect(daysBetweenIsoDates('2027-03-27', '2027-03-29')).toBe(2);
    expect(daysBetweenIsoDates('2027-03-10', '2027-04-01')).toBe(22);
  });

  it('says today, tomorrow, days, then weeks too; a test gone by asks for its result', () => {
    expect(formatTestCountdown('2027-03-10', '2027-03-10')).toBe('Today');
    expect(formatTestCountdown('2027-03-10', '2027-03-11')).toBe('Tomorrow');
    expect(formatTestCountdown('2027-03-10', '2027-03-23')).toBe('In 13 days');
    expect(formatTestCountdown('2027-03-10', '2027-04-01')).toBe('In 22 days (3 weeks)');
    expect(formatTestCountdown('2027-03-10', '2027-03-09')).toBe('Taken: record the result');
  });
});
