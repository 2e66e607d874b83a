import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { addDaysToIsoDate } from '../time/london-time';
import { isoDateField, wallTimeField } from './date-time-schemas';

describe('isoDateField', () => {
  it('takes real calendar dates', () => {
    for (const date of ['2026-02-28', '2024-02-29', '2000-02-29', '2026-12-31']) {
      expect(isoDateField().parse(date)).toBe(date);
    }
  });

  it('refuses dates that do not exist and strings that are not dates', () => {
    for (const value of [
      '2026-02-30',
      '2100-02-29',
      '2026-13-01',
      '2026-04-31',
      '0050-01-01',
      '2026-1-01',
      '../../../etc/passwd',
      '2026-01-01\u0000',
      '',
      20260101,
      null,
    ]) {
      const result = isoDateField('Please select a date').safeParse(value);
      expect(result.success, JSON.stringify(value)).toBe(false);
      expect(result.error?.issues.map((issue) => issue.message)).toEqual(['Please select a date']);
    }
  });

  it('stops the object around it from doing arithmetic with a date that is not one', () => {
    const range = z
      .object({ from: isoDateField(), to: isoDateField() })
      .refine((value) => value.to <= addDaysToIsoDate(value.from, 7), { path: ['to'], message: 'Too long' });
    const result = range.safeParse({ from: '../../../etc/passwd', to: '2026-01-01' });
    expect(result.error?.issues.map((issue) => issue.path.join('.'))).toEqual(['from']);
  });
});

describe('wallTimeField', () => {
  it('takes HH:MM from 00:00 to 23:59 only', () => {
    expect(wallTimeField().parse('00:00')).toBe('00:00');
    expect(wallTimeField().parse('23:59')).toBe('23:59');
    for (const value of ['24:00', '09:60', '9:00', '09:00:00', '09:00\u0000', '']) {
      expect(wallTimeField().safeParse(value).success, value).toBe(false);
    }
  });
});
