import { and, asc, eq, inArray } from 'drizzle-orm';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { getSeededInstructorId } from '../../../../../tests/support/factories';
import { createInstructorWithSession } from '../../../../../tests/support/second-instructor';
import { setUpTestApp } from '../../../../../tests/support/test-app';
import {
  bookApprovedLesson,
  createSlotsAt,
  waitingLearner,
} from '../../../../../tests/support/waiting-list-test-data';
import { apiErrorSchema } from '../../../../core/api/api-error-schemas';
import {
  claimWaitingListOfferResponseSchema,
  freedTimeCandidatesResponseSchema,
  freedTimesResponseSchema,
} from '../../../../core/bookings/waiting-list/waiting-list-offer-schemas';
import {
  CHOSEN_WAITING_INSTRUCTOR_MESSAGE,
  instructorWaitingListResponseSchema,
  type WaitingListWishesInput,
} from '../../../../core/bookings/waiting-list/waiting-list-schemas';
import {
  instructors,
  lessons,
  outbox,
  users,
  waitingListEntries,
  waitingListOffers,
} from '../../../db/schema';
import { sweepWaitingList } from './waiting-list-offers-service';

/*
 * The waiting list across the school (issue 38, docs/decisions/0058): "any instructor" learners
 * hear of the freed times of every instructor their preference matches, "my instructor" learners
 * only of theirs; each instructor's list shows others' learners without their details.
 */

// Monday 1 February 2027, 10:00 GMT: the dates below are Wednesdays after it.
const NOW = new Date('2027-02-01T10:00:00Z');

const testApp = setUpTestApp({ now: NOW });
const sweep = () => sweepWaitingList(testApp.deps);

let tomId: number;
let sarah: { id: number; headers: { authorization: string } };

beforeAll(async () => {
  const { db } = testApp.database;
  tomId = await getSeededInstructorId(db);
  await db
    .update(instructors)
    .set({ fullName: 'Tom Owner', gender: 'male' })
    .where(eq(instructors.id, tomId));
  sarah = await createInstructorWithSession(db, { email: 'sarah.waiting@example.com', now: NOW });
  await db
    .update(instructors)
    .set({ fullName: 'Sarah Khan', gender: 'female' })
    .where(eq(instructors.id, sarah.id));
  testApp.deps.availability.invalidate();
  // The first look only learns what is open.
  await sweep();
});

beforeEach(async () => {
  testApp.setNow(NOW);
  await testApp.database.db.delete(waitingListEntries);
});

function wednesdayEvenings(overrides: Partial<WaitingListWishesInput> = {}): WaitingListWishesInput {
  return {
    windows: [{ weekday: 3, period: 'evening' }],
    fromDate: '2027-02-01',
    lessonMinutes: 60,
    testDate: null,
    ...overrides,
  };
}

/** A waiting learner whose entry is `homeId`'s ("my instructor" means them). */
async function learnerOf(
  homeId: number,
  fullName: string,
  choice: Pick<WaitingListWishesInput, 'instructorChoice' | 'instructorPreference'>,
  hoursMinutes?: number,
) {
  const learner = await waitingLearner(testApp, homeId, wednesdayEvenings(choice), {
    fullName,
    now: NOW,
    ...(hoursMinutes ? { hoursMinutes } : {}),
  });
  await testApp.database.db
    .update(waitingListEntries)
    .set({ instructorId: homeId })
    .where(eq(waitingListEntries.studentId, learner.studentId));
  return learner;
}

async function offeredStudentIds(): Promise<Set<number>> {
  const rows = await testApp.database.db
    .select({ studentId: waitingListOffers.studentId })
    .from(waitingListOffers);
  return new Set(rows.map((row) => row.studentId));
}

async function offerTokenOf(studentId: number): Promise<string> {
  const [student] = await testApp.database.db
    .select({ email: users.email })
    .from(users)
    .where(eq(users.id, studentId));
  const mails = await testApp.database.db
    .select({ body: outbox.bodyText })
    .from(outbox)
    .where(
      and(
        eq(outbox.kind, 'waiting_list_offer'),
        eq(outbox.channel, 'email'),
        eq(outbox.recipient, student?.email ?? ''),
      ),
    )
    .orderBy(asc(outbox.id));
  const token = mails.at(-1)?.body.match(/\/waiting-list-offer\/([A-Za-z0-9_-]+)/)?.[1];
  if (!token) throw new Error(`No offer e-mail for learner ${studentId}`);
  return token;
}

