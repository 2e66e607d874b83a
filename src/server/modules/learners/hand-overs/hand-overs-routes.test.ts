import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { setComplianceExpiry } from '../../../../../tests/support/compliance-records';
import { createTimeSlot, getSeededInstructorId } from '../../../../../tests/support/factories';
import { createInstructorWithSession } from '../../../../../tests/support/second-instructor';
import { setUpTestApp } from '../../../../../tests/support/test-app';
import { SCHOOL_TIME_ZONE, zonedWallTimeToInstant } from '../../../../core/time/london-time';
import {
  instructorSessions,
  instructors,
  learnerHandOverEvents,
  learnerHandOvers,
  lessons,
  progressNotes,
  purchases,
  users,
  waitingListEntries,
} from '../../../db/schema';
import { runHandOverSchedule } from './hand-overs-service';

/*
 * Handing a learner to another instructor (issue 38, docs/decisions/0060): the request, the
 * learner's consent through their link, what moves in one transaction (instructor, lessons where
 * the new instructor is free, waiting-list entry) and what does not (the hours balance), the
 * previous instructor's read-only history, covers starting and ending, and the statements.
 */

// Monday 8 March 2027, 09:00 GMT.
const NOW = new Date('2027-03-08T09:00:00Z');
const testApp = setUpTestApp({ now: NOW, env: { INSTRUCTOR_NAME: 'Sam Owner' } });
const at = (date: string, time: string) => zonedWallTimeToInstant(date, time, SCHOOL_TIME_ZONE);
let serial = 0;

async function makeInstructor(fullName: string) {
  serial += 1;
  const made = await createInstructorWithSession(testApp.database.db, {
    email: `hand-over-${serial}-${Date.now()}@example.com`,
    now: NOW,
  });
  await testApp.database.db.update(instructors).set({ fullName }).where(eq(instructors.id, made.id));
  // These tests move the clock weeks on: the session must outlast them.
  await testApp.database.db
    .update(instructorSessions)
    .set({ expiresAt: new Date('2028-01-01T00:00:00Z') })
    .where(eq(instructorSessions.instructorId, made.id));
  return made;
}

/** A learner of `instructorId` who bought 10 hours for £300 (from the school's owner). */
async function makeLearner(instructorId: number, fullName = 'Alex Learner') {
  serial += 1;
  const { db } = testApp.database;
  const [learner] = await db
    .insert(users)
    .values({
      username: `hand-over-learner-${serial}-${Date.now()}`,
      email: `hand-over-learner-${serial}-${Date.now()}@example.com`,
      fullName,
      source: 'manual',
      instructorId,
    })
    .returning({ id: users.id });
  if (!learner) throw new Error('learner not inserted');
  const [purchase] = await db
    .insert(purchases)
    .values({
      instructorId: await getSeededInstructorId(db),
      studentId: learner.id,
      description: '10 hours',
      minutes: 600,
      pricePence: 30_000,
      purchasedAt: new Date('2027-03-01T09:00:00Z'),
    })
    .returning({ id: purchases.id });
  if (!purchase) throw new Error('purchase not inserted');
  return { id: learner.id, purchaseId: purchase.id };
}

async function insertLesson(
  instructorId: number,
  learner: { id: number; purchaseId: number },
  startsAt: Date,
  done = false,
) {
  const [row] = await testApp.database.db
    .insert(lessons)
    .values({
      instructorId,
      studentId: learner.id,
      purchaseId: learner.purchaseId,
      startsAt,
      endsAt: new Date(startsAt.getTime() + 120 * 60_000),
      bookedDurationMinutes: 120,
      ...(done ? { status: 'completed' as const, completedAt: startsAt, actualDurationMinutes: 120 } : {}),
    })
    .returning({ id: lessons.id });
  if (!row) throw new Error('lesson not inserted');
  return row.id;
}

/** A 2-hour time `instructorId` offers learners (on sale): a lesson may move into it. */
function offerTime(instructorId: number, date: string, time: string) {
  return createTimeSlot(testApp.database.db, { instructorId, date, time, duration: 120 });
}

