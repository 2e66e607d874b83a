import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  addLearnerWithLink,
  sendAsInstructor,
  sendAsLearner,
} from '../../../../../tests/support/chat-test-data';
import {
  insertAccessTokenRow,
  insertOtherInstructor,
} from '../../../../../tests/support/dashboard-test-data';
import { getSeededInstructorId } from '../../../../../tests/support/factories';
import { createTestApp, setUpTestApp, signInAsInstructor } from '../../../../../tests/support/test-app';
import {
  CONVERSATION_PAGE_SIZE,
  conversationResponseSchema,
  learnerConversationResponseSchema,
  MESSAGE_MAX_LENGTH,
  MESSAGE_REQUIRED_MESSAGE,
  MESSAGE_TOO_LONG_MESSAGE,
  markReadResponseSchema,
  unreadCountResponseSchema,
} from '../../../../core/messaging/chat/chat-schemas';
import { messages, studentAccessTokens } from '../../../db/schema';

const NOW = new Date('2027-03-01T10:00:00Z');
const DAY = 86_400_000;

let instructorId: number;

const testApp = setUpTestApp({ now: NOW });
beforeAll(async () => {
  instructorId = await getSeededInstructorId(testApp.database.db);
});

async function getConversation(studentId: number, before?: number) {
  const response = await testApp.app.inject({
    method: 'GET',
    url: `/api/messages?studentId=${studentId}${before === undefined ? '' : `&before=${before}`}`,
    headers: testApp.headers,
  });
  expect(response.statusCode, response.body).toBe(200);
  return conversationResponseSchema.parse(response.json());
}

async function getLearnerConversation(token: string) {
  const response = await testApp.app.inject({
    method: 'GET',
    url: `/api/student-messages?token=${token}`,
  });
  expect(response.statusCode, response.body).toBe(200);
  expect(response.headers['cache-control']).toBe('no-store');
  return learnerConversationResponseSchema.parse(response.json());
}

async function getUnread() {
  const response = await testApp.app.inject({
    method: 'GET',
    url: '/api/messages/unread-count',
    headers: testApp.headers,
  });
  expect(response.statusCode, response.body).toBe(200);
  return unreadCountResponseSchema.parse(response.json());
}

async function countMessagesOf(studentId: number): Promise<number> {
  const rows = await testApp.database.db.select().from(messages).where(eq(messages.studentId, studentId));
  return rows.length;
}

