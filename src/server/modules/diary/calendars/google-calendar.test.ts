import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { bookThroughApi } from '../../../../../tests/support/book-through-api';
import {
  buildBookingRequest,
  createTimeSlot,
  getSeededInstructorId,
} from '../../../../../tests/support/factories';
import {
  FAKE_GOOGLE_ACCOUNT,
  type FakeGoogleServer,
  startFakeGoogleServer,
} from '../../../../../tests/support/fake-google-server';
import { startPushServiceStandIn } from '../../../../../tests/support/push-service-stand-in';
import { createTestApp, setUpTestApp, signInAsInstructor } from '../../../../../tests/support/test-app';
import { apiErrorSchema } from '../../../../core/api/api-error-schemas';
import { timeSlotsResponseSchema } from '../../../../core/bookings/booking/time-slot-schemas';
import {
  calendarWeekResponseSchema,
  createTestEventResponseSchema,
  disconnectCalendarResponseSchema,
  googleAuthUrlResponseSchema,
  googleCalendarStatusSchema,
} from '../../../../core/diary/calendar/calendar-schemas';
import { publicCalendarStatusSchema } from '../../../../core/diary/calendar/calendar-sync-status';
import { lessonChangeResultSchema } from '../../../../core/diary/lesson-changes/lesson-change-schemas';
import { accessLinkSchema } from '../../../../core/learners/students-schemas';
import { pushPayloadSchema, pushPublicKeyResponseSchema } from '../../../../core/messaging/push/push-schemas';
import { SCHOOL_TIME_ZONE, zonedWallTimeToInstant } from '../../../../core/time/london-time';
import { calendarBusyPeriods, calendarConnections, lessons, outbox } from '../../../db/schema';
import { parseEnv } from '../../../env';
import { GOOGLE_CALENDAR_SCOPES } from '../../../integrations/google-calendar';
import { syncAllCalendars } from './calendar-sync-service';

/*
 * Google Calendar end to end through the API, with the real google-auth-library and
 * @googleapis/calendar clients talking to the fake Google on 127.0.0.1: connect (state bound to the
 * session, PKCE, least scopes), lessons as events (made, moved, removed, never twice), busy times
 * hiding slots (free events do not), a revoked grant, Google failing and the retry, disconnect.
 */

// Monday 22 March 2027, 09:00 GMT; the clocks go forward on Sunday 28 March.
const NOW = new Date('2027-03-22T09:00:00Z');
const at = (date: string, time: string) => zonedWallTimeToInstant(date, time, SCHOOL_TIME_ZONE);

let google: FakeGoogleServer;
let instructorId: number;

beforeAll(async () => {
  google = await startFakeGoogleServer();
});
afterAll(async () => {
  await google.close();
});

const testApp = setUpTestApp(() => ({
  now: NOW,
  env: { ...google.env, GOOGLE_TOKEN_ENCRYPTION_KEY: randomBytes(32).toString('base64') },
}));
beforeAll(async () => {
  instructorId = await getSeededInstructorId(testApp.database.db);
});
beforeEach(() => {
  testApp.setNow(NOW);
  google.setConsent('allow');
});
afterEach(async () => {
  // Each test starts disconnected.
  await testApp.app.inject({
    method: 'DELETE',
    url: '/api/google-calendar/connection',
    headers: testApp.headers,
  });
});

async function getStatus() {
  const response = await testApp.app.inject({
    method: 'GET',
    url: '/api/google-calendar/status',
    headers: testApp.headers,
  });
  expect(response.statusCode).toBe(200);
  return googleCalendarStatusSchema.parse(response.json());
}