function call(
  method: 'GET' | 'POST' | 'PUT',
  url: string,
  headers: Record<string, string> = testApp.headers,
  payload?: object,
) {
  return testApp.app.inject({ method, url, headers, ...(payload ? { payload } : {}) });
}

function tokenOf(link: unknown): string {
  if (typeof link !== 'string') throw new Error('no link in the answer');
  const token = link.split('/hand-over/')[1];
  if (!token) throw new Error(`not a hand-over link: ${link}`);
  return token;
}

async function lessonRow(id: number) {
  const [row] = await testApp.database.db.select().from(lessons).where(eq(lessons.id, id));
  return row;
}

async function instructorOf(studentId: number) {
  const [row] = await testApp.database.db
    .select({ instructorId: users.instructorId })
    .from(users)
    .where(eq(users.id, studentId));
  return row?.instructorId;
}

describe('handing a learner over for good', () => {
  it('moves the learner, their free-time lessons and waiting-list entry on consent, and leaves the balance to the penny', async () => {
    const { db } = testApp.database;
    const sarah = await makeInstructor('Sarah Khan');
    const tom = await makeInstructor('Tom Reed');
    const priya = await makeInstructor('Priya Shah');
    const alex = await makeLearner(sarah.id);
    const other = await makeLearner(tom.id, 'Other Learner');
    await insertLesson(sarah.id, alex, at('2027-03-01', '10:00'), true);
    const free = await insertLesson(sarah.id, alex, at('2027-03-10', '10:00'));
    await offerTime(tom.id, '2027-03-10', '10:00');
    // Tom has not offered this time: his diary is empty then, but it is not his free time.
    const unoffered = await insertLesson(sarah.id, alex, at('2027-03-11', '10:00'));
    const busy = await insertLesson(sarah.id, alex, at('2027-03-12', '10:00'));
    await insertLesson(tom.id, other, at('2027-03-12', '11:00'));
    await db.insert(progressNotes).values({
      studentId: alex.id,
      instructorId: sarah.id,
      instructorNotes: 'Good mirror checks',
      overallAssessment: 'good',
    });
    await db.insert(waitingListEntries).values({
      studentId: alex.id,
      instructorId: sarah.id,
      windows: [{ weekday: 2, period: 'morning' }],
      fromDate: '2027-03-08',
      lessonMinutes: 120,
      manualRank: 1,
    });

    // Before consent, Tom does not see Alex at all.
    expect((await call('GET', `/api/students/${alex.id}/progress`, tom.headers)).statusCode).toBe(404);
    const before = await call('GET', `/api/students/${alex.id}/balance`);
    expect(before.statusCode, before.body).toBe(200);

    const asked = await call('POST', `/api/students/${alex.id}/hand-overs`, sarah.headers, {
      toInstructorId: tom.id,
      kind: 'transfer',
      note: 'Tom is nearer your home',
    });
    expect(asked.statusCode, asked.body).toBe(201);
    const created = asked.json();
    // The test app has no SMTP: the answer says so and carries the link to pass on by hand.
    expect(created.emailStatus).toBe('not_configured');
    expect(created.message).toContain('NOT e-mailed');
    expect(created.handOver).toMatchObject({ status: 'pending', kind: 'transfer', to: { id: tom.id } });
    const token = tokenOf(created.link);

    // Nothing moves before consent.
    expect(await instructorOf(alex.id)).toBe(sarah.id);
    expect((await lessonRow(free))?.instructorId).toBe(sarah.id);

    const page = await call('GET', `/api/hand-over-links/${token}`, {});
    expect(page.statusCode, page.body).toBe(200);
    expect(page.headers['cache-control']).toBe('no-store');
    expect(page.json()).toMatchObject({
      state: 'open',
      learnerFirstName: 'Alex',
      fromInstructor: 'Sarah Khan',
      toInstructor: 'Tom Reed',
      note: 'Tom is nearer your home',
    });
    const consentText: string = page.json().consentText;
    expect(consentText).toContain('I, Alex Learner, agree that Tom Reed teaches me instead of Sarah Khan');

    const agreed = await call('POST', `/api/hand-over-links/${token}/agree`, {});
    expect(agreed.statusCode, agreed.body).toBe(200);
    expect(agreed.json().lessons).toEqual([
      expect.objectContaining({ lessonId: free, moved: true, reason: null }),
      expect.objectContaining({
        lessonId: unoffered,
        moved: false,
        reason: 'The new instructor has not offered that time.',
      }),
      expect.objectContaining({
        lessonId: busy,
        moved: false,
        reason: expect.stringContaining('another lesson'),
      }),
    ]);
    expect(agreed.json().message).toContain('2 of your lessons could not move');

    // The hours balance is the school's: exactly the same before and after.
    const after = await call('GET', `/api/students/${alex.id}/balance`);
    expect(after.json()).toEqual(before.json());

    expect(await instructorOf(alex.id)).toBe(tom.id);
    expect(await lessonRow(free)).toMatchObject({ instructorId: tom.id, status: 'scheduled' });
    // The lesson Tom could not take stays Sarah's, not cancelled, for the learner to rebook.
    expect(await lessonRow(busy)).toMatchObject({ instructorId: sarah.id, status: 'scheduled' });
    const [entry] = await db
      .select()
      .from(waitingListEntries)
      .where(eq(waitingListEntries.studentId, alex.id));
    expect(entry).toMatchObject({ instructorId: tom.id, manualRank: null });

    const [stored] = await db.select().from(learnerHandOvers).where(eq(learnerHandOvers.studentId, alex.id));
    expect(stored).toMatchObject({ status: 'completed', consentText, consentName: 'Alex Learner' });
    expect(stored?.answeredAt).toEqual(NOW);
    const kinds = (
      await db
        .select()
        .from(learnerHandOverEvents)
        .where(eq(learnerHandOverEvents.handOverId, created.handOver.id))
    ).map((event) => event.kind);
    expect(kinds).toEqual([
      'requested',
      'emailed',
      'agreed',
      'lesson_moved',
      'lesson_not_moved',
      'lesson_not_moved',
      'started',
      'waiting_list_moved',
      'emailed',
      'emailed',
    ]);
    // Tom and Sarah are told (Sarah asked, so no owner's e-mail); with no SMTP, the history says so.
    const told = await db
      .select()
      .from(learnerHandOverEvents)
      .where(
        and(
          eq(learnerHandOverEvents.handOverId, created.handOver.id),
          eq(learnerHandOverEvents.kind, 'emailed'),
        ),
      );
    expect(told.slice(1).map((event) => [event.detail, event.emailStatus])).toEqual([
      ['the answer to Tom Reed (new instructor)', 'not_configured'],
      ['the answer to Sarah Khan (previous instructor)', 'not_configured'],
    ]);

    // The link works once.
    const again = await call('POST', `/api/hand-over-links/${token}/agree`, {});
    expect(again.statusCode).toBe(409);
    expect(again.json().code).toBe('HAND_OVER_CLOSED');

    // Tom now reads Alex's notes through the ordinary ownership rules.
    const tomReads = await call('GET', `/api/students/${alex.id}/progress`, tom.headers);
    expect(tomReads.statusCode, tomReads.body).toBe(200);
    expect(tomReads.body).toContain('Good mirror checks');

    // Sarah keeps read-only history: she reads, but cannot change the record or book.
    const sarahReads = await call('GET', `/api/students/${alex.id}/progress`, sarah.headers);
    expect(sarahReads.statusCode).toBe(200);
    expect(sarahReads.body).toContain('Good mirror checks');
    const note = await call('POST', '/api/progress-notes', sarah.headers, {
      studentId: alex.id,
      instructorNotes: 'One more',
    });
    expect(note.statusCode, note.body).toBe(403);
    expect(note.json().code).toBe('LEARNER_HANDED_OVER');
    const lesson = await call('POST', '/api/lessons/manual', sarah.headers, {
      studentId: alex.id,
      date: '2027-03-20',
      startTime: '10:00',
      duration: 60,
    });
    expect(lesson.statusCode, lesson.body).toBe(403);
    const record = await call('PUT', `/api/students/${alex.id}/record`, sarah.headers, {
      pickupAddress: '1 New Street',
      pickupPostcode: 'B1 1AA',
      dateOfBirth: '',
      provisionalLicenceNumber: '',
    });
    expect(record.statusCode, record.body).toBe(403);
    const mock = await call('POST', `/api/students/${alex.id}/mock-tests`, sarah.headers, {
      takenOn: '2027-03-08',
      faults: [],
    });
    expect(mock.statusCode, mock.body).toBe(403);
    // Nor take their money or talk to them: Tom does now. Her messages and their ledger stay to read.
    const payment = await call('POST', `/api/students/${alex.id}/payments`, sarah.headers, {
      amountPence: 4000,
      method: 'cash',
      paidOn: '2027-03-08',
    });
    expect(payment.statusCode, payment.body).toBe(403);
    expect(payment.json().code).toBe('LEARNER_HANDED_OVER');
    const sale = await call('POST', `/api/students/${alex.id}/purchases`, sarah.headers, {
      packageType: 'single_1hour',
    });
    expect(sale.statusCode, sale.body).toBe(403);
    const message = await call('POST', '/api/messages', sarah.headers, {
      receiverId: alex.id,
      content: 'See you Tuesday',
    });
    expect(message.statusCode, message.body).toBe(403);
    expect((await call('GET', `/api/students/${alex.id}/ledger`, sarah.headers)).statusCode).toBe(200);
    // Tom may: the learner is his now.
    const tomNote = await call('POST', '/api/progress-notes', tom.headers, {
      studentId: alex.id,
      instructorNotes: 'First lesson with Tom',
    });
    expect(tomNote.statusCode, tomNote.body).toBe(201);
    // And the hand-over is his to see, another instructor's to know nothing of.
    expect((await call('GET', `/api/students/${alex.id}/hand-overs`, tom.headers)).statusCode).toBe(200);
    expect((await call('GET', `/api/students/${alex.id}/hand-overs`, priya.headers)).statusCode).toBe(404);
    expect(
      (await call('POST', `/api/hand-overs/${created.handOver.id}/cancel`, priya.headers)).statusCode,
    ).toBe(404);
  });

  it('refuses with coded errors, and a declined, cancelled or expired hand-over moves nothing', async () => {
    const sarah = await makeInstructor('Sarah Khan');
    const tom = await makeInstructor('Tom Reed');
    const locked = await makeInstructor('Lee Locked');
    const suspended = await makeInstructor('Sue Spended');
    await testApp.database.db
      .update(instructors)
      .set({ status: 'suspended' })
      .where(eq(instructors.id, suspended.id));
    await setComplianceExpiry(testApp.database.db, locked.id, 'badge', '2027-03-01');
    const alex = await makeLearner(sarah.id);
    const future = await insertLesson(sarah.id, alex, at('2027-03-10', '10:00'));
    const url = `/api/students/${alex.id}/hand-overs`;
    const ask = (headers: Record<string, string>, body: object) => call('POST', url, headers, body);

    const same = await ask(sarah.headers, { toInstructorId: sarah.id, kind: 'transfer' });
    expect(same.statusCode).toBe(400);
    expect(same.json().fields.toInstructorId).toContain('already');
    const off = await ask(sarah.headers, { toInstructorId: locked.id, kind: 'transfer' });
    expect(off.statusCode).toBe(409);
    expect(off.json().code).toBe('INSTRUCTOR_NOT_BOOKABLE');
    const gone = await ask(sarah.headers, { toInstructorId: suspended.id, kind: 'transfer' });
    expect(gone.statusCode).toBe(400);
    expect(gone.json().fields.toInstructorId).toBe('Choose an active instructor of the school');
    const noDates = await ask(sarah.headers, { toInstructorId: tom.id, kind: 'cover' });
    expect(noDates.statusCode).toBe(400);
    expect(Object.keys(noDates.json().fields)).toEqual(expect.arrayContaining(['fromDate', 'toDate']));
    const past = await ask(sarah.headers, {
      toInstructorId: tom.id,
      kind: 'cover',
      fromDate: '2027-03-01',
      toDate: '2027-03-09',
    });
    expect(past.statusCode).toBe(400);
    expect(past.json().fields.fromDate).toBeTruthy();
    // Tom teaches Alex one lesson, so he sees Alex, but Alex is not his to hand over.
    const tomsOwn = await makeLearner(tom.id, 'Tom Learner');
    await insertLesson(
      tom.id,
      { id: alex.id, purchaseId: tomsOwn.purchaseId },
      at('2027-03-01', '14:00'),
      true,
    );
    const notTheirs = await ask(tom.headers, { toInstructorId: locked.id, kind: 'transfer' });
    expect(notTheirs.statusCode).toBe(403);
    expect(notTheirs.json().code).toBe('NOT_YOUR_LEARNER');

    // Declined: nothing moves.
    const first = await ask(sarah.headers, { toInstructorId: tom.id, kind: 'transfer' });
    expect(first.statusCode, first.body).toBe(201);
    const pending = await ask(testApp.headers, { toInstructorId: tom.id, kind: 'transfer' });
    expect(pending.statusCode).toBe(409);
    expect(pending.json().code).toBe('HAND_OVER_PENDING');
    const declined = await call('POST', `/api/hand-over-links/${tokenOf(first.json().link)}/decline`, {});
    expect(declined.statusCode, declined.body).toBe(200);
    expect(declined.json().state).toBe('declined');
    expect(await instructorOf(alex.id)).toBe(sarah.id);
    expect((await lessonRow(future))?.instructorId).toBe(sarah.id);

    // Cancelled by the instructor: the link says so and cannot be used.
    const second = await ask(sarah.headers, { toInstructorId: tom.id, kind: 'transfer' });
    const cancelled = await call(
      'POST',
      `/api/hand-overs/${second.json().handOver.id}/cancel`,
      sarah.headers,
    );
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect(cancelled.json().status).toBe('cancelled');
    const secondToken = tokenOf(second.json().link);
    expect((await call('GET', `/api/hand-over-links/${secondToken}`, {})).json().state).toBe('cancelled');
    expect((await call('POST', `/api/hand-over-links/${secondToken}/agree`, {})).statusCode).toBe(409);

    // Expired after 7 days: reads as expired at once, and a new hand-over may be asked.
    const third = await ask(sarah.headers, { toInstructorId: tom.id, kind: 'transfer' });
    testApp.setNow(new Date(NOW.getTime() + 7 * 24 * 3_600_000 + 1000));
    try {
      const thirdToken = tokenOf(third.json().link);
      expect((await call('GET', `/api/hand-over-links/${thirdToken}`, {})).json().state).toBe('expired');
      expect((await call('POST', `/api/hand-over-links/${thirdToken}/agree`, {})).statusCode).toBe(409);
      const fourth = await ask(sarah.headers, { toInstructorId: tom.id, kind: 'transfer' });
      expect(fourth.statusCode, fourth.body).toBe(201);
    } finally {
      testApp.setNow(NOW);
    }
    expect(await instructorOf(alex.id)).toBe(sarah.id);
    expect((await call('GET', '/api/hand-over-links/not-a-token', {})).statusCode).toBe(400);
    expect((await call('GET', `/api/hand-over-links/${'x'.repeat(43)}`, {})).statusCode).toBe(404);
  });
});

