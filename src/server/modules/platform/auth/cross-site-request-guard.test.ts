import { and, eq, isNull } from 'drizzle-orm';
import Stripe from 'stripe';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { insertLearner } from '../../../../../tests/support/dashboard-test-data';
import { setUpTestApp } from '../../../../../tests/support/test-app';
import { apiErrorSchema } from '../../../../core/api/api-error-schemas';
import { accessLinkSchema } from '../../../../core/learners/students-schemas';
import { studentAccessTokens, users } from '../../../db/schema';
import { CROSS_SITE_REQUEST_MESSAGE } from './cross-site-request-guard';

const PUBLIC_URL = 'https://school.example.com';
const EVIL_ORIGIN = 'https://evil.example';
const WEBHOOK_SECRET = 'whsec_cross_site_test';

let cookie: string;
let studentId: number;

const testApp = setUpTestApp({
  env: {
    PUBLIC_URL,
    STRIPE_SECRET_KEY: 'sk_test_cross_site',
    STRIPE_PUBLISHABLE_KEY: 'pk_test_cross_site',
    STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
    // Never contacted: a webhook is verified locally.
    STRIPE_API_BASE: 'http://127.0.0.1:9',
  },
});
beforeAll(async () => {
  // A browser's sign-in: the session cookie it would carry afterwards.
  const login = await testApp.app.inject({
    method: 'POST',
    url: '/api/auth/instructor-login',
    headers: { origin: PUBLIC_URL },
    payload: { email: testApp.env.INSTRUCTOR_EMAIL, password: testApp.env.INSTRUCTOR_PASSWORD },
  });
  expect(login.statusCode).toBe(200);
  const sessionCookie = /instructor_session=[^;]+/.exec(String(login.headers['set-cookie']))?.[0];
  if (!sessionCookie) throw new Error('sign-in set no session cookie');
  cookie = sessionCookie;
});

beforeEach(async () => {
  studentId = await insertLearner(testApp.database.db);
  const issued = await testApp.app.inject({
    method: 'POST',
    url: `/api/students/${studentId}/generate-token`,
    headers: testApp.headers,
  });
  expect(issued.statusCode).toBe(200);
});

async function liveLinks(): Promise<string[]> {
  const rows = await testApp.database.db
    .select({ token: studentAccessTokens.token })
    .from(studentAccessTokens)
    .where(and(eq(studentAccessTokens.studentId, studentId), isNull(studentAccessTokens.revokedAt)));
  return rows.map((row) => row.token);
}

/** The attack of the issue: a body-less text/plain POST, which needs no CORS preflight. */
function regenerateLink(headers: Record<string, string>) {
  return testApp.app.inject({
    method: 'POST',
    url: `/api/students/${studentId}/generate-token`,
    headers: { 'content-type': 'text/plain', ...headers },
    payload: '',
  });
}

function expectRefused(response: Awaited<ReturnType<typeof regenerateLink>>) {
  expect(response.statusCode).toBe(403);
  expect(apiErrorSchema.parse(response.json())).toEqual({
    code: 'CROSS_SITE_REQUEST',
    message: CROSS_SITE_REQUEST_MESSAGE,
  });
}

