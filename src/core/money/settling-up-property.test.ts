import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { addDaysToIsoDate } from '../time/london-time';
import type { LedgerPaymentMethod } from './ledger/ledger-schemas';
import {
  computePeriodSettlingUp,
  computeSettlingUp,
  getPenceKeptByReceiver,
  type PaymentReceiptFacts,
  type SettlementEntry,
  type SettlingUpEntries,
  whoReceivedPayment,
} from './settling-up';

/*
 * Settling up (issue 39, docs/decisions/0062) over random years of payments, refunds, undos,
 * connected card payments and transfers between the school and two partners:
 * - money is neither made nor lost: whoever received each payment, and whatever was transferred,
 *   the school's holdings less what it owes the partners equal every payment less the partners'
 *   lesson money plus their fees (what the school has earned and what learners paid ahead);
 * - any cut of the year into two periods gives the same closing balance as the whole year.
 */

const OWNER = 1;
const PARTNERS = [2, 3] as const;
const YEAR_FROM = '2026-04-06';
const dayArbitrary = fc.integer({ min: 0, max: 364 }).map((offset) => addDaysToIsoDate(YEAR_FROM, offset));
const instructorArbitrary = fc.constantFrom(OWNER, ...PARTNERS);
const methodArbitrary = fc.constantFrom<LedgerPaymentMethod>('cash', 'bank_transfer', 'card', 'other');

const paymentArbitrary = fc.record({
  instructorId: instructorArbitrary,
  amountPence: fc.integer({ min: 1, max: 60_000 }),
  method: methodArbitrary,
  paidOn: dayArbitrary,
  recordedBy: fc.option(instructorArbitrary, { nil: null }),
  // A connected card payment: the share of it Stripe gave the school as its fee.
  connectedFeeShare: fc.option(fc.integer({ min: 0, max: 100 }), { nil: null }),
  refund: fc.boolean(),
  undone: fc.boolean(),
});

const datedArbitrary = fc.record({
  instructorId: fc.constantFrom(...PARTNERS),
  day: dayArbitrary,
  pence: fc.integer({ min: 0, max: 20_000 }),
});

const settlementArbitrary = fc.record({
  instructorId: fc.constantFrom(...PARTNERS),
  day: dayArbitrary,
  pence: fc.integer({ min: 1, max: 50_000 }),
  direction: fc.constantFrom<SettlementEntry['direction']>('to_instructor', 'to_school'),
  undone: fc.boolean(),
});

type PaymentDraw = typeof paymentArbitrary extends fc.Arbitrary<infer Drawn> ? Drawn : never;

function toPayments(drawn: readonly PaymentDraw[]): PaymentReceiptFacts[] {
  const payments: PaymentReceiptFacts[] = [];
  let nextId = 1;
  for (const draw of drawn) {
    const connected = draw.connectedFeeShare !== null && draw.method === 'card' && !draw.refund;
    const original: PaymentReceiptFacts = {
      id: nextId++,
      instructorId: draw.instructorId,
      amountPence: draw.refund ? -draw.amountPence : draw.amountPence,
      method: draw.method,
      paidOn: draw.paidOn,
      recordedBy: connected ? null : draw.recordedBy,
      reversesPaymentId: null,
      connectedDestination: connected ? `acct_${draw.instructorId}` : null,
      applicationFeePence: connected
        ? Math.floor((draw.amountPence * (draw.connectedFeeShare ?? 0)) / 100)
        : null,
    };
    payments.push(original);
    if (draw.undone) {
      payments.push({
        ...original,
        id: nextId++,
        amountPence: -original.amountPence,
        recordedBy: OWNER,
        reversesPaymentId: original.id,
        connectedDestination: null,
        applicationFeePence: null,
      });
    }
  }
  return payments;
}

describe('settling up over random years', () => {
  it('neither makes nor loses money, and any two periods add up to the year', () => {
    fc.assert(
      fc.property(
        fc.array(paymentArbitrary, { maxLength: 25 }),
        fc.array(datedArbitrary, { maxLength: 15 }),
        fc.array(datedArbitrary, { maxLength: 15 }),
        fc.array(settlementArbitrary, { maxLength: 8 }),
        fc.integer({ min: 1, max: 364 }),
        (drawnPayments, lessons, fees, drawnSettlements, cut) => {
          const payments = toPayments(drawnPayments);
          const paymentsById = new Map(payments.map((payment) => [payment.id, payment]));
          const context = { isOwner: (id: number) => id === OWNER, paymentsById };
          const settlements = drawnSettlements.flatMap((settlement) => [
            settlement,
            ...(settlement.undone ? [{ ...settlement, pence: -settlement.pence }] : []),
          ]);
          const yearTo = addDaysToIsoDate(YEAR_FROM, 364);

          let schoolHolds = 0;
          let owedToPartners = 0;
          for (const payment of payments) {
            const receiver = whoReceivedPayment(payment, context);
            const kept = getPenceKeptByReceiver(payment, paymentsById);
            // The receiver kept `kept`; any rest (a connected payment's fee) went to the school.
            schoolHolds += receiver.kind === 'school' ? payment.amountPence : payment.amountPence - kept;
          }
          for (const settlement of settlements) {
            schoolHolds += settlement.direction === 'to_school' ? settlement.pence : -settlement.pence;
          }

          for (const instructorId of PARTNERS) {
            const entries: SettlingUpEntries = {
              lessons: lessons.filter((lesson) => lesson.instructorId === instructorId),
              fees: fees.filter((fee) => fee.instructorId === instructorId),
              receivedDirectly: payments
                .filter((payment) => {
                  const receiver = whoReceivedPayment(payment, context);
                  return receiver.kind === 'instructor' && receiver.instructorId === instructorId;
                })
                .map((payment) => ({
                  day: payment.paidOn,
                  pence: getPenceKeptByReceiver(payment, paymentsById),
                })),
              settlements: settlements.filter((settlement) => settlement.instructorId === instructorId),
            };
            const year = computeSettlingUp(entries, { from: null, to: yearTo });
            owedToPartners += year.owedToInstructorPence;

            const cutDay = addDaysToIsoDate(YEAR_FROM, cut);
            const first = computePeriodSettlingUp(entries, {
              from: YEAR_FROM,
              to: addDaysToIsoDate(cutDay, -1),
            });
            const second = computePeriodSettlingUp(entries, { from: cutDay, to: yearTo });
            expect(second.openingOwedToInstructorPence).toBe(first.closingOwedToInstructorPence);
            expect(second.closingOwedToInstructorPence).toBe(year.owedToInstructorPence);
            expect(first.period.owedToInstructorPence + second.period.owedToInstructorPence).toBe(
              year.owedToInstructorPence,
            );
          }

          const allPayments = payments.reduce((sum, payment) => sum + payment.amountPence, 0);
          const partnersLessons = lessons.reduce((sum, lesson) => sum + lesson.pence, 0);
          const partnersFees = fees.reduce((sum, fee) => sum + fee.pence, 0);
          expect(schoolHolds - owedToPartners).toBe(allPayments - partnersLessons + partnersFees);
        },
      ),
      { numRuns: 300 },
    );
  });
});
