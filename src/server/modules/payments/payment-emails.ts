import { formatPounds, getFirstName } from '../../../core/format/display-format';
import type { EmailMessage } from '../outbox/outbox-service';

interface PaidBooking {
  id: number;
  studentName: string;
  studentEmail: string;
  packageName: string;
  totalAmountPence: number;
}

const methodLabel = {
  card: ' by card',
  shop: ' through the online shop',
  // Bank transfer or the payment portal, confirmed by the instructor.
  instructor: '',
} as const;

export function paymentReceivedEmails(
  booking: PaidBooking,
  method: keyof typeof methodLabel,
  school: { schoolName: string; phone: string; publicUrl: string },
  instructorEmail: string | null,
): EmailMessage[] {
  const reference = `BOOKING-${booking.id}`;
  const firstName = getFirstName(booking.studentName);
  const learner: EmailMessage = {
    to: booking.studentEmail,
    kind: 'payment_received',
    subject: `Payment received for ${reference}`,
    text: [
      `Hi ${firstName},`,
      '',
      `We have received your payment of ${formatPounds(booking.totalAmountPence)} ${methodLabel[method]} for ${booking.packageName} (${reference}). Thank you.`,
      'Your instructor reviews your booking and will be in touch within 24 hours to confirm your lessons.',
      `Questions? Call us on ${school.phone}.`,
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
        `${booking.studentName} paid ${formatPounds(booking.totalAmountPence)}${methodLabel[method]} for ${booking.packageName} (${reference}).`,
        `See it in the dashboard: ${school.publicUrl}/instructor-dashboard`,
      ].join('\n'),
    },
  ];
}
