import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { addDaysToIsoDate } from '../time/london-time';
import { getMonthOf, getMtdQuarter, getMtdQuartersOfTaxYear, getUkTaxYear, getWeekOf } from './money-periods';

describe('getUkTaxYear', () => {
  it('runs from 6 April to 5 April', () => {
    expect(getUkTaxYear('2027-04-05')).toEqual({ from: '2026-04-06', to: '2027-04-05', label: '2026/27' });
    expect(getUkTaxYear('2027-04-06')).toEqual({ from: '2027-04-06', to: '2028-04-05', label: '2027/28' });
    expect(getUkTaxYear('2026-11-26')).toEqual({ from: '2026-04-06', to: '2027-04-05', label: '2026/27' });
    expect(getUkTaxYear('2027-01-01').label).toBe('2026/27');
    expect(getUkTaxYear('2099-12-31').label).toBe('2099/00');
  });
});

describe('getWeekOf and getMonthOf', () => {
  it('give Monday to Sunday, and the whole calendar month', () => {
    expect(getWeekOf('2026-11-26')).toEqual({ from: '2026-11-23', to: '2026-11-29' });
    expect(getWeekOf('2026-11-29')).toEqual({ from: '2026-11-23', to: '2026-11-29' });
    expect(getWeekOf('2026-11-30')).toEqual({ from: '2026-11-30', to: '2026-12-06' });
    expect(getMonthOf('2028-02-10')).toEqual({ from: '2028-02-01', to: '2028-02-29' });
    expect(getMonthOf('2026-12-31')).toEqual({ from: '2026-12-01', to: '2026-12-31' });
  });
});

describe('getMtdQuarter', () => {
  it('turns on 5/6 July, 5/6 October, 5/6 January and 5/6 April, each due by the 7th two months on', () => {
    expect(getMtdQuarter('2026-04-06')).toEqual({
      from: '2026-04-06',
      to: '2026-07-05',
      label: 'Q1 2026/27',
      updateDueOn: '2026-08-07',
    });
    expect(getMtdQuarter('2026-07-05').label).toBe('Q1 2026/27');
    expect(getMtdQuarter('2026-07-06')).toEqual({
      from: '2026-07-06',
      to: '2026-10-05',
      label: 'Q2 2026/27',
      updateDueOn: '2026-11-07',
    });
    expect(getMtdQuarter('2027-01-05')).toEqual({
      from: '2026-10-06',
      to: '2027-01-05',
      label: 'Q3 2026/27',
      updateDueOn: '2027-02-07',
    });
    expect(getMtdQuarter('2027-01-06')).toEqual({
      from: '2027-01-06',
      to: '2027-04-05',
      label: 'Q4 2026/27',
      updateDueOn: '2027-05-07',
    });
    expect(getMtdQuarter('2027-04-06').label).toBe('Q1 2027/28');
  });

  it('tiles every tax year with four quarters, no day missed or counted twice', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 365 * 80 }), (offset) => {
        const day = addDaysToIsoDate('2000-01-01', offset);
        const quarter = getMtdQuarter(day);
        expect(quarter.from <= day && day <= quarter.to).toBe(true);
        const quarters = getMtdQuartersOfTaxYear(day);
        const taxYear = getUkTaxYear(day);
        expect(quarters[0]?.from).toBe(taxYear.from);
        expect(quarters[3]?.to).toBe(taxYear.to);
        for (let index = 1; index < 4; index += 1) {
          expect(quarters[index]?.from).toBe(addDaysToIsoDate(quarters[index - 1]?.to ?? '', 1));
        }
        expect(quarters).toContainEqual(quarter);
        // Each update is due after its quarter ends, within about five weeks.
        expect(quarter.updateDueOn > quarter.to).toBe(true);
      }),
    );
  });
});
