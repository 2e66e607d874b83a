import { describe, expect, it } from 'vitest';
import { isBookingOwed } from './student-bookings';

describe('isBookingOwed', () => {
  it('is true for an unpaid pending, approved or completed booking with an amount', () => {
    for (const status of ['pending', 'approved', 'completed'] as const) {
      expect(isBookingOwed({ status, paymentStatus: 'unpaid', totalAmount: 4000 })).toBe(true);
    }
  });

  it('is false once paid, for a closed booking, or for nothing to pay', () => {
    expect(isBookingOwed({ status: 'approved', paymentStatus: 'paid', totalAmount: 4000 })).toBe(false);
    for (const status of ['rejected', 'cancelled', 'expired'] as const) {
      expect(isBookingOwed({ status, paymentStatus: 'unpaid', totalAmount: 4000 })).toBe(false);
    }
    expect(isBookingOwed({ status: 'approved', paymentStatus: 'unpaid', totalAmount: 0 })).toBe(false);
  });
});
