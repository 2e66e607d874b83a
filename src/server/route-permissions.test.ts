import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import {
  insertBookingRow,
  insertLearner,
  insertLessonRow,
  insertNoteRow,
} from '../../tests/support/dashboard-test-data';
import { getSeededInstructorId } from '../../tests/support/factories';
import { createInstructorWithSession } from '../../tests/support/second-instructor';
import { setUpTestApp, signInAsInstructor } from '../../tests/support/test-app';
import { expensesResponseSchema, moneySummarySchema } from '../core/money/money-schemas';
import { lessonChanges, mockTests, payments, practicalTests, users } from './db/schema';

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
  // An active instructor's photo, as the public list shows it (docs/decisions/0049); a suspended one's is 404.
  'GET /api/instructors/:id/photo',
  'HEAD /api/instructors/:id/photo',
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
  // An offered network request's e-mailed link: its token is the instructor's permission (issue 38).
  'GET /api/network-offer-links/:token',
  'POST /api/network-offer-links/:token/accept',
  'POST /api/network-offer-links/:token/decline',
  // A learner's cover offer, behind its single-use link (docs/decisions/0061).
  'GET /api/lesson-cover-links/:token',
  'POST /api/lesson-cover-links/:token/accept',
  'POST /api/lesson-cover-links/:token/decline',
  // A learner's hand-over link: the token is the credential (docs/decisions/0060).
  'GET /api/hand-over-links/:token',
  'POST /api/hand-over-links/:token/agree',
  'POST /api/hand-over-links/:token/decline',
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
 * The owner's routes (docs/decisions/0031, 0046, 0051): a signed-in instructor who is not the owner
 * is refused with 403 before anything changes. Every route of these prefixes is on the list, so a
 * new instructors, backup or settings route must be placed consciously.
 */
