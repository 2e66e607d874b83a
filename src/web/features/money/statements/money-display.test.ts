import { describe, expect, it } from 'vitest';
import type { Expense } from '../../../../core/money/money-schemas';
import {
  type Debtor,
  describeTakingsPackage,
  formatDateSpan,
  formatDayMonthYear,
  isDebtorSortOrder,
  sortDebtors,
  sortExpensesNewestFirst,
} from './money-display';

describe('formatDateSpan', () => {
  it('names the year once when both ends fall in it', () => {
    expect(formatDateSpan('2026-11-23', '2026-11-29')).toBe('23 Nov – 29 Nov 2026');
    expect(formatDateSpan('2026-09-01', '2026-09-30')).toBe('1 Sept – 30 Sept 2026');
  });

  it('names both years when the span crosses one (a tax year, a week at new year)', () => {
    expect(formatDateSpan('2026-04-06', '2027-04-05')).toBe('6 Apr 2026 – 5 Apr 2027');
    expect(formatDateSpan('2026-12-28', '2027-01-03')).toBe('28 Dec 2026 – 3 Jan 2027');
  });

  it('names a single day once', () => {
    expect(formatDateSpan('2027-03-03', '2027-03-03')).toBe('3 Mar 2027');
  });
});

describe('formatDayMonthYear', () => {
  it('writes the long date without its weekday', () => {
    expect(formatDayMonthYear('2027-03-03')).toBe('3 March 2027');
    expect(formatDayMonthYear('2026-12-25')).toBe('25 December 2026');
  });
});

describe('describeTakingsPackage', () => {
  it("keeps a package's description and words a payment tied to none", () => {
    expect(describeTakingsPackage('10 hours')).toBe('10 hours');
    expect(describeTakingsPackage(null)).toBe('Not tied to a package');
  });
});

describe('isDebtorSortOrder', () => {
  it('knows the two orders only', () => {
    expect(isDebtorSortOrder('most-owed')).toBe(true);
    expect(isDebtorSortOrder('longest-owed')).toBe(true);
    expect(isDebtorSortOrder('newest')).toBe(false);
  });
});

describe('sortDebtors', () => {
  const debtors: Debtor[] = [
    { studentId: 1, fullName: 'Amira Khan', owedPence: 4000, owingSince: '2027-01-10' },
    { studentId: 2, fullName: 'Ben Hall', owedPence: 32_000, owingSince: '2027-02-01' },
    { studentId: 3, fullName: 'Chloe Reid', owedPence: 4000, owingSince: '2026-12-05' },
    { studentId: 4, fullName: 'Aaron Dale', owedPence: 4000, owingSince: '2027-01-10' },
  ];
  const names = (list: Debtor[]) => list.map((debtor) => debtor.fullName);

  it('puts the biggest debt first; equal debts the oldest first, then by name', () => {
    expect(names(sortDebtors(debtors, 'most-owed'))).toEqual([
      'Ben Hall',
      'Chloe Reid',
      'Aaron Dale',
      'Amira Khan',
    ]);
  });

  it('puts the oldest debt first; debts of one day the biggest first, then by name', () => {
    const sameDay = { studentId: 5, fullName: 'Dan Ford', owedPence: 9000, owingSince: '2027-01-10' };
    expect(names(sortDebtors([...debtors, sameDay], 'longest-owed'))).toEqual([
      'Chloe Reid',
      'Dan Ford',
      'Aaron Dale',
      'Amira Khan',
      'Ben Hall',
    ]);
  });

  it('leaves the list it was given as it was', () => {
    const before = names(debtors);
    sortDebtors(debtors, 'longest-owed');
    expect(names(debtors)).toEqual(before);
    expect(sortDebtors([], 'most-owed')).toEqual([]);
  });
});

describe('sortExpensesNewestFirst', () => {
  const cost = (id: number, spentOn: string): Expense => ({
    id,
    spentOn,
    amountPence: 1000,
    category: 'fuel',
    note: '',
  });

  it('puts the latest day first and, within a day, the one recorded last', () => {
    const sorted = sortExpensesNewestFirst([
      cost(1, '2026-05-01'),
      cost(2, '2027-01-15'),
      cost(3, '2026-05-01'),
      cost(4, '2026-11-30'),
    ]);
    expect(sorted.map((expense) => expense.id)).toEqual([2, 4, 3, 1]);
  });

  it('leaves the list it was given as it was', () => {
    const expenses = [cost(1, '2026-05-01'), cost(2, '2027-01-15')];
    sortExpensesNewestFirst(expenses);
    expect(expenses.map((expense) => expense.id)).toEqual([1, 2]);
  });
});
