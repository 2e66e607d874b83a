import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { bookThroughApi } from '../../../../../tests/support/book-through-api';
import { setUpTestApp } from '../../../../../tests/support/test-app';
import { pendingBookingRequestsSchema } from '../../../../core/bookings/booking/bookings-admin-schemas';
import { accessLinkSchema } from '../../../../core/learners/students-schemas';
import { progressResponseSchema } from '../../../../core/progress/progress-schemas';
import { users } from '../../../db/schema';

/*
 * decisions.md, privacy: no lookup of learners by e-mail for strangers; a returning learner is
 * recognised from their own link ("Book again"), and a booking made with a known e-mail joins that
 * learner only when the details match; otherwise the instructor sees it flagged.
 */

let priya: { studentId: number; token: string };

async function readOwnPage(token: string) {
  const response = await testApp.app.inject({ method: 'GET', url: `/api/progress/${token}` });
  expect(response.statusCode, response.body).toBe(200);
  return progressResponseSchema.parse(response.json());
}

async function listPending() {
  const response = await testApp.app.inject({
    method: 'GET',
    url: '/api/bookings/pending',
    headers: testApp.headers,
  });
  expect(response.statusCode).toBe(200);
  return pendingBookingRequestsSchema.parse(response.json());
}

const testApp = setUpTestApp();
beforeAll(async () => {
  const first = await bookThroughApi(testApp, {
    email: 'priya@example.com',
    fullName: 'Priya Shah',
    phone: '07700 900777',
    drivingExperience: 'previous_fail',
  });
  const link = await testApp.app.inject({
    method: 'POST',
    url: `/api/students/${first.studentId}/generate-token`,
    headers: testApp.headers,
  });
  expect(link.statusCode).toBe(200);
  priya = { studentId: first.studentId, token: accessLinkSchema.parse(link.json()).token };
});

describe('the returning-learner lookup', () => {
  it('is gone: a stranger cannot ask whether an address is a learner', async () => {
    const response = await testApp.app.inject({
      method: 'GET',
      url: '/api/students/lookup/priya%40example.com',
    });
    expect(response.statusCode).toBe(404);
    expect(response.body).not.toContain('Priya');
  });
});

describe("a learner's own page", () => {
  it('carries their details for "Book again" to fill in the booking form', async () => {
    const page = await readOwnPage(priya.token);
    expect(page.student).toEqual({
      fullName: 'Priya Shah',
      email: 'priya@example.com',
      phone: '07700 900777',
      drivingExperience: 'previous_fail',
      pickup: { pickupAddress: null, pickupPostcode: null },
      isDemo: false,
    });
  });
});

describe('a booking made with a known e-mail', () => {
  it('joins the learner when the name matches (any case or spacing), unflagged', async () => {
    const again = await bookThroughApi(testApp, {
      email: 'Priya@Example.com',
      fullName: '  priya   SHAH ',
      phone: '07700 900777',
    });
    expect(again.studentId).toBe(priya.studentId);
    const pending = (await listPending()).find((booking) => booking.id === again.id);
    expect(pending?.identityCheck).toBeNull();
    expect((await readOwnPage(priya.token)).bookings.map((booking) => booking.id)).toContain(again.id);
  });

  it('is kept as a request flagged for the instructor when the name differs, and changes nothing of the learner', async () => {
    const stranger = await bookThroughApi(testApp, {
      email: 'priya@example.com',
      fullName: 'Mallory Jones',
      phone: '07700 900999',
    });

    const pending = (await listPending()).find((booking) => booking.id === stranger.id);
    expect(pending?.identityCheck).toEqual({
      flag: 'name_differs',
      submittedFullName: 'Mallory Jones',
      submittedPhone: '07700 900999',
    });
    // The learner's record and own page are untouched by what a stranger typed.
    const [stored] = await testApp.database.db.select().from(users).where(eq(users.id, priya.studentId));
    expect(stored).toMatchObject({ fullName: 'Priya Shah', phone: '07700 900777' });
    expect((await readOwnPage(priya.token)).bookings.map((booking) => booking.id)).not.toContain(stranger.id);

    // The instructor, having checked, approves it as Priya's: the flag is cleared and it shows on her page.
    const approved = await testApp.app.inject({
      method: 'PATCH',
      url: `/api/bookings/${stranger.id}/status`,
      headers: testApp.headers,
      payload: { status: 'approved' },
    });
    expect(approved.statusCode, approved.body).toBe(200);
    expect((await readOwnPage(priya.token)).bookings.map((booking) => booking.id)).toContain(stranger.id);
  });
});
