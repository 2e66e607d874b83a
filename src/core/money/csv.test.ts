import { parse } from 'csv-parse/sync';
import { describe, expect, it } from 'vitest';
import { asSpreadsheetText, toCsv, toPoundsField, toUkDate } from './csv';

describe('toCsv', () => {
  it('survives commas, quotes, line breaks and edge spaces when a real parser reads it back', () => {
    const records = [
      ['Type', 'Learner', 'Note'],
      ['Payment', 'Siobhan O\'Neill, "Shiv"', 'Paid in the car park\r\nthen by text'],
      ['Cost', ' leading space', 'plain'],
    ];
    const text = toCsv(records);
    expect(text.startsWith('\uFEFF')).toBe(true);
    expect(text.endsWith('\r\n')).toBe(true);
    expect(parse(text, { bom: true, relax_column_count: false })).toEqual(records);
  });

  it('writes UK dates and pounds, and keeps typed text from running as a formula', () => {
    expect(toUkDate('2027-04-06')).toBe('06/04/2027');
    expect(toPoundsField(7_200)).toBe('72.00');
    expect(toPoundsField(-1_005)).toBe('-10.05');
    expect(toPoundsField(0)).toBe('0.00');
    expect(asSpreadsheetText('=HYPERLINK("x")')).toBe('\'=HYPERLINK("x")');
    expect(asSpreadsheetText('Sam')).toBe('Sam');
  });
});
