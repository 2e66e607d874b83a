import { z } from 'zod';
import { MIN_RESULTS_FOR_RECORDED_RATE, type RecordedPassRate } from '../../progress/pass-rate';

/** `GET /api/settings/pass-rate`: the configured and the recorded pass rate, and which the site shows. */
export const schoolPassRateSchema = z.object({
  /** The figure in Settings (school_settings.pass_rate_percent). */
  configuredPercent: z.number().int().min(0).max(100),
  recorded: z.object({
    firstAttempts: z.number().int().nonnegative(),
    passed: z.number().int().nonnegative(),
    percent: z.number().int().min(0).max(100).nullable(),
  }),
  minResultsForRecorded: z.number().int().positive(),
  shows: z.enum(['configured', 'recorded']),
  shownPercent: z.number().int().min(0).max(100),
});

export type SchoolPassRate = z.infer<typeof schoolPassRateSchema>;

function countFirstAttempts(count: number): string {
  return `${count} first ${count === 1 ? 'attempt' : 'attempts'}`;
}

/** The sentence beside the pass-rate field in Settings. */
export function describeRecordedPassRate(
  recorded: RecordedPassRate,
  minResults: number = MIN_RESULTS_FOR_RECORDED_RATE,
): string {
  if (recorded.percent === null) {
    return `Recorded: no practical test results in the last 12 months yet; the site shows your figure until there are ${minResults}.`;
  }
  const figure = `Recorded: ${recorded.percent}% from ${countFirstAttempts(recorded.firstAttempts)} in the last 12 months`;
  return recorded.firstAttempts >= minResults
    ? `${figure}; the site shows this figure in place of yours.`
    : `${figure}; the site shows your figure until there are ${minResults}.`;
}
