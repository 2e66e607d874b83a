import { and, count, desc, eq, isNull } from 'drizzle-orm';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  holdSlotForBooking,
  insertAccessTokenRow,
  insertBookingRow,
  insertLearner,
  insertLessonRow,
  insertNoteRow,
} from '../../../../../tests/support/dashboard-test-data';
import { createTimeSlot, getSeededInstructorId } from '../../../../../tests/support/factories';
import { startSmtpTestServer } from '../../../../../tests/support/smtp-test-server';
import {
  createTestApp,
  type RunningTestApp,
  setUpTestApp,
  signInAsInstructor,
} from '../../../../../tests/support/test-app';
import { apiErrorSchema } from '../../../../core/api/api-error-schemas';
import { timeSlotsResponseSchema } from '../../../../core/bookings/booking/time-slot-schemas';
import {
  accessLinkSchema,
  emailActionResponseSchema,
  sendAccessEmailResponseSchema,
  studentBookingsResponseSchema,
  studentDeletionSchema,
  studentLessonsResponseSchema,
  studentProgressResponseSchema,
  studentSchema,
  studentsListResponseSchema,
} from '../../../../core/learners/students-schemas';
import type { DatabaseExecutor } from '../../../db/database-client';
import {
  bookings,
  lessons,
  messages,
  outbox,
  progressNotes,
  reminderPreferences,
  studentAccessTokens,
  users,
} from '../../../db/schema';
import { createSmtpMailTransport } from '../../../integrations/smtp-mail-transport';

// Monday 22 March 2027, 10:00 GMT.
const NOW = new Date('2027-03-22T10:00:00Z');
const DAY_MS = 86_400_000;

let instructorId: number;

const testApp = setUpTestApp({ now: NOW, env: { PUBLIC_URL: 'https://school.example.com/' } });
beforeAll(async () => {
  instructorId = await getSeededInstructorId(testApp.database.db);
});
beforeEach(() => {
  testApp.setNow(NOW);
});

function inject(
  method: 'GET' | 'POST' | 'DELETE',
  url: string,
  payload?: object,
  app: RunningTestApp = testApp,
  auth = testApp.headers,
) {
  return app.app.inject({ method, url, headers: auth, ...(payload ? { payload } : {}) });
}

async function listStudents(app: RunningTestApp = testApp, auth = testApp.headers) {
  const response = await inject('GET', '/api/students', undefined, app, auth);
  expect(response.statusCode).toBe(200);
  return studentsListResponseSchema.parse(response.json());
}

describe('permission', () => {
  it.each([
    ['GET', '/api/students'],
    ['POST', '/api/students/manual'],
    ['POST', '/api/students/1/generate-token'],
    ['POST', '/api/students/1/send-access-email'],
    ['POST', '/api/students/1/send-payment-reminder'],
    ['GET', '/api/students/1/deletion-preview'],
    ['DELETE', '/api/students/1'],
    ['GET', '/api/students/1/lessons'],
    ['GET', '/api/students/1/progress'],
    ['GET', '/api/students/1/bookings'],
  ] as const)('%s %s refuses an anonymous request with 401', async (method, url) => {
    const response = await testApp.app.inject({ method, url, ...(method === 'POST' ? { payload: {} } : {}) });
    expect(response.statusCode).toBe(401);
  });
});

