import { eq, inArray } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { insertLearner, insertLessonRow } from '../../../../../tests/support/dashboard-test-data';
import { createTimeSlot, getSeededInstructorId } from '../../../../../tests/support/factories';
import { createInstructorWithSession } from '../../../../../tests/support/second-instructor';
import { setUpTestApp } from '../../../../../tests/support/test-app';
import {
  handOverAnswerResponseSchema,
  handOverCreatedResponseSchema,
  handOverLinkResponseSchema,
} from '../../../../core/learners/hand-overs/hand-over-schemas';
import {
  instructorSessions,
  instructors,
  learnerHandOverEvents,
  learnerHandOvers,
  outbox,
} from '../../../db/schema';
import type { OutgoingEmail } from '../../../integrations/smtp-mail-transport';

/*
 * Who is told when the learner answers a hand-over (decision 0060): the new instructor, the
 * previous one and the owner who asked, through the outbox in the answer's transaction, each
 * e-mail's fate in the history as it really was; and a new link for a pending hand-over whose
 * link was lost, the old one dead at once.
 */

// Monday 8 March 2027, 09:00 GMT.
const NOW = new Date('2027-03-08T09:00:00Z');
const DOWN_MAILBOX = 'tom-notices@example.com';
const sent: OutgoingEmail[] = [];
const testApp = setUpTestApp({
  now: NOW,
  env: { INSTRUCTOR_NAME: 'Sam Owner', PUBLIC_URL: 'https://school.example' },
  // Delivers (the row is marked sent), except to one mailbox that refuses: a real failure.
  mailTransport: {
    async send(email) {
      if (email.to === DOWN_MAILBOX) throw new Error('550 Mailbox unavailable');
      sent.push(email);
      return { messageId: `test-${sent.length}` };
    },
    close() {},
  },
});

type Headers = Record<string, string>;

async function makeInstructor(email: string, fullName: string) {
  const made = await createInstructorWithSession(testApp.database.db, { email, now: NOW });
  await testApp.database.db.update(instructors).set({ fullName }).where(eq(instructors.id, made.id));
  // The clock moves days on in these tests: the session must outlast them.
  await testApp.database.db
    .update(instructorSessions)
    .set({ expiresAt: new Date('2028-01-01T00:00:00Z') })
    .where(eq(instructorSessions.instructorId, made.id));
  return { ...made, email };
}

function call(method: 'GET' | 'POST', url: string, headers: Headers = testApp.headers) {
  return testApp.app.inject({ method, url, headers });
}

/** The owner asks for a cover of Sarah's learner; the link, read from the e-mail the learner got. */
async function ownerAsksCover(learner: number, toInstructorId: number) {
  const asked = await testApp.app.inject({
    method: 'POST',
    url: `/api/students/${learner}/hand-overs`,
    headers: testApp.headers,
    payload: { toInstructorId, kind: 'cover', fromDate: '2027-03-15', toDate: '2027-03-19' },
  });
  expect(asked.statusCode, asked.body).toBe(201);
  const created = handOverCreatedResponseSchema.parse(asked.json());
  // It went by e-mail, so the answer does not carry the link (decision 0031).
  expect(created).toMatchObject({ emailStatus: 'sent', link: null });
  return { id: created.handOver.id, token: lastLinkTo(sentTo(learner)) };
}

let learnerEmails = new Map<number, string>();
function sentTo(learner: number): string {
  const email = learnerEmails.get(learner);
  if (!email) throw new Error('unknown learner');
  return email;
}

function lastLinkTo(address: string): string {
  const mail = sent.filter((email) => email.to === address).at(-1);
  const token = /\/hand-over\/([A-Za-z0-9_-]{43})/.exec(mail?.text ?? '')?.[1];
  if (!token) throw new Error(`no hand-over link e-mailed to ${address}`);
  return token;
}

async function learnerOf(instructorId: number, fullName: string) {
  const email = `${fullName.toLowerCase().replace(/\W+/g, '.')}.${Date.now()}@example.com`;
  const id = await insertLearner(testApp.database.db, { fullName, email, instructorId });
  learnerEmails = new Map([...learnerEmails, [id, email]]);
  return id;
}

