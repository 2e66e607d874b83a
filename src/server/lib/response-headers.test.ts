import { rmSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertLearner } from '../../../tests/support/dashboard-test-data';
import { createFakeWebBuild } from '../../../tests/support/fake-web-build';
import { createTestApp, setUpTestApp } from '../../../tests/support/test-app';
import { calendarFeedSchema } from '../../core/diary/calendar/calendar-schemas';
import { accessLinkSchema } from '../../core/learners/students-schemas';

let webRoot: string;

beforeAll(() => {
  webRoot = createFakeWebBuild();
});
afterAll(() => {
  rmSync(webRoot, { recursive: true, force: true });
});

const testApp = setUpTestApp(() => ({ webRoot }));

function get(url: string, headers: Record<string, string> = {}) {
  return testApp.app.inject({ method: 'GET', url, headers });
}

describe('Cache-Control', () => {
  it('is no-store on answers with personal data, tokens and the private feed address', async () => {
    const studentId = await insertLearner(testApp.database.db);
    const students = await get('/api/students', testApp.headers);
    expect(students.statusCode).toBe(200);
    expect(students.headers['cache-control']).toBe('no-store');

    const feed = await get('/api/calendar-feed', testApp.headers);
    expect(feed.statusCode).toBe(200);
    expect(feed.headers['cache-control']).toBe('no-store');
    const feedPath = new URL(calendarFeedSchema.parse(feed.json()).url).pathname;
    const ics = await get(feedPath);
    expect(ics.statusCode).toBe(200);
    expect(ics.headers['content-type']).toContain('text/calendar');
    expect(ics.headers['cache-control']).toBe('no-store');

    const link = await testApp.app.inject({
      method: 'POST',
      url: `/api/students/${studentId}/generate-token`,
      headers: testApp.headers,
    });
    expect(accessLinkSchema.parse(link.json()).token).toBeTruthy();
    expect(link.headers['cache-control']).toBe('no-store');

    const signIn = await testApp.app.inject({
      method: 'POST',
      url: '/api/auth/instructor-login',
      payload: { email: testApp.env.INSTRUCTOR_EMAIL, password: testApp.env.INSTRUCTOR_PASSWORD },
    });
    expect(signIn.statusCode).toBe(200);
    expect(signIn.headers['cache-control']).toBe('no-store');
  });

  it('is no-store on every API answer that did not choose its own caching, failures included', async () => {
    for (const url of ['/api/packages', '/api/site-info', '/api/students', '/api/nothing-here']) {
      const response = await get(url);
      expect(response.headers['cache-control'], url).toBe('no-store');
    }
  });

  it('keeps what a public, impersonal answer chose', async () => {
    const activity = await get('/api/site-activity');
    expect(activity.statusCode).toBe(200);
    expect(activity.headers['cache-control']).toBe('public, max-age=60');
  });

  it('is no-store on the pages that are not public (token pages, the dashboard), no-cache on public ones', async () => {
    for (const url of ['/progress/abc', '/secure-progress?token=abc', '/instructor-dashboard']) {
      const response = await get(url);
      expect(response.statusCode, url).toBe(200);
      expect(response.headers['cache-control'], url).toBe('no-store');
    }
    // The old skills-map page holds a token too: its redirect to the learner's home is not kept either.
    const oldDashboard = await get('/student-dashboard/abcdefghijklmnopqrstuvwxyz0123456789ABCDEFG');
    expect(oldDashboard.statusCode).toBe(302);
    expect(oldDashboard.headers.location).toBe(
      '/secure-progress?token=abcdefghijklmnopqrstuvwxyz0123456789ABCDEFG',
    );
    expect(oldDashboard.headers['cache-control']).toBe('no-store');
    for (const url of ['/', '/book-lesson']) {
      expect((await get(url)).headers['cache-control'], url).toBe('no-cache');
    }
  });
});

describe('Permissions-Policy', () => {
  it('denies the features the site does not use, on pages, API answers and files', async () => {
    for (const url of [
      '/',
      '/instructor-dashboard',
      '/api/health',
      '/api/nothing-here',
      '/assets/app-abc123.js',
    ]) {
      const policy = String((await get(url)).headers['permissions-policy']);
      for (const denied of ['camera=()', 'microphone=()', 'geolocation=()', 'usb=()', 'browsing-topics=()']) {
        expect(policy, url).toContain(denied);
      }
      // Card payments are off here: nobody may use the Payment Request API.
      expect(policy, url).toContain('payment=()');
      // The copy buttons write to the clipboard.
      expect(policy, url).not.toContain('clipboard-write');
    }
  });

  it("lets Stripe's frame use the Payment Request API when card payments are on", async () => {
    const withCards = await createTestApp({
      seed: false,
      env: {
        STRIPE_SECRET_KEY: 'sk_test_headers',
        STRIPE_PUBLISHABLE_KEY: 'pk_test_headers',
        STRIPE_WEBHOOK_SECRET: 'whsec_headers',
      },
    });
    try {
      const response = await withCards.app.inject({ method: 'GET', url: '/api/health' });
      expect(String(response.headers['permissions-policy'])).toContain(
        'payment=(self "https://js.stripe.com")',
      );
    } finally {
      await withCards.close();
    }
  });
});

describe('frame options', () => {
  it("say DENY, as the CSP's frame-ancestors 'none' does", async () => {
    for (const url of ['/', '/instructor-dashboard', '/api/health']) {
      const response = await get(url);
      expect(response.headers['x-frame-options'], url).toBe('DENY');
      expect(String(response.headers['content-security-policy']), url).toContain("frame-ancestors 'none'");
    }
  });
});
