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

export interface MtdQuarter extends DatePeriod {
  /** 'Q1 2026/27': the quarter of the tax year, as HMRC's software lists the obligations. */
  label: string;
  /** The last day to send the quarter's update under Making Tax Digital (the 7th of the month after next). */
  updateDueOn: string;
}

/*
 * Making Tax Digital's standard quarters follow the tax year: 6 April-5 July, 6 July-5 October,
 * 6 October-5 January and 6 January-5 April, each update due by the 7th of the second month after
 * the quarter ends (7 August, 7 November, 7 February, 7 May).
 */
const MTD_QUARTER_STARTS = [
  { month: 4, dueMonth: 8 },
  { month: 7, dueMonth: 11 },
  { month: 10, dueMonth: 2 },
  { month: 1, dueMonth: 5 },
] as const;

/** The Making Tax Digital quarter a day falls in: 5 July 2026 is in Q1 2026/27, 6 July starts Q2. */
export function getMtdQuarter(day: string): MtdQuarter {
  const taxYear = getUkTaxYear(day);
  const startYear = Number(taxYear.from.slice(0, 4));
  // Quarter n starts on the 6th of its month; Q4's (January) is in the tax year's second calendar year.
  const starts = MTD_QUARTER_STARTS.map((quarter, index) => {
    const year = index === 3 ? startYear + 1 : startYear;
    return `${year}-${pad(quarter.month)}-06`;
  });
  const index = starts.findLastIndex((start) => start <= day);
  const quarter = MTD_QUARTER_STARTS[index];
  const from = starts[index];
  if (quarter === undefined || from === undefined) {
    throw new Error(`${day} is outside its own tax year ${taxYear.label}`);
  }
  const nextStart = starts[index + 1] ?? `${startYear + 1}-04-06`;
  const to = addDaysToIsoDate(nextStart, -1);
  // The due month is after the quarter's end: in the next calendar year for Q3 (February) and Q4 (May).
  const dueYear = index >= 2 ? startYear + 1 : startYear;
  return {
    from,
    to,
    label: `Q${index + 1} ${taxYear.label}`,
    updateDueOn: `${dueYear}-${pad(quarter.dueMonth)}-07`,
  };
}

/** The four Making Tax Digital quarters of the tax year a day falls in, in order. */
export function getMtdQuartersOfTaxYear(day: string): MtdQuarter[] {
  const { from } = getUkTaxYear(day);
  const quarters: MtdQuarter[] = [];
  for (let start = from; quarters.length < 4; ) {
    const quarter = getMtdQuarter(start);
    quarters.push(quarter);
    start = addDaysToIsoDate(quarter.to, 1);
  }
  return quarters;
}
