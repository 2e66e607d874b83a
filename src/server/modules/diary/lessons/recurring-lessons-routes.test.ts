import { and, count, eq } from 'drizzle-orm';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  holdSlotForBooking,
  insertBookingRow,
  insertLearner,
  insertLessonRow,
} from '../../../../../tests/support/dashboard-test-data';
import { createTimeSlot, getSeededInstructorId } from '../../../../../tests/support/factories';
import { setUpTestApp } from '../../../../../tests/support/test-app';
import { apiErrorSchema } from '../../../../core/api/api-error-schemas';
import {
  NOTHING_TO_BOOK_MESSAGE,
  RECURRING_WEEKS_MESSAGE,
  recurringLessonsPreviewSchema,
  recurringLessonsResponseSchema,
  SKIP_DATE_MESSAGE,
} from '../../../../core/diary/lessons/recurring-lessons-schemas';
import { lessons, timeSlots } from '../../../db/schema';
import { getStudentBalance, recordSale } from '../../money/ledger/ledger-service';

// Thursday 1 October 2026, 09:00 UTC (10:00 BST); the clocks go back on Sunday 25 October.
const NOW = new Date('2026-10-01T09:00:00Z');

let instructorId: number;

const testApp = setUpTestApp({ now: NOW });
beforeAll(async () => {
  instructorId = await getSeededInstructorId(testApp.database.db);
});
beforeEach(() => {
  testApp.setNow(NOW);
});

/** A learner who has bought `packages` (each through the ledger, as the instructor sells them). */
async function learnerWithHours(fullName: string, packages: string[]): Promise<number> {
  const db = testApp.database.db;
  const studentId = await insertLearner(db, { fullName });
  for (const packageType of packages) {
    await recordSale(db, { instructorId, studentId, packageType, now: NOW });
  }
  return studentId;
}

function post(url: string, payload: object, withSession = true) {
  return testApp.app.inject({
    method: 'POST',
    url,
    payload,
    ...(withSession ? { headers: testApp.headers } : {}),
  });
}

async function countLessonsOf(studentId: number) {
  const [row] = await testApp.database.db
    .select({ value: count() })
    .from(lessons)
    .where(eq(lessons.studentId, studentId));
  return row?.value;
}

async function countAllLessons() {
  const [row] = await testApp.database.db.select({ value: count() }).from(lessons);
  return row?.value;
}

describe('permission', () => {
  it.each(['/api/lessons/recurring/preview', '/api/lessons/recurring'])(
    'POST %s refuses an anonymous request with 401',
    async (url) => {
      const response = await post(url, {}, false);
      expect(response.statusCode).toBe(401);
    },
  );
});

describe('bad input', () => {
  it('answers 400 with field messages and writes nothing', async () => {
    const before = await countAllLessons();
    const response = await post('/api/lessons/recurring', {
      firstDate: '2026-02-30',
      startTime: '25:00',
      duration: 45,
      weeks: 1,
    });
    expect(response.statusCode).toBe(400);
    expect(apiErrorSchema.parse(response.json()).fields).toEqual({
      studentId: 'Please select a student',
      firstDate: 'Please select a date',
      startTime: 'Please select start time',
      duration: 'Please select duration',
      weeks: RECURRING_WEEKS_MESSAGE,
    });
    expect(await countAllLessons()).toBe(before);
  });

  it.each([53, 2.5, '10', 2147483648])('refuses %s weeks', async (weeks) => {
    const response = await post('/api/lessons/recurring/preview', {
      studentId: 1,
      firstDate: '2026-11-03',
      startTime: '17:00',
      duration: 60,
      weeks,
    });
    expect(response.statusCode).toBe(400);
    expect(apiErrorSchema.parse(response.json()).fields).toEqual({ weeks: RECURRING_WEEKS_MESSAGE });
  });

  it('refuses a series that would run past the last date the calendar holds', async () => {
    const response = await post('/api/lessons/recurring/preview', {
      studentId: 1,
      firstDate: '9999-12-20',
      startTime: '17:00',
      duration: 60,
      weeks: 3,
    });
    expect(response.statusCode).toBe(400);
    expect(apiErrorSchema.parse(response.json()).fields).toEqual({ firstDate: 'Please select a date' });
  });

  it('refuses skipping a date outside the series, or every week', async () => {
    const series = { studentId: 1, firstDate: '2026-11-03', startTime: '17:00', duration: 60, weeks: 2 };
    const outside = await post('/api/lessons/recurring', { ...series, skipDates: ['2026-11-04'] });
    expect(outside.statusCode).toBe(400);
    expect(apiErrorSchema.parse(outside.json()).fields).toEqual({ skipDates: SKIP_DATE_MESSAGE });
    const all = await post('/api/lessons/recurring', { ...series, skipDates: ['2026-11-03', '2026-11-10'] });
    expect(all.statusCode).toBe(400);
    expect(apiErrorSchema.parse(all.json()).fields).toEqual({ skipDates: NOTHING_TO_BOOK_MESSAGE });
  });

  it('refuses a learner who does not exist', async () => {
    const response = await post('/api/lessons/recurring/preview', {
      studentId: 987654,
      firstDate: '2026-11-03',
      startTime: '17:00',
      duration: 60,
      weeks: 2,
    });
    expect(response.statusCode).toBe(400);
    expect(apiErrorSchema.parse(response.json()).fields).toEqual({ studentId: 'Please select a student' });
  });
});

