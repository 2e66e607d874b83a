import type { AddressInfo } from 'node:net';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { WebSocket } from 'ws';
import {
  addLearnerWithLink,
  sendAsInstructor,
  sendAsLearner,
} from '../../../../../tests/support/chat-test-data';
import {
  createTestApp,
  type RunningTestApp,
  setUpTestApp,
  signInAsInstructor,
  type TestApp,
} from '../../../../../tests/support/test-app';
import {
  CHAT_CLOSE_CODES,
  CHAT_HEARTBEAT_INTERVAL_MS,
  CHAT_SOCKET_PATH,
  type ChatSocketEvent,
  chatSocketEventSchema,
  conversationResponseSchema,
  learnerConversationResponseSchema,
} from '../../../../core/messaging/chat/chat-schemas';
import { instructorSessionsResponseSchema } from '../../../../core/platform/auth/account-schemas';
import { instructorSessions } from '../../../db/schema';
import { hashToken } from '../../../lib/random-tokens';

/*
 * The chat socket over real WebSockets: the app listens on a free port and `ws` clients connect
 * as browsers would.
 */

const EVENT_TIMEOUT_MS = 5_000;

let sessionToken: string;

function socketUrl(app: RunningTestApp): string {
  const address = app.app.server.address();
  if (address === null || typeof address === 'string') throw new Error('The app is not listening');
  const { port }: AddressInfo = address;
  return `ws://127.0.0.1:${port}${CHAT_SOCKET_PATH}`;
}

interface ChatClient {
  events: ChatSocketEvent[];
  /** Resolves with the first event (already received or still to come) that matches. */
  waitFor(predicate: (event: ChatSocketEvent) => boolean, what: string): Promise<ChatSocketEvent>;
  /** The messages received so far. */
  messageIds(): number[];
  closed: Promise<{ code: number; reason: string }>;
  isOpen(): boolean;
  close(): void;
}

/** Opens a socket and sends `auth` (if given) once open. */
async function connect(
  app: RunningTestApp,
  auth: unknown,
  options: { headers?: Record<string, string> } = {},
): Promise<ChatClient> {
  const socket = new WebSocket(socketUrl(app), { headers: options.headers });
  const events: ChatSocketEvent[] = [];
  const waiters = new Set<{
    predicate: (event: ChatSocketEvent) => boolean;
    resolve: (event: ChatSocketEvent) => void;
  }>();
  socket.on('message', (data) => {
    const event = chatSocketEventSchema.parse(JSON.parse(String(data)));
    events.push(event);
    for (const waiter of waiters) {
      if (waiter.predicate(event)) {
        waiters.delete(waiter);
        waiter.resolve(event);
      }
    }
  });
  const closed = new Promise<{ code: number; reason: string }>((resolve) => {
    socket.on('close', (code, reason) => resolve({ code, reason: reason.toString() }));
  });
  await new Promise<void>((resolve, reject) => {
    socket.once('open', () => resolve());
    socket.once('error', reject);
  });
  if (auth !== undefined) socket.send(typeof auth === 'string' ? auth : JSON.stringify(auth));
  return {
    events,
    waitFor(predicate, what) {
      const existing = events.find(predicate);
      if (existing) return Promise.resolve(existing);
      return new Promise((resolve, reject) => {
        const waiter = { predicate, resolve };
        waiters.add(waiter);
        setTimeout(() => {
          if (waiters.delete(waiter)) reject(new Error(`No ${what} within ${EVENT_TIMEOUT_MS} ms`));
        }, EVENT_TIMEOUT_MS);
      });
    },
    messageIds() {
      return events.flatMap((event) => (event.type === 'new_message' ? [event.message.id] : []));
    },
    closed,
    isOpen() {
      return socket.readyState === WebSocket.OPEN;
    },
    close() {
      socket.close();
    },
  };
}

async function connectAuthenticated(
  app: RunningTestApp,
  auth: unknown,
  options: { headers?: Record<string, string> } = {},
) {
  const client = await connect(app, auth, options);
  await client.waitFor((event) => event.type === 'authenticated', 'authenticated event');
  return client;
}

