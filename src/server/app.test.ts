import { rmSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { createFakeWebBuild } from '../../tests/support/fake-web-build';
import { createTestApp, setUpTestApp } from '../../tests/support/test-app';
import { apiErrorSchema } from '../core/api/api-error-schemas';
import { siteInfoSchema } from '../core/school/site/site-info-schemas';
import { users } from './db/schema';
import { AppError } from './lib/app-error';

let webRoot: string;

beforeAll(() => {
  webRoot = createFakeWebBuild(
    '<!doctype html><html lang="en-GB"><title>Shell</title><div id="root"></div></html>',
  );
});
afterAll(() => {
  rmSync(webRoot, { recursive: true, force: true });
});

const testApp = setUpTestApp(() => ({
  webRoot,
  env: { SCHOOL_NAME: 'Test Driving School', SCHOOL_PHONE: '0121 496 0999' },
  signIn: false,
}));
beforeAll(() => {
  // Routes that exist only in this test, to drive the error handler through its cases.
  const { app } = testApp;
  app.post(
    '/api/test/echo',
    {
      schema: {
        body: z.object({
          email: z.email('Valid email is required'),
          fullName: z.string().min(2, 'Full name is required'),
        }),
      },
    },
    (request) => request.body,
  );
  app.get('/api/test/app-error', () => {
    throw new AppError(409, 'SLOT_TAKEN', 'That time has just been taken.', {
      timeSlotIds: 'Choose another time',
    });
  });
  app.get('/api/test/crash', () => {
    throw new Error('secret internal detail');
  });
  app.post('/api/test/duplicate-user', async () => {
    const user = { username: 'twin', email: 'twin@example.com', fullName: 'Twin Learner' };
    await testApp.database.db.insert(users).values(user);
    await testApp.database.db.insert(users).values(user);
    return { ok: true };
  });
});

describe('the app', () => {
  it('answers the health check after asking the database', async () => {
    const response = await testApp.app.inject({ method: 'GET', url: '/api/health' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      status: 'ok',
      database: process.env.TEST_DB_ENGINE === 'postgres' ? 'postgres' : 'pglite',
      emailDelivery: 'not_configured',
    });
  });

  it('serves the public site info from configuration and settings', async () => {
    const response = await testApp.app.inject({ method: 'GET', url: '/api/site-info' });
    const info = siteInfoSchema.parse(response.json());
    expect(info).toMatchObject({
      schoolName: 'Test Driving School',
      phone: '0121 496 0999',
      passRatePercent: 85,
      refundRefilledCancellations: true,
    });
  });

  it('answers unknown API paths with a JSON 404', async () => {
    for (const [method, url] of [
      ['GET', '/api/nothing-here'],
      ['POST', '/api/bookings/nope'],
      ['GET', '/api'],
    ] as const) {
      const response = await testApp.app.inject({ method, url });
      expect(response.statusCode).toBe(404);
      expect(apiErrorSchema.parse(response.json()).code).toBe('NOT_FOUND');
    }
  });

  it('serves the web app for every other path (history fallback) with a real CSP', async () => {
    for (const url of ['/', '/book-lesson', '/progress/abc', '/no/such/page']) {
      const response = await testApp.app.inject({ method: 'GET', url });
      expect(response.statusCode, url).toBe(200);
      expect(response.headers['content-type']).toContain('text/html');
      expect(response.body).toContain('<div id="root">');
      // Public pages may be kept and checked again; the others never kept (response-headers.test.ts).
      expect(response.headers['cache-control']).toBe(
        ['/', '/book-lesson'].includes(url) ? 'no-cache' : 'no-store',
      );
      expect(response.headers['content-security-policy']).toContain("script-src 'self'");
      expect(response.headers['content-security-policy']).toContain("frame-ancestors 'none'");
    }
  });

  it('serves hashed assets with a long cache lifetime', async () => {
    const response = await testApp.app.inject({ method: 'GET', url: '/assets/app-abc123.js' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it('answers a missing asset with a 404 rather than the app shell', async () => {
    for (const url of ['/assets/app-old999.js', '/logo.png']) {
      const response = await testApp.app.inject({ method: 'GET', url });
      expect(response.statusCode, url).toBe(404);
      expect(response.body).not.toContain('<div id="root">');
    }
  });

  it('turns schema failures into a 400 with the field messages', async () => {
    const response = await testApp.app.inject({
      method: 'POST',
      url: '/api/test/echo',
      payload: { email: 'not-an-email', fullName: 'A' },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      code: 'VALIDATION_ERROR',
      message: 'Please check the highlighted fields.',
      fields: { email: 'Valid email is required', fullName: 'Full name is required' },
    });
  });

  it('answers malformed JSON with a 400, not a 500', async () => {
    const response = await testApp.app.inject({
      method: 'POST',
      url: '/api/test/echo',
      headers: { 'content-type': 'application/json' },
      payload: '{"email":',
    });
    expect(response.statusCode).toBe(400);
    expect(apiErrorSchema.safeParse(response.json()).success).toBe(true);
  });

  it('maps coded service errors to their status and body', async () => {
    const response = await testApp.app.inject({ method: 'GET', url: '/api/test/app-error' });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({
      code: 'SLOT_TAKEN',
      message: 'That time has just been taken.',
      fields: { timeSlotIds: 'Choose another time' },
    });
  });

  it('maps an unanticipated unique violation to a 409', async () => {
    const response = await testApp.app.inject({ method: 'POST', url: '/api/test/duplicate-user' });
    expect(response.statusCode).toBe(409);
    expect(response.json().code).toBe('CONFLICT');
  });

  it('never leaks internal details of an unexpected error', async () => {
    const response = await testApp.app.inject({ method: 'GET', url: '/api/test/crash' });
    expect(response.statusCode).toBe(500);
    expect(response.body).not.toContain('secret internal detail');
    expect(response.json()).toEqual({
      code: 'INTERNAL_ERROR',
      message: 'Something went wrong on our side. Please try again.',
    });
  });

  it('publishes OpenAPI generated from the route schemas', async () => {
    const response = await testApp.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(response.statusCode).toBe(200);
    const document = z
      .object({ openapi: z.string(), paths: z.record(z.string(), z.unknown()) })
      .parse(response.json());
    expect(Object.keys(document.paths)).toEqual(expect.arrayContaining(['/api/health', '/api/site-info']));
    const ui = await testApp.app.inject({ method: 'GET', url: '/api/docs/' });
    expect(ui.statusCode).toBe(200);
  });
});

describe('the app without a web build', () => {
  it('says how to build the web app instead of failing silently', async () => {
    const bare = await createTestApp({ seed: false });
    try {
      const response = await bare.app.inject({ method: 'GET', url: '/book-lesson' });
      expect(response.statusCode).toBe(503);
      expect(response.body).toContain('npm run build');
    } finally {
      await bare.close();
    }
  });
});

describe('rate limiting', () => {
  it('answers 429 with the error shape once the limit is reached', async () => {
    const limited = await createTestApp({ seed: false, env: { RATE_LIMIT_PER_MINUTE: '3' } });
    try {
      const statuses: number[] = [];
      let lastBody: unknown;
      for (let attempt = 0; attempt < 4; attempt++) {
        const response = await limited.app.inject({ method: 'GET', url: '/api/site-info' });
        statuses.push(response.statusCode);
        lastBody = response.json();
      }
      expect(statuses).toEqual([200, 200, 200, 429]);
      expect(apiErrorSchema.parse(lastBody).code).toBe('RATE_LIMITED');
    } finally {
      await limited.close();
    }
  });
});

describe('rate limiting of the web app', () => {
  it('never limits page loads and assets, only the API', async () => {
    const limited = await createTestApp({ seed: false, webRoot, env: { RATE_LIMIT_PER_MINUTE: '2' } });
    try {
      for (let attempt = 0; attempt < 5; attempt++) {
        expect((await limited.app.inject({ method: 'GET', url: '/book-lesson' })).statusCode).toBe(200);
        expect((await limited.app.inject({ method: 'GET', url: '/assets/app-abc123.js' })).statusCode).toBe(
          200,
        );
      }
      const api = [];
      for (let attempt = 0; attempt < 3; attempt++) {
        api.push((await limited.app.inject({ method: 'GET', url: '/api/site-info' })).statusCode);
      }
      expect(api).toEqual([200, 200, 429]);
    } finally {
      await limited.close();
    }
  });
});