describe('a 10-week series with 2 clashes', () => {
  // Every Tuesday 17:00, 90 minutes, from 13 October 2026: across the October clock change.
  const series = {
    firstDate: '2026-10-13',
    startTime: '17:00',
    duration: 90,
    weeks: 10,
    notes: 'Pick up at home',
  };
  let studentId: number;
  let freeSlotId: number;

  beforeAll(async () => {
    const db = testApp.database.db;
    studentId = await learnerWithHours('Rita Recurring', ['special_offer', 'special_offer']);
    // Week 3 (27 October): Ann's lesson 16:30 to 18:00. Week 6 (17 November): a pending request.
    const ann = await insertLearner(db, { fullName: 'Ann Clash' });
    await insertLessonRow(db, {
      studentId: ann,
      instructorId,
      date: '2026-10-27',
      time: '16:30',
      duration: 90,
    });
    const ben = await insertLearner(db, { fullName: 'Ben Request' });
    const heldSlot = await createTimeSlot(db, {
      instructorId,
      date: '2026-11-17',
      time: '17:00',
      duration: 60,
    });
    const bookingId = await insertBookingRow(db, { studentId: ben, instructorId, status: 'pending' });
    await holdSlotForBooking(db, { bookingId, timeSlotId: heldSlot });
    // Week 1: a free slot the lesson must take off sale.
    freeSlotId = await createTimeSlot(db, { instructorId, date: '2026-10-13', time: '17:00', duration: 90 });
  });

  it('previews each week, the clashes and why, and the hours, writing nothing', async () => {
    const before = await countAllLessons();
    const response = await post('/api/lessons/recurring/preview', { studentId, ...series });
    expect(response.statusCode).toBe(200);
    const preview = recurringLessonsPreviewSchema.parse(response.json());
    expect(preview.studentName).toBe('Rita Recurring');
    expect(preview.weeks.map((week) => week.date)).toEqual([
      '2026-10-13',
      '2026-10-20',
      '2026-10-27',
      '2026-11-03',
      '2026-11-10',
      '2026-11-17',
      '2026-11-24',
      '2026-12-01',
      '2026-12-08',
      '2026-12-15',
    ]);
    expect(preview.weeks.every((week) => week.startTime === '17:00' && week.endTime === '18:30')).toBe(true);
    expect(preview.weeks.filter((week) => week.clash !== null)).toEqual([
      {
        date: '2026-10-27',
        startTime: '17:00',
        endTime: '18:30',
        clash: {
          reason: 'lesson',
          studentName: 'Ann Clash',
          message: "Clashes with Ann Clash's lesson (4:30 PM to 6:00 PM).",
        },
      },
      {
        date: '2026-11-17',
        startTime: '17:00',
        endTime: '18:30',
        clash: {
          reason: 'booking_request',
          studentName: 'Ben Request',
          message: "Held by Ben Request's booking request: approve or reject it first.",
        },
      },
    ]);
    expect(preview).toMatchObject({ lessonsToBook: 8, minutesNeeded: 720, minutesLeft: 1200 });
    expect(await countAllLessons()).toBe(before);
  });

  it('refuses the series with 409 listing the clashes when they are not skipped, writing nothing', async () => {
    const response = await post('/api/lessons/recurring', { studentId, ...series });
    expect(response.statusCode).toBe(409);
    const body = apiErrorSchema.parse(response.json());
    expect(body.code).toBe('SERIES_CLASH');
    expect(body.message).toBe('2 weeks clash now (Tue 27 Oct, Tue 17 Nov), so nothing was booked.');
    expect(body.fields).toEqual({
      'skipDates.2026-10-27': "Clashes with Ann Clash's lesson (4:30 PM to 6:00 PM).",
      'skipDates.2026-11-17': "Held by Ben Request's booking request: approve or reject it first.",
    });
    expect(await countLessonsOf(studentId)).toBe(0);
    const [slot] = await testApp.database.db.select().from(timeSlots).where(eq(timeSlots.id, freeSlotId));
    expect(slot?.isAvailable).toBe(true);
  });

  it('books the other 8 weeks once the clashes are skipped, at 17:00 London on both sides of the change', async () => {
    const response = await post('/api/lessons/recurring', {
      studentId,
      ...series,
      skipDates: ['2026-10-27', '2026-11-17'],
    });
    expect(response.statusCode).toBe(201);
    const body = recurringLessonsResponseSchema.parse(response.json());
    expect(body.skippedDates).toEqual(['2026-10-27', '2026-11-17']);
    expect(
      body.lessons.map((lesson) => [lesson.date, lesson.startTime, lesson.duration, lesson.status]),
    ).toEqual(
      [
        '2026-10-13',
        '2026-10-20',
        '2026-11-03',
        '2026-11-10',
        '2026-11-24',
        '2026-12-01',
        '2026-12-08',
        '2026-12-15',
      ].map((date) => [date, '17:00', 90, 'scheduled']),
    );

    const rows = await testApp.database.db
      .select()
      .from(lessons)
      .where(eq(lessons.studentId, studentId))
      .orderBy(lessons.startsAt);
    expect(rows).toHaveLength(8);
    // 17:00 BST is 16:00 UTC before the change; 17:00 GMT is 17:00 UTC after it.
    expect(rows[1]?.startsAt.toISOString()).toBe('2026-10-20T16:00:00.000Z');
    expect(rows[2]?.startsAt.toISOString()).toBe('2026-11-03T17:00:00.000Z');
    expect(rows.every((row) => row.purchaseId !== null && row.notes === 'Pick up at home')).toBe(true);
    // Six 90-minute lessons fit the first 10 hours; the last two draw from the second purchase.
    expect(new Set(body.lessons.map((lesson) => lesson.purchaseId)).size).toBe(2);

    const balance = await getStudentBalance(testApp.database.db, studentId);
    expect(balance).toMatchObject({ bookedMinutes: 720, leftMinutes: 480 });

    const [slot] = await testApp.database.db.select().from(timeSlots).where(eq(timeSlots.id, freeSlotId));
    expect(slot).toBeUndefined();
    const stillOnSale = await testApp.database.db
      .select()
      .from(timeSlots)
      .where(and(eq(timeSlots.instructorId, instructorId), eq(timeSlots.isAvailable, true)));
    expect(stillOnSale.some((free) => free.startsAt.toISOString() === '2026-10-13T16:00:00.000Z')).toBe(
      false,
    );
  });

  it('previews the booked series as clashing with its own lessons', async () => {
    const response = await post('/api/lessons/recurring/preview', { studentId, ...series });
    const preview = recurringLessonsPreviewSchema.parse(response.json());
    expect(preview.lessonsToBook).toBe(0);
    expect(preview.weeks[0]?.clash?.message).toBe(
      "Clashes with Rita Recurring's lesson (5:00 PM to 6:30 PM).",
    );
  });
});

