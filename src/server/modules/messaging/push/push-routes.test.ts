import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import webPush from 'web-push';
import { bookThroughApi } from '../../../../../tests/support/book-through-api';
import { addLearnerWithLink, sendAsLearner } from '../../../../../tests/support/chat-test-data';
import { getSeededInstructorId } from '../../../../../tests/support/factories';
import {
  type PushServiceStandIn,
  type StandInDevice,
  startPushServiceStandIn,
} from '../../../../../tests/support/push-service-stand-in';
import { createTestApp, setUpTestApp } from '../../../../../tests/support/test-app';
import { bookApprovedLesson, createSlotsAt } from '../../../../../tests/support/waiting-list-test-data';
import { apiErrorSchema } from '../../../../core/api/api-error-schemas';
import { lessonChangeResultSchema } from '../../../../core/diary/lesson-changes/lesson-change-schemas';
import {
  pushPayloadSchema,
  pushPublicKeyResponseSchema,
  pushSubscriptionStatusSchema,
} from '../../../../core/messaging/push/push-schemas';
import { outbox, pushSubscriptions, vapidKeys } from '../../../db/schema';
import { PUSH_KEY_MESSAGE } from './push-subscriptions-service';
import { getVapidKeys } from './vapid-keys-service';

// Saturday 20 March 2027, 10:00 GMT; the lessons booked here are the Wednesday after.
const NOW = new Date('2027-03-20T10:00:00Z');

let standIn: PushServiceStandIn;
let instructorId: number;
let publicKey: string;

const testApp = setUpTestApp({ now: NOW });
beforeAll(async () => {
  standIn = await startPushServiceStandIn();
  instructorId = await getSeededInstructorId(testApp.database.db);
  const response = await testApp.app.inject({ method: 'GET', url: '/api/push/public-key' });
  publicKey = pushPublicKeyResponseSchema.parse(response.json()).publicKey ?? '';
});
afterAll(async () => {
  await standIn.close();
});

/** A browser subscribing with the school's key, then saved as the instructor's device. */
async function subscribeInstructorDevice(topics: string[]): Promise<StandInDevice> {
  const device = standIn.createDevice(publicKey);
  const response = await testApp.app.inject({
    method: 'PUT',
    url: '/api/push/instructor-subscription',
    headers: { ...testApp.headers, 'user-agent': 'Mozilla/5.0 (iPhone) Test' },
    payload: { subscription: device.subscription, topics },
  });
  expect(response.statusCode, response.body).toBe(200);
  return device;
}

async function findSubscription(endpoint: string) {
  const [row] = await testApp.database.db
    .select()
    .from(pushSubscriptions)
    .where(eq(pushSubscriptions.endpoint, endpoint));
  return row;
}

function pushRowsTo(subscriptionId: number) {
  return testApp.database.db
    .select()
    .from(outbox)
    .where(and(eq(outbox.channel, 'push'), eq(outbox.recipient, `push-subscription:${subscriptionId}`)));
}

let slotHour = 8;
/** A booking request for a fresh 2-hour slot (the learner's name says which test made it). */
function requestBooking(fullName: string) {
  slotHour += 2;
  const time = `${String(slotHour).padStart(2, '0')}:00`;
  return bookThroughApi(
    testApp,
    { fullName, packageType: 'single_2hour' },
    { freeTimes: { instructorId, date: '2027-03-24', times: [time], duration: 120 } },
  );
}

async function lookUp(url: string, endpoint: string, headers: Record<string, string> = {}) {
  const response = await testApp.app.inject({ method: 'POST', url, headers, payload: { endpoint } });
  expect(response.statusCode, response.body).toBe(200);
  return pushSubscriptionStatusSchema.parse(response.json()).topics;
}

