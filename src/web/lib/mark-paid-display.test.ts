import { describe, expect, it } from 'vitest';
import { describePayment, describeRecording, describeUndone, formatRecordedAt } from './mark-paid-display';

describe('Mark Paid wording', () => {
  it('reads instants in London time, summer and winter', () => {
    expect(formatRecordedAt('2027-06-16T13:05:00Z')).toBe('2:05 PM, Wed 16 Jun');
    expect(formatRecordedAt('2027-01-13T13:05:00Z')).toBe('1:05 PM, Wed 13 Jan');
  });

  it('says the amount, method, who and when', () => {
    expect(describePayment({ amountPence: 4000, method: 'bank_transfer' })).toBe(
      'Paid £40.00 by bank transfer',
    );
    expect(describeRecording({ recordedAt: '2027-06-16T13:05:00Z', recordedByName: 'Sam Patel' })).toBe(
      'recorded 2:05 PM, Wed 16 Jun by Sam Patel',
    );
    expect(describeRecording({ recordedAt: '2027-06-16T13:05:00Z', recordedByName: null })).toBe(
      'recorded 2:05 PM, Wed 16 Jun',
    );
    expect(describeUndone({ at: '2027-06-16T13:07:00Z', byName: 'Sam Patel' })).toBe(
      'Undone 2:07 PM, Wed 16 Jun by Sam Patel',
    );
  });
});
