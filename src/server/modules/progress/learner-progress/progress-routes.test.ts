import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { bookThroughApi } from '../../../../../tests/support/book-through-api';
import { setUpTestApp } from '../../../../../tests/support/test-app';
import { accessLinkSchema } from '../../../../core/learners/students-schemas';
import {
  PROGRESS_LINK_NO_EMAIL_MESSAGE,
  progressResponseSchema,
  studentDashboardProgressSchema,
} from '../../../../core/progress/progress-schemas';
import { outbox, studentAccessTokens, users } from '../../../db/schema';

const NOW = new Date('2027-02-01T10:00:00Z');
const DAY = 86_400_000;

const testApp = setUpTestApp({ now: NOW });

/** A learner (through a future booking) with a progress note and a fresh access link. */
async function learnerWithLink(email: string, fullName: string) {
  const { studentId } = await bookThroughApi(testApp, { email, fullName, packageType: 'standard' });
  const note = await testApp.app.inject({
    method: 'POST',
    url: '/api/progress-notes',
    headers: testApp.headers,
    payload: {
      studentId,
      skillsPracticed: ['Roundabouts', 'Parking'],
      instructorNotes: `Notes for ${fullName}`,
    },
  });
  expect(note.statusCode).toBe(201);
  const link = await testApp.app.inject({
    method: 'POST',
    url: `/api/students/${studentId}/generate-token`,
    headers: testApp.headers,
  });
  return { studentId, token: accessLinkSchema.parse(link.json()).token };
}

function getProgress(token: string) {
  return testApp.app.inject({ method: 'GET', url: `/api/progress/${token}` });
}

describe('learner progress by access link', () => {
  it("shows the link's own learner and nothing of anyone else, privately", async () => {
    const alice = await learnerWithLink('alice@example.com', 'Alice Brown');
    await learnerWithLink('bob@example.com', 'Bob Green');
    const response = await getProgress(alice.token);
    expect(response.statusCode).toBe(200);
    expect(response.headers['referrer-policy']).toBe('no-referrer');
    expect(response.headers['x-robots-tag']).toContain('noindex');
    expect(response.headers['cache-control']).toBe('no-store');
    const progress = progressResponseSchema.parse(response.json());
    expect(progress.student).toMatchObject({ fullName: 'Alice Brown', email: 'alice@example.com' });
    expect(progress.progressNotes.map((note) => note.instructorNotes)).toEqual(['Notes for Alice Brown']);
    expect(progress.bookings.map((booking) => booking.packageName)).toEqual(['Standard Package (10 Hours)']);
    expect(progress.tokenWarning).toBeNull();
    expect(response.body).not.toContain('Bob');

    const dashboard = await testApp.app.inject({
      method: 'GET',
      url: `/api/students/progress?token=${alice.token}`,
    });
    expect(studentDashboardProgressSchema.parse(dashboard.json()).student).toEqual({
      fullName: 'Alice Brown',
    });
  });

  it('answers 401 for unknown, revoked and expired links', async () => {
    const carol = await learnerWithLink('carol@example.com', 'Carol White');
    expect((await getProgress('x'.repeat(43))).statusCode).toBe(401);

    // A new link revokes the old one.
    const renewed = await testApp.app.inject({
      method: 'POST',
      url: `/api/students/${carol.studentId}/generate-token`,
      headers: testApp.headers,
    });
    const newToken = accessLinkSchema.parse(renewed.json()).token;
    const revoked = await getProgress(carol.token);
    expect(revoked.statusCode).toBe(401);
    expect(revoked.json().code).toBe('ACCESS_LINK_EXPIRED');

    testApp.setNow(new Date(NOW.getTime() + 31 * DAY));
    try {
      expect((await getProgress(newToken)).statusCode).toBe(401);
    } finally {
      testApp.setNow(NOW);
    }
  });

  it('warns from 7 days before expiry, and a new booking renews the link to 30 days', async () => {
    const dan = await learnerWithLink('dan@example.com', 'Dan Black');
    testApp.setNow(new Date(NOW.getTime() + 28 * DAY));
    try {
      const warned = progressResponseSchema.parse((await getProgress(dan.token)).json());
      expect(warned.tokenWarning).toEqual({
        expiresInDays: 2,
        message: 'Access expires in 2 days!',
        severity: 'urgent',
      });

      await bookThroughApi(testApp, {
        email: 'dan@example.com',
        fullName: 'Dan Black',
        packageType: 'starter',
      });
      const renewed = progressResponseSchema.parse((await getProgress(dan.token)).json());
      expect(renewed.tokenWarning).toBeNull();
      const [row] = await testApp.database.db
        .select()
        .from(studentAccessTokens)
        .where(
          and(eq(studentAccessTokens.studentId, dan.studentId), eq(studentAccessTokens.token, dan.token)),
        );
      expect(row?.expiresAt.toISOString()).toBe(new Date(NOW.getTime() + 58 * DAY).toISOString());
    } finally {
      testApp.setNow(NOW);
    }
  });
});

describe('POST /api/progress/request-link', () => {
  async function waitForAccessEmail(recipient: string): Promise<string | undefined> {
    for (let attempt = 0; attempt < 40; attempt++) {
      const rows = await testApp.database.db
        .select()
        .from(outbox)
        .where(and(eq(outbox.kind, 'access_link'), eq(outbox.recipient, recipient)));
      if (rows[0]) return rows[0].bodyText;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    return undefined;
  }

  it('answers identically for a learner and a stranger, and e-mails only the learner', async () => {
    await learnerWithLink('erin@example.com', 'Erin Gray');
    const known = await testApp.app.inject({
      method: 'POST',
      url: '/api/progress/request-link',
      payload: { email: 'Erin@Example.com' },
    });
    const unknown = await testApp.app.inject({
      method: 'POST',
      url: '/api/progress/request-link',
      payload: { email: 'stranger@example.com' },
    });
    expect(known.statusCode).toBe(200);
    expect(unknown.statusCode).toBe(200);
    expect(known.body).toBe(unknown.body);
    // No e-mail is set up in this app: the answer does not claim one went (still the same for both).
    expect(known.json()).toEqual({ message: PROGRESS_LINK_NO_EMAIL_MESSAGE });

    const body = await waitForAccessEmail('erin@example.com');
    expect(body).toContain('/secure-progress?token=');
    expect(await waitForAccessEmail('stranger@example.com')).toBeUndefined();
    const strangers = await testApp.database.db
      .select()
      .from(users)
      .where(eq(users.email, 'stranger@example.com'));
    expect(strangers).toEqual([]);
  });

  it('refuses something that is not an e-mail', async () => {
    const response = await testApp.app.inject({
      method: 'POST',
      url: '/api/progress/request-link',
      payload: { email: 'nope' },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().fields).toEqual({ email: 'Please enter a valid email address' });
  });
});
