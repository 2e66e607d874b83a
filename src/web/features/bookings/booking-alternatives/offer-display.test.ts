import { describe, expect, it } from 'vitest';
import { ALTERNATIVE_OFFER_STATES } from '../../../../core/bookings/booking/bookings-admin-schemas';
import { describeOfferedTime, formatOfferDeadline, offerStateHeadings } from './offer-display';

describe('describeOfferedTime', () => {
  it('reads the long date, 12-hour time and length', () => {
    expect(describeOfferedTime({ date: '2026-11-25', time: '14:30', duration: 90 })).toBe(
      'Wednesday 25 November 2026 at 2:30 PM (1.5hr)',
    );
  });
});

describe('offerStateHeadings', () => {
  it('has a heading for every state of an offer', () => {
    expect(Object.keys(offerStateHeadings).sort()).toEqual([...ALTERNATIVE_OFFER_STATES].sort());
  });
});

describe('formatOfferDeadline', () => {
  it('gives the London date and time the link stops working', () => {
    expect(formatOfferDeadline('2027-06-30T23:30:00Z')).toBe('Thursday 1 July 2027 at 12:30 AM');
    expect(formatOfferDeadline('2026-11-29T06:21:00Z')).toBe('Sunday 29 November 2026 at 6:21 AM');
  });
});
