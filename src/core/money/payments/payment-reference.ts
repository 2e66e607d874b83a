/*
 * The words a learner's payment travels with: the booking reference they quote and the message
 * they send the school after a bank transfer.
 */

/**
 * 12 → 'BOOKING-12': the reference for a bank transfer and for any message about the booking, in
 * the format the school set ('BOOKING-{id}', school settings).
 */
export function formatBookingReference(bookingId: number, referenceFormat: string): string {
  return referenceFormat.replace('{id}', String(bookingId));
}

export interface BankTransferMessageInput {
  bookingId: number;
  /** The school's reference format ('BOOKING-{id}'). */
  referenceFormat: string;
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
