import { describe, expect, it } from 'vitest';
import { getMonthOf, getUkTaxYear, getWeekOf } from './money-periods';

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
