import { and, asc, eq, inArray, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bookThroughApi } from '../../../../../tests/support/book-through-api';
import { addLearnerWithLink, sendAsInstructor } from '../../../../../tests/support/chat-test-data';
import { insertLessonRow } from '../../../../../tests/support/dashboard-test-data';
import { getSeededInstructorId } from '../../../../../tests/support/factories';
import {
  type PushServiceStandIn,
  startPushServiceStandIn,
} from '../../../../../tests/support/push-service-stand-in';
import { setUpTestApp } from '../../../../../tests/support/test-app';
import {
  bookApprovedLesson,
  createSlotsAt,
  waitingLearner,
} from '../../../../../tests/support/waiting-list-test-data';
import {
  type LearnerPushTopic,
  pushPayloadSchema,
  pushPublicKeyResponseSchema,
} from '../../../../core/messaging/push/push-schemas';
import { outbox, pushSubscriptions, users } from '../../../db/schema';
import { sweepWaitingList } from '../../bookings/waiting-list/waiting-list-offers-service';
import { sendDueReminders } from '../reminders/reminder-scheduler-service';

// Monday 1 March 2027, 10:00 GMT. Each test uses its own learners and dates, so none sees another's rows.
const NOW = new Date('2027-03-01T10:00:00Z');
const MINUTE = 60_000;

let instructorId: number;
let standIn: PushServiceStandIn;
let publicKey: string;
/** The stand-in's device behind each subscription row. */
const deviceOfSubscription = new Map<number, string>();

const testApp = setUpTestApp({ now: NOW });
beforeAll(async () => {
  standIn = await startPushServiceStandIn();
  const keyResponse = await testApp.app.inject({ method: 'GET', url: '/api/push/public-key' });
  publicKey = pushPublicKeyResponseSchema.parse(keyResponse.json()).publicKey ?? '';
  instructorId = await getSeededInstructorId(testApp.database.db);
  // The waiting list's first look only learns what is open.
  await sweepWaitingList(testApp.deps);
});
afterAll(async () => {
  await standIn.close();
});

/**
 * A device of the learner that hears these topics (as the subscription route would save it), on the
 * push service stand-in: what is sent to it is really encrypted, signed, delivered and decrypted.
 */
async function subscribeLearnerDevice(studentId: number, topics: LearnerPushTopic[]): Promise<number> {
  const device = standIn.createDevice(publicKey);
  const [row] = await testApp.database.db
    .insert(pushSubscriptions)
    .values({
      studentId,
      endpoint: device.subscription.endpoint,
      p256dh: device.subscription.keys.p256dh,
      auth: device.subscription.keys.auth,
      topics,
    })
    .returning({ id: pushSubscriptions.id });
  if (!row) throw new Error('Subscription insert returned no row');
  deviceOfSubscription.set(row.id, device.id);
  return row.id;
}

/** What reached the device behind a subscription, decrypted. */
function receivedBy(subscriptionId: number) {
  const deviceId = deviceOfSubscription.get(subscriptionId);
  if (!deviceId) throw new Error(`No stand-in device for subscription ${subscriptionId}`);
  return standIn.receivedBy(deviceId).map((push) => pushPayloadSchema.parse(JSON.parse(push.payload)));
}

/** The push rows written for these devices, oldest first, with their payloads read back. */
async function pushRowsFor(subscriptionIds: readonly number[]) {
  if (subscriptionIds.length === 0) return [];
  const rows = await testApp.database.db
    .select()
    .from(outbox)
    .where(
      and(
        eq(outbox.channel, 'push'),
        inArray(
          outbox.recipient,
          subscriptionIds.map((id) => `push-subscription:${id}`),
        ),
      ),
    )
    .orderBy(asc(outbox.id));
  return rows.map((row) => ({ ...row, payload: pushPayloadSchema.parse(JSON.parse(row.bodyText)) }));
}

async function emailOf(studentId: number): Promise<string> {
  const [row] = await testApp.database.db
    .select({ email: users.email })
    .from(users)
    .where(eq(users.id, studentId));
  if (!row) throw new Error(`No learner ${studentId}`);
  return row.email;
}

