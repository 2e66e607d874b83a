import type { DatePeriod } from '../../../../../core/money/money-periods';
import { moneyRangeQuerySchema } from '../../../../../core/money/money-schemas';

/*
 * GET /api/money/export.csv?from=&to=: payments, costs and lessons as a spreadsheet file. The
 * browser downloads it from a plain link: the instructor's session cookie goes with it, and the
 * server names the file (Content-Disposition).
 */

/** The export's address for a span of London dates. */
export function getMoneyCsvPath(range: DatePeriod): string {
  return `/api/money/export.csv?${new URLSearchParams({ from: range.from, to: range.to })}`;
}

export interface MoneyCsvRangeErrors {
  from?: string;
  to?: string;
}

/**
 * What is wrong with a span before it is asked for, by the server's own schema: a missing date, or
 * an end before the start (on the end date). Null when the span is fine.
 */
export function checkMoneyCsvRange(range: DatePeriod): MoneyCsvRangeErrors | null {
  const result = moneyRangeQuerySchema.safeParse(range);
  if (result.success) return null;
  const errors: MoneyCsvRangeErrors = {};
  for (const issue of result.error.issues) {
    const field = issue.path[0];
    if ((field === 'from' || field === 'to') && errors[field] === undefined) errors[field] = issue.message;
  }
  return errors;
}
