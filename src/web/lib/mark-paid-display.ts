import { formatPounds, formatShortDate, formatTime12h } from '../../core/format/display-format';
import { paymentMethodLabels } from '../../core/money/ledger/ledger-schemas';
import type { PaymentLine } from '../../core/money/ledger/mark-paid-schemas';
import { SCHOOL_TIME_ZONE, toZonedParts } from '../../core/time/london-time';

/** An instant as the instructor reads it on Today: '2:05 PM, Wed 24 Mar' (London). */
export function formatRecordedAt(iso: string): string {
  const { date, time } = toZonedParts(new Date(iso), SCHOOL_TIME_ZONE);
  return `${formatTime12h(time)}, ${formatShortDate(date)}`;
}

/** 'Paid £40.00 by cash' (the method in lower case, as a sentence says it). */
export function describePayment(line: Pick<PaymentLine, 'amountPence' | 'method'>): string {
  const method = paymentMethodLabels[line.method];
  return `Paid ${formatPounds(line.amountPence)} by ${method.charAt(0).toLowerCase()}${method.slice(1)}`;
}

/** Who recorded it and when: 'recorded 2:05 PM, Wed 24 Mar by Sam Patel'. */
export function describeRecording(line: Pick<PaymentLine, 'recordedAt' | 'recordedByName'>): string {
  const by = line.recordedByName ? ` by ${line.recordedByName}` : '';
  return `recorded ${formatRecordedAt(line.recordedAt)}${by}`;
}

/** 'Undone 2:07 PM, Wed 24 Mar by Sam Patel'. */
export function describeUndone(undone: NonNullable<PaymentLine['undone']>): string {
  return `Undone ${formatRecordedAt(undone.at)}${undone.byName ? ` by ${undone.byName}` : ''}`;
}
