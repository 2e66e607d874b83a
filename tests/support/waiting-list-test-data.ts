import { randomBytes } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { expect } from 'vitest';
import type { WaitingListWishesInput } from '../../src/core/bookings/waiting-list/waiting-list-schemas';
import { accessLinkSchema } from '../../src/core/learners/students-schemas';
import { progressResponseSchema } from '../../src/core/progress/progress-schemas';
import {
  purchases,
  waitingListEntries,
  waitingListFreedTimes,
  waitingListOffers,
} from '../../src/server/db/schema';
import { generateToken, hashToken } from '../../src/server/lib/random-tokens';
import { bookThroughApi } from './book-through-api';
import { insertAccessTokenRow, insertLearner } from './dashboard-test-data';
import { createTimeSlot } from './factories';
import type { RunningTestApp } from './test-app';

/** Bookable slots of the instructor at these London times of one date. */
export async function createSlotsAt(
  testApp: RunningTestApp,
  instructorId: number,
  date: string,
  times: readonly string[],
  duration = 60,
): Promise<number[]> {
  const ids: number[] = [];
  for (const time of times) {
    ids.push(await createTimeSlot(testApp.database.db, { instructorId, date, time, duration }));
  }
  return ids;
}

/** A learner booked these slots through the booking form, the instructor approved it and sent the link. */
export async function bookApprovedLesson(
  testApp: RunningTestApp,
  headers: { authorization: string },
  instructorId: number,
  slotIds: number[],
  packageType = 'single_2hour',
) {
  const booking = await bookThroughApi(
    testApp,
    { timeSlotIds: slotIds, packageType },
    { approveWith: headers, approvingInstructorId: instructorId },
  );
  const link = await testApp.app.inject({
    method: 'POST',
    url: `/api/students/${booking.studentId}/generate-token`,
    headers,
  });
  const { token } = accessLinkSchema.parse(link.json());
  const progress = progressResponseSchema.parse(
    (await testApp.app.inject({ method: 'GET', url: `/api/progress/${token}` })).json(),
  );
  const [lesson] = progress.lessons;
  if (!lesson) throw new Error('The approved booking should have made a lesson');
  return {
    token,
    bookingId: booking.id,
    studentId: booking.studentId,
    lessonId: lesson.id,
    email: booking.email,
  };
}

/**
 * A learner with a live progress link on the waiting list with these wishes; `hoursMinutes`
 * bought (and paid) from the ledger's point of view when given.
 */
export async function waitingLearner(
  testApp: RunningTestApp,
  instructorId: number,
  wishes: WaitingListWishesInput,
  options: { fullName?: string; hoursMinutes?: number; now: Date },
) {
  const { db } = testApp.database;
  const studentId = await insertLearner(db, {
    fullName: options.fullName ?? 'Wendy Waiting',
    email: `waiting-${randomBytes(6).toString('hex')}@example.com`,
  });
  const token = randomBytes(24).toString('base64url');
  await insertAccessTokenRow(db, {
    studentId,
    token,
    createdAt: options.now,
    expiresAt: new Date(options.now.getTime() + 30 * 86_400_000),
  });
  if (options.hoursMinutes) {
    await db.insert(purchases).values({
      instructorId,
      studentId,
      description: 'Starter Package (5 Hours)',
      minutes: options.hoursMinutes,
      pricePence: 18_000,
      purchasedAt: options.now,
    });
  }
  const joined = await testApp.app.inject({
    method: 'PUT',
    url: `/api/progress/${token}/waiting-list`,
    payload: wishes,
  });
  expect(joined.statusCode).toBe(200);
  return { studentId, token };
}

/**
 * A freed time [startsAt, startsAt + minutes) offered to these waiting learners (each with an open
 * entry, as `waitingLearner` makes), written as an offer by hand leaves it (its messages aside),
 * for a test that needs this offer alone: the sweep would offer every freed time to every waiting
 * learner it suits. Each offer lasts the school's default 12 hours. Answers each learner's token.
 */
export async function offerFreedTimeTo(
  testApp: RunningTestApp,
  offer: { instructorId: number; startsAt: Date; minutes: number; studentIds: readonly number[]; now: Date },
): Promise<string[]> {
  const { db } = testApp.database;
  const endsAt = new Date(offer.startsAt.getTime() + offer.minutes * 60_000);
  const [freedTime] = await db
    .insert(waitingListFreedTimes)
    .values({ instructorId: offer.instructorId, startsAt: offer.startsAt, endsAt, freedAt: offer.now })
    .returning({ id: waitingListFreedTimes.id });
  if (!freedTime) throw new Error('Freed time insert returned no row');
  const tokens: string[] = [];
  for (const studentId of offer.studentIds) {
    const [entry] = await db
      .select({ id: waitingListEntries.id })
      .from(waitingListEntries)
      .where(and(eq(waitingListEntries.studentId, studentId), eq(waitingListEntries.status, 'waiting')));
    if (!entry) throw new Error(`Learner ${studentId} is not on the waiting list`);
    const token = generateToken();
    await db.insert(waitingListOffers).values({
      freedTimeId: freedTime.id,
      entryId: entry.id,
      studentId,
      tokenHash: hashToken(token),
      startsAt: offer.startsAt,
      endsAt,
      byHand: true,
      sentAt: offer.now,
      expiresAt: new Date(offer.now.getTime() + 12 * 3_600_000),
    });
    tokens.push(token);
  }
  return tokens;
}