/** The popup's journey: auth URL, Google's consent page (redirects at once), the callback. */
async function runConsent(callbackHeaders: Record<string, string> = testApp.headers) {
  const urlResponse = await testApp.app.inject({
    method: 'GET',
    url: '/api/google-calendar/auth-url',
    headers: testApp.headers,
  });
  expect(urlResponse.statusCode).toBe(200);
  const { authUrl } = googleAuthUrlResponseSchema.parse(urlResponse.json());
  const consent = await fetch(authUrl, { redirect: 'manual' });
  expect(consent.status).toBe(302);
  const location = new URL(consent.headers.get('location') ?? '');
  const callbackPath = `${location.pathname}${location.search}`;
  const callback = await testApp.app.inject({ method: 'GET', url: callbackPath, headers: callbackHeaders });
  return { authUrl: new URL(authUrl), callbackPath, callback };
}

async function connect() {
  const { callback } = await runConsent();
  expect(callback.statusCode, callback.body).toBe(200);
  return callback;
}

async function sync() {
  const response = await testApp.app.inject({
    method: 'POST',
    url: '/api/google-calendar/sync',
    headers: testApp.headers,
  });
  expect(response.statusCode).toBe(200);
  return googleCalendarStatusSchema.parse(response.json());
}

async function bookableSlotIds(): Promise<number[]> {
  const response = await testApp.app.inject({ method: 'GET', url: '/api/time-slots' });
  return timeSlotsResponseSchema.parse(response.json()).map((slot) => slot.id);
}

async function slotsAt(date: string, times: readonly string[]): Promise<number[]> {
  const ids: number[] = [];
  for (const time of times) ids.push(await createTimeSlot(testApp.database.db, { instructorId, date, time }));
  return ids;
}

/** A learner books these slots (2-hour package) and the instructor approves: one lesson. */
async function approvedLesson(date: string, times = ['10:00', '11:00'], name = 'Priya Sharma') {
  const slotIds = await slotsAt(date, times);
  const booking = await bookThroughApi(
    testApp,
    { fullName: name, timeSlotIds: slotIds, packageType: 'single_2hour' },
    { approveWith: testApp.headers },
  );
  const [lesson] = await testApp.database.db.select().from(lessons).where(eq(lessons.bookingId, booking.id));
  if (!lesson) throw new Error('approval made no lesson');
  return { bookingId: booking.id, studentId: booking.studentId, lessonId: lesson.id, slotIds };
}

async function lessonRow(lessonId: number) {
  const [row] = await testApp.database.db.select().from(lessons).where(eq(lessons.id, lessonId));
  if (!row) throw new Error('lesson missing');
  return row;
}

function eventsOfLesson(lessonId: number) {
  return google.schoolEvents().filter((event) => event.privateProperties.lessonId === String(lessonId));
}

async function outboxOfKind(kind: string) {
  return testApp.database.db.select().from(outbox).where(eq(outbox.kind, kind));
}

describe('configuration', () => {
  it('refuses to start with a client id but no usable encryption key, naming the variable', () => {
    expect(() => parseEnv({ GOOGLE_CLIENT_ID: 'x', GOOGLE_CLIENT_SECRET: 'y' })).toThrow(
      /GOOGLE_TOKEN_ENCRYPTION_KEY: required when GOOGLE_CLIENT_ID is set/,
    );
    expect(() =>
      parseEnv({ GOOGLE_CLIENT_ID: 'x', GOOGLE_TOKEN_ENCRYPTION_KEY: randomBytes(16).toString('base64') }),
    ).toThrow(/GOOGLE_TOKEN_ENCRYPTION_KEY: must be 32 bytes/);
    expect(parseEnv({}).GOOGLE_CALENDAR_SYNC_MINUTES).toBe(5);
  });

  it('says what to set when Google Calendar is not configured, and refuses to start a connection', async () => {
    const plain = await createTestApp({ now: NOW });
    try {
      const auth = await signInAsInstructor(plain);
      const status = googleCalendarStatusSchema.parse(
        (await plain.app.inject({ method: 'GET', url: '/api/google-calendar/status', headers: auth })).json(),
      );
      expect(status).toMatchObject({ configured: false, connection: null });
      expect(status.missingVariables).toEqual([
        'GOOGLE_CLIENT_ID',
        'GOOGLE_CLIENT_SECRET',
        'GOOGLE_TOKEN_ENCRYPTION_KEY',
      ]);
      const authUrl = await plain.app.inject({
        method: 'GET',
        url: '/api/google-calendar/auth-url',
        headers: auth,
      });
      expect(authUrl.statusCode).toBe(503);
      expect(apiErrorSchema.parse(authUrl.json()).code).toBe('CALENDAR_NOT_CONFIGURED');
    } finally {
      await plain.close();
    }
  });
});

