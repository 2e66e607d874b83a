import { describe, expect, it } from 'vitest';
import { SCHOOL_TIME_ZONE } from '../../time/london-time';
import { getBookingWindow } from './booking-window';

describe('booking window', () => {
  it('runs from today in London to 3 months ahead, closing at the following midnight', () => {
    // 23:30 UTC on 30 June is already 1 July in London (BST).
    const window = getBookingWindow(new Date('2027-06-30T23:30:00Z'), SCHOOL_TIME_ZONE);
    expect(window).toEqual({
      firstDate: '2027-07-01',
      lastDate: '2027-10-01',
      endsAt: new Date('2027-10-01T23:00:00Z'),
    });
  });

  it('closes at GMT midnight when the last date is after the October clock change', () => {
    const window = getBookingWindow(new Date('2027-08-15T10:00:00Z'), SCHOOL_TIME_ZONE);
    expect(window.lastDate).toBe('2027-11-15');
    expect(window.endsAt.toISOString()).toBe('2027-11-16T00:00:00.000Z');
  });
});
