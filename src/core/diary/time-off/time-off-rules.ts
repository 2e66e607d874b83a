import { formatLongDate } from '../../format/display-format';
import { addDaysToIsoDate, toZonedParts, zonedWallTimeToInstant } from '../../time/london-time';
import { TIME_OFF_PAST_MESSAGE, type TimeOffReason, timeOffReasonLabels } from './time-off-schemas';

/*
 * Time off as whole days in the school's zone, shared by the form and the server: a block runs from
 * the midnight that starts its first day to the midnight that ends its last.
 */

/** The instants a block of London days covers: [startsAt, endsAt). */
export function toTimeOffRange(
  firstDate: string,
  lastDate: string,
  timeZone: string,
): { startsAt: Date; endsAt: Date } {
  return {
    startsAt: zonedWallTimeToInstant(firstDate, '00:00', timeZone),
    endsAt: zonedWallTimeToInstant(addDaysToIsoDate(lastDate, 1), '00:00', timeZone),
  };
}

/** The first and last London dates of a stored block (its end is the midnight after its last day). */
export function toTimeOffDates(
  range: { startsAt: Date; endsAt: Date },
  timeZone: string,
): { firstDate: string; lastDate: string } {
  return {
    firstDate: toZonedParts(range.startsAt, timeZone).date,
    lastDate: addDaysToIsoDate(toZonedParts(range.endsAt, timeZone).date, -1),
  };
}

/** Why a block cannot start on `firstDate` now (a day before today in London), or null. */
export function findPastTimeOffProblem(firstDate: string, today: string): string | null {
  return firstDate < today ? TIME_OFF_PAST_MESSAGE : null;
}

/** 'Friday 14 May 2027' or 'Friday 14 May 2027 to Monday 17 May 2027'. */
export function describeTimeOffDays(block: { firstDate: string; lastDate: string }): string {
  return block.firstDate === block.lastDate
    ? formatLongDate(block.firstDate)
    : `${formatLongDate(block.firstDate)} to ${formatLongDate(block.lastDate)}`;
}

/** 'Friday 14 May 2027 (holiday)': a block as a sentence names it. */
export function describeTimeOff(block: {
  firstDate: string;
  lastDate: string;
  reason: TimeOffReason;
}): string {
  return `${describeTimeOffDays(block)} (${timeOffReasonLabels[block.reason].toLowerCase()})`;
}
