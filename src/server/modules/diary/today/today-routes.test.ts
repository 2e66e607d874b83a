import { and, eq, inArray } from 'drizzle-orm';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import {
  insertBookingRow,
  insertLearner,
  insertLessonRow,
  insertOtherInstructor,
} from '../../../../../tests/support/dashboard-test-data';
import { getSeededInstructorId } from '../../../../../tests/support/factories';
import { startFakeTwilioServer } from '../../../../../tests/support/fake-twilio-server';
import { createInstructorWithSession } from '../../../../../tests/support/second-instructor';
import {
  createTestApp,
  type RunningTestApp,
  setUpTestApp,
  signInAsInstructor,
} from '../../../../../tests/support/test-app';
import { apiErrorSchema } from '../../../../core/api/api-error-schemas';
import { manualLessonResponseSchema } from '../../../../core/diary/lessons/lessons-schemas';
import {
  RUNNING_LATE_MINUTES_MESSAGE,
  runningLateResponseSchema,
  todayResponseSchema,
} from '../../../../core/diary/today/today-schemas';
import { studentBalanceSchema } from '../../../../core/money/ledger/ledger-schemas';
import { SCHOOL_TIME_ZONE, zonedWallTimeToInstant } from '../../../../core/time/london-time';
import {
  instructorApplications,
  leads,
  lessonChanges,
  messages,
  networkPartnerRequests,
  outbox,
  reminderPreferences,
  waitingListEntries,
} from '../../../db/schema';

/*
 * The instructor's Today screen (issue 20) and its running-late notice, through the API, at a
 * fixed instant: Wednesday 16 June 2027, 2:00 PM in London (13:00 UTC, summer time).
 */

const NOW = new Date('2027-06-16T13:00:00Z');
const TODAY = '2027-06-16';
const YESTERDAY = '2027-06-15';
const TOMORROW = '2027-06-17';

let instructorId: number;

const testApp = setUpTestApp({ now: NOW });
beforeAll(async () => {
  instructorId = await getSeededInstructorId(testApp.database.db);
});

function call(
  method: 'GET' | 'POST',
  url: string,
  payload?: object,
  app: RunningTestApp = testApp,
  auth = testApp.headers,
) {
  return app.app.inject({ method, url, headers: auth, ...(payload ? { payload } : {}) });
}

async function getToday(app: RunningTestApp = testApp, auth = testApp.headers) {
  const response = await call('GET', '/api/dashboard/today', undefined, app, auth);
  expect(response.statusCode, response.body).toBe(200);
  return todayResponseSchema.parse(response.json());
}

/** A manual lesson drawing from the learner's hours (a Starter Package sold with it, unpaid, when none are left). */
async function manualLesson(
  studentId: number,
  date: string,
  startTime: string,
  extra: object = {},
  app: RunningTestApp = testApp,
  auth = testApp.headers,
) {
  const response = await call(
    'POST',
    '/api/lessons/manual',
    {
      studentId,
      date,
      startTime,
      duration: 60,
      packageType: 'starter',
      addPurchase: true,
      ...extra,
    },
    app,
    auth,
  );
  expect(response.statusCode, response.body).toBe(201);
  return manualLessonResponseSchema.parse(response.json()).lesson.id;
}

/** A lesson booked and then cancelled by the instructor ("cancelled" is a lesson's status, not a payment's). */
async function cancelledLesson(studentId: number, date: string, startTime: string) {
  const id = await manualLesson(studentId, date, startTime);
  const response = await call('POST', `/api/lessons/${id}/cancel`, { reason: 'Car in for repair' });
  expect(response.statusCode, response.body).toBe(200);
  return id;
}

async function balanceOf(studentId: number) {
  const response = await call('GET', `/api/students/${studentId}/balance`);
  expect(response.statusCode).toBe(200);
  return studentBalanceSchema.parse(response.json());
}

describe('permission', () => {
  it.each([
    ['GET', '/api/dashboard/today', undefined],
    ['POST', '/api/lessons/1/running-late', { minutes: 10 }],
  ] as const)('%s %s answers 401 without a session', async (method, url, payload) => {
    const response = await testApp.app.inject({ method, url, ...(payload ? { payload } : {}) });
    expect(response.statusCode).toBe(401);
  });
});

