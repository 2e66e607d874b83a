import { describe, expect, it } from 'vitest';
import {
  addDaysToIsoDate,
  addMonthsToIsoDate,
  isIsoDate,
  isWallTime,
  SCHOOL_TIME_ZONE,
  toZonedParts,
  zonedWallTimeToInstant,
} from './london-time';

describe('London wall-clock conversions', () => {
  it('maps winter times to UTC and summer times to UTC+1', () => {
    expect(zonedWallTimeToInstant('2027-01-15', '09:00', SCHOOL_TIME_ZONE).toISOString()).toBe(
      '2027-01-15T09:00:00.000Z',
    );
    expect(zonedWallTimeToInstant('2027-07-15', '09:00', SCHOOL_TIME_ZONE).toISOString()).toBe(
      '2027-07-15T08:00:00.000Z',
    );
  });

  it('is correct either side of the March clock change (28 March 2027)', () => {
    expect(zonedWallTimeToInstant('2027-03-27', '10:00', SCHOOL_TIME_ZONE).toISOString()).toBe(
      '2027-03-27T10:00:00.000Z',
    );
    expect(zonedWallTimeToInstant('2027-03-28', '10:00', SCHOOL_TIME_ZONE).toISOString()).toBe(
      '2027-03-28T09:00:00.000Z',
    );
    // 01:30 does not exist that night: it is read as 02:30 BST.
    expect(zonedWallTimeToInstant('2027-03-28', '01:30', SCHOOL_TIME_ZONE).toISOString()).toBe(
      '2027-03-28T01:30:00.000Z',
    );
  });

  it('is correct either side of the October clock change (31 October 2027), taking the first 01:30', () => {
    expect(zonedWallTimeToInstant('2027-10-30', '10:00', SCHOOL_TIME_ZONE).toISOString()).toBe(
      '2027-10-30T09:00:00.000Z',
    );
    expect(zonedWallTimeToInstant('2027-10-31', '10:00', SCHOOL_TIME_ZONE).toISOString()).toBe(
      '2027-10-31T10:00:00.000Z',
    );
    expect(zonedWallTimeToInstant('2027-10-31', '01:30', SCHOOL_TIME_ZONE).toISOString()).toBe(
      '2027-10-31T00:30:00.000Z',
    );
  });

  it('round-trips through toZonedParts', () => {
    for (const [date, time] of [
      ['2026-11-22', '00:00'],
      ['2027-03-28', '03:15'],
      ['2027-10-31', '23:45'],
      ['2028-02-29', '12:00'],
    ] as const) {
      expect(toZonedParts(zonedWallTimeToInstant(date, time, SCHOOL_TIME_ZONE), SCHOOL_TIME_ZONE)).toEqual({
        date,
        time,
      });
    }
  });

  it('computes UK summer time as the time-zone data has it, 1996 to 2040', () => {
    const intl = new Intl.DateTimeFormat('en-GB', {
      timeZone: SCHOOL_TIME_ZONE,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
    });
    const fromIntl = (instant: Date) => {
      const parts = new Map(intl.formatToParts(instant).map((part) => [part.type, part.value]));
      return {
        date: `${parts.get('year')}-${parts.get('month')}-${parts.get('day')}`,
        time: `${parts.get('hour')}:${parts.get('minute')}`,
      };
    };
    const mismatches: string[] = [];
    const check = (instant: Date) => {
      const expected = fromIntl(instant);
      const actual = toZonedParts(instant, SCHOOL_TIME_ZONE);
      if (actual.date !== expected.date || actual.time !== expected.time) {
        mismatches.push(`${instant.toISOString()}: ${actual.date} ${actual.time}`);
      }
      // And back: a wall time the clocks showed maps to an instant that shows it.
      const back = fromIntl(zonedWallTimeToInstant(expected.date, expected.time, SCHOOL_TIME_ZONE));
      if (back.date !== expected.date || back.time !== expected.time) {
        mismatches.push(`${expected.date} ${expected.time} maps back to ${back.date} ${back.time}`);
      }
    };
    for (let year = 1996; year <= 2040; year += 1) {
      // Every 7 hours through the year, every 15 minutes through the last week of March and October.
      for (let time = Date.UTC(year, 0, 1); time < Date.UTC(year + 1, 0, 1); time += 7 * 3_600_000) {
        check(new Date(time));
      }
      for (const month of [2, 9]) {
        for (let time = Date.UTC(year, month, 24); time < Date.UTC(year, month + 1, 1, 3); time += 900_000) {
          check(new Date(time));
        }
      }
    }
    expect(mismatches).toEqual([]);
    // About 250,000 conversions through Intl: a second or two alone, more on a busy machine.
  }, 30_000);

  it('validates dates and times strictly', () => {
    expect(isIsoDate('2027-02-29')).toBe(false);
    expect(isIsoDate('2028-02-29')).toBe(true);
    expect(isIsoDate('2027-2-1')).toBe(false);
    expect(isWallTime('23:59')).toBe(true);
    expect(isWallTime('24:00')).toBe(false);
    expect(isWallTime('9:00')).toBe(false);
    expect(() => zonedWallTimeToInstant('2027-13-01', '09:00', SCHOOL_TIME_ZONE)).toThrow(RangeError);
  });

  it('adds calendar days across month, year and clock-change boundaries', () => {
    expect(addDaysToIsoDate('2026-12-31', 1)).toBe('2027-01-01');
    expect(addDaysToIsoDate('2027-03-27', 2)).toBe('2027-03-29');
    expect(addDaysToIsoDate('2027-03-01', -1)).toBe('2027-02-28');
  });
});

describe('addMonthsToIsoDate', () => {
  it('adds months and clamps to the end of shorter months', () => {
    expect(addMonthsToIsoDate('2026-11-22', 3)).toBe('2027-02-22');
    expect(addMonthsToIsoDate('2026-11-30', 3)).toBe('2027-02-28');
    expect(addMonthsToIsoDate('2027-12-31', 2)).toBe('2028-02-29');
  });
});
