import { randomBytes } from 'node:crypto';
import { and, count, eq } from 'drizzle-orm';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { insertAccessTokenRow, insertLearner } from '../../../../../tests/support/dashboard-test-data';
import { getSeededInstructorId } from '../../../../../tests/support/factories';
import { setUpTestApp } from '../../../../../tests/support/test-app';
import { apiErrorSchema } from '../../../../core/api/api-error-schemas';
import {
  instructorWaitingListResponseSchema,
  joinWaitingListResponseSchema,
  learnerWaitingListResponseSchema,
} from '../../../../core/bookings/waiting-list/waiting-list-schemas';
import { outbox, purchases, users, waitingListEntries } from '../../../db/schema';

// Thursday 26 November 2026, 10:00 in London (GMT).
const NOW = new Date('2026-11-26T10:00:00Z');
const TODAY = '2026-11-26';

let instructorId: number;

const testApp = setUpTestApp({ now: NOW });
beforeAll(async () => {
  instructorId = await getSeededInstructorId(testApp.database.db);
});
beforeEach(async () => {
  testApp.setNow(NOW);
  // Each test reads the instructor's whole list: start from an empty one.
  await testApp.database.db.delete(waitingListEntries);
});

const wishes = {
  windows: [
    { weekday: 1, period: 'evening' },
    { weekday: 6, period: 'morning' },
  ],
  fromDate: TODAY,
  lessonMinutes: 90,
  testDate: null,
};

let emailCounter = 0;
function newcomer(overrides: Record<string, unknown> = {}) {
  emailCounter += 1;
  return {
    fullName: 'Nina Newcomer',
    email: `nina-${emailCounter}-${randomBytes(3).toString('hex')}@example.com`,
    phone: '07700 900123',
    drivingExperience: 'beginner',
    acceptTerms: true,
    wishes,
    ...overrides,
  };
}

/** A learner with a live progress link. */
async function learnerWithLink(overrides: Partial<typeof users.$inferInsert> = {}) {
  const studentId = await insertLearner(testApp.database.db, overrides);
  const token = randomBytes(24).toString('base64url');
  await insertAccessTokenRow(testApp.database.db, {
    studentId,
    token,
    createdAt: NOW,
    expiresAt: new Date(NOW.getTime() + 30 * 86_400_000),
  });
  return { studentId, token };
}

async function entriesOf(studentId: number) {
  return testApp.database.db
    .select()
    .from(waitingListEntries)
    .where(eq(waitingListEntries.studentId, studentId));
}

async function countRows(table: typeof users | typeof waitingListEntries) {
  const [row] = await testApp.database.db.select({ value: count() }).from(table);
  return row?.value ?? 0;
}

function join(token: string, payload: object) {
  return testApp.app.inject({ method: 'PUT', url: `/api/progress/${token}/waiting-list`, payload });
}

async function instructorList() {
  const response = await testApp.app.inject({
    method: 'GET',
    url: '/api/waiting-list',
    headers: testApp.headers,
  });
  expect(response.statusCode).toBe(200);
  return instructorWaitingListResponseSchema.parse(response.json()).entries;
}

