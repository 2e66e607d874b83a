import { describe, expect, it } from 'vitest';
import type { PendingBooking } from '../../bookings/booking/pending-booking-schemas';
import {
  buildCustomerDetails,
  buildPendingPortalPayment,
  customerDetailsSchema,
  pendingPortalPaymentSchema,
} from './portal-payment-schemas';

const booking: PendingBooking = {
  id: 31,
  packageType: 'standard',
  packageName: 'Standard Package (10 Hours)',
  studentName: 'Amira Khan',
  studentEmail: 'amira@example.com',
  studentPhone: '07700 900123',
  drivingExperience: 'beginner',
  totalAmount: 36000,
  timeSlotIds: [],
  timeSlots: [],
  paymentMethod: 'card',
  checkoutToken: 'a'.repeat(43),
};

describe('customer details for payment', () => {
  it("holds the learner's name, e-mail, phone, package and the amount in pounds with pence", () => {
    const details = buildCustomerDetails(booking);
    expect(details).toEqual({
      name: 'Amira Khan',
      email: 'amira@example.com',
      phone: '07700 900123',
      amount: '£360.00',
      packageName: 'Standard Package (10 Hours)',
    });
    expect(customerDetailsSchema.parse(details)).toEqual(details);
  });

  it('rejects stored values missing a field', () => {
    expect(customerDetailsSchema.safeParse({ name: 'Amira Khan', email: 'amira@example.com' }).success).toBe(
      false,
    );
  });
});

describe('pending portal payment', () => {
  it('is the booking plus its package data and the time the portal was opened', () => {
    const now = new Date('2026-11-23T10:15:00Z');
    const payment = buildPendingPortalPayment(booking, now);
    expect(payment).toEqual({
      ...booking,
      packageData: { packageType: 'standard', name: 'Standard Package (10 Hours)', amount: 36000 },
      timestamp: now.getTime(),
    });
    expect(pendingPortalPaymentSchema.parse(payment)).toEqual(payment);
  });

  it('rejects a payment without its booking fields', () => {
    expect(
      pendingPortalPaymentSchema.safeParse({
        packageData: { packageType: 'standard', name: 'Standard', amount: 36000 },
        timestamp: 1,
      }).success,
    ).toBe(false);
  });
});
