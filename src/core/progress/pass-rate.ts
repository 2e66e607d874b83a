import { addMonthsToIsoDate, toZonedParts } from '../time/london-time';
import type { PracticalTestStatus } from './test-record-schemas';

/*
 * The school's real pass rate (issue 25): from recorded practical test results, first attempts
 * only (each learner's earliest test with a result), taken in the last 12 months. The site shows
 * the figure the school configured until enough results are recorded, then the recorded one.
 */

/** Fewer first attempts than this and the recorded rate is not shown on the site. */
export const MIN_RESULTS_FOR_RECORDED_RATE = 20;
/** How far back a first attempt counts. */
export const PASS_RATE_WINDOW_MONTHS = 12;

/** One practical test as the pass rate reads it. */
export interface PracticalTestOutcome {
  studentId: number;
  startsAt: Date;
  status: PracticalTestStatus;
}

export interface RecordedPassRate {
  /** First attempts with a result in the window. */
  firstAttempts: number;
  /** Of those, how many passed. */
  passed: number;
  /** The rounded percentage; null when there is no first attempt. */
  percent: number | null;
}

function hasResult(status: PracticalTestStatus): status is 'passed' | 'failed' {
  return status === 'passed' || status === 'failed';
}

/**
 * The recorded pass rate at `now`: each learner's earliest test with a result, counted when it
 * was taken in the last 12 months (after the same London date a year before, up to now). A second
 * attempt never counts, even when the first was longer ago than the window.
 */
export function getRecordedPassRate(
  tests: readonly PracticalTestOutcome[],
  now: Date,
  timeZone: string,
): RecordedPassRate {
  const firstOfLearner = new Map<number, PracticalTestOutcome>();
  for (const test of tests) {
    if (!hasResult(test.status)) continue;
    const known = firstOfLearner.get(test.studentId);
    if (!known || test.startsAt.getTime() < known.startsAt.getTime())
      firstOfLearner.set(test.studentId, test);
  }
  const windowStartsAfter = addMonthsToIsoDate(toZonedParts(now, timeZone).date, -PASS_RATE_WINDOW_MONTHS);
  let firstAttempts = 0;
  let passed = 0;
  for (const test of firstOfLearner.values()) {
    if (test.startsAt.getTime() > now.getTime()) continue;
    if (toZonedParts(test.startsAt, timeZone).date <= windowStartsAfter) continue;
    firstAttempts += 1;
    if (test.status === 'passed') passed += 1;
  }
  return {
    firstAttempts,
    passed,
    percent: firstAttempts === 0 ? null : Math.round((passed / firstAttempts) * 100),
  };
}

/** Whether the recorded rate has enough first attempts to replace the configured figure. */
export function isRecordedPassRateShown(recorded: RecordedPassRate): boolean {
  return recorded.firstAttempts >= MIN_RESULTS_FOR_RECORDED_RATE;
}

/** The pass rate the site shows: the configured figure until there are enough results, then the recorded one. */
export function getShownPassRatePercent(configuredPercent: number, recorded: RecordedPassRate): number {
  if (recorded.percent === null || recorded.firstAttempts < MIN_RESULTS_FOR_RECORDED_RATE)
    return configuredPercent;
  return recorded.percent;
}
