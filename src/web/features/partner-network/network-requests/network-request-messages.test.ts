import { describe, expect, it } from 'vitest';
import {
  DATE_SELECTION_REQUIRED_TOAST,
  getMissingInputToast,
  MISSING_INFORMATION_TOAST,
} from './network-request-messages';

const filled = { fullName: 'Amira Khan', email: 'amira@example.com', phone: '07700 900123' };

describe('getMissingInputToast', () => {
  it("says 'Date Selection Required' first when no date is chosen", () => {
    expect(getMissingInputToast({ preferredDates: [], fullName: '', email: '', phone: '' })).toBe(
      DATE_SELECTION_REQUIRED_TOAST,
    );
    expect(DATE_SELECTION_REQUIRED_TOAST.title).toBe('Date Selection Required');
  });

  it("says 'Missing Information' when a date is chosen but the name, e-mail or phone is blank", () => {
    for (const blank of ['fullName', 'email', 'phone'] as const) {
      expect(getMissingInputToast({ ...filled, [blank]: '  ', preferredDates: ['2026-01-13'] })).toBe(
        MISSING_INFORMATION_TOAST,
      );
    }
    expect(MISSING_INFORMATION_TOAST.title).toBe('Missing Information');
  });

  it('is null when everything needed is there (other problems show beside their fields)', () => {
    expect(getMissingInputToast({ ...filled, phone: '123', preferredDates: ['2026-01-13'] })).toBeNull();
  });
});