const isMessage = (id: number) => (event: ChatSocketEvent) =>
  event.type === 'new_message' && event.message.id === id;

/** How soon a socket must close once its session or link has ended (the heartbeat is 25 s). */
const PROMPT_CLOSE_MS = 1_000;

/** The close of `client`, which must come within `limitMs` of the call. */
async function closedPromptly(
  client: ChatClient,
  what: string,
  limitMs = PROMPT_CLOSE_MS,
): Promise<{ code: number; reason: string }> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const late = new Promise<never>((_resolve, reject) => {
    timer = setTimeout(() => reject(new Error(`${what} was still open after ${limitMs} ms`)), limitMs);
  });
  try {
    return await Promise.race([client.closed, late]);
  } finally {
    clearTimeout(timer);
  }
}

function bearerToken(headers: { authorization: string }): string {
  return headers.authorization.slice('Bearer '.length);
}

const testApp = setUpTestApp();
beforeAll(async () => {
  await testApp.app.listen({ port: 0, host: '127.0.0.1' });
  sessionToken = testApp.headers.authorization.slice('Bearer '.length);
});

describe('chat over a real WebSocket', () => {
  it('delivers each message to the instructor and its own learner only', async () => {
    const ali = await addLearnerWithLink(testApp, testApp.headers, 'Ali Hassan');
    const beth = await addLearnerWithLink(testApp, testApp.headers, 'Beth Jones');
    const instructor = await connectAuthenticated(testApp, { type: 'auth', sessionToken });
    const aliSocket = await connectAuthenticated(testApp, { type: 'auth', token: ali.token });
    const bethSocket = await connectAuthenticated(testApp, { type: 'auth', token: beth.token });
    expect(instructor.events[0]).toEqual({ type: 'authenticated', role: 'instructor' });
    expect(aliSocket.events[0]).toEqual({ type: 'authenticated', role: 'student' });

    const toAli = await sendAsInstructor(testApp, testApp.headers, ali.studentId, 'Ali, see you at 9');
    const fromBeth = await sendAsLearner(testApp, beth.token, 'Can I move Thursday?');
    const toBeth = await sendAsInstructor(testApp, testApp.headers, beth.studentId, 'Yes, Friday works');
    const fromAli = await sendAsLearner(testApp, ali.token, 'Thanks!');

    const received = await aliSocket.waitFor(isMessage(toAli.id), "Ali's message");
    expect(received).toEqual({ type: 'new_message', message: toAli });
    await aliSocket.waitFor(isMessage(fromAli.id), "Ali's own message");
    await bethSocket.waitFor(isMessage(fromBeth.id), "Beth's own message");
    await bethSocket.waitFor(isMessage(toBeth.id), 'the reply to Beth');
    for (const message of [toAli, fromBeth, toBeth, fromAli]) {
      await instructor.waitFor(isMessage(message.id), `message ${message.id} at the instructor`);
    }
    // Messages arrive in order per socket, so by the time each learner has their last message,
    // anything of the other learner's would already have arrived.
    expect(aliSocket.messageIds()).toEqual([toAli.id, fromAli.id]);
    expect(bethSocket.messageIds()).toEqual([fromBeth.id, toBeth.id]);
    expect(instructor.messageIds()).toEqual([toAli.id, fromBeth.id, toBeth.id, fromAli.id]);

    for (const client of [instructor, aliSocket, bethSocket]) client.close();
  });

  it('keeps messages across a reconnect and delivers again once back', async () => {
    const chloe = await addLearnerWithLink(testApp, testApp.headers, 'Chloe Davies');
    // The instructor's socket shows when a message has gone out: NOTIFY reaches the server after
    // the write returns, so without it the learner could reconnect before the delivery ran.
    const instructor = await connectAuthenticated(testApp, { type: 'auth', sessionToken });
    const first = await connectAuthenticated(testApp, { type: 'auth', token: chloe.token });
    first.close();
    await first.closed;

    // Written while the learner was away: nothing pushed, but nothing lost.
    const whileAway = await sendAsInstructor(
      testApp,
      testApp.headers,
      chloe.studentId,
      'Written while you were away',
    );
    await instructor.waitFor(isMessage(whileAway.id), 'the message written while away');
    const second = await connectAuthenticated(testApp, { type: 'auth', token: chloe.token });
    const reloaded = await testApp.app.inject({
      method: 'GET',
      url: `/api/student-messages?token=${chloe.token}`,
    });
    expect(learnerConversationResponseSchema.parse(reloaded.json()).messages.map((m) => m.id)).toEqual([
      whileAway.id,
    ]);

    const afterReconnect = await sendAsInstructor(
      testApp,
      testApp.headers,
      chloe.studentId,
      'And now live again',
    );
    await second.waitFor(isMessage(afterReconnect.id), 'the message after reconnecting');
    expect(second.messageIds()).toEqual([afterReconnect.id]);
    second.close();
    instructor.close();
  });

  it('authenticates the instructor by the session cookie of the connection, from this site only', async () => {
    const learner = await addLearnerWithLink(testApp, testApp.headers, 'Dev Patel');
    const cookie = `instructor_session=${sessionToken}`;
    const ownSite = await connectAuthenticated(
      testApp,
      { type: 'auth' },
      { headers: { cookie, origin: testApp.env.PUBLIC_URL } },
    );
    const message = await sendAsLearner(testApp, learner.token, 'Hello from Dev');
    await ownSite.waitFor(isMessage(message.id), 'the learner message over the cookie session');
    ownSite.close();

    const otherSite = await connect(
      testApp,
      { type: 'auth' },
      { headers: { cookie, origin: 'https://evil.example' } },
    );
    expect((await otherSite.closed).code).toBe(CHAT_CLOSE_CODES.unauthorised);
    expect(otherSite.events).toEqual([]);
  });

  it('closes with a clear code when authentication fails, is malformed or never comes', async () => {
    const forgedLearner = await connect(testApp, { type: 'auth', token: 'x'.repeat(43) });
    expect((await forgedLearner.closed).code).toBe(CHAT_CLOSE_CODES.unauthorised);
    const forgedSession = await connect(testApp, { type: 'auth', sessionToken: 'not-a-session' });
    expect((await forgedSession.closed).code).toBe(CHAT_CLOSE_CODES.unauthorised);
    const noCookie = await connect(testApp, { type: 'auth' });
    expect((await noCookie.closed).code).toBe(CHAT_CLOSE_CODES.unauthorised);
    const notJson = await connect(testApp, 'hello');
    expect((await notJson.closed).code).toBe(CHAT_CLOSE_CODES.badAuthMessage);
    const wrongShape = await connect(testApp, { type: 'subscribe', studentId: 1 });
    expect((await wrongShape.closed).code).toBe(CHAT_CLOSE_CODES.badAuthMessage);
    const silent = await connect(testApp, undefined);
    expect((await silent.closed).code).toBe(CHAT_CLOSE_CODES.authTimeout);
    for (const client of [forgedLearner, forgedSession, noCookie, notJson, wrongShape, silent]) {
      expect(client.events).toEqual([]);
    }
  });

  it('answers a plain GET on the socket path with 404', async () => {
    const response = await testApp.app.inject({ method: 'GET', url: CHAT_SOCKET_PATH });
    expect(response.statusCode).toBe(404);
  });
});

