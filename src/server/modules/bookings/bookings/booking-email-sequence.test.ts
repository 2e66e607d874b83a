import { asc, inArray } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { bookThroughApi } from '../../../../../tests/support/book-through-api';
import { getSeededInstructorId } from '../../../../../tests/support/factories';
import { setUpTestApp } from '../../../../../tests/support/test-app';
import { checkoutBookingSchema } from '../../../../core/bookings/booking/pending-booking-schemas';
import { outbox } from '../../../db/schema';

// Monday 4 January 2027, 09:00 GMT.
const NOW = new Date('2027-01-04T09:00:00Z');
const LEARNER_KINDS = ['booking_received', 'booking_approved', 'payment_received'];

let instructorId: number;

const testApp = setUpTestApp({ now: NOW });
beforeAll(async () => {
  instructorId = await getSeededInstructorId(testApp.database.db);
});

function requestBooking(date: string) {
  return bookThroughApi(
    testApp,
    { paymentMethod: 'bank_transfer' },
    { freeTimes: { instructorId, date, times: ['14:00'], duration: 120 } },
  );
}

async function approve(bookingId: number) {
  const response = await testApp.app.inject({
    method: 'PATCH',
    url: `/api/bookings/${bookingId}/status`,
    headers: testApp.headers,
    payload: { status: 'approved', instructorId: 1 },
  });
  expect(response.statusCode).toBe(200);
}

async function markPaid(bookingId: number) {
  const response = await testApp.app.inject({
    method: 'PUT',
    url: `/api/bookings/${bookingId}/payment-status`,
    headers: testApp.headers,
    payload: { paymentStatus: 'paid' },
  });
  expect(response.statusCode).toBe(200);
}

/** The learner's e-mails about one booking, oldest first, printed the way they read. */
async function learnerEmailsOf(bookingId: number) {
  const rows = await testApp.database.db
    .select()
    .from(outbox)
    .where(inArray(outbox.kind, LEARNER_KINDS))
    .orderBy(asc(outbox.id));
  const reference = new RegExp(`BOOKING-${bookingId}\\b`);
  const emails = rows.filter((row) => reference.test(row.subject ?? ''));
  for (const email of emails) {
    console.log(`--- ${email.kind} to ${email.recipient}\nSubject: ${email.subject}\n\n${email.bodyText}\n`);
  }
  return emails;
}

/** No word twice in a row ("lesson lesson") and no double space inside a line (indents are fine). */
function expectCleanWording(texts: readonly string[]) {
  for (const text of texts) {
    expect(text).not.toMatch(/\b(\w+) \1\b/i);
    expect(text).not.toMatch(/\S {2,}/);
  }
}

function linkIn(text: string, pattern: RegExp): URL {
  const match = pattern.exec(text);
  if (!match?.[0]) throw new Error(`No link matching ${pattern} in:\n${text}`);
  return new URL(match[0]);
}

async function openCheckoutLink(link: URL) {
  const response = await testApp.app.inject({
    method: 'GET',
    url: `/api/bookings/${link.searchParams.get('booking')}/checkout`,
    headers: { 'x-checkout-token': link.searchParams.get('token') ?? '' },
  });
  expect(response.statusCode).toBe(200);
  return checkoutBookingSchema.parse(response.json());
}

describe('the e-mails of one booking follow what really happened', () => {
  it('requested, approved and awaiting payment, then paid and confirmed', async () => {
    const booking = await requestBooking('2027-01-13');
    await approve(booking.id);
    await markPaid(booking.id);

    const emails = await learnerEmailsOf(booking.id);
    expect(emails.map((email) => email.subject)).toEqual([
      `We have your booking request (BOOKING-${booking.id})`,
      `Your booking is approved: payment due (BOOKING-${booking.id})`,
      `Payment received: your booking is confirmed (BOOKING-${booking.id})`,
    ]);
    const [received, approved, paid] = emails.map((email) => email.bodyText);
    if (!received || !approved || !paid) throw new Error('three e-mails expected');

    // Requested: the bank details are in the e-mail itself, and its link opens the checkout anywhere.
    expect(received).toContain('Sort code: ');
    expect(received).toContain(`Reference: BOOKING-${booking.id}`);
    const checkoutLink = linkIn(received, /http\S+\/bank-transfer-checkout\?\S+/);
    expect(checkoutLink.searchParams.get('token')).toBe(booking.checkoutToken);
    expect((await openCheckoutLink(checkoutLink)).totalAmount).toBe(booking.totalAmount);
    // The first e-mail already carries the learner's own page, the same page the approval links to.
    const firstPage = linkIn(received, /http\S+\/secure-progress\?token=\S+/);
    const firstProgress = await testApp.app.inject({
      method: 'GET',
      url: `/api/progress/${firstPage.searchParams.get('token')}`,
    });
    expect(firstProgress.statusCode).toBe(200);

    // Approved but unpaid: not "confirmed" (the checkout page says it is confirmed once paid).
    expect(approved).not.toMatch(/is confirmed\./);
    expect(approved).toContain('It is confirmed once your payment of £72.00 has been received.');
    const learnerPage = linkIn(approved, /http\S+\/secure-progress\?token=\S+/);
    expect(learnerPage.href).toBe(firstPage.href);
    const progress = await testApp.app.inject({
      method: 'GET',
      url: `/api/progress/${learnerPage.searchParams.get('token')}`,
    });
    expect(progress.statusCode).toBe(200);
    // The approval's own checkout link works with the learner's token (any device).
    const approvalCheckout = await openCheckoutLink(linkIn(approved, /http\S+\/bank-transfer-checkout\?\S+/));
    expect(approvalCheckout.status).toBe('approved');

    // Paid after approval: now it is confirmed, and nothing says the instructor has still to confirm.
    expect(paid).toContain('so it is now confirmed');
    expect(paid).not.toContain('will be in touch to confirm');

    // The lesson's calendar file points to the learner's page (lines unfolded as calendar apps do).
    const [approvalRow] = emails.filter((email) => email.kind === 'booking_approved');
    const calendarFiles = z
      .array(z.object({ content: z.string() }))
      .parse(approvalRow?.attachments)
      .map((file) => file.content.replace(/\r\n /g, ''));
    expect(calendarFiles).toHaveLength(1);
    expect(calendarFiles[0]).toContain(`URL:${learnerPage.toString()}`);
    expectCleanWording([...emails.map((email) => email.bodyText), ...calendarFiles]);
  });

  it('paid before the instructor answers: the payment e-mail says approval is still to come, the approval confirms', async () => {
    const booking = await requestBooking('2027-01-14');
    await markPaid(booking.id);
    await approve(booking.id);

    const emails = await learnerEmailsOf(booking.id);
    expect(emails.map((email) => email.subject)).toEqual([
      `We have your booking request (BOOKING-${booking.id})`,
      `Payment received for BOOKING-${booking.id}`,
      `Your booking is confirmed (BOOKING-${booking.id})`,
    ]);
    expect(emails[1]?.bodyText).toContain('it is confirmed once approved');
    expect(emails[2]?.bodyText).toContain('It is paid, so it is confirmed.');
    expect(emails[2]?.bodyText).not.toContain('To pay');
    expectCleanWording(emails.map((email) => email.bodyText));
  });
});