describe('POST /api/students/manual', () => {
  it('adds a learner with source manual and a lower-cased e-mail', async () => {
    const response = await inject('POST', '/api/students/manual', {
      fullName: '  Maya Manual ',
      email: 'Maya.Manual@Example.com',
      phone: '07700 900888',
      drivingExperience: 'refresher',
    });
    expect(response.statusCode).toBe(201);
    expect(studentSchema.parse(response.json())).toMatchObject({
      fullName: 'Maya Manual',
      email: 'maya.manual@example.com',
      phone: '07700 900888',
      drivingExperience: 'refresher',
      source: 'manual',
    });
  });

  it('answers each invalid field with the spec’s message', async () => {
    const response = await inject('POST', '/api/students/manual', {
      fullName: 'M',
      email: 'not-an-email',
      phone: '0121',
      drivingExperience: 'expert',
    });
    expect(response.statusCode).toBe(400);
    expect(apiErrorSchema.parse(response.json()).fields).toEqual({
      fullName: 'Full name must be at least 2 characters',
      email: 'Please enter a valid email address',
      phone: 'Please enter a valid phone number',
      drivingExperience: 'Please select driving experience',
    });
    const missing = await inject('POST', '/api/students/manual', {});
    expect(Object.keys(apiErrorSchema.parse(missing.json()).fields ?? {}).sort()).toEqual([
      'drivingExperience',
      'email',
      'fullName',
      'phone',
    ]);
  });

  it('refuses an e-mail that already belongs to a learner, in any case, with 409 on the field', async () => {
    await insertLearner(testApp.database.db, { email: 'taken@example.com' });
    const [before] = await testApp.database.db.select({ value: count() }).from(users);
    const response = await inject('POST', '/api/students/manual', {
      fullName: 'Second Person',
      email: 'TAKEN@example.com',
      phone: '07700 900999',
      drivingExperience: 'beginner',
    });
    expect(response.statusCode).toBe(409);
    expect(apiErrorSchema.parse(response.json())).toEqual({
      code: 'DUPLICATE_STUDENT',
      message: 'A student with this email already exists',
      fields: { email: 'A student with this email already exists' },
    });
    const [after] = await testApp.database.db.select({ value: count() }).from(users);
    expect(after?.value).toBe(before?.value);
  });
});

