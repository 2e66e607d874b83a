import { describe, expect, it } from 'vitest';
import { getOwingSince } from './debt-age';

const purchases = [
  { purchasedOn: '2027-03-01', pricePence: 7_200 },
  { purchasedOn: '2027-01-10', pricePence: 15_000 },
  { purchasedOn: '2027-02-20', pricePence: 3_600 },
];

describe('getOwingSince', () => {
  it('dates the debt from the oldest purchase payments have not covered', () => {
    expect(getOwingSince(purchases, 0)).toBe('2027-01-10');
    expect(getOwingSince(purchases, 14_999)).toBe('2027-01-10');
    expect(getOwingSince(purchases, 15_000)).toBe('2027-02-20');
    expect(getOwingSince(purchases, 18_600)).toBe('2027-03-01');
    expect(getOwingSince(purchases, 25_800)).toBeNull();
    expect(getOwingSince(purchases, 30_000)).toBeNull();
    expect(getOwingSince([], 0)).toBeNull();
  });
});