describe('a newcomer from the booking page', () => {
  it('joins with consent: one learner, one open entry, an e-mail with their link and a way to leave', async () => {
    const body = newcomer();
    const response = await testApp.app.inject({ method: 'POST', url: '/api/waiting-list', payload: body });
    expect(response.statusCode).toBe(200);
    expect(joinWaitingListResponseSchema.parse(response.json()).message).toMatch(/check your e-mail/);
    expect(response.body).not.toMatch(/token/i);

    const [student] = await testApp.database.db.select().from(users).where(eq(users.email, body.email));
    expect(student?.fullName).toBe('Nina Newcomer');
    const entries = await entriesOf(student?.id ?? 0);
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({
      status: 'waiting',
      lessonMinutes: 90,
      fromDate: TODAY,
      testDate: null,
    });

    const mails = await testApp.database.db.select().from(outbox).where(eq(outbox.recipient, body.email));
    expect(mails.map((mail) => mail.kind)).toEqual(['waiting_list_joined']);
    expect(mails[0]?.bodyText).toMatch(/\/secure-progress/);
    expect(mails[0]?.bodyText).toMatch(/leave the waiting list/);
  });

  it('stores nothing without consent, and answers 400 with the field', async () => {
    const [learnersBefore, entriesBefore] = [await countRows(users), await countRows(waitingListEntries)];
    const response = await testApp.app.inject({
      method: 'POST',
      url: '/api/waiting-list',
      payload: newcomer({ acceptTerms: false }),
    });
    expect(response.statusCode).toBe(400);
    expect(apiErrorSchema.parse(response.json()).fields).toEqual({
      acceptTerms: 'You must accept the terms and conditions to proceed',
    });
    expect(await countRows(users)).toBe(learnersBefore);
    expect(await countRows(waitingListEntries)).toBe(entriesBefore);
  });

  it('answers 400 with field messages for bad contact details and wishes, storing nothing', async () => {
    const learnersBefore = await countRows(users);
    const response = await testApp.app.inject({
      method: 'POST',
      url: '/api/waiting-list',
      payload: newcomer({
        email: 'not-an-address',
        wishes: { ...wishes, windows: [], lessonMinutes: 45 },
      }),
    });
    expect(response.statusCode).toBe(400);
    const { fields } = apiErrorSchema.parse(response.json());
    expect(fields?.email).toBe('Valid email is required');
    expect(fields?.['wishes.windows']).toBe('Please tick at least one day and time that suits you');
    expect(fields?.['wishes.lessonMinutes']).toBe('Please choose a lesson length');

    const past = await testApp.app.inject({
      method: 'POST',
      url: '/api/waiting-list',
      payload: newcomer({ wishes: { ...wishes, fromDate: '2026-11-25', testDate: '2026-01-01' } }),
    });
    expect(past.statusCode).toBe(400);
    expect(apiErrorSchema.parse(past.json()).fields).toEqual({
      'wishes.fromDate': 'Please choose today or a later date',
      'wishes.testDate': 'Your test date cannot be in the past',
    });
    expect(await countRows(users)).toBe(learnersBefore);
  });

  it('does not attach to a known e-mail typed with another name: nothing stored, the owner told', async () => {
    const { studentId } = await learnerWithLink({
      fullName: 'Olive Owner',
      email: 'olive-owner@example.com',
    });
    const response = await testApp.app.inject({
      method: 'POST',
      url: '/api/waiting-list',
      payload: newcomer({ fullName: 'Someone Else', email: 'olive-owner@example.com' }),
    });
    expect(response.statusCode).toBe(200);
    expect(joinWaitingListResponseSchema.parse(response.json()).message).toMatch(/check your e-mail/);
    expect(await entriesOf(studentId)).toHaveLength(0);
    const mails = await testApp.database.db
      .select()
      .from(outbox)
      .where(eq(outbox.recipient, 'olive-owner@example.com'));
    expect(mails.map((mail) => mail.kind)).toEqual(['waiting_list_name_mismatch']);
  });

  it('a known e-mail with the same name joins that learner (as a booking would), with their link by e-mail', async () => {
    const { studentId } = await learnerWithLink({ fullName: 'Kemi Known', email: 'kemi-known@example.com' });
    const response = await testApp.app.inject({
      method: 'POST',
      url: '/api/waiting-list',
      payload: newcomer({ fullName: '  kemi   KNOWN ', email: 'Kemi-Known@example.com' }),
    });
    expect(response.statusCode).toBe(200);
    expect((await entriesOf(studentId)).map((row) => row.status)).toEqual(['waiting']);
    const [student] = await testApp.database.db.select().from(users).where(eq(users.id, studentId));
    expect(student?.fullName).toBe('Kemi Known');
  });

  it('a second join of the same learner updates the one open entry', async () => {
    const first = newcomer();
    await testApp.app.inject({ method: 'POST', url: '/api/waiting-list', payload: first });
    const again = await testApp.app.inject({
      method: 'POST',
      url: '/api/waiting-list',
      payload: { ...first, wishes: { ...wishes, lessonMinutes: 120, testDate: '2026-12-10' } },
    });
    expect(again.statusCode).toBe(200);
    const [student] = await testApp.database.db.select().from(users).where(eq(users.email, first.email));
    const entries = await entriesOf(student?.id ?? 0);
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({ lessonMinutes: 120, testDate: '2026-12-10', status: 'waiting' });
  });
});

