import { desc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { bookThroughApi } from '../../../../../tests/support/book-through-api';
import { insertAccessTokenRow } from '../../../../../tests/support/dashboard-test-data';
import { setUpTestApp } from '../../../../../tests/support/test-app';
import { apiErrorSchema } from '../../../../core/api/api-error-schemas';
import { progressResponseSchema } from '../../../../core/progress/progress-schemas';
import { bookings, outbox } from '../../../db/schema';

/* Reject takes an optional reason the learner receives: in the e-mail and on their page (issue 34). */

const NOW = new Date('2027-03-24T11:00:00Z');

const testApp = setUpTestApp({ now: NOW });

function requestBooking() {
  return bookThroughApi(testApp, { futureBooking: true });
}

function reject(bookingId: number, payload: object) {
  return testApp.app.inject({
    method: 'PATCH',
    url: `/api/bookings/${bookingId}/status`,
    headers: testApp.headers,
    payload: { status: 'rejected', ...payload },
  });
}

async function lastEmailTo(bookingId: number) {
  const [row] = await testApp.database.db
    .select()
    .from(outbox)
    .where(eq(outbox.kind, 'booking_rejected'))
    .orderBy(desc(outbox.id))
    .limit(1);
  expect(row?.subject).toContain(`${bookingId}`);
  return row;
}

describe('rejecting with a reason', () => {
  it('puts the reason in the rejection e-mail and on the learner’s page; without one, neither says anything', async () => {
    const { id, studentId } = await requestBooking();
    const reason = 'I am fully booked in April. Please try again from May.';
    const rejected = await reject(id, { reason: `  ${reason}  ` });
    expect(rejected.statusCode, rejected.body).toBe(200);
    const [row] = await testApp.database.db.select().from(bookings).where(eq(bookings.id, id));
    expect(row).toMatchObject({ status: 'rejected', rejectionReason: reason });
    const email = await lastEmailTo(id);
    expect(email?.bodyText).toContain(`Your instructor says:\n${reason}`);

    const token = `rejection-reason-token-${studentId}-abcdefghijklmnop`;
    await insertAccessTokenRow(testApp.database.db, {
      studentId,
      token,
      createdAt: NOW,
      expiresAt: new Date(NOW.getTime() + 86_400_000),
    });
    const page = await testApp.app.inject({ method: 'GET', url: `/api/progress/${token}` });
    expect(page.statusCode, page.body).toBe(200);
    expect(progressResponseSchema.parse(page.json()).bookings).toEqual([
      expect.objectContaining({ id, status: 'rejected', rejectionReason: reason }),
    ]);

    const plain = await requestBooking();
    expect((await reject(plain.id, {})).statusCode).toBe(200);
    const [plainRow] = await testApp.database.db.select().from(bookings).where(eq(bookings.id, plain.id));
    expect(plainRow?.rejectionReason).toBeNull();
    expect((await lastEmailTo(plain.id))?.bodyText).not.toContain('Your instructor says');
  });

  it('refuses a reason over 500 characters and changes nothing; an approval keeps no reason', async () => {
    const { id } = await requestBooking();
    const tooLong = await reject(id, { reason: 'x'.repeat(501) });
    expect(tooLong.statusCode).toBe(400);
    expect(apiErrorSchema.parse(tooLong.json()).fields).toEqual({
      reason: 'Keep the reason to 500 characters',
    });
    const [row] = await testApp.database.db.select().from(bookings).where(eq(bookings.id, id));
    expect(row?.status).toBe('pending');
    const approved = await testApp.app.inject({
      method: 'PATCH',
      url: `/api/bookings/${id}/status`,
      headers: testApp.headers,
      payload: { status: 'approved', reason: 'Not for approvals' },
    });
    expect(approved.statusCode, approved.body).toBe(200);
    const [after] = await testApp.database.db.select().from(bookings).where(eq(bookings.id, id));
    expect(after).toMatchObject({ status: 'approved', rejectionReason: null });
  });
});