/** Five waiting learners: one of Sarah's, one of Tom's, and three of Tom's waiting for any instructor. */
async function schoolOfWaitingLearners() {
  return {
    sarahsOwn: await learnerOf(sarah.id, 'Sadia Sarahs', { instructorChoice: 'mine' }),
    tomsOwn: await learnerOf(tomId, 'Toby Toms', { instructorChoice: 'mine' }),
    anyFemale: await learnerOf(
      tomId,
      'Farah Female',
      { instructorChoice: 'any', instructorPreference: 'female' },
      300,
    ),
    anyAtAll: await learnerOf(tomId, 'Nia Nopref', {
      instructorChoice: 'any',
      instructorPreference: 'no_preference',
    }),
    anyMale: await learnerOf(tomId, 'Marek Male', { instructorChoice: 'any', instructorPreference: 'male' }),
  };
}

describe('a freed time reaches the learners waiting for its instructor', () => {
  it("Sarah's freed time: her own learners and 'any' female or no preference, not Tom's own nor 'any, male'", async () => {
    const waiting = await schoolOfWaitingLearners();
    await createSlotsAt(testApp, sarah.id, '2027-02-10', ['18:00']);
    testApp.deps.availability.invalidate();
    expect((await sweep()).freedTimes).toBe(1);

    const offered = await offeredStudentIds();
    expect(offered.has(waiting.sarahsOwn.studentId)).toBe(true);
    expect(offered.has(waiting.anyFemale.studentId)).toBe(true);
    expect(offered.has(waiting.anyAtAll.studentId)).toBe(true);
    expect(offered.has(waiting.tomsOwn.studentId)).toBe(false);
    expect(offered.has(waiting.anyMale.studentId)).toBe(false);
    expect(offered.size).toBe(3);

    // Tom's freed time, the same evening: his own, 'any, male' and 'any, no preference'.
    await testApp.database.db.delete(waitingListOffers);
    await createSlotsAt(testApp, tomId, '2027-02-10', ['20:00']);
    testApp.deps.availability.invalidate();
    expect((await sweep()).freedTimes).toBe(1);
    const offeredByTom = await offeredStudentIds();
    expect([...offeredByTom].sort()).toEqual(
      [waiting.tomsOwn.studentId, waiting.anyAtAll.studentId, waiting.anyMale.studentId].sort(),
    );
  });

  it("an 'any' learner who takes Sarah's time has their lesson with Sarah, and Sarah as their instructor", async () => {
    const { anyFemale } = await schoolOfWaitingLearners();
    await createSlotsAt(testApp, sarah.id, '2027-02-17', ['18:00']);
    testApp.deps.availability.invalidate();
    await sweep();

    const claimed = await testApp.app.inject({
      method: 'POST',
      url: `/api/waiting-list-offers/${await offerTokenOf(anyFemale.studentId)}/claim`,
    });
    expect(claimed.statusCode).toBe(200);
    claimWaitingListOfferResponseSchema.parse(claimed.json());
    const booked = await testApp.database.db
      .select({ instructorId: lessons.instructorId, startsAt: lessons.startsAt })
      .from(lessons)
      .where(eq(lessons.studentId, anyFemale.studentId));
    expect(booked).toEqual([{ instructorId: sarah.id, startsAt: new Date('2027-02-17T18:00:00Z') }]);
    // They had no instructor of their own: as a booking does (decision 0048), this one becomes it.
    const [learner] = await testApp.database.db
      .select({ instructorId: users.instructorId })
      .from(users)
      .where(eq(users.id, anyFemale.studentId));
    expect(learner?.instructorId).toBe(sarah.id);
  });

  it("an 'any' learner with a lesson of Sarah's is offered a move within Sarah's diary, not one of Tom's times", async () => {
    const lessonSlots = await createSlotsAt(testApp, sarah.id, '2027-03-03', ['18:00', '19:00']);
    const learner = await bookApprovedLesson(testApp, sarah.headers, sarah.id, lessonSlots);
    const joined = await testApp.app.inject({
      method: 'PUT',
      url: `/api/progress/${learner.token}/waiting-list`,
      payload: wednesdayEvenings({
        instructorChoice: 'any',
        instructorPreference: 'no_preference',
        lessonMinutes: 120,
      }),
    });
    expect(joined.statusCode).toBe(200);
    await sweep();

    // Tom frees an earlier time: their lesson is Sarah's, so the rule does not offer it (a move
    // stays in one diary; a new lesson would be a second one they did not ask for).
    await createSlotsAt(testApp, tomId, '2027-02-24', ['18:00', '19:00']);
    testApp.deps.availability.invalidate();
    await sweep();
    expect((await offeredStudentIds()).has(learner.studentId)).toBe(false);

    await createSlotsAt(testApp, sarah.id, '2027-02-24', ['18:00', '19:00']);
    testApp.deps.availability.invalidate();
    await sweep();
    const claimed = await testApp.app.inject({
      method: 'POST',
      url: `/api/waiting-list-offers/${await offerTokenOf(learner.studentId)}/claim`,
    });
    expect(claimed.statusCode).toBe(200);
    expect(claimWaitingListOfferResponseSchema.parse(claimed.json()).movedFrom).not.toBeNull();
    const [moved] = await testApp.database.db
      .select({ instructorId: lessons.instructorId, startsAt: lessons.startsAt })
      .from(lessons)
      .where(eq(lessons.id, learner.lessonId));
    expect(moved).toEqual({ instructorId: sarah.id, startsAt: new Date('2027-02-24T18:00:00Z') });
  });
});

