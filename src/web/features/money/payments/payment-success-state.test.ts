import { describe, expect, it } from 'vitest';
import { cameFromCardConfirmation, getPaymentSuccessView } from './payment-success-state';

const unpaid = { paymentStatus: 'unpaid', status: 'pending' } as const;

describe('payment success view', () => {
  it('says paid only when the server says paid', () => {
    expect(
      getPaymentSuccessView({
        status: { paymentStatus: 'paid', status: 'approved' },
        paymentMethod: 'card',
        fromCardConfirmation: false,
        isWatching: false,
      }),
    ).toBe('paid');
    for (const fromCardConfirmation of [true, false]) {
      for (const isWatching of [true, false]) {
        expect(
          getPaymentSuccessView({ status: unpaid, paymentMethod: 'card', fromCardConfirmation, isWatching }),
        ).not.toBe('paid');
      }
    }
  });

  it('keeps asking after a card confirmation, then says it is still being confirmed', () => {
    const base = { status: unpaid, paymentMethod: 'card', fromCardConfirmation: true } as const;
    expect(getPaymentSuccessView({ ...base, isWatching: true })).toBe('confirming_card');
    expect(getPaymentSuccessView({ ...base, isWatching: false })).toBe('card_delayed');
  });

  it('does not tell a learner who arrives without paying that they paid', () => {
    expect(
      getPaymentSuccessView({
        status: unpaid,
        paymentMethod: 'card',
        fromCardConfirmation: false,
        isWatching: false,
      }),
    ).toBe('not_paid');
    expect(
      getPaymentSuccessView({
        status: unpaid,
        paymentMethod: 'bank_transfer',
        fromCardConfirmation: false,
        isWatching: false,
      }),
    ).toBe('awaiting_bank_transfer');
  });

  it('says so when the booking closed before it was paid', () => {
    expect(
      getPaymentSuccessView({
        status: { paymentStatus: 'unpaid', status: 'expired' },
        paymentMethod: 'card',
        fromCardConfirmation: true,
        isWatching: true,
      }),
    ).toBe('closed');
  });

  it("reads Stripe's redirect status only to decide whether to keep asking", () => {
    expect(cameFromCardConfirmation('succeeded')).toBe(true);
    expect(cameFromCardConfirmation('processing')).toBe(true);
    expect(cameFromCardConfirmation('failed')).toBe(false);
    expect(cameFromCardConfirmation(null)).toBe(false);
  });
});
