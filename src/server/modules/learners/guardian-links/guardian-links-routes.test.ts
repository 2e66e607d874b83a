import { eq } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { bookThroughApi } from '../../../../../tests/support/book-through-api';
import { getSeededInstructorId } from '../../../../../tests/support/factories';
import { setUpTestApp, signInAsInstructor } from '../../../../../tests/support/test-app';
import { apiErrorSchema } from '../../../../core/api/api-error-schemas';
import { checkoutBookingSchema } from '../../../../core/bookings/booking/pending-booking-schemas';
import {
  GUARDIAN_LINK_EXPIRED_MESSAGE,
  GUARDIAN_LINK_LABEL_REQUIRED_MESSAGE,
  GUARDIAN_LINK_LABEL_TOO_LONG_MESSAGE,
  GUARDIAN_LINK_NOT_FOUND_MESSAGE,
  guardianLinkListSchema,
  guardianLinkSchema,
  guardianViewSchema,
  MAX_LIVE_GUARDIAN_LINKS,
  TOO_MANY_GUARDIAN_LINKS_MESSAGE,
} from '../../../../core/learners/guardian-link-schemas';
import { accessLinkSchema } from '../../../../core/learners/students-schemas';
import { MOCK_TEST_CATEGORY_IDS } from '../../../../core/progress/mock-test';
import { progressNoteSchema } from '../../../../core/progress/progress-notes-schemas';
import { guardianLinks, mockTests } from '../../../db/schema';
import { insertSkillLevels } from '../../progress/skill-levels/skill-levels-repository';

/*
 * The read-only link for whoever pays (issue 25), through the whole app: the learner makes, lists
 * and turns off their links with their own token; the guardian reads one learner's lessons,
 * levels, tests and money, and opens the checkout of their unpaid bookings, and nothing else.
 */

const NOW = new Date('2027-03-01T10:00:00Z');
const DAY = 86_400_000;

const testApp = setUpTestApp({ now: NOW });
afterEach(() => {
  testApp.setNow(NOW);
});

/** A learner with an unpaid booking, a note, a lesson to come and a fresh progress link. */
async function learnerWithLink(fullName: string, lessonDate: string) {
  const email = `${fullName.toLowerCase().replace(/\W+/g, '.')}@example.com`;
  const { id: bookingId, studentId } = await bookThroughApi(testApp, {
    email,
    fullName,
    packageType: 'standard',
    paymentMethod: 'card',
  });
  const note = await testApp.app.inject({
    method: 'POST',
    url: '/api/progress-notes',
    headers: testApp.headers,
    payload: { studentId, skillsPracticed: ['Roundabouts'], instructorNotes: `Private notes on ${fullName}` },
  });
  expect(note.statusCode).toBe(201);
  // A level as the note form will record it (written here: that form is another part's work).
  await insertSkillLevels(testApp.database.db, [
    {
      studentId,
      progressNoteId: progressNoteSchema.parse(note.json()).id,
      skill: 'Roundabouts',
      level: 'seldom_prompted',
      recordedAt: NOW,
    },
  ]);
  const lesson = await testApp.app.inject({
    method: 'POST',
    url: '/api/lessons/manual',
    headers: testApp.headers,
    payload: { studentId, date: lessonDate, startTime: '10:00', duration: 60, addPurchase: true },
  });
  expect(lesson.statusCode).toBe(201);
  const link = await testApp.app.inject({
    method: 'POST',
    url: `/api/students/${studentId}/generate-token`,
    headers: testApp.headers,
  });
  return { studentId, bookingId, email, token: accessLinkSchema.parse(link.json()).token };
}

function createLink(token: string, payload: Record<string, unknown>) {
  return testApp.app.inject({ method: 'POST', url: `/api/progress/${token}/guardian-links`, payload });
}

function listLinks(token: string) {
  return testApp.app.inject({ method: 'GET', url: `/api/progress/${token}/guardian-links` });
}

function revokeLink(token: string, id: number) {
  return testApp.app.inject({ method: 'DELETE', url: `/api/progress/${token}/guardian-links/${id}` });
}

function openGuardianView(guardianToken: string) {
  return testApp.app.inject({ method: 'GET', url: `/api/guardian/${guardianToken}` });
}