describe('GET /api/dashboard/today', () => {
  let ann: number;
  let ben: number;
  const ids = {
    yesterdayEvening: 0,
    thisMorning: 0,
    done: 0,
    underWay: 0,
    later: 0,
    cancelled: 0,
    benAfternoon: 0,
    tomorrowSecond: 0,
    tomorrowFirst: 0,
    dayAfter: 0,
    longAgo: 0,
    otherInstructor: 0,
  };

  beforeAll(async () => {
    const db = testApp.database.db;
    ann = await insertLearner(db, { fullName: 'Ann Early', phone: '07700 900111', email: 'ann@example.com' });
    ben = await insertLearner(db, { fullName: 'Ben Later', phone: null, email: 'ben@example.com' });
    ids.yesterdayEvening = await manualLesson(ann, YESTERDAY, '17:00', {
      notes: 'Outside Selly Oak station',
    });
    ids.thisMorning = await manualLesson(ann, TODAY, '09:00');
    ids.done = await manualLesson(ann, TODAY, '11:00');
    ids.underWay = await manualLesson(ben, TODAY, '13:30', { duration: 90 });
    ids.later = await manualLesson(ann, TODAY, '18:00', { duration: 120, notes: '12 Bristol Road, B29' });
    ids.cancelled = await cancelledLesson(ben, TODAY, '16:00');
    ids.benAfternoon = await manualLesson(ben, TODAY, '16:30');
    ids.tomorrowSecond = await manualLesson(ben, TOMORROW, '10:00');
    ids.tomorrowFirst = await manualLesson(ann, TOMORROW, '07:30');
    ids.dayAfter = await manualLesson(ann, '2027-06-18', '06:00');
    // Ended long ago without an outcome: beyond the 60 days the screen lists.
    ids.longAgo = await insertLessonRow(db, {
      studentId: ann,
      instructorId,
      date: '2027-04-01',
      time: '10:00',
    });
    // Another instructor's lesson today is not this instructor's day.
    const other = await insertOtherInstructor(db);
    ids.otherInstructor = await insertLessonRow(db, {
      studentId: await insertLearner(db, { fullName: 'Their Learner' }),
      instructorId: other,
      date: TODAY,
      time: '12:00',
    });
    const done = await call('POST', `/api/lessons/${ids.done}/complete`, { actualMinutes: 75 });
    expect(done.statusCode, done.body).toBe(200);
  });

  it("lists the lessons that need an outcome first, then today's in time order, then tomorrow's first", async () => {
    const overview = await getToday();
    expect(overview.date).toBe(TODAY);
    expect(overview.needsOutcome.map((lesson) => lesson.id)).toEqual([ids.yesterdayEvening, ids.thisMorning]);
    expect(overview.today.map((lesson) => lesson.id)).toEqual([
      ids.done,
      ids.underWay,
      ids.benAfternoon,
      ids.later,
    ]);
    expect(overview.tomorrowFirst?.id).toBe(ids.tomorrowFirst);

    expect(overview.needsOutcome[0]).toMatchObject({
      date: YESTERDAY,
      startTime: '17:00',
      endTime: '18:00',
      startsAt: zonedWallTimeToInstant(YESTERDAY, '17:00', SCHOOL_TIME_ZONE).toISOString(),
      bookedDuration: 60,
      actualDuration: null,
      status: 'scheduled',
      notes: 'Outside Selly Oak station',
      learner: { id: ann, fullName: 'Ann Early', phone: '07700 900111', email: 'ann@example.com' },
    });
    const [done, underWay, , later] = overview.today;
    expect(done).toMatchObject({ status: 'completed', bookedDuration: 60, actualDuration: 75 });
    expect(underWay).toMatchObject({
      startTime: '13:30',
      endTime: '15:00',
      status: 'scheduled',
      learner: { id: ben, phone: null },
    });
    expect(later).toMatchObject({ startTime: '18:00', endTime: '20:00', notes: '12 Bristol Road, B29' });
  });

  it("shows each learner's hours left and amount owed from the ledger", async () => {
    const overview = await getToday();
    const [annBalance, benBalance] = await Promise.all([balanceOf(ann), balanceOf(ben)]);
    const lessons = [...overview.needsOutcome, ...overview.today, overview.tomorrowFirst];
    for (const lesson of lessons) {
      expect(lesson?.balance).toEqual(lesson?.learner.id === ann ? annBalance : benBalance);
    }
    // Unpaid Starter Packages (5 hours, £180 each): Ann needed two for her 7 hours of lessons.
    expect(annBalance).toMatchObject({ boughtMinutes: 600, owedPence: 36000 });
    expect(benBalance).toMatchObject({ boughtMinutes: 300, owedPence: 18000 });
    expect(benBalance.leftMinutes).toBe(300 - 90 - 60 - 60);
  });

  it('drops a lesson from "needs an outcome" once Done or No-show is recorded; today lists it with its outcome', async () => {
    expect(
      (await call('POST', `/api/lessons/${ids.yesterdayEvening}/complete`, { actualMinutes: 90 })).statusCode,
    ).toBe(200);
    let overview = await getToday();
    expect(overview.needsOutcome.map((lesson) => lesson.id)).toEqual([ids.thisMorning]);
    expect(overview.today.map((lesson) => lesson.id)).not.toContain(ids.yesterdayEvening);

    expect(
      (await call('POST', `/api/lessons/${ids.thisMorning}/no-show`, { charged: false })).statusCode,
    ).toBe(200);
    overview = await getToday();
    expect(overview.needsOutcome).toEqual([]);
    expect(overview.today[0]).toMatchObject({ id: ids.thisMorning, status: 'no_show' });
    expect(overview.today.map((lesson) => lesson.id)).toEqual([
      ids.thisMorning,
      ids.done,
      ids.underWay,
      ids.benAfternoon,
      ids.later,
    ]);
  });

  it('counts the booking requests and lesson-change requests waiting for an answer', async () => {
    const db = testApp.database.db;
    expect((await getToday()).pending).toMatchObject({ bookings: 0, lessonChanges: 0 });
    await insertBookingRow(db, { studentId: ann, instructorId, status: 'pending' });
    await insertBookingRow(db, { studentId: ben, instructorId, status: 'pending' });
    await insertBookingRow(db, { studentId: ben, instructorId, status: 'approved' });
    const bookingId = await insertBookingRow(db, { studentId: ann, instructorId, status: 'approved' });
    const change = {
      bookingId,
      studentId: ann,
      kind: 'cancel',
      window: 'instructor_decides',
      requestedBy: 'student',
      reason: 'Unwell',
      fromStartsAt: zonedWallTimeToInstant(TODAY, '18:00', SCHOOL_TIME_ZONE),
      fromTimeSlotIds: [],
    } satisfies Partial<typeof lessonChanges.$inferInsert>;
    await db.insert(lessonChanges).values([
      { ...change, lessonId: ids.later, status: 'pending' },
      { ...change, lessonId: ids.tomorrowFirst, status: 'declined', decidedAt: NOW },
    ]);

    const overview = await getToday();
    expect(overview.pending).toMatchObject({ bookings: 2, lessonChanges: 1 });
    // The same lists the Pending Bookings tab shows.
    const pendingBookings = await call('GET', '/api/bookings/pending');
    expect(pendingBookings.json()).toHaveLength(2);
    const pendingChanges = await call('GET', '/api/lesson-changes?status=pending');
    expect(pendingChanges.json()).toHaveLength(1);
  });

  it('counts partner requests, applications, leads, the waiting list and unread messages as their tabs list them, one query each', async () => {
    const db = testApp.database.db;
    const before = (await getToday()).pending;
    const otherInstructor = await insertOtherInstructor(db);
    const cara = await insertLearner(db, {
      fullName: 'Cara Waiting',
      phone: null,
      email: 'cara.waiting@example.com',
    });
    const partnerRequest = {
      fullName: 'Amira Khan',
      email: 'amira@example.com',
      phone: '07700 900123',
      lessonType: 'manual',
      preferredDates: [TOMORROW],
      estimatedResponseDate: TOMORROW,
    } satisfies typeof networkPartnerRequests.$inferInsert;
    await db
      .insert(networkPartnerRequests)
      .values([partnerRequest, partnerRequest, { ...partnerRequest, status: 'contacted' }]);
    const application = {
      fullName: 'Daniel Okafor',
      email: 'daniel@example.com',
      phone: '07700 900456',
      address: '12 Station Road, Harborne, Birmingham',
      postcode: 'B17 9LT',
      adiNumber: 'ADI123456',
      experienceYears: '3-5',
      hourlyRate: '35-40',
      areasWorked: ['Harborne'],
      workDays: ['Monday'],
      workHours: 'evenings',
      flexibility: 'flexible',
      vehicleType: 'manual',
      hasInsurance: true,
      hasBusinessLicense: true,
    } satisfies typeof instructorApplications.$inferInsert;
    await db
      .insert(instructorApplications)
      .values([application, { ...application, status: 'approved', reviewedAt: NOW }]);
    await db.insert(leads).values([
      { email: 'one@example.com', source: 'lead_popup' },
      { email: 'two@example.com', source: 'lead_magnet' },
      { email: 'three@example.com', source: 'lead_popup' },
      { email: 'done@example.com', source: 'lead_popup', contactedAt: NOW },
    ]);
    const wishes = { windows: [{ weekday: 1, period: 'morning' }], fromDate: TODAY, lessonMinutes: 60 };
    await db.insert(waitingListEntries).values([
      { ...wishes, studentId: ann, instructorId },
      { ...wishes, studentId: ben, instructorId, status: 'left', endedAt: NOW },
      // Another instructor's list is not this one's.
      { ...wishes, studentId: cara, instructorId: otherInstructor },
    ]);
    await db.insert(messages).values([
      { studentId: ann, instructorId, senderRole: 'student', content: 'Running late?' },
      { studentId: ben, instructorId, senderRole: 'student', content: 'See you then' },
      { studentId: ben, instructorId, senderRole: 'student', content: 'Read already', isRead: true },
      { studentId: ann, instructorId, senderRole: 'instructor', content: 'On my way' },
      { studentId: cara, instructorId: otherInstructor, senderRole: 'student', content: 'Not yours' },
    ]);

    const counted = vi.spyOn(db, '$count');
    const selects = vi.spyOn(db, 'select');
    const { pending } = await getToday();
    // All seven counted by the database in one query, whatever the number of rows: the lessons,
    // the counts and the balances are the request's only reads besides the session and the read
    // version (eight select builders: the balances' one query is built from four).
    expect(counted).not.toHaveBeenCalled();
    expect(selects.mock.calls.length).toBeLessThanOrEqual(8);
    counted.mockRestore();
    selects.mockRestore();
    expect(pending).toEqual({
      ...before,
      networkRequests: before.networkRequests + 2,
      applications: before.applications + 1,
      leads: before.leads + 3,
      waitingList: before.waitingList + 1,
      unreadMessages: before.unreadMessages + 2,
    });

    // The same figures the tabs themselves show.
    const requests = await call('GET', '/api/network-partner-requests');
    expect(requests.json()).toMatchObject({ counts: { pending: pending.networkRequests } });
    const applications = await call('GET', '/api/instructor-applications');
    // Those waiting for the owner's next vetting step.
    const { counts } = applications.json();
    expect(counts.received + counts.documents_checked + counts.dvsa_checked).toBe(pending.applications);
    const leadList = await call('GET', '/api/leads');
    expect(leadList.json()).toMatchObject({ counts: { new: pending.leads } });
    const waitingList = await call('GET', '/api/waiting-list');
    expect(waitingList.json()).toMatchObject({ entries: expect.any(Array) });
    expect(waitingList.json().entries).toHaveLength(pending.waitingList);
    const unread = await call('GET', '/api/messages/unread-count');
    expect(unread.json()).toMatchObject({ count: pending.unreadMessages });
  });

  it('counts for another instructor their own requests only, and none of the school’s intake (docs/decisions/0051)', async () => {
    const db = testApp.database.db;
    const owners = (await getToday()).pending;
    // The owner's Today has requests, applications and leads waiting (the tests above).
    expect(owners.bookings).toBeGreaterThan(0);
    expect(owners.lessonChanges).toBeGreaterThan(0);
    expect(owners.networkRequests + owners.applications + owners.leads).toBeGreaterThan(0);
    const second = await createInstructorWithSession(db, { email: 'today.second@example.com', now: NOW });
    const theirs = await insertLearner(db, {
      fullName: 'Seconds Learner',
      email: 'seconds.learner@example.com',
    });
    await insertBookingRow(db, { studentId: theirs, instructorId: second.id, status: 'pending' });
    const { pending } = await getToday(testApp, second.headers);
    expect(pending).toMatchObject({
      bookings: 1,
      lessonChanges: 0,
      networkRequests: 0,
      applications: 0,
      leads: 0,
    });
    // The owner's count holds theirs too: every pending request of the school.
    expect((await getToday()).pending.bookings).toBe(owners.bookings + 1);
  });

  it('moves to the next day at midnight in London, not in UTC', async () => {
    // 00:30 BST on Thursday is still Wednesday 23:30 UTC.
    testApp.setNow(new Date('2027-06-16T23:30:00Z'));
    try {
      const overview = await getToday();
      expect(overview.date).toBe(TOMORROW);
      expect(overview.today.map((lesson) => lesson.id)).toEqual([ids.tomorrowFirst, ids.tomorrowSecond]);
      expect(overview.tomorrowFirst?.id).toBe(ids.dayAfter);
      // Today's evening lesson ended without an outcome: it is listed first now.
      expect(overview.needsOutcome.map((lesson) => lesson.id)).toEqual([
        ids.underWay,
        ids.benAfternoon,
        ids.later,
      ]);
    } finally {
      testApp.setNow(NOW);
    }
  });
});

