import { count, eq } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../../tests/support/test-database';
import { COVERED_AREA_NAMES } from '../../core/platform/auth/instructor-accounts-schemas';
import { getSkillLevelRank, SKILL_NAMES, skillLevelSchema } from '../../core/progress/skill-levels';
import { SCHOOL_TIME_ZONE, toZonedParts } from '../../core/time/london-time';
import { hashPassword, verifyPassword } from '../lib/password-hashing';
import { getTestRecord } from '../modules/progress/test-records/test-records-service';
import type { DatabaseHandle } from './database-client';
import {
  bookingSlots,
  bookings,
  instructors,
  lessons,
  packages,
  progressNotes,
  schoolSettings,
  skillLevels,
  studentAccessTokens,
  timeSlots,
  users,
} from './schema';
import { seedDatabase } from './seed';

const env = {
  INSTRUCTOR_EMAIL: 'Owner@Example.com',
  INSTRUCTOR_PASSWORD: 'first-password-123',
  INSTRUCTOR_NAME: 'Sam Owner',
  SEED_DEMO: true,
};
// A Wednesday in March 2027: the 92 days of demo availability cross the clock change on 28 March.
const NOW = new Date('2027-03-10T12:00:00Z');

let handle: DatabaseHandle;
beforeEach(async () => {
  handle = await createTestDatabase();
});
afterEach(async () => {
  await handle.close();
});

async function tableCounts() {
  const db = handle.db;
  const tables = {
    users,
    instructors,
    packages,
    timeSlots,
    bookings,
    bookingSlots,
    lessons,
    progressNotes,
    studentAccessTokens,
    schoolSettings,
  };
  const entries = await Promise.all(
    Object.entries(tables).map(async ([name, table]) => {
      const [row] = await db.select({ value: count() }).from(table);
      return [name, row?.value ?? 0] as const;
    }),
  );
  return Object.fromEntries(entries);
}