describe('connecting', () => {
  it('asks Google for offline access with the two least scopes, a state and PKCE, and connects', async () => {
    const { authUrl, callback } = await runConsent();
    expect(authUrl.origin).toBe(google.url);
    expect(authUrl.searchParams.get('access_type')).toBe('offline');
    expect(authUrl.searchParams.get('scope')?.split(' ').sort()).toEqual([...GOOGLE_CALENDAR_SCOPES].sort());
    expect(authUrl.searchParams.get('redirect_uri')).toBe(
      `${testApp.env.PUBLIC_URL}/api/google-calendar/callback`,
    );
    expect(authUrl.searchParams.get('state')?.length).toBeGreaterThanOrEqual(43);
    expect(authUrl.searchParams.get('code_challenge_method')).toBe('S256');

    expect(callback.statusCode).toBe(200);
    expect(callback.headers['content-type']).toContain('text/html');
    const csp = String(callback.headers['content-security-policy']);
    const nonce = /'nonce-([^']+)'/.exec(csp)?.[1];
    expect(nonce).toBeTruthy();
    expect(csp).toContain("default-src 'none'");
    expect(callback.body).toContain(`<script nonce="${nonce}">`);
    expect(callback.body).toContain('window.opener.postMessage(message, origin)');
    expect(callback.body).toContain(`"${new URL(testApp.env.PUBLIC_URL).origin}"`);
    expect(callback.body).toContain('"status":"connected"');

    const status = await getStatus();
    expect(status.configured).toBe(true);
    expect(status.connection).toMatchObject({
      status: 'connected',
      accountEmail: FAKE_GOOGLE_ACCOUNT,
      lastError: null,
    });
    expect(status.connection?.lastSyncAt).toBe(NOW.toISOString());

    const [row] = await testApp.database.db.select().from(calendarConnections);
    expect(row?.encryptedRefreshToken.startsWith('v1.')).toBe(true);
    expect(row?.encryptedRefreshToken).not.toContain('1//');
    expect(google.liveGrantCount()).toBe(1);
  });

  it('uses a state once, and only from the session that asked for it', async () => {
    const { callbackPath, callback } = await runConsent({});
    expect(callback.statusCode).toBe(400);
    expect(callback.body).toContain(
      'Please connect from the dashboard in the browser where you are signed in.',
    );
    expect((await getStatus()).connection).toBeNull();

    const again = await testApp.app.inject({ method: 'GET', url: callbackPath, headers: testApp.headers });
    expect(again.statusCode).toBe(400);
    expect(again.body).toContain('This sign-in has expired or was already used.');

    const otherSession = await signInAsInstructor(testApp);
    const crossed = await runConsent(otherSession);
    expect(crossed.callback.statusCode).toBe(400);
    expect((await getStatus()).connection).toBeNull();
  });

  it('connects nothing when the instructor says no, or leaves out a permission (and hands that grant back)', async () => {
    google.setConsent('deny');
    const denied = await runConsent();
    expect(denied.callback.statusCode).toBe(400);
    expect(denied.callback.body).toContain(
      'You did not allow access to your calendar, so nothing was connected.',
    );
    expect(denied.callback.body).toContain('"status":"error"');

    google.setConsent('calendar-events-only');
    const partial = await runConsent();
    expect(partial.callback.statusCode).toBe(400);
    expect(partial.callback.body).toContain('Both permissions are needed');
    expect(google.liveGrantCount()).toBe(0);
    expect((await getStatus()).connection).toBeNull();
  });

  it('refuses an expired state', async () => {
    const urlResponse = await testApp.app.inject({
      method: 'GET',
      url: '/api/google-calendar/auth-url',
      headers: testApp.headers,
    });
    const { authUrl } = googleAuthUrlResponseSchema.parse(urlResponse.json());
    const consent = await fetch(authUrl, { redirect: 'manual' });
    const location = new URL(consent.headers.get('location') ?? '');
    testApp.setNow(new Date(NOW.getTime() + 11 * 60_000));
    const callback = await testApp.app.inject({
      method: 'GET',
      url: `${location.pathname}${location.search}`,
      headers: testApp.headers,
    });
    expect(callback.statusCode).toBe(400);
    expect(callback.body).toContain('This sign-in has expired or was already used.');
  });
});

