import type { LessonChangeWindow } from '../../diary/lesson-changes/lesson-change-rules';
import type { CancellationTerms } from '../../school/settings/school-figures';

/*
 * The ledger's one rule for a learner's balance (docs/decisions/0018-ledger.md): hours bought by
 * purchases, reserved by booked lessons and used by lessons that happened (or were charged), and
 * pounds owed for purchases less payments (refunds are negative payments). Every screen, e-mail
 * and reminder reads a balance computed here, from the rows the ledger repository reads.
 */

export interface LedgerPurchaseEntry {
  minutes: number;
  pricePence: number;
}

export interface LedgerPaymentEntry {
  amountPence: number;
}

export type LedgerLessonStatus = 'scheduled' | 'completed' | 'cancelled' | 'no_show';

export interface LedgerLessonEntry {
  status: LedgerLessonStatus;
  bookedMinutes: number;
  actualMinutes: number | null;
  /** For a cancelled or no-show lesson, the minutes it still uses (null: none). */
  chargedMinutes: number | null;
}

export interface LedgerBalance {
  boughtMinutes: number;
  bookedMinutes: number;
  usedMinutes: number;
  /** Bought less booked and used; negative when lessons were given beyond what was bought. */
  leftMinutes: number;
  /** Purchases less payments; negative when the learner is in credit. */
  owedPence: number;
  /** Payments less refunds. */
  paidPence: number;
}

/** The minutes a lesson uses from its purchase now (a booked one reserves, it does not use). */
export function getUsedMinutes(lesson: LedgerLessonEntry): number {
  switch (lesson.status) {
    case 'completed':
      return lesson.actualMinutes ?? lesson.bookedMinutes;
    case 'cancelled':
    case 'no_show':
      return lesson.chargedMinutes ?? 0;
    case 'scheduled':
      return 0;
  }
}

export function computeLedgerBalance(entries: {
  purchases: readonly LedgerPurchaseEntry[];
  payments: readonly LedgerPaymentEntry[];
  lessons: readonly LedgerLessonEntry[];
}): LedgerBalance {
  const boughtMinutes = entries.purchases.reduce((sum, purchase) => sum + purchase.minutes, 0);
  const bookedMinutes = entries.lessons
    .filter((lesson) => lesson.status === 'scheduled')
    .reduce((sum, lesson) => sum + lesson.bookedMinutes, 0);
  const usedMinutes = entries.lessons.reduce((sum, lesson) => sum + getUsedMinutes(lesson), 0);
  const pricePence = entries.purchases.reduce((sum, purchase) => sum + purchase.pricePence, 0);
  const paidPence = entries.payments.reduce((sum, payment) => sum + payment.amountPence, 0);
  return {
    boughtMinutes,
    bookedMinutes,
    usedMinutes,
    leftMinutes: boughtMinutes - bookedMinutes - usedMinutes,
    owedPence: pricePence - paidPence,
    paidPence,
  };
}

/**
 * The minutes a cancelled lesson still uses, by the school's cancellation terms: none in the free
 * window, the late window's share (rounded down to whole minutes), and under the late hours what
 * the instructor decides (`chargedByInstructor`: the whole lesson, or none).
 */
export function getCancellationChargedMinutes(
  window: LessonChangeWindow | null,
  bookedMinutes: number,
  chargedByInstructor: boolean,
  terms: CancellationTerms,
): number {
  if (window === 'free') return 0;
  if (window === 'half_fee') return Math.floor((bookedMinutes * terms.lateChangeForfeitPercent) / 100);
  return chargedByInstructor ? bookedMinutes : 0;
}
