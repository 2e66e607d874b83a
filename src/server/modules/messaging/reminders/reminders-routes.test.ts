import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertLearner } from '../../../../../tests/support/dashboard-test-data';
import { getSeededInstructorId } from '../../../../../tests/support/factories';
import { startFakeTwilioServer } from '../../../../../tests/support/fake-twilio-server';
import { setUpTestApp, type TestAppHandle } from '../../../../../tests/support/test-app';
import {
  REMINDER_TYPE_MESSAGE,
  reminderLogResponseSchema,
  reminderSettingsResponseSchema,
  savedReminderPreferenceSchema,
  TEST_STUDENT_MESSAGE,
  testReminderResponseSchema,
  upcomingRemindersResponseSchema,
} from '../../../../core/messaging/reminders/reminder-schemas';
import { SCHOOL_TIME_ZONE, zonedWallTimeToInstant } from '../../../../core/time/london-time';
import { lessons, reminderPreferences } from '../../../db/schema';
import { sendDueReminders } from './reminder-scheduler-service';

const NOW = new Date('2027-04-05T09:00:00Z');
const HOUR = 3_600_000;
const london = (date: string, time: string) => zonedWallTimeToInstant(date, time, SCHOOL_TIME_ZONE);

let twilio: Awaited<ReturnType<typeof startFakeTwilioServer>>;
let headers: { authorization: string };
let instructorId: number;

beforeAll(async () => {
  twilio = await startFakeTwilioServer();
});
afterAll(async () => {
  await twilio.close();
});
const testApp = setUpTestApp(() => ({ now: NOW, env: twilio.env }));
const unconfiguredApp = setUpTestApp({ now: NOW });
beforeAll(async () => {
  headers = testApp.headers;
  instructorId = await getSeededInstructorId(testApp.database.db);
});

async function getSettings(app: TestAppHandle = testApp) {
  const response = await app.app.inject({
    method: 'GET',
    url: '/api/reminder-settings',
    headers: app.headers,
  });
  expect(response.statusCode, response.body).toBe(200);
  return reminderSettingsResponseSchema.parse(response.json());
}

async function insertLesson(
  studentId: number,
  startsAt: Date,
  status: 'scheduled' | 'cancelled' = 'scheduled',
) {
  const createdAt = new Date(NOW.getTime() - 30 * 24 * HOUR);
  const [row] = await testApp.database.db
    .insert(lessons)
    .values({
      studentId,
      instructorId,
      startsAt,
      endsAt: new Date(startsAt.getTime() + 2 * HOUR),
      bookedDurationMinutes: 120,
      status,
      createdAt,
      updatedAt: createdAt,
    })
    .returning({ id: lessons.id });
  if (!row) throw new Error('Lesson insert returned no row');
  return row.id;
}