describe('lessons as events', () => {
  it('puts an approved lesson in the calendar, moves it with the lesson, and removes it when cancelled', async () => {
    await connect();
    const lesson = await approvedLesson('2027-04-05', ['10:00', '11:00'], 'Priya Sharma');
    const [event] = eventsOfLesson(lesson.lessonId);
    expect(event).toBeDefined();
    expect(event?.summary).toBe('Driving lesson: Priya (2 Hour Lesson)');
    expect(event?.description).toContain('Package: 2 Hour Lesson');
    expect(event?.description).toContain('Pick-up notes: none given');
    expect(event?.description).not.toContain('Sharma');
    expect(event?.start.toISOString()).toBe(at('2027-04-05', '10:00').toISOString());
    expect(event?.end.toISOString()).toBe(at('2027-04-05', '12:00').toISOString());
    expect((await lessonRow(lesson.lessonId)).calendarEventId).toBe(event?.id);

    // The learner moves it (more than 48 hours ahead: done at once).
    const target = await slotsAt('2027-04-07', ['14:00', '15:00']);
    const link = accessLinkSchema.parse(
      (
        await testApp.app.inject({
          method: 'POST',
          url: `/api/students/${lesson.studentId}/generate-token`,
          headers: testApp.headers,
        })
      ).json(),
    );
    const moved = await testApp.app.inject({
      method: 'POST',
      url: `/api/progress/${link.token}/lessons/${lesson.lessonId}/reschedule`,
      payload: { timeSlotIds: target, reason: 'Work shift changed' },
    });
    expect(moved.statusCode, moved.body).toBe(200);
    expect(lessonChangeResultSchema.parse(moved.json()).status).toBe('applied');
    const afterMove = eventsOfLesson(lesson.lessonId);
    expect(afterMove).toHaveLength(1);
    expect(afterMove[0]?.id).toBe(event?.id);
    expect(afterMove[0]?.start.toISOString()).toBe(at('2027-04-07', '14:00').toISOString());

    // The moved-lesson e-mail carries the .ics that updates the learner's own calendar entry.
    const [movedEmail] = await outboxOfKind('lesson_moved');
    const attachments = movedEmail?.attachments;
    expect(JSON.stringify(attachments)).toContain(`UID:lesson-${lesson.lessonId}@localhost`);
    expect(JSON.stringify(attachments)).toContain('DTSTART:20270407T130000Z');

    const cancelled = await testApp.app.inject({
      method: 'POST',
      url: `/api/progress/${link.token}/lessons/${lesson.lessonId}/cancel`,
      payload: { reason: 'Feeling unwell' },
    });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect(eventsOfLesson(lesson.lessonId)).toHaveLength(0);
    expect((await lessonRow(lesson.lessonId)).calendarEventId).toBeNull();
  });

  it('puts a manual lesson in the calendar with its pick-up notes', async () => {
    await connect();
    const students = await testApp.app.inject({
      method: 'POST',
      url: '/api/students/manual',
      headers: testApp.headers,
      payload: {
        fullName: 'Tom Baker',
        email: `tom-${Date.now()}@example.com`,
        phone: '07700 900456',
        drivingExperience: 'beginner',
      },
    });
    expect(students.statusCode).toBe(201);
    const studentId = Number(students.json().id);
    const manual = await testApp.app.inject({
      method: 'POST',
      url: '/api/lessons/manual',
      headers: testApp.headers,
      payload: {
        studentId,
        date: '2027-04-06',
        startTime: '08:00',
        duration: 90,
        packageType: 'single_90min',
        paymentStatus: 'completed',
        notes: 'Pick up at Five Ways station, side entrance',
        addPurchase: true,
      },
    });
    expect(manual.statusCode, manual.body).toBe(201);
    const lessonId = Number(manual.json().lesson.id);
    const [event] = eventsOfLesson(lessonId);
    expect(event?.summary).toBe('Driving lesson: Tom (1.5 Hour Lesson)');
    expect(event?.description).toContain('Pick-up notes: Pick up at Five Ways station, side entrance');
  });

  it('never fails an approval because Google failed, and the next sync adds the event once', async () => {
    await connect();
    google.failNextCalendarRequests(10, 503);
    const lesson = await approvedLesson('2027-04-08', ['09:00', '10:00']);
    expect(eventsOfLesson(lesson.lessonId)).toHaveLength(0);
    expect((await lessonRow(lesson.lessonId)).calendarEventId).toBeNull();
    const afterFailure = await getStatus();
    expect(afterFailure.connection?.status).toBe('connected');
    expect(afterFailure.connection?.lastError).toContain('503');

    google.failNextCalendarRequests(0);
    const status = await sync();
    expect(status.connection?.lastError).toBeNull();
    expect(eventsOfLesson(lesson.lessonId)).toHaveLength(1);
    // Syncing again (and again) changes nothing.
    await sync();
    await syncAllCalendars(testApp.deps);
    expect(eventsOfLesson(lesson.lessonId)).toHaveLength(1);
  });

  it('finds the event it made before a crash instead of adding a second, and brings back one deleted by hand', async () => {
    await connect();
    const lesson = await approvedLesson('2027-04-09', ['09:00', '10:00']);
    const [event] = eventsOfLesson(lesson.lessonId);
    // A crash between Google's answer and saving the id: the id is lost, the event is there.
    await testApp.database.db
      .update(lessons)
      .set({ calendarEventId: null })
      .where(eq(lessons.id, lesson.lessonId));
    await sync();
    expect(eventsOfLesson(lesson.lessonId).map((found) => found.id)).toEqual([event?.id]);
    expect((await lessonRow(lesson.lessonId)).calendarEventId).toBe(event?.id);

    // The instructor deletes it in Google by mistake: the next sync puts it back.
    google.deleteEvent(event?.id ?? '');
    expect(eventsOfLesson(lesson.lessonId)).toHaveLength(0);
    await sync();
    expect(eventsOfLesson(lesson.lessonId)).toHaveLength(1);
  });
});