describe('a clash that appears after the preview', () => {
  const series = { firstDate: '2026-11-02', startTime: '08:00', duration: 60, weeks: 5 };

  it('is refused with the new clash list and nothing half-booked', async () => {
    const db = testApp.database.db;
    const studentId = await learnerWithHours('Chris Late', ['special_offer']);
    const previewed = recurringLessonsPreviewSchema.parse(
      (await post('/api/lessons/recurring/preview', { studentId, ...series })).json(),
    );
    expect(previewed.lessonsToBook).toBe(5);

    // Meanwhile another lesson is booked in week 4.
    const other = await insertLearner(db, { fullName: 'Olive Other' });
    await insertLessonRow(db, {
      studentId: other,
      instructorId,
      date: '2026-11-23',
      time: '08:30',
      duration: 60,
    });

    const response = await post('/api/lessons/recurring', { studentId, ...series, skipDates: [] });
    expect(response.statusCode).toBe(409);
    const body = apiErrorSchema.parse(response.json());
    expect(body.message).toBe('Mon 23 Nov clashes now, so nothing was booked.');
    expect(body.fields).toEqual({
      'skipDates.2026-11-23': "Clashes with Olive Other's lesson (8:30 AM to 9:30 AM).",
    });
    expect(await countLessonsOf(studentId)).toBe(0);
    expect((await getStudentBalance(db, studentId)).bookedMinutes).toBe(0);
  });
});

