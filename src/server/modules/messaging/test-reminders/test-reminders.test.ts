import { and, asc, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertLearner } from '../../../../../tests/support/dashboard-test-data';
import { getSeededInstructorId } from '../../../../../tests/support/factories';
import { startFakeTwilioServer } from '../../../../../tests/support/fake-twilio-server';
import { createPushDevices } from '../../../../../tests/support/push-devices';
import {
  type PushServiceStandIn,
  startPushServiceStandIn,
} from '../../../../../tests/support/push-service-stand-in';
import { startSmtpTestServer } from '../../../../../tests/support/smtp-test-server';
import { createTestApp, setUpTestApp, signInAsInstructor } from '../../../../../tests/support/test-app';
import { pushPublicKeyResponseSchema } from '../../../../core/messaging/push/push-schemas';
import { reminderLogResponseSchema } from '../../../../core/messaging/reminders/reminder-schemas';
import { SCHOOL_TIME_ZONE, zonedWallTimeToInstant } from '../../../../core/time/london-time';
import { outbox, practicalTests, reminderLog, theoryTests, users } from '../../../db/schema';
import { createSmtpMailTransport } from '../../../integrations/smtp-mail-transport';
import type { TextMessageService } from '../outbox/text-message-service';
import { DRIVING_TEST_REMINDER_KIND, INSTRUCTOR_DRIVING_TEST_REMINDER_KIND } from './test-reminder-messages';
import { sendDueTestReminders } from './test-reminders-service';

/*
 * The reminder before a practical driving test, with its clock as a parameter: Twilio faked on
 * 127.0.0.1 and called by the real client, e-mail received by a real SMTP server, pushes by the
 * push service stand-in. Each test has its own learners and days in August 2027.
 */

const HOUR = 3_600_000;
const london = (date: string, time: string) => zonedWallTimeToInstant(date, time, SCHOOL_TIME_ZONE);
const plus = (instant: Date, ms: number) => new Date(instant.getTime() + ms);

let twilio: Awaited<ReturnType<typeof startFakeTwilioServer>>;
let smtp: Awaited<ReturnType<typeof startSmtpTestServer>>;
let standIn: PushServiceStandIn;
let devices: ReturnType<typeof createPushDevices>;
let texts: TextMessageService;
let phoneCounter = 500;

beforeAll(async () => {
  [twilio, smtp, standIn] = await Promise.all([
    startFakeTwilioServer(),
    startSmtpTestServer(),
    startPushServiceStandIn(),
  ]);
});
afterAll(async () => {
  await Promise.all([twilio.close(), smtp.close(), standIn.close()]);
});

const testApp = setUpTestApp(() => ({
  now: new Date('2027-08-01T09:00:00Z'),
  env: twilio.env,
  mailTransport: createSmtpMailTransport(smtp.url),
  signIn: false,
}));
beforeAll(async () => {
  texts = testApp.deps.texts;
  const keyResponse = await testApp.app.inject({ method: 'GET', url: '/api/push/public-key' });
  const publicKey = pushPublicKeyResponseSchema.parse(keyResponse.json()).publicKey;
  if (!publicKey) throw new Error('The test app has no VAPID key');
  devices = createPushDevices(testApp, standIn, publicKey);
});

/** A learner with their own mobile number and reminder type. */
async function learner(fullName: string, reminderType: 'sms' | 'email' | 'none' = 'sms') {
  phoneCounter += 1;
  const phone = `07700 900${String(phoneCounter).padStart(3, '0')}`;
  const id = await insertLearner(testApp.database.db, { fullName, phone });
  const response = await testApp.app.inject({
    method: 'POST',
    url: `/api/students/${id}/reminder-preference`,
    // Signed in on the clock as it is now (the runs move it).
    headers: await signInAsInstructor(testApp),
    payload: { reminderType, enable24h: true, enable2h: false },
  });
  expect(response.statusCode, response.body).toBe(200);
  return { id, e164: `+44${phone.replace(/\s/g, '').slice(1)}` };
}

async function bookTest(studentId: number, startsAt: Date, status: 'booked' | 'cancelled' = 'booked') {
  const [row] = await testApp.database.db
    .insert(practicalTests)
    .values({ studentId, startsAt, testCentre: 'south-yardley', status })
    .returning({ id: practicalTests.id });
  if (!row) throw new Error('Practical test insert returned no row');
  return row.id;
}

function runAt(now: Date, service: TextMessageService = texts) {
  testApp.setNow(now);
  return sendDueTestReminders({ ...testApp.deps, texts: service });
}

function textsTo(e164: string) {
  return twilio.sent.filter((message) => message.to === e164);
}

/** The instructor's e-mails about this learner's test, oldest first. */
async function instructorEmailsAbout(fullName: string) {
  const rows = await testApp.database.db
    .select()
    .from(outbox)
    .where(eq(outbox.kind, INSTRUCTOR_DRIVING_TEST_REMINDER_KIND))
    .orderBy(asc(outbox.id));
  return rows.filter((row) => row.subject?.startsWith(`${fullName}'s driving test`));
}