const OWNER_ONLY_ROUTES = new Set([
  'GET /api/outbox',
  'GET /api/instructors/accounts',
  'POST /api/instructors/invitations',
  'POST /api/instructors/invitations/:id/withdraw',
  'POST /api/instructors/invitations/:id/resend',
  'POST /api/instructors/:id/suspend',
  'POST /api/instructors/:id/reactivate',
  'POST /api/instructors/:id/role',
  // Instructors' compliance records: the owner keeps them (docs/decisions/0057).
  'GET /api/instructors/compliance',
  'PUT /api/instructors/:id/compliance',
  'GET /api/backup/export',
  'POST /api/backup/restore',
  'PATCH /api/settings/school',
  'POST /api/settings/packages',
  'PATCH /api/settings/packages/:packageType',
  'DELETE /api/settings/demo-data',
  // The school's intake: leads, partner requests and applications to join (docs/decisions/0051).
  'GET /api/leads',
  'PATCH /api/leads/:id',
  'GET /api/instructor-applications',
  'GET /api/instructor-applications/:id',
  'POST /api/instructor-applications/:id/steps',
  'GET /api/network-partner-requests',
  'GET /api/network-partner-requests/:id',
  'GET /api/network-partner-requests/:id/matches',
  'PATCH /api/network-partner-requests/:id/status',
  'GET /api/network-partner-requests/:id/allocation',
  'POST /api/network-partner-requests/:id/offers',
  'POST /api/network-partner-requests/:id/broadcast',
  // School-wide settings: the default reminder type and how freed times are offered (0051).
  'PUT /api/reminder-settings',
  'GET /api/waiting-list/settings',
  'PUT /api/waiting-list/settings',
  // Each instructor's fee terms and the school's statement (issue 39, docs/decisions/0059).
  'POST /api/instructors/:id/fee-terms/changes',
  'POST /api/instructors/:id/fee-terms/waived-weeks',
  'POST /api/instructors/:id/referrals',
  'GET /api/money/statements/school',
  // Settling up and agent or principal (docs/decisions/0062): the owner records and chooses.
  'POST /api/money/settling-up/instructors/:id/transfers',
  'POST /api/money/settling-up/transfers/:id/undo',
  'GET /api/money/turnover-basis',
  'POST /api/money/turnover-basis',
  // Every instructor's Stripe Connect status (docs/decisions/0063).
  'GET /api/stripe-connect/instructors',
]);
/** Routes under the owner's prefixes that every instructor may use (their own agenda; reading the settings). */
const OPEN_TO_EVERY_INSTRUCTOR = new Set([
  // Each instructor's own profile (My profile, docs/decisions/0050).
  'GET /api/instructors/me',
  'PUT /api/instructors/me',
  'GET /api/settings/school',
  'GET /api/settings/pass-rate',
  'GET /api/settings/history',
  'GET /api/settings/packages',
  'GET /api/settings/agenda',
  'PUT /api/settings/agenda',
  // What demo data the site holds (a count and names of made-up learners); removing it is the owner's.
  'GET /api/settings/demo-data',
  // An instructor's own photo, or anyone's for the owner; another instructor's answers 404
  // (instructor-photos-routes.test.ts).
  'GET /api/instructors/:id/photo-url',
  'PUT /api/instructors/:id/photo',
  'DELETE /api/instructors/:id/photo',
  // An instructor's own fee terms, or anyone's for the owner; another instructor's answer 404
  // (instructor-statements-routes.test.ts).
  'GET /api/instructors/:id/fee-terms',
  // An instructor's own compliance record, read-only, or anyone's for the owner; another's answers
  // 404 (instructor-compliance-routes.test.ts).
  'GET /api/instructors/:id/compliance',
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

/*
 * Who sees what (issue 37, docs/decisions/0047-who-sees-what.md): every instructor route that
 * names a learner, lesson, booking, note, test or payment is tried by a second instructor against
 * the owner's records and must answer 404 (existence is not revealed); the lists a second
 * instructor reads must not hold the owner's learner. Every instructor route is on one of the
 * lists below, so a new route must be placed consciously (the test fails otherwise).
 */
const OWNER_LEARNER_NAME = 'Olivia Ownerslearner';

/** Routes by id or naming a learner: the second instructor gets 404 on the owner's record. */
type Payload = Record<string, unknown>;

const HIDDEN_BY_ID: Record<string, { body?: Payload; query?: (ids: FixtureIds) => string } | null> = {
  'DELETE /api/students/:id': null,
  'POST /api/students/:id/archive': null,
  'GET /api/students/:id/balance': null,
  'GET /api/students/:id/bookings': null,
  'GET /api/students/:id/deletion-preview': null,
  'POST /api/students/:id/generate-token': null,
  'GET /api/students/:id/ledger': null,
  'GET /api/students/:id/lessons': null,
  'POST /api/students/:id/mock-tests': {
    body: { takenOn: '2027-01-02', faults: [], notes: '' },
  },
  'POST /api/students/:id/payments': {
    body: { amountPence: 1000, method: 'cash', paidOn: '2027-01-02' },
  },
  'POST /api/students/:id/practical-tests': {
    body: { date: '2027-02-10', time: '10:00', testCentreId: 'kings-heath' },
  },
  'GET /api/students/:id/progress': null,
  'GET /api/students/:id/hand-overs': null,
  'POST /api/students/:id/hand-overs': { body: { toInstructorId: 1, kind: 'transfer' } },
  'POST /api/students/:id/purchases': { body: { packageType: 'single_2hour' } },
  'GET /api/students/:id/record': null,
  'PUT /api/students/:id/record': {
    body: { pickupAddress: '', pickupPostcode: '', dateOfBirth: '', provisionalLicenceNumber: '' },
  },
  'POST /api/students/:id/reminder-preference': {
    body: { reminderType: 'email', enable24h: true, enable2h: false },
  },
  'POST /api/students/:id/send-access-email': null,
  'POST /api/students/:id/send-payment-reminder': null,
  'PUT /api/students/:id/theory-test': { body: { passedOn: '2026-12-01', certificateNumber: '' } },
  'DELETE /api/students/:id/theory-test': null,
  'DELETE /api/mock-tests/:id': null,
  'PUT /api/practical-tests/:id/result': { body: { result: 'failed', faults: [] } },
  'POST /api/practical-tests/:id/cancel': null,
  'PUT /api/progress-notes/:id': {
    body: { instructorNotes: 'Edited by someone else.', overallAssessment: 'good' },
  },
  'DELETE /api/progress-notes/:id': null,
  'GET /api/progress-notes/:id/history': null,
  'PATCH /api/lessons/:id/duration': { body: { actualDuration: 60 } },
  'POST /api/lessons/:id/complete': { body: { actualMinutes: 60 } },
  'POST /api/lessons/:id/no-show': { body: { charged: false } },
  'POST /api/lessons/:id/cancel': { body: { reason: 'Car broke down.' } },
  'POST /api/lessons/:id/move': { body: { date: '2027-01-20', startTime: '10:00' } },
  'PATCH /api/lessons/:id/notes': { body: { notes: 'Not mine.' } },
  'POST /api/lessons/:id/running-late': { body: { minutes: 10 } },
  'GET /api/lessons/:id/payment': null,
  'POST /api/lessons/:id/mark-paid': { body: { method: 'cash' } },
  'PATCH /api/bookings/:id/status': { body: { status: 'approved' } },
  // The booking's id is in the body (bodyFor): only the booking's own instructor (or the owner) suggests times.
  'POST /api/bookings/suggest-alternatives': null,
  'PUT /api/bookings/:id/payment-status': { body: { paymentStatus: 'paid' } },
  'GET /api/bookings/:id/payment': null,
  'POST /api/bookings/:id/mark-paid': { body: { method: 'cash' } },
  'POST /api/payments/:id/undo': null,
  'POST /api/lesson-changes/:id/approve': { body: {} },
  'POST /api/lesson-changes/:id/decline': { body: {} },
  'GET /api/messages': { query: (ids) => `?studentId=${ids.learner}` },
  'POST /api/messages': null,
  'POST /api/messages/read': null,
};

/** Lists: the second instructor's answer must not name the owner's learner. */
const LISTS = new Set([
  'GET /api/students',
  'GET /api/progress-notes/all',
  'GET /api/bookings/pending',
  'GET /api/lessons/upcoming',
  'GET /api/dashboard/today',
  'GET /api/calendar/week',
  'GET /api/lesson-changes',
  'GET /api/reminders/upcoming',
  'GET /api/reminders/log',
  // The school's default reminder type, and the preferences of the learners the instructor sees.
  'GET /api/reminder-settings',
]);

/**
 * Creating for a learner named in the body: the owner's learner is answered exactly as one that does
 * not exist (the same status and field message), so nothing is revealed.
 */
const CREATE_FOR_LEARNER: Record<string, (learnerId: number) => Payload> = {
  'POST /api/progress-notes': (studentId) => ({
    studentId,
    skillLevels: [],
    skillsPracticed: ['Junctions'],
    instructorNotes: 'A note on someone else’s learner.',
    overallAssessment: 'good',
  }),
  // A test reminder goes to a learner the signed-in instructor sees (docs/decisions/0051).
  'POST /api/test-reminder': (studentId) => ({ studentId, type: 'email' }),
  'POST /api/lessons/manual': (studentId) => ({
    studentId,
    date: '2027-01-21',
    startTime: '10:00',
    duration: 120,
    packageType: 'single_2hour',
    paymentMethod: 'not_paid',
  }),
};

/**
 * The instructor's own things, read and written by the signed-in instructor's id in their services
 * (a slot, a time off, a device, a calendar of another instructor is not reachable by id).
 */
const OWN_BY_SESSION = new Set([
  'POST /api/auth/password',
  'GET /api/auth/sessions',
  'DELETE /api/auth/sessions/:sessionId',
  'POST /api/auth/sessions/sign-out-everywhere',
  'GET /api/calendar-feed',
  'POST /api/calendar-feed/regenerate',
  'GET /api/google-calendar/auth-url',
  'DELETE /api/google-calendar/connection',
  'POST /api/google-calendar/create-event',
  'GET /api/google-calendar/status',
  'POST /api/google-calendar/sync',
  'GET /api/time-off',
  'POST /api/time-off',
  'DELETE /api/time-off/:id',
  // Cover of the lessons inside time off: the time off's and lesson's own instructor (any for the
  // owner); another instructor's answers 404 (lesson-cover-routes.test.ts).
  'GET /api/time-off/:id/cover',
  'GET /api/lesson-cover/uncovered',
  'GET /api/lesson-cover/lessons/:lessonId/candidates',
  'POST /api/lesson-cover/lessons/:lessonId/offers',
  'POST /api/lesson-cover/offers/:id/withdraw',
  'POST /api/time-slots',
  'DELETE /api/time-slots/:id',
  'POST /api/time-slots/pattern',
  'GET /api/time-slots/upcoming',
  'DELETE /api/push/instructor-subscription',
  'PUT /api/push/instructor-subscription',
  'POST /api/push/instructor-subscription/lookup',
  'GET /api/messages/unread-count',
  'GET /api/settings/agenda',
  'PUT /api/settings/agenda',
  // Their own Stripe Connect account: the routes name no instructor (docs/decisions/0063).
  'GET /api/stripe-connect/me',
  'POST /api/stripe-connect/me/onboarding-links',
  'POST /api/lessons/recurring',
  'POST /api/lessons/recurring/preview',
  // The waiting list is each instructor's (entries and freed times are read by the session's id).
  'GET /api/waiting-list',
  'DELETE /api/waiting-list/:id',
  'POST /api/waiting-list/:id/move',
  'GET /api/waiting-list/freed-times',
  'GET /api/waiting-list/freed-times/:id/candidates',
  'POST /api/waiting-list/freed-times/:id/offers',
  // Offers of network requests addressed to the signed-in instructor; another's offer answers 404
  // (network-request-offers-routes.test.ts).
  'GET /api/network-offers',
  'POST /api/network-offers/:id/accept',
  'POST /api/network-offers/:id/decline',
  // Cancelling a hand-over or making it a new link: the one who asked, the learner's previous
  // instructor or the owner; anyone else's answers 404 (hand-overs-routes.test.ts,
  // hand-over-notices.test.ts).
  'POST /api/hand-overs/:id/cancel',
  'POST /api/hand-overs/:id/new-link',
]);

/**
 * Money (docs/decisions/0051): the owner's figures are the school's, another instructor's their own
 * payments, costs and lessons, and the debts of the learners they see. Proven below with the
 * owner's payment, cost and lesson against the second instructor's own.
 */
const OWN_MONEY = new Set([
  'GET /api/money/summary',
  'GET /api/money/expenses',
  'POST /api/money/expenses',
  'GET /api/money/export.csv',
  // An instructor's statement: their own, or anyone's for the owner; another instructor's answers
  // 404 (instructor-statements-routes.test.ts).
  'GET /api/money/statements/instructors/:id',
  'GET /api/money/statements/instructors/:id/statement.csv',
  // What the school and each partner owe each other: every partner's for the owner, an
  // instructor's own row only (settling-up-routes.test.ts).
  'GET /api/money/settling-up',
]);

/** Creating a learner: the new learner is the creating instructor's own (users.instructor_id). */
const CREATES_OWN_LEARNER = new Set(['POST /api/students/manual']);

interface FixtureIds {
  learner: number;
  lesson: number;
  booking: number;
  note: number;
  mockTest: number;
  practicalTest: number;
  payment: number;
  lessonChange: number;
}

describe('who sees what: a second instructor and the owner’s records', () => {
  const schoolApp = setUpTestApp({ now: new Date('2027-01-04T09:00:00Z') });
  let ids: FixtureIds;
  let second: { id: number; headers: { authorization: string } };

  beforeAll(async () => {
    const { db } = schoolApp.database;
    const ownerId = await getSeededInstructorId(db);
    const learner = await insertLearner(db, { fullName: OWNER_LEARNER_NAME, instructorId: ownerId });
    const booking = await insertBookingRow(db, { studentId: learner, instructorId: ownerId });
    const lesson = await insertLessonRow(db, {
      studentId: learner,
      instructorId: ownerId,
      date: '2027-01-05',
      time: '10:00',
    });
    const note = await insertNoteRow(db, {
      studentId: learner,
      instructorId: ownerId,
      createdAt: new Date('2027-01-03T12:00:00Z'),
    });
    const [mock] = await db
      .insert(mockTests)
      .values({
        studentId: learner,
        instructorId: ownerId,
        takenOn: '2027-01-02',
        driverFaults: 0,
        seriousFaults: 0,
        dangerousFaults: 0,
        passed: true,
      })
      .returning({ id: mockTests.id });
    const [practical] = await db
      .insert(practicalTests)
      .values({ studentId: learner, startsAt: new Date('2027-01-03T10:00:00Z'), testCentre: 'kings-heath' })
      .returning({ id: practicalTests.id });
    const [payment] = await db
      .insert(payments)
      .values({
        instructorId: ownerId,
        studentId: learner,
        amountPence: 1000,
        method: 'cash',
        paidOn: '2027-01-02',
      })
      .returning({ id: payments.id });
    const [change] = await db
      .insert(lessonChanges)
      .values({
        lessonId: lesson,
        bookingId: booking,
        studentId: learner,
        kind: 'cancel',
        window: 'instructor_decides',
        status: 'pending',
        requestedBy: 'student',
        reason: 'Unwell',
        fromStartsAt: new Date('2027-01-05T10:00:00Z'),
        fromTimeSlotIds: [],
      })
      .returning({ id: lessonChanges.id });
    if (!mock || !practical || !payment || !change) throw new Error('Fixture insert returned no row');
    ids = {
      learner,
      lesson,
      booking,
      note,
      mockTest: mock.id,
      practicalTest: practical.id,
      payment: payment.id,
      lessonChange: change.id,
    };
    second = await createInstructorWithSession(db, {
      email: 'sarah.second@example.com',
      now: schoolApp.deps.now(),
    });
  });

  function urlWithIds(url: string): string {
    let idFor = ids.learner;
    if (url.startsWith('/api/lessons/')) idFor = ids.lesson;
    else if (url.startsWith('/api/bookings/')) idFor = ids.booking;
    else if (url.startsWith('/api/progress-notes/')) idFor = ids.note;
    else if (url.startsWith('/api/mock-tests/')) idFor = ids.mockTest;
    else if (url.startsWith('/api/practical-tests/')) idFor = ids.practicalTest;
    else if (url.startsWith('/api/payments/')) idFor = ids.payment;
    else if (url.startsWith('/api/lesson-changes/')) idFor = ids.lessonChange;
    return url.replace(':id', String(idFor));
  }

  function bodyFor(key: string): Payload | undefined {
    if (key === 'POST /api/messages') return { receiverId: ids.learner, content: 'Hello from someone else.' };
    if (key === 'POST /api/messages/read') return { studentId: ids.learner };
    if (key === 'POST /api/bookings/suggest-alternatives') {
      return {
        bookingId: ids.booking,
        alternativeTimes: [{ date: '2027-01-20', time: '10:00', duration: 120 }],
        reasonForRejection: 'That time is taken.',
      };
    }
    return HIDDEN_BY_ID[key]?.body;
  }

  function instructorRoutes() {
    return schoolApp.app.routeTable.filter(
      (route) => route.method !== 'HEAD' && !isPublic(route.method, route.url),
    );
  }

  it('places every instructor route on one list', () => {
    const keys = instructorRoutes().map((route) => `${route.method} ${route.url}`);
    expect(keys.length).toBeGreaterThan(50);
    const unplaced = keys.filter((key) => {
      const [, url = ''] = key.split(' ');
      return !(
        key in HIDDEN_BY_ID ||
        LISTS.has(key) ||
        key in CREATE_FOR_LEARNER ||
        OWN_BY_SESSION.has(key) ||
        OWNER_ONLY_ROUTES.has(key) ||
        OWN_MONEY.has(key) ||
        CREATES_OWN_LEARNER.has(key) ||
        OWNER_PREFIXES.some((prefix) => url.startsWith(prefix))
      );
    });
    expect(unplaced, 'classify these in route-permissions.test.ts (who sees what)').toEqual([]);
    // Each listed route still exists (a renamed route leaves no stale entry behind).
    for (const key of [
      ...Object.keys(HIDDEN_BY_ID),
      ...LISTS,
      ...Object.keys(CREATE_FOR_LEARNER),
      ...OWNER_ONLY_ROUTES,
      ...OWN_MONEY,
      ...CREATES_OWN_LEARNER,
    ]) {
      expect(keys, key).toContain(key);
    }
  });

  it('answers 404 to every route by id of the owner’s learner, lesson, booking, note, test or payment', async () => {
    for (const key of Object.keys(HIDDEN_BY_ID)) {
      const [method = '', url = ''] = key.split(' ');
      const injectable = injectableMethodSchema.parse(method);
      const query = HIDDEN_BY_ID[key]?.query?.(ids) ?? '';
      const payload = bodyFor(key) ?? (['GET', 'DELETE'].includes(method) ? undefined : {});
      const response = await schoolApp.app.inject({
        method: injectable,
        url: `${urlWithIds(url)}${query}`,
        headers: second.headers,
        ...(payload === undefined ? {} : { payload }),
      });
      expect(response.statusCode, `${key} as another instructor: ${response.body}`).toBe(404);
      // The record is there: the owner reads it (so the 404 above is the scoping, not a missing row).
      if (method === 'GET') {
        const owners = await schoolApp.app.inject({
          method: 'GET',
          url: `${urlWithIds(url)}${query}`,
          headers: schoolApp.headers,
        });
        expect(owners.statusCode, `${key} as the owner: ${owners.body}`).toBe(200);
      }
    }
  });

  it('answers creating for the owner’s learner exactly as for a learner that does not exist', async () => {
    for (const [key, build] of Object.entries(CREATE_FOR_LEARNER)) {
      const [method = '', url = ''] = key.split(' ');
      const injectable = injectableMethodSchema.parse(method);
      const hidden = await schoolApp.app.inject({
        method: injectable,
        url,
        headers: second.headers,
        payload: build(ids.learner),
      });
      const missing = await schoolApp.app.inject({
        method: injectable,
        url,
        headers: second.headers,
        payload: build(999_999),
      });
      expect(hidden.statusCode, `${key}: ${hidden.body}`).toBe(missing.statusCode);
      expect(hidden.statusCode, key).toBeGreaterThanOrEqual(400);
      expect(hidden.json(), key).toEqual(missing.json());
    }
  });

  it('keeps the owner’s learner off every list the second instructor reads, and on the owner’s', async () => {
    for (const key of LISTS) {
      const [, url = ''] = key.split(' ');
      const response = await schoolApp.app.inject({ method: 'GET', url, headers: second.headers });
      expect(response.statusCode, `${key}: ${response.body}`).toBe(200);
      expect(response.body, key).not.toContain(OWNER_LEARNER_NAME);
    }
    const owners = await schoolApp.app.inject({
      method: 'GET',
      url: '/api/students',
      headers: schoolApp.headers,
    });
    expect(owners.body).toContain(OWNER_LEARNER_NAME);
  });

  it('still lets the owner read the records the second instructor was refused', async () => {
    for (const url of [
      `/api/students/${ids.learner}/progress`,
      `/api/students/${ids.learner}/record`,
      `/api/progress-notes/${ids.note}/history`,
    ]) {
      const response = await schoolApp.app.inject({ method: 'GET', url, headers: schoolApp.headers });
      expect(response.statusCode, `${url}: ${response.body}`).toBe(200);
    }
  });

  it('answers the owner’s screens to the owner (the 403 above is the role, not a missing route)', async () => {
    for (const key of OWNER_ONLY_ROUTES) {
      const [method = '', url = ''] = key.split(' ');
      if (method !== 'GET' || url.includes(':')) continue;
      const response = await schoolApp.app.inject({ method: 'GET', url, headers: schoolApp.headers });
      expect(response.statusCode, `${key} as the owner: ${response.body}`).toBe(200);
    }
  });

  it('makes a learner added by hand the adding instructor’s own', async () => {
    const response = await schoolApp.app.inject({
      method: 'POST',
      url: '/api/students/manual',
      headers: second.headers,
      payload: {
        fullName: 'Mina Handadded',
        email: 'mina.handadded@example.com',
        phone: '07700 900789',
        drivingExperience: 'beginner',
      },
    });
    expect(response.statusCode, response.body).toBe(201);
    const { id } = z.object({ id: z.number() }).parse(response.json());
    const [row] = await schoolApp.database.db
      .select({ instructorId: users.instructorId })
      .from(users)
      .where(eq(users.id, id));
    expect(row?.instructorId).toBe(second.id);
    for (const headers of [second.headers, schoolApp.headers]) {
      const list = await schoolApp.app.inject({ method: 'GET', url: '/api/students', headers });
      expect(list.body).toContain('Mina Handadded');
    }
    // Their reminder settings list their learner, and not the owner's (docs/decisions/0051).
    const reminders = await schoolApp.app.inject({
      method: 'GET',
      url: '/api/reminder-settings',
      headers: second.headers,
    });
    expect(reminders.body).toContain('Mina Handadded');
    expect(reminders.body).not.toContain(OWNER_LEARNER_NAME);
  });

  it('gives the second instructor their own money only, and the owner the school’s', async () => {
    const { db } = schoolApp.database;
    const asSecond = second.headers;
    const asOwner = schoolApp.headers;
    async function send(headers: { authorization: string }, url: string, payload: Payload) {
      const response = await schoolApp.app.inject({ method: 'POST', url, headers, payload });
      expect(response.statusCode, `${url}: ${response.body}`).toBe(201);
    }
    // The second instructor's learner: a sale, a payment, a lesson; their own cost.
    const own = await insertLearner(db, { fullName: 'Sam Secondslearner', instructorId: second.id });
    await insertLessonRow(db, { studentId: own, instructorId: second.id, date: '2027-01-06', time: '10:00' });
    await send(asSecond, `/api/students/${own}/purchases`, { packageType: 'single_2hour' });
    await send(asSecond, `/api/students/${own}/payments`, {
      amountPence: 2500,
      method: 'cash',
      paidOn: '2027-01-03',
    });
    await send(asSecond, '/api/money/expenses', {
      spentOn: '2027-01-03',
      amountPence: 1200,
      category: 'fuel',
      note: 'Second instructor fuel',
    });
    // The owner's: a sale to their learner (paid 1,000 by the fixture) and a cost.
    await send(asOwner, `/api/students/${ids.learner}/purchases`, { packageType: 'single_2hour' });
    await send(asOwner, '/api/money/expenses', {
      spentOn: '2027-01-03',
      amountPence: 4000,
      category: 'insurance',
      note: 'Owner insurance',
    });

    async function summaryOf(headers: { authorization: string }) {
      const response = await schoolApp.app.inject({ method: 'GET', url: '/api/money/summary', headers });
      expect(response.statusCode, response.body).toBe(200);
      return moneySummarySchema.parse(response.json());
    }
    const secondsSummary = await summaryOf(asSecond);
    expect(secondsSummary.month).toMatchObject({
      takingsPence: 2500,
      costsPence: 1200,
      differencePence: 1300,
    });
    expect(secondsSummary.owing.learners.map((learner) => learner.fullName)).toEqual(['Sam Secondslearner']);
    expect(secondsSummary.owing.totalPence).toBe(7200 - 2500);
    const ownersSummary = await summaryOf(asOwner);
    expect(ownersSummary.month).toMatchObject({ takingsPence: 1000 + 2500, costsPence: 4000 + 1200 });
    expect(ownersSummary.owing.totalPence).toBe(7200 - 1000 + (7200 - 2500));

    const range = '?from=2027-01-01&to=2027-01-31';
    async function expensesOf(headers: { authorization: string }) {
      const response = await schoolApp.app.inject({
        method: 'GET',
        url: `/api/money/expenses${range}`,
        headers,
      });
      expect(response.statusCode, response.body).toBe(200);
      return expensesResponseSchema.parse(response.json()).map((expense) => expense.note);
    }
    expect(await expensesOf(asSecond)).toEqual(['Second instructor fuel']);
    expect((await expensesOf(asOwner)).sort()).toEqual(['Owner insurance', 'Second instructor fuel']);

    async function csvOf(headers: { authorization: string }) {
      const response = await schoolApp.app.inject({
        method: 'GET',
        url: `/api/money/export.csv${range}`,
        headers,
      });
      expect(response.statusCode, response.body).toBe(200);
      return response.body;
    }
    const secondsCsv = await csvOf(asSecond);
    expect(secondsCsv).toContain('Sam Secondslearner');
    expect(secondsCsv).toContain('Second instructor fuel');
    expect(secondsCsv).not.toContain(OWNER_LEARNER_NAME);
    expect(secondsCsv).not.toContain('Owner insurance');
    const ownersCsv = await csvOf(asOwner);
    for (const text of [
      OWNER_LEARNER_NAME,
      'Sam Secondslearner',
      'Owner insurance',
      'Second instructor fuel',
    ])
      expect(ownersCsv).toContain(text);
  });
});