describe('a new link for a lost one, with no e-mail set up', () => {
  it('shows the new link to pass on by hand, and the old one no longer works', async () => {
    const sarah = await makeInstructor('Sarah Khan');
    const tom = await makeInstructor('Tom Reed');
    const alex = await makeLearner(sarah.id);
    const asked = await call('POST', `/api/students/${alex.id}/hand-overs`, sarah.headers, {
      toInstructorId: tom.id,
      kind: 'transfer',
    });
    const oldToken = tokenOf(asked.json().link);
    const renewed = await call('POST', `/api/hand-overs/${asked.json().handOver.id}/new-link`, sarah.headers);
    expect(renewed.statusCode, renewed.body).toBe(200);
    expect(renewed.json()).toMatchObject({ emailStatus: 'not_configured' });
    expect(renewed.json().message).toContain('NOT e-mailed');
    const newToken = tokenOf(renewed.json().link);
    expect(newToken).not.toBe(oldToken);
    expect((await call('GET', `/api/hand-over-links/${oldToken}`, {})).statusCode).toBe(404);
    expect((await call('GET', `/api/hand-over-links/${newToken}`, {})).json().state).toBe('open');
    // Tom, who neither asked nor owns the school, cannot make one.
    const byTom = await call('POST', `/api/hand-overs/${asked.json().handOver.id}/new-link`, tom.headers);
    expect(byTom.statusCode).toBe(404);
    // Cancelled: no new link.
    await call('POST', `/api/hand-overs/${asked.json().handOver.id}/cancel`, sarah.headers);
    const late = await call('POST', `/api/hand-overs/${asked.json().handOver.id}/new-link`, sarah.headers);
    expect(late.statusCode).toBe(409);
    expect(late.json().code).toBe('HAND_OVER_NOT_PENDING');
  });
});

