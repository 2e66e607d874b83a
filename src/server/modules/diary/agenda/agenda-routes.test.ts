import { randomBytes } from 'node:crypto';
import { and, asc, eq, inArray } from 'drizzle-orm';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { insertLearner, insertLessonRow } from '../../../../../tests/support/dashboard-test-data';
import { getSeededInstructorId } from '../../../../../tests/support/factories';
import { createTestApp, setUpTestApp } from '../../../../../tests/support/test-app';
import { agendaSettingsResponseSchema } from '../../../../core/diary/agenda/daily-agenda';
import { pushPayloadSchema } from '../../../../core/messaging/push/push-schemas';
import { instructors, lessons, outbox, pushSubscriptions } from '../../../db/schema';
import { sendDueAgendas } from './agenda-service';

// Monday 1 March 2027 (GMT): the agenda at 19:00 lists Tuesday 2 March.
const at = (iso: string) => new Date(iso);
const MONDAY_MORNING = at('2027-03-01T09:00:00Z');

let instructorId: number;

const testApp = setUpTestApp({ now: MONDAY_MORNING });
beforeAll(async () => {
  instructorId = await getSeededInstructorId(testApp.database.db);
});
beforeEach(async () => {
  testApp.setNow(MONDAY_MORNING);
  const { db } = testApp.database;
  await db.update(instructors).set({ agendaTime: null, agendaChannel: 'email', agendaSentOn: null });
  await db.delete(pushSubscriptions);
  await db.delete(lessons);
  await db.delete(outbox);
});

function putAgenda(payload: Record<string, unknown>, withHeaders: Record<string, string> = testApp.headers) {
  return testApp.app.inject({ method: 'PUT', url: '/api/settings/agenda', headers: withHeaders, payload });
}

async function saveAgenda(time: string | null, channel: 'push' | 'email') {
  const response = await putAgenda({ time, channel });
  expect(response.statusCode, response.body).toBe(200);
  return agendaSettingsResponseSchema.parse(response.json());
}

async function agendaRows() {
  return testApp.database.db
    .select()
    .from(outbox)
    .where(inArray(outbox.kind, ['daily_agenda', 'push_daily_agenda']))
    .orderBy(asc(outbox.id));
}

async function addTuesdayLessons() {
  const { db } = testApp.database;
  const amira = await insertLearner(db, { fullName: 'Amira Khan', phone: '07700 900111' });
  const ben = await insertLearner(db, { fullName: 'Ben Carter', phone: null });
  const first = await insertLessonRow(db, {
    studentId: amira,
    instructorId,
    date: '2027-03-02',
    time: '09:00',
    duration: 120,
  });
  await db
    .update(lessons)
    .set({ notes: '14 High Street, B13 9QD\nRing the bell' })
    .where(eq(lessons.id, first));
  await insertLessonRow(db, {
    studentId: ben,
    instructorId,
    date: '2027-03-02',
    time: '13:30',
    duration: 60,
  });
  // Not on the agenda: cancelled, today's, and Wednesday's.
  await insertLessonRow(db, {
    studentId: ben,
    instructorId,
    date: '2027-03-02',
    time: '16:00',
    status: 'cancelled',
  });
  await insertLessonRow(db, {
    studentId: ben,
    instructorId,
    date: '2027-03-01',
    time: '20:00',
    duration: 60,
  });
  await insertLessonRow(db, {
    studentId: ben,
    instructorId,
    date: '2027-03-03',
    time: '00:00',
    duration: 60,
  });
}

async function subscribeInstructorDevice(topics: string[]): Promise<number> {
  const [row] = await testApp.database.db
    .insert(pushSubscriptions)
    .values({
      instructorId,
      endpoint: `https://push.example.com/send/${randomBytes(12).toString('hex')}`,
      p256dh: `B${randomBytes(40).toString('base64url')}`,
      auth: randomBytes(16).toString('base64url'),
      topics,
    })
    .returning({ id: pushSubscriptions.id });
  if (!row) throw new Error('Subscription insert returned no row');
  return row.id;
}

