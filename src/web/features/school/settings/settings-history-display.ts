/*
 * How the settings history reads in the dashboard (pure, tested): when in London time, and what
 * changed, named with its package when it is a package's.
 */
import { formatShortDate, formatTime12h } from '../../../../core/format/display-format';
import type { SettingsChange } from '../../../../core/school/settings/settings-history-schemas';
import { SCHOOL_TIME_ZONE, toZonedParts } from '../../../../core/time/london-time';

/** '2026-11-26T12:05:00Z' → 'Thu 26 Nov 2026, 12:05 PM' (London; the history spans years). */
export function formatSettingsChangeTime(isoInstant: string, timeZone: string = SCHOOL_TIME_ZONE): string {
  const { date, time } = toZonedParts(new Date(isoInstant), timeZone);
  return `${formatShortDate(date)} ${date.slice(0, 4)}, ${formatTime12h(time)}`;
}

/** 'Phone', or 'Standard Package: Price' for a package's field. */
export function describeSettingsChangeSubject(
  change: Pick<SettingsChange, 'area' | 'subject' | 'fieldLabel'>,
): string {
  if (change.area === 'package' && change.subject !== null) return `${change.subject}: ${change.fieldLabel}`;
  return change.fieldLabel;
}