describe('GET /api/students', () => {
  it('gives each card its counts, live link, 3 newest notes with 3 skills, and 3 next lessons in London time', async () => {
    const app = await createTestApp({ now: NOW, env: { PUBLIC_URL: 'https://school.example.com' } });
    try {
      const db = app.database.db;
      const ownId = await getSeededInstructorId(db);
      const studentId = await insertLearner(db, { fullName: 'Cara Card', email: 'cara@example.com' });
      const quiet = await insertLearner(db, { fullName: 'Quinn Quiet' });
      const paid = await insertBookingRow(db, {
        studentId,
        instructorId: ownId,
        packageType: 'standard',
        totalAmountPence: 36000,
        status: 'approved',
        paymentStatus: 'paid',
        requestedAt: new Date('2027-03-01T10:00:00Z'),
      });
      const unpaid = await insertBookingRow(db, {
        studentId,
        instructorId: ownId,
        requestedAt: new Date('2027-03-10T10:00:00Z'),
      });
      await insertLessonRow(db, {
        studentId,
        instructorId: ownId,
        date: '2027-03-15',
        time: '09:00',
        status: 'completed',
      });
      await insertLessonRow(db, {
        studentId,
        instructorId: ownId,
        date: '2027-03-17',
        time: '09:00',
        status: 'completed',
      });
      const next = [
        await insertLessonRow(db, { studentId, instructorId: ownId, date: '2027-03-29', time: '09:00' }),
        await insertLessonRow(db, { studentId, instructorId: ownId, date: '2027-03-24', time: '09:00' }),
        await insertLessonRow(db, {
          studentId,
          instructorId: ownId,
          date: '2027-04-02',
          time: '13:30',
          duration: 90,
        }),
        await insertLessonRow(db, { studentId, instructorId: ownId, date: '2027-04-09', time: '09:00' }),
      ];
      await insertLessonRow(db, {
        studentId,
        instructorId: ownId,
        date: '2027-03-23',
        time: '09:00',
        status: 'cancelled',
      });
      const notes = [];
      for (const day of [1, 2, 3, 4]) {
        notes.push(
          await insertNoteRow(db, {
            studentId,
            instructorId: ownId,
            createdAt: new Date(`2027-03-0${day}T12:00:00Z`),
            skillsPracticed: ['Roundabouts', 'Parking', 'Junctions', 'Hill Starts', 'Reversing'],
            instructorNotes: `Note ${day}`,
          }),
        );
      }
      const live = 'l'.repeat(43);
      await insertAccessTokenRow(db, {
        studentId,
        token: 'o'.repeat(43),
        createdAt: new Date('2027-03-01T10:00:00Z'),
        expiresAt: new Date('2027-03-20T10:00:00Z'),
      });
      await insertAccessTokenRow(db, {
        studentId,
        token: 'v'.repeat(43),
        createdAt: new Date('2027-03-15T10:00:00Z'),
        expiresAt: new Date('2027-04-14T10:00:00Z'),
        revokedAt: new Date('2027-03-16T10:00:00Z'),
      });
      await insertAccessTokenRow(db, {
        studentId,
        token: live,
        createdAt: new Date('2027-03-16T10:00:00Z'),
        expiresAt: new Date('2027-04-15T10:00:00Z'),
      });

      const list = await listStudents(app, await signInAsInstructor(app));
      const card = list.find((student) => student.id === studentId);
      expect(card).toMatchObject({
        fullName: 'Cara Card',
        email: 'cara@example.com',
        totalBookings: 2,
        completedLessons: 2,
        accessToken: {
          token: live,
          expiresAt: '2027-04-15T10:00:00.000Z',
          url: `https://school.example.com/secure-progress?token=${live}`,
        },
        bookings: [
          {
            id: unpaid,
            packageType: 'single_2hour',
            packageName: '2 Hour Lesson',
            status: 'pending',
            paymentStatus: 'unpaid',
            totalAmount: 7200,
          },
          {
            id: paid,
            packageType: 'standard',
            packageName: 'Standard Package (10 Hours)',
            status: 'approved',
            paymentStatus: 'paid',
            totalAmount: 36000,
          },
        ],
      });
      expect(card?.recentNotes.map((note) => note.id)).toEqual([notes[3], notes[2], notes[1]]);
      expect(card?.recentNotes[0]).toMatchObject({
        instructorNotes: 'Note 4',
        overallAssessment: 'good',
        skillsPracticed: ['Roundabouts', 'Parking', 'Junctions'],
      });
      expect(card?.upcomingLessons).toEqual([
        {
          id: next[1],
          date: '2027-03-24',
          startTime: '09:00',
          bookedDuration: 120,
          actualDuration: null,
          status: 'scheduled',
          notes: null,
        },
        {
          id: next[0],
          date: '2027-03-29',
          startTime: '09:00',
          bookedDuration: 120,
          actualDuration: null,
          status: 'scheduled',
          notes: null,
        },
        {
          id: next[2],
          date: '2027-04-02',
          startTime: '13:30',
          bookedDuration: 90,
          actualDuration: null,
          status: 'scheduled',
          notes: null,
        },
      ]);
      expect(list.find((student) => student.id === quiet)).toMatchObject({
        totalBookings: 0,
        completedLessons: 0,
        accessToken: null,
        bookings: [],
        recentNotes: [],
        upcomingLessons: [],
      });
    } finally {
      await app.close();
    }
  });

  it('stays fast with 500 learners: one answer, a fixed number of queries', async () => {
    const app = await createTestApp({ now: NOW });
    try {
      const db = app.database.db;
      const ownId = await getSeededInstructorId(db);
      await seedManyLearners(db, ownId, 500);
      const auth = await signInAsInstructor(app);
      await listStudents(app, auth); // warm up the query plans
      const selects = vi.spyOn(db, 'select');
      const distinctSelects = vi.spyOn(db, 'selectDistinctOn');
      const started = performance.now();
      const list = await listStudents(app, auth);
      const elapsed = performance.now() - started;
      // The session check, then seven queries (notes and next lessons read learner by learner
      // in one query each; one for the balances), however many learners.
      expect(selects.mock.calls.length + distinctSelects.mock.calls.length).toBeLessThanOrEqual(13);
      selects.mockRestore();
      distinctSelects.mockRestore();
      expect(list).toHaveLength(500);
      expect(
        list.every((student) => student.recentNotes.length === 3 && student.upcomingLessons.length === 2),
      ).toBe(true);
      expect(elapsed).toBeLessThan(1500);
    } finally {
      await app.close();
    }
  });
});

