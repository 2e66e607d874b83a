import { describe, expect, it } from 'vitest';
import { databaseIdField, databaseIdParam, INVALID_ID_MESSAGE, MAX_DATABASE_ID } from './id-schemas';

describe('databaseIdField', () => {
  it('takes the ids a 32-bit id column holds', () => {
    expect(databaseIdField().parse(1)).toBe(1);
    expect(databaseIdField().parse(MAX_DATABASE_ID)).toBe(MAX_DATABASE_ID);
  });

  it("refuses anything else, with the field's own message", () => {
    for (const value of [MAX_DATABASE_ID + 1, 1e20, 0, -1, 1.5, '1', null, Number.NaN]) {
      const result = databaseIdField('Please select a student').safeParse(value);
      expect(result.success, String(value)).toBe(false);
      expect(result.error?.issues[0]?.message).toBe('Please select a student');
    }
  });
});

describe('databaseIdParam', () => {
  it('reads the decimal digits of a path or query value', () => {
    expect(databaseIdParam().parse('42')).toBe(42);
    expect(databaseIdParam().parse(String(MAX_DATABASE_ID))).toBe(MAX_DATABASE_ID);
  });

  it('refuses other spellings of a number and ids beyond the column', () => {
    for (const value of [
      '2147483648',
      '99999999999',
      '0',
      '-1',
      '1.5',
      '1e3',
      '0x10',
      ' 1',
      '01',
      '',
      'abc',
      '1\u0000',
      7,
    ]) {
      const result = databaseIdParam().safeParse(value);
      expect(result.success, JSON.stringify(value)).toBe(false);
      expect(result.error?.issues[0]?.message).toBe(INVALID_ID_MESSAGE);
    }
  });
});
