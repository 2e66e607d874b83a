import { describe, expect, it } from 'vitest';
import { REVERSED_RANGE_MESSAGE } from '../../../../../core/money/money-schemas';
import { checkMoneyCsvRange, getMoneyCsvPath } from './export-money-csv';

describe('getMoneyCsvPath', () => {
  it('asks for the export of the span', () => {
    expect(getMoneyCsvPath({ from: '2026-04-06', to: '2027-04-05' })).toBe(
      '/api/money/export.csv?from=2026-04-06&to=2027-04-05',
    );
  });
});

describe('checkMoneyCsvRange', () => {
  it('accepts a span, and a single day', () => {
    expect(checkMoneyCsvRange({ from: '2026-04-06', to: '2027-04-05' })).toBeNull();
    expect(checkMoneyCsvRange({ from: '2027-03-03', to: '2027-03-03' })).toBeNull();
  });

  it("puts the schema's message on the end date when the span is reversed", () => {
    expect(checkMoneyCsvRange({ from: '2027-04-05', to: '2026-04-06' })).toEqual({
      to: REVERSED_RANGE_MESSAGE,
    });
  });

  it('says which date is missing', () => {
    expect(checkMoneyCsvRange({ from: '', to: '2027-04-05' })).toEqual({
      from: 'Enter a start date as YYYY-MM-DD',
    });
    expect(checkMoneyCsvRange({ from: '2026-04-06', to: '' })).toEqual({
      to: 'Enter an end date as YYYY-MM-DD',
    });
  });
});
