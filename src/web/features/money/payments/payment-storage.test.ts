import { describe, expect, it } from 'vitest';
import type { PendingBooking } from '../../../../core/bookings/booking/pending-booking-schemas';
import {
  buildCustomerDetails,
  buildPendingPortalPayment,
  CUSTOMER_DETAILS_STORAGE_KEY,
  PENDING_PORTAL_PAYMENT_STORAGE_KEY,
} from '../../../../core/money/payments/portal-payment-schemas';
import {
  RECEIPT_BOOKING_STORAGE_KEY,
  readCustomerDetails,
  readPendingPortalPayment,
  readReceiptBooking,
  saveCustomerDetails,
  savePendingPortalPayment,
  saveReceiptBooking,
} from './payment-storage';

function createMemoryStorage() {
  const values = new Map<string, string>();
  return {
    values,
    getItem: (key: string) => values.get(key) ?? null,
    setItem: (key: string, value: string) => {
      values.set(key, value);
    },
    removeItem: (key: string) => {
      values.delete(key);
    },
  };
}

const booking: PendingBooking = {
  id: 12,
  packageType: 'single_2hour',
  packageName: '2 Hour Lesson',
  studentName: 'Amira Khan',
  studentEmail: 'amira@example.com',
  studentPhone: '07700 900123',
  drivingExperience: 'beginner',
  totalAmount: 7200,
  timeSlotIds: [4],
  timeSlots: [{ id: 4, date: '2026-11-23', time: '09:00', duration: 120 }],
  paymentMethod: 'card',
  checkoutToken: 't'.repeat(43),
};

describe('payment storage', () => {
  it('saves and reads the customer details under their key', () => {
    const storage = createMemoryStorage();
    const details = buildCustomerDetails(booking);
    expect(saveCustomerDetails(details, storage)).toBe(true);
    expect(JSON.parse(storage.values.get(CUSTOMER_DETAILS_STORAGE_KEY) ?? '')).toEqual(details);
    expect(readCustomerDetails(storage)).toEqual(details);
  });

  it('saves and reads the pending portal payment under its key', () => {
    const storage = createMemoryStorage();
    const payment = buildPendingPortalPayment(booking, new Date('2026-11-22T09:00:00Z'));
    expect(savePendingPortalPayment(payment, storage)).toBe(true);
    expect(storage.values.has(PENDING_PORTAL_PAYMENT_STORAGE_KEY)).toBe(true);
    expect(readPendingPortalPayment(storage)).toEqual(payment);
  });

  it('keeps the booking for the payment-success page', () => {
    const storage = createMemoryStorage();
    expect(saveReceiptBooking(booking, storage)).toBe(true);
    expect(storage.values.has(RECEIPT_BOOKING_STORAGE_KEY)).toBe(true);
    expect(readReceiptBooking(storage)).toEqual(booking);
  });

  it('reads nothing from missing, malformed or unavailable storage', () => {
    const storage = createMemoryStorage();
    expect(readCustomerDetails(storage)).toBeNull();
    storage.setItem(CUSTOMER_DETAILS_STORAGE_KEY, '{not json');
    expect(readCustomerDetails(storage)).toBeNull();
    storage.setItem(CUSTOMER_DETAILS_STORAGE_KEY, JSON.stringify({ name: 'Amira Khan' }));
    expect(readCustomerDetails(storage)).toBeNull();
    expect(readCustomerDetails(null)).toBeNull();
    expect(readReceiptBooking(null)).toBeNull();
  });

  it('answers false when the value cannot be stored', () => {
    const full = {
      ...createMemoryStorage(),
      setItem: () => {
        throw new Error('QuotaExceededError');
      },
    };
    expect(saveCustomerDetails(buildCustomerDetails(booking), full)).toBe(false);
    expect(saveReceiptBooking(booking, null)).toBe(false);
  });
});
