import {
  WAITING_LIST_PERIODS,
  WAITING_LIST_WEEKDAY_NAMES,
  type WaitingListPeriod,
  type WaitingListWindow,
} from './waiting-list-schemas';

const PERIOD_PLURALS: Record<WaitingListPeriod, string> = {
  morning: 'mornings',
  afternoon: 'afternoons',
  evening: 'evenings',
};

function shortDay(weekday: number): string {
  return (WAITING_LIST_WEEKDAY_NAMES[weekday - 1] ?? '').slice(0, 3);
}

/** Consecutive weekdays as ranges: [1,2,3,5] -> "Mon-Wed, Fri"; all seven -> "Every day". */
function describeDays(days: readonly number[]): string {
  if (days.length === 7) return 'Every day';
  if (days.length === 5 && days.every((day) => day <= 5)) return 'Weekday';
  if (days.length === 2 && days[0] === 6 && days[1] === 7) return 'Weekend';
  const parts: string[] = [];
  let start = days[0];
  for (let i = 0; i < days.length; i += 1) {
    const day = days[i];
    const next = days[i + 1];
    if (start === undefined || day === undefined) break;
    if (next !== day + 1) {
      parts.push(
        day - start >= 2
          ? `${shortDay(start)}-${shortDay(day)}`
          : day === start
            ? shortDay(day)
            : `${shortDay(start)}, ${shortDay(day)}`,
      );
      start = next;
    }
  }
  return parts.join(', ');
}

/** The windows in words, e.g. "Weekday evenings; Sat mornings". */
export function describeWaitingListWindows(windows: readonly WaitingListWindow[]): string {
  return WAITING_LIST_PERIODS.flatMap((period) => {
    const days = [
      ...new Set(windows.filter((window) => window.period === period).map((window) => window.weekday)),
    ].sort((a, b) => a - b);
    return days.length === 0 ? [] : [`${describeDays(days)} ${PERIOD_PLURALS[period]}`];
  }).join('; ');
}
