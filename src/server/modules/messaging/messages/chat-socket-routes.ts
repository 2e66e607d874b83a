import type { FastifyRequest } from 'fastify';
import type { RawData, WebSocket } from 'ws';
import {
  CHAT_AUTH_TIMEOUT_MS,
  CHAT_CLOSE_CODES,
  CHAT_HEARTBEAT_INTERVAL_MS,
  CHAT_SOCKET_PATH,
  type ChatMessage,
  type ChatSocketAuthMessage,
  type ChatSocketEvent,
  chatSocketAuthMessageSchema,
} from '../../../../core/messaging/chat/chat-schemas';
import type { AppDependencies, AppInstance } from '../../../app-types';
import { AppError } from '../../../lib/app-error';
import { requireTokenOwner } from '../../learners/learners/learners-service';
import type { AccessEndedEvents } from '../../platform/auth/access-ended-events';
import type { AccessEndedNotice } from '../../platform/auth/auth-repository';
import { authenticateSession } from '../../platform/auth/auth-service';
import { judgeRequestSource } from '../../platform/auth/cross-site-request-guard';
import { readSessionToken } from '../../platform/auth/instructor-guard';
import type { MessageEvents } from './message-events';

/** Who is at the other end of an authenticated socket, with what they proved it. */
type ChatParty =
  | { role: 'instructor'; instructorId: number; sessionToken: string }
  | { role: 'student'; studentId: number; token: string };

interface ChatConnection {
  socket: WebSocket;
  party: ChatParty;
  /** Cleared at each heartbeat, set again by the client's pong; still clear next time means gone. */
  alive: boolean;
}

function send(socket: WebSocket, event: ChatSocketEvent): void {
  if (socket.readyState === socket.OPEN) socket.send(JSON.stringify(event));
}

function isOwnConversation(party: ChatParty, message: ChatMessage): boolean {
  return party.role === 'instructor'
    ? message.instructorId === party.instructorId
    : message.studentId === party.studentId;
}

/** Whether a notice of ended access may concern this party's session or link. */
function isConcernedBy(party: ChatParty, notice: AccessEndedNotice): boolean {
  if (party.role === 'instructor') {
    return notice.role === 'instructor' && notice.instructorId === party.instructorId;
  }
  return notice.role === 'student' && notice.studentId === party.studentId;
}

/** 4401 tells the client not to reconnect (the dashboard then shows the sign-in form). */
function closeAsUnauthorised(socket: WebSocket, party: ChatParty | null): void {
  const reason =
    party === null
      ? 'Session ended or link expired'
      : party.role === 'instructor'
        ? 'Session ended'
        : 'Progress link ended';
  socket.close(CHAT_CLOSE_CODES.unauthorised, reason);
}

function readText(data: RawData): string {
  if (Buffer.isBuffer(data)) return data.toString('utf8');
  if (Array.isArray(data)) return Buffer.concat(data).toString('utf8');
  return Buffer.from(data).toString('utf8');
}

function parseAuthMessage(text: string): ChatSocketAuthMessage | null {
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    return null;
  }
  const result = chatSocketAuthMessageSchema.safeParse(json);
  return result.success ? result.data : null;
}

async function authenticateParty(
  deps: AppDependencies,
  request: FastifyRequest,
  message: ChatSocketAuthMessage,
): Promise<ChatParty | null> {
  try {
    if ('token' in message) {
      const owner = await requireTokenOwner(deps, message.token);
      return { role: 'student', studentId: owner.studentId, token: message.token };
    }
    // The session cookie rides on every connection the browser opens to this host, from any page;
    // a WebSocket is not bound by CORS, so the cookie only counts when the page is this site's own.
    const cookieCounts = judgeRequestSource(request, deps.env.PUBLIC_URL) !== 'other-site';
    const sessionToken = message.sessionToken ?? (cookieCounts ? readSessionToken(request) : null);
    if (sessionToken === null) return null;
    const session = await authenticateSession(deps, sessionToken);
    return { role: 'instructor', instructorId: session.instructor.id, sessionToken };
  } catch (error) {
    if (error instanceof AppError && error.statusCode === 401) return null;
    throw error;
  }
}

/** Still signed in, or the link still live (a sign-out or an expired link ends the socket). */
async function isStillAuthorised(deps: AppDependencies, party: ChatParty): Promise<boolean> {
  try {
    if (party.role === 'student') {
      return (await requireTokenOwner(deps, party.token)).studentId === party.studentId;
    }
    return (await authenticateSession(deps, party.sessionToken)).instructor.id === party.instructorId;
  } catch (error) {
    if (error instanceof AppError && error.statusCode === 401) return false;
    throw error;
  }
}

