import { beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { createInstructorWithSession } from '../../tests/support/second-instructor';
import { setUpTestApp, signInAsInstructor } from '../../tests/support/test-app';

/*
 * Walks the app's whole route table: every route is either on this list of public routes or
 * refuses a request without a live instructor session. A new route that forgets its guard fails
 * here unless someone consciously adds it to the public list.
 */
const PUBLIC_ROUTES = new Set([
  'GET /',
  'GET /*',
  // For search engines (src/server/modules/school/seo).
  'GET /sitemap.xml',
  'GET /robots.txt',
  // The installable app's manifest (src/server/modules/school/app-manifest): the school's name, no personal data.
  'GET /manifest.webmanifest',
  // The sign-in form posted before its script took over: answered with a 303 back to the form,
  // its body read by nobody (docs/decisions/0039).
  'POST /instructor-dashboard',
  'GET /api/health',
  'GET /api/site-info',
  // The pop-ups' lead forms and the counts behind the 'Live Activity' card (no personal data).
  'POST /api/leads',
  'GET /api/site-activity',
  'GET /api/packages',
  'HEAD /api/packages',
  'HEAD /api/available-times',
  'GET /api/time-slots',
  'HEAD /api/time-slots',
  // The school's instructors as learners choose them (issue 37): names and profiles, no e-mail.
  'GET /api/instructors',
  'POST /api/bookings',
  'GET /api/payment-config',
  'GET /api/bookings/:id/checkout',
  'GET /api/bookings/:id/payment-status',
  'POST /api/create-payment-intent',
  'POST /api/create-woocommerce-order',
  'POST /api/stripe/webhook',
  'POST /api/woocommerce/webhook',
  'POST /api/auth/instructor-login',
  'GET /api/auth/verify-instructor',
  'POST /api/auth/logout',
  // A forgotten password: the e-mailed link's token is the permission (issue 23).
  'GET /api/auth/password-reset-availability',
  'POST /api/auth/password-reset-requests',
  'POST /api/auth/password-reset',
  // An invitation to an instructor account: the link's token is the permission (issue 37).
  'GET /api/instructors/invitations/:token',
  'POST /api/instructors/invitations/:token/accept',
  'GET /api/booking-alternatives/:token',
  'POST /api/booking-alternatives/:token/accept',
  'POST /api/booking-alternatives/:token/decline',
  // Learner pages: the access token in the URL is the permission.
  'GET /api/progress/:token',
  'GET /api/students/progress',
  'POST /api/progress/request-link',
  // The public network forms (spec section 6: the public may send both).
  'POST /api/network-partner-requests',
  'POST /api/instructor-applications',
  // Chat, learner side: the progress-link token in the query or body is the permission.
  'GET /api/student-messages',
  'POST /api/student-messages',
  'POST /api/student-messages/read',
  // The chat socket authenticates in its first message (a session or a progress-link token).
  'GET /ws',
  // Calendars: Google redirects the browser back (the one-time state and the session are checked);
  // the feed's long token is its permission; the learners' sync-issue flag says only yes or no.
  'GET /api/google-calendar/callback',
  'GET /api/calendar-feed/:token.ics',
  'GET /api/calendar-status',
  'GET /api/progress/:token/lessons/:lessonId/reschedule-options',
  'POST /api/progress/:token/lessons/:lessonId/reschedule',
  'POST /api/progress/:token/lessons/:lessonId/cancel',
  // The waiting list: a newcomer joins from the booking page (consent required); a learner's token.
  'POST /api/waiting-list',
  'GET /api/progress/:token/waiting-list',
  'PUT /api/progress/:token/waiting-list',
  'DELETE /api/progress/:token/waiting-list',
  // An offer of a freed time, behind the link sent to the learner (the token is the credential).
  'GET /api/waiting-list-offers/:token',
  'POST /api/waiting-list-offers/:token/claim',
  'POST /api/waiting-list-offers/:token/leave',
  // The open offers on the learner's own page, and claiming one there (their token).
  'GET /api/progress/:token/waiting-list-offers',
  'POST /api/progress/:token/waiting-list-offers/:id/claim',
  // The learner's pickup address, which they may change (the rest of the record is the instructor's).
  'PUT /api/progress/:token/pickup',
  // Web push (issue 24): the public key browsers subscribe with; a learner's device by their token.
  'GET /api/push/public-key',
  'PUT /api/progress/:token/push-subscription',
  'POST /api/progress/:token/push-subscription/lookup',
  'DELETE /api/progress/:token/push-subscription',
  // Read-only links for whoever pays (issue 25): the learner's token manages them, the guardian's reads.
  'GET /api/progress/:token/guardian-links',
  'POST /api/progress/:token/guardian-links',
  'DELETE /api/progress/:token/guardian-links/:id',
  'GET /api/guardian/:token',
]);

function isPublic(method: string, url: string): boolean {
  if (url === '/api/docs' || url.startsWith('/api/docs/')) return true;
  // Fastify answers HEAD for every GET; the GET decides.
  if (method === 'HEAD' && PUBLIC_ROUTES.has(`GET ${url}`)) return true;
  return PUBLIC_ROUTES.has(`${method} ${url}`);
}

const injectableMethodSchema = z.enum(['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE']);

function concreteUrl(url: string): string {
  return url.replace(/:([A-Za-z]+)/g, (_match, name: string) => (name === 'token' ? 'x'.repeat(43) : '1'));
}

let expiredToken: string;

const testApp = setUpTestApp({ now: new Date('2027-01-04T09:00:00Z'), signIn: false });
beforeAll(async () => {
  const { authorization } = await signInAsInstructor(testApp);
  expiredToken = authorization;
  // The session is issued at the app's clock; a year later it has expired.
  testApp.setNow(new Date('2028-01-04T09:00:00Z'));
});

describe('instructor-only routes', () => {
  it('has instructor-only routes to check', () => {
    const guarded = testApp.app.routeTable.filter((route) => !isPublic(route.method, route.url));
    expect(guarded.length).toBeGreaterThanOrEqual(4);
    const keys = guarded.map((route) => `${route.method} ${route.url}`);
    expect(keys).toContain('GET /api/bookings/pending');
    // The learner's tests, recorded by the instructor (issue 25).
    for (const key of [
      'POST /api/students/:id/mock-tests',
      'DELETE /api/mock-tests/:id',
      'PUT /api/students/:id/theory-test',
      'DELETE /api/students/:id/theory-test',
      'POST /api/students/:id/practical-tests',
      'PUT /api/practical-tests/:id/result',
      'POST /api/practical-tests/:id/cancel',
    ]) {
      expect(keys).toContain(key);
    }
  });

  it('refuses every non-public route without a session, and with an expired one', async () => {
    const guarded = testApp.app.routeTable.filter((route) => !isPublic(route.method, route.url));
    for (const route of guarded) {
      const method = injectableMethodSchema.safeParse(route.method);
      if (!method.success) continue;
      const url = concreteUrl(route.url);
      for (const headers of [
        {},
        { authorization: expiredToken },
        { cookie: 'instructor_session=forged-token-value' },
      ]) {
        const response = await testApp.app.inject({
          method: method.data,
          url,
          headers,
          ...(['GET', 'HEAD', 'DELETE'].includes(method.data) ? {} : { payload: {} }),
        });
        expect(response.statusCode, `${route.method} ${route.url} with ${JSON.stringify(headers)}`).toBe(401);
      }
    }
  });
});

/*
 * The owner's routes (docs/decisions/0031, 0046): a signed-in instructor who is not the owner is
 * refused with 403 before anything changes. Every route of these prefixes is on the list, so a new
 * instructors, backup or settings route must be placed consciously.
 */
const OWNER_ONLY_ROUTES = new Set([
  'GET /api/outbox',
  'GET /api/instructors/accounts',
  'POST /api/instructors/invitations',
  'POST /api/instructors/invitations/:id/withdraw',
  'POST /api/instructors/:id/suspend',
  'POST /api/instructors/:id/reactivate',
  'GET /api/backup/export',
  'POST /api/backup/restore',
  'PATCH /api/settings/school',
  'POST /api/settings/packages',
  'PATCH /api/settings/packages/:packageType',
  'DELETE /api/settings/demo-data',
]);
/** Routes under the owner's prefixes that every instructor may use (their own agenda; reading the settings). */
const OPEN_TO_EVERY_INSTRUCTOR = new Set([
  'GET /api/settings/school',
  'GET /api/settings/pass-rate',
  'GET /api/settings/history',
  'GET /api/settings/packages',
  'GET /api/settings/agenda',
  'PUT /api/settings/agenda',
  // What demo data the site holds (a count and names of made-up learners); removing it is the owner's.
  'GET /api/settings/demo-data',
]);
const OWNER_PREFIXES = ['/api/instructors', '/api/backup', '/api/settings', '/api/outbox'];

describe('owner-only routes', () => {
  it('refuses each to an instructor who is not the owner, with 403', async () => {
    const instructor = await createInstructorWithSession(testApp.database.db, {
      email: 'second.instructor@example.com',
      now: testApp.deps.now(),
    });
    const underOwnerPrefixes = testApp.app.routeTable.filter(
      (route) =>
        route.method !== 'HEAD' &&
        !isPublic(route.method, route.url) &&
        OWNER_PREFIXES.some((prefix) => route.url.startsWith(prefix)),
    );
    for (const route of underOwnerPrefixes) {
      const key = `${route.method} ${route.url}`;
      expect(
        OWNER_ONLY_ROUTES.has(key) || OPEN_TO_EVERY_INSTRUCTOR.has(key),
        `${key}: add it to OWNER_ONLY_ROUTES or OPEN_TO_EVERY_INSTRUCTOR`,
      ).toBe(true);
    }
    for (const key of OWNER_ONLY_ROUTES) {
      const [method = '', url = ''] = key.split(' ');
      const injectable = injectableMethodSchema.parse(method);
      const response = await testApp.app.inject({
        method: injectable,
        url: concreteUrl(url),
        headers: instructor.headers,
        ...(['GET', 'HEAD', 'DELETE'].includes(method) ? {} : { payload: {} }),
      });
      expect(response.statusCode, `${key} as an instructor: ${response.body}`).toBe(403);
    }
  });
});

describe('the OpenAPI description agrees with this list', () => {
  const securitySchema = z.array(z.record(z.string(), z.array(z.string())));
  const documentSchema = z.object({
    paths: z.record(z.string(), z.record(z.string(), z.object({ security: securitySchema.optional() }))),
  });

  it('declares the instructor session (cookie or Bearer) on every guarded operation and on no public one', async () => {
    const response = await testApp.app.inject({ method: 'GET', url: '/api/docs/json' });
    const { paths } = documentSchema.parse(response.json());
    const documented = new Set<string>();
    for (const [path, item] of Object.entries(paths)) {
      // `/api/students/{id}` in the description is `/api/students/:id` in the route table.
      const url = path.replace(/\{(\w+)\}/g, ':$1');
      for (const [method, operation] of Object.entries(item)) {
        const key = `${method.toUpperCase()} ${url}`;
        documented.add(key);
        const namesSession = (operation.security ?? []).some(
          (requirement) => 'instructorSession' in requirement || 'bearerToken' in requirement,
        );
        if (isPublic(method.toUpperCase(), url)) {
          expect(namesSession, `${key} is public but the description asks for a session`).toBe(false);
        } else {
          expect(operation.security, key).toEqual([{ instructorSession: [] }, { bearerToken: [] }]);
        }
      }
    }
    // Every guarded route is in the description (HEAD is answered by its GET).
    const guarded = testApp.app.routeTable.filter(
      (route) => route.method !== 'HEAD' && !isPublic(route.method, route.url),
    );
    for (const route of guarded)
      expect(documented, `${route.method} ${route.url}`).toContain(`${route.method} ${route.url}`);
  });
});
