import { describe, expect, it } from 'vitest';
import {
  BANK_TRANSFER_NOTES,
  getPayButtonLabel,
  getPortalOpenedToast,
  PAYMENT_SUCCESS_TOAST,
  PORTAL_TOAST_DURATION_MS,
  PROCESSING_LABEL,
  SHOP_NEXT_STEPS,
} from './payment-messages';

describe('checkout words', () => {
  it("labels the pay button with the server's amount in pounds and pence", () => {
    expect(getPayButtonLabel(7200)).toBe('Pay £72.00');
    expect(getPayButtonLabel(136000)).toBe('Pay £1,360.00');
    expect(PROCESSING_LABEL).toBe('Processing...');
  });

  it("quotes the spec's success toast", () => {
    expect(PAYMENT_SUCCESS_TOAST).toEqual({
      title: 'Payment Successful',
      description: 'Thank you for your booking! You will receive a confirmation email shortly.',
    });
  });

  it('tells the learner which package to choose in the portal, for 8 seconds', () => {
    const toast = getPortalOpenedToast('2 Hour Lesson', '£72.00');
    expect(toast.description).toContain('"2 Hour Lesson" (£72.00)');
    expect(toast.description).toContain('Show My Details');
    expect(PORTAL_TOAST_DURATION_MS).toBe(8000);
  });

  it('has the four bank transfer notes and the four next steps of a shop payment', () => {
    expect(BANK_TRANSFER_NOTES).toHaveLength(4);
    expect(BANK_TRANSFER_NOTES.join(' ')).toMatch(/exact amount.*reference.*name.*instructor.*1-2 hours/s);
    expect(SHOP_NEXT_STEPS).toHaveLength(4);
  });
});
