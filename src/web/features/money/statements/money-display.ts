import type { z } from 'zod';
import { formatLongDate, getIsoDateParts, MONTH_SHORT_NAMES } from '../../../../core/format/display-format';
import type { debtorSchema, Expense } from '../../../../core/money/money-schemas';

/*
 * How the Money tab words its dates and orders its lists. The server sends the periods, the
 * debtors (most owed first) and the costs (oldest first); the tab only rearranges and words them.
 */

export type Debtor = z.infer<typeof debtorSchema>;

/** '2026-11-23' → '23 Nov 2026'. */
function formatDayShortMonthYear(isoDate: string): string {
  const { year, monthIndex, day } = getIsoDateParts(isoDate);
  return `${day} ${MONTH_SHORT_NAMES[monthIndex]} ${year}`;
}

/**
 * The days a period covers, both included: '23 Nov – 29 Nov 2026' within a year, '6 Apr 2026 –
 * 5 Apr 2027' across two, '3 Mar 2027' for a single day.
 */
export function formatDateSpan(from: string, to: string): string {
  if (from === to) return formatDayShortMonthYear(from);
  const start = getIsoDateParts(from);
  const end = formatDayShortMonthYear(to);
  if (start.year === getIsoDateParts(to).year) {
    return `${start.day} ${MONTH_SHORT_NAMES[start.monthIndex]} – ${end}`;
  }
  return `${formatDayShortMonthYear(from)} – ${end}`;
}

/**
 * '2027-03-03' → '3 March 2027': the long date without its weekday, which says nothing about how
 * long a debt has run. Built on `formatLongDate` so the month names stay in one place.
 */
export function formatDayMonthYear(isoDate: string): string {
  const longDate = formatLongDate(isoDate);
  return longDate.slice(longDate.indexOf(' ') + 1);
}

/** What a payment paid for, in words: a package's description, or none. */
export function describeTakingsPackage(description: string | null): string {
  return description ?? 'Not tied to a package';
}

export const DEBTOR_SORT_ORDERS = ['most-owed', 'longest-owed'] as const;
export type DebtorSortOrder = (typeof DEBTOR_SORT_ORDERS)[number];

export const debtorSortOrderLabels: Record<DebtorSortOrder, string> = {
  'most-owed': 'Most owed',
  'longest-owed': 'Longest owed',
};

export function isDebtorSortOrder(value: string): value is DebtorSortOrder {
  return DEBTOR_SORT_ORDERS.some((order) => order === value);
}

function compareMostOwed(a: Debtor, b: Debtor): number {
  return b.owedPence - a.owedPence;
}

function compareLongestOwed(a: Debtor, b: Debtor): number {
  // YYYY-MM-DD sorts as text in date order.
  return a.owingSince < b.owingSince ? -1 : a.owingSince > b.owingSince ? 1 : 0;
}

/**
 * Who owes what, in a new array: the biggest debts first, or the oldest first. Ties fall to the
 * other order, then to the name, so the list never reshuffles between loads.
 */
export function sortDebtors(debtors: readonly Debtor[], order: DebtorSortOrder): Debtor[] {
  const [first, second] =
    order === 'most-owed' ? [compareMostOwed, compareLongestOwed] : [compareLongestOwed, compareMostOwed];
  return [...debtors].sort(
    (a, b) => first(a, b) || second(a, b) || a.fullName.localeCompare(b.fullName, 'en-GB'),
  );
}

/** Costs newest first, in a new array; the later-recorded of one day's costs first. */
export function sortExpensesNewestFirst(expenses: readonly Expense[]): Expense[] {
  return [...expenses].sort((a, b) =>
    a.spentOn === b.spentOn ? b.id - a.id : a.spentOn < b.spentOn ? 1 : -1,
  );
}