describe("each instructor's list", () => {
  it('shows Sarah her own learners in full and matching "any" learners of others without their details', async () => {
    const waiting = await schoolOfWaitingLearners();
    const response = await testApp.app.inject({
      method: 'GET',
      url: '/api/waiting-list',
      headers: sarah.headers,
    });
    expect(response.statusCode).toBe(200);
    const { entries } = instructorWaitingListResponseSchema.parse(response.json());
    const byStudent = new Map(entries.map((entry) => [entry.studentId, entry]));
    expect(byStudent.has(waiting.tomsOwn.studentId)).toBe(false);
    expect(byStudent.has(waiting.anyMale.studentId)).toBe(false);
    expect(entries).toHaveLength(3);

    expect(byStudent.get(waiting.sarahsOwn.studentId)).toMatchObject({
      fullName: 'Sadia Sarahs',
      detailsShown: true,
      instructorChoiceText: 'My instructor',
      canMove: true,
      canRemove: true,
    });
    const female = byStudent.get(waiting.anyFemale.studentId);
    expect(female).toMatchObject({
      fullName: 'Farah F.',
      email: null,
      phone: null,
      leftMinutes: null,
      detailsShown: false,
      instructorChoiceText: 'Any instructor · female',
      canMove: false,
      canRemove: false,
      reasonText: 'Has the hours for a lesson',
    });
    expect(female?.wishes.testDate).toBeNull();
    expect(byStudent.get(waiting.anyAtAll.studentId)).toMatchObject({
      fullName: 'Nia N.',
      instructorChoiceText: 'Any instructor',
    });

    // Not hers to change: answered as a missing entry (decision 0047).
    const removed = await testApp.app.inject({
      method: 'DELETE',
      url: `/api/waiting-list/${female?.id}`,
      headers: sarah.headers,
    });
    expect(removed.statusCode).toBe(404);
    const moved = await testApp.app.inject({
      method: 'POST',
      url: `/api/waiting-list/${female?.id}/move`,
      headers: sarah.headers,
      payload: { direction: 'up' },
    });
    expect(moved.statusCode).toBe(404);
    const stillOpen = await testApp.database.db
      .select({ status: waitingListEntries.status })
      .from(waitingListEntries)
      .where(inArray(waitingListEntries.studentId, [waiting.anyFemale.studentId]));
    expect(stillOpen).toEqual([{ status: 'waiting' }]);
  });

  it('shows the owner every detail of the learners in their list, and their own learners waiting for others', async () => {
    const waiting = await schoolOfWaitingLearners();
    const response = await testApp.app.inject({
      method: 'GET',
      url: '/api/waiting-list',
      headers: testApp.headers,
    });
    const { entries } = instructorWaitingListResponseSchema.parse(response.json());
    expect(entries.map((entry) => entry.studentId).sort()).toEqual(
      [
        waiting.tomsOwn.studentId,
        waiting.anyFemale.studentId,
        waiting.anyAtAll.studentId,
        waiting.anyMale.studentId,
      ].sort(),
    );
    expect(entries.every((entry) => entry.detailsShown && entry.email !== null)).toBe(true);
    expect(entries.find((entry) => entry.studentId === waiting.anyFemale.studentId)?.fullName).toBe(
      'Farah Female',
    );
  });

  it("names others' learners by first name and initial among the candidates of Sarah's freed time", async () => {
    const waiting = await schoolOfWaitingLearners();
    await createSlotsAt(testApp, sarah.id, '2027-02-10', ['19:00']);
    testApp.deps.availability.invalidate();
    await sweep();
    const list = freedTimesResponseSchema.parse(
      (
        await testApp.app.inject({
          method: 'GET',
          url: '/api/waiting-list/freed-times',
          headers: sarah.headers,
        })
      ).json(),
    );
    const freed = list.freedTimes.find((time) => time.date === '2027-02-10' && time.startTime === '19:00');
    expect(freed).toBeDefined();
    const candidates = freedTimeCandidatesResponseSchema.parse(
      (
        await testApp.app.inject({
          method: 'GET',
          url: `/api/waiting-list/freed-times/${freed?.id}/candidates`,
          headers: sarah.headers,
        })
      ).json(),
    );
    const names = new Map(
      candidates.candidates.map((candidate) => [candidate.studentId, candidate.fullName]),
    );
    expect(names.get(waiting.sarahsOwn.studentId)).toBe('Sadia Sarahs');
    expect(names.get(waiting.anyFemale.studentId)).toBe('Farah F.');
    expect(names.has(waiting.tomsOwn.studentId)).toBe(false);
    expect(names.has(waiting.anyMale.studentId)).toBe(false);
    // The offers the rule sent, as her freed-times card lists them.
    const offeredNames = new Map(
      candidates.freedTime.offers.map((offer) => [offer.studentId, offer.fullName]),
    );
    expect(offeredNames.get(waiting.anyFemale.studentId)).toBe('Farah F.');
    expect(offeredNames.get(waiting.sarahsOwn.studentId)).toBe('Sadia Sarahs');
  });
});