describe('reminder settings', () => {
  it('lists every real learner with the school default, and says which channels can send', async () => {
    const ama = await insertLearner(testApp.database.db, { fullName: 'Ama Default', phone: '07700 900301' });
    const ben = await insertLearner(testApp.database.db, { fullName: 'Ben Nophone', phone: 'ask at lesson' });
    const settings = await getSettings();
    expect(settings.defaultReminderType).toBe('sms');
    expect(settings.channels).toEqual({
      sms: { configured: true, missing: [] },
      whatsapp: { configured: true, missing: [] },
      email: { configured: false, missing: ['SMTP_URL'] },
    });
    expect(settings.students.find((student) => student.id === ama)).toMatchObject({
      fullName: 'Ama Default',
      phoneUsable: true,
      preference: {
        reminderType: 'sms',
        enable24h: true,
        enable2h: false,
        isSchoolDefault: true,
        updatedAt: null,
      },
    });
    expect(settings.students.find((student) => student.id === ben)?.phoneUsable).toBe(false);

    const unconfigured = await getSettings(unconfiguredApp);
    expect(unconfigured.channels.sms).toEqual({
      configured: false,
      missing: ['TWILIO_ACCOUNT_SID', 'TWILIO_AUTH_TOKEN', 'TWILIO_SMS_FROM'],
    });
    expect(unconfigured.channels.whatsapp.missing).toContain('TWILIO_WHATSAPP_FROM');
  });

  it("changes the school's default for learners without their own preference", async () => {
    const cara = await insertLearner(testApp.database.db, { fullName: 'Cara Follows' });
    const response = await testApp.app.inject({
      method: 'PUT',
      url: '/api/reminder-settings',
      headers,
      payload: { defaultReminderType: 'whatsapp' },
    });
    expect(response.statusCode, response.body).toBe(200);
    const settings = reminderSettingsResponseSchema.parse(response.json());
    expect(settings.defaultReminderType).toBe('whatsapp');
    expect(settings.students.find((student) => student.id === cara)?.preference.reminderType).toBe(
      'whatsapp',
    );
    expect((await getSettings()).defaultReminderType).toBe('whatsapp');

    const bad = await testApp.app.inject({
      method: 'PUT',
      url: '/api/reminder-settings',
      headers,
      payload: { defaultReminderType: 'carrier-pigeon' },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ fields: { defaultReminderType: REMINDER_TYPE_MESSAGE } });
    expect((await getSettings()).defaultReminderType).toBe('whatsapp');

    await testApp.app.inject({
      method: 'PUT',
      url: '/api/reminder-settings',
      headers,
      payload: { defaultReminderType: 'sms' },
    });
  });

  it("saves a learner's own preference with the spec's payload, and refuses bad input", async () => {
    const dev = await insertLearner(testApp.database.db, { fullName: 'Dev Prefers' });
    const response = await testApp.app.inject({
      method: 'POST',
      url: `/api/students/${dev}/reminder-preference`,
      headers,
      payload: { reminderType: 'whatsapp', enable24h: false, enable2h: true },
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(savedReminderPreferenceSchema.parse(response.json())).toMatchObject({
      studentId: dev,
      preference: { reminderType: 'whatsapp', enable24h: false, enable2h: true, isSchoolDefault: false },
    });
    // Saving again replaces it (one row per learner).
    await testApp.app.inject({
      method: 'POST',
      url: `/api/students/${dev}/reminder-preference`,
      headers,
      payload: { reminderType: 'email' },
    });
    const rows = await testApp.database.db
      .select()
      .from(reminderPreferences)
      .where(eq(reminderPreferences.studentId, dev));
    expect(rows).toMatchObject([{ reminderType: 'email', lessonReminder24h: true, lessonReminder2h: false }]);

    for (const payload of [{ reminderType: 'pager' }, {}, { reminderType: 'sms', enable24h: 'yes' }]) {
      const bad = await testApp.app.inject({
        method: 'POST',
        url: `/api/students/${dev}/reminder-preference`,
        headers,
        payload,
      });
      expect(bad.statusCode, JSON.stringify(payload)).toBe(400);
    }
    const badType = await testApp.app.inject({
      method: 'POST',
      url: `/api/students/${dev}/reminder-preference`,
      headers,
      payload: { reminderType: 'pager' },
    });
    expect(badType.json()).toMatchObject({ fields: { reminderType: REMINDER_TYPE_MESSAGE } });
    const missing = await testApp.app.inject({
      method: 'POST',
      url: '/api/students/999999/reminder-preference',
      headers,
      payload: { reminderType: 'sms' },
    });
    expect(missing.statusCode).toBe(404);
    expect(
      (await getSettings()).students.find((student) => student.id === dev)?.preference.reminderType,
    ).toBe('email');
  });
});

describe('test reminders', () => {
  it('sends a test SMS and a test WhatsApp to any learner through Twilio, and logs both', async () => {
    const eli = await insertLearner(testApp.database.db, { fullName: 'Eli Tester', phone: '07700 900302' });
    for (const type of ['sms', 'whatsapp'] as const) {
      const response = await testApp.app.inject({
        method: 'POST',
        url: '/api/test-reminder',
        headers,
        payload: { studentId: eli, type },
      });
      expect(response.statusCode, response.body).toBe(200);
      const body = testReminderResponseSchema.parse(response.json());
      const sent = twilio.sent.at(-1);
      expect(body).toEqual({
        success: true,
        message: `Test ${type === 'sms' ? 'SMS' : 'WhatsApp'} sent to Eli Tester (07700 900302). Message id ${sent?.sid}.`,
        deliveryMethod: type,
        status: 'sent',
      });
      expect(sent?.to).toBe(type === 'sms' ? '+447700900302' : 'whatsapp:+447700900302');
      expect(sent?.body).toContain('this is a test reminder from Birmingham Automatic Driving School');
    }
    const log = reminderLogResponseSchema.parse(
      (await testApp.app.inject({ method: 'GET', url: '/api/reminders/log', headers })).json(),
    );
    const tests = log.entries.filter((entry) => entry.studentId === eli);
    expect(tests.map((entry) => [entry.kind, entry.deliveryMethod, entry.status])).toEqual([
      ['test', 'whatsapp', 'sent'],
      ['test', 'sms', 'sent'],
    ]);
    expect(tests[0]?.providerMessageId).toMatch(/^SM/);
    expect(tests[0]).toMatchObject({
      lessonId: null,
      lessonDate: null,
      studentName: 'Eli Tester',
      sentDate: '2027-04-05',
    });
  });

  it('says plainly when SMS is not configured and e-mail is not either: nothing was sent', async () => {
    const fay = await insertLearner(unconfiguredApp.database.db, {
      fullName: 'Fay Unsent',
      phone: '07700 900303',
    });
    const response = await unconfiguredApp.app.inject({
      method: 'POST',
      url: '/api/test-reminder',
      headers: unconfiguredApp.headers,
      payload: { studentId: fay, type: 'whatsapp' },
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(testReminderResponseSchema.parse(response.json())).toEqual({
      success: false,
      message:
        'WhatsApp is not set up on this site, and e-mail is not set up on this site either: nothing reached the learner (the message is kept in the Outbox).',
      deliveryMethod: 'email',
      status: 'not_configured',
    });
  });

  it('falls back to e-mail (kept in the outbox here) when Twilio refuses, saying why', async () => {
    const gus = await insertLearner(testApp.database.db, { fullName: 'Gus Refused', phone: '07700 900304' });
    twilio.refuseRecipient('+447700900304');
    const response = await testApp.app.inject({
      method: 'POST',
      url: '/api/test-reminder',
      headers,
      payload: { studentId: gus, type: 'sms' },
    });
    const body = testReminderResponseSchema.parse(response.json());
    expect(body.success).toBe(false);
    expect(body.message).toContain(
      "SMS failed: Twilio 21211 (HTTP 400): The 'To' number +447700900304 is not a valid phone number.",
    );
    expect(body.deliveryMethod).toBe('email');
  });

  it('refuses an unknown learner or channel with the field message', async () => {
    for (const payload of [
      { studentId: 999999, type: 'sms' },
      { type: 'sms' },
      { studentId: '1', type: 'sms' },
    ]) {
      const response = await testApp.app.inject({
        method: 'POST',
        url: '/api/test-reminder',
        headers,
        payload,
      });
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      expect(response.json()).toMatchObject({ fields: { studentId: TEST_STUDENT_MESSAGE } });
    }
    const badType = await testApp.app.inject({
      method: 'POST',
      url: '/api/test-reminder',
      headers,
      payload: { studentId: 1, type: 'fax' },
    });
    expect(badType.statusCode).toBe(400);
    expect(badType.json()).toMatchObject({ fields: { type: 'Please choose SMS, WhatsApp or e-mail' } });
  });
});

describe('upcoming reminders and the log', () => {
  it('lists the reminders still to go, soonest first, and moves them to the log once sent', async () => {
    const hal = await insertLearner(testApp.database.db, { fullName: 'Hal Upcoming', phone: '07700 900305' });
    const ivy = await insertLearner(testApp.database.db, { fullName: 'Ivy None' });
    await testApp.app.inject({
      method: 'POST',
      url: `/api/students/${hal}/reminder-preference`,
      headers,
      payload: { reminderType: 'sms', enable24h: true, enable2h: true },
    });
    await testApp.app.inject({
      method: 'POST',
      url: `/api/students/${ivy}/reminder-preference`,
      headers,
      payload: { reminderType: 'none' },
    });
    const halStart = london('2027-04-07', '10:00');
    const halLesson = await insertLesson(hal, halStart);
    await insertLesson(ivy, london('2027-04-08', '10:00'));
    const cancelled = await insertLesson(hal, london('2027-04-09', '10:00'), 'cancelled');
    await insertLesson(hal, london('2027-05-30', '10:00'));

    const upcoming = async () =>
      upcomingRemindersResponseSchema.parse(
        (await testApp.app.inject({ method: 'GET', url: '/api/reminders/upcoming', headers })).json(),
      );
    const before = await upcoming();
    expect(before.days).toBe(14);
    expect(before.reminders.filter((reminder) => reminder.studentId === ivy)).toEqual([]);
    expect(before.reminders.some((reminder) => reminder.lessonId === cancelled)).toBe(false);
    expect(before.reminders.filter((reminder) => reminder.lessonDate === '2027-05-30')).toEqual([]);
    expect(before.reminders.filter((reminder) => reminder.lessonId === halLesson)).toEqual([
      {
        lessonId: halLesson,
        studentId: hal,
        studentName: 'Hal Upcoming',
        kind: '24h',
        reminderType: 'sms',
        lessonDate: '2027-04-07',
        lessonTime: '10:00',
        sendAt: '2027-04-06T09:00:00.000Z',
        sendDate: '2027-04-06',
        sendTime: '10:00',
        state: 'scheduled',
      },
      expect.objectContaining({ kind: '2h', sendDate: '2027-04-07', sendTime: '08:00', state: 'scheduled' }),
    ]);

    testApp.setNow(new Date(halStart.getTime() - 24 * HOUR));
    const due = await upcoming();
    expect(due.reminders.find((reminder) => reminder.lessonId === halLesson)?.state).toBe('due');

    await sendDueReminders(testApp.deps);
    const after = await upcoming();
    expect(
      after.reminders.filter((reminder) => reminder.lessonId === halLesson).map((reminder) => reminder.kind),
    ).toEqual(['2h']);
    const log = reminderLogResponseSchema.parse(
      (await testApp.app.inject({ method: 'GET', url: '/api/reminders/log', headers })).json(),
    );
    expect(log.entries[0]).toMatchObject({
      lessonId: halLesson,
      studentName: 'Hal Upcoming',
      kind: '24h',
      lessonDate: '2027-04-07',
      lessonTime: '10:00',
      reminderType: 'sms',
      deliveryMethod: 'sms',
      status: 'sent',
      errorMessage: null,
      sentDate: '2027-04-06',
      sentTime: '10:00',
    });
    expect(log.entries[0]?.providerMessageId).toBe(twilio.sent.at(-1)?.sid);
    testApp.setNow(NOW);
  });
});