describe('two server processes on one database', () => {
  let second: TestApp;

  beforeAll(async () => {
    second = await createTestApp({ database: testApp.database });
    await second.app.listen({ port: 0, host: '127.0.0.1' });
  });
  afterAll(async () => {
    await second.close();
  });

  it('delivers a message written on one server to sockets held by the other, both ways', async () => {
    const learner = await addLearnerWithLink(testApp, testApp.headers, 'Erin Cross');
    const instructorOnSecond = await connectAuthenticated(second, { type: 'auth', sessionToken });
    const learnerOnFirst = await connectAuthenticated(testApp, { type: 'auth', token: learner.token });

    const fromLearnerViaSecond = await sendAsLearner(second, learner.token, 'Sent through server two');
    const fromInstructorViaFirst = await sendAsInstructor(
      testApp,
      testApp.headers,
      learner.studentId,
      'Sent through server one',
    );

    await instructorOnSecond.waitFor(isMessage(fromLearnerViaSecond.id), 'the learner message on server two');
    await instructorOnSecond.waitFor(
      isMessage(fromInstructorViaFirst.id),
      'the instructor message on server two',
    );
    await learnerOnFirst.waitFor(isMessage(fromLearnerViaSecond.id), 'the learner message on server one');
    await learnerOnFirst.waitFor(
      isMessage(fromInstructorViaFirst.id),
      'the instructor message on server one',
    );
    // Each socket gets each message once, not once per server.
    expect(instructorOnSecond.messageIds()).toEqual([fromLearnerViaSecond.id, fromInstructorViaFirst.id]);
    expect(learnerOnFirst.messageIds()).toEqual([fromLearnerViaSecond.id, fromInstructorViaFirst.id]);

    const conversation = await second.app.inject({
      method: 'GET',
      url: `/api/messages?studentId=${learner.studentId}`,
      headers: testApp.headers,
    });
    expect(conversationResponseSchema.parse(conversation.json()).messages).toHaveLength(2);
    instructorOnSecond.close();
    learnerOnFirst.close();
  });
});