async function waitFor(check: () => boolean | Promise<boolean>, what: string): Promise<void> {
  const deadline = Date.now() + 5000;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`Timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

describe('GET /api/push/public-key', () => {
  it('answers the P-256 key generated on first use and kept in the database, the same each time', async () => {
    expect(Buffer.from(publicKey, 'base64url')).toHaveLength(65);
    const again = await testApp.app.inject({ method: 'GET', url: '/api/push/public-key' });
    expect(again.statusCode).toBe(200);
    expect(pushPublicKeyResponseSchema.parse(again.json()).publicKey).toBe(publicKey);
    const [kept] = await testApp.database.db.select().from(vapidKeys);
    expect(kept?.publicKey).toBe(publicKey);
    expect(Buffer.from(kept?.privateKey ?? '', 'base64url')).toHaveLength(32);
  });

  it('uses VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY when they are set, and keeps no pair', async () => {
    const configured = webPush.generateVAPIDKeys();
    const configuredApp = await createTestApp({
      now: NOW,
      env: { VAPID_PUBLIC_KEY: configured.publicKey, VAPID_PRIVATE_KEY: configured.privateKey },
    });
    try {
      const response = await configuredApp.app.inject({ method: 'GET', url: '/api/push/public-key' });
      expect(pushPublicKeyResponseSchema.parse(response.json()).publicKey).toBe(configured.publicKey);
      expect(await getVapidKeys(configuredApp.deps)).toEqual({ ...configured, source: 'environment' });
      expect(await configuredApp.database.db.select().from(vapidKeys)).toEqual([]);
    } finally {
      await configuredApp.close();
    }
  });
});

describe('a new booking request reaches the instructor’s devices', () => {
  it('pushes once to each device that hears booking requests, and to no other, beside the e-mail', async () => {
    const phone = await subscribeInstructorDevice(['booking_request', 'chat_message']);
    const tablet = await subscribeInstructorDevice(['booking_request']);
    const laptop = await subscribeInstructorDevice(['chat_message']);

    const booking = await requestBooking('Amira Khan');

    // Delivered after the commit, before the answer: nothing to wait for.
    for (const device of [phone, tablet]) {
      const pushes = standIn.receivedBy(device.id);
      expect(pushes).toHaveLength(1);
      const payload = pushPayloadSchema.parse(JSON.parse(pushes[0]?.payload ?? ''));
      expect(payload).toEqual({
        topic: 'booking_request',
        title: 'New booking request: Amira Khan',
        body: '2 Hour Lesson, first lesson Wed 24 Mar, 10:00 AM (2hr). Approve or reject it in the dashboard.',
        url: '/instructor-dashboard?tab=bookings',
        tag: `booking-${booking.id}`,
      });
      expect(pushes[0]?.ttl).toBe(24 * 60 * 60);
      expect(pushes[0]?.urgency).toBe('normal');
      expect(pushes[0]?.claims.sub).toBe('mailto:bookings@example.com');
      const row = await findSubscription(device.subscription.endpoint);
      const [sent] = await pushRowsTo(row?.id ?? 0);
      expect(sent).toMatchObject({ status: 'sent', kind: 'push_booking_request', subject: payload.title });
      expect(sent?.providerMessageId).toMatch(/\/message\/\d+$/);
      expect(row?.lastPushedAt).toEqual(NOW);
    }
    expect(standIn.receivedBy(laptop.id)).toEqual([]);
    const laptopRow = await findSubscription(laptop.subscription.endpoint);
    expect(await pushRowsTo(laptopRow?.id ?? 0)).toEqual([]);
    // Every push has an e-mail equivalent: the instructor's e-mail is still written.
    const emails = await testApp.database.db
      .select()
      .from(outbox)
      .where(and(eq(outbox.kind, 'new_booking_request'), eq(outbox.channel, 'email')));
    expect(emails.map((row) => row.subject)).toContain('New booking request: Amira Khan, 2 Hour Lesson');
  });

  it('removes a device the push service calls gone (410) and records its push as failed', async () => {
    const gone = await subscribeInstructorDevice(['booking_request']);
    const kept = await subscribeInstructorDevice(['booking_request']);
    const goneRow = await findSubscription(gone.subscription.endpoint);
    standIn.answerWith(gone.id, 410);

    await requestBooking('Ben Okafor');

    expect(await findSubscription(gone.subscription.endpoint)).toBeUndefined();
    const [failed] = await pushRowsTo(goneRow?.id ?? 0);
    expect(failed?.status).toBe('failed');
    expect(failed?.error).toContain('404/410');
    expect(standIn.refused).toContainEqual({
      deviceId: gone.id,
      status: 410,
      reason: 'the subscription has expired',
    });
    expect(standIn.receivedBy(kept.id)).toHaveLength(1);

    // The next request writes nothing for the removed device.
    await requestBooking('Cara Novak');
    expect(await pushRowsTo(goneRow?.id ?? 0)).toHaveLength(1);
    expect(standIn.receivedBy(kept.id)).toHaveLength(2);
  });
});

describe('a push service that refuses or redirects', () => {
  it('records the failure with its status and reason, keeps the device, and never follows a redirect', async () => {
    // Subscribed with another key than the school's: the service refuses the JWT (403).
    const otherKey = webPush.generateVAPIDKeys().publicKey;
    const stale = standIn.createDevice(otherKey);
    const staleSaved = await testApp.app.inject({
      method: 'PUT',
      url: '/api/push/instructor-subscription',
      headers: testApp.headers,
      payload: { subscription: stale.subscription, topics: ['booking_request'] },
    });
    expect(staleSaved.statusCode).toBe(200);
    const target = standIn.createDevice(publicKey);
    const redirected = await subscribeInstructorDevice(['booking_request']);
    standIn.answerWith(redirected.id, { redirectTo: target.subscription.endpoint });

    await requestBooking('Faye Moss');

    const staleRow = await findSubscription(stale.subscription.endpoint);
    expect(staleRow).toBeDefined();
    const [refused] = await pushRowsTo(staleRow?.id ?? 0);
    expect(refused).toMatchObject({
      status: 'failed',
      error: 'The push service answered HTTP 403: k is not the key the device subscribed with',
    });
    const redirectedRow = await findSubscription(redirected.subscription.endpoint);
    const [notFollowed] = await pushRowsTo(redirectedRow?.id ?? 0);
    expect(notFollowed).toMatchObject({
      status: 'failed',
      error: 'The push service answered HTTP 307 (redirects are not followed)',
    });
    expect(standIn.refused.filter((push) => push.deviceId === target.id)).toEqual([]);
    expect(standIn.receivedBy(target.id)).toEqual([]);
  });
});

describe('a learner’s chat message reaches the instructor’s devices', () => {
  it('pushes the start of the message, one notification per conversation', async () => {
    const phone = await subscribeInstructorDevice(['chat_message']);
    const learner = await addLearnerWithLink(testApp, testApp.headers, 'Dev Patel');
    await sendAsLearner(testApp, learner.token, 'Can we do   Thursday instead?');
    await waitFor(() => standIn.receivedBy(phone.id).length === 1, 'the chat push');
    expect(pushPayloadSchema.parse(JSON.parse(standIn.receivedBy(phone.id)[0]?.payload ?? ''))).toEqual({
      topic: 'chat_message',
      title: 'Message from Dev Patel',
      body: 'Can we do Thursday instead?',
      url: '/instructor-dashboard?tab=students',
      tag: `chat-${learner.studentId}`,
    });
  });
});

describe('subscriptions: each device only by its owner', () => {
  it('lets a learner save, read and stop their own device, and never another’s', async () => {
    const amira = await addLearnerWithLink(testApp, testApp.headers, 'Amira Learner');
    const ben = await addLearnerWithLink(testApp, testApp.headers, 'Ben Learner');
    const amiraPhone = standIn.createDevice(publicKey);
    const instructorPhone = await subscribeInstructorDevice(['booking_request']);
    const amiraUrl = `/api/progress/${amira.token}/push-subscription`;
    const benUrl = `/api/progress/${ben.token}/push-subscription`;

    const saved = await testApp.app.inject({
      method: 'PUT',
      url: amiraUrl,
      payload: {
        subscription: amiraPhone.subscription,
        topics: ['waiting_list_offer', 'chat_reply', 'chat_reply'],
      },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.headers['cache-control']).toBe('no-store');
    // Each once, in the order the page lists them.
    expect(pushSubscriptionStatusSchema.parse(saved.json())).toEqual({
      topics: ['chat_reply', 'waiting_list_offer'],
    });
    const row = await findSubscription(amiraPhone.subscription.endpoint);
    expect(row).toMatchObject({ studentId: amira.studentId, instructorId: null });

    const endpoint = amiraPhone.subscription.endpoint;
    expect(await lookUp(`${amiraUrl}/lookup`, endpoint)).toEqual(['chat_reply', 'waiting_list_offer']);
    // Another learner, and the instructor, see no device there.
    expect(await lookUp(`${benUrl}/lookup`, endpoint)).toBeNull();
    expect(await lookUp('/api/push/instructor-subscription/lookup', endpoint, testApp.headers)).toBeNull();
    // ...and a learner sees nothing of the instructor's device.
    expect(await lookUp(`${amiraUrl}/lookup`, instructorPhone.subscription.endpoint)).toBeNull();

    // Deleting someone else's device answers the same and changes nothing.
    for (const [url, target] of [
      [benUrl, endpoint],
      [amiraUrl, instructorPhone.subscription.endpoint],
    ] as const) {
      const response = await testApp.app.inject({ method: 'DELETE', url, payload: { endpoint: target } });
      expect(response.statusCode, response.body).toBe(204);
    }
    expect(await findSubscription(endpoint)).toBeDefined();
    expect(
      await lookUp(
        '/api/push/instructor-subscription/lookup',
        instructorPhone.subscription.endpoint,
        testApp.headers,
      ),
    ).toEqual(['booking_request']);

    const stopped = await testApp.app.inject({ method: 'DELETE', url: amiraUrl, payload: { endpoint } });
    expect(stopped.statusCode).toBe(204);
    expect(await findSubscription(endpoint)).toBeUndefined();
    expect(await lookUp(`${amiraUrl}/lookup`, endpoint)).toBeNull();
  });

  it('refuses an unknown or expired progress link (401) and writes nothing', async () => {
    const device = standIn.createDevice(publicKey);
    const url = `/api/progress/${'x'.repeat(43)}/push-subscription`;
    for (const [method, payload] of [
      ['PUT', { subscription: device.subscription, topics: ['chat_reply'] }],
      ['DELETE', { endpoint: device.subscription.endpoint }],
    ] as const) {
      const response = await testApp.app.inject({ method, url, payload });
      expect(response.statusCode).toBe(401);
      expect(apiErrorSchema.parse(response.json()).code).toBe('ACCESS_LINK_EXPIRED');
    }
    const lookup = await testApp.app.inject({
      method: 'POST',
      url: `${url}/lookup`,
      payload: { endpoint: device.subscription.endpoint },
    });
    expect(lookup.statusCode).toBe(401);
    expect(await findSubscription(device.subscription.endpoint)).toBeUndefined();
  });

  it('re-owns a device that subscribes again for someone else (one browser, one endpoint)', async () => {
    const learner = await addLearnerWithLink(testApp, testApp.headers, 'Shared Phone');
    const shared = await subscribeInstructorDevice(['booking_request']);
    const response = await testApp.app.inject({
      method: 'PUT',
      url: `/api/progress/${learner.token}/push-subscription`,
      payload: { subscription: shared.subscription, topics: ['lesson_reminder'] },
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(await findSubscription(shared.subscription.endpoint)).toMatchObject({
      instructorId: null,
      studentId: learner.studentId,
      topics: ['lesson_reminder'],
    });
    expect(
      await lookUp('/api/push/instructor-subscription/lookup', shared.subscription.endpoint, testApp.headers),
    ).toBeNull();
    // A booking request no longer reaches it.
    await requestBooking('Dana Reid');
    expect(standIn.receivedBy(shared.id)).toEqual([]);
  });

  it('lets the instructor stop a device', async () => {
    const device = await subscribeInstructorDevice(['payment_received']);
    const response = await testApp.app.inject({
      method: 'DELETE',
      url: '/api/push/instructor-subscription',
      headers: testApp.headers,
      payload: { endpoint: device.subscription.endpoint },
    });
    expect(response.statusCode).toBe(204);
    expect(await findSubscription(device.subscription.endpoint)).toBeUndefined();
  });
});

describe('bad input', () => {
  it('answers 400 with field messages and writes nothing', async () => {
    const before = await testApp.database.db.select().from(pushSubscriptions);
    const malformed = await testApp.app.inject({
      method: 'PUT',
      url: '/api/push/instructor-subscription',
      headers: testApp.headers,
      payload: {
        subscription: { endpoint: 'not a url', keys: { p256dh: 'short', auth: '' } },
        topics: ['chat_reply'],
      },
    });
    expect(malformed.statusCode).toBe(400);
    const { fields } = apiErrorSchema.parse(malformed.json());
    expect(Object.keys(fields ?? {}).sort()).toEqual([
      'subscription.endpoint',
      'subscription.keys.auth',
      'subscription.keys.p256dh',
      'topics.0',
    ]);

    // Well-formed strings that are not a P-256 key and a 16-byte secret.
    const device = standIn.createDevice(publicKey);
    const notKeys = await testApp.app.inject({
      method: 'PUT',
      url: '/api/push/instructor-subscription',
      headers: testApp.headers,
      payload: {
        subscription: {
          endpoint: device.subscription.endpoint,
          keys: { p256dh: 'A'.repeat(60), auth: 'B'.repeat(12) },
        },
        topics: ['booking_request'],
      },
    });
    expect(notKeys.statusCode).toBe(400);
    expect(apiErrorSchema.parse(notKeys.json()).fields).toEqual({
      'subscription.keys.p256dh': PUSH_KEY_MESSAGE,
      'subscription.keys.auth': PUSH_KEY_MESSAGE,
    });

    const learner = await addLearnerWithLink(testApp, testApp.headers, 'Eve Topics');
    const instructorTopic = await testApp.app.inject({
      method: 'PUT',
      url: `/api/progress/${learner.token}/push-subscription`,
      payload: { subscription: device.subscription, topics: ['booking_request'] },
    });
    expect(instructorTopic.statusCode).toBe(400);
    expect(Object.keys(apiErrorSchema.parse(instructorTopic.json()).fields ?? {})).toEqual(['topics.0']);

    const noEndpoint = await testApp.app.inject({
      method: 'DELETE',
      url: '/api/push/instructor-subscription',
      headers: testApp.headers,
      payload: {},
    });
    expect(noEndpoint.statusCode).toBe(400);
    expect(Object.keys(apiErrorSchema.parse(noEndpoint.json()).fields ?? {})).toEqual(['endpoint']);

    expect(await testApp.database.db.select().from(pushSubscriptions)).toEqual(before);
  });
});

describe('a learner’s lesson change reaches the instructor’s devices', () => {
  it('pushes a request under 24 hours with what it asks, opening the Bookings tab', async () => {
    const phone = await subscribeInstructorDevice(['lesson_change_request']);
    // Sunday 09:00, 23 hours after the clock: the instructor decides.
    const slotIds = await createSlotsAt(testApp, instructorId, '2027-03-21', ['09:00', '10:00']);
    const lesson = await bookApprovedLesson(testApp, testApp.headers, instructorId, slotIds);
    const response = await testApp.app.inject({
      method: 'POST',
      url: `/api/progress/${lesson.token}/lessons/${lesson.lessonId}/cancel`,
      payload: { reason: 'Feeling unwell' },
    });
    expect(response.statusCode, response.body).toBe(200);
    const change = lessonChangeResultSchema.parse(response.json());
    expect(change.status).toBe('pending');

    const pushes = standIn.receivedBy(phone.id);
    expect(pushes).toHaveLength(1);
    expect(pushPayloadSchema.parse(JSON.parse(pushes[0]?.payload ?? ''))).toEqual({
      topic: 'lesson_change_request',
      title: 'Sam Learner asks to cancel a lesson',
      body: 'Sun 21 Mar, 9:00 AM (2hr). Approve or decline it in the dashboard.',
      url: '/instructor-dashboard?tab=bookings',
      tag: `lesson-change-${change.id}`,
    });
  });
});
