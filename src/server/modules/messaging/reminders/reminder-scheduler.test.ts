import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertLearner } from '../../../../../tests/support/dashboard-test-data';
import { getSeededInstructorId } from '../../../../../tests/support/factories';
import { startFakeTwilioServer } from '../../../../../tests/support/fake-twilio-server';
import { silentLogger } from '../../../../../tests/support/silent-logger';
import { startSmtpTestServer } from '../../../../../tests/support/smtp-test-server';
import { setUpTestApp, signInAsInstructor } from '../../../../../tests/support/test-app';
import { SCHOOL_TIME_ZONE, zonedWallTimeToInstant } from '../../../../core/time/london-time';
import { lessons, outbox, reminderLog } from '../../../db/schema';
import { createSmtpMailTransport } from '../../../integrations/smtp-mail-transport';
import {
  createTextMessageService,
  createTextMessageServiceFromEnv,
  type TextMessageService,
} from '../outbox/text-message-service';
import { REMINDER_SCHEDULER_LOCK_KEY, sendDueReminders } from './reminder-scheduler-service';
import { claimLessonReminder, tryAdvisoryTransactionLock } from './reminders-repository';

/*
 * The reminder scheduler with its clock as a parameter: Twilio faked on 127.0.0.1 and called by
 * the real `twilio` client, e-mail received by a real SMTP server.
 */

const HOUR = 3_600_000;
const london = (date: string, time: string) => zonedWallTimeToInstant(date, time, SCHOOL_TIME_ZONE);
const plus = (instant: Date, ms: number) => new Date(instant.getTime() + ms);

let twilio: Awaited<ReturnType<typeof startFakeTwilioServer>>;
let smtp: Awaited<ReturnType<typeof startSmtpTestServer>>;
let texts: TextMessageService;
let instructorId: number;
let phoneCounter = 100;

beforeAll(async () => {
  [twilio, smtp] = await Promise.all([startFakeTwilioServer(), startSmtpTestServer()]);
});
afterAll(async () => {
  await Promise.all([twilio.close(), smtp.close()]);
});

const testApp = setUpTestApp(() => ({
  now: new Date('2026-09-01T09:00:00Z'),
  env: twilio.env,
  mailTransport: createSmtpMailTransport(smtp.url),
  signIn: false,
}));
beforeAll(async () => {
  texts = testApp.deps.texts;
  instructorId = await getSeededInstructorId(testApp.database.db);
});

/** A learner with their own mobile number (so Twilio's messages can be told apart). */
async function learner(overrides: { fullName?: string; phone?: string | null } = {}) {
  phoneCounter += 1;
  const phone =
    overrides.phone === undefined ? `07700 900${String(phoneCounter).padStart(3, '0')}` : overrides.phone;
  const id = await insertLearner(testApp.database.db, {
    fullName: overrides.fullName ?? 'Dana Learner',
    phone,
  });
  return { id, phone, e164: phone ? `+44${phone.replace(/\s/g, '').slice(1)}` : null };
}

async function preference(
  studentId: number,
  body: { reminderType: string; enable24h?: boolean; enable2h?: boolean },
) {
  const response = await testApp.app.inject({
    method: 'POST',
    url: `/api/students/${studentId}/reminder-preference`,
    headers: await signInAsInstructor(testApp),
    payload: body,
  });
  expect(response.statusCode, response.body).toBe(200);
}

/** A scheduled lesson, booked (created) at `createdAt`, two weeks ahead unless said otherwise. */
async function lesson(studentId: number, startsAt: Date, createdAt = plus(startsAt, -14 * 24 * HOUR)) {
  const [row] = await testApp.database.db
    .insert(lessons)
    .values({
      studentId,
      instructorId,
      startsAt,
      endsAt: plus(startsAt, 2 * HOUR),
      bookedDurationMinutes: 120,
      status: 'scheduled',
      createdAt,
      updatedAt: createdAt,
    })
    .returning({ id: lessons.id });
  if (!row) throw new Error('Lesson insert returned no row');
  return row.id;
}

function runAt(now: Date, service: TextMessageService = texts) {
  testApp.setNow(now);
  return sendDueReminders({ ...testApp.deps, texts: service });
}

function logOf(lessonId: number) {
  return testApp.database.db.select().from(reminderLog).where(eq(reminderLog.lessonId, lessonId));
}