describe('instructor sending and reading', () => {
  it('sends trimmed text to a learner and shows it in their conversation, in the spec’s shape', async () => {
    const learner = await addLearnerWithLink(testApp, testApp.headers, 'Amira Khan');
    const sent = await sendAsInstructor(
      testApp,
      testApp.headers,
      learner.studentId,
      '  See you at 9 on Monday.  ',
    );
    expect(sent).toMatchObject({
      studentId: learner.studentId,
      instructorId,
      senderRole: 'instructor',
      senderId: instructorId,
      receiverId: learner.studentId,
      // No INSTRUCTOR_NAME in the test app: no name, rather than a made-up one.
      senderName: null,
      sender: { fullName: null },
      content: 'See you at 9 on Monday.',
      isRead: false,
      createdAt: NOW.toISOString(),
    });

    const conversation = await getConversation(learner.studentId);
    expect(conversation).toEqual({ messages: [sent], hasEarlier: false });
  });

  it('refuses empty, blank and over-long text and a missing learner with field messages, writing nothing', async () => {
    const learner = await addLearnerWithLink(testApp, testApp.headers, 'Blank Sender');
    for (const content of ['', '   \n\t ', 'x'.repeat(MESSAGE_MAX_LENGTH + 1)]) {
      const response = await testApp.app.inject({
        method: 'POST',
        url: '/api/messages',
        headers: testApp.headers,
        payload: { receiverId: learner.studentId, content },
      });
      expect(response.statusCode).toBe(400);
      expect(response.json().fields.content).toBe(
        content.length > MESSAGE_MAX_LENGTH ? MESSAGE_TOO_LONG_MESSAGE : MESSAGE_REQUIRED_MESSAGE,
      );
    }
    const noReceiver = await testApp.app.inject({
      method: 'POST',
      url: '/api/messages',
      headers: testApp.headers,
      payload: { content: 'Hello' },
    });
    expect(noReceiver.statusCode).toBe(400);
    expect(noReceiver.json().fields.receiverId).toBe('Please select a student');
    expect(await countMessagesOf(learner.studentId)).toBe(0);

    // Exactly the maximum, once trimmed, is fine.
    const longest = await sendAsInstructor(
      testApp,
      testApp.headers,
      learner.studentId,
      ` ${'y'.repeat(MESSAGE_MAX_LENGTH)} `,
    );
    expect(longest.content).toHaveLength(MESSAGE_MAX_LENGTH);
  });

  it('answers 404 for a learner who does not exist, on sending and on reading', async () => {
    const send = await testApp.app.inject({
      method: 'POST',
      url: '/api/messages',
      headers: testApp.headers,
      payload: { receiverId: 999_999, content: 'Anyone there?' },
    });
    expect(send.statusCode).toBe(404);
    const read = await testApp.app.inject({
      method: 'GET',
      url: '/api/messages?studentId=999999',
      headers: testApp.headers,
    });
    expect(read.statusCode).toBe(404);
    const badQuery = await testApp.app.inject({
      method: 'GET',
      url: '/api/messages?studentId=abc',
      headers: testApp.headers,
    });
    expect(badQuery.statusCode).toBe(400);
  });

  it('keeps markup as plain text: what was typed is what is stored and returned', async () => {
    const learner = await addLearnerWithLink(testApp, testApp.headers, 'Markup Tester');
    const content = '<img src=x onerror="alert(1)"> & <b>bold</b>';
    const sent = await sendAsInstructor(testApp, testApp.headers, learner.studentId, content);
    expect(sent.content).toBe(content);
    expect((await getLearnerConversation(learner.token)).messages[0]?.content).toBe(content);
  });

  it('pages older messages with `before`, oldest first within a page', async () => {
    const learner = await addLearnerWithLink(testApp, testApp.headers, 'Paging Learner');
    const total = CONVERSATION_PAGE_SIZE + 5;
    for (let index = 1; index <= total; index += 1) {
      await sendAsInstructor(testApp, testApp.headers, learner.studentId, `Message ${index}`);
    }
    const newest = await getConversation(learner.studentId);
    expect(newest.hasEarlier).toBe(true);
    expect(newest.messages).toHaveLength(CONVERSATION_PAGE_SIZE);
    expect(newest.messages[0]?.content).toBe('Message 6');
    expect(newest.messages.at(-1)?.content).toBe(`Message ${total}`);

    const firstId = newest.messages[0]?.id;
    const earlier = await getConversation(learner.studentId, firstId);
    expect(earlier.hasEarlier).toBe(false);
    expect(earlier.messages.map((message) => message.content)).toEqual([
      'Message 1',
      'Message 2',
      'Message 3',
      'Message 4',
      'Message 5',
    ]);
  });
});

describe("the instructor's name in the learner's chat", () => {
  it('is the configured INSTRUCTOR_NAME, on the conversation and on each message', async () => {
    const named = await createTestApp({ now: NOW, env: { INSTRUCTOR_NAME: 'Sarah Jones' } });
    try {
      const namedHeaders = await signInAsInstructor(named);
      const learner = await addLearnerWithLink(named, namedHeaders, 'Amira Khan');
      const sent = await sendAsInstructor(named, namedHeaders, learner.studentId, 'See you Monday.');
      expect(sent).toMatchObject({ senderName: 'Sarah Jones', sender: { fullName: 'Sarah Jones' } });
      const response = await named.app.inject({
        method: 'GET',
        url: `/api/student-messages?token=${learner.token}`,
      });
      expect(learnerConversationResponseSchema.parse(response.json()).instructorName).toBe('Sarah Jones');
    } finally {
      await named.close();
    }
  });
});

