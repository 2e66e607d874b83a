import { describe, expect, it } from 'vitest';
import { SCHOOL_TIME_ZONE } from '../../time/london-time';
import { expandRecurringSeries, findWallTimeInstant } from './recurring-lesson-dates';

describe('expandRecurringSeries', () => {
  it('gives each week the same weekday and London time, across the October clock change', () => {
    // The clocks go back on Sunday 25 October 2026.
    const weeks = expandRecurringSeries(
      { firstDate: '2026-10-13', startTime: '17:00', duration: 90, weeks: 4 },
      SCHOOL_TIME_ZONE,
    );
    expect(weeks.map((week) => [week.date, week.startTime, week.endTime])).toEqual([
      ['2026-10-13', '17:00', '18:30'],
      ['2026-10-20', '17:00', '18:30'],
      ['2026-10-27', '17:00', '18:30'],
      ['2026-11-03', '17:00', '18:30'],
    ]);
    expect(weeks.map((week) => week.startsAt?.toISOString())).toEqual([
      '2026-10-13T16:00:00.000Z',
      '2026-10-20T16:00:00.000Z',
      '2026-10-27T17:00:00.000Z',
      '2026-11-03T17:00:00.000Z',
    ]);
    expect(weeks.map((week) => week.endsAt?.toISOString())).toEqual([
      '2026-10-13T17:30:00.000Z',
      '2026-10-20T17:30:00.000Z',
      '2026-10-27T18:30:00.000Z',
      '2026-11-03T18:30:00.000Z',
    ]);
  });

  it('keeps the time across the March change and across a year end', () => {
    const weeks = expandRecurringSeries(
      { firstDate: '2026-12-22', startTime: '09:15', duration: 60, weeks: 15 },
      SCHOOL_TIME_ZONE,
    );
    expect(weeks).toHaveLength(15);
    expect(weeks[1]?.date).toBe('2026-12-29');
    expect(weeks[2]?.date).toBe('2027-01-05');
    expect(weeks.at(-1)?.date).toBe('2027-03-30');
    expect(weeks.at(-1)?.startsAt?.toISOString()).toBe('2027-03-30T08:15:00.000Z');
    expect(weeks[0]?.startsAt?.toISOString()).toBe('2026-12-22T09:15:00.000Z');
  });

  it('marks a time the clocks skip with no instant instead of moving it by an hour', () => {
    // The clocks go forward at 01:00 on Sunday 28 March 2027.
    const weeks = expandRecurringSeries(
      { firstDate: '2027-03-21', startTime: '01:30', duration: 60, weeks: 3 },
      SCHOOL_TIME_ZONE,
    );
    expect(weeks.map((week) => week.startsAt?.toISOString() ?? null)).toEqual([
      '2027-03-21T01:30:00.000Z',
      null,
      '2027-04-04T00:30:00.000Z',
    ]);
    expect(weeks[1]).toMatchObject({ date: '2027-03-28', startTime: '01:30', endsAt: null });
  });

  it('gives the lesson its real minutes when it runs across the change', () => {
    // 00:30 GMT + 90 real minutes = 03:00 BST on the night the clocks go forward.
    const [week] = expandRecurringSeries(
      { firstDate: '2027-03-28', startTime: '00:30', duration: 90, weeks: 1 },
      SCHOOL_TIME_ZONE,
    );
    expect(week?.endTime).toBe('03:00');
  });
});

describe('findWallTimeInstant', () => {
  it('answers null only for a time that does not exist', () => {
    expect(findWallTimeInstant('2027-03-28', '01:59', SCHOOL_TIME_ZONE)).toBeNull();
    expect(findWallTimeInstant('2027-03-28', '02:00', SCHOOL_TIME_ZONE)?.toISOString()).toBe(
      '2027-03-28T01:00:00.000Z',
    );
    // The autumn's repeated hour: the first (summer) one.
    expect(findWallTimeInstant('2026-10-25', '01:30', SCHOOL_TIME_ZONE)?.toISOString()).toBe(
      '2026-10-25T00:30:00.000Z',
    );
  });
});