function textsTo(to: string) {
  return twilio.sent.filter((message) => message.to === to);
}

describe('the 24-hour reminder', () => {
  it('goes by SMS at exactly 24 hours before, once, with Twilio message id in the log', async () => {
    const dana = await learner({ fullName: 'Dana Learner' });
    const starts = london('2027-01-20', '10:00');
    const lessonId = await lesson(dana.id, starts);

    await runAt(plus(starts, -24 * HOUR - 1));
    expect(await logOf(lessonId)).toEqual([]);
    expect(textsTo(dana.e164 ?? '')).toEqual([]);

    const result = await runAt(plus(starts, -24 * HOUR));
    expect(result.ran).toBe(true);
    expect(result.reminders).toEqual([{ lessonId, kind: '24h', status: 'sent', deliveryMethod: 'sms' }]);
    const sent = textsTo(dana.e164 ?? '');
    expect(sent).toHaveLength(1);
    expect(sent[0]?.from).toBe(twilio.env.TWILIO_SMS_FROM);
    expect(sent[0]?.body).toBe(
      'Hi Dana, a reminder of your driving lesson tomorrow, Wednesday 20 January 2027 at 10:00 AM (2hr) ' +
        'with Birmingham Automatic Driving School. Need to change it? Call 0121 496 0123.',
    );
    const [entry, ...others] = await logOf(lessonId);
    expect(others).toEqual([]);
    expect(entry).toMatchObject({
      studentId: dana.id,
      reminderKind: '24h',
      reminderType: 'sms',
      deliveryMethod: 'sms',
      status: 'sent',
      providerMessageId: sent[0]?.sid,
      errorMessage: null,
    });
    expect(entry?.lessonStartsAt?.toISOString()).toBe(starts.toISOString());

    // Every later check in its hour of grace, and a fresh scheduler (a restart), sends nothing more.
    await runAt(plus(starts, -24 * HOUR + 5 * 60_000));
    await runAt(plus(starts, -23 * HOUR - 60_000), createTextMessageServiceFromEnv(testApp.deps));
    expect(textsTo(dana.e164 ?? '')).toHaveLength(1);
    expect(await logOf(lessonId)).toHaveLength(1);
  });

  it('follows the clocks going back: 09:00 GMT on 25 October 2026 is reminded at 10:00 BST the day before', async () => {
    const eve = await learner({ fullName: 'Eve Autumn' });
    const starts = london('2026-10-25', '09:00');
    const lessonId = await lesson(eve.id, starts);

    await runAt(london('2026-10-24', '09:00'));
    await runAt(london('2026-10-24', '09:55'));
    expect(textsTo(eve.e164 ?? '')).toEqual([]);
    await runAt(london('2026-10-24', '10:00'));
    const sent = textsTo(eve.e164 ?? '');
    expect(sent).toHaveLength(1);
    expect(sent[0]?.body).toContain('tomorrow, Sunday 25 October 2026 at 9:00 AM');
    expect(await logOf(lessonId)).toHaveLength(1);
  });

  it('follows the clocks going forward: 09:00 BST on 28 March 2027 is reminded at 08:00 GMT the day before', async () => {
    const frank = await learner({ fullName: 'Frank Spring' });
    const starts = london('2027-03-28', '09:00');
    const lessonId = await lesson(frank.id, starts);

    await runAt(london('2027-03-27', '07:55'));
    expect(textsTo(frank.e164 ?? '')).toEqual([]);
    await runAt(london('2027-03-27', '08:00'));
    const sent = textsTo(frank.e164 ?? '');
    expect(sent).toHaveLength(1);
    expect(sent[0]?.body).toContain('tomorrow, Sunday 28 March 2027 at 9:00 AM');
    expect((await logOf(lessonId))[0]?.status).toBe('sent');
  });
});

