import { describe, expect, it } from 'vitest';
import { insertLearner } from '../../../../../tests/support/dashboard-test-data';
import { getSeededInstructorId } from '../../../../../tests/support/factories';
import { setUpTestApp } from '../../../../../tests/support/test-app';
import { todayResponseSchema } from '../../../../core/diary/today/today-schemas';
import {
  studentProgressResponseSchema,
  studentsListResponseSchema,
} from '../../../../core/learners/students-schemas';
import {
  addDaysToIsoDate,
  SCHOOL_TIME_ZONE,
  zonedWallTimeToInstant,
} from '../../../../core/time/london-time';
import type { DatabaseExecutor } from '../../../db/database-client';
import { lessons, payments, purchases } from '../../../db/schema';

/*
 * The students tab and the Today screen read balances summed by the database (issue 36,
 * docs/decisions/0043-fast-today-and-students.md): for a learner with many lessons of every kind,
 * they must give the figures the learner's own ledger gives line by line.
 * Wednesday 16 June 2027, 2:00 PM in London.
 */
const NOW = new Date('2027-06-16T13:00:00Z');
const TODAY = '2027-06-16';

const testApp = setUpTestApp({ now: NOW });

type LessonStatus = 'scheduled' | 'completed' | 'cancelled' | 'no_show';

async function insertLesson(
  db: DatabaseExecutor,
  lesson: {
    studentId: number;
    instructorId: number;
    purchaseId: number;
    date: string;
    status: LessonStatus;
    actualMinutes?: number;
    chargedMinutes?: number;
  },
): Promise<void> {
  const startsAt = zonedWallTimeToInstant(lesson.date, '16:00', SCHOOL_TIME_ZONE);
  const endsAt = new Date(startsAt.getTime() + 60 * 60_000);
  await db.insert(lessons).values({
    studentId: lesson.studentId,
    instructorId: lesson.instructorId,
    purchaseId: lesson.purchaseId,
    startsAt,
    endsAt,
    bookedDurationMinutes: 60,
    status: lesson.status,
    completedAt: lesson.status === 'completed' ? endsAt : null,
    actualDurationMinutes: lesson.status === 'completed' ? (lesson.actualMinutes ?? 60) : null,
    chargedMinutes: lesson.chargedMinutes ?? null,
  });
}