/** The chat notices written for a learner (any channel), oldest first: each holds their own link. */
async function chatNoticesOf(learner: { token: string }) {
  return testApp.database.db
    .select()
    .from(outbox)
    .where(and(eq(outbox.kind, 'chat_reply_notice'), like(outbox.bodyText, `%token=${learner.token}%`)))
    .orderBy(asc(outbox.id));
}

async function setReminderType(studentId: number, reminderType: 'email' | 'sms' | 'none') {
  const response = await testApp.app.inject({
    method: 'POST',
    url: `/api/students/${studentId}/reminder-preference`,
    headers: testApp.headers,
    payload: { reminderType, enable24h: true, enable2h: false },
  });
  expect(response.statusCode, response.body).toBe(200);
}

describe("the instructor's chat reply", () => {
  it('reaches each device of the learner that hears chat replies, as a push instead of a notice', async () => {
    testApp.setNow(NOW);
    const learner = await addLearnerWithLink(testApp, testApp.headers, 'Priya Pushed');
    await setReminderType(learner.studentId, 'email');
    const phone = await subscribeLearnerDevice(learner.studentId, ['chat_reply', 'lesson_reminder']);
    const laptop = await subscribeLearnerDevice(learner.studentId, ['chat_reply']);
    const deaf = await subscribeLearnerDevice(learner.studentId, ['booking_approved']);

    await sendAsInstructor(testApp, testApp.headers, learner.studentId, 'See you at the station at 9.');
    await sendAsInstructor(testApp, testApp.headers, learner.studentId, 'Bring your provisional licence.');

    const rows = await pushRowsFor([phone, laptop, deaf]);
    // One row per hearing device per message; none for the device that hears only approvals.
    expect(rows.map((row) => row.recipient).sort()).toEqual(
      [phone, phone, laptop, laptop].map((id) => `push-subscription:${id}`).sort(),
    );
    for (const row of rows) {
      expect(row.kind).toBe('push_chat_reply');
      // Delivered to the push service (the stand-in) and recorded as sent.
      expect(row.status).toBe('sent');
      expect(row.payload).toMatchObject({ topic: 'chat_reply', tag: 'chat' });
      // A tap opens the learner's home behind their own live link.
      expect(row.payload.url).toBe(`/secure-progress?token=${learner.token}`);
    }
    expect(rows.map((row) => row.payload.body)).toContain('Bring your provisional licence.');
    // Each hearing device decrypted both messages; the other got nothing.
    await expect.poll(() => receivedBy(phone).length).toBe(2);
    expect(receivedBy(laptop).map((payload) => payload.body)).toContain('Bring your provisional licence.');
    expect(receivedBy(deaf)).toEqual([]);
    // The push is the notice: no e-mail on top of it.
    expect(await chatNoticesOf(learner)).toEqual([]);
  });

  it('tells a learner without push by e-mail at most once per 15 minutes', async () => {
    testApp.setNow(NOW);
    const learner = await addLearnerWithLink(testApp, testApp.headers, 'Erin Emailed');
    await setReminderType(learner.studentId, 'email');

    await sendAsInstructor(testApp, testApp.headers, learner.studentId, 'Your test is booked for the 20th.');
    const first = await chatNoticesOf(learner);
    expect(first).toHaveLength(1);
    expect(first[0]).toMatchObject({
      channel: 'email',
      recipient: await emailOf(learner.studentId),
      subject: 'New message from your instructor',
      status: 'not_configured',
    });
    expect(first[0]?.bodyText).toContain('> Your test is booked for the 20th.');
    expect(first[0]?.bodyText).toContain(`${testApp.env.PUBLIC_URL}/secure-progress?token=${learner.token}`);

    // A second reply within 15 minutes: nothing more.
    testApp.setNow(new Date(NOW.getTime() + 14 * MINUTE));
    await sendAsInstructor(
      testApp,
      testApp.headers,
      learner.studentId,
      'And bring glasses if you need them.',
    );
    expect(await chatNoticesOf(learner)).toHaveLength(1);

    // 15 minutes after the notice: another.
    testApp.setNow(new Date(NOW.getTime() + 15 * MINUTE));
    await sendAsInstructor(testApp, testApp.headers, learner.studentId, 'Running 5 minutes late.');
    const after = await chatNoticesOf(learner);
    expect(after).toHaveLength(2);
    expect(after[1]?.bodyText).toContain('> Running 5 minutes late.');
  });

  it('two replies at the same moment give one notice', async () => {
    testApp.setNow(NOW);
    const learner = await addLearnerWithLink(testApp, testApp.headers, 'Tess Together');
    await setReminderType(learner.studentId, 'email');
    await Promise.all([
      sendAsInstructor(testApp, testApp.headers, learner.studentId, 'First thing.'),
      sendAsInstructor(testApp, testApp.headers, learner.studentId, 'Second thing.'),
      sendAsInstructor(testApp, testApp.headers, learner.studentId, 'Third thing.'),
    ]);
    expect(await chatNoticesOf(learner)).toHaveLength(1);
  });

  it('texts a learner whose reminders are SMS, and tells nobody whose reminders are off', async () => {
    testApp.setNow(NOW);
    const texted = await addLearnerWithLink(testApp, testApp.headers, 'Sami Texted');
    await setReminderType(texted.studentId, 'sms');
    await sendAsInstructor(testApp, testApp.headers, texted.studentId, 'Lesson moved to 10.');
    const mine = await chatNoticesOf(texted);
    // The text, kept unsent (no Twilio here), and so the e-mail fallback, as reminders do.
    expect(mine.map((row) => row.channel)).toEqual(['sms', 'email']);
    expect(mine[0]).toMatchObject({ recipient: '+447700900123', status: 'not_configured' });
    expect(mine[0]?.bodyText).toMatch(/^Hi Sami, your instructor sent you a message\. Read and reply: /);
    expect(mine[1]?.recipient).toBe(await emailOf(texted.studentId));

    const quiet = await addLearnerWithLink(testApp, testApp.headers, 'Quinn Quiet');
    await setReminderType(quiet.studentId, 'none');
    await sendAsInstructor(testApp, testApp.headers, quiet.studentId, 'Are you free on Friday?');
    const quietRows = await chatNoticesOf(quiet);
    expect(quietRows).toEqual([]);
    expect(
      await testApp.database.db
        .select()
        .from(outbox)
        .where(eq(outbox.recipient, await emailOf(quiet.studentId))),
    ).toEqual([]);
  });
});

