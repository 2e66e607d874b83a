import { z } from 'zod';
import { isIsoDate } from '../time/london-time';

export const INVALID_DATE_MESSAGE = 'Please choose a date';
export const INVALID_TIME_MESSAGE = 'Please choose a time';

/*
 * The API's dates and times (Europe/London wall clock). Both checks abort: a value that is not a
 * real date stops validation of the object around it, so no refinement that does arithmetic with
 * it (a range of dates, "at most 26 weeks") ever sees '2026-02-30' or '../../../etc/passwd'.
 */

/** `YYYY-MM-DD`, a date that exists: no 2026-02-30, no 2100-02-29, no year before 100. */
export function isoDateField(message: string = INVALID_DATE_MESSAGE) {
  return z.iso.date({ error: message, abort: true }).refine(isIsoDate, { error: message, abort: true });
}

/** `HH:MM`, 00:00 to 23:59. */
export function wallTimeField(message: string = INVALID_TIME_MESSAGE) {
  return z.iso.time({ precision: -1, error: message, abort: true });
}
