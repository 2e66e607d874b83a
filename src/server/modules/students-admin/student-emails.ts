import { getFirstName as firstName, formatLongDate, formatPounds } from '../../../core/format/display-format';
import { SCHOOL_TIME_ZONE, toZonedParts } from '../../../core/time/london-time';
import type { EmailMessage } from '../outbox/outbox-service';

export interface SchoolDetails {
  schoolName: string;
  phone: string;
  publicUrl: string;
  bankAccountName: string;
  bankSortCode: string;
  bankAccountNumber: string;
  paymentPortalUrl: string | undefined;
}

export function accessLinkEmail(
  student: { fullName: string; email: string },
  link: { url: string; expiresAt: Date },
  school: SchoolDetails,
): EmailMessage {
  const expires = formatLongDate(toZonedParts(link.expiresAt, SCHOOL_TIME_ZONE).date);
  return {
    to: student.email,
    kind: 'access_link',
    subject: `Your progress link from ${school.schoolName}`,
    text: [
      `Hi ${firstName(student.fullName)},`,
      '',
      'Here is your personal link to your lesson notes, skills map and progress:',
      '',
      link.url,
      '',
      `It works until ${expires} and is renewed automatically while you keep having lessons.`,
      'Keep it to yourself: anyone with the link can see your progress. If it stops working, ask your instructor for a new one.',
      '',
      school.schoolName,
      school.phone,
    ].join('\n'),
  };
}

export function paymentReminderEmail(
  student: { fullName: string; email: string },
  unpaid: readonly { id: number; packageName: string; totalAmountPence: number }[],
  school: SchoolDetails,
): EmailMessage {
  const total = unpaid.reduce((sum, booking) => sum + booking.totalAmountPence, 0);
  const lines = unpaid.map(
    (booking) =>
      `  - ${booking.packageName}: ${formatPounds(booking.totalAmountPence)}, reference BOOKING-${booking.id}`,
  );
  return {
    to: student.email,
    kind: 'payment_reminder',
    subject: `Payment reminder from ${school.schoolName}`,
    text: [
      `Hi ${firstName(student.fullName)},`,
      '',
      unpaid.length === 1
        ? 'A friendly reminder that this booking is still unpaid:'
        : 'A friendly reminder that these bookings are still unpaid:',
      ...lines,
      ...(unpaid.length > 1 ? [`Total: ${formatPounds(total)}`] : []),
      '',
      'To pay by bank transfer:',
      `  Account name: ${school.bankAccountName}`,
      `  Sort code: ${school.bankSortCode}`,
      `  Account number: ${school.bankAccountNumber}`,
      '  Reference: the booking reference above (one transfer per booking), so we can match your payment.',
      ...(school.paymentPortalUrl ? ['', `You can also pay online at ${school.paymentPortalUrl}.`] : []),
      '',
      `If you have already paid, thank you, and please ignore this e-mail. Questions? Call us on ${school.phone}.`,
      '',
      school.schoolName,
    ].join('\n'),
  };
}
