import { describe, expect, it } from 'vitest';
import { getHoldExpiry } from './booking-hold';

const REQUESTED = new Date('2026-12-01T21:34:00Z');

describe('getHoldExpiry', () => {
  it('holds for the school hours when the first lesson is later', () => {
    const lessons = [new Date('2026-12-10T14:00:00Z'), new Date('2026-12-09T14:00:00Z')];
    expect(getHoldExpiry(REQUESTED, 48, lessons)).toEqual(new Date('2026-12-03T21:34:00Z'));
  });

  it('never holds past the start of the first lesson', () => {
    const lessons = [new Date('2026-12-04T09:00:00Z'), new Date('2026-12-02T14:00:00Z')];
    expect(getHoldExpiry(REQUESTED, 48, lessons)).toEqual(new Date('2026-12-02T14:00:00Z'));
  });

  it('holds nothing for a booking without times', () => {
    expect(getHoldExpiry(REQUESTED, 48, [])).toBeNull();
  });
});