describe('busy times', () => {
  it('hides slots the calendar is busy for (kept, not deleted), not those under events marked free', async () => {
    await connect();
    const [busySlot, freeEventSlot, clearSlot] = await slotsAt('2027-04-12', ['09:00', '13:00', '16:00']);
    google.addEvent({ summary: 'Dentist', start: at('2027-04-12', '09:30'), end: at('2027-04-12', '10:30') });
    google.addEvent({
      summary: 'Reminder: call garage',
      start: at('2027-04-12', '13:00'),
      end: at('2027-04-12', '14:00'),
      free: true,
    });
    const requestsBefore = google.requests.filter(
      (request) => request.path === '/calendar/v3/freeBusy',
    ).length;
    const status = await sync();
    // Three months do not fit in one free/busy question (Google allows about 90 days).
    expect(
      google.requests.filter((request) => request.path === '/calendar/v3/freeBusy').length - requestsBefore,
    ).toBe(2);
    expect(status.connection?.lastSyncBusyCount).toBe(1);

    const visible = await bookableSlotIds();
    expect(visible).not.toContain(busySlot);
    expect(visible).toContain(freeEventSlot);
    expect(visible).toContain(clearSlot);

    // A page opened before the sync cannot book the hidden slot.
    const booking = await testApp.app.inject({
      method: 'POST',
      url: '/api/bookings',
      payload: buildBookingRequest({ packageType: 'single_1hour', timeSlotIds: [busySlot ?? 0] }),
    });
    expect(booking.statusCode).toBe(409);
    expect(apiErrorSchema.parse(booking.json()).code).toBe('SLOT_UNAVAILABLE');

    // The instructor sees it as busy in the week view.
    const week = calendarWeekResponseSchema.parse(
      (
        await testApp.app.inject({
          method: 'GET',
          url: '/api/calendar/week?week=2027-04-14',
          headers: testApp.headers,
        })
      ).json(),
    );
    expect(week.weekStart).toBe('2027-04-12');
    const monday = week.days.find((day) => day.date === '2027-04-12');
    expect(monday?.items).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ kind: 'slot', id: busySlot, state: 'busy' }),
        expect.objectContaining({ kind: 'slot', id: freeEventSlot, state: 'free' }),
        expect.objectContaining({ kind: 'busy', startTime: '09:30', endTime: '10:30' }),
      ]),
    );

    // Disconnecting brings the slot back.
    const disconnected = await testApp.app.inject({
      method: 'DELETE',
      url: '/api/google-calendar/connection',
      headers: testApp.headers,
    });
    expect(disconnectCalendarResponseSchema.parse(disconnected.json()).revoked).toBe(true);
    expect(await bookableSlotIds()).toContain(busySlot);
    expect(await testApp.database.db.select().from(calendarBusyPeriods)).toHaveLength(0);
  });

  it("does not count the school's own lessons as other commitments", async () => {
    await connect();
    const before = (await sync()).connection?.lastSyncBusyCount;
    const lesson = await approvedLesson('2027-04-13', ['09:00', '10:00']);
    expect(eventsOfLesson(lesson.lessonId)).toHaveLength(1);
    const status = await sync();
    expect(status.connection?.lastSyncBusyCount).toBe(before);
  });
});

