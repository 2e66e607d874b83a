import { describe, expect, it } from 'vitest';
import { SCHOOL_TIME_ZONE } from '../../time/london-time';
import { expandWeeklyPattern, findPastSlotProblem, isoWeekday } from './availability-pattern';

const LONDON = SCHOOL_TIME_ZONE;
// Monday 22 March 2027, 10:00 GMT; the clocks go forward on Sunday 28 March 2027.
const NOW = new Date('2027-03-22T10:00:00Z');

describe('isoWeekday', () => {
  it('numbers Monday 1 to Sunday 7', () => {
    expect(isoWeekday('2027-03-22')).toBe(1);
    expect(isoWeekday('2027-03-27')).toBe(6);
    expect(isoWeekday('2027-03-28')).toBe(7);
  });
});

describe('expandWeeklyPattern', () => {
  it('makes back-to-back slots on the chosen weekdays, keeping London wall-clock times across the clock change', () => {
    const slots = expandWeeklyPattern(
      {
        startDate: '2027-03-23',
        endDate: '2027-04-02',
        weekdays: [2, 5],
        startTime: '09:00',
        endTime: '13:00',
        duration: 120,
      },
      NOW,
      LONDON,
    );
    expect(slots.map((slot) => `${slot.date} ${slot.time}`)).toEqual([
      '2027-03-23 09:00',
      '2027-03-23 11:00',
      '2027-03-26 09:00',
      '2027-03-26 11:00',
      '2027-03-30 09:00',
      '2027-03-30 11:00',
      '2027-04-02 09:00',
      '2027-04-02 11:00',
    ]);
    // 09:00 is 09:00 UTC in winter and 08:00 UTC in summer time; every slot lasts 2 real hours.
    expect(slots[2]?.startsAt.toISOString()).toBe('2027-03-26T09:00:00.000Z');
    expect(slots[4]?.startsAt.toISOString()).toBe('2027-03-30T08:00:00.000Z');
    for (const slot of slots) expect(slot.endsAt.getTime() - slot.startsAt.getTime()).toBe(120 * 60_000);
  });

  it('stops where a whole slot no longer fits before the end time', () => {
    const slots = expandWeeklyPattern(
      {
        startDate: '2027-03-23',
        endDate: '2027-03-23',
        weekdays: [2],
        startTime: '09:00',
        endTime: '12:00',
        duration: 90,
      },
      NOW,
      LONDON,
    );
    expect(slots.map((slot) => slot.time)).toEqual(['09:00', '10:30']);
  });

  it('leaves out slots that have started and days before today', () => {
    const slots = expandWeeklyPattern(
      {
        startDate: '2027-03-21',
        endDate: '2027-03-23',
        weekdays: [1, 2, 3, 4, 5, 6, 7],
        startTime: '09:00',
        endTime: '12:00',
        duration: 60,
      },
      NOW,
      LONDON,
    );
    expect(slots.map((slot) => `${slot.date} ${slot.time}`)).toEqual([
      '2027-03-22 11:00',
      '2027-03-23 09:00',
      '2027-03-23 10:00',
      '2027-03-23 11:00',
    ]);
  });

  it('skips the wall times that do not exist when the clocks go forward, and never overlaps', () => {
    const slots = expandWeeklyPattern(
      {
        startDate: '2027-03-28',
        endDate: '2027-03-28',
        weekdays: [7],
        startTime: '00:00',
        endTime: '04:00',
        duration: 60,
      },
      NOW,
      LONDON,
    );
    // 01:00-01:59 does not happen on 28 March 2027.
    expect(slots.map((slot) => slot.time)).toEqual(['00:00', '02:00', '03:00']);
    expect(slots.map((slot) => slot.startsAt.toISOString())).toEqual([
      '2027-03-28T00:00:00.000Z',
      '2027-03-28T01:00:00.000Z',
      '2027-03-28T02:00:00.000Z',
    ]);
    const ninety = expandWeeklyPattern(
      {
        startDate: '2027-03-28',
        endDate: '2027-03-28',
        weekdays: [7],
        startTime: '00:30',
        endTime: '05:00',
        duration: 90,
      },
      NOW,
      LONDON,
    );
    // 00:30 GMT + 90 real minutes ends at 03:00 BST, so the 02:00 slot would overlap it.
    expect(ninety.map((slot) => slot.time)).toEqual(['00:30', '03:30']);
  });

  it('keeps real durations on the night the clocks go back', () => {
    const slots = expandWeeklyPattern(
      {
        startDate: '2027-10-31',
        endDate: '2027-10-31',
        weekdays: [7],
        startTime: '00:00',
        endTime: '03:00',
        duration: 60,
      },
      NOW,
      LONDON,
    );
    expect(slots.map((slot) => slot.startsAt.toISOString())).toEqual([
      '2027-10-30T23:00:00.000Z',
      '2027-10-31T00:00:00.000Z',
      '2027-10-31T02:00:00.000Z',
    ]);
  });
});

describe('findPastSlotProblem', () => {
  it('refuses an earlier day on the date and a time gone today on the time', () => {
    expect(findPastSlotProblem({ date: '2027-03-21', time: '18:00' }, NOW, LONDON)).toEqual({
      field: 'date',
      message: 'The date must not be in the past',
    });
    expect(findPastSlotProblem({ date: '2027-03-22', time: '09:30' }, NOW, LONDON)).toEqual({
      field: 'time',
      message: 'The time must not be in the past',
    });
    expect(findPastSlotProblem({ date: '2027-03-22', time: '10:30' }, NOW, LONDON)).toBeNull();
  });

  it('compares dates in London, not UTC', () => {
    // 23:30 UTC on 30 June is already 1 July in London.
    const lateJune = new Date('2027-06-30T23:30:00Z');
    expect(findPastSlotProblem({ date: '2027-06-30', time: '23:45' }, lateJune, LONDON)?.field).toBe('date');
  });
});