describe('cover for some dates', () => {
  it('moves only the lessons in the dates, starts on the first day and hands the learner back after the last', async () => {
    const { db } = testApp.database;
    const sarah = await makeInstructor('Sarah Khan');
    const tom = await makeInstructor('Tom Reed');
    const alex = await makeLearner(sarah.id);
    const inCover = await insertLesson(sarah.id, alex, at('2027-03-16', '10:00'));
    await offerTime(tom.id, '2027-03-16', '10:00');
    const afterCover = await insertLesson(sarah.id, alex, at('2027-03-22', '10:00'));
    const asked = await call('POST', `/api/students/${alex.id}/hand-overs`, sarah.headers, {
      toInstructorId: tom.id,
      kind: 'cover',
      fromDate: '2027-03-15',
      toDate: '2027-03-19',
    });
    expect(asked.statusCode, asked.body).toBe(201);
    const agreed = await call('POST', `/api/hand-over-links/${tokenOf(asked.json().link)}/agree`, {});
    expect(agreed.statusCode, agreed.body).toBe(200);
    expect(agreed.json().lessons).toEqual([expect.objectContaining({ lessonId: inCover, moved: true })]);
    expect((await lessonRow(inCover))?.instructorId).toBe(tom.id);
    expect((await lessonRow(afterCover))?.instructorId).toBe(sarah.id);
    // Agreed, but the cover has not started: Sarah is still the learner's instructor.
    const status = async () =>
      (
        await db
          .select({ status: learnerHandOvers.status })
          .from(learnerHandOvers)
          .where(eq(learnerHandOvers.id, asked.json().handOver.id))
      )[0]?.status;
    expect(await status()).toBe('agreed');
    expect(await instructorOf(alex.id)).toBe(sarah.id);

    try {
      testApp.setNow(at('2027-03-15', '06:00'));
      expect(await runHandOverSchedule(testApp.deps)).toMatchObject({ started: 1 });
      expect(await status()).toBe('in_force');
      expect(await instructorOf(alex.id)).toBe(tom.id);
      // During the cover Sarah's record of Alex is read-only.
      const note = await call('POST', '/api/progress-notes', sarah.headers, {
        studentId: alex.id,
        instructorNotes: 'While away',
      });
      expect(note.statusCode).toBe(403);

      testApp.setNow(at('2027-03-19', '23:00'));
      expect(await runHandOverSchedule(testApp.deps)).toMatchObject({ ended: 0 });
      testApp.setNow(at('2027-03-20', '00:05'));
      expect(await runHandOverSchedule(testApp.deps)).toMatchObject({ ended: 1 });
      expect(await status()).toBe('ended');
      expect(await instructorOf(alex.id)).toBe(sarah.id);
      // Run again: nothing happens twice.
      expect(await runHandOverSchedule(testApp.deps)).toMatchObject({ started: 0, ended: 0 });
      const back = await call('POST', '/api/progress-notes', sarah.headers, {
        studentId: alex.id,
        instructorNotes: 'Back again',
      });
      expect(back.statusCode, back.body).toBe(201);
    } finally {
      testApp.setNow(NOW);
    }
  });
});

