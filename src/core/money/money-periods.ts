import { getIsoDateParts } from '../format/display-format';
import { addDaysToIsoDate } from '../time/london-time';

/** A span of London calendar days, both ends included (YYYY-MM-DD). */
export interface DatePeriod {
  from: string;
  to: string;
}

export interface TaxYear extends DatePeriod {
  /** '2026/27': how HMRC and Self Assessment name it. */
  label: string;
}

function pad(value: number): string {
  return String(value).padStart(2, '0');
}

/**
 * The UK tax year a day falls in: 6 April to 5 April. 5 April 2027 is in 2026/27; 6 April 2027
 * starts 2027/28.
 */
export function getUkTaxYear(day: string): TaxYear {
  const { year, monthIndex, day: dayOfMonth } = getIsoDateParts(day);
  const beforeSixthOfApril = monthIndex < 3 || (monthIndex === 3 && dayOfMonth < 6);
  const startYear = beforeSixthOfApril ? year - 1 : year;
  return {
    from: `${startYear}-04-06`,
    to: `${startYear + 1}-04-05`,
    label: `${startYear}/${pad((startYear + 1) % 100)}`,
  };
}

/** Monday to Sunday of the week a day falls in (the UK's working week). */
export function getWeekOf(day: string): DatePeriod {
  const { weekdayIndex } = getIsoDateParts(day);
  const daysSinceMonday = (weekdayIndex + 6) % 7;
  const from = addDaysToIsoDate(day, -daysSinceMonday);
  return { from, to: addDaysToIsoDate(from, 6) };
}

/** The first to the last day of the month a day falls in. */
export function getMonthOf(day: string): DatePeriod {
  const { year, monthIndex } = getIsoDateParts(day);
  const lastDay = new Date(Date.UTC(year, monthIndex + 1, 0)).getUTCDate();
  return { from: `${year}-${pad(monthIndex + 1)}-01`, to: `${year}-${pad(monthIndex + 1)}-${pad(lastDay)}` };
}