describe('a learner behind their link', () => {
  it('joins, sees, changes and leaves their own entry; the waiting time is kept on a change', async () => {
    const { token, studentId } = await learnerWithLink();
    const none = await testApp.app.inject({ method: 'GET', url: `/api/progress/${token}/waiting-list` });
    expect(learnerWaitingListResponseSchema.parse(none.json()).entry).toBeNull();

    const joined = await join(token, wishes);
    expect(joined.statusCode).toBe(200);
    const entry = learnerWaitingListResponseSchema.parse(joined.json()).entry;
    // Sent without the instructor choice (issue 38): read back as "my instructor".
    expect(entry?.wishes).toEqual({
      ...wishes,
      instructorChoice: 'mine',
      instructorPreference: 'no_preference',
    });

    testApp.setNow(new Date(NOW.getTime() + 3_600_000));
    const changed = await join(token, { ...wishes, windows: [{ weekday: 3, period: 'afternoon' }] });
    const after = learnerWaitingListResponseSchema.parse(changed.json()).entry;
    expect(after?.id).toBe(entry?.id);
    expect(after?.joinedAt).toBe(entry?.joinedAt);
    expect(after?.wishes.windows).toEqual([{ weekday: 3, period: 'afternoon' }]);

    const seen = await testApp.app.inject({ method: 'GET', url: `/api/progress/${token}/waiting-list` });
    expect(learnerWaitingListResponseSchema.parse(seen.json()).entry?.wishes.windows).toHaveLength(1);

    const left = await testApp.app.inject({ method: 'DELETE', url: `/api/progress/${token}/waiting-list` });
    expect(left.statusCode).toBe(200);
    expect(learnerWaitingListResponseSchema.parse(left.json()).entry).toBeNull();
    const rows = await entriesOf(studentId);
    expect(rows.map((row) => row.status)).toEqual(['left']);

    const again = await testApp.app.inject({ method: 'DELETE', url: `/api/progress/${token}/waiting-list` });
    expect(again.statusCode).toBe(404);
  });

  it("another learner's link neither sees nor changes nor ends someone else's entry", async () => {
    const a = await learnerWithLink();
    const b = await learnerWithLink();
    await join(a.token, wishes);
    const seenByB = await testApp.app.inject({ method: 'GET', url: `/api/progress/${b.token}/waiting-list` });
    expect(learnerWaitingListResponseSchema.parse(seenByB.json()).entry).toBeNull();
    const leftByB = await testApp.app.inject({
      method: 'DELETE',
      url: `/api/progress/${b.token}/waiting-list`,
    });
    expect(leftByB.statusCode).toBe(404);
    const unknown = await testApp.app.inject({
      method: 'GET',
      url: `/api/progress/${randomBytes(24).toString('base64url')}/waiting-list`,
    });
    expect(unknown.statusCode).toBe(401);
    expect((await entriesOf(a.studentId)).map((row) => row.status)).toEqual(['waiting']);
  });

  it('answers 400 with field messages for bad wishes', async () => {
    const { token, studentId } = await learnerWithLink();
    const response = await join(token, {
      ...wishes,
      windows: [wishes.windows[0], wishes.windows[0]],
      fromDate: '2026-02-30',
    });
    expect(response.statusCode).toBe(400);
    const { fields } = apiErrorSchema.parse(response.json());
    expect(fields?.windows).toBe('Each time can be chosen once');
    expect(fields?.fromDate).toBe('Please choose a date');
    expect(await entriesOf(studentId)).toHaveLength(0);
  });

  it('joins sent at once leave one open entry', async () => {
    const { token, studentId } = await learnerWithLink();
    const answers = await Promise.all(
      [60, 90, 120, 60, 90].map((lessonMinutes) => join(token, { ...wishes, lessonMinutes })),
    );
    expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200, 200, 200, 200]);
    expect((await entriesOf(studentId)).filter((row) => row.status === 'waiting')).toHaveLength(1);
  });

  it('the database keeps one open entry per learner', async () => {
    const { token, studentId } = await learnerWithLink();
    await join(token, wishes);
    await expect(
      testApp.database.db.insert(waitingListEntries).values({
        studentId,
        instructorId,
        windows: wishes.windows,
        fromDate: TODAY,
        lessonMinutes: 60,
      }),
    ).rejects.toMatchObject({ cause: { code: '23505' } });
  });
});