describe('a grant that stops working', () => {
  it('turns to error, e-mails the instructor once, shows the learners the notice, and keeps the booking page on the school slots', async () => {
    await connect();
    const [slot] = await slotsAt('2027-04-14', ['09:00']);
    google.addEvent({ summary: 'Busy', start: at('2027-04-14', '08:00'), end: at('2027-04-14', '12:00') });
    await sync();
    expect(await bookableSlotIds()).not.toContain(slot);
    const notice = async () =>
      publicCalendarStatusSchema.parse(
        (await testApp.app.inject({ method: 'GET', url: '/api/calendar-status' })).json(),
      );
    expect(await notice()).toEqual({ syncIssue: false });
    // The instructor's phone hears calendar problems: one push beside the one e-mail.
    const pushService = await startPushServiceStandIn();
    const { publicKey } = pushPublicKeyResponseSchema.parse(
      (await testApp.app.inject({ method: 'GET', url: '/api/push/public-key' })).json(),
    );
    const phone = pushService.createDevice(publicKey ?? '');
    const subscribed = await testApp.app.inject({
      method: 'PUT',
      url: '/api/push/instructor-subscription',
      headers: testApp.headers,
      payload: { subscription: phone.subscription, topics: ['calendar_sync_failure'] },
    });
    expect(subscribed.statusCode, subscribed.body).toBe(200);

    google.revokeAllGrants();
    const status = await sync();
    expect(status.connection?.status).toBe('error');
    expect(status.connection?.lastError).toContain('Please reconnect');
    expect(await notice()).toEqual({ syncIssue: true });
    // In error the copied busy times no longer count: learners book from the school's own slots.
    expect(await bookableSlotIds()).toContain(slot);

    // Later runs and lesson changes do not e-mail again.
    await syncAllCalendars(testApp.deps);
    await approvedLesson('2027-04-15', ['09:00', '10:00']);
    await sync();
    const emails = await outboxOfKind('calendar_connection_broken');
    expect(emails).toHaveLength(1);
    expect(emails[0]?.recipient).toBe(testApp.env.INSTRUCTOR_EMAIL);
    expect(emails[0]?.bodyText).toContain('/instructor-dashboard?tab=availability');
    const pushes = pushService.receivedBy(phone.id);
    await pushService.close();
    expect(pushes).toHaveLength(1);
    expect(pushPayloadSchema.parse(JSON.parse(pushes[0]?.payload ?? ''))).toMatchObject({
      topic: 'calendar_sync_failure',
      title: 'Your Google Calendar needs reconnecting',
      url: '/instructor-dashboard?tab=availability',
    });

    const test = await testApp.app.inject({
      method: 'POST',
      url: '/api/google-calendar/create-event',
      headers: testApp.headers,
    });
    expect(test.statusCode).toBe(409);

    // Reconnecting clears it.
    await connect();
    expect((await getStatus()).connection).toMatchObject({ status: 'connected', lastError: null });
    expect(await notice()).toEqual({ syncIssue: false });
  });
});

