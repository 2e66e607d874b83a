import { describe, expect, it } from 'vitest';
import { getCardPaymentApplicationFeePence, getStripeConnectStatus } from './stripe-connect';

describe('getStripeConnectStatus', () => {
  const all = { chargesEnabled: true, detailsSubmitted: true, payoutsEnabled: true };

  it('is not connected without an account, ready only with details in and charges and payouts on', () => {
    expect(getStripeConnectStatus(null)).toBe('not_connected');
    expect(getStripeConnectStatus(all)).toBe('ready');
    expect(getStripeConnectStatus({ ...all, detailsSubmitted: false })).toBe('onboarding_unfinished');
    expect(getStripeConnectStatus({ ...all, chargesEnabled: false })).toBe('onboarding_unfinished');
    expect(getStripeConnectStatus({ ...all, payoutsEnabled: false })).toBe('onboarding_unfinished');
  });
});

describe('getCardPaymentApplicationFeePence', () => {
  const history = [
    { from: '2026-04-06', model: { kind: 'commission' as const, basisPoints: 455 } },
    {
      from: '2026-07-06',
      model: { kind: 'weekly_franchise' as const, weeklyPence: 9000, noLessonsNoFee: true },
    },
    { from: '2026-10-05', model: { kind: 'referral' as const, perLearnerPence: 1800 } },
    { from: '2027-01-04', model: { kind: 'commission' as const, basisPoints: 350 } },
  ];

  it("is the commission in force on the day of payment, rounded half up as a lesson's", () => {
    // 4.55% of £72.00 = 327.6p; of £33.33 = 151.6515p; 3.5% of £10.10 = 35.35p.
    expect(getCardPaymentApplicationFeePence(history, '2026-07-05', 7200)).toBe(328);
    expect(getCardPaymentApplicationFeePence(history, '2026-04-06', 3333)).toBe(152);
    expect(getCardPaymentApplicationFeePence(history, '2027-01-04', 1010)).toBe(35);
    // Exactly half a penny rounds up: 0.5% of £1.00 = 0.5p.
    expect(
      getCardPaymentApplicationFeePence(
        [{ from: '2026-01-01', model: { kind: 'commission', basisPoints: 50 } }],
        '2026-02-01',
        100,
      ),
    ).toBe(1);
  });

  it('is nothing under a franchise or referral fee, none, or before any model', () => {
    expect(getCardPaymentApplicationFeePence(history, '2026-07-06', 7200)).toBe(0);
    expect(getCardPaymentApplicationFeePence(history, '2026-12-01', 7200)).toBe(0);
    expect(getCardPaymentApplicationFeePence(history, '2026-01-01', 7200)).toBe(0);
    expect(getCardPaymentApplicationFeePence([], '2026-08-01', 7200)).toBe(0);
  });
});