describe('the instructor', () => {
  it('does not list an archived learner, and erasing a learner deletes their entry', async () => {
    const archived = await learnerWithLink({ fullName: 'Archie Archived' });
    await join(archived.token, wishes);
    const erased = await learnerWithLink({ fullName: 'Erin Erased' });
    await join(erased.token, wishes);
    await testApp.database.db.insert(purchases).values({
      instructorId,
      studentId: erased.studentId,
      description: '1 Hour Lesson',
      minutes: 60,
      pricePence: 4_000,
      purchasedAt: NOW,
    });
    const archive = await testApp.app.inject({
      method: 'POST',
      url: `/api/students/${archived.studentId}/archive`,
      headers: testApp.headers,
    });
    expect(archive.statusCode).toBe(200);
    const erase = await testApp.app.inject({
      method: 'DELETE',
      url: `/api/students/${erased.studentId}`,
      headers: testApp.headers,
    });
    expect(erase.statusCode).toBe(200);

    const names = (await instructorList()).map((entry) => entry.fullName);
    expect(names).not.toContain('Archie Archived');
    expect(names).not.toContain('Erased learner');
    expect(await entriesOf(erased.studentId)).toHaveLength(0);
  });

  it('answers 401 without a session', async () => {
    for (const [method, url] of [
      ['GET', '/api/waiting-list'],
      ['DELETE', '/api/waiting-list/1'],
      ['POST', '/api/waiting-list/1/move'],
    ] as const) {
      const response = await testApp.app.inject({ method, url, payload: { direction: 'up' } });
      expect(response.statusCode, `${method} ${url}`).toBe(401);
    }
  });

  it('sees the list in the rule order with reasons, moves one, and removes one', async () => {
    const longest = await learnerWithLink({ fullName: 'Lena Longest' });
    await join(longest.token, wishes);
    testApp.setNow(new Date(NOW.getTime() + 60_000));
    const withHours = await learnerWithLink({ fullName: 'Hari Hours' });
    await testApp.database.db.insert(purchases).values({
      instructorId,
      studentId: withHours.studentId,
      description: 'Starter Package (5 Hours)',
      minutes: 300,
      pricePence: 18_000,
      purchasedAt: NOW,
    });
    await join(withHours.token, wishes);
    testApp.setNow(new Date(NOW.getTime() + 120_000));
    const testSoon = await learnerWithLink({ fullName: 'Tess Testsoon' });
    await join(testSoon.token, { ...wishes, testDate: '2026-12-20' });
    testApp.setNow(new Date(NOW.getTime() + 180_000));
    const testLater = await learnerWithLink({ fullName: 'Theo Testlater' });
    await join(testLater.token, { ...wishes, testDate: '2027-02-20' });

    const list = await instructorList();
    expect(list.map((entry) => entry.fullName)).toEqual([
      'Tess Testsoon',
      'Hari Hours',
      'Lena Longest',
      'Theo Testlater',
    ]);
    expect(list.map((entry) => entry.reason)).toEqual(['test_soon', 'hours_bought', 'waiting', 'waiting']);
    expect(list[0]?.reasonText).toBe('Test on Sun 20 Dec, within 4 weeks');
    expect(list[1]?.reasonText).toBe('Has 5 hours left');
    expect(list[1]?.leftMinutes).toBe(300);
    expect(list[0]?.wishesSummary).toBe('Sat mornings; Mon evenings');

    const lenaId = list[2]?.id ?? 0;
    const moved = await testApp.app.inject({
      method: 'POST',
      url: `/api/waiting-list/${lenaId}/move`,
      payload: { direction: 'up' },
      headers: testApp.headers,
    });
    expect(moved.statusCode).toBe(200);
    const afterMove = instructorWaitingListResponseSchema.parse(moved.json()).entries;
    expect(afterMove.map((entry) => entry.fullName)).toEqual([
      'Tess Testsoon',
      'Lena Longest',
      'Hari Hours',
      'Theo Testlater',
    ]);
    expect(afterMove.every((entry) => entry.placedByHand)).toBe(true);
    expect(afterMove[1]?.reasonText).toMatch(/^Placed here by you\./);

    // The hand-set order stays; a learner joining later is placed by the rule.
    testApp.setNow(new Date(NOW.getTime() + 240_000));
    const late = await learnerWithLink({ fullName: 'Uma Urgent' });
    await join(late.token, { ...wishes, testDate: '2026-12-01' });
    expect((await instructorList()).map((entry) => entry.fullName)).toEqual([
      'Tess Testsoon',
      'Uma Urgent',
      'Lena Longest',
      'Hari Hours',
      'Theo Testlater',
    ]);

    const first = await testApp.app.inject({
      method: 'POST',
      url: `/api/waiting-list/${(await instructorList())[0]?.id}/move`,
      payload: { direction: 'up' },
      headers: testApp.headers,
    });
    expect(first.statusCode).toBe(409);
    const badDirection = await testApp.app.inject({
      method: 'POST',
      url: `/api/waiting-list/${lenaId}/move`,
      payload: { direction: 'sideways' },
      headers: testApp.headers,
    });
    expect(badDirection.statusCode).toBe(400);
    expect(apiErrorSchema.parse(badDirection.json()).fields?.direction).toBe('Please choose up or down');

    const removed = await testApp.app.inject({
      method: 'DELETE',
      url: `/api/waiting-list/${lenaId}`,
      headers: testApp.headers,
    });
    expect(removed.statusCode).toBe(200);
    expect(
      instructorWaitingListResponseSchema.parse(removed.json()).entries.map((e) => e.fullName),
    ).not.toContain('Lena Longest');
    const [row] = await testApp.database.db
      .select()
      .from(waitingListEntries)
      .where(and(eq(waitingListEntries.id, lenaId)));
    expect(row?.status).toBe('removed');
    const again = await testApp.app.inject({
      method: 'DELETE',
      url: `/api/waiting-list/${lenaId}`,
      headers: testApp.headers,
    });
    expect(again.statusCode).toBe(404);

    // The learner no longer sees an entry after the instructor removed it.
    const seen = await testApp.app.inject({
      method: 'GET',
      url: `/api/progress/${longest.token}/waiting-list`,
    });
    expect(learnerWaitingListResponseSchema.parse(seen.json()).entry).toBeNull();
  });
});
