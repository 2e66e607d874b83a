import { describe, expect, it } from 'vitest';
import {
  PENDING_BOOKING_STORAGE_KEY,
  type PendingBooking,
} from '../../core/bookings/booking/pending-booking-schemas';
import { clearPendingBooking, readPendingBooking, savePendingBooking } from './pending-booking-storage';

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
  timeSlotIds: [4, 5],
  timeSlots: [
    { id: 4, date: '2026-11-23', time: '09:00', duration: 60 },
    { id: 5, date: '2026-11-23', time: '10:00', duration: 60 },
  ],
  paymentMethod: 'bank_transfer',
  checkoutToken: 't'.repeat(43),
};

describe('pending booking storage', () => {
  it('saves under the shared key and reads back the same booking', () => {
    const storage = createMemoryStorage();
    expect(savePendingBooking(booking, storage)).toBe(true);
    expect(JSON.parse(storage.values.get(PENDING_BOOKING_STORAGE_KEY) ?? '')).toEqual(booking);
    expect(readPendingBooking(storage)).toEqual(booking);
  });

  it('reads nothing when the stored value is missing, not JSON or not a booking', () => {
    const storage = createMemoryStorage();
    expect(readPendingBooking(storage)).toBeNull();
    storage.setItem(PENDING_BOOKING_STORAGE_KEY, '{not json');
    expect(readPendingBooking(storage)).toBeNull();
    storage.setItem(PENDING_BOOKING_STORAGE_KEY, JSON.stringify({ ...booking, totalAmount: '72' }));
    expect(readPendingBooking(storage)).toBeNull();
  });

  it('refuses to save a booking that is not in the shape the checkout pages read', () => {
    const storage = createMemoryStorage();
    expect(savePendingBooking({ ...booking, timeSlotIds: [-1] }, storage)).toBe(false);
    expect(storage.values.size).toBe(0);
  });

  it('reports storage it cannot use and clears what it saved', () => {
    expect(savePendingBooking(booking, null)).toBe(false);
    const full = {
      ...createMemoryStorage(),
      setItem: () => {
        throw new Error('QuotaExceededError');
      },
    };
    expect(savePendingBooking(booking, full)).toBe(false);
    const storage = createMemoryStorage();
    savePendingBooking(booking, storage);
    clearPendingBooking(storage);
    expect(readPendingBooking(storage)).toBeNull();
  });
});