function tokenOf(url: string): string {
  const token = new URL(url).searchParams.get('token');
  if (!token) throw new Error(`no token in ${url}`);
  return token;
}

async function madeLink(token: string, label: string) {
  const response = await createLink(token, { label });
  expect(response.statusCode).toBe(201);
  return guardianLinkSchema.parse(response.json());
}

function expectPrivate(response: { headers: Record<string, unknown> }) {
  expect(response.headers['cache-control']).toBe('no-store');
  expect(response.headers['x-robots-tag']).toContain('noindex');
  expect(response.headers['referrer-policy']).toBe('no-referrer');
}

describe('guardian links', () => {
  it('are made, listed and turned off by the learner; a turned-off link answers 401', async () => {
    const learner = await learnerWithLink('Grace Hopper', '2027-03-10');
    const created = await createLink(learner.token, { label: '  Mum  ' });
    expect(created.statusCode).toBe(201);
    expectPrivate(created);
    const link = guardianLinkSchema.parse(created.json());
    expect(link).toMatchObject({ label: 'Mum', lastUsedAt: null, createdAt: NOW.toISOString() });
    expect(link.expiresAt).toBe(new Date(NOW.getTime() + 30 * DAY).toISOString());
    expect(link.url).toMatch(/\/guardian\?token=[A-Za-z0-9_-]{43}$/);

    const listed = await listLinks(learner.token);
    expect(listed.statusCode).toBe(200);
    expectPrivate(listed);
    expect(guardianLinkListSchema.parse(listed.json())).toEqual({
      links: [link],
      maxLinks: MAX_LIVE_GUARDIAN_LINKS,
    });

    const view = await openGuardianView(tokenOf(link.url));
    expect(view.statusCode).toBe(200);
    expectPrivate(view);
    const [afterOpening] = guardianLinkListSchema.parse((await listLinks(learner.token)).json()).links;
    expect(afterOpening?.lastUsedAt).toBe(NOW.toISOString());

    const revoked = await revokeLink(learner.token, link.id);
    expect(revoked.statusCode).toBe(204);
    expect(guardianLinkListSchema.parse((await listLinks(learner.token)).json()).links).toEqual([]);
    const afterRevoke = await openGuardianView(tokenOf(link.url));
    expect(afterRevoke.statusCode).toBe(401);
    expect(apiErrorSchema.parse(afterRevoke.json()).message).toBe(GUARDIAN_LINK_EXPIRED_MESSAGE);
    // Turning it off again changes nothing.
    expect((await revokeLink(learner.token, link.id)).statusCode).toBe(204);
  });

  it("cannot be listed, made or turned off with another learner's token, nor with a dead one", async () => {
    const ada = await learnerWithLink('Ada Lovelace', '2027-03-11');
    const alan = await learnerWithLink('Alan Turing', '2027-03-12');
    const adasLink = await madeLink(ada.token, 'Dad');

    const alansList = guardianLinkListSchema.parse((await listLinks(alan.token)).json());
    expect(alansList.links).toEqual([]);
    const stolen = await revokeLink(alan.token, adasLink.id);
    expect(stolen.statusCode).toBe(404);
    expect(apiErrorSchema.parse(stolen.json()).message).toBe(GUARDIAN_LINK_NOT_FOUND_MESSAGE);
    expect((await openGuardianView(tokenOf(adasLink.url))).statusCode).toBe(200);

    const dead = 'x'.repeat(43);
    expect((await listLinks(dead)).statusCode).toBe(401);
    expect((await createLink(dead, { label: 'Mum' })).statusCode).toBe(401);
    expect((await revokeLink(dead, adasLink.id)).statusCode).toBe(401);
    // A guardian link is not a learner's link: it manages nothing and reads nothing of theirs.
    const guardianToken = tokenOf(adasLink.url);
    expect((await listLinks(guardianToken)).statusCode).toBe(401);
    expect((await createLink(guardianToken, { label: 'Someone' })).statusCode).toBe(401);
    expect(
      (await testApp.app.inject({ method: 'GET', url: `/api/progress/${guardianToken}` })).statusCode,
    ).toBe(401);
    const chat = await testApp.app.inject({
      method: 'GET',
      url: `/api/student-messages?token=${guardianToken}`,
    });
    expect(chat.statusCode).toBe(401);
    const send = await testApp.app.inject({
      method: 'POST',
      url: '/api/student-messages',
      payload: { token: guardianToken, content: 'Hello from the guardian' },
    });
    expect(send.statusCode).toBe(401);
  });

  it('refuses a sixth live link with its message, and answers field messages for a bad label', async () => {
    const learner = await learnerWithLink('Mary Somerville', '2027-03-13');
    const made = [];
    for (let index = 1; index <= MAX_LIVE_GUARDIAN_LINKS; index += 1) {
      made.push(await madeLink(learner.token, `Guardian ${index}`));
    }
    const sixth = await createLink(learner.token, { label: 'Grandad' });
    expect(sixth.statusCode).toBe(409);
    expect(apiErrorSchema.parse(sixth.json()).message).toBe(TOO_MANY_GUARDIAN_LINKS_MESSAGE);
    // Turning one off makes room.
    const [first] = made;
    if (!first) throw new Error('no link made');
    expect((await revokeLink(learner.token, first.id)).statusCode).toBe(204);
    expect((await createLink(learner.token, { label: 'Grandad' })).statusCode).toBe(201);

    const empty = await createLink(learner.token, { label: '   ' });
    expect(empty.statusCode).toBe(400);
    expect(apiErrorSchema.parse(empty.json()).fields).toEqual({
      label: GUARDIAN_LINK_LABEL_REQUIRED_MESSAGE,
    });
    const missing = await createLink(learner.token, {});
    expect(apiErrorSchema.parse(missing.json()).fields).toEqual({
      label: GUARDIAN_LINK_LABEL_REQUIRED_MESSAGE,
    });
    const long = await createLink(learner.token, { label: 'M'.repeat(61) });
    expect(long.statusCode).toBe(400);
    expect(apiErrorSchema.parse(long.json()).fields).toEqual({ label: GUARDIAN_LINK_LABEL_TOO_LONG_MESSAGE });
    expect((await revokeLink(learner.token, 0)).statusCode).toBe(400);
    // Nothing half-written: still five live links.
    expect(guardianLinkListSchema.parse((await listLinks(learner.token)).json()).links).toHaveLength(5);
  });

  it('expire after 30 days unless the learner keeps learning, and die with a new learner link', async () => {
    const learner = await learnerWithLink('Rosalind Franklin', '2027-03-14');
    const link = await madeLink(learner.token, 'Aunt');
    const guardianToken = tokenOf(link.url);

    // A new note 20 days on renews the learner's links, and this one with them.
    testApp.setNow(new Date(NOW.getTime() + 20 * DAY));
    const note = await testApp.app.inject({
      method: 'POST',
      url: '/api/progress-notes',
      // The morning's session has ended by then.
      headers: await signInAsInstructor(testApp),
      payload: { studentId: learner.studentId, instructorNotes: 'Good progress' },
    });
    expect(note.statusCode).toBe(201);
    const [renewed] = await testApp.database.db
      .select()
      .from(guardianLinks)
      .where(eq(guardianLinks.id, link.id));
    expect(renewed?.expiresAt.toISOString()).toBe(new Date(NOW.getTime() + 50 * DAY).toISOString());

    testApp.setNow(new Date(NOW.getTime() + 45 * DAY));
    expect((await openGuardianView(guardianToken)).statusCode).toBe(200);
    testApp.setNow(new Date(NOW.getTime() + 51 * DAY));
    const expired = await openGuardianView(guardianToken);
    expect(expired.statusCode).toBe(401);
    expect(apiErrorSchema.parse(expired.json()).message).toBe(GUARDIAN_LINK_EXPIRED_MESSAGE);
    testApp.setNow(NOW);

    // The instructor sends the learner a new link: every earlier link stops, guardians' too.
    const other = await madeLink(learner.token, 'Uncle');
    await testApp.app.inject({
      method: 'POST',
      url: `/api/students/${learner.studentId}/generate-token`,
      headers: testApp.headers,
    });
    expect((await openGuardianView(tokenOf(other.url))).statusCode).toBe(401);
  });

  it("shows one learner's lessons, levels, tests and money, and no chat, notes or other learner", async () => {
    const learner = await learnerWithLink('Katherine Johnson', '2027-03-15');
    const other = await learnerWithLink('Dorothy Vaughan', '2027-03-16');
    await testApp.app.inject({
      method: 'POST',
      url: '/api/student-messages',
      payload: { token: learner.token, content: 'A secret chat message' },
    });
    await testApp.database.db.insert(mockTests).values({
      studentId: learner.studentId,
      instructorId: await getSeededInstructorId(testApp.database.db),
      takenOn: '2027-02-20',
      faults: [{ category: MOCK_TEST_CATEGORY_IDS[0], driver: 2, serious: 0, dangerous: 0 }],
      driverFaults: 2,
      seriousFaults: 0,
      dangerousFaults: 0,
      passed: true,
      notes: 'Between the instructor and the learner',
    });
    const link = await madeLink(learner.token, 'Mum');
    const response = await openGuardianView(tokenOf(link.url));
    expect(response.statusCode).toBe(200);
    const view = guardianViewSchema.parse(response.json());
    expect(view.learnerFirstName).toBe('Katherine');
    expect(view.upcomingLessons).toEqual([
      { id: expect.any(Number), date: '2027-03-15', startTime: '10:00', durationMinutes: 60 },
    ]);
    expect(view.skillLevels.map((entry) => [entry.skill, entry.level])).toEqual([
      ['Roundabouts', 'seldom_prompted'],
    ]);
    expect(view.testRecord).toMatchObject({ theory: null, practicalTests: [] });
    expect(view.testRecord.mockTests).toMatchObject([
      { takenOn: '2027-02-20', driverFaults: 2, passed: true, notes: '' },
    ]);
    expect(view.balance.boughtMinutes).toBeGreaterThan(0);
    expect(view.bookingsToPay).toEqual([
      {
        id: learner.bookingId,
        packageName: 'Standard Package (10 Hours)',
        status: 'pending',
        paymentMethod: 'card',
        totalAmount: expect.any(Number),
      },
    ]);
    expect(view.tokenWarning).toBeNull();
    for (const secret of [
      'A secret chat message',
      'Between the instructor and the learner',
      'Private notes on',
      learner.email,
      learner.token,
      'Dorothy',
      'Vaughan',
      other.email,
    ]) {
      expect(response.body).not.toContain(secret);
    }
  });

  it("opens the checkout of the learner's unpaid booking, and of no one else's", async () => {
    const learner = await learnerWithLink('Hedy Lamarr', '2027-03-17');
    const other = await learnerWithLink('Lise Meitner', '2027-03-18');
    const link = await madeLink(learner.token, 'Mum');
    const guardianToken = tokenOf(link.url);
    const openCheckout = (bookingId: number, token: string) =>
      testApp.app.inject({
        method: 'GET',
        url: `/api/bookings/${bookingId}/checkout`,
        headers: { 'x-checkout-token': token },
      });

    const mine = await openCheckout(learner.bookingId, guardianToken);
    expect(mine.statusCode).toBe(200);
    expect(checkoutBookingSchema.parse(mine.json())).toMatchObject({
      id: learner.bookingId,
      paymentStatus: 'unpaid',
    });
    expect((await openCheckout(other.bookingId, guardianToken)).statusCode).toBe(404);

    expect((await revokeLink(learner.token, link.id)).statusCode).toBe(204);
    expect((await openCheckout(learner.bookingId, guardianToken)).statusCode).toBe(404);
  });

  it('go with the learner when the instructor erases them', async () => {
    const learner = await learnerWithLink('Emmy Noether', '2027-03-19');
    const link = await madeLink(learner.token, 'Mum');
    // Their hours are in the ledger, so they are erased (money kept, personal data gone).
    const erased = await testApp.app.inject({
      method: 'DELETE',
      url: `/api/students/${learner.studentId}`,
      headers: testApp.headers,
    });
    expect(erased.statusCode).toBe(200);
    expect((await openGuardianView(tokenOf(link.url))).statusCode).toBe(401);
    const left = await testApp.database.db
      .select()
      .from(guardianLinks)
      .where(eq(guardianLinks.studentId, learner.studentId));
    expect(left).toEqual([]);
  });
});
