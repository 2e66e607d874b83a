import { formatHoursFromMinutes as formatCoreHoursFromMinutes } from '../../core/format/count-format';
import { formatPounds } from '../../core/format/display-format';

/*
 * How a learner's balance reads, on the student card and on the learner's own page. Only the
 * server's figures are shown (docs/decisions/0018-ledger.md): nothing here works out an amount.
 */

/** 450 → '7.5 hours', 60 → '1 hour', 0 → '0 hours' (negative when lessons went past what was bought). */
export function formatHoursFromMinutes(minutes: number): string {
  return formatCoreHoursFromMinutes(minutes);
}

export type OwedState = 'owes' | 'paid_up' | 'in_credit';

/** Whether the learner owes money, owes nothing, or has paid more than they bought. */
export function getOwedState(owedPence: number): OwedState {
  if (owedPence > 0) return 'owes';
  return owedPence < 0 ? 'in_credit' : 'paid_up';
}

/** 8000 → '£80.00', 0 → 'Paid up', -2000 → 'In credit £20.00': the value beside an "Owed" label. */
export function formatOwedAmount(owedPence: number): string {
  switch (getOwedState(owedPence)) {
    case 'owes':
      return formatPounds(owedPence);
    case 'paid_up':
      return 'Paid up';
    case 'in_credit':
      return `In credit ${formatPounds(-owedPence)}`;
  }
}

/** 8000 → 'Owes £80.00', 0 → 'Paid up', -2000 → 'In credit £20.00': the money in one line. */
export function formatOwedLine(owedPence: number): string {
  return getOwedState(owedPence) === 'owes' ? `Owes ${formatPounds(owedPence)}` : formatOwedAmount(owedPence);
}
