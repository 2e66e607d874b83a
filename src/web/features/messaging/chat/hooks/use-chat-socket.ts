import { useEffect, useRef, useState } from 'react';
import {
  type ChatMessage,
  type ChatSocketAuthMessage,
  type ChatSocketEvent,
  chatSocketEventSchema,
} from '../../../../../core/messaging/chat/chat-schemas';
import {
  buildChatSocketUrl,
  CHAT_SILENCE_LIMIT_MS,
  getReconnectDelayMs,
  shouldReconnect,
} from '../chat-socket-rules';

/** live: receiving; refused: the session or link is no longer valid (no retrying). */
export type ChatConnectionStatus = 'connecting' | 'live' | 'reconnecting' | 'refused';

export interface ChatSocketHandlers {
  onMessage(message: ChatMessage): void;
  /** Connected (again), or the server says messages may have been missed: reload the conversation. */
  onCatchUp(): void;
  onRefused?(): void;
}

function parseEvent(data: unknown): ChatSocketEvent | null {
  if (typeof data !== 'string') return null;
  try {
    const result = chatSocketEventSchema.safeParse(JSON.parse(data));
    return result.success ? result.data : null;
  } catch {
    return null;
  }
}

/**
 * The live chat connection to `/ws`. It authenticates with `auth` in its first message, reconnects
 * with a growing delay when the connection drops or falls silent (and at once when the device comes
 * back online), and reconnects whenever `connectionKey` changes. `auth: null` stays disconnected.
 */
export function useChatSocket(
  auth: ChatSocketAuthMessage | null,
  connectionKey: string,
  handlers: ChatSocketHandlers,
): ChatConnectionStatus {
  const [status, setStatus] = useState<ChatConnectionStatus>('connecting');
  // The latest handlers and credentials without reconnecting when their identity changes.
  const handlersRef = useRef(handlers);
  handlersRef.current = handlers;
  const authRef = useRef(auth);
  authRef.current = auth;
  const enabled = auth !== null;

  // biome-ignore lint/correctness/useExhaustiveDependencies: connectionKey is the reason to reconnect.
  useEffect(() => {
    if (!enabled) return;
    let socket: WebSocket | null = null;
    let attempt = 0;
    let stopped = false;
    let retryTimer: ReturnType<typeof setTimeout> | undefined;
    let silenceTimer: ReturnType<typeof setTimeout> | undefined;

    function open() {
      retryTimer = undefined;
      setStatus(attempt === 0 ? 'connecting' : 'reconnecting');
      const next = new WebSocket(buildChatSocketUrl(window.location));
      socket = next;
      next.onopen = () => {
        next.send(JSON.stringify(authRef.current));
        watchForSilence();
      };
      next.onmessage = (event) => {
        watchForSilence();
        const parsed = parseEvent(event.data);
        if (!parsed) return;
        if (parsed.type === 'authenticated') {
          attempt = 0;
          setStatus('live');
          handlersRef.current.onCatchUp();
        } else if (parsed.type === 'new_message') {
          handlersRef.current.onMessage(parsed.message);
        } else if (parsed.type === 'resync') {
          handlersRef.current.onCatchUp();
        }
      };
      next.onclose = (event) => {
        if (socket !== next) return;
        socket = null;
        clearTimeout(silenceTimer);
        if (stopped) return;
        if (!shouldReconnect(event.code)) {
          setStatus('refused');
          handlersRef.current.onRefused?.();
          return;
        }
        scheduleReconnect();
      };
    }

    function scheduleReconnect() {
      setStatus('reconnecting');
      retryTimer = setTimeout(open, getReconnectDelayMs(attempt));
      attempt += 1;
    }

    // A connection that hears nothing, not even the heartbeat, is dead without knowing it.
    function watchForSilence() {
      clearTimeout(silenceTimer);
      silenceTimer = setTimeout(() => {
        const dead = socket;
        socket = null;
        if (dead) {
          dead.onclose = null;
          dead.close();
        }
        scheduleReconnect();
      }, CHAT_SILENCE_LIMIT_MS);
    }

    function handleOnline() {
      if (retryTimer === undefined) return;
      clearTimeout(retryTimer);
      open();
    }

    // Opened on the next tick, so a mount that is undone at once (React's development checks)
    // never opens a socket only to close it.
    retryTimer = setTimeout(open, 0);
    window.addEventListener('online', handleOnline);
    return () => {
      stopped = true;
      window.removeEventListener('online', handleOnline);
      clearTimeout(retryTimer);
      clearTimeout(silenceTimer);
      if (socket) {
        socket.onclose = null;
        socket.close(1000, 'Closed by the page');
        socket = null;
      }
    };
  }, [enabled, connectionKey]);

  return enabled ? status : 'refused';
}
