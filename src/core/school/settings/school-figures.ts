/*
 * The school's figures every page needs before anything else (the terms' sentences, a booking's
 * reference): kept apart from the settings' zod schemas so the home page's JavaScript does not load
 * the whole settings form to say "48 hours" (the page budget in tests/e2e/seo.spec.ts).
 */
/** The bank-transfer reference before the school sets its own: 'BOOKING-12'. */
export const DEFAULT_BANK_REFERENCE_FORMAT = 'BOOKING-{id}';

/** The figures of the cancellation terms, as the rules and every sentence about them use them. */
export interface CancellationTerms {
  freeChangeHours: number;
  lateChangeHours: number;
  lateChangeForfeitPercent: number;
  movesAllowed: number;
}

/** The terms before a school changes them (shared/spec: 48 h free, 24-48 h half, 2 moves). */
export const DEFAULT_CANCELLATION_TERMS: CancellationTerms = {
  freeChangeHours: 48,
  lateChangeHours: 24,
  lateChangeForfeitPercent: 50,
  movesAllowed: 2,
};

export function pickCancellationTerms(settings: CancellationTerms): CancellationTerms {
  return {
    freeChangeHours: settings.freeChangeHours,
    lateChangeHours: settings.lateChangeHours,
    lateChangeForfeitPercent: settings.lateChangeForfeitPercent,
    movesAllowed: settings.movesAllowed,
  };
}