describe('joining from the booking page', () => {
  const newcomer = {
    fullName: 'Nadia Newcomer',
    phone: '07700 900123',
    drivingExperience: 'beginner',
    acceptTerms: true,
  };

  async function entryOf(email: string) {
    const [row] = await testApp.database.db
      .select({
        instructorId: waitingListEntries.instructorId,
        instructorChoice: waitingListEntries.instructorChoice,
        instructorPreference: waitingListEntries.instructorPreference,
      })
      .from(waitingListEntries)
      .innerJoin(users, eq(users.id, waitingListEntries.studentId))
      .where(eq(users.email, email));
    return row;
  }

  it('waits for the instructor chosen on the page, or for any instructor with a preference', async () => {
    const mine = await testApp.app.inject({
      method: 'POST',
      url: '/api/waiting-list',
      payload: {
        ...newcomer,
        email: 'nadia.mine@example.com',
        instructorId: sarah.id,
        // A preference sent with "my instructor" means nothing and is not kept.
        wishes: { ...wednesdayEvenings(), instructorChoice: 'mine', instructorPreference: 'male' },
      },
    });
    expect(mine.statusCode).toBe(200);
    expect(await entryOf('nadia.mine@example.com')).toEqual({
      instructorId: sarah.id,
      instructorChoice: 'mine',
      instructorPreference: 'no_preference',
    });

    const any = await testApp.app.inject({
      method: 'POST',
      url: '/api/waiting-list',
      payload: {
        ...newcomer,
        email: 'nadia.any@example.com',
        wishes: { ...wednesdayEvenings(), instructorChoice: 'any', instructorPreference: 'female' },
      },
    });
    expect(any.statusCode).toBe(200);
    expect(await entryOf('nadia.any@example.com')).toEqual({
      instructorId: tomId,
      instructorChoice: 'any',
      instructorPreference: 'female',
    });
  });

  it('refuses an instructor learners cannot choose, and a choice it does not know, with field messages', async () => {
    const unknown = await testApp.app.inject({
      method: 'POST',
      url: '/api/waiting-list',
      payload: {
        ...newcomer,
        email: 'nadia.unknown@example.com',
        instructorId: 999_999,
        wishes: wednesdayEvenings(),
      },
    });
    expect(unknown.statusCode).toBe(400);
    expect(apiErrorSchema.parse(unknown.json()).fields).toEqual({
      instructorId: CHOSEN_WAITING_INSTRUCTOR_MESSAGE,
    });

    const badChoice = await testApp.app.inject({
      method: 'POST',
      url: '/api/waiting-list',
      payload: {
        ...newcomer,
        email: 'nadia.bad@example.com',
        wishes: { ...wednesdayEvenings(), instructorChoice: 'everyone' },
      },
    });
    expect(badChoice.statusCode).toBe(400);
    expect(apiErrorSchema.parse(badChoice.json()).fields).toHaveProperty('wishes.instructorChoice');
    expect(await entryOf('nadia.unknown@example.com')).toBeUndefined();
    expect(await entryOf('nadia.bad@example.com')).toBeUndefined();
  });
});
