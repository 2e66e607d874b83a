import { describe, expect, it } from 'vitest';
import { parsePercentToBasisPoints } from './percent-input';

describe('parsePercentToBasisPoints', () => {
  it('reads a typed share as basis points, without floating point', () => {
    expect(parsePercentToBasisPoints('4.5')).toBe(450);
    expect(parsePercentToBasisPoints(' 4.35% ')).toBe(435);
    expect(parsePercentToBasisPoints('100')).toBe(10_000);
    expect(parsePercentToBasisPoints('')).toBeUndefined();
    expect(parsePercentToBasisPoints('4.555')).toBeNaN();
    expect(parsePercentToBasisPoints('four')).toBeNaN();
  });
});