describe('the agenda settings', () => {
  it('answer 401 without a session, and write nothing', async () => {
    expect((await testApp.app.inject({ method: 'GET', url: '/api/settings/agenda' })).statusCode).toBe(401);
    expect((await putAgenda({ time: '19:00', channel: 'email' }, {})).statusCode).toBe(401);
    const [row] = await testApp.database.db
      .select()
      .from(instructors)
      .where(eq(instructors.id, instructorId));
    expect(row?.agendaTime).toBeNull();
  });

  it('refuse a bad time or channel with field messages, changing nothing', async () => {
    await saveAgenda('07:30', 'email');
    for (const [payload, fields] of [
      [
        { time: '25:00', channel: 'sms' },
        { time: 'Choose a time, e.g. 19:00', channel: 'Choose push or e-mail' },
      ],
      [{ time: '7pm', channel: 'email' }, { time: 'Choose a time, e.g. 19:00' }],
      [{ channel: 'email' }, { time: expect.any(String) }],
      [{ time: '19:00' }, { channel: 'Choose push or e-mail' }],
    ] as const) {
      const response = await putAgenda(payload);
      expect(response.statusCode, response.body).toBe(400);
      expect(response.json().fields).toEqual(fields);
    }
    const read = await testApp.app.inject({
      method: 'GET',
      url: '/api/settings/agenda',
      headers: testApp.headers,
    });
    expect(read.statusCode).toBe(200);
    expect(agendaSettingsResponseSchema.parse(read.json())).toEqual({
      time: '07:30',
      channel: 'email',
      lastSentOn: null,
      pushDevices: 0,
    });
  });

  it('save a time and channel, turn off with null, and count the devices push reaches', async () => {
    await subscribeInstructorDevice(['booking_request']);
    await subscribeInstructorDevice([]);
    expect(await saveAgenda('19:00', 'push')).toEqual({
      time: '19:00',
      channel: 'push',
      lastSentOn: null,
      pushDevices: 1,
    });
    expect((await saveAgenda(null, 'push')).time).toBeNull();
  });
});