describe("the learner's lessons", () => {
  it('an approval, a move and a cancellation each reach the devices that hear them', async () => {
    testApp.setNow(NOW);
    const booking = await bookThroughApi(
      testApp,
      { packageType: 'single_2hour' },
      { freeTimes: { instructorId, date: '2027-03-16', times: ['09:00', '10:00'] } },
    );
    const approvals = await subscribeLearnerDevice(booking.studentId, ['booking_approved', 'lesson_moved']);
    const remindersOnly = await subscribeLearnerDevice(booking.studentId, ['lesson_reminder']);

    const approved = await testApp.app.inject({
      method: 'PATCH',
      url: `/api/bookings/${booking.id}/status`,
      headers: testApp.headers,
      payload: { status: 'approved', instructorId },
    });
    expect(approved.statusCode, approved.body).toBe(200);
    const lessonId: number = approved.json().lessons[0].id;
    let rows = await pushRowsFor([approvals, remindersOnly]);
    expect(rows).toHaveLength(1);
    expect(rows[0]?.recipient).toBe(`push-subscription:${approvals}`);
    expect(rows[0]?.payload).toMatchObject({
      topic: 'booking_approved',
      title: 'Booking approved',
      body: 'Your 2hr lesson on Tuesday 16 March 2027 at 9:00 AM is booked.',
      tag: `booking-${booking.id}`,
    });
    expect(rows[0]?.payload.url).toMatch(/^\/secure-progress\?token=[A-Za-z0-9_-]{22,}$/);

    const moved = await testApp.app.inject({
      method: 'POST',
      url: `/api/lessons/${lessonId}/move`,
      headers: testApp.headers,
      payload: { date: '2027-03-17', startTime: '14:00' },
    });
    expect(moved.statusCode, moved.body).toBe(200);
    const cancelled = await testApp.app.inject({
      method: 'POST',
      url: `/api/lessons/${lessonId}/cancel`,
      headers: testApp.headers,
      payload: { reason: 'Car in for repair' },
    });
    expect(cancelled.statusCode, cancelled.body).toBe(200);

    rows = await pushRowsFor([approvals, remindersOnly]);
    expect(rows.map((row) => [row.kind, row.payload.title, row.payload.body])).toEqual([
      [
        'push_booking_approved',
        'Booking approved',
        'Your 2hr lesson on Tuesday 16 March 2027 at 9:00 AM is booked.',
      ],
      [
        'push_lesson_moved',
        'Lesson moved',
        'Your lesson on Tuesday 16 March 2027 at 9:00 AM is now on Wednesday 17 March 2027 at 2:00 PM.',
      ],
      [
        'push_lesson_moved',
        'Lesson cancelled',
        'Your lesson on Wednesday 17 March 2027 at 2:00 PM is cancelled.',
      ],
    ]);
    // The notices by the learner's channel went as before, beside the pushes.
    const notices = await testApp.database.db
      .select({ kind: outbox.kind })
      .from(outbox)
      .where(
        and(
          inArray(outbox.kind, ['lesson_moved_by_instructor', 'lesson_cancelled_by_instructor']),
          eq(outbox.recipient, booking.email),
        ),
      );
    expect(notices.map((row) => row.kind).sort()).toEqual([
      'lesson_cancelled_by_instructor',
      'lesson_moved_by_instructor',
    ]);
  });

  it('a lesson reminder reaches the devices that hear reminders, beside the e-mail, once', async () => {
    // Set up now (the instructor's session is today's), then move the clock to the reminder's time.
    testApp.setNow(NOW);
    const learner = await addLearnerWithLink(testApp, testApp.headers, 'Remy Reminded');
    await setReminderType(learner.studentId, 'email');
    const device = await subscribeLearnerDevice(learner.studentId, ['lesson_reminder']);
    // Tuesday 23 March 2027, 10:00 GMT: 25 hours ahead, inside the 24-hour reminder's window soon.
    await insertLessonRow(testApp.database.db, {
      studentId: learner.studentId,
      instructorId,
      date: '2027-03-23',
      time: '10:00',
      duration: 60,
    });
    testApp.setNow(new Date('2027-03-22T10:00:00Z'));
    const run = await sendDueReminders(testApp.deps);
    expect(run.reminders.filter((reminder) => reminder.deliveryMethod === 'email').length).toBeGreaterThan(0);

    const rows = await pushRowsFor([device]);
    expect(rows).toHaveLength(1);
    expect(rows[0]?.payload).toMatchObject({
      topic: 'lesson_reminder',
      title: 'Lesson reminder',
      body: 'Your 1hr driving lesson is tomorrow, Tuesday 23 March 2027 at 10:00 AM.',
      url: `/secure-progress?token=${learner.token}`,
    });

    // The next run claims nothing again.
    await sendDueReminders(testApp.deps);
    expect(await pushRowsFor([device])).toHaveLength(1);
  });

  it('a freed time offered from the waiting list reaches the learner with the offer itself', async () => {
    testApp.setNow(NOW);
    const slotIds = await createSlotsAt(testApp, instructorId, '2027-03-10', ['18:00', '19:00']);
    const booked = await bookApprovedLesson(testApp, testApp.headers, instructorId, slotIds);
    await sweepWaitingList(testApp.deps);
    const waiting = await waitingLearner(
      testApp,
      instructorId,
      {
        windows: [{ weekday: 3, period: 'evening' }],
        fromDate: '2027-03-01',
        lessonMinutes: 60,
        testDate: null,
      },
      { fullName: 'Wanda Waiting', hoursMinutes: 300, now: NOW },
    );
    const device = await subscribeLearnerDevice(waiting.studentId, ['waiting_list_offer']);

    const cancelled = await testApp.app.inject({
      method: 'POST',
      url: `/api/progress/${booked.token}/lessons/${booked.lessonId}/cancel`,
      payload: { reason: 'Work shift changed' },
    });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    const swept = await sweepWaitingList(testApp.deps);
    expect(swept.offers).toBeGreaterThan(0);

    const rows = await pushRowsFor([device]);
    expect(rows).toHaveLength(1);
    expect(rows[0]?.payload).toMatchObject({
      topic: 'waiting_list_offer',
      title: 'An earlier lesson is free',
      body: 'Wednesday 10 March 2027 at 6:00 PM (1hr). The first to claim it books it.',
    });
    // The push opens the offer, whose link is the one in the e-mail.
    const offerPath = rows[0]?.payload.url ?? '';
    expect(offerPath).toMatch(/^\/waiting-list-offer\/[A-Za-z0-9_-]+$/);
    const offer = await testApp.app.inject({
      method: 'GET',
      url: `/api/waiting-list-offers/${offerPath.split('/').at(-1)}`,
    });
    expect(offer.statusCode, offer.body).toBe(200);
    expect(offer.json().state).toBe('open');
  });
  it('a move the learner asked for under 24 hours, approved, and a cancellation declined, each reach their devices', async () => {
    testApp.setNow(NOW);
    const moving = await bookApprovedLesson(
      testApp,
      testApp.headers,
      instructorId,
      await createSlotsAt(testApp, instructorId, '2027-03-02', ['13:00', '14:00']),
    );
    const staying = await bookApprovedLesson(
      testApp,
      testApp.headers,
      instructorId,
      await createSlotsAt(testApp, instructorId, '2027-03-02', ['16:00', '17:00']),
    );
    const target = await createSlotsAt(testApp, instructorId, '2027-03-04', ['10:00'], 120);
    const movingDevice = await subscribeLearnerDevice(moving.studentId, ['lesson_moved']);
    const stayingDevice = await subscribeLearnerDevice(staying.studentId, ['lesson_moved']);

    // Four hours before: the instructor decides.
    testApp.setNow(new Date('2027-03-02T09:00:00Z'));
    const asked = await testApp.app.inject({
      method: 'POST',
      url: `/api/progress/${moving.token}/lessons/${moving.lessonId}/reschedule`,
      payload: { timeSlotIds: target, reason: 'Car broke down' },
    });
    expect(asked.statusCode, asked.body).toBe(200);
    expect(asked.json().status).toBe('pending');
    const askedToCancel = await testApp.app.inject({
      method: 'POST',
      url: `/api/progress/${staying.token}/lessons/${staying.lessonId}/cancel`,
      payload: { reason: 'Feeling unwell' },
    });
    expect(askedToCancel.statusCode, askedToCancel.body).toBe(200);
    // Asking is the learner's own doing: no push for it.
    expect(await pushRowsFor([movingDevice, stayingDevice])).toEqual([]);

    const approved = await testApp.app.inject({
      method: 'POST',
      url: `/api/lesson-changes/${asked.json().id}/approve`,
      headers: testApp.headers,
      payload: {},
    });
    expect(approved.statusCode, approved.body).toBe(200);
    const declined = await testApp.app.inject({
      method: 'POST',
      url: `/api/lesson-changes/${askedToCancel.json().id}/decline`,
      headers: testApp.headers,
      payload: { note: 'Too late to fill the slot, sorry' },
    });
    expect(declined.statusCode, declined.body).toBe(200);

    const [moved] = await pushRowsFor([movingDevice]);
    expect(moved?.payload).toMatchObject({
      topic: 'lesson_moved',
      title: 'Lesson moved',
      body: 'Your lesson on Tuesday 2 March 2027 at 1:00 PM is now on Thursday 4 March 2027 at 10:00 AM.',
      url: `/secure-progress?token=${moving.token}`,
    });
    const [kept] = await pushRowsFor([stayingDevice]);
    expect(kept?.payload).toMatchObject({
      topic: 'lesson_moved',
      title: 'Lesson change declined',
      body: 'Your request to change the lesson on Tuesday 2 March 2027 at 4:00 PM was declined: it stays as booked.',
    });
  });
});