/**
 * `GET /ws`: live chat. The first message authenticates (`{type:'auth', token}` for a learner,
 * `{type:'auth', sessionToken?}` for the instructor) within 5 seconds, or the socket is closed
 * with 4400/4401/4408. Then the socket receives `new_message` for its own conversations only,
 * a `heartbeat` (with a protocol ping) every 25 seconds, and `resync` when messages may have been
 * missed. It is closed with 4401 as soon as its session or link ends (sign-out, sign-out
 * everywhere, a password change or reset, a replaced or deleted link: announced by NOTIFY, so in
 * every process), and the heartbeat checks again (a session or link that simply expires).
 * The app must have @fastify/websocket registered.
 */
export function registerChatSocketRoutes(
  app: AppInstance,
  deps: AppDependencies,
  events: { messages: MessageEvents; accessEnded: AccessEndedEvents },
): void {
  const connections = new Set<ChatConnection>();
  // Counts the notices of ended access heard so far: a socket whose authentication was under way
  // when one arrived (not yet in `connections`, so not checked) is checked once it is added.
  let accessNoticesHeard = 0;

  function closeIfNoLongerAuthorised(connection: ChatConnection): void {
    isStillAuthorised(deps, connection.party).then(
      (authorised) => {
        if (!authorised) closeAsUnauthorised(connection.socket, connection.party);
      },
      (error: unknown) => deps.logger.warn({ err: error }, 'could not re-check a chat connection'),
    );
  }

  const unsubscribeFromAccessEnded = events.accessEnded.subscribe({
    onAccessEnded(notice) {
      accessNoticesHeard += 1;
      // Checked, not closed outright: a notice names the instructor or learner, not the session or
      // link, and their other sessions (a password change keeps the current one) stay open.
      for (const connection of connections) {
        if (isConcernedBy(connection.party, notice)) closeIfNoLongerAuthorised(connection);
      }
    },
    onNoticesMissed() {
      accessNoticesHeard += 1;
      for (const connection of connections) closeIfNoLongerAuthorised(connection);
    },
  });

  const unsubscribe = events.messages.subscribe({
    onMessage(message) {
      for (const connection of connections) {
        if (isOwnConversation(connection.party, message)) {
          send(connection.socket, { type: 'new_message', message });
        }
      }
    },
    onResync() {
      for (const connection of connections) send(connection.socket, { type: 'resync' });
    },
  });

  const heartbeat = setInterval(() => {
    for (const connection of connections) {
      if (!connection.alive) {
        connection.socket.terminate();
        continue;
      }
      connection.alive = false;
      connection.socket.ping();
      send(connection.socket, { type: 'heartbeat' });
      // The backstop: a session or link that expires with time is announced by nobody.
      closeIfNoLongerAuthorised(connection);
    }
  }, CHAT_HEARTBEAT_INTERVAL_MS);
  heartbeat.unref();

  app.addHook('onClose', async () => {
    clearInterval(heartbeat);
    unsubscribe();
    unsubscribeFromAccessEnded();
    for (const connection of connections) connection.socket.terminate();
    connections.clear();
  });

  // Only API paths are limited by default; socket openings are counted too, so one address cannot
  // open them without end (a reconnecting client opens a few a minute at most).
  const openingLimit = {
    rateLimit: { max: deps.env.RATE_LIMIT_PER_MINUTE, timeWindow: '1 minute', allowList: () => false },
  };
  app.get(
    CHAT_SOCKET_PATH,
    { websocket: true, schema: { hide: true }, config: openingLimit },
    (socket, request) => {
      let connection: ChatConnection | null = null;
      let authenticating = false;
      const authTimer = setTimeout(() => {
        if (!connection) socket.close(CHAT_CLOSE_CODES.authTimeout, 'Authentication timed out');
      }, CHAT_AUTH_TIMEOUT_MS);

      socket.on('pong', () => {
        if (connection) connection.alive = true;
      });
      socket.on('close', () => {
        clearTimeout(authTimer);
        if (connection) connections.delete(connection);
      });
      socket.on('message', (data, isBinary) => {
        if (connection) {
          // Nothing else is expected from a client; any message shows it is there.
          connection.alive = true;
          return;
        }
        if (authenticating) return;
        const message = isBinary ? null : parseAuthMessage(readText(data));
        if (!message) {
          socket.close(CHAT_CLOSE_CODES.badAuthMessage, 'The first message must be {"type":"auth"}');
          return;
        }
        authenticating = true;
        const noticesHeardBefore = accessNoticesHeard;
        authenticateParty(deps, request, message).then(
          (party) => {
            clearTimeout(authTimer);
            if (socket.readyState !== socket.OPEN) return;
            if (!party) {
              closeAsUnauthorised(socket, null);
              return;
            }
            const added: ChatConnection = { socket, party, alive: true };
            connection = added;
            connections.add(added);
            send(socket, { type: 'authenticated', role: party.role });
            if (accessNoticesHeard !== noticesHeardBefore) closeIfNoLongerAuthorised(added);
          },
          (error: unknown) => {
            request.log.error({ err: error }, 'chat authentication failed');
            socket.close(1011, 'Server error');
          },
        );
      });
    },
  );
}
