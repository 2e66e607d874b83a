import { describe, expect, it } from 'vitest';
import {
  computePeriodSettlingUp,
  computeSettlingUp,
  getPenceKeptByReceiver,
  type PaymentReceiptFacts,
  whoReceivedPayment,
} from './settling-up';

const OWNER = 1;
const SAM = 2;

function payment(fields: Partial<PaymentReceiptFacts>): PaymentReceiptFacts {
  return {
    id: 10,
    instructorId: SAM,
    amountPence: 3_000,
    method: 'cash',
    paidOn: '2026-07-01',
    recordedBy: SAM,
    reversesPaymentId: null,
    ...fields,
  };
}

const context = (payments: PaymentReceiptFacts[] = []) => ({
  isOwner: (id: number) => id === OWNER,
  paymentsById: new Map(payments.map((entry) => [entry.id, entry])),
});

describe('the part of a payment its receiver kept', () => {
  it('is all of it, but a connected card payment leaves its application fee with the school', () => {
    const cash = payment({});
    expect(getPenceKeptByReceiver(cash, new Map())).toBe(3_000);
    const card = payment({
      id: 11,
      method: 'card',
      recordedBy: null,
      amountPence: 7_200,
      connectedDestination: 'acct_sam',
      applicationFeePence: 328,
    });
    expect(whoReceivedPayment(card, context())).toEqual({ kind: 'instructor', instructorId: SAM });
    expect(getPenceKeptByReceiver(card, new Map())).toBe(6_872);
    // Undone: the instructor gives back what they kept, not the fee the school had.
    const undo = payment({
      id: 12,
      method: 'card',
      amountPence: -7_200,
      reversesPaymentId: 11,
      recordedBy: OWNER,
    });
    expect(whoReceivedPayment(undo, context([card]))).toEqual({ kind: 'instructor', instructorId: SAM });
    expect(getPenceKeptByReceiver(undo, new Map([[11, card]]))).toBe(-6_872);
  });

  it('settles a connected payment to nothing once the lesson is taught: the fee is the commission', () => {
    const figures = computeSettlingUp(
      {
        lessons: [{ day: '2026-07-02', pence: 7_200 }],
        fees: [{ day: '2026-07-02', pence: 328 }],
        receivedDirectly: [{ day: '2026-07-01', pence: 6_872 }],
        settlements: [],
      },
      { from: null, to: '2026-07-31' },
    );
    expect(figures.owedToInstructorPence).toBe(0);
  });
});

describe('who received a payment', () => {
  it("is the partner for cash or a bank transfer they recorded themselves, else the school's", () => {
    expect(whoReceivedPayment(payment({}), context())).toEqual({ kind: 'instructor', instructorId: SAM });
    expect(whoReceivedPayment(payment({ method: 'bank_transfer' }), context())).toEqual({
      kind: 'instructor',
      instructorId: SAM,
    });
    // The owner recorded it for Sam's learner: the school's till.
    expect(whoReceivedPayment(payment({ recordedBy: OWNER }), context())).toEqual({ kind: 'school' });
    // The owner's own cash is the school's.
    expect(whoReceivedPayment(payment({ instructorId: OWNER, recordedBy: OWNER }), context())).toEqual({
      kind: 'school',
    });
    for (const method of ['card', 'portal', 'shop', 'other'] as const)
      expect(whoReceivedPayment(payment({ method }), context()), method).toEqual({ kind: 'school' });
    // Card checkout through the school's Stripe (no recorder).
    expect(whoReceivedPayment(payment({ method: 'card', recordedBy: null }), context())).toEqual({
      kind: 'school',
    });
  });

  it("is the instructor's when Stripe Connect sent it to their connected account", () => {
    expect(
      whoReceivedPayment(
        payment({ method: 'card', recordedBy: null, connectedDestination: 'acct_123' }),
        context(),
      ),
    ).toEqual({ kind: 'instructor', instructorId: SAM });
  });

  it('follows the payment an undo reverses, whoever undid it', () => {
    const original = payment({ id: 10 });
    const undo = payment({ id: 11, amountPence: -3_000, recordedBy: OWNER, reversesPaymentId: 10 });
    expect(whoReceivedPayment(undo, context([original, undo]))).toEqual({
      kind: 'instructor',
      instructorId: SAM,
    });
  });
});

describe('settling up', () => {
  const entries = {
    lessons: [
      { day: '2026-06-10', pence: 4_000 },
      { day: '2026-07-02', pence: 4_000 },
    ],
    fees: [
      { day: '2026-06-10', pence: 200 },
      { day: '2026-07-02', pence: 200 },
    ],
    receivedDirectly: [{ day: '2026-07-03', pence: 10_000 }],
    settlements: [
      { day: '2026-06-30', pence: 3_800, direction: 'to_instructor' as const },
      { day: '2026-07-20', pence: 2_000, direction: 'to_school' as const },
      { day: '2026-07-21', pence: 1_000, direction: 'to_school' as const },
      // The transfer of the 21st undone.
      { day: '2026-07-21', pence: -1_000, direction: 'to_school' as const },
    ],
  };

  it('owes the instructor their lesson money less fees, less what they took and were paid', () => {
    expect(computeSettlingUp(entries, { from: null, to: '2026-06-29' }).owedToInstructorPence).toBe(3_800);
    expect(computeSettlingUp(entries, { from: null, to: '2026-06-30' }).owedToInstructorPence).toBe(0);
    // They took £100 in cash for £40 of lessons less £2: they owe the school £62, then paid £20.
    expect(computeSettlingUp(entries, { from: null, to: '2026-07-31' })).toEqual({
      lessonPence: 8_000,
      feesPence: 400,
      receivedDirectlyPence: 10_000,
      paidToInstructorPence: 3_800,
      paidToSchoolPence: 2_000,
      owedToInstructorPence: -4_200,
    });
  });

  it("gives a period's opening and closing balances that follow from its movements", () => {
    const july = computePeriodSettlingUp(entries, { from: '2026-07-01', to: '2026-07-31' });
    expect(july.openingOwedToInstructorPence).toBe(0);
    expect(july.period.owedToInstructorPence).toBe(4_000 - 200 - 10_000 + 2_000);
    expect(july.closingOwedToInstructorPence).toBe(-4_200);
  });
});