describe('not enough hours', () => {
  it('books nothing when the hours run out part-way', async () => {
    const db = testApp.database.db;
    // Two hours bought, three one-hour lessons asked for.
    const studentId = await learnerWithHours('Hal Hours', ['single_2hour']);
    const series = { studentId, firstDate: '2026-11-04', startTime: '10:00', duration: 60, weeks: 3 };
    const preview = recurringLessonsPreviewSchema.parse(
      (await post('/api/lessons/recurring/preview', series)).json(),
    );
    expect(preview).toMatchObject({ lessonsToBook: 3, minutesNeeded: 180, minutesLeft: 120 });

    const response = await post('/api/lessons/recurring', series);
    expect(response.statusCode).toBe(409);
    const body = apiErrorSchema.parse(response.json());
    expect(body.code).toBe('NO_HOURS_LEFT');
    expect(body.message).toBe(
      'Hal Hours has 2 hours left, and these 3 lessons need 3 hours. Nothing was booked: sell them hours (Sell Hours on their student card) or book fewer weeks.',
    );
    expect(await countLessonsOf(studentId)).toBe(0);
    expect((await getStudentBalance(db, studentId)).leftMinutes).toBe(120);
  });
});

describe('times that cannot be booked', () => {
  it('lists a week already past and a time the clocks skip', async () => {
    const studentId = await learnerWithHours('Pat Past', ['special_offer']);
    const past = recurringLessonsPreviewSchema.parse(
      (
        await post('/api/lessons/recurring/preview', {
          studentId,
          firstDate: '2026-09-22',
          startTime: '12:00',
          duration: 60,
          weeks: 3,
        })
      ).json(),
    );
    expect(past.weeks.map((week) => week.clash?.reason ?? 'free')).toEqual(['past', 'past', 'free']);
    expect(past.weeks[0]?.clash?.message).toBe('This time has already passed.');

    // The clocks go forward at 01:00 on Sunday 28 March 2027.
    const spring = recurringLessonsPreviewSchema.parse(
      (
        await post('/api/lessons/recurring/preview', {
          studentId,
          firstDate: '2027-03-21',
          startTime: '01:30',
          duration: 60,
          weeks: 3,
        })
      ).json(),
    );
    expect(spring.weeks.map((week) => week.clash?.reason ?? 'free')).toEqual(['free', 'clocks_skip', 'free']);
    expect(spring).toMatchObject({ lessonsToBook: 2, minutesNeeded: 120 });

    const booked = await post('/api/lessons/recurring', {
      studentId,
      firstDate: '2027-03-21',
      startTime: '01:30',
      duration: 60,
      weeks: 3,
      skipDates: ['2027-03-28'],
    });
    expect(booked.statusCode).toBe(201);
    expect(recurringLessonsResponseSchema.parse(booked.json()).lessons.map((lesson) => lesson.date)).toEqual([
      '2027-03-21',
      '2027-04-04',
    ]);
  });
});

describe('two identical requests at once', () => {
  it('books exactly one series', async () => {
    // Hours for both, so only the times (and the database's no-overlap rule) can stop the second.
    const studentId = await learnerWithHours('Dee Double', ['special_offer', 'special_offer']);
    const series = {
      studentId,
      firstDate: '2026-11-05',
      startTime: '12:00',
      duration: 90,
      weeks: 4,
      skipDates: [],
    };
    const responses = await Promise.all([
      post('/api/lessons/recurring', series),
      post('/api/lessons/recurring', series),
    ]);
    expect(responses.map((response) => response.statusCode).sort()).toEqual([201, 409]);
    const refused = responses.find((response) => response.statusCode === 409);
    expect(apiErrorSchema.parse(refused?.json()).code).toBe('SERIES_CLASH');
    expect(await countLessonsOf(studentId)).toBe(4);
  });
});
