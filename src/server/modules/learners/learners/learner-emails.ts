import {
  getFirstName as firstName,
  formatLongDate,
  formatPounds,
  formatUkPhone,
} from '../../../../core/format/display-format';
import { paymentMethodLabels, type StudentLedger } from '../../../../core/money/ledger/ledger-schemas';
import { SCHOOL_TIME_ZONE, toZonedParts } from '../../../../core/time/london-time';
import type { SchoolDetails } from '../../../lib/school-details';
import type { EmailMessage } from '../../messaging/outbox/outbox-service';

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
      formatUkPhone(school.phone),
    ].join('\n'),
  };
}

/**
 * What the learner owes and why, line by line from the ledger: what they bought, less what they
 * paid (refunds too), and the bank details to pay the rest.
 */
export function paymentReminderEmail(
  student: { id: number; fullName: string; email: string },
  ledger: StudentLedger,
  school: SchoolDetails,
): EmailMessage {
  const reference = `LEARNER-${student.id}`;
  const bought = ledger.purchases.map(
    (purchase) =>
      `  - ${formatLongDate(purchase.purchasedOn)}: ${purchase.description}, ${formatPounds(purchase.pricePence)}`,
  );
  const paid = ledger.payments.map((payment) =>
    payment.amountPence > 0
      ? `  - ${formatLongDate(payment.paidOn)}: ${paymentMethodLabels[payment.method]}, ${formatPounds(payment.amountPence)}`
      : `  - ${formatLongDate(payment.paidOn)}: refund (${payment.reason ?? 'no reason given'}), -${formatPounds(-payment.amountPence)}`,
  );
  return {
    to: student.email,
    kind: 'payment_reminder',
    subject: `Payment reminder from ${school.schoolName}`,
    text: [
      `Hi ${firstName(student.fullName)},`,
      '',
      `A friendly reminder: ${formatPounds(ledger.balance.owedPence)} is still to pay for your lessons.`,
      '',
      'What you bought:',
      ...bought,
      ...(paid.length > 0 ? ['What you have paid:', ...paid] : ['Nothing paid yet.']),
      `Still to pay: ${formatPounds(ledger.balance.owedPence)}`,
      '',
      'To pay by bank transfer:',
      `  Account name: ${school.bankAccountName}`,
      `  Sort code: ${school.bankSortCode}`,
      `  Account number: ${school.bankAccountNumber}`,
      `  Reference: ${reference}, so we can match your payment.`,
      ...(school.paymentPortalUrl ? ['', `You can also pay online at ${school.paymentPortalUrl}.`] : []),
      '',
      `If you have already paid, thank you, and please ignore this e-mail. Questions? Call us on ${formatUkPhone(school.phone)}.`,
      '',
      school.schoolName,
    ].join('\n'),
  };
}
