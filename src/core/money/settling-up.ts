import { addDaysToIsoDate } from '../time/london-time';
import type { LedgerPaymentMethod } from './ledger/ledger-schemas';
import type { DatePeriod } from './money-periods';

/*
 * Settling up between the school and each partner instructor (issue 39, docs/decisions/0062).
 * An instructor has earned the money of the lessons they taught (creditLessons) less the school's
 * fees; the learners' money is held by whoever received it. What the school owes them is what
 * they earned, less what they took themselves, less what the school has paid them by transfer,
 * plus what they have paid the school. Negative: the instructor owes the school. Each amount
 * counts on its own London day, so any period's opening and closing balances follow from one rule.
 */

export const SETTLEMENT_DIRECTIONS = ['to_instructor', 'to_school'] as const;
export type SettlementDirection = (typeof SETTLEMENT_DIRECTIONS)[number];

/** Above this a transfer is a typing slip (a year of a busy partner's lessons is far less). */
export const MAX_SETTLEMENT_PENCE = 10_000_000;

/** The facts of a ledger payment that say who received the money. */
export interface PaymentReceiptFacts {
  id: number;
  /** The instructor the payment names (the booking's, or whoever recorded it by hand). */
  instructorId: number;
  amountPence: number;
  method: LedgerPaymentMethod;
  paidOn: string;
  recordedBy: number | null;
  reversesPaymentId: number | null;
  /**
   * Stripe Connect's seam: the connected account a card payment's PaymentIntent sent the money to
   * (`transfer_data.destination`), when it did. Such a payment reached the payment's instructor
   * directly. Null or left out: the school's own Stripe account took it.
   */
  connectedDestination?: string | null;
  /**
   * The school's fee Stripe kept from a connected payment (`application_fee_amount`): the school
   * received that part, the instructor the rest (docs/decisions/0063).
   */
  applicationFeePence?: number | null;
}

export type PaymentReceiver = { kind: 'school' } | { kind: 'instructor'; instructorId: number };

/** Methods by which a partner can take a learner's money into their own hands or account. */
const DIRECT_METHODS: ReadonlySet<LedgerPaymentMethod> = new Set(['cash', 'bank_transfer']);

/**
 * Who received a payment (0062):
 * - an undo, or a refund's undo, follows the payment it reverses;
 * - a card payment with a connected destination (Stripe Connect) reached its instructor;
 * - cash or a bank transfer that a partner (not an owner) recorded for themselves reached them:
 *   they are saying they took it;
 * - everything else is the school's: card checkout through the school's Stripe, the shop, the
 *   portal, card and anything recorded by the owner, and 'other' (before the ledger).
 * A refund (a negative amount) is paid out by whoever the same rule names.
 */
export function whoReceivedPayment(
  payment: PaymentReceiptFacts,
  context: {
    isOwner: (instructorId: number) => boolean;
    paymentsById: ReadonlyMap<number, PaymentReceiptFacts>;
  },
): PaymentReceiver {
  if (payment.reversesPaymentId !== null) {
    const original = context.paymentsById.get(payment.reversesPaymentId);
    // A reversal of a payment not handed over cannot happen (the database checks it): the school's.
    return original ? whoReceivedPayment(original, context) : { kind: 'school' };
  }
  // The owner's card payments are the school's own (they cannot connect an account: 0063).
  if (payment.connectedDestination && !context.isOwner(payment.instructorId)) {
    return { kind: 'instructor', instructorId: payment.instructorId };
  }
  if (
    DIRECT_METHODS.has(payment.method) &&
    payment.recordedBy === payment.instructorId &&
    !context.isOwner(payment.instructorId)
  ) {
    return { kind: 'instructor', instructorId: payment.instructorId };
  }
  return { kind: 'school' };
}

/**
 * The part of a payment its receiver kept: all of it, but for a connected card payment, whose
 * application fee went to the school (an undo takes back what the payment it reverses gave).
 */
export function getPenceKeptByReceiver(
  payment: PaymentReceiptFacts,
  paymentsById: ReadonlyMap<number, PaymentReceiptFacts>,
): number {
  const feeSource =
    payment.reversesPaymentId === null ? payment : paymentsById.get(payment.reversesPaymentId);
  const fee = feeSource?.applicationFeePence ?? 0;
  return payment.amountPence > 0 ? payment.amountPence - fee : payment.amountPence + fee;
}

export interface DatedPence {
  /** London date. */
  day: string;
  pence: number;
}

export interface SettlementEntry extends DatedPence {
  direction: SettlementDirection;
}

export interface SettlingUpEntries {
  /** The money of the lessons the instructor taught (creditLessons), on the days taught. */
  lessons: readonly DatedPence[];
  /** The school's fees (computeSchoolFees), on their days. */
  fees: readonly DatedPence[];
  /** Payments the instructor received themselves (refunds they paid out negative). */
  receivedDirectly: readonly DatedPence[];
  /** Transfers between them; an undo is the same direction with the amount negated. */
  settlements: readonly SettlementEntry[];
}

export interface SettlingUpFigures {
  lessonPence: number;
  feesPence: number;
  receivedDirectlyPence: number;
  paidToInstructorPence: number;
  paidToSchoolPence: number;
  /** Positive: the school owes the instructor; negative: the instructor owes the school. */
  owedToInstructorPence: number;
}

const sumBetween = (items: readonly DatedPence[], from: string | null, to: string) =>
  items
    .filter((item) => (from === null || from <= item.day) && item.day <= to)
    .reduce((sum, item) => sum + item.pence, 0);

/** The figures of the days from `from` (null: from the start) to `to`, both included. */
export function computeSettlingUp(
  entries: SettlingUpEntries,
  window: { from: string | null; to: string },
): SettlingUpFigures {
  const { from, to } = window;
  const lessonPence = sumBetween(entries.lessons, from, to);
  const feesPence = sumBetween(entries.fees, from, to);
  const receivedDirectlyPence = sumBetween(entries.receivedDirectly, from, to);
  const paidToInstructorPence = sumBetween(
    entries.settlements.filter((entry) => entry.direction === 'to_instructor'),
    from,
    to,
  );
  const paidToSchoolPence = sumBetween(
    entries.settlements.filter((entry) => entry.direction === 'to_school'),
    from,
    to,
  );
  return {
    lessonPence,
    feesPence,
    receivedDirectlyPence,
    paidToInstructorPence,
    paidToSchoolPence,
    owedToInstructorPence:
      lessonPence - feesPence - receivedDirectlyPence - paidToInstructorPence + paidToSchoolPence,
  };
}

export interface PeriodSettlingUp {
  /** What was owed before the period began (everything up to its first day). */
  openingOwedToInstructorPence: number;
  /** The period's own movements; its `owedToInstructorPence` is the change over the period. */
  period: SettlingUpFigures;
  /** What was owed at the end of its last day: the opening plus the period's change. */
  closingOwedToInstructorPence: number;
}

export function computePeriodSettlingUp(entries: SettlingUpEntries, period: DatePeriod): PeriodSettlingUp {
  const opening = computeSettlingUp(entries, { from: null, to: addDaysToIsoDate(period.from, -1) });
  const movements = computeSettlingUp(entries, { from: period.from, to: period.to });
  return {
    openingOwedToInstructorPence: opening.owedToInstructorPence,
    period: movements,
    closingOwedToInstructorPence: opening.owedToInstructorPence + movements.owedToInstructorPence,
  };
}