describe('the 2-hour reminder', () => {
  it('goes by WhatsApp at exactly 2 hours before when the learner turned it on', async () => {
    const gina = await learner({ fullName: 'Gina Whatsapp' });
    await preference(gina.id, { reminderType: 'whatsapp', enable24h: true, enable2h: true });
    const starts = london('2027-02-03', '15:00');
    const lessonId = await lesson(gina.id, starts);

    await runAt(plus(starts, -24 * HOUR));
    await runAt(plus(starts, -2 * HOUR - 60_000));
    expect(textsTo(`whatsapp:${gina.e164}`)).toHaveLength(1);
    await runAt(plus(starts, -2 * HOUR));
    const sent = textsTo(`whatsapp:${gina.e164}`);
    expect(sent).toHaveLength(2);
    expect(sent[1]?.from).toBe(twilio.env.TWILIO_WHATSAPP_FROM);
    expect(sent[1]?.body).toContain('your driving lesson today at 3:00 PM');
    const log = await logOf(lessonId);
    expect(log.map((entry) => [entry.reminderKind, entry.deliveryMethod, entry.status]).sort()).toEqual([
      ['24h', 'whatsapp', 'sent'],
      ['2h', 'whatsapp', 'sent'],
    ]);
  });

  it('is the only reminder of a lesson booked 3 hours ahead', async () => {
    const hana = await learner({ fullName: 'Hana Late' });
    await preference(hana.id, { reminderType: 'sms', enable24h: true, enable2h: true });
    const starts = london('2027-02-10', '12:00');
    const lessonId = await lesson(hana.id, starts, plus(starts, -3 * HOUR));

    await runAt(plus(starts, -3 * HOUR));
    expect(await logOf(lessonId)).toEqual([]);
    await runAt(plus(starts, -2 * HOUR));
    expect((await logOf(lessonId)).map((entry) => entry.reminderKind)).toEqual(['2h']);
    expect(textsTo(hana.e164 ?? '')).toHaveLength(1);
  });

  it('is not sent by default (24 hours on, 2 hours off)', async () => {
    const ivan = await learner({ fullName: 'Ivan Default' });
    const starts = london('2027-02-11', '12:00');
    const lessonId = await lesson(ivan.id, starts);
    await runAt(plus(starts, -2 * HOUR));
    expect(await logOf(lessonId)).toEqual([]);
  });
});

describe('two schedulers at once', () => {
  it('send each reminder once', async () => {
    const jo = await learner({ fullName: 'Jo Race' });
    const starts = london('2027-02-17', '10:00');
    const lessonId = await lesson(jo.id, starts);
    testApp.setNow(plus(starts, -24 * HOUR));
    const other = createTextMessageServiceFromEnv(testApp.deps);
    const results = await Promise.all([
      sendDueReminders({ ...testApp.deps, texts }),
      sendDueReminders({ ...testApp.deps, texts: other }),
      sendDueReminders({ ...testApp.deps, texts }),
    ]);
    expect(
      results.flatMap((result) => result.reminders).filter((entry) => entry.lessonId === lessonId),
    ).toHaveLength(1);
    expect(textsTo(jo.e164 ?? '')).toHaveLength(1);
    expect(await logOf(lessonId)).toHaveLength(1);
  });

  it.runIf(process.env.TEST_DB_ENGINE === 'postgres')(
    'leave the work to the one holding the advisory lock (PostgreSQL: separate connections)',
    async () => {
      const uma = await learner({ fullName: 'Uma Locked' });
      const starts = london('2027-02-19', '10:00');
      const lessonId = await lesson(uma.id, starts);
      let release = () => {};
      let signalLocked = () => {};
      const locked = new Promise<void>((resolve) => {
        signalLocked = resolve;
      });
      // Another server's scheduler, mid-run: it holds the lock in its open transaction.
      const otherServer = testApp.database.db.transaction(async (tx) => {
        await tryAdvisoryTransactionLock(tx, REMINDER_SCHEDULER_LOCK_KEY);
        signalLocked();
        await new Promise<void>((resolve) => {
          release = resolve;
        });
      });
      await locked;
      const skipped = await runAt(plus(starts, -24 * HOUR));
      release();
      await otherServer;
      expect(skipped).toEqual({ ran: false, reminders: [] });
      expect(await logOf(lessonId)).toEqual([]);
      const next = await runAt(plus(starts, -24 * HOUR + 5 * 60_000));
      expect(next.reminders).toContainEqual({ lessonId, kind: '24h', status: 'sent', deliveryMethod: 'sms' });
    },
  );

  it('cannot both claim one reminder, even without the lock: the unique key refuses the second', async () => {
    const kim = await learner({ fullName: 'Kim Claim' });
    const starts = london('2027-02-18', '10:00');
    const lessonId = await lesson(kim.id, starts);
    const claim = () =>
      testApp.database.db.transaction((tx) =>
        claimLessonReminder(tx, {
          lessonId,
          studentId: kim.id,
          reminderKind: '24h',
          lessonStartsAt: starts,
          reminderType: 'sms',
          deliveryMethod: 'sms',
          status: 'failed',
          errorMessage: 'claimed by a test',
        }),
      );
    const claims = await Promise.all([claim(), claim(), claim()]);
    expect(claims.filter((row) => row !== null)).toHaveLength(1);
    expect(await logOf(lessonId)).toHaveLength(1);
    // The claimed reminder is never sent again by the scheduler.
    await runAt(plus(starts, -24 * HOUR));
    expect(textsTo(kim.e164 ?? '')).toEqual([]);
  });
});

