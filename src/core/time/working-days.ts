import { isEnglandAndWalesBankHoliday, isWeekend } from './bank-holidays';
import { addDaysToIsoDate, isIsoDate } from './london-time';

/** A weekday that is not a bank holiday in England and Wales. */
export function isWorkingDay(date: string): boolean {
  return !isWeekend(date) && !isEnglandAndWalesBankHoliday(date);
}

/**
 * The date on which the `count`th working day after `startDate` falls. The start date itself never
 * counts, whatever day it is (a request made on Monday morning or on Saturday night is answered
 * from the next working day on); weekends and bank holidays are skipped.
 * `addWorkingDays('2025-12-22', 7)` is '2026-01-05' (Christmas, Boxing Day and New Year's Day skipped).
 */
export function addWorkingDays(startDate: string, count: number): string {
  if (!isIsoDate(startDate)) throw new RangeError(`Invalid date ${startDate}`);
  if (!Number.isInteger(count) || count < 0) throw new RangeError(`Invalid working-day count ${count}`);
  let date = startDate;
  let counted = 0;
  while (counted < count) {
    date = addDaysToIsoDate(date, 1);
    if (isWorkingDay(date)) counted += 1;
  }
  return date;
}