describe('statements after a hand-over in the middle of a package (issue 39)', () => {
  it("credits each instructor exactly their lessons' money, and the two add up to the lessons' money", async () => {
    const sarah = await makeInstructor('Sarah Khan');
    const tom = await makeInstructor('Tom Reed');
    const alex = await makeLearner(sarah.id);
    // £300 for 10 hours: each 2-hour lesson is worth £60.00 exactly.
    const sarahsLessons = [
      await insertLesson(sarah.id, alex, at('2027-03-02', '10:00'), true),
      await insertLesson(sarah.id, alex, at('2027-03-04', '10:00'), true),
    ];
    const moving = [
      await insertLesson(sarah.id, alex, at('2027-03-16', '10:00')),
      await insertLesson(sarah.id, alex, at('2027-03-18', '10:00')),
    ];
    await offerTime(tom.id, '2027-03-16', '10:00');
    await offerTime(tom.id, '2027-03-18', '10:00');
    const asked = await call('POST', `/api/students/${alex.id}/hand-overs`, testApp.headers, {
      toInstructorId: tom.id,
      kind: 'transfer',
    });
    expect(asked.statusCode, asked.body).toBe(201);
    const agreed = await call('POST', `/api/hand-over-links/${tokenOf(asked.json().link)}/agree`, {});
    expect(agreed.json().lessons.every((lesson: { moved: boolean }) => lesson.moved)).toBe(true);
    try {
      testApp.setNow(at('2027-03-25', '09:00'));
      for (const id of moving) {
        const done = await call('POST', `/api/lessons/${id}/complete`, tom.headers, { actualMinutes: 120 });
        expect(done.statusCode, done.body).toBe(200);
      }
      // Each reads their own statement (the owner's test session does not last to this clock).
      const statementOf = async (instructor: { id: number; headers: Record<string, string> }) => {
        const answer = await call(
          'GET',
          `/api/money/statements/instructors/${instructor.id}?kind=month&day=2027-03-15`,
          instructor.headers,
        );
        expect(answer.statusCode, answer.body).toBe(200);
        return answer.json();
      };
      const sarahs = await statementOf(sarah);
      const toms = await statementOf(tom);
      const linesOf = (statement: { lessons: { lessonId: number; pence: number }[] }) =>
        statement.lessons.map((line) => [line.lessonId, line.pence]);
      expect(linesOf(sarahs)).toEqual(sarahsLessons.map((id) => [id, 6_000]));
      expect(linesOf(toms)).toEqual(moving.map((id) => [id, 6_000]));
      expect(sarahs.totals.lessonPence).toBe(12_000);
      expect(toms.totals.lessonPence).toBe(12_000);
      // The four lessons used 8 of the 10 hours bought for £300: £240, split exactly.
      expect(sarahs.totals.lessonPence + toms.totals.lessonPence).toBe(Math.round((30_000 * 480) / 600));
      const [row] = await testApp.database.db
        .select({ instructorId: lessons.instructorId })
        .from(lessons)
        .where(and(eq(lessons.id, moving[0] ?? 0), eq(lessons.studentId, alex.id)));
      expect(row?.instructorId).toBe(tom.id);
    } finally {
      testApp.setNow(NOW);
    }
  });
});
