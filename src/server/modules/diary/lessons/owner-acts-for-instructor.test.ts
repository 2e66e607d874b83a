import { and, desc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { bookThroughApi } from '../../../../../tests/support/book-through-api';
import { getSeededInstructorId } from '../../../../../tests/support/factories';
import { createInstructorWithSession } from '../../../../../tests/support/second-instructor';
import { setUpTestApp } from '../../../../../tests/support/test-app';
import { SCHOOL_TIME_ZONE, zonedWallTimeToInstant } from '../../../../core/time/london-time';
import { bookings, instructors, lessons, outbox, users } from '../../../db/schema';
import { sendDueReminders } from '../../messaging/reminders/reminder-scheduler-service';

/*
 * The owner acts on another instructor's bookings and lessons (issue 37, docs/decisions/0052):
 * approve, decline, move, cancel, mark taught and note. The booking and its lessons stay that
 * instructor's, the diary rules are hers (not the owner's), and every e-mail to the learner goes in
 * her name.
 */

// Monday 8 March 2027, 09:00 GMT.
const NOW = new Date('2027-03-08T09:00:00Z');
const testApp = setUpTestApp({ now: NOW, env: { INSTRUCTOR_NAME: 'Sam Owner' } });

const at = (date: string, time: string) => zonedWallTimeToInstant(date, time, SCHOOL_TIME_ZONE);

async function lastEmailTo(email: string) {
  const [row] = await testApp.database.db
    .select()
    .from(outbox)
    .where(and(eq(outbox.channel, 'email'), eq(outbox.recipient, email)))
    .orderBy(desc(outbox.id))
    .limit(1);
  return row;
}

async function makeNadia() {
  const nadia = await createInstructorWithSession(testApp.database.db, {
    email: `nadia-${Date.now()}@example.com`,
    now: NOW,
  });
  await testApp.database.db
    .update(instructors)
    .set({ fullName: 'Nadia Hussain', gender: 'female' })
    .where(eq(instructors.id, nadia.id));
  return nadia;
}

async function insertLesson(instructorId: number, studentId: number, startsAt: Date, minutes = 60) {
  const [row] = await testApp.database.db
    .insert(lessons)
    .values({
      instructorId,
      studentId,
      startsAt,
      endsAt: new Date(startsAt.getTime() + minutes * 60_000),
      bookedDurationMinutes: minutes,
    })
    .returning({ id: lessons.id });
  if (!row) throw new Error('lesson not inserted');
  return row.id;
}

function act(path: string, method: 'POST' | 'PATCH', payload: unknown) {
  return testApp.app.inject({ method, url: path, headers: testApp.headers, payload: payload as object });
}

describe("the owner acting on another instructor's bookings and lessons", () => {
  it("approves her request: the booking and lessons stay hers and the learner's e-mail is in her name", async () => {
    const nadia = await makeNadia();
    const booked = await bookThroughApi(
      testApp,
      { fullName: 'Fatima Ali', packageType: 'single_1hour' },
      { freeTimes: { instructorId: nadia.id, date: '2027-03-15', times: ['17:30'] } },
    );
    const received = await lastEmailTo(booked.email);
    expect(received?.bodyText).toContain('Nadia Hussain reviews every request within 24 hours.');
    expect(received?.bodyText.trimEnd().split('\n').slice(-2)).toEqual(['Nadia Hussain', expect.any(String)]);

    const approved = await act(`/api/bookings/${booked.id}/status`, 'PATCH', { status: 'approved' });
    expect(approved.statusCode, approved.body).toBe(200);
    const [booking] = await testApp.database.db.select().from(bookings).where(eq(bookings.id, booked.id));
    expect(booking).toMatchObject({ status: 'approved', instructorId: nadia.id });
    const made = await testApp.database.db.select().from(lessons).where(eq(lessons.bookingId, booked.id));
    expect(made.map((lesson) => lesson.instructorId)).toEqual([nadia.id]);
    const email = await lastEmailTo(booked.email);
    expect(email?.bodyText).toContain('Good news: Nadia Hussain has approved your booking');
    expect(email?.bodyText).not.toContain('Sam Owner');
  });

  it('declines her request in her name', async () => {
    const nadia = await makeNadia();
    const booked = await bookThroughApi(
      testApp,
      { fullName: 'Fatima Ali', packageType: 'single_1hour' },
      { freeTimes: { instructorId: nadia.id, date: '2027-03-16', times: ['17:30'] } },
    );
    const declined = await act(`/api/bookings/${booked.id}/status`, 'PATCH', {
      status: 'rejected',
      reason: 'My car is in for its MOT that evening.',
    });
    expect(declined.statusCode, declined.body).toBe(200);
    const [booking] = await testApp.database.db.select().from(bookings).where(eq(bookings.id, booked.id));
    expect(booking).toMatchObject({ status: 'rejected', instructorId: nadia.id });
    const email = await lastEmailTo(booked.email);
    expect(email?.bodyText).toContain('Sorry, Nadia Hussain cannot take your booking request');
    expect(email?.bodyText).toContain('Nadia Hussain says:');
  });

  it("moves, notes, cancels and marks taught her lessons, held to her diary (not the owner's), in her name", async () => {
    const nadia = await makeNadia();
    const ownerId = await getSeededInstructorId(testApp.database.db);
    const [learner] = await testApp.database.db
      .insert(users)
      .values({
        username: `fatima-${Date.now()}`,
        email: `fatima-${Date.now()}@example.com`,
        phone: '07700 900105',
        fullName: 'Fatima Ali',
        instructorId: nadia.id,
      })
      .returning();
    if (!learner) throw new Error('learner not inserted');
    const hers = await insertLesson(nadia.id, learner.id, at('2027-03-17', '17:30'));
    // The owner's lesson at 10:00 on the 18th, and another of hers at 12:00 the same day.
    await insertLesson(ownerId, learner.id, at('2027-03-18', '10:00'));
    await insertLesson(nadia.id, learner.id, at('2027-03-18', '12:00'));

    // Her other lesson clashes; the owner's own lesson at 10:00 does not (it is another diary).
    const clash = await act(`/api/lessons/${hers}/move`, 'POST', { date: '2027-03-18', startTime: '12:00' });
    expect(clash.statusCode, clash.body).toBe(409);
    const moved = await act(`/api/lessons/${hers}/move`, 'POST', { date: '2027-03-18', startTime: '10:00' });
    expect(moved.statusCode, moved.body).toBe(200);
    const [lesson] = await testApp.database.db.select().from(lessons).where(eq(lessons.id, hers));
    expect(lesson).toMatchObject({ instructorId: nadia.id, startsAt: at('2027-03-18', '10:00') });
    const movedEmail = await lastEmailTo(learner.email);
    expect(movedEmail?.bodyText).toContain('Nadia Hussain has moved your 1hr lesson');

    const noted = await act(`/api/lessons/${hers}/notes`, 'PATCH', { notes: 'Pick up from the library.' });
    expect(noted.statusCode, noted.body).toBe(200);

    const cancelled = await act(`/api/lessons/${hers}/cancel`, 'POST', {
      reason: 'Instructor unwell',
      charged: false,
    });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    const cancelledEmail = await lastEmailTo(learner.email);
    expect(cancelledEmail?.bodyText).toContain('Nadia Hussain has cancelled your 1hr lesson');
    expect(cancelledEmail?.bodyText.trimEnd().split('\n').at(-2)).toBe('Nadia Hussain');

    // A lesson of hers that has happened: the owner marks it taught.
    const past = await insertLesson(nadia.id, learner.id, at('2027-03-05', '17:30'));
    const taught = await act(`/api/lessons/${past}/complete`, 'POST', { actualMinutes: 60 });
    expect(taught.statusCode, taught.body).toBe(200);
    const [done] = await testApp.database.db.select().from(lessons).where(eq(lessons.id, past));
    expect(done).toMatchObject({ status: 'completed', instructorId: nadia.id });

    // Another instructor still cannot act on a lesson that is not theirs.
    const other = await createInstructorWithSession(testApp.database.db, {
      email: `other-${Date.now()}@example.com`,
      now: NOW,
    });
    const refused = await testApp.app.inject({
      method: 'PATCH',
      url: `/api/lessons/${past}/notes`,
      headers: other.headers,
      payload: { notes: 'Not mine.' },
    });
    expect(refused.statusCode).toBe(404);
  });

  it("sends her lesson's reminder in her name", async () => {
    const nadia = await makeNadia();
    const [learner] = await testApp.database.db
      .insert(users)
      .values({
        username: `amira-${Date.now()}`,
        email: `amira-${Date.now()}@example.com`,
        phone: '07700 900106',
        fullName: 'Amira Begum',
        instructorId: nadia.id,
      })
      .returning();
    if (!learner) throw new Error('learner not inserted');
    // Tomorrow at 10:00: the 24-hour reminder is due now (the school's default is e-mail).
    await insertLesson(nadia.id, learner.id, new Date(NOW.getTime() + 24 * 3_600_000 - 60_000));
    await sendDueReminders(testApp.deps);
    const reminder = await lastEmailTo(learner.email);
    expect(reminder?.kind).toBe('lesson_reminder_24h');
    expect(reminder?.bodyText.trimEnd().split('\n').slice(-3)).toEqual([
      'See you soon,',
      'Nadia Hussain',
      expect.any(String),
    ]);
  });
});
