import type { ChatMessage } from '../../../../core/messaging/chat/chat-schemas';
import type { AppDependencies } from '../../../app-types';
import { NEW_MESSAGE_CHANNEL } from './messages-repository';
import { loadMessageForDelivery } from './messages-service';

export interface MessageEventListener {
  onMessage(message: ChatMessage): void;
  /** Messages may have been missed (the listening connection dropped): catch up. */
  onResync(): void;
}

/**
 * New chat messages as they are committed, from every server process on the database. Writing a
 * message sends NOTIFY with its id inside the same transaction (messages-repository); each process
 * LISTENs, loads the message and hands it to its own subscribers (the sockets it holds). On PGlite
 * the one process hears its own NOTIFY the same way.
 */
export interface MessageEvents {
  subscribe(listener: MessageEventListener): () => void;
  close(): Promise<void>;
}

export async function startMessageEvents(deps: AppDependencies): Promise<MessageEvents> {
  const listeners = new Set<MessageEventListener>();
  let closed = false;

  async function deliver(payload: string): Promise<void> {
    const id = Number(payload);
    if (!Number.isSafeInteger(id) || id <= 0) {
      deps.logger.warn({ payload }, 'ignored a chat notification that is not a message id');
      return;
    }
    const message = await loadMessageForDelivery(deps, id);
    if (!message || closed) return;
    for (const listener of listeners) listener.onMessage(message);
  }

  // One at a time, so every socket receives messages in the order they were written.
  let delivering = Promise.resolve();
  const stopListening = await deps.database.listen(NEW_MESSAGE_CHANNEL, {
    onNotify(payload) {
      delivering = delivering
        .then(() => deliver(payload))
        .catch((error: unknown) =>
          deps.logger.error({ err: error, payload }, 'could not deliver a chat message'),
        );
    },
    onReconnect() {
      deps.logger.info('chat notifications reconnected; asking clients to reload');
      for (const listener of listeners) listener.onResync();
    },
    onError(error) {
      deps.logger.warn({ err: error }, 'chat notification connection failed; retrying');
    },
  });

  return {
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    async close() {
      closed = true;
      listeners.clear();
      await stopListening();
    },
  };
}
