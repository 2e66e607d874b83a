/*
 * The words a learner's payment travels with: the booking reference they quote and the message
 * they send the school after a bank transfer.
 */

/** 12 → 'BOOKING-12': the reference for a bank transfer and for any message about the booking. */
export function formatBookingReference(bookingId: number): string {
  return `BOOKING-${bookingId}`;
}

export interface BankTransferMessageInput {
  bookingId: number;
  studentName: string;
  packageName: string;
  /** Formatted, e.g. '£72.00'. */
  amount: string;
}

/** The prefilled chat message telling the school a bank transfer has been made for a booking. */
export function buildBankTransferMessage({
  bookingId,
  studentName,
  packageName,
  amount,
}: BankTransferMessageInput): string {
  return (
    `Hi, I've paid by bank transfer for booking reference ${formatBookingReference(bookingId)} ` +
    `(${packageName}, ${amount}). My name is ${studentName}. Please let me know when it has arrived. Thank you!`
  );
}

/**
 * A booking's reference under the school's own format (Settings, issue 23): 'BOOKING-{id}' and
 * 12 → 'BOOKING-12'. The format is `bankReferenceFormatSchema`'s output, `{id}` once.
 */
export function formatBankReference(format: string, bookingId: number): string {
  return format.replace('{id}', String(bookingId));
}
