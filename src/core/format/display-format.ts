/*
 * How money, times and dates look everywhere (design.md): £40 on cards, £40.00 on payment pages,
 * 12-hour times with AM/PM, long en-GB dates.
 */

/** Whole pounds for cards: 4000 → '£40', 5450 → '£54.50' (never hides pence that exist). */
export function formatPoundsWhole(pence: number): string {
  return pence % 100 === 0 ? `£${(pence / 100).toLocaleString('en-GB')}` : formatPounds(pence);
}

/** Two decimals for payment pages: 4000 → '£40.00'. */
export function formatPounds(pence: number): string {
  return `£${(pence / 100).toLocaleString('en-GB', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;
}

/** '14:00' → '2:00 PM', '00:30' → '12:30 AM'. */
export function formatTime12h(time: string): string {
  const [hoursText, minutesText] = time.split(':');
  const hours = Number(hoursText);
  const suffix = hours >= 12 ? 'PM' : 'AM';
  const hour12 = hours % 12 === 0 ? 12 : hours % 12;
  return `${hour12}:${minutesText ?? '00'} ${suffix}`;
}

/** 60 → '1hr', 90 → '1.5hr', 120 → '2hr', otherwise minutes. */
export function formatDurationLabel(minutes: number): string {
  if (minutes === 60) return '1hr';
  if (minutes === 90) return '1.5hr';
  if (minutes === 120) return '2hr';
  return `${minutes} min`;
}

function isoDateToUtcNoon(isoDate: string): Date {
  return new Date(`${isoDate}T12:00:00Z`);
}

/** '2026-03-14' → 'Saturday 14 March 2026'. */
export function formatLongDate(isoDate: string): string {
  return new Intl.DateTimeFormat('en-GB', {
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  })
    .format(isoDateToUtcNoon(isoDate))
    .replace(',', '');
}

/** '2026-03-14' → 'Sat 14 Mar'. */
export function formatShortDate(isoDate: string): string {
  return new Intl.DateTimeFormat('en-GB', {
    weekday: 'short',
    day: 'numeric',
    month: 'short',
    timeZone: 'UTC',
  })
    .format(isoDateToUtcNoon(isoDate))
    .replace(',', '');
}

/** 'Amira' from ' Amira  Khan '; the whole name when it has no space. For greetings. */
export function getFirstName(fullName: string): string {
  const trimmed = fullName.trim();
  return trimmed.split(/\s+/)[0] ?? trimmed;
}
