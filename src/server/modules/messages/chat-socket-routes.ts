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
} from '../../../core/chat/chat-schemas';
import type { AppDependencies, AppInstance } from '../../app-types';
import { AppError } from '../../lib/app-error';
import { authenticateSession } from '../auth/auth-service';
import { judgeRequestSource } from '../auth/cross-site-request-guard';
import { readSessionToken } from '../auth/instructor-guard';
import { requireTokenOwner } from '../progress/learner-access';
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
 * missed. The app must have @fastify/websocket registered.
 */
export function registerChatSocketRoutes(
  app: AppInstance,
  deps: AppDependencies,
  events: MessageEvents,
): void {
  const connections = new Set<ChatConnection>();

  const unsubscribe = events.subscribe({
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
      isStillAuthorised(deps, connection.party).then(
        (authorised) => {
          if (!authorised) {
            connection.socket.close(CHAT_CLOSE_CODES.unauthorised, 'Session ended or link expired');
          }
        },
        (error: unknown) => deps.logger.warn({ err: error }, 'could not re-check a chat connection'),
      );
    }
  }, CHAT_HEARTBEAT_INTERVAL_MS);
  heartbeat.unref();

  app.addHook('onClose', async () => {
    clearInterval(heartbeat);
    unsubscribe();
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
        authenticateParty(deps, request, message).then(
          (party) => {
            clearTimeout(authTimer);
            if (socket.readyState !== socket.OPEN) return;
            if (!party) {
              socket.close(CHAT_CLOSE_CODES.unauthorised, 'Session ended or link expired');
              return;
            }
            connection = { socket, party, alive: true };
            connections.add(connection);
            send(socket, { type: 'authenticated', role: party.role });
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