/** 500 learners, each with 2 bookings, 2 coming lessons, 4 notes and a live link: bulk inserts. */
async function seedManyLearners(db: DatabaseExecutor, ownId: number, howMany: number) {
  const learners = await db
    .insert(users)
    .values(
      Array.from({ length: howMany }, (_, index): typeof users.$inferInsert => ({
        username: `bulk-${index}`,
        email: `bulk-${index}@example.com`,
        fullName: `Bulk Learner ${index}`,
        phone: '07700 900000',
        drivingExperience: 'beginner',
      })),
    )
    .returning({ id: users.id });
  const ids = learners.map((row) => row.id);
  await db.insert(bookings).values(
    ids.flatMap((studentId) => [
      {
        studentId,
        instructorId: ownId,
        packageType: 'standard',
        packageMinutes: 600,
        totalAmountPence: 36000,
      },
      {
        studentId,
        instructorId: ownId,
        packageType: 'single_1hour',
        packageMinutes: 60,
        totalAmountPence: 4000,
      },
    ]),
  );
  // Back-to-back hour lessons from April onwards: no two overlap.
  const firstStart = new Date('2027-04-01T00:00:00Z').getTime();
  await db.insert(lessons).values(
    ids.flatMap((studentId, index) =>
      [0, 1].map((offset) => {
        const startsAt = new Date(firstStart + (index * 2 + offset) * 3_600_000);
        return {
          studentId,
          instructorId: ownId,
          startsAt,
          endsAt: new Date(startsAt.getTime() + 3_600_000),
          bookedDurationMinutes: 60,
        };
      }),
    ),
  );
  await db.insert(progressNotes).values(
    ids.flatMap((studentId) =>
      [1, 2, 3, 4].map((day) => ({
        studentId,
        instructorId: ownId,
        createdAt: new Date(`2027-03-0${day}T12:00:00Z`),
        skillsPracticed: ['Roundabouts', 'Parking', 'Junctions', 'Mirror Checks'],
        instructorNotes: 'Steady progress on every skill of the week.',
      })),
    ),
  );
  await db.insert(studentAccessTokens).values(
    ids.map((studentId, index) => ({
      studentId,
      token: `bulk-token-${String(index).padStart(4, '0')}-${'t'.repeat(30)}`,
      createdAt: NOW,
      expiresAt: new Date(NOW.getTime() + 30 * DAY_MS),
    })),
  );
}

