import { formatShortDate, formatTime12h } from '../../format/display-format';
import { toZonedParts } from '../../time/london-time';

/**
 * The offline banner's words (issue 24): when the data on screen was fetched, in the school's time
 * zone, with its day when that was not today: "You're offline, showing what you saw at 2:05 PM".
 */
export function formatOfflineBannerText(savedAt: Date, now: Date, timeZone: string): string {
  const saved = toZonedParts(savedAt, timeZone);
  const today = toZonedParts(now, timeZone).date;
  const time = formatTime12h(saved.time);
  const when = saved.date === today ? time : `${time} on ${formatShortDate(saved.date)}`;
  return `You're offline, showing what you saw at ${when}`;
}