describe('the daily agenda', () => {
  it("goes once at its time with tomorrow's lessons and pickup notes, never twice, not after a restart", async () => {
    await addTuesdayLessons();
    await saveAgenda('19:00', 'email');

    testApp.setNow(at('2027-03-01T18:59:00Z'));
    expect(await sendDueAgendas(testApp.deps)).toEqual({ agendas: [] });
    expect(await agendaRows()).toEqual([]);

    testApp.setNow(at('2027-03-01T19:00:00Z'));
    expect(await sendDueAgendas(testApp.deps)).toEqual({
      agendas: [{ instructorId, date: '2027-03-02', lessons: 2, channel: 'email' }],
    });
    const [email, ...more] = await agendaRows();
    expect(more).toEqual([]);
    expect(email).toMatchObject({
      channel: 'email',
      recipient: testApp.env.INSTRUCTOR_EMAIL,
      subject: 'Tomorrow: 2 lessons, Tuesday 2 March 2027',
      status: 'not_configured',
    });
    const text = email?.bodyText ?? '';
    expect(text).toContain('Your 2 lessons tomorrow, Tuesday 2 March 2027:');
    expect(text).toContain('9:00 AM to 11:00 AM (2hr): Amira Khan, 07700 900111');
    expect(text).toContain('  Pickup: 14 High Street, B13 9QD; Ring the bell');
    expect(text).toContain('1:30 PM to 2:30 PM (1hr): Ben Carter\n  No pickup notes.');
    expect(text).not.toContain('4:00 PM');
    expect(text).not.toContain('8:00 PM');
    expect(text).toContain('/instructor-dashboard/calendar?view=day&day=2027-03-02');

    // Later the same evening, and on a second server on the same database (a restart): nothing.
    testApp.setNow(at('2027-03-01T22:00:00Z'));
    expect((await sendDueAgendas(testApp.deps)).agendas).toEqual([]);
    const restarted = await createTestApp({ database: testApp.database, now: at('2027-03-01T22:30:00Z') });
    try {
      expect((await sendDueAgendas(restarted.deps)).agendas).toEqual([]);
    } finally {
      await restarted.close();
    }
    expect(await agendaRows()).toHaveLength(1);
    const settings = await testApp.app.inject({
      method: 'GET',
      url: '/api/settings/agenda',
      headers: testApp.headers,
    });
    expect(agendaSettingsResponseSchema.parse(settings.json()).lastSentOn).toBe('2027-03-01');
  });

  it('two runs at once send one agenda', async () => {
    await addTuesdayLessons();
    await saveAgenda('19:00', 'email');
    testApp.setNow(at('2027-03-01T19:05:00Z'));
    const [a, b] = await Promise.all([sendDueAgendas(testApp.deps), sendDueAgendas(testApp.deps)]);
    expect([...(a?.agendas ?? []), ...(b?.agendas ?? [])]).toHaveLength(1);
    expect(await agendaRows()).toHaveLength(1);
  });

  it('sends nothing when off, and nothing on a day without lessons tomorrow', async () => {
    await addTuesdayLessons();
    testApp.setNow(at('2027-03-01T20:00:00Z'));
    expect((await sendDueAgendas(testApp.deps)).agendas).toEqual([]);

    // Turned on with no lessons on Tuesday: the day is looked at (once), and nothing is sent.
    await testApp.database.db.delete(lessons);
    await saveAgenda('19:00', 'email');
    expect((await sendDueAgendas(testApp.deps)).agendas).toEqual([
      { instructorId, date: '2027-03-02', lessons: 0, channel: 'none' },
    ]);
    expect(await agendaRows()).toEqual([]);
  });

  it('goes by push to every device that hears anything, and by e-mail when no device does', async () => {
    await addTuesdayLessons();
    const phone = await subscribeInstructorDevice(['booking_request', 'chat_message']);
    const tablet = await subscribeInstructorDevice(['payment_received']);
    const silenced = await subscribeInstructorDevice([]);
    await saveAgenda('18:30', 'push');

    testApp.setNow(at('2027-03-01T18:30:00Z'));
    expect((await sendDueAgendas(testApp.deps)).agendas).toEqual([
      { instructorId, date: '2027-03-02', lessons: 2, channel: 'push' },
    ]);
    const rows = await agendaRows();
    expect(rows.map((row) => row.recipient).sort()).toEqual(
      [phone, tablet].map((id) => `push-subscription:${id}`).sort(),
    );
    expect(rows.map((row) => row.recipient)).not.toContain(`push-subscription:${silenced}`);
    const payload = pushPayloadSchema.parse(JSON.parse(rows[0]?.bodyText ?? ''));
    expect(payload).toEqual({
      topic: 'daily_agenda',
      title: 'Tomorrow: 2 lessons',
      body: '9:00 AM Amira Khan, 14 High Street, B13 9QD\n1:30 PM Ben Carter',
      url: '/instructor-dashboard/calendar?view=day&day=2027-03-02',
      tag: 'agenda-2027-03-02',
    });

    // The next day, with every device gone: the same agenda comes by e-mail rather than not at all.
    await testApp.database.db.delete(pushSubscriptions);
    await testApp.database.db.delete(outbox);
    const { db } = testApp.database;
    const learner = await insertLearner(db, { fullName: 'Cara Lee' });
    await insertLessonRow(db, { studentId: learner, instructorId, date: '2027-03-03', time: '10:00' });
    testApp.setNow(at('2027-03-02T18:45:00Z'));
    expect((await sendDueAgendas(testApp.deps)).agendas).toEqual([
      { instructorId, date: '2027-03-03', lessons: 2, channel: 'email' },
    ]);
    const emails = await testApp.database.db
      .select()
      .from(outbox)
      .where(and(eq(outbox.kind, 'daily_agenda'), eq(outbox.channel, 'email')));
    expect(emails).toHaveLength(1);
  });
});