describe('learners, by their own link', () => {
  it('each learner sees only their own conversation', async () => {
    const ali = await addLearnerWithLink(testApp, testApp.headers, 'Ali Hassan');
    const beth = await addLearnerWithLink(testApp, testApp.headers, 'Beth Jones');
    const toAli = await sendAsInstructor(
      testApp,
      testApp.headers,
      ali.studentId,
      'Ali: lesson moved to 10am',
    );
    const toBeth = await sendAsInstructor(
      testApp,
      testApp.headers,
      beth.studentId,
      'Beth: bring your licence',
    );
    const fromBeth = await sendAsLearner(testApp, beth.token, 'Thanks!');

    const aliView = await getLearnerConversation(ali.token);
    expect(aliView.messages.map((message) => message.id)).toEqual([toAli.id]);
    expect(aliView.instructorName).toBeNull();

    const bethView = await getLearnerConversation(beth.token);
    expect(bethView.messages.map((message) => message.id)).toEqual([toBeth.id, fromBeth.id]);
    expect(JSON.stringify(bethView)).not.toContain('Ali');

    // The instructor's view of Ali has nothing of Beth's either.
    expect((await getConversation(ali.studentId)).messages.map((message) => message.id)).toEqual([toAli.id]);
  });

  it("sends a learner's message to their instructor, named as the learner, and renews their link", async () => {
    const learner = await addLearnerWithLink(testApp, testApp.headers, 'Chloe Davies');
    // The link was issued 30 days ago and has a day left.
    await testApp.database.db
      .update(studentAccessTokens)
      .set({ expiresAt: new Date(NOW.getTime() + DAY) })
      .where(eq(studentAccessTokens.token, learner.token));

    const sent = await sendAsLearner(testApp, learner.token, '  Can we practise roundabouts?  ');
    expect(sent).toMatchObject({
      studentId: learner.studentId,
      instructorId,
      senderRole: 'student',
      senderId: learner.studentId,
      receiverId: instructorId,
      senderName: 'Chloe Davies',
      sender: { fullName: 'Chloe Davies' },
      content: 'Can we practise roundabouts?',
      isRead: false,
    });
    expect((await getConversation(learner.studentId)).messages.map((message) => message.id)).toEqual([
      sent.id,
    ]);

    const [link] = await testApp.database.db
      .select()
      .from(studentAccessTokens)
      .where(eq(studentAccessTokens.token, learner.token));
    expect(link?.expiresAt.getTime()).toBe(NOW.getTime() + 30 * DAY);
  });

  it('refuses an expired, revoked or unknown link with 401 and blank text with 400', async () => {
    const learner = await addLearnerWithLink(testApp, testApp.headers, 'Dev Patel');
    const expired = 'e'.repeat(43);
    const revoked = 'r'.repeat(43);
    await insertAccessTokenRow(testApp.database.db, {
      studentId: learner.studentId,
      token: expired,
      createdAt: new Date(NOW.getTime() - 40 * DAY),
      expiresAt: new Date(NOW.getTime() - 10 * DAY),
    });
    await insertAccessTokenRow(testApp.database.db, {
      studentId: learner.studentId,
      token: revoked,
      createdAt: new Date(NOW.getTime() - DAY),
      expiresAt: new Date(NOW.getTime() + 29 * DAY),
      revokedAt: new Date(NOW.getTime() - 1000),
    });
    for (const token of [expired, revoked, 'u'.repeat(43)]) {
      const read = await testApp.app.inject({ method: 'GET', url: `/api/student-messages?token=${token}` });
      expect(read.statusCode).toBe(401);
      const send = await testApp.app.inject({
        method: 'POST',
        url: '/api/student-messages',
        payload: { token, content: 'Hello?' },
      });
      expect(send.statusCode).toBe(401);
      const markRead = await testApp.app.inject({
        method: 'POST',
        url: '/api/student-messages/read',
        payload: { token },
      });
      expect(markRead.statusCode).toBe(401);
    }
    const blank = await testApp.app.inject({
      method: 'POST',
      url: '/api/student-messages',
      payload: { token: learner.token, content: '   ' },
    });
    expect(blank.statusCode).toBe(400);
    expect(blank.json().fields.content).toBe(MESSAGE_REQUIRED_MESSAGE);
    const noToken = await testApp.app.inject({ method: 'GET', url: '/api/student-messages' });
    expect(noToken.statusCode).toBe(400);
    expect(await countMessagesOf(learner.studentId)).toBe(0);
  });
});

