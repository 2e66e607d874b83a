/*
 * Counting words, said right: "1 hour", "1.5 hours", "1 lesson", "3 lessons". Every screen, e-mail
 * and message that counts hours or lessons says it through these (issue 34: "1 hours" read wrong).
 */

/** Hours like the spec: 1, 1.5, 2 (at most two decimals). */
function formatHourNumber(hours: number): string {
  return Number.isInteger(hours) ? String(hours) : String(Math.round(hours * 100) / 100);
}

/** `1, 'lesson'` → '1 lesson'; `3, 'lesson'` → '3 lessons'; `2, 'person', 'people'` → '2 people'. */
export function formatCount(count: number, singular: string, plural = `${singular}s`): string {
  return `${count} ${Math.abs(count) === 1 ? singular : plural}`;
}

/** 1 → '1 hour', 1.5 → '1.5 hours', 0 → '0 hours', -1 → '-1 hour'. */
export function formatHourCount(hours: number): string {
  const rounded = formatHourNumber(hours);
  return `${rounded} ${Math.abs(Number(rounded)) === 1 ? 'hour' : 'hours'}`;
}

/** Minutes in hours: 60 → '1 hour', 90 → '1.5 hours', 450 → '7.5 hours'. */
export function formatHoursFromMinutes(minutes: number): string {
  return formatHourCount(minutes / 60);
}

/** 1 → '1 lesson', 10 → '10 lessons'. */
export function formatLessonCount(count: number): string {
  return formatCount(count, 'lesson');
}

/** A length in words, for lists of lesson lengths: 15 → '15 minutes', 75 → '1 hour 15 minutes'. */
export function formatLengthInWords(minutes: number): string {
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  const parts = [hours > 0 ? formatCount(hours, 'hour') : '', rest > 0 ? formatCount(rest, 'minute') : ''];
  return parts.filter(Boolean).join(' ');
}