async function learnerMessagesTo(recipients: string[]) {
  return testApp.database.db
    .select()
    .from(outbox)
    .where(and(eq(outbox.kind, DRIVING_TEST_REMINDER_KIND), inArray(outbox.recipient, recipients)));
}

async function emailOf(studentId: number): Promise<string> {
  const [row] = await testApp.database.db
    .select({ email: users.email })
    .from(users)
    .where(eq(users.id, studentId));
  if (!row) throw new Error(`No learner ${studentId}`);
  return row.email;
}

function logOf(studentId: number) {
  return testApp.database.db.select().from(reminderLog).where(eq(reminderLog.studentId, studentId));
}

describe('the reminder before the driving test', () => {
  it('reaches the learner (text and push) and the instructor (e-mail) once, within 48 hours of the test', async () => {
    const ava = await learner('Ava Examined');
    await testApp.database.db
      .insert(theoryTests)
      .values({ studentId: ava.id, passedOn: '2027-05-10', certificateNumber: 'AB12345678' });
    const phone = await devices.subscribeLearner(ava.id, ['lesson_reminder']);
    const instructorId = await getSeededInstructorId(testApp.database.db);
    const instructorPhone = await devices.subscribeInstructor(instructorId, ['driving_test']);
    const instructorLaptop = await devices.subscribeInstructor(instructorId, ['chat_message']);
    // Thursday 5 August 2027, 9:40 AM.
    const startsAt = london('2027-08-05', '09:40');
    const testId = await bookTest(ava.id, startsAt);

    // 49 hours before: not yet.
    expect((await runAt(plus(startsAt, -49 * HOUR))).reminders).toEqual([]);
    const run = await runAt(plus(startsAt, -47 * HOUR));
    expect(run.reminders).toEqual([
      { testId, studentId: ava.id, status: 'sent', deliveryMethod: 'sms', pushedDevices: 1 },
    ]);

    const [text] = textsTo(ava.e164);
    expect(text?.body).toBe(
      'Hi Ava, your driving test is on Thursday 5 August 2027 at 9:40 AM at Birmingham (South Yardley) test centre, ' +
        'Clay Lane, South Yardley, Birmingham B26 1EA. Bring your photocard provisional driving licence and your ' +
        'theory test certificate number (AB12345678). Good luck! Birmingham Automatic Driving School 0121 496 0123',
    );
    expect(devices.receivedBy(phone)).toEqual([
      expect.objectContaining({
        topic: 'lesson_reminder',
        title: 'Driving test reminder',
        body: 'Your driving test is on Thursday 5 August 2027 at 9:40 AM at Birmingham (South Yardley). Bring your photocard provisional licence.',
      }),
    ]);
    const [toInstructor] = await instructorEmailsAbout('Ava Examined');
    expect(toInstructor).toMatchObject({
      recipient: testApp.env.INSTRUCTOR_EMAIL,
      status: 'sent',
      subject: "Ava Examined's driving test on Thursday 5 August 2027 at 9:40 AM",
    });
    expect(toInstructor?.bodyText).toContain('Theory certificate number on record: AB12345678');
    expect(toInstructor?.bodyText).toContain(
      'Ava has been reminded to bring their photocard provisional driving licence.',
    );
    expect(devices.receivedBy(instructorPhone)).toEqual([
      expect.objectContaining({
        topic: 'driving_test',
        title: "Ava Examined's driving test",
        body: 'On Thursday 5 August 2027 at 9:40 AM at Birmingham (South Yardley).',
        url: '/instructor-dashboard?tab=students',
      }),
    ]);
    expect(devices.receivedBy(instructorLaptop)).toEqual([]);

    // In the Reminders log, with the test's day and time and the push.
    const response = await testApp.app.inject({
      method: 'GET',
      url: '/api/reminders/log',
      headers: await signInAsInstructor(testApp),
    });
    const entries = reminderLogResponseSchema
      .parse(response.json())
      .entries.filter((entry) => entry.studentId === ava.id);
    expect(entries).toEqual([
      expect.objectContaining({
        kind: 'driving_test',
        lessonId: null,
        lessonDate: null,
        deliveryMethod: 'sms',
        status: 'sent',
        pushedDevices: 1,
      }),
    ]);

    // Later runs find nothing more to send.
    expect((await runAt(plus(startsAt, -46 * HOUR))).reminders).toEqual([]);
    expect((await runAt(plus(startsAt, -2 * HOUR))).reminders).toEqual([]);
    expect(textsTo(ava.e164)).toHaveLength(1);
    expect(await instructorEmailsAbout('Ava Examined')).toHaveLength(1);
    expect(devices.receivedBy(phone)).toHaveLength(1);
    expect(devices.receivedBy(instructorPhone)).toHaveLength(1);
  });

  it('reminds no cancelled test and no test already past', async () => {
    const cal = await learner('Cal Cancelled');
    const pam = await learner('Pam Past');
    const startsAt = london('2027-08-09', '11:00');
    await bookTest(cal.id, startsAt, 'cancelled');
    // A booked test never reminded (the server was down for days), now an hour past.
    await bookTest(pam.id, london('2027-08-09', '08:00'));
    expect((await runAt(plus(startsAt, -2 * HOUR))).reminders).toEqual([]);
    expect(textsTo(cal.e164)).toEqual([]);
    expect(textsTo(pam.e164)).toEqual([]);
    expect(await instructorEmailsAbout('Cal Cancelled')).toEqual([]);
    expect(await instructorEmailsAbout('Pam Past')).toEqual([]);
  });

  it('is not sent again by a restarted server (or another process) on the same database', async () => {
    const rex = await learner('Rex Restarted', 'email');
    const startsAt = london('2027-08-12', '14:20');
    await bookTest(rex.id, startsAt);
    expect((await runAt(plus(startsAt, -30 * HOUR))).reminders).toHaveLength(1);

    const restarted = await createTestApp({
      now: plus(startsAt, -29 * HOUR),
      env: twilio.env,
      mailTransport: createSmtpMailTransport(smtp.url),
      database: testApp.database,
    });
    try {
      const again = await sendDueTestReminders(restarted.deps);
      expect(again.reminders).toEqual([]);
    } finally {
      await restarted.close();
    }
    expect(await learnerMessagesTo([await emailOf(rex.id)])).toHaveLength(1);
    expect(await instructorEmailsAbout('Rex Restarted')).toHaveLength(1);
    expect(await logOf(rex.id)).toHaveLength(1);
  });

  it('is withdrawn when the test is cancelled the moment after it was claimed', async () => {
    const tia = await learner('Tia Withdrawn');
    const startsAt = london('2027-08-16', '10:00');
    const testId = await bookTest(tia.id, startsAt);
    // The cancellation commits with the claim (as if it came in right behind it).
    const cancelling: TextMessageService = {
      ...texts,
      async enqueue(executor, message) {
        await executor
          .update(practicalTests)
          .set({ status: 'cancelled' })
          .where(eq(practicalTests.id, testId));
        return texts.enqueue(executor, message);
      },
    };
    const run = await runAt(plus(startsAt, -24 * HOUR), cancelling);
    expect(run.reminders).toEqual([
      { testId, studentId: tia.id, status: 'withdrawn', deliveryMethod: 'sms', pushedDevices: 0 },
    ]);
    expect(textsTo(tia.e164)).toEqual([]);
    const message = 'Not sent: the test was cancelled just before the reminder went.';
    expect(await logOf(tia.id)).toEqual([
      expect.objectContaining({ status: 'failed', errorMessage: message }),
    ]);
    expect(await learnerMessagesTo([tia.e164])).toEqual([
      expect.objectContaining({ status: 'failed', error: message }),
    ]);
    expect(await instructorEmailsAbout('Tia Withdrawn')).toEqual([
      expect.objectContaining({ status: 'failed', error: message }),
    ]);
  });

  it('is sent for the new time when the test is moved the moment after it was claimed', async () => {
    const mo = await learner('Mo Moved');
    const oldStart = london('2027-08-19', '10:00');
    const newStart = london('2027-08-23', '13:10');
    const testId = await bookTest(mo.id, oldStart);
    const moving: TextMessageService = {
      ...texts,
      async enqueue(executor, message) {
        await executor
          .update(practicalTests)
          .set({ startsAt: newStart })
          .where(eq(practicalTests.id, testId));
        return texts.enqueue(executor, message);
      },
    };
    const run = await runAt(plus(oldStart, -24 * HOUR), moving);
    expect(run.reminders.map((reminder) => reminder.status)).toEqual(['withdrawn']);
    expect(textsTo(mo.e164)).toEqual([]);

    // Not for the new time yet (more than 48 hours ahead), then once within 48 hours of it.
    expect((await runAt(plus(oldStart, -23 * HOUR))).reminders).toEqual([]);
    const later = await runAt(plus(newStart, -40 * HOUR));
    expect(later.reminders.map((reminder) => [reminder.testId, reminder.status])).toEqual([[testId, 'sent']]);
    expect(textsTo(mo.e164).map((text) => text.body.includes('Monday 23 August 2027 at 1:10 PM'))).toEqual([
      true,
    ]);
  });

  it('tells only the instructor when the learner has turned reminders off', async () => {
    const nia = await learner('Nia Noreminders', 'none');
    const device = await devices.subscribeLearner(nia.id, ['lesson_reminder']);
    const startsAt = london('2027-08-26', '15:00');
    const testId = await bookTest(nia.id, startsAt);
    const run = await runAt(plus(startsAt, -20 * HOUR));
    expect(run.reminders).toEqual([
      { testId, studentId: nia.id, status: 'off', deliveryMethod: null, pushedDevices: 0 },
    ]);
    expect(textsTo(nia.e164)).toEqual([]);
    expect(devices.receivedBy(device)).toEqual([]);
    expect(await logOf(nia.id)).toEqual([]);
    const [toInstructor] = await instructorEmailsAbout('Nia Noreminders');
    expect(toInstructor?.status).toBe('sent');
    expect(toInstructor?.bodyText).toContain('Nia has reminders turned off, so was not reminded');
  });
});
