import type { AddressInfo } from 'node:net';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { WebSocket } from 'ws';
import {
  addLearnerWithLink,
  sendAsInstructor,
  sendAsLearner,
} from '../../../../tests/support/chat-test-data';
import { createTestApp, signInAsInstructor, type TestApp } from '../../../../tests/support/test-app';
import {
  CHAT_CLOSE_CODES,
  CHAT_HEARTBEAT_INTERVAL_MS,
  CHAT_SOCKET_PATH,
  type ChatSocketEvent,
  chatSocketEventSchema,
  conversationResponseSchema,
  learnerConversationResponseSchema,
} from '../../../core/chat/chat-schemas';

/*
 * The chat socket over real WebSockets: the app listens on a free port and `ws` clients connect
 * as browsers would.
 */

const EVENT_TIMEOUT_MS = 5_000;

let testApp: TestApp;
let headers: { authorization: string };
let sessionToken: string;

function socketUrl(app: TestApp): string {
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
  close(): void;
}

/** Opens a socket and sends `auth` (if given) once open. */
async function connect(
  app: TestApp,
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
    close() {
      socket.close();
    },
  };
}

async function connectAuthenticated(
  app: TestApp,
  auth: unknown,
  options: { headers?: Record<string, string> } = {},
) {
  const client = await connect(app, auth, options);
  await client.waitFor((event) => event.type === 'authenticated', 'authenticated event');
  return client;
}

const isMessage = (id: number) => (event: ChatSocketEvent) =>
  event.type === 'new_message' && event.message.id === id;

beforeAll(async () => {
  testApp = await createTestApp();
  await testApp.app.listen({ port: 0, host: '127.0.0.1' });
  headers = await signInAsInstructor(testApp);
  sessionToken = headers.authorization.slice('Bearer '.length);
});
afterAll(async () => {
  await testApp.close();
});

describe('chat over a real WebSocket', () => {
  it('delivers each message to the instructor and its own learner only', async () => {
    const ali = await addLearnerWithLink(testApp, headers, 'Ali Hassan');
    const beth = await addLearnerWithLink(testApp, headers, 'Beth Jones');
    const instructor = await connectAuthenticated(testApp, { type: 'auth', sessionToken });
    const aliSocket = await connectAuthenticated(testApp, { type: 'auth', token: ali.token });
    const bethSocket = await connectAuthenticated(testApp, { type: 'auth', token: beth.token });
    expect(instructor.events[0]).toEqual({ type: 'authenticated', role: 'instructor' });
    expect(aliSocket.events[0]).toEqual({ type: 'authenticated', role: 'student' });

    const toAli = await sendAsInstructor(testApp, headers, ali.studentId, 'Ali, see you at 9');
    const fromBeth = await sendAsLearner(testApp, beth.token, 'Can I move Thursday?');
    const toBeth = await sendAsInstructor(testApp, headers, beth.studentId, 'Yes, Friday works');
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
    const chloe = await addLearnerWithLink(testApp, headers, 'Chloe Davies');
    // The instructor's socket shows when a message has gone out: NOTIFY reaches the server after
    // the write returns, so without it the learner could reconnect before the delivery ran.
    const instructor = await connectAuthenticated(testApp, { type: 'auth', sessionToken });
    const first = await connectAuthenticated(testApp, { type: 'auth', token: chloe.token });
    first.close();
    await first.closed;

    // Written while the learner was away: nothing pushed, but nothing lost.
    const whileAway = await sendAsInstructor(
      testApp,
      headers,
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

    const afterReconnect = await sendAsInstructor(testApp, headers, chloe.studentId, 'And now live again');
    await second.waitFor(isMessage(afterReconnect.id), 'the message after reconnecting');
    expect(second.messageIds()).toEqual([afterReconnect.id]);
    second.close();
    instructor.close();
  });

  it('authenticates the instructor by the session cookie of the connection, from this site only', async () => {
    const learner = await addLearnerWithLink(testApp, headers, 'Dev Patel');
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
    const learner = await addLearnerWithLink(testApp, headers, 'Erin Cross');
    const instructorOnSecond = await connectAuthenticated(second, { type: 'auth', sessionToken });
    const learnerOnFirst = await connectAuthenticated(testApp, { type: 'auth', token: learner.token });

    const fromLearnerViaSecond = await sendAsLearner(second, learner.token, 'Sent through server two');
    const fromInstructorViaFirst = await sendAsInstructor(
      testApp,
      headers,
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
      headers,
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

  it('closes the sockets of a signed-out instructor and of a replaced progress link at the next heartbeat', async () => {
    const learner = await addLearnerWithLink(testApp, headers, 'Faye Hart');
    const signIn = await signInAsInstructor(testApp);
    const signedOutSoon = await connectAuthenticated(third, {
      type: 'auth',
      sessionToken: signIn.authorization.slice('Bearer '.length),
    });
    const stillSignedIn = await connectAuthenticated(third, { type: 'auth', sessionToken });
    const learnerSocket = await connectAuthenticated(third, { type: 'auth', token: learner.token });

    await testApp.app.inject({ method: 'POST', url: '/api/auth/logout', headers: signIn });
    // A new link replaces (revokes) the one the learner's socket proved itself with.
    await testApp.app.inject({
      method: 'POST',
      url: `/api/students/${learner.studentId}/generate-token`,
      headers,
    });
    vi.advanceTimersByTime(CHAT_HEARTBEAT_INTERVAL_MS);

    expect((await signedOutSoon.closed).code).toBe(CHAT_CLOSE_CODES.unauthorised);
    expect((await learnerSocket.closed).code).toBe(CHAT_CLOSE_CODES.unauthorised);
    await stillSignedIn.waitFor((event) => event.type === 'heartbeat', 'a heartbeat');
    const stillLive = await sendAsLearner(
      testApp,
      (await addLearnerWithLink(testApp, headers, 'Gus Lane')).token,
      'Hi',
    );
    await stillSignedIn.waitFor(isMessage(stillLive.id), 'a message after the heartbeat');
    stillSignedIn.close();
  });
});

describe.runIf(process.env.TEST_DB_ENGINE === 'postgres')('a dropped PostgreSQL listening connection', () => {
  it('reconnects, tells clients to reload, and delivers again', async () => {
    const learner = await addLearnerWithLink(testApp, headers, 'Hana Ito');
    const socket = await connectAuthenticated(testApp, { type: 'auth', token: learner.token });
    // What a database restart or a network cut does to the LISTEN connection of every server.
    await testApp.database.db.execute(
      sql`SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = current_database() AND query LIKE 'LISTEN%' AND pid <> pg_backend_pid()`,
    );
    await socket.waitFor((event) => event.type === 'resync', 'a resync event');
    const after = await sendAsInstructor(testApp, headers, learner.studentId, 'Back again');
    await socket.waitFor(isMessage(after.id), 'the message after the reconnect');
    socket.close();
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