async function historyOf(handOverId: number) {
  return testApp.database.db
    .select()
    .from(learnerHandOverEvents)
    .where(eq(learnerHandOverEvents.handOverId, handOverId))
    .orderBy(learnerHandOverEvents.id);
}

describe('when the learner answers', () => {
  it('e-mails the new instructor, the previous one and the owner who asked, with what moved and what did not, and records each e-mail as it went', async () => {
    const { db } = testApp.database;
    const owner = await getSeededInstructorId(db);
    const [ownerRow] = await db.select().from(instructors).where(eq(instructors.id, owner));
    const sarah = await makeInstructor('sarah-notices@example.com', 'Sarah Khan');
    const tom = await makeInstructor(DOWN_MAILBOX, 'Tom Reed');
    const alex = await learnerOf(sarah.id, 'Alex Notice');
    await insertLessonRow(db, { studentId: alex, instructorId: sarah.id, date: '2027-03-16', time: '10:00' });
    await insertLessonRow(db, { studentId: alex, instructorId: sarah.id, date: '2027-03-17', time: '14:00' });
    await createTimeSlot(db, { instructorId: tom.id, date: '2027-03-16', time: '10:00', duration: 120 });
    const { id, token } = await ownerAsksCover(alex, tom.id);
    const before = sent.length;

    const agreed = await call('POST', `/api/hand-over-links/${token}/agree`, {});
    expect(agreed.statusCode, agreed.body).toBe(200);
    expect(handOverAnswerResponseSchema.parse(agreed.json()).lessons.map((lesson) => lesson.moved)).toEqual([
      true,
      false,
    ]);

    // Written in the answer's transaction: one outbox row each, with its real fate.
    const rows = await db
      .select()
      .from(outbox)
      .where(inArray(outbox.recipient, [sarah.email, DOWN_MAILBOX, ownerRow?.email ?? '']));
    const answers = rows.filter((row) => row.kind === 'learner_hand_over_answer');
    expect(answers.map((row) => [row.recipient, row.status]).sort()).toEqual(
      [
        [DOWN_MAILBOX, 'failed'],
        [sarah.email, 'sent'],
        [ownerRow?.email, 'sent'],
      ].sort(),
    );
    const delivered = sent.slice(before);
    expect(delivered.map((email) => email.to).sort()).toEqual([sarah.email, ownerRow?.email].sort());
    const toSarah = delivered.find((email) => email.to === sarah.email);
    expect(toSarah?.subject).toBe('Alex Notice agreed: Tom Reed covers');
    expect(toSarah?.text).toContain('Alex Notice agreed to Tom Reed covering Sarah Khan from');
    expect(toSarah?.text).toContain('Lessons now with Tom Reed (1):\n- Tuesday 16 March 2027 at 10:00 AM');
    expect(toSarah?.text).toContain(
      'Lessons that stay with Sarah Khan, because Tom Reed was not free then (1):\n- Wednesday 17 March 2027 at 2:00 PM (The new instructor has not offered that time.)',
    );
    expect(toSarah?.text).toContain('The lessons that could not move are still in your diary');
    const toOwner = delivered.find((email) => email.to === ownerRow?.email);
    expect(toOwner?.text).toContain('1 lesson could not move and stay with Sarah Khan until rebooked.');
    // What Tom would have read: written, kept in the outbox, but refused by his mailbox.
    const toTom = answers.find((row) => row.recipient === DOWN_MAILBOX);
    expect(toTom?.bodyText).toContain(
      'Please agree new times with Alex for the lessons that could not move.',
    );

    const emailed = (await historyOf(id)).filter((event) => event.kind === 'emailed');
    expect(emailed.map((event) => [event.detail, event.emailStatus])).toEqual([
      [null, 'sent'],
      ['the answer to Tom Reed (new instructor)', 'failed'],
      ['the answer to Sarah Khan (previous instructor)', 'sent'],
      ['the answer to Sam Owner (the owner, who asked)', 'sent'],
    ]);
    // The card's history shows it.
    const card = await call('GET', `/api/students/${alex}/hand-overs`);
    expect(card.json().handOvers[0].history.at(-1)).toMatchObject({
      kind: 'emailed',
      emailStatus: 'sent',
      detail: 'the answer to Sam Owner (the owner, who asked)',
    });
  });

  it('tells them a decline changed nothing; the owner is not e-mailed twice when they are the previous instructor', async () => {
    const { db } = testApp.database;
    const owner = await getSeededInstructorId(db);
    const priya = await makeInstructor('priya-notices@example.com', 'Priya Shah');
    const ben = await learnerOf(owner, 'Ben Decline');
    const { id, token } = await ownerAsksCover(ben, priya.id);
    const before = sent.length;
    const declined = await call('POST', `/api/hand-over-links/${token}/decline`, {});
    expect(declined.statusCode, declined.body).toBe(200);
    const delivered = sent.slice(before);
    expect(delivered).toHaveLength(2);
    for (const email of delivered) {
      expect(email.subject).toBe('Ben Decline declined the hand-over to Priya Shah');
      expect(email.text).toContain('Nothing has changed: Sam Owner is still their instructor');
    }
    const emailed = (await historyOf(id)).filter((event) => event.detail?.startsWith('the answer'));
    expect(emailed.map((event) => event.emailStatus)).toEqual(['sent', 'sent']);
  });
});

