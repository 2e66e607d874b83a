import { describe, expect, it } from 'vitest';
import { formatPenceForInput, parsePoundsToPence } from './pounds-input';

describe('parsePoundsToPence', () => {
  it('reads whole pounds and pounds with pence', () => {
    expect(parsePoundsToPence('100')).toBe(10_000);
    expect(parsePoundsToPence('45.50')).toBe(4550);
    expect(parsePoundsToPence('45.5')).toBe(4550);
    expect(parsePoundsToPence(' £1,360.05 ')).toBe(136_005);
    expect(parsePoundsToPence('0.29')).toBe(29);
  });

  it('reads a leading minus as a refund', () => {
    expect(parsePoundsToPence('-20')).toBe(-2000);
    expect(parsePoundsToPence('- £7.25')).toBe(-725);
    expect(Object.is(parsePoundsToPence('-0'), 0)).toBe(true);
  });

  it('is undefined when empty and NaN when not an amount', () => {
    expect(parsePoundsToPence('')).toBeUndefined();
    expect(parsePoundsToPence('   ')).toBeUndefined();
    for (const text of ['abc', '12.345', '1,00', '£', '-', '1e3', '.5', '10 pounds']) {
      expect(parsePoundsToPence(text), text).toBeNaN();
    }
  });
});

describe('formatPenceForInput', () => {
  it('writes pence as pounds to type', () => {
    expect(formatPenceForInput(32_000)).toBe('320.00');
    expect(formatPenceForInput(4550)).toBe('45.50');
    expect(formatPenceForInput(5)).toBe('0.05');
    expect(formatPenceForInput(-2000)).toBe('-20.00');
  });

  it('reads back as the same pence', () => {
    for (const pence of [0, 5, 4550, 32_000, 136_005, -2000]) {
      expect(parsePoundsToPence(formatPenceForInput(pence))).toBe(pence);
    }
  });
});
