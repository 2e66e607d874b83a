import { describe, expect, it } from 'vitest';
import { describeRecordedPassRate } from '../school/settings/school-pass-rate-schemas';
import { SCHOOL_TIME_ZONE } from '../time/london-time';
import {
  getRecordedPassRate,
  getShownPassRatePercent,
  isRecordedPassRateShown,
  MIN_RESULTS_FOR_RECORDED_RATE,
  type PracticalTestOutcome,
} from './pass-rate';

// Thursday 26 November 2026, noon in London.
const NOW = new Date('2026-11-26T12:00:00Z');

function outcome(
  studentId: number,
  startsAt: string,
  status: PracticalTestOutcome['status'],
): PracticalTestOutcome {
  return { studentId, startsAt: new Date(startsAt), status };
}

/** `count` learners, each with one first attempt in October 2026, `passed` of them passing. */
function firstAttempts(count: number, passed: number): PracticalTestOutcome[] {
  return Array.from({ length: count }, (_, index) =>
    outcome(1000 + index, '2026-10-05T09:00:00Z', index < passed ? 'passed' : 'failed'),
  );
}

describe('getRecordedPassRate', () => {
  it('counts each learner once, by their earliest test with a result', () => {
    const recorded = getRecordedPassRate(
      [
        outcome(1, '2026-03-02T09:00:00Z', 'failed'),
        outcome(1, '2026-05-04T09:00:00Z', 'passed'),
        outcome(2, '2026-06-01T09:00:00Z', 'passed'),
        // Cancelled and booked tests have no result: the learner's first attempt is the later one.
        outcome(3, '2026-01-10T09:00:00Z', 'cancelled'),
        outcome(3, '2026-07-01T09:00:00Z', 'passed'),
        outcome(4, '2026-12-10T09:00:00Z', 'booked'),
      ],
      NOW,
      SCHOOL_TIME_ZONE,
    );
    expect(recorded).toEqual({ firstAttempts: 3, passed: 2, percent: 67 });
  });

  it('leaves out first attempts older than 12 months, and the second attempts that followed them', () => {
    const recorded = getRecordedPassRate(
      [
        outcome(1, '2025-10-01T09:00:00Z', 'failed'),
        outcome(1, '2026-02-01T09:00:00Z', 'passed'),
        outcome(2, '2025-11-26T10:00:00Z', 'passed'),
        outcome(3, '2025-11-27T10:00:00Z', 'failed'),
      ],
      NOW,
      SCHOOL_TIME_ZONE,
    );
    // Only learner 3's: taken the day after the same date a year ago.
    expect(recorded).toEqual({ firstAttempts: 1, passed: 0, percent: 0 });
  });

  it('has no percentage without a first attempt', () => {
    expect(getRecordedPassRate([], NOW, SCHOOL_TIME_ZONE)).toEqual({
      firstAttempts: 0,
      passed: 0,
      percent: null,
    });
  });

  it('reads the window in London dates (a test late on the boundary date in summer time)', () => {
    // 26 May 2026 23:30 BST is 22:30 UTC; with NOW on 26 May 2027 the window starts after 26 May 2026.
    const now = new Date('2027-05-26T12:00:00Z');
    const recorded = getRecordedPassRate(
      [outcome(1, '2026-05-26T22:30:00Z', 'passed'), outcome(2, '2026-05-26T23:30:00Z', 'passed')],
      now,
      SCHOOL_TIME_ZONE,
    );
    expect(recorded.firstAttempts).toBe(1);
  });
});

describe('getShownPassRatePercent', () => {
  it('shows the configured figure until there are 20 first attempts, then the recorded one', () => {
    expect(MIN_RESULTS_FOR_RECORDED_RATE).toBe(20);
    const nineteen = getRecordedPassRate(firstAttempts(19, 14), NOW, SCHOOL_TIME_ZONE);
    expect(nineteen).toEqual({ firstAttempts: 19, passed: 14, percent: 74 });
    expect(isRecordedPassRateShown(nineteen)).toBe(false);
    expect(getShownPassRatePercent(85, nineteen)).toBe(85);

    const twenty = getRecordedPassRate(firstAttempts(20, 14), NOW, SCHOOL_TIME_ZONE);
    expect(twenty).toEqual({ firstAttempts: 20, passed: 14, percent: 70 });
    expect(isRecordedPassRateShown(twenty)).toBe(true);
    expect(getShownPassRatePercent(85, twenty)).toBe(70);
  });

  it('shows the configured figure when nothing is recorded', () => {
    expect(getShownPassRatePercent(85, { firstAttempts: 0, passed: 0, percent: null })).toBe(85);
  });
});

describe('describeRecordedPassRate', () => {
  it('says the recorded figure and which figure the site shows', () => {
    expect(describeRecordedPassRate({ firstAttempts: 9, passed: 7, percent: 78 })).toBe(
      'Recorded: 78% from 9 first attempts in the last 12 months; the site shows your figure until there are 20.',
    );
    expect(describeRecordedPassRate({ firstAttempts: 1, passed: 1, percent: 100 })).toBe(
      'Recorded: 100% from 1 first attempt in the last 12 months; the site shows your figure until there are 20.',
    );
    expect(describeRecordedPassRate({ firstAttempts: 24, passed: 18, percent: 75 })).toBe(
      'Recorded: 75% from 24 first attempts in the last 12 months; the site shows this figure in place of yours.',
    );
    expect(describeRecordedPassRate({ firstAttempts: 0, passed: 0, percent: null })).toBe(
      'Recorded: no practical test results in the last 12 months yet; the site shows your figure until there are 20.',
    );
  });
});