describe('unread counts and marking read', () => {
  it("counts learners' unread messages per learner and clears them when the instructor reads", async () => {
    const before = await getUnread();
    const ed = await addLearnerWithLink(testApp, testApp.headers, 'Ed Wilson');
    const fay = await addLearnerWithLink(testApp, testApp.headers, 'Fay Green');
    await sendAsLearner(testApp, ed.token, 'One');
    await sendAsLearner(testApp, ed.token, 'Two');
    await sendAsLearner(testApp, fay.token, 'Three');
    // The instructor's own messages are never unread for the instructor.
    await sendAsInstructor(testApp, testApp.headers, ed.studentId, 'Reply');

    const unread = await getUnread();
    expect(unread.count).toBe(before.count + 3);
    expect(unread.byStudent).toContainEqual({ studentId: ed.studentId, count: 2 });
    expect(unread.byStudent).toContainEqual({ studentId: fay.studentId, count: 1 });

    const marked = await testApp.app.inject({
      method: 'POST',
      url: '/api/messages/read',
      headers: testApp.headers,
      payload: { studentId: ed.studentId },
    });
    expect(markReadResponseSchema.parse(marked.json())).toEqual({ markedRead: 2 });
    const after = await getUnread();
    expect(after.count).toBe(before.count + 1);
    expect(after.byStudent.find((entry) => entry.studentId === ed.studentId)).toBeUndefined();

    // Ed's view: his own messages now read; the instructor's reply still unread until he reads it.
    const edView = await getLearnerConversation(ed.token);
    expect(edView.messages.map((message) => [message.senderRole, message.isRead])).toEqual([
      ['student', true],
      ['student', true],
      ['instructor', false],
    ]);
    const learnerMarked = await testApp.app.inject({
      method: 'POST',
      url: '/api/student-messages/read',
      payload: { token: ed.token },
    });
    expect(learnerMarked.json()).toEqual({ markedRead: 1 });
    expect((await getLearnerConversation(ed.token)).messages.every((message) => message.isRead)).toBe(true);
  });

  it("keeps another instructor's conversations out of this instructor's views and counts", async () => {
    const learner = await addLearnerWithLink(testApp, testApp.headers, 'Gail Shared');
    const otherInstructorId = await insertOtherInstructor(testApp.database.db);
    await testApp.database.db.insert(messages).values({
      studentId: learner.studentId,
      instructorId: otherInstructorId,
      senderRole: 'student',
      content: 'For the other instructor',
      createdAt: NOW,
    });
    const before = await getUnread();
    expect(before.byStudent.find((entry) => entry.studentId === learner.studentId)).toBeUndefined();
    expect((await getConversation(learner.studentId)).messages).toEqual([]);
    const marked = await testApp.app.inject({
      method: 'POST',
      url: '/api/messages/read',
      headers: testApp.headers,
      payload: { studentId: learner.studentId },
    });
    expect(marked.json()).toEqual({ markedRead: 0 });
    // The learner writes on to the instructor they last talked with.
    const reply = await sendAsLearner(testApp, learner.token, 'Hello again');
    expect(reply.instructorId).toBe(otherInstructorId);
  });
});
