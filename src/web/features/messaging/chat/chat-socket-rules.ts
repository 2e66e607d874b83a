import {
  CHAT_CLOSE_CODES,
  CHAT_HEARTBEAT_INTERVAL_MS,
  CHAT_SOCKET_PATH,
} from '../../../../core/messaging/chat/chat-schemas';

/** The first retry after a drop, and the longest wait between retries. */
const FIRST_RETRY_MS = 1_000;
const MAX_RETRY_MS = 30_000;

/** Hearing nothing (not even a heartbeat) for this long means the connection is dead. */
export const CHAT_SILENCE_LIMIT_MS = Math.round(CHAT_HEARTBEAT_INTERVAL_MS * 2.5);

/** `ws://host/ws` on http, `wss://host/ws` on https: always this site's own server. */
export function buildChatSocketUrl(location: { protocol: string; host: string }): string {
  return `${location.protocol === 'https:' ? 'wss' : 'ws'}://${location.host}${CHAT_SOCKET_PATH}`;
}

/**
 * 1 s, 2 s, 4 s ... up to 30 s, each with up to 20% taken off at random so a server restart is
 * not met by every client at the same instant. `random` is a parameter for tests.
 */
export function getReconnectDelayMs(attempt: number, random: () => number = Math.random): number {
  const base = Math.min(FIRST_RETRY_MS * 2 ** Math.max(0, attempt), MAX_RETRY_MS);
  return Math.round(base * (1 - 0.2 * random()));
}

/** A closed socket is retried unless the server said the session or link is no longer valid. */
export function shouldReconnect(closeCode: number): boolean {
  return closeCode !== CHAT_CLOSE_CODES.unauthorised && closeCode !== CHAT_CLOSE_CODES.badAuthMessage;
}