describe('falling back to e-mail', () => {
  it('e-mails the learner when Twilio refuses the SMS, and records why', async () => {
    const lee = await learner({ fullName: 'Lee Fallback' });
    twilio.refuseRecipient(lee.e164 ?? '');
    const starts = london('2027-02-24', '11:30');
    const lessonId = await lesson(lee.id, starts);
    const emailsBefore = smtp.received.length;

    const result = await runAt(plus(starts, -24 * HOUR));
    expect(result.reminders).toContainEqual({
      lessonId,
      kind: '24h',
      status: 'sent',
      deliveryMethod: 'email',
    });
    const [entry] = await logOf(lessonId);
    expect(entry).toMatchObject({ reminderType: 'sms', deliveryMethod: 'email', status: 'sent' });
    expect(entry?.errorMessage).toBe(
      `SMS failed: Twilio 21211 (HTTP 400): The 'To' number ${lee.e164} is not a valid phone number., so it went by e-mail instead.`,
    );
    const emails = smtp.received.slice(emailsBefore);
    expect(emails).toHaveLength(1);
    expect(emails[0]?.raw).toContain('Subject: Reminder: your driving lesson tomorrow at 11:30 AM');
    expect(entry?.providerMessageId).toBeTruthy();
    // Both messages are in the outbox: the refused SMS and the e-mail that went.
    const messages = await testApp.database.db
      .select()
      .from(outbox)
      .where(and(eq(outbox.kind, 'lesson_reminder_24h')));
    expect(messages.filter((row) => row.recipient === lee.e164).map((row) => row.status)).toEqual(['failed']);
    expect(messages.filter((row) => row.channel === 'email' && row.status === 'sent').length).toBeGreaterThan(
      0,
    );
    twilio.acceptRecipient(lee.e164 ?? '');
  });

  it('e-mails the learner when SMS is not configured, naming what to set', async () => {
    const max = await learner({ fullName: 'Max Unconfigured' });
    const starts = london('2027-02-25', '11:30');
    const lessonId = await lesson(max.id, starts);
    const unconfigured = createTextMessageService({
      db: testApp.database.db,
      provider: null,
      missing: { sms: ['TWILIO_ACCOUNT_SID', 'TWILIO_AUTH_TOKEN', 'TWILIO_SMS_FROM'], whatsapp: [] },
      logger: silentLogger,
      now: testApp.deps.now,
    });
    await runAt(plus(starts, -24 * HOUR), unconfigured);
    const [entry] = await logOf(lessonId);
    expect(entry).toMatchObject({ deliveryMethod: 'email', status: 'sent' });
    expect(entry?.errorMessage).toBe('SMS is not set up on this site, so it went by e-mail instead.');
    expect(textsTo(max.e164 ?? '')).toEqual([]);
  });

  it('e-mails a learner without a usable mobile number', async () => {
    const nia = await learner({ fullName: 'Nia Nophone', phone: null });
    const starts = london('2027-02-26', '11:30');
    const lessonId = await lesson(nia.id, starts);
    await runAt(plus(starts, -24 * HOUR));
    const [entry] = await logOf(lessonId);
    expect(entry).toMatchObject({ deliveryMethod: 'email', status: 'sent' });
    expect(entry?.errorMessage).toBe(
      'No phone number SMS can reach (none on record), so it went by e-mail instead.',
    );
  });

  it('sends e-mail only to a learner who chose e-mail, and nothing to one who chose none', async () => {
    const ola = await learner({ fullName: 'Ola Email' });
    const pip = await learner({ fullName: 'Pip None' });
    await preference(ola.id, { reminderType: 'email' });
    await preference(pip.id, { reminderType: 'none' });
    const starts = london('2027-03-03', '09:00');
    const olaLesson = await lesson(ola.id, starts);
    const pipLesson = await lesson(pip.id, plus(starts, 3 * HOUR));
    await runAt(plus(starts, -24 * HOUR));
    await runAt(plus(starts, -21 * HOUR));
    expect(await logOf(olaLesson)).toMatchObject([
      { reminderType: 'email', deliveryMethod: 'email', status: 'sent', errorMessage: null },
    ]);
    expect(await logOf(pipLesson)).toEqual([]);
    expect(textsTo(ola.e164 ?? '')).toEqual([]);
  });
});