describe('POST /api/students/{id}/generate-token', () => {
  it('issues a new 256-bit link for 30 days and revokes every earlier one', async () => {
    const db = testApp.database.db;
    const studentId = await insertLearner(db);
    const first = accessLinkSchema.parse(
      (await inject('POST', `/api/students/${studentId}/generate-token`)).json(),
    );
    const response = await inject('POST', `/api/students/${studentId}/generate-token`);
    expect(response.statusCode).toBe(200);
    const second = accessLinkSchema.parse(response.json());
    expect(second.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(second.token).not.toBe(first.token);
    expect(second.expiresAt).toBe(new Date(NOW.getTime() + 30 * DAY_MS).toISOString());
    // PUBLIC_URL's trailing slash does not double up.
    expect(second.url).toBe(`https://school.example.com/secure-progress?token=${second.token}`);
    const live = await db
      .select()
      .from(studentAccessTokens)
      .where(and(eq(studentAccessTokens.studentId, studentId), isNull(studentAccessTokens.revokedAt)));
    expect(live.map((row) => row.token)).toEqual([second.token]);
  });

  it('answers 404 for an unknown learner and 400 for an id that is not a number', async () => {
    const unknown = await inject('POST', '/api/students/987654/generate-token');
    expect(unknown.statusCode).toBe(404);
    expect(apiErrorSchema.parse(unknown.json()).message).toBe('That student no longer exists.');
    expect((await inject('POST', '/api/students/abc/generate-token')).statusCode).toBe(400);
  });
});

describe('POST /api/students/{id}/send-access-email', () => {
  it('without SMTP says plainly the link was NOT sent, keeps it in the outbox and creates a link if none works', async () => {
    const db = testApp.database.db;
    const studentId = await insertLearner(db, { fullName: 'Ella Email', email: 'ella@example.com' });
    const response = await inject('POST', `/api/students/${studentId}/send-access-email`);
    expect(response.statusCode).toBe(200);
    const body = sendAccessEmailResponseSchema.parse(response.json());
    expect(body.status).toBe('not_configured');
    expect(body.message).toContain('NOT sent');
    expect(body.accessLink.url).toBe(
      `https://school.example.com/secure-progress?token=${body.accessLink.token}`,
    );
    const [stored] = await db
      .select()
      .from(outbox)
      .where(eq(outbox.recipient, 'ella@example.com'))
      .orderBy(desc(outbox.id));
    expect(stored).toMatchObject({ kind: 'access_link', status: 'not_configured' });
    expect(stored?.bodyText).toContain(body.accessLink.url);
    expect(stored?.bodyText).toContain('Hi Ella,');

    // A second e-mail reuses the live link instead of replacing it.
    const again = sendAccessEmailResponseSchema.parse(
      (await inject('POST', `/api/students/${studentId}/send-access-email`)).json(),
    );
    expect(again.accessLink.token).toBe(body.accessLink.token);
  });

  it('says sent only when the mail server accepted it, and failed when it refused', async () => {
    const smtp = await startSmtpTestServer();
    const refusing = await startSmtpTestServer({ rejectRecipients: true });
    const sending = await createTestApp({ now: NOW, mailTransport: createSmtpMailTransport(smtp.url) });
    const failing = await createTestApp({ now: NOW, mailTransport: createSmtpMailTransport(refusing.url) });
    try {
      const sentStudent = await insertLearner(sending.database.db, { email: 'sent@example.com' });
      const sent = await inject(
        'POST',
        `/api/students/${sentStudent}/send-access-email`,
        undefined,
        sending,
        await signInAsInstructor(sending),
      );
      expect(sendAccessEmailResponseSchema.parse(sent.json())).toMatchObject({
        status: 'sent',
        message: 'Access link e-mailed to sent@example.com.',
      });
      expect(smtp.received.map((mail) => mail.to)).toEqual([['sent@example.com']]);

      const failedStudent = await insertLearner(failing.database.db, { email: 'bounce@example.com' });
      const failed = await inject(
        'POST',
        `/api/students/${failedStudent}/send-access-email`,
        undefined,
        failing,
        await signInAsInstructor(failing),
      );
      const body = sendAccessEmailResponseSchema.parse(failed.json());
      expect(body.status).toBe('failed');
      expect(body.message).toContain('NOT sent');
    } finally {
      await sending.close();
      await failing.close();
      await smtp.close();
      await refusing.close();
    }
  });

  it('answers 404 for an unknown learner', async () => {
    expect((await inject('POST', '/api/students/987654/send-access-email')).statusCode).toBe(404);
  });
});

describe('POST /api/students/{id}/send-payment-reminder', () => {
  it('e-mails what is owed and why, line by line from the ledger, with the bank details', async () => {
    const db = testApp.database.db;
    const studentId = await insertLearner(db, { fullName: 'Paul Payer', email: 'paul@example.com' });
    // A request nobody has approved is not owed.
    await insertBookingRow(db, {
      studentId,
      instructorId,
      packageType: 'single_90min',
      totalAmountPence: 5400,
    });
    expect((await inject('POST', `/api/students/${studentId}/send-payment-reminder`)).statusCode).toBe(409);

    await inject('POST', `/api/students/${studentId}/purchases`, { packageType: 'starter' });
    await inject('POST', `/api/students/${studentId}/purchases`, {
      packageType: 'single_1hour',
      pricePence: 3500,
    });
    await inject('POST', `/api/students/${studentId}/payments`, {
      amountPence: 10000,
      method: 'bank_transfer',
      paidOn: '2027-03-01',
    });
    await inject('POST', `/api/students/${studentId}/payments`, {
      amountPence: -1500,
      method: 'bank_transfer',
      paidOn: '2027-03-02',
      reason: 'Lesson cut short',
    });

    const response = await inject('POST', `/api/students/${studentId}/send-payment-reminder`);
    expect(response.statusCode).toBe(200);
    const body = emailActionResponseSchema.parse(response.json());
    expect(body.status).toBe('not_configured');
    expect(body.message).toContain('NOT sent');
    expect(body.message).toContain('£130.00 owed');

    const [mail] = await db.select().from(outbox).where(eq(outbox.recipient, 'paul@example.com'));
    expect(mail?.kind).toBe('payment_reminder');
    const text = mail?.bodyText ?? '';
    expect(text).toContain('Starter Package (5 Hours), £180.00');
    expect(text).toContain('1 Hour Lesson, £35.00');
    expect(text).toContain('Monday 1 March 2027: Bank transfer, £100.00');
    expect(text).toContain('refund (Lesson cut short), -£15.00');
    expect(text).toContain('Still to pay: £130.00');
    expect(text).not.toContain('1.5 Hour Lesson');
    expect(text).toContain(`Account name: ${testApp.env.BANK_ACCOUNT_NAME}`);
    expect(text).toContain(`Sort code: ${testApp.env.BANK_SORT_CODE}`);
    expect(text).toContain(`Account number: ${testApp.env.BANK_ACCOUNT_NUMBER}`);
    expect(text).toContain(`Reference: LEARNER-${studentId}`);
  });

  it('answers 409 NOTHING_OWED when everything is paid, and 404 for an unknown learner', async () => {
    const db = testApp.database.db;
    const studentId = await insertLearner(db, { fullName: 'All Paid' });
    await inject('POST', `/api/students/${studentId}/purchases`, { packageType: 'single_1hour' });
    await inject('POST', `/api/students/${studentId}/payments`, {
      amountPence: 4000,
      method: 'cash',
      paidOn: '2027-03-01',
    });
    const response = await inject('POST', `/api/students/${studentId}/send-payment-reminder`);
    expect(response.statusCode).toBe(409);
    expect(apiErrorSchema.parse(response.json())).toEqual({
      code: 'NOTHING_OWED',
      message: 'All Paid owes nothing.',
    });
    expect((await inject('POST', '/api/students/987654/send-payment-reminder')).statusCode).toBe(404);
  });
});

describe('DELETE /api/students/{id}', () => {
  it('previews, then deletes the learner and everything of theirs, freeing the slots they held', async () => {
    const db = testApp.database.db;
    const studentId = await insertLearner(db, { fullName: 'Gone Soon' });
    const slotId = await createTimeSlot(db, { instructorId, date: '2027-04-12', time: '09:00' });
    const bookingId = await insertBookingRow(db, { studentId, instructorId });
    await holdSlotForBooking(db, { bookingId, timeSlotId: slotId });
    const lessonId = await insertLessonRow(db, {
      studentId,
      instructorId,
      date: '2027-03-10',
      time: '09:00',
      status: 'completed',
    });
    await insertNoteRow(db, { studentId, instructorId, lessonId, createdAt: NOW });
    await insertAccessTokenRow(db, {
      studentId,
      token: 'g'.repeat(43),
      createdAt: NOW,
      expiresAt: new Date(NOW.getTime() + DAY_MS),
    });
    await db.insert(messages).values({ studentId, instructorId, senderRole: 'student', content: 'Hello' });
    await db.insert(reminderPreferences).values({ studentId });
    const publicIds = async () =>
      timeSlotsResponseSchema
        .parse((await testApp.app.inject({ method: 'GET', url: '/api/time-slots' })).json())
        .map((slot) => slot.id);
    expect(await publicIds()).not.toContain(slotId);

    const expected = {
      id: studentId,
      fullName: 'Gone Soon',
      removed: {
        bookings: 1,
        lessons: 1,
        progressNotes: 1,
        accessTokens: 1,
        messages: 1,
        reminderPreferences: 1,
        reminderLog: 0,
      },
      keepsAnonymisedMoney: false,
    };
    const preview = await inject('GET', `/api/students/${studentId}/deletion-preview`);
    expect(studentDeletionSchema.parse(preview.json())).toEqual(expected);

    const response = await inject('DELETE', `/api/students/${studentId}`);
    expect(response.statusCode).toBe(200);
    expect(studentDeletionSchema.parse(response.json())).toEqual(expected);
    expect(await db.select().from(users).where(eq(users.id, studentId))).toEqual([]);
    expect(await db.select().from(bookings).where(eq(bookings.studentId, studentId))).toEqual([]);
    expect(await db.select().from(lessons).where(eq(lessons.studentId, studentId))).toEqual([]);
    expect(
      await db.select().from(studentAccessTokens).where(eq(studentAccessTokens.studentId, studentId)),
    ).toEqual([]);
    expect(await publicIds()).toContain(slotId);

    const again = await inject('DELETE', `/api/students/${studentId}`);
    expect(again.statusCode).toBe(404);
    expect((await inject('GET', `/api/students/${studentId}/deletion-preview`)).statusCode).toBe(404);
  });

  it('archives a learner: off the list, everything of theirs kept', async () => {
    const db = testApp.database.db;
    const studentId = await insertLearner(db, { fullName: 'Away Awhile' });
    await inject('POST', `/api/students/${studentId}/purchases`, { packageType: 'starter' });
    const archived = await inject('POST', `/api/students/${studentId}/archive`);
    expect(archived.statusCode).toBe(200);
    expect(studentSchema.parse(archived.json()).fullName).toBe('Away Awhile');
    const list = studentsListResponseSchema.parse((await inject('GET', '/api/students')).json());
    expect(list.some((student) => student.id === studentId)).toBe(false);
    expect((await inject('GET', `/api/students/${studentId}/balance`)).json()).toMatchObject({
      owedPence: 18000,
    });
    expect((await inject('POST', '/api/students/987654/archive')).statusCode).toBe(404);
  });

  it('erases a learner with money history: personal data gone, the amounts kept anonymised, off every list', async () => {
    const db = testApp.database.db;
    const studentId = await insertLearner(db, {
      fullName: 'Paid Up',
      email: 'paid.up@example.com',
      pickupAddress: '12 High Street',
      pickupPostcode: 'B14 7AA',
      dateOfBirth: '2008-03-14',
      provisionalLicenceNumber: 'UPXX9003148P99AB',
    });
    const sale = await inject('POST', `/api/students/${studentId}/purchases`, { packageType: 'starter' });
    expect(sale.statusCode).toBe(201);
    const paid = await inject('POST', `/api/students/${studentId}/payments`, {
      amountPence: 5000,
      method: 'cash',
      paidOn: '2027-03-01',
    });
    expect(paid.statusCode).toBe(201);
    await db
      .insert(messages)
      .values({ studentId, instructorId, senderRole: 'student', content: 'My address is…' });

    const preview = await inject('GET', `/api/students/${studentId}/deletion-preview`);
    expect(studentDeletionSchema.parse(preview.json()).keepsAnonymisedMoney).toBe(true);
    const response = await inject('DELETE', `/api/students/${studentId}`);
    expect(response.statusCode).toBe(200);

    const [row] = await db.select().from(users).where(eq(users.id, studentId));
    expect(row).toMatchObject({
      fullName: 'Erased learner',
      phone: null,
      email: `erased-${studentId}@erased.invalid`,
      pickupAddress: null,
      pickupPostcode: null,
      dateOfBirth: null,
      provisionalLicenceNumber: null,
    });
    expect(row?.archivedAt).not.toBeNull();
    expect(await db.select().from(messages).where(eq(messages.studentId, studentId))).toEqual([]);
    const balance = await inject('GET', `/api/students/${studentId}/balance`);
    expect(balance.json()).toMatchObject({ boughtMinutes: 300, owedPence: 13000, paidPence: 5000 });
    const list = studentsListResponseSchema.parse((await inject('GET', '/api/students')).json());
    expect(list.some((student) => student.id === studentId)).toBe(false);
  });
});

describe('GET /api/students/{id}/lessons, /progress and /bookings', () => {
  it('answers the learner’s lessons, notes and bookings with their slots', async () => {
    const db = testApp.database.db;
    const studentId = await insertLearner(db, { fullName: 'Dee Detail', email: 'dee@example.com' });
    const slotId = await createTimeSlot(db, {
      instructorId,
      date: '2027-04-13',
      time: '11:00',
      duration: 120,
    });
    const bookingId = await insertBookingRow(db, { studentId, instructorId, status: 'approved' });
    await holdSlotForBooking(db, { bookingId, timeSlotId: slotId });
    const older = await insertLessonRow(db, {
      studentId,
      instructorId,
      date: '2027-03-01',
      time: '09:00',
      status: 'completed',
      bookingId,
    });
    const newer = await insertLessonRow(db, {
      studentId,
      instructorId,
      date: '2027-04-13',
      time: '11:00',
      bookingId,
    });
    const noteId = await insertNoteRow(db, {
      studentId,
      instructorId,
      lessonId: older,
      createdAt: new Date('2027-03-01T12:00:00Z'),
    });

    const lessonsResponse = await inject('GET', `/api/students/${studentId}/lessons`);
    expect(
      studentLessonsResponseSchema.parse(lessonsResponse.json()).map((lesson) => [lesson.id, lesson.date]),
    ).toEqual([
      [newer, '2027-04-13'],
      [older, '2027-03-01'],
    ]);

    const progress = studentProgressResponseSchema.parse(
      (await inject('GET', `/api/students/${studentId}/progress`)).json(),
    );
    expect(progress.student).toEqual({ id: studentId, fullName: 'Dee Detail', email: 'dee@example.com' });
    expect(progress.progressNotes.map((note) => note.id)).toEqual([noteId]);
    expect(progress.progressNotes[0]?.lesson).toMatchObject({
      id: older,
      date: '2027-03-01',
      status: 'completed',
    });

    const bookingsList = studentBookingsResponseSchema.parse(
      (await inject('GET', `/api/students/${studentId}/bookings`)).json(),
    );
    expect(bookingsList).toEqual([
      expect.objectContaining({
        id: bookingId,
        packageName: '2 Hour Lesson',
        status: 'approved',
        paymentStatus: 'unpaid',
        totalAmount: 7200,
        timeSlots: [{ id: slotId, date: '2027-04-13', time: '11:00', duration: 120, isHeld: true }],
      }),
    ]);
  });

  it.each(['lessons', 'progress', 'bookings'])('answers 404 on /%s for an unknown learner', async (part) => {
    const response = await inject('GET', `/api/students/987654/${part}`);
    expect(response.statusCode).toBe(404);
    expect(apiErrorSchema.parse(response.json()).message).toBe('That student no longer exists.');
  });
});
