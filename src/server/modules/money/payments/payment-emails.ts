import { formatPounds, formatUkPhone, getFirstName } from '../../../../core/format/display-format';
import { formatBookingReference } from '../../../../core/money/payments/payment-reference';
import type { SchoolContact } from '../../../lib/school-details';
import type { EmailMessage } from '../../messaging/outbox/outbox-service';

interface PaidBooking {
  id: number;
  /** Where the booking stands as the money arrives: approved means this payment confirms it. */
  status: string;
  studentName: string;
  studentEmail: string;
  packageName: string;
  totalAmountPence: number;
}

/** ' by card': how the money came, as a phrase to follow the amount (empty when the instructor confirmed it). */
const methodPhrase = {
  card: ' by card',
  shop: ' through the online shop',
  // Bank transfer or the payment portal, confirmed by the instructor.
  instructor: '',
} as const;

/**
 * 3. Paid. Before the instructor has answered, the booking still awaits approval; after, this
 * payment confirms it. Either way it says what is true now (the order of events is the e-mails').
 */
export function paymentReceivedEmails(
  booking: PaidBooking,
  method: keyof typeof methodPhrase,
  school: SchoolContact,
  instructorEmail: string | null,
): EmailMessage[] {
  const reference = formatBookingReference(booking.id, school.bankReferenceFormat);
  const amount = `${formatPounds(booking.totalAmountPence)}${methodPhrase[method]}`;
  const confirmed = booking.status === 'approved' || booking.status === 'completed';
  const learner: EmailMessage = {
    to: booking.studentEmail,
    kind: 'payment_received',
    subject: confirmed
      ? `Payment received: your booking is confirmed (${reference})`
      : `Payment received for ${reference}`,
    text: [
      `Hi ${getFirstName(booking.studentName)},`,
      '',
      `We have received your payment of ${amount} for ${booking.packageName} (${reference}). Thank you.`,
      confirmed
        ? 'Your instructor has already approved the booking, so it is now confirmed. See you at your first lesson!'
        : 'Your instructor reviews your booking within 24 hours; it is confirmed once approved, and we will e-mail you then.',
      `Questions? Call us on ${formatUkPhone(school.phone)}.`,
      '',
      school.schoolName,
    ].join('\n'),
  };
  if (!instructorEmail) return [learner];
  return [
    learner,
    {
      to: instructorEmail,
      kind: 'payment_received_instructor',
      subject: `Paid: ${reference}, ${booking.studentName}`,
      text: [
        `${booking.studentName} paid ${amount} for ${booking.packageName} (${reference}).`,
        confirmed
          ? 'You had approved it: it is confirmed.'
          : 'It is waiting for your answer in the dashboard.',
        `See it in the dashboard: ${school.publicUrl}/instructor-dashboard`,
      ].join('\n'),
    },
  ];
}