describe('a new link for a pending hand-over', () => {
  it("kills the old link at once and e-mails a new one, for the owner, who asked, or the learner's instructor only", async () => {
    const { db } = testApp.database;
    const sarah = await makeInstructor('sarah-relink@example.com', 'Sarah Relink');
    const tom = await makeInstructor('tom-relink@example.com', 'Tom Relink');
    const other = await makeInstructor('other-relink@example.com', 'Olly Other');
    const cara = await learnerOf(sarah.id, 'Cara Relink');
    const { id, token: oldToken } = await ownerAsksCover(cara, tom.id);
    testApp.setNow(new Date(NOW.getTime() + 2 * 86_400_000));
    try {
      // Neither the owner, nor who asked, nor the learner's instructor: Tom and a stranger see nothing.
      expect((await call('POST', `/api/hand-overs/${id}/new-link`, tom.headers)).statusCode).toBe(404);
      expect((await call('POST', `/api/hand-overs/${id}/new-link`, other.headers)).statusCode).toBe(404);

      // Sarah, the learner's instructor, may (as she may cancel it); here the owner, who asked.
      const renewed = await call('POST', `/api/hand-overs/${id}/new-link`);
      expect(renewed.statusCode, renewed.body).toBe(200);
      const answer = handOverCreatedResponseSchema.parse(renewed.json());
      expect(answer).toMatchObject({ emailStatus: 'sent', link: null });
      expect(answer.message).toContain('The old one no longer works');
      const newToken = lastLinkTo(sentTo(cara));
      expect(newToken).not.toBe(oldToken);
      // A fresh 7 days from now.
      expect(answer.handOver.linkExpiresAt).toBe(new Date(NOW.getTime() + 9 * 86_400_000).toISOString());

      expect((await call('GET', `/api/hand-over-links/${oldToken}`, {})).statusCode).toBe(404);
      expect((await call('POST', `/api/hand-over-links/${oldToken}/agree`, {})).statusCode).toBe(404);
      const page = await call('GET', `/api/hand-over-links/${newToken}`, {});
      expect(handOverLinkResponseSchema.parse(page.json()).state).toBe('open');
      const history = await historyOf(id);
      expect(history.at(-1)).toMatchObject({
        kind: 'emailed',
        emailStatus: 'sent',
        detail: 'a new link; the old one no longer works',
      });

      // Past the first link's 7 days, the new link still works: its week started with it.
      testApp.setNow(new Date(NOW.getTime() + 8 * 86_400_000));
      const agreed = await call('POST', `/api/hand-over-links/${newToken}/agree`, {});
      expect(agreed.statusCode, agreed.body).toBe(200);
      // Answered: no new link any more (the owner's test session is read at the first day's clock).
      testApp.setNow(NOW);
      const late = await call('POST', `/api/hand-overs/${id}/new-link`);
      expect(late.statusCode).toBe(409);
      expect(late.json().code).toBe('HAND_OVER_NOT_PENDING');
      const [stored] = await db.select().from(learnerHandOvers).where(eq(learnerHandOvers.id, id));
      expect(stored?.status).toBe('in_force');
    } finally {
      testApp.setNow(NOW);
    }
  });
});