describe('heartbeat', () => {
  let third: TestApp;

  beforeAll(async () => {
    // Only the heartbeat's interval runs on a fake clock; sockets and the database stay real.
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    third = await createTestApp({ database: testApp.database });
    await third.app.listen({ port: 0, host: '127.0.0.1' });
  });
  afterAll(async () => {
    await third.close();
    vi.useRealTimers();
  });

  it('closes, at the next heartbeat, the socket of a session that expired (which nobody announces)', async () => {
    const learner = await addLearnerWithLink(testApp, testApp.headers, 'Faye Hart');
    const instructorSocket = await connectAuthenticated(third, { type: 'auth', sessionToken });
    const learnerSocket = await connectAuthenticated(third, { type: 'auth', token: learner.token });

    // Eight days on, on this server's clock: past every session (7 days), within the link (30 days).
    third.setNow(new Date(Date.now() + 8 * 86_400_000));
    vi.advanceTimersByTime(CHAT_HEARTBEAT_INTERVAL_MS);

    expect(await instructorSocket.closed).toEqual({
      code: CHAT_CLOSE_CODES.unauthorised,
      reason: 'Session ended',
    });
    await learnerSocket.waitFor((event) => event.type === 'heartbeat', 'a heartbeat');
    const stillLive = await sendAsInstructor(testApp, testApp.headers, learner.studentId, 'Still here');
    await learnerSocket.waitFor(isMessage(stillLive.id), 'a message after the heartbeat');
    expect(learnerSocket.isOpen()).toBe(true);
    learnerSocket.close();
  });
});

describe.runIf(process.env.TEST_DB_ENGINE === 'postgres')('a dropped PostgreSQL listening connection', () => {
  it('reconnects, tells clients to reload, and delivers again', async () => {
    const learner = await addLearnerWithLink(testApp, testApp.headers, 'Hana Ito');
    const socket = await connectAuthenticated(testApp, { type: 'auth', token: learner.token });
    // What a database restart or a network cut does to the LISTEN connection of every server.
    await testApp.database.db.execute(
      sql`SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = current_database() AND query LIKE 'LISTEN%' AND pid <> pg_backend_pid()`,
    );
    await socket.waitFor((event) => event.type === 'resync', 'a resync event');
    const after = await sendAsInstructor(testApp, testApp.headers, learner.studentId, 'Back again');
    await socket.waitFor(isMessage(after.id), 'the message after the reconnect');
    socket.close();
  });

  it('checks every socket again once back, as a session may have ended unheard meanwhile', async () => {
    const signIn = await signInAsInstructor(testApp);
    const socket = await connectAuthenticated(testApp, { type: 'auth', sessionToken: bearerToken(signIn) });
    // Revoked without the announcement: what a sign-out committed while nobody listened leaves.
    await testApp.database.db
      .update(instructorSessions)
      .set({ revokedAt: new Date() })
      .where(eq(instructorSessions.tokenHash, hashToken(bearerToken(signIn))));
    await testApp.database.db.execute(
      sql`SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = current_database() AND query LIKE 'LISTEN%' AND pid <> pg_backend_pid()`,
    );
    // The listener reconnects after half a second; the heartbeat would take up to 25.
    expect((await closedPromptly(socket, 'the socket of the session ended unheard', 5_000)).code).toBe(
      CHAT_CLOSE_CODES.unauthorised,
    );
  });
});

