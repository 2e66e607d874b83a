import { describe, expect, it } from 'vitest';
import { DEFAULT_CANCELLATION_TERMS } from '../settings/school-figures';
import {
  describeBookingHold,
  describeBookingHoldStep,
  describeLateWindowLabel,
  describeMovesAllowed,
  describeSelfServiceChanges,
  formatTermsHours,
  getCancellationTermsSentences,
  getChangeWindowSentences,
  summariseCancellationTerms,
} from './terms-figures';

describe('getCancellationTermsSentences', () => {
  it("reads as the spec's terms with the default figures", () => {
    expect(getCancellationTermsSentences(DEFAULT_CANCELLATION_TERMS)).toEqual([
      '48 hours or more before the lesson: you can move or cancel it free of charge.',
      'Between 24 and 48 hours before: 50% of the lesson fee is forfeited.',
      "Less than 24 hours before: changes are at the instructor's discretion, and the full lesson fee is forfeited.",
      'A booking can be rescheduled at most 2 times.',
    ]);
  });

  it("states the school's own figures", () => {
    expect(
      getCancellationTermsSentences({
        freeChangeHours: 72,
        lateChangeHours: 12,
        lateChangeForfeitPercent: 25,
        movesAllowed: 3,
      }),
    ).toEqual([
      '72 hours or more before the lesson: you can move or cancel it free of charge.',
      'Between 12 and 72 hours before: 25% of the lesson fee is forfeited.',
      "Less than 12 hours before: changes are at the instructor's discretion, and the full lesson fee is forfeited.",
      'A booking can be rescheduled at most 3 times.',
    ]);
  });

  it('leaves out the late window when it has no width', () => {
    expect(
      getCancellationTermsSentences({
        freeChangeHours: 24,
        lateChangeHours: 24,
        lateChangeForfeitPercent: 50,
        movesAllowed: 1,
      }),
    ).toEqual([
      '24 hours or more before the lesson: you can move or cancel it free of charge.',
      "Less than 24 hours before: changes are at the instructor's discretion, and the full lesson fee is forfeited.",
      'A booking can be rescheduled once.',
    ]);
  });

  it('has no discretionary window when the instructor decides under 0 hours', () => {
    expect(
      getCancellationTermsSentences({
        freeChangeHours: 1,
        lateChangeHours: 0,
        lateChangeForfeitPercent: 100,
        movesAllowed: 0,
      }),
    ).toEqual([
      '1 hour or more before the lesson: you can move or cancel it free of charge.',
      'Less than 1 hour before: the full lesson fee is forfeited.',
      'A booking cannot be rescheduled.',
    ]);
  });

  it('says nothing is forfeited when the late share is 0%', () => {
    expect(
      getCancellationTermsSentences({
        freeChangeHours: 48,
        lateChangeHours: 24,
        lateChangeForfeitPercent: 0,
        movesAllowed: 2,
      })[1],
    ).toBe('Between 24 and 48 hours before: you can still move or cancel it, and nothing is forfeited.');
  });
});

describe('the other terms sentences', () => {
  it('formats hours in words', () => {
    expect(formatTermsHours(1)).toBe('1 hour');
    expect(formatTermsHours(48)).toBe('48 hours');
  });

  it('says how many moves a booking allows', () => {
    expect(describeMovesAllowed(0)).toBe('A booking cannot be rescheduled.');
    expect(describeMovesAllowed(1)).toBe('A booking can be rescheduled once.');
    expect(describeMovesAllowed(10)).toBe('A booking can be rescheduled at most 10 times.');
  });

  it('summarises the terms in one paragraph', () => {
    expect(summariseCancellationTerms(DEFAULT_CANCELLATION_TERMS)).toBe(
      "48 hours or more before the lesson: you can move or cancel it free of charge. Between 24 and 48 hours before: 50% of the lesson fee is forfeited. Less than 24 hours before: changes are at the instructor's discretion, and the full lesson fee is forfeited. A booking can be rescheduled at most 2 times.",
    );
  });

  it("describes the home page's rescheduling feature", () => {
    expect(describeSelfServiceChanges(DEFAULT_CANCELLATION_TERMS)).toBe(
      'Move a lesson yourself from your progress page, free 48 hours or more ahead.',
    );
    expect(
      describeSelfServiceChanges({ ...DEFAULT_CANCELLATION_TERMS, freeChangeHours: 72, movesAllowed: 0 }),
    ).toBe('Cancel a lesson yourself from your progress page, free 72 hours or more ahead.');
  });

  it('states the booking hold', () => {
    expect(describeBookingHold(48)).toBe(
      'A booking that is neither paid nor approved holds its times for 48 hours; then they are released for other learners.',
    );
    expect(describeBookingHoldStep(1)).toBe(
      'Pay by card or bank transfer. Your times are held for you for 1 hour while we confirm.',
    );
  });
});

describe('the windows alone', () => {
  it('are the terms without the moves sentence', () => {
    expect(getChangeWindowSentences(DEFAULT_CANCELLATION_TERMS)).toEqual(
      getCancellationTermsSentences(DEFAULT_CANCELLATION_TERMS).slice(0, 3),
    );
  });

  it("name the late window by the school's share", () => {
    expect(describeLateWindowLabel(DEFAULT_CANCELLATION_TERMS)).toBe('50% fee applies');
    expect(describeLateWindowLabel({ ...DEFAULT_CANCELLATION_TERMS, lateChangeForfeitPercent: 25 })).toBe(
      '25% fee applies',
    );
    expect(describeLateWindowLabel({ ...DEFAULT_CANCELLATION_TERMS, lateChangeForfeitPercent: 0 })).toBe(
      'No fee applies',
    );
    expect(describeLateWindowLabel({ ...DEFAULT_CANCELLATION_TERMS, lateChangeForfeitPercent: 100 })).toBe(
      'Full fee applies',
    );
  });
});