describe('seed', () => {
  it('creates the packages of decisions.md in pence, the settings and the instructor', async () => {
    const summary = await seedDatabase({
      db: handle.db,
      env: { ...env, SEED_DEMO: false },
      now: NOW,
      timeZone: SCHOOL_TIME_ZONE,
    });
    expect(summary).toEqual({ packagesInserted: 9, instructor: 'created', demo: 'disabled' });
    const rows = await handle.db.select().from(packages);
    const prices = Object.fromEntries(
      rows.map((row) => [row.packageType, [row.pricePence, row.totalMinutes, row.lessons]]),
    );
    expect(prices).toEqual({
      single_1hour: [4000, 60, 1],
      single_90min: [5400, 90, 1],
      single_2hour: [7200, 120, 1],
      starter: [18000, 300, 5],
      special_offer: [32000, 600, 10],
      standard: [36000, 600, 10],
      pass_plus: [27000, 360, 6],
      short_notice: [38000, 240, 1],
      test_car: [15000, 60, 1],
    });
    // One "Most Popular" at a time (issue 34): the Standard Package.
    expect(
      rows
        .filter((row) => row.isPopular)
        .map((row) => row.packageType)
        .sort(),
    ).toEqual(['standard']);
    const [settings] = await handle.db.select().from(schoolSettings);
    expect(settings?.passRatePercent).toBe(85);
    const [instructor] = await handle.db.select().from(instructors);
    expect(instructor?.email).toBe('owner@example.com');
    expect(instructor?.passwordHash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    expect(await verifyPassword(instructor?.passwordHash ?? '', env.INSTRUCTOR_PASSWORD)).toBe(true);
    const counts = await tableCounts();
    expect(counts.users).toBe(0);
    expect(counts.timeSlots).toBe(0);
  });

  it('seeds demo data once: running it again changes nothing', async () => {
    const first = await seedDatabase({ db: handle.db, env, now: NOW, timeZone: SCHOOL_TIME_ZONE });
    expect(first.demo).toBe('seeded');
    const before = await tableCounts();
    expect(before.users).toBe(5);
    expect(before.instructors).toBe(2);
    expect(before.bookings).toBe(4);
    expect(before.lessons).toBe(7);
    expect(before.progressNotes).toBe(5);
    expect(before.bookingSlots).toBe(2);
    expect(before.studentAccessTokens).toBe(1);

    const second = await seedDatabase({
      db: handle.db,
      env,
      now: new Date(NOW.getTime() + 86_400_000),
      timeZone: SCHOOL_TIME_ZONE,
    });
    expect(second).toEqual({ packagesInserted: 0, instructor: 'unchanged', demo: 'skipped_not_empty' });
    expect(await tableCounts()).toEqual(before);
  });

  it('gives the demo notes skill levels that rise over the lessons, some reaching seldom prompted or independent', async () => {
    await seedDatabase({ db: handle.db, env, now: NOW, timeZone: SCHOOL_TIME_ZONE });
    const notes = await handle.db.select().from(progressNotes);
    const levels = await handle.db.select().from(skillLevels).orderBy(skillLevels.recordedAt, skillLevels.id);
    expect(levels.length).toBeGreaterThan(notes.length);
    const ranksBySkill = new Map<string, number[]>();
    for (const row of levels) {
      expect(SKILL_NAMES).toContain(row.skill);
      const note = notes.find((candidate) => candidate.id === row.progressNoteId);
      // Dated with its note, named in the note's texts like the note form saves it, the learner's own.
      expect(row.recordedAt).toEqual(note?.createdAt);
      expect(note?.skillsPracticed).toContain(row.skill);
      expect(row.studentId).toBe(note?.studentId);
      // Each learner's own trend: Tom's and Fatima's levels are not one series.
      const key = `${row.studentId}:${row.skill}`;
      const ranks = ranksBySkill.get(key) ?? [];
      ranks.push(getSkillLevelRank(skillLevelSchema.parse(row.level)));
      ranksBySkill.set(key, ranks);
    }
    // Each skill practised more than once climbs (never drops), and the trend shows.
    const repeated = [...ranksBySkill.values()].filter((ranks) => ranks.length > 1);
    expect(repeated.length).toBeGreaterThanOrEqual(4);
    for (const ranks of repeated) {
      expect(ranks).toEqual([...ranks].sort((a, b) => a - b));
      expect(ranks.at(-1)).toBeGreaterThan(ranks[0] ?? 5);
    }
    const latest = [...ranksBySkill.values()].map((ranks) => ranks.at(-1) ?? 0);
    expect(latest).toContain(getSkillLevelRank('independent'));
    expect(latest).toContain(getSkillLevelRank('seldom_prompted'));
  });

  it('marks demo learners as demo and puts availability on London wall-clock times for 3 months', async () => {
    await seedDatabase({ db: handle.db, env, now: NOW, timeZone: SCHOOL_TIME_ZONE });
    const learners = await handle.db.select().from(users);
    expect(learners.every((learner) => learner.source === 'demo')).toBe(true);

    const [owner] = await handle.db
      .select({ id: instructors.id })
      .from(instructors)
      .where(eq(instructors.email, 'owner@example.com'));
    const slots = (await handle.db.select().from(timeSlots)).filter(
      (slot) => slot.instructorId === owner?.id,
    );
    const wallTimes = new Set(slots.map((slot) => toZonedParts(slot.startsAt, SCHOOL_TIME_ZONE).time));
    expect([...wallTimes].sort()).toEqual(['09:00', '10:00', '11:00', '12:30', '14:00', '16:00']);
    const dates = slots.map((slot) => toZonedParts(slot.startsAt, SCHOOL_TIME_ZONE).date).sort();
    expect(dates[0]).toBe('2027-03-11');
    expect(dates.at(-1)).toBe('2027-06-10');
    // 09:00 London is 09:00Z before the clock change and 08:00Z after it (Thursday 25 and
    // Tuesday 30 March: the Friday and Monday between are Good Friday and Easter Monday).
    const nineAm = slots.filter((slot) => toZonedParts(slot.startsAt, SCHOOL_TIME_ZONE).time === '09:00');
    expect(nineAm.some((slot) => slot.startsAt.toISOString() === '2027-03-25T09:00:00.000Z')).toBe(true);
    expect(nineAm.some((slot) => slot.startsAt.toISOString() === '2027-03-30T08:00:00.000Z')).toBe(true);
    expect(slots.every((slot) => slot.startsAt.getTime() > NOW.getTime())).toBe(true);
    expect(slots.every((slot) => slot.isDemo)).toBe(true);
  });

  it('has a second instructor: a female ADI with a full profile, no known password, her own times and one learner', async () => {
    await seedDatabase({ db: handle.db, env, now: NOW, timeZone: SCHOOL_TIME_ZONE });
    const [nadia] = await handle.db.select().from(instructors).where(eq(instructors.isDemo, true));
    expect(nadia).toMatchObject({
      fullName: 'Nadia Hussain',
      role: 'instructor',
      status: 'active',
      gender: 'female',
      qualification: 'adi',
      gearbox: 'automatic',
      carMake: 'Toyota',
      carModel: 'Yaris Hybrid',
      phone: '07700 900210',
    });
    expect(nadia?.areas.length).toBeGreaterThan(0);
    for (const area of nadia?.areas ?? []) expect(COVERED_AREA_NAMES).toContain(area);
    expect(nadia?.bio?.length).toBeGreaterThan(40);
    expect(nadia?.bio?.length).toBeLessThanOrEqual(600);
    // Neither the owner's configured password nor the demo's: nobody can sign in as her.
    for (const password of [env.INSTRUCTOR_PASSWORD, 'learn-to-drive-2026'])
      expect(await verifyPassword(nadia?.passwordHash ?? '', password)).toBe(false);

    // Her times: evenings and Saturday afternoons over the same three months, never on a Sunday.
    const hers = await handle.db
      .select()
      .from(timeSlots)
      .where(eq(timeSlots.instructorId, nadia?.id ?? 0));
    const wallTimes = new Set(hers.map((slot) => toZonedParts(slot.startsAt, SCHOOL_TIME_ZONE).time));
    expect([...wallTimes].sort()).toEqual(['13:00', '15:00', '17:30', '19:00']);
    expect(hers.length).toBeGreaterThan(100);
    expect(hers.every((slot) => slot.isDemo && slot.startsAt.getTime() > NOW.getTime())).toBe(true);
    const dates = hers.map((slot) => toZonedParts(slot.startsAt, SCHOOL_TIME_ZONE).date).sort();
    expect(dates[0]).toBe('2027-03-11');
    expect(dates.at(-1)).toBe('2027-06-10');

    // One learner, a demo one and hers, with two lessons taught (with notes) and one to come.
    const [fatima] = await handle.db
      .select()
      .from(users)
      .where(eq(users.instructorId, nadia?.id ?? 0));
    expect(fatima).toMatchObject({ fullName: 'Fatima Ali', source: 'demo' });
    const herLessons = await handle.db
      .select()
      .from(lessons)
      .where(eq(lessons.instructorId, nadia?.id ?? 0))
      .orderBy(lessons.startsAt);
    expect(herLessons.map((lesson) => [lesson.studentId, lesson.status])).toEqual([
      [fatima?.id, 'completed'],
      [fatima?.id, 'completed'],
      [fatima?.id, 'scheduled'],
    ]);
    expect(herLessons[2]?.startsAt.getTime()).toBeGreaterThan(NOW.getTime());
    const notes = await handle.db
      .select()
      .from(progressNotes)
      .where(eq(progressNotes.studentId, fatima?.id ?? 0));
    expect(notes.map((note) => note.instructorId)).toEqual([nadia?.id, nadia?.id]);
  });

  it('offers no demo time on a bank holiday of England and Wales, and times on the working days around them', async () => {
    await seedDatabase({ db: handle.db, env, now: NOW, timeZone: SCHOOL_TIME_ZONE });
    const slots = await handle.db.select().from(timeSlots);
    const dates = new Set(slots.map((slot) => toZonedParts(slot.startsAt, SCHOOL_TIME_ZONE).date));
    // Good Friday, Easter Monday, the early May and the spring bank holidays of 2027.
    for (const holiday of ['2027-03-26', '2027-03-29', '2027-05-03', '2027-05-31'])
      expect(dates.has(holiday), holiday).toBe(false);
    for (const workingDay of ['2027-03-25', '2027-03-30', '2027-05-04', '2027-06-01'])
      expect(dates.has(workingDay), workingDay).toBe(true);
  });

  it("holds Aisha's 2 Hour Lesson request as one stretch: two 1-hour times back to back", async () => {
    await seedDatabase({ db: handle.db, env, now: NOW, timeZone: SCHOOL_TIME_ZONE });
    const held = await handle.db
      .select({ startsAt: timeSlots.startsAt, endsAt: timeSlots.endsAt, packageType: bookings.packageType })
      .from(bookingSlots)
      .innerJoin(timeSlots, eq(timeSlots.id, bookingSlots.timeSlotId))
      .innerJoin(bookings, eq(bookings.id, bookingSlots.bookingId))
      .orderBy(timeSlots.startsAt);
    expect(held.map((row) => row.packageType)).toEqual(['single_2hour', 'single_2hour']);
    expect(held[0]?.endsAt.getTime()).toBe(held[1]?.startsAt.getTime());
  });

  it('gives Tom a theory pass, a failed then a passed mock test and a test booked three weeks ahead, and Ben a first-attempt pass', async () => {
    await seedDatabase({ db: handle.db, env, now: NOW, timeZone: SCHOOL_TIME_ZONE });
    const learners = await handle.db.select().from(users);
    const idOf = (fullName: string) => learners.find((learner) => learner.fullName === fullName)?.id ?? 0;

    const tom = await getTestRecord(handle.db, idOf('Tom Clarke'));
    expect(tom.theory).toEqual({ passedOn: '2027-01-29', certificateNumber: 'TC48213970' });
    expect(
      tom.mockTests.map((test) => [test.takenOn, test.passed, test.driverFaults, test.seriousFaults]),
    ).toEqual([
      ['2027-03-04', true, 4, 0],
      ['2027-02-28', false, 8, 1],
    ]);
    expect(tom.mockTests.every((test) => test.lessonId !== null)).toBe(true);
    expect(tom.practicalTests).toEqual([
      expect.objectContaining({
        date: '2027-04-01',
        time: '09:40',
        status: 'booked',
        testCentreId: 'south-yardley',
      }),
    ]);

    const ben = await getTestRecord(handle.db, idOf('Ben Walsh'));
    expect(ben.theory?.passedOn).toBe('2026-11-20');
    expect(ben.practicalTests).toEqual([
      expect.objectContaining({ date: '2027-02-03', status: 'passed', driverFaults: 3, seriousFaults: 0 }),
    ]);
  });

  it('keeps a password changed in the dashboard across restarts: INSTRUCTOR_PASSWORD only sets the first one', async () => {
    await seedDatabase({
      db: handle.db,
      env: { ...env, SEED_DEMO: false },
      now: NOW,
      timeZone: SCHOOL_TIME_ZONE,
    });
    // The instructor changes the password from the dashboard.
    await handle.db
      .update(instructors)
      .set({ passwordHash: await hashPassword('changed-in-the-dashboard') })
      .where(eq(instructors.email, 'owner@example.com'));
    for (const password of [env.INSTRUCTOR_PASSWORD, 'second-password-456']) {
      const summary = await seedDatabase({
        db: handle.db,
        env: { ...env, SEED_DEMO: false, INSTRUCTOR_PASSWORD: password },
        now: NOW,
        timeZone: SCHOOL_TIME_ZONE,
      });
      expect(summary.instructor).toBe('unchanged');
    }
    const [instructor] = await handle.db
      .select()
      .from(instructors)
      .where(eq(instructors.email, 'owner@example.com'));
    expect(await verifyPassword(instructor?.passwordHash ?? '', 'changed-in-the-dashboard')).toBe(true);
    expect(await verifyPassword(instructor?.passwordHash ?? '', env.INSTRUCTOR_PASSWORD)).toBe(false);
    expect(await verifyPassword(instructor?.passwordHash ?? '', 'second-password-456')).toBe(false);
  });

  it('names the account from INSTRUCTOR_NAME until it has a name, then keeps the one set in My profile', async () => {
    const seed = (name: string | undefined) =>
      seedDatabase({
        db: handle.db,
        env: { ...env, SEED_DEMO: false, INSTRUCTOR_NAME: name },
        now: NOW,
        timeZone: SCHOOL_TIME_ZONE,
      });
    const storedName = async () => (await handle.db.select().from(instructors))[0]?.fullName;

    expect((await seed(undefined)).instructor).toBe('created');
    expect(await storedName()).toBeNull();
    expect((await seed('Sarah Jones')).instructor).toBe('name_updated');
    expect(await storedName()).toBe('Sarah Jones');
    expect((await seed('Sarah Jones')).instructor).toBe('unchanged');
    // The name is the account's now: a changed or removed INSTRUCTOR_NAME does not overwrite it.
    expect((await seed(undefined)).instructor).toBe('unchanged');
    expect((await seed('Someone Else')).instructor).toBe('unchanged');
    expect(await storedName()).toBe('Sarah Jones');
    await handle.db.update(instructors).set({ fullName: 'Sarah Jones-Khan' });
    expect((await seed('Sarah Jones')).instructor).toBe('unchanged');
    expect(await storedName()).toBe('Sarah Jones-Khan');
  });
});