describe('cookie-authenticated writes from another site', () => {
  it('refuses a foreign Origin with 403 and leaves the learner’s link as it was', async () => {
    const before = await liveLinks();
    expect(before).toHaveLength(1);
    expectRefused(await regenerateLink({ cookie, origin: EVIL_ORIGIN }));
    expect(await liveLinks()).toEqual(before);
  });

  it('refuses what Sec-Fetch-Site calls cross-site or same-site (a sibling subdomain), whatever Origin says', async () => {
    const before = await liveLinks();
    expectRefused(await regenerateLink({ cookie, 'sec-fetch-site': 'cross-site' }));
    expectRefused(await regenerateLink({ cookie, 'sec-fetch-site': 'cross-site', origin: PUBLIC_URL }));
    expectRefused(
      await regenerateLink({ cookie, 'sec-fetch-site': 'same-site', origin: 'https://blog.example.com' }),
    );
    expect(await liveLinks()).toEqual(before);
  });

  it('refuses an opaque origin (a sandboxed frame, a data: page) and an unreadable one', async () => {
    const before = await liveLinks();
    expectRefused(await regenerateLink({ cookie, origin: 'null' }));
    expectRefused(await regenerateLink({ cookie, origin: 'not a url' }));
    expect(await liveLinks()).toEqual(before);
  });

  it('refuses every unsafe method, not only POST', async () => {
    const response = await testApp.app.inject({
      method: 'DELETE',
      url: `/api/students/${studentId}`,
      headers: { cookie, origin: EVIL_ORIGIN },
    });
    expectRefused(response);
    const [learner] = await testApp.database.db.select().from(users).where(eq(users.id, studentId));
    expect(learner).toBeDefined();
  });

  it('accepts the site’s own pages: its public origin, the host the request was sent to, Sec-Fetch-Site same-origin', async () => {
    const ownPages: Record<string, string>[] = [
      { origin: PUBLIC_URL },
      { origin: PUBLIC_URL, 'sec-fetch-site': 'same-origin' },
      { 'sec-fetch-site': 'same-origin' },
      // The same server reached at another address (a LAN address, 127.0.0.1).
      { host: '192.168.1.20:3000', origin: 'http://192.168.1.20:3000' },
    ];
    for (const headers of ownPages) {
      const before = await liveLinks();
      const response = await regenerateLink({ cookie, ...headers });
      expect(response.statusCode, JSON.stringify(headers)).toBe(200);
      expect(await liveLinks()).toEqual([accessLinkSchema.parse(response.json()).token]);
      expect(await liveLinks()).not.toEqual(before);
    }
  });

  it('still refuses another host’s page when the request names this host', async () => {
    expectRefused(
      await regenerateLink({ cookie, host: '192.168.1.20:3000', origin: 'http://192.168.1.21:3000' }),
    );
  });

  it('lets through a client that sends neither header (not a page in a browser)', async () => {
    const response = await regenerateLink({ cookie });
    expect(response.statusCode).toBe(200);
  });

  it('leaves Bearer-token clients alone, whatever their Origin', async () => {
    const response = await regenerateLink({
      ...testApp.headers,
      origin: EVIL_ORIGIN,
      'sec-fetch-site': 'cross-site',
    });
    expect(response.statusCode).toBe(200);
  });

  it('does not refuse reads: the browser keeps a foreign page from seeing the answer', async () => {
    const response = await testApp.app.inject({
      method: 'GET',
      url: '/api/students',
      headers: { cookie, origin: EVIL_ORIGIN },
    });
    expect(response.statusCode).toBe(200);
  });
});

describe('sign-in from another site (login CSRF)', () => {
  function login(headers: Record<string, string>) {
    return testApp.app.inject({
      method: 'POST',
      url: '/api/auth/instructor-login',
      headers,
      payload: { email: testApp.env.INSTRUCTOR_EMAIL, password: testApp.env.INSTRUCTOR_PASSWORD },
    });
  }

  it('refuses a foreign page’s sign-in with 403 and sets no cookie, though it carries no cookie yet', async () => {
    const foreignPages: Record<string, string>[] = [
      { origin: EVIL_ORIGIN },
      { 'sec-fetch-site': 'cross-site' },
    ];
    for (const headers of foreignPages) {
      const response = await login(headers);
      expectRefused(response);
      expect(response.headers['set-cookie']).toBeUndefined();
    }
  });

  it('signs in from the site’s own page', async () => {
    const response = await login({ origin: PUBLIC_URL, 'sec-fetch-site': 'same-origin' });
    expect(response.statusCode).toBe(200);
    expect(String(response.headers['set-cookie'])).toContain('instructor_session=');
  });
});

describe('webhooks', () => {
  it('still accept a signed Stripe event, whatever Origin the sender adds', async () => {
    const payload = JSON.stringify({ id: 'evt_cross_site', object: 'event', type: 'customer.created' });
    const signature = Stripe.webhooks.generateTestHeaderString({ payload, secret: WEBHOOK_SECRET });
    const response = await testApp.app.inject({
      method: 'POST',
      url: '/api/stripe/webhook',
      headers: { 'content-type': 'application/json', 'stripe-signature': signature, origin: EVIL_ORIGIN },
      payload,
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ received: true });
  });
});