describe('POST /api/lessons/{id}/running-late', () => {
  let learner: number;
  let laterToday: number;
  let ended: number;

  beforeAll(async () => {
    learner = await insertLearner(testApp.database.db, {
      fullName: 'Cara Waiting',
      phone: '07700 900222',
      email: 'cara@example.com',
    });
    laterToday = await manualLesson(learner, TODAY, '20:00', { duration: 90 });
    ended = await manualLesson(learner, YESTERDAY, '07:00');
  });

  async function noticesOf(recipients: string[]) {
    return testApp.database.db
      .select()
      .from(outbox)
      .where(and(eq(outbox.kind, 'lesson_running_late'), inArray(outbox.recipient, recipients)));
  }

  it("tells the learner by their reminder channel (SMS by the school's default) and says truthfully that nothing could be sent here", async () => {
    const response = await call('POST', `/api/lessons/${laterToday}/running-late`, { minutes: 15 });
    expect(response.statusCode, response.body).toBe(200);
    const answer = runningLateResponseSchema.parse(response.json());
    // Neither Twilio nor SMTP is configured in this app: the SMS is kept, and so is the fallback e-mail.
    expect(answer).toEqual({
      lessonId: laterToday,
      minutes: 15,
      deliveryMethod: 'email',
      status: 'not_configured',
      recipient: 'cara@example.com',
      problem:
        'SMS is not set up on this site, and e-mail is not set up on this site either: nothing reached the learner (the message is kept in the Outbox).',
    });
    const notices = await noticesOf(['+447700900222', 'cara@example.com']);
    const sms = notices.filter((notice) => notice.channel === 'sms');
    expect(sms).toHaveLength(1);
    expect(sms[0]).toMatchObject({ recipient: '+447700900222', status: 'not_configured' });
    expect(sms[0]?.bodyText).toBe(
      'Hi Cara, your instructor is running about 15 minutes late for your lesson today at 8:00 PM. Sorry for the wait! Birmingham Automatic Driving School, 0121 496 0123',
    );
    const emails = notices.filter((notice) => notice.channel === 'email');
    expect(emails).toHaveLength(1);
    expect(emails[0]?.subject).toBe('Running about 15 minutes late for your lesson today at 8:00 PM');
  });

  it('writes one e-mail, and nothing else, to a learner whose reminders come by e-mail', async () => {
    const emailLearner = await insertLearner(testApp.database.db, {
      fullName: 'Dev Inbox',
      phone: '07700 900333',
      email: 'dev@example.com',
    });
    await testApp.database.db
      .insert(reminderPreferences)
      .values({ studentId: emailLearner, reminderType: 'email' });
    const lessonId = await manualLesson(emailLearner, TODAY, '21:40', { duration: 60 });
    const response = await call('POST', `/api/lessons/${lessonId}/running-late`, { minutes: 45 });
    expect(response.statusCode, response.body).toBe(200);
    expect(runningLateResponseSchema.parse(response.json())).toMatchObject({
      deliveryMethod: 'email',
      status: 'not_configured',
      recipient: 'dev@example.com',
      problem:
        'E-mail is not set up on this site: nothing reached the learner (the message is kept in the Outbox).',
    });
    const notices = await noticesOf(['+447700900333', 'dev@example.com']);
    expect(notices.map((notice) => [notice.channel, notice.recipient])).toEqual([
      ['email', 'dev@example.com'],
    ]);
    expect(notices[0]?.bodyText).toContain('running about 45 minutes late for your lesson today at 9:40 PM');
  });

  it('sends it by SMS when Twilio is configured, and says so', async () => {
    const twilio = await startFakeTwilioServer();
    const smsApp = await createTestApp({ now: NOW, env: twilio.env });
    try {
      const smsHeaders = await signInAsInstructor(smsApp);
      const studentId = await insertLearner(smsApp.database.db, {
        fullName: 'Eve Texted',
        phone: '07700 900444',
        email: 'eve@example.com',
      });
      const lessonId = await manualLesson(studentId, TODAY, '13:00', { duration: 120 }, smsApp, smsHeaders);
      // Under way (13:00 to 15:00 at 14:00): still worth telling.
      const response = await call(
        'POST',
        `/api/lessons/${lessonId}/running-late`,
        { minutes: 10 },
        smsApp,
        smsHeaders,
      );
      expect(response.statusCode, response.body).toBe(200);
      expect(runningLateResponseSchema.parse(response.json())).toEqual({
        lessonId,
        minutes: 10,
        deliveryMethod: 'sms',
        status: 'sent',
        recipient: '+447700900444',
        problem: null,
      });
      expect(twilio.sent.map((message) => [message.to, message.body])).toEqual([
        [
          '+447700900444',
          'Hi Eve, your instructor is running about 10 minutes late for your lesson today at 1:00 PM. Sorry for the wait! Birmingham Automatic Driving School, 0121 496 0123',
        ],
      ]);
      const notices = await smsApp.database.db
        .select()
        .from(outbox)
        .where(eq(outbox.kind, 'lesson_running_late'));
      expect(notices.map((notice) => [notice.channel, notice.status])).toEqual([['sms', 'sent']]);
    } finally {
      await Promise.all([smsApp.close(), twilio.close()]);
    }
  });

  it.each([7, 0, 60, 'ten', null])(
    'refuses %s minutes with 400 and the field message, writing nothing',
    async (minutes) => {
      const before = await noticesOf(['+447700900222', 'cara@example.com']);
      const response = await call('POST', `/api/lessons/${laterToday}/running-late`, { minutes });
      expect(response.statusCode).toBe(400);
      expect(apiErrorSchema.parse(response.json()).fields).toEqual({ minutes: RUNNING_LATE_MINUTES_MESSAGE });
      expect(await noticesOf(['+447700900222', 'cara@example.com'])).toHaveLength(before.length);
    },
  );

  it('answers 404 for an unknown lesson and for another instructor’s', async () => {
    const unknown = await call('POST', '/api/lessons/987654/running-late', { minutes: 10 });
    expect(unknown.statusCode).toBe(404);
    expect(apiErrorSchema.parse(unknown.json()).message).toBe('That lesson no longer exists.');
    const other = await insertOtherInstructor(testApp.database.db);
    const theirs = await insertLessonRow(testApp.database.db, {
      studentId: learner,
      instructorId: other,
      date: TODAY,
      time: '19:00',
    });
    expect((await call('POST', `/api/lessons/${theirs}/running-late`, { minutes: 10 })).statusCode).toBe(404);
  });

  it('answers 409 for a lesson that has ended or is no longer scheduled, telling no one', async () => {
    const before = await noticesOf(['+447700900222', 'cara@example.com']);
    const endedAnswer = await call('POST', `/api/lessons/${ended}/running-late`, { minutes: 10 });
    expect(endedAnswer.statusCode).toBe(409);
    expect(apiErrorSchema.parse(endedAnswer.json())).toMatchObject({
      code: 'LESSON_ENDED',
      message: 'This lesson has already ended: record it as done or as a no-show instead.',
    });
    const cancelled = await cancelledLesson(learner, TOMORROW, '19:00');
    const cancelledAnswer = await call('POST', `/api/lessons/${cancelled}/running-late`, { minutes: 10 });
    expect(cancelledAnswer.statusCode).toBe(409);
    expect(apiErrorSchema.parse(cancelledAnswer.json()).code).toBe('LESSON_NOT_SCHEDULED');
    expect(await noticesOf(['+447700900222', 'cara@example.com'])).toHaveLength(before.length);
  });
});
