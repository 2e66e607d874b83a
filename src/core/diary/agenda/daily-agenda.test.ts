import { describe, expect, it } from 'vitest';
import { SCHOOL_TIME_ZONE } from '../../time/london-time';
import { getAgendaDayRange, getDueAgendaDate } from './daily-agenda';

const due = (time: string | null, sentOn: string | null, now: string) =>
  getDueAgendaDate({ time, sentOn }, new Date(now), SCHOOL_TIME_ZONE);

describe('when the daily agenda is due', () => {
  it('is due from its London time on, once a day', () => {
    expect(due('19:00', null, '2027-03-01T18:59:59Z')).toBeNull();
    expect(due('19:00', null, '2027-03-01T19:00:00Z')).toBe('2027-03-01');
    expect(due('19:00', '2027-02-28', '2027-03-01T23:59:00Z')).toBe('2027-03-01');
    expect(due('19:00', '2027-03-01', '2027-03-01T23:59:00Z')).toBeNull();
    // Off: never.
    expect(due(null, null, '2027-03-01T23:00:00Z')).toBeNull();
  });

  it('reads the time on the London clock in summer', () => {
    // 18:30 UTC is 19:30 BST.
    expect(due('19:00', null, '2027-06-01T17:59:00Z')).toBeNull();
    expect(due('19:00', null, '2027-06-01T18:00:00Z')).toBe('2027-06-01');
    // 23:30 UTC on 1 June is already 2 June in London: 2 June's agenda, at 00:30, is not due yet.
    expect(due('19:00', '2027-06-01', '2027-06-01T23:30:00Z')).toBeNull();
  });
});

describe("tomorrow's range", () => {
  it('is the next London day, 23 hours long when the clocks go forward', () => {
    expect(getAgendaDayRange('2027-03-01', SCHOOL_TIME_ZONE)).toEqual({
      date: '2027-03-02',
      from: new Date('2027-03-02T00:00:00Z'),
      to: new Date('2027-03-03T00:00:00Z'),
    });
    // Sunday 28 March 2027: the clocks go forward at 01:00.
    expect(getAgendaDayRange('2027-03-27', SCHOOL_TIME_ZONE)).toEqual({
      date: '2027-03-28',
      from: new Date('2027-03-28T00:00:00Z'),
      to: new Date('2027-03-28T23:00:00Z'),
    });
  });
});