describe('cancelled and moved lessons', () => {
  it('sends nothing for a cancelled lesson', async () => {
    const quinn = await learner({ fullName: 'Quinn Cancelled' });
    const starts = london('2027-03-10', '10:00');
    const lessonId = await lesson(quinn.id, starts);
    await testApp.database.db.update(lessons).set({ status: 'cancelled' }).where(eq(lessons.id, lessonId));
    for (const hoursBefore of [24, 23.5, 2, 1.75]) await runAt(plus(starts, -hoursBefore * HOUR));
    expect(await logOf(lessonId)).toEqual([]);
    expect(textsTo(quinn.e164 ?? '')).toEqual([]);
  });

  it('reminds a moved lesson for its new time, never again for the old one', async () => {
    const ria = await learner({ fullName: 'Ria Moved' });
    const oldStart = london('2027-03-17', '10:00');
    const newStart = london('2027-03-18', '14:00');
    const lessonId = await lesson(ria.id, oldStart);
    await runAt(plus(oldStart, -24 * HOUR));
    await testApp.database.db
      .update(lessons)
      .set({ startsAt: newStart, endsAt: plus(newStart, 2 * HOUR) })
      .where(eq(lessons.id, lessonId));
    await runAt(plus(oldStart, -23.5 * HOUR));
    await runAt(plus(newStart, -24 * HOUR));
    await runAt(plus(newStart, -23.5 * HOUR));
    const log = await logOf(lessonId);
    expect(log.map((entry) => entry.lessonStartsAt?.toISOString()).sort()).toEqual([
      oldStart.toISOString(),
      newStart.toISOString(),
    ]);
    const sent = textsTo(ria.e164 ?? '');
    expect(sent.map((message) => message.body.includes('Thursday 18 March 2027 at 2:00 PM'))).toEqual([
      false,
      true,
    ]);
  });

  it('gives no 24-hour reminder to a lesson moved to less than 24 hours ahead', async () => {
    const sam = await learner({ fullName: 'Sam Short' });
    const oldStart = london('2027-03-24', '10:00');
    const lessonId = await lesson(sam.id, oldStart);
    const movedAt = london('2027-03-20', '12:00');
    const newStart = london('2027-03-21', '09:00');
    await testApp.database.db
      .update(lessons)
      .set({ startsAt: newStart, endsAt: plus(newStart, 2 * HOUR), updatedAt: movedAt })
      .where(eq(lessons.id, lessonId));
    await runAt(movedAt);
    expect(await logOf(lessonId)).toEqual([]);
  });

  it('withdraws a reminder whose lesson is cancelled the moment after it was claimed', async () => {
    const tia = await learner({ fullName: 'Tia Withdrawn' });
    const starts = london('2027-03-31', '10:00');
    const lessonId = await lesson(tia.id, starts);
    // The cancellation commits with the claim (as if it came in right behind it).
    const cancelling: TextMessageService = {
      ...texts,
      async enqueue(executor, message) {
        await executor.update(lessons).set({ status: 'cancelled' }).where(eq(lessons.id, lessonId));
        return texts.enqueue(executor, message);
      },
    };
    const result = await runAt(plus(starts, -24 * HOUR), cancelling);
    expect(result.reminders).toContainEqual({
      lessonId,
      kind: '24h',
      status: 'withdrawn',
      deliveryMethod: 'sms',
    });
    expect(textsTo(tia.e164 ?? '')).toEqual([]);
    const [entry] = await logOf(lessonId);
    expect(entry).toMatchObject({
      status: 'failed',
      errorMessage: 'Not sent: the lesson was cancelled just before the reminder went.',
    });
    const [message] = await testApp.database.db
      .select()
      .from(outbox)
      .where(eq(outbox.recipient, tia.e164 ?? ''));
    expect(message).toMatchObject({
      status: 'failed',
      error: 'Not sent: the lesson was cancelled just before the reminder went.',
    });
  });
});
