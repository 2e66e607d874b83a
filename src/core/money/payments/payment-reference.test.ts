import { describe, expect, it } from 'vitest';
import { buildBankTransferMessage, formatBookingReference } from './payment-reference';

describe('booking reference', () => {
  it("is the school's format with the booking id", () => {
    expect(formatBookingReference(12, 'BOOKING-{id}')).toBe('BOOKING-12');
    expect(formatBookingReference(1045, 'BOOKING-{id}')).toBe('BOOKING-1045');
    expect(formatBookingReference(7, 'BADS-{id}-L')).toBe('BADS-7-L');
  });

  it("follows the school's own format", () => {
    expect(formatBookingReference(12, 'BOOKING-{id}')).toBe('BOOKING-12');
    expect(formatBookingReference(7, 'ADS{id}-L')).toBe('ADS7-L');
  });
});

describe('bank transfer message', () => {
  it('names the booking reference, the bank transfer, the package, amount and learner', () => {
    const message = buildBankTransferMessage({
      bookingId: 12,
      referenceFormat: 'BOOKING-{id}',
      studentName: 'Amira Khan',
      packageName: '2 Hour Lesson',
      amount: '£72.00',
    });
    expect(message).toContain('booking reference BOOKING-12');
    expect(message).toContain('bank transfer');
    expect(message).toContain('2 Hour Lesson, £72.00');
    expect(message).toContain('My name is Amira Khan.');
  });

  it("quotes the reference in the school's format", () => {
    const message = buildBankTransferMessage({
      bookingId: 12,
      referenceFormat: 'ADS-{id}',
      studentName: 'Amira Khan',
      packageName: '2 Hour Lesson',
      amount: '£72.00',
    });
    expect(message).toContain('booking reference ADS-12 ');
  });
});