describe('balances of a learner with many lessons', () => {
  it('are the same on the students tab, the Today screen and the learner’s own ledger', async () => {
    const db = testApp.database.db;
    const instructorId = await getSeededInstructorId(db);
    const studentId = await insertLearner(db, { fullName: 'Many Lessons', email: 'many@example.com' });
    // Another learner's lines must not count.
    const otherId = await insertLearner(db, { fullName: 'Other Learner', email: 'other@example.com' });
    const bought = await db
      .insert(purchases)
      .values([
        {
          instructorId,
          studentId,
          description: 'Standard',
          minutes: 600,
          pricePence: 36000,
          purchasedAt: NOW,
        },
        {
          instructorId,
          studentId,
          description: 'Starter',
          minutes: 300,
          pricePence: 18000,
          purchasedAt: NOW,
        },
        {
          instructorId,
          studentId: otherId,
          description: 'Other',
          minutes: 600,
          pricePence: 36000,
          purchasedAt: NOW,
        },
      ])
      .returning({ id: purchases.id });
    const [first, second] = bought;
    if (!first || !second) throw new Error('purchases were not inserted');
    await db.insert(payments).values([
      {
        instructorId,
        studentId,
        purchaseId: first.id,
        amountPence: 36000,
        method: 'bank_transfer',
        paidOn: TODAY,
      },
      { instructorId, studentId, purchaseId: second.id, amountPence: 18000, method: 'cash', paidOn: TODAY },
      {
        instructorId,
        studentId,
        purchaseId: second.id,
        amountPence: -5000,
        method: 'cash',
        paidOn: TODAY,
        reason: 'Refund of a lesson the school cancelled',
      },
    ]);

    // Twelve lessons done (two of them shorter than booked), a charged no-show, a cancellation
    // charged half and one free, one still without an outcome, one today and three to come.
    const day = (offset: number) => addDaysToIsoDate(TODAY, offset);
    const lesson = { studentId, instructorId, purchaseId: first.id };
    for (let index = 0; index < 12; index += 1) {
      await insertLesson(db, {
        ...lesson,
        date: day(-40 + index),
        status: 'completed',
        actualMinutes: index < 2 ? 45 : 60,
      });
    }
    await insertLesson(db, { ...lesson, date: day(-20), status: 'no_show', chargedMinutes: 60 });
    await insertLesson(db, { ...lesson, date: day(-19), status: 'cancelled', chargedMinutes: 30 });
    await insertLesson(db, { ...lesson, date: day(-18), status: 'cancelled' });
    await insertLesson(db, { ...lesson, purchaseId: second.id, date: day(-1), status: 'scheduled' });
    await insertLesson(db, { ...lesson, purchaseId: second.id, date: TODAY, status: 'scheduled' });
    for (const offset of [2, 5, 9]) {
      await insertLesson(db, { ...lesson, purchaseId: second.id, date: day(offset), status: 'scheduled' });
    }

    // Bought 900 minutes for £540; booked 5 x 60; used 10 x 60 + 2 x 45 + 60 + 30; paid £540 less £50.
    const expected = {
      boughtMinutes: 900,
      bookedMinutes: 300,
      usedMinutes: 780,
      leftMinutes: -180,
      owedPence: 5000,
      paidPence: 49000,
    };

    const list = studentsListResponseSchema.parse(
      (await testApp.app.inject({ method: 'GET', url: '/api/students', headers: testApp.headers })).json(),
    );
    const card = list.find((student) => student.id === studentId);
    expect(card?.balance).toEqual(expected);
    expect(card?.completedLessons).toBe(12);
    expect(card?.upcomingLessons.map((next) => next.date)).toEqual([day(-1), TODAY, day(2)]);
    expect(list.find((student) => student.id === otherId)?.balance).toEqual({
      boughtMinutes: 600,
      bookedMinutes: 0,
      usedMinutes: 0,
      leftMinutes: 600,
      owedPence: 36000,
      paidPence: 0,
    });

    const progress = studentProgressResponseSchema.parse(
      (
        await testApp.app.inject({
          method: 'GET',
          url: `/api/students/${studentId}/progress`,
          headers: testApp.headers,
        })
      ).json(),
    );
    expect(progress.balance).toEqual(expected);

    const today = todayResponseSchema.parse(
      (
        await testApp.app.inject({ method: 'GET', url: '/api/dashboard/today', headers: testApp.headers })
      ).json(),
    );
    expect(today.needsOutcome.map((entry) => [entry.date, entry.balance])).toEqual([[day(-1), expected]]);
    expect(today.today.map((entry) => [entry.date, entry.startTime, entry.balance])).toEqual([
      [TODAY, '16:00', expected],
    ]);
    expect(today.tomorrowFirst).toBeNull();
  });

  it('answers requests arriving together with what each would have read alone', async () => {
    const db = testApp.database.db;
    const before = studentsListResponseSchema.parse(
      (await testApp.app.inject({ method: 'GET', url: '/api/students', headers: testApp.headers })).json(),
    );
    const answers = await Promise.all(
      Array.from({ length: 20 }, () =>
        testApp.app.inject({ method: 'GET', url: '/api/students', headers: testApp.headers }),
      ),
    );
    for (const answer of answers) expect(studentsListResponseSchema.parse(answer.json())).toEqual(before);
    // A learner added now is on the very next answer: the write changed the read version.
    const addedId = await insertLearner(db, { fullName: 'Added Later', email: 'added@example.com' });
    const after = studentsListResponseSchema.parse(
      (await testApp.app.inject({ method: 'GET', url: '/api/students', headers: testApp.headers })).json(),
    );
    expect(after.map((student) => student.id)).toContain(addedId);
  });
});