describe('the test event and disconnecting', () => {
  it('adds a test event shown as free, and says when nothing is connected', async () => {
    const notConnected = await testApp.app.inject({
      method: 'POST',
      url: '/api/google-calendar/create-event',
      headers: testApp.headers,
    });
    expect(notConnected.statusCode).toBe(409);
    expect(apiErrorSchema.parse(notConnected.json()).message).toBe('Connect your Google Calendar first.');

    await connect();
    const created = await testApp.app.inject({
      method: 'POST',
      url: '/api/google-calendar/create-event',
      headers: testApp.headers,
      payload: { lessonData: { ignored: true }, accessToken: 'never-trusted' },
    });
    expect(created.statusCode, created.body).toBe(201);
    const event = createTestEventResponseSchema.parse(created.json());
    expect(event).toMatchObject({ date: '2027-03-22', startTime: '10:00', endTime: '10:30' });
    const stored = google.allEvents().find((candidate) => candidate.id === event.eventId);
    expect(stored?.transparency).toBe('transparent');

    google.failNextCalendarRequests(1, 500);
    const failed = await testApp.app.inject({
      method: 'POST',
      url: '/api/google-calendar/create-event',
      headers: testApp.headers,
    });
    expect(failed.statusCode).toBe(502);
    expect(apiErrorSchema.parse(failed.json()).code).toBe('CALENDAR_TEST_FAILED');
  });

  it("takes the school's coming lesson events out and revokes the permission", async () => {
    await connect();
    const lesson = await approvedLesson('2027-04-16', ['09:00', '10:00']);
    expect(eventsOfLesson(lesson.lessonId)).toHaveLength(1);
    const response = await testApp.app.inject({
      method: 'DELETE',
      url: '/api/google-calendar/connection',
      headers: testApp.headers,
    });
    expect(disconnectCalendarResponseSchema.parse(response.json())).toMatchObject({ revoked: true });
    expect(eventsOfLesson(lesson.lessonId)).toHaveLength(0);
    expect(google.liveGrantCount()).toBe(0);
    expect((await getStatus()).connection).toBeNull();
    expect((await lessonRow(lesson.lessonId)).calendarEventId).toBeNull();
  });
});

describe('the confirmation e-mail', () => {
  it('carries an .ics file per lesson', async () => {
    const lesson = await approvedLesson('2027-03-30', ['10:00', '11:00']);
    const emails = await outboxOfKind('booking_approved');
    const email = emails.find(
      (row) =>
        row.bodyText.includes(`BOOKING-${lesson.bookingId}`) ||
        row.subject?.includes(`BOOKING-${lesson.bookingId}`),
    );
    const text = JSON.stringify(email?.attachments);
    expect(text).toContain('driving-lesson-2027-03-30.ics');
    expect(text).toContain(`UID:lesson-${lesson.lessonId}@localhost`);
    // After the clocks go forward: 10:00 BST is 09:00 UTC.
    expect(text).toContain('DTSTART:20270330T090000Z');
    expect(email?.bodyText).toContain('Open the attached calendar file');
  });
});