describe('a session or link that ends closes its sockets at once, on every server', () => {
  // Two servers of their own: signing out everywhere and changing the password end the sessions
  // the other tests use.
  let one: TestApp;
  let two: TestApp;

  beforeAll(async () => {
    one = await createTestApp();
    await one.app.listen({ port: 0, host: '127.0.0.1' });
    two = await createTestApp({ database: one.database });
    await two.app.listen({ port: 0, host: '127.0.0.1' });
  });
  afterAll(async () => {
    await two.close();
    await one.close();
  });

  /** A new session of the instructor with a socket on each server. */
  async function sessionWithSockets() {
    const headers = await signInAsInstructor(one);
    const auth = { type: 'auth', sessionToken: bearerToken(headers) };
    return {
      headers,
      onOne: await connectAuthenticated(one, auth),
      onTwo: await connectAuthenticated(two, auth),
    };
  }

  /** Sockets that must have stayed open: a message written now still reaches them. */
  async function expectStillLive(headers: { authorization: string }, clients: ChatClient[]) {
    const learner = await addLearnerWithLink(one, headers, 'Ivy Moss');
    const message = await sendAsLearner(two, learner.token, 'Are you there?');
    for (const client of clients) {
      await client.waitFor(isMessage(message.id), 'a message after the other session ended');
      expect(client.isOpen()).toBe(true);
    }
  }

  it('signing out closes that session’s sockets on both servers, and no other session’s', async () => {
    const leaving = await sessionWithSockets();
    const staying = await sessionWithSockets();

    const signOut = await two.app.inject({
      method: 'POST',
      url: '/api/auth/logout',
      headers: leaving.headers,
    });
    expect(signOut.statusCode).toBe(200);

    const closes = await Promise.all([
      closedPromptly(leaving.onOne, 'the socket on the other server'),
      closedPromptly(leaving.onTwo, 'the socket on the server that signed out'),
    ]);
    for (const close of closes) {
      expect(close).toEqual({ code: CHAT_CLOSE_CODES.unauthorised, reason: 'Session ended' });
    }
    await expectStillLive(staying.headers, [staying.onOne, staying.onTwo]);
    staying.onOne.close();
    staying.onTwo.close();
  });

  it('signing out one session from the sessions list closes its sockets', async () => {
    const listed = await sessionWithSockets();
    const current = await sessionWithSockets();
    const sessions = await one.app.inject({
      method: 'GET',
      url: '/api/auth/sessions',
      headers: current.headers,
    });
    // This session first, then the newest: `listed` began just before it.
    const [, newestOther] = instructorSessionsResponseSchema.parse(sessions.json()).sessions;
    if (!newestOther || newestOther.isCurrent) throw new Error('The other session is not listed');
    const signOut = await one.app.inject({
      method: 'DELETE',
      url: `/api/auth/sessions/${newestOther.id}`,
      headers: current.headers,
    });
    expect(signOut.statusCode, signOut.body).toBe(200);
    await Promise.all([
      closedPromptly(listed.onOne, 'the socket on server one'),
      closedPromptly(listed.onTwo, 'the socket on server two'),
    ]);
    await expectStillLive(current.headers, [current.onOne, current.onTwo]);
    current.onOne.close();
    current.onTwo.close();
  });

  it('changing the password closes the other sessions’ sockets and keeps this one’s', async () => {
    const other = await sessionWithSockets();
    const current = await sessionWithSockets();
    const change = (currentPassword: string, newPassword: string) =>
      one.app.inject({
        method: 'POST',
        url: '/api/auth/password',
        headers: current.headers,
        payload: { currentPassword, newPassword },
      });

    const changed = await change(one.env.INSTRUCTOR_PASSWORD, 'a-brand-new-password-789');
    try {
      expect(changed.statusCode, changed.body).toBe(200);
      await Promise.all([
        closedPromptly(other.onOne, 'the other session’s socket on server one'),
        closedPromptly(other.onTwo, 'the other session’s socket on server two'),
      ]);
      await expectStillLive(current.headers, [current.onOne, current.onTwo]);
    } finally {
      // Back to the configured password, for the sign-ins of the tests after this one.
      if (changed.statusCode === 200) {
        expect((await change('a-brand-new-password-789', one.env.INSTRUCTOR_PASSWORD)).statusCode).toBe(200);
      }
      current.onOne.close();
      current.onTwo.close();
    }
  });

  it('signing out everywhere closes every session’s sockets on both servers', async () => {
    const first = await sessionWithSockets();
    const second = await sessionWithSockets();
    const everywhere = await two.app.inject({
      method: 'POST',
      url: '/api/auth/sessions/sign-out-everywhere',
      headers: first.headers,
    });
    expect(everywhere.statusCode).toBe(200);
    const closes = await Promise.all([
      closedPromptly(first.onOne, 'the first session on server one'),
      closedPromptly(first.onTwo, 'the first session on server two'),
      closedPromptly(second.onOne, 'the second session on server one'),
      closedPromptly(second.onTwo, 'the second session on server two'),
    ]);
    for (const close of closes) expect(close.code).toBe(CHAT_CLOSE_CODES.unauthorised);
  });

  it('replacing or deleting a learner’s link closes the sockets opened with it, and no other learner’s', async () => {
    const headers = await signInAsInstructor(one);
    const replaced = await addLearnerWithLink(one, headers, 'Jack Reed');
    const deleted = await addLearnerWithLink(one, headers, 'Kim Lowe');
    const untouched = await addLearnerWithLink(one, headers, 'Lena Park');
    const replacedSocket = await connectAuthenticated(one, { type: 'auth', token: replaced.token });
    const deletedSocket = await connectAuthenticated(one, { type: 'auth', token: deleted.token });
    const untouchedSocket = await connectAuthenticated(one, { type: 'auth', token: untouched.token });

    const newLink = await two.app.inject({
      method: 'POST',
      url: `/api/students/${replaced.studentId}/generate-token`,
      headers,
    });
    expect(newLink.statusCode).toBe(200);
    expect(await closedPromptly(replacedSocket, 'the replaced link’s socket')).toEqual({
      code: CHAT_CLOSE_CODES.unauthorised,
      reason: 'Progress link ended',
    });
    const deletion = await two.app.inject({
      method: 'DELETE',
      url: `/api/students/${deleted.studentId}`,
      headers,
    });
    expect(deletion.statusCode, deletion.body).toBe(200);
    expect((await closedPromptly(deletedSocket, 'the deleted learner’s socket')).code).toBe(
      CHAT_CLOSE_CODES.unauthorised,
    );

    const toUntouched = await sendAsInstructor(two, headers, untouched.studentId, 'Still on for Friday');
    await untouchedSocket.waitFor(isMessage(toUntouched.id), 'a message to the untouched learner');
    expect(untouchedSocket.isOpen()).toBe(true);
    untouchedSocket.close();
  });
});

describe('opening sockets', () => {
  let limited: TestApp;

  beforeAll(async () => {
    limited = await createTestApp({ database: testApp.database, env: { RATE_LIMIT_PER_MINUTE: '3' } });
    await limited.app.listen({ port: 0, host: '127.0.0.1' });
  });
  afterAll(async () => {
    await limited.close();
  });

  it('refuses an address that opens sockets without end', async () => {
    const opened = [];
    for (let index = 0; index < 3; index += 1) opened.push(await connect(limited, undefined));
    await expect(connect(limited, undefined)).rejects.toThrow(/429/);
    for (const client of opened) client.close();
  });
});
