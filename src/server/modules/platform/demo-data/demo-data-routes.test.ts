import { and, count, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { bookThroughApi } from '../../../../../tests/support/book-through-api';
import { getSeededInstructorId } from '../../../../../tests/support/factories';
import { createTestApp, setUpTestApp, signInAsInstructor } from '../../../../../tests/support/test-app';
import { schoolBackupSchema } from '../../../../core/platform/backup/backup-schemas';
import {
  demoDataRemovalSchema,
  demoDataStatusSchema,
} from '../../../../core/school/settings/demo-data-schemas';
import { SCHOOL_TIME_ZONE } from '../../../../core/time/london-time';
import {
  bookings,
  instructors,
  lessons,
  messages,
  outbox,
  payments,
  progressNotes,
  purchases,
  schoolSettings,
  timeSlots,
  users,
} from '../../../db/schema';
import { seedDatabase } from '../../../db/seed';
import { hashPassword } from '../../../lib/password-hashing';
import { restoreSchoolBackup } from '../backup/backup-restore-service';

/*
 * "Remove demo data" (issue 34, docs/decisions/0033): one action removes every demo row in one
 * transaction, keeps what real learners did, and no later start seeds the demo again.
 */

// Wednesday 10 March 2027, 12:00 GMT.
const NOW = new Date('2027-03-10T12:00:00Z');

const testApp = setUpTestApp({ now: NOW, env: { SEED_DEMO: 'true' } });

async function countWhere(table: typeof users | typeof timeSlots, where?: ReturnType<typeof eq>) {
  const [row] = await testApp.database.db.select({ value: count() }).from(table).where(where);
  return row?.value ?? 0;
}

async function countAll(
  table:
    | typeof bookings
    | typeof lessons
    | typeof purchases
    | typeof payments
    | typeof progressNotes
    | typeof messages
    | typeof outbox,
) {
  const [row] = await testApp.database.db.select({ value: count() }).from(table);
  return row?.value ?? 0;
}

function getStatus(authorization?: { authorization: string }) {
  return testApp.app.inject({
    method: 'GET',
    url: '/api/settings/demo-data',
    ...(authorization ? { headers: authorization } : {}),
  });
}

function seedAgain() {
  return seedDatabase({ db: testApp.database.db, env: testApp.env, now: NOW, timeZone: SCHOOL_TIME_ZONE });
}

describe('demo data', () => {
  it('is instructor-only', async () => {
    expect((await getStatus()).statusCode).toBe(401);
    expect((await testApp.app.inject({ method: 'DELETE', url: '/api/settings/demo-data' })).statusCode).toBe(
      401,
    );
    expect(await countWhere(users, eq(users.source, 'demo'))).toBe(5);
  });

  it("is the owner's to remove: another instructor gets a 403 and nothing is removed", async () => {
    await testApp.database.db.insert(instructors).values({
      email: 'second-instructor@example.com',
      fullName: 'Second Instructor',
      passwordHash: await hashPassword('second-instructor-password'),
    });
    const login = await testApp.app.inject({
      method: 'POST',
      url: '/api/auth/instructor-login',
      payload: { email: 'second-instructor@example.com', password: 'second-instructor-password' },
    });
    expect(login.statusCode).toBe(200);
    const response = await testApp.app.inject({
      method: 'DELETE',
      url: '/api/settings/demo-data',
      headers: { authorization: `Bearer ${String(login.json().token)}` },
    });
    expect(response.statusCode).toBe(403);
    expect(response.json().message).toBe('Only the school owner can remove the demo data.');
    expect(await countWhere(users, eq(users.source, 'demo'))).toBe(5);
    await testApp.database.db
      .delete(instructors)
      .where(eq(instructors.email, 'second-instructor@example.com'));
  });

  it('removes every demo row in one action, keeps a real booking of a demo time, and never comes back', async () => {
    const before = demoDataStatusSchema.parse((await getStatus(testApp.headers)).json());
    expect(before.learners.map((learner) => learner.fullName)).toEqual([
      'Aisha Khan',
      'Tom Clarke',
      'Priya Patel',
      'Ben Walsh',
      'Fatima Ali',
    ]);
    expect(before.instructors.map((instructor) => instructor.fullName)).toEqual(['Nadia Hussain']);
    expect(before.times).toBeGreaterThan(100);
    expect(before.removedAt).toBeNull();

    // A real learner books one of the demo times before the owner removes the demo.
    const [free] = await testApp.database.db
      .select({ id: timeSlots.id })
      .from(timeSlots)
      .where(eq(timeSlots.durationMinutes, 120))
      .orderBy(timeSlots.startsAt)
      .limit(1);
    if (!free) throw new Error('The demo has 2-hour times');
    await bookThroughApi(testApp, { fullName: 'Real Learner', timeSlotIds: [free.id] });
    // A message the site kept for a demo learner and one for the real learner.
    await testApp.deps.mail.send({
      to: 'AISHA.KHAN@example.com',
      subject: 'To Aisha',
      text: 'Hello.',
      kind: 'test_kind',
    });
    const realMessages = await countAll(outbox);
    expect(realMessages).toBeGreaterThan(1);

    const response = await testApp.app.inject({
      method: 'DELETE',
      url: '/api/settings/demo-data',
      headers: testApp.headers,
    });
    expect(response.statusCode).toBe(200);
    const removal = demoDataRemovalSchema.parse(response.json());
    // Nadia, the demo's second instructor, goes with her learner Fatima, her lessons and her times.
    expect(removal.removed).toMatchObject({ learners: 5, bookings: 4, lessons: 7, instructors: 1 });
    expect(removal.removed.times).toBe(before.times - 1);
    expect(removal.keptTimes).toBe(1);
    expect(removal.keptInstructors).toBe(0);
    const left = await testApp.database.db.select({ email: instructors.email }).from(instructors);
    expect(left.map((row) => row.email)).toEqual([testApp.env.INSTRUCTOR_EMAIL.toLowerCase()]);
    expect(removal.removedAt).toBe(NOW.toISOString());

    expect(await countWhere(users, eq(users.source, 'demo'))).toBe(0);
    expect(await countWhere(timeSlots, eq(timeSlots.isDemo, true))).toBe(0);
    expect(await countAll(lessons)).toBe(0);
    expect(await countAll(purchases)).toBe(0);
    expect(await countAll(payments)).toBe(0);
    expect(await countAll(progressNotes)).toBe(0);
    expect(await countAll(messages)).toBe(0);
    // Aisha's message went with her; the real learner's booking e-mails stay.
    expect(await countAll(outbox)).toBe(realMessages - 1);
    // The real learner, their booking and the time they hold stay.
    expect(await countWhere(users)).toBe(1);
    expect(await countAll(bookings)).toBe(1);
    expect(await countWhere(timeSlots)).toBe(1);
    const publicTimes = await testApp.app.inject({ method: 'GET', url: '/api/time-slots' });
    expect(publicTimes.json()).toEqual([]);

    const after = demoDataStatusSchema.parse((await getStatus(testApp.headers)).json());
    expect(after).toEqual({ learners: [], instructors: [], times: 0, removedAt: NOW.toISOString() });
  });

  it('is not seeded again on a restart, even once the school is empty again', async () => {
    const db = testApp.database.db;
    await db.delete(bookings);
    await db.delete(users);
    await db.delete(timeSlots);
    const summary = await seedAgain();
    expect(summary.demo).toBe('removed');
    expect(await countWhere(users)).toBe(0);
    expect(await countWhere(timeSlots)).toBe(0);
    // A second removal finds nothing and keeps the first date.
    const again = demoDataRemovalSchema.parse(
      (
        await testApp.app.inject({
          method: 'DELETE',
          url: '/api/settings/demo-data',
          headers: testApp.headers,
        })
      ).json(),
    );
    expect(again).toEqual({
      removed: { learners: 0, bookings: 0, lessons: 0, times: 0, instructors: 0 },
      keptTimes: 0,
      keptInstructors: 0,
      removedAt: NOW.toISOString(),
    });
  });

  it('keeps the demo instructor, suspended and no longer demo, when a real learner booked her time', async () => {
    // Its own demo school: the file's one was removed by the test before.
    const own = await createTestApp({ now: NOW, env: { SEED_DEMO: 'true' } });
    try {
      const headers = await signInAsInstructor(own);
      const [nadia] = await own.database.db
        .select({ id: instructors.id })
        .from(instructors)
        .where(eq(instructors.isDemo, true));
      if (!nadia) throw new Error('The demo has a second instructor');
      const [hers] = await own.database.db
        .select({ id: timeSlots.id })
        .from(timeSlots)
        .where(and(eq(timeSlots.instructorId, nadia.id), eq(timeSlots.durationMinutes, 120)))
        .orderBy(timeSlots.startsAt)
        .limit(1);
      if (!hers) throw new Error('The demo instructor has times');
      await bookThroughApi(own, { fullName: 'Real Learner', timeSlotIds: [hers.id] });

      const response = await own.app.inject({
        method: 'DELETE',
        url: '/api/settings/demo-data',
        headers,
      });
      expect(response.statusCode).toBe(200);
      const removal = demoDataRemovalSchema.parse(response.json());
      expect(removal.removed.instructors).toBe(0);
      expect(removal.keptInstructors).toBe(1);
      expect(removal.keptTimes).toBe(1);
      const [kept] = await own.database.db.select().from(instructors).where(eq(instructors.id, nadia.id));
      expect(kept).toMatchObject({ status: 'suspended', isDemo: false });
      // Her demo learner went; the real learner's booking still names her; she is off the public list.
      expect(await countWhere(users, eq(users.source, 'demo'))).toBe(0);
      const [booking] = await own.database.db.select().from(bookings);
      expect(booking?.instructorId).toBe(nadia.id);
      const listed = await own.app.inject({ method: 'GET', url: '/api/instructors' });
      expect(listed.json()).toEqual([]);
      const status = demoDataStatusSchema.parse(
        (await own.app.inject({ method: 'GET', url: '/api/settings/demo-data', headers })).json(),
      );
      expect(status.instructors).toEqual([]);
    } finally {
      await own.close();
    }
  }, 60_000);

  it('travels in a backup: the restored school remembers the removal and its demo times stay marked', async () => {
    const source = await createTestApp({ now: NOW, env: { SEED_DEMO: 'true' } });
    const target = await createTestApp({ now: NOW, seed: false });
    try {
      const sourceHeaders = await signInAsInstructor(source);
      // The demo times are marked; the removal's date is set by hand to travel with them.
      await source.database.db
        .update(schoolSettings)
        .set({ demoDataRemovedAt: NOW })
        .where(eq(schoolSettings.id, 1));
      const exported = await source.app.inject({
        method: 'GET',
        url: '/api/backup/export',
        headers: sourceHeaders,
      });
      expect(exported.statusCode).toBe(200);
      const backup = schoolBackupSchema.parse(exported.json());
      await restoreSchoolBackup(target.deps, { text: JSON.stringify(backup) });
      const [settings] = await target.database.db.select().from(schoolSettings);
      expect(settings?.demoDataRemovedAt?.toISOString()).toBe(NOW.toISOString());
      const [demoTimes] = await target.database.db
        .select({ value: count() })
        .from(timeSlots)
        .where(eq(timeSlots.isDemo, true));
      expect(demoTimes?.value).toBe((backup.tables.time_slots ?? []).length);
      expect(demoTimes?.value).toBeGreaterThan(0);
      const instructorId = await getSeededInstructorId(target.database.db);
      expect(instructorId).toBeGreaterThan(0);
    } finally {
      await source.close();
      await target.close();
    }
    // Two more databases, one seeded with the demo: slow on a busy machine.
  }, 120_000);
});
