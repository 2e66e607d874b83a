import { describe, expect, it } from 'vitest';
import {
  getEasterSunday,
  getEnglandAndWalesBankHolidays,
  getIsoWeekday,
  isEnglandAndWalesBankHoliday,
} from './bank-holidays';

const datesOf = (year: number) => getEnglandAndWalesBankHolidays(year).map((holiday) => holiday.date);

describe('getEasterSunday', () => {
  it.each([
    [2000, '2000-04-23'],
    [2008, '2008-03-23'],
    [2011, '2011-04-24'],
    [2019, '2019-04-21'],
    [2024, '2024-03-31'],
    [2025, '2025-04-20'],
    [2026, '2026-04-05'],
    [2027, '2027-03-28'],
    [2038, '2038-04-25'],
  ])('Easter %i is on %s, a Sunday', (year, expected) => {
    expect(getEasterSunday(year)).toBe(expected);
    expect(getIsoWeekday(expected)).toBe(0);
  });
});

describe('getEnglandAndWalesBankHolidays', () => {
  // Every list below is gov.uk's (www.gov.uk/bank-holidays) for England and Wales.
  it('2025', () => {
    expect(datesOf(2025)).toEqual([
      '2025-01-01',
      '2025-04-18',
      '2025-04-21',
      '2025-05-05',
      '2025-05-26',
      '2025-08-25',
      '2025-12-25',
      '2025-12-26',
    ]);
  });

  it('2026: Boxing Day on a Saturday moves to Monday 28 December', () => {
    expect(datesOf(2026)).toEqual([
      '2026-01-01',
      '2026-04-03',
      '2026-04-06',
      '2026-05-04',
      '2026-05-25',
      '2026-08-31',
      '2026-12-25',
      '2026-12-28',
    ]);
    expect(getEnglandAndWalesBankHolidays(2026).at(-1)?.name).toBe('Boxing Day (substitute day)');
  });

  it('2027: Christmas on a Saturday, so Monday 27 and Tuesday 28 December', () => {
    expect(datesOf(2027)).toEqual([
      '2027-01-01',
      '2027-03-26',
      '2027-03-29',
      '2027-05-03',
      '2027-05-31',
      '2027-08-30',
      '2027-12-27',
      '2027-12-28',
    ]);
  });

  it('2022: Christmas on a Sunday, the Platinum Jubilee, the moved spring holiday and the State Funeral', () => {
    expect(datesOf(2022)).toEqual([
      '2022-01-03',
      '2022-04-15',
      '2022-04-18',
      '2022-05-02',
      '2022-06-02',
      '2022-06-03',
      '2022-08-29',
      '2022-09-19',
      '2022-12-26',
      '2022-12-27',
    ]);
    expect(getEnglandAndWalesBankHolidays(2022).find((day) => day.date === '2022-12-27')?.name).toBe(
      'Christmas Day (substitute day)',
    );
  });

  it("2023: New Year's Day on a Sunday and the Coronation", () => {
    expect(datesOf(2023)).toEqual([
      '2023-01-02',
      '2023-04-07',
      '2023-04-10',
      '2023-05-01',
      '2023-05-08',
      '2023-05-29',
      '2023-08-28',
      '2023-12-25',
      '2023-12-26',
    ]);
  });

  it('2020: the early May holiday moved to Friday 8 May (VE Day)', () => {
    expect(datesOf(2020)).toEqual([
      '2020-01-01',
      '2020-04-10',
      '2020-04-13',
      '2020-05-08',
      '2020-05-25',
      '2020-08-31',
      '2020-12-25',
      '2020-12-28',
    ]);
  });

  it("2028: New Year's Day on a Saturday moves to Monday 3 January", () => {
    expect(datesOf(2028)).toEqual([
      '2028-01-03',
      '2028-04-14',
      '2028-04-17',
      '2028-05-01',
      '2028-05-29',
      '2028-08-28',
      '2028-12-25',
      '2028-12-26',
    ]);
    expect(isEnglandAndWalesBankHoliday('2028-01-03')).toBe(true);
    expect(isEnglandAndWalesBankHoliday('2028-01-01')).toBe(false);
  });

  it('never puts a holiday at a weekend and always has at least eight', () => {
    for (let year = 2000; year <= 2060; year++) {
      const holidays = datesOf(year);
      expect(holidays.length, String(year)).toBeGreaterThanOrEqual(8);
      for (const date of holidays) {
        const weekday = getIsoWeekday(date);
        expect(weekday !== 0 && weekday !== 6, date).toBe(true);
      }
      expect(new Set(holidays).size, String(year)).toBe(holidays.length);
    }
  });
});

describe('isEnglandAndWalesBankHoliday', () => {
  it('knows holidays from ordinary days, in any year', () => {
    expect(isEnglandAndWalesBankHoliday('2025-12-25')).toBe(true);
    expect(isEnglandAndWalesBankHoliday('2026-12-28')).toBe(true);
    expect(isEnglandAndWalesBankHoliday('2026-12-26')).toBe(false);
    expect(isEnglandAndWalesBankHoliday('2026-04-06')).toBe(true);
    expect(isEnglandAndWalesBankHoliday('2026-04-07')).toBe(false);
  });
});
