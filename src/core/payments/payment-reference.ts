import { DEFAULT_BANK_REFERENCE_FORMAT } from '../settings/school-settings-schemas';

/*
 * The words a learner's payment travels with: the booking reference they quote and the message
 * they send the school after a bank transfer.
 */

/**
 * 12 → 'BOOKING-12': the reference for a bank transfer and for any message about the booking, under
 * the school's format from Settings (`bankReferenceFormat`'s output: `{id}` once, e.g. 'ADS{id}').
 */
export function formatBookingReference(
  bookingId: number,
  referenceFormat: string = DEFAULT_BANK_REFERENCE_FORMAT,
): string {
  return referenceFormat.replace('{id}', String(bookingId));
}

export interface BankTransferMessageInput {
  bookingId: number;
  /** The school's reference format; 'BOOKING-{id}' when not given. */
  referenceFormat?: string;
  studentName: string;
  packageName: string;
  /** Formatted, e.g. '£72.00'. */
  amount: string;
}

/** The prefilled chat message telling the school a bank transfer has been made for a booking. */
export function buildBankTransferMessage({
  bookingId,
  referenceFormat,
  studentName,
  packageName,
  amount,
}: BankTransferMessageInput): string {
  return (
    `Hi, I've paid by bank transfer for booking reference ${formatBookingReference(bookingId, referenceFormat)} ` +
    `(${packageName}, ${amount}). My name is ${studentName}. Please let me know when it has arrived. Thank you!`
  );
}
