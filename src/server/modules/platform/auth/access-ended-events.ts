import { z } from 'zod';
import type { AppDependencies } from '../../../app-types';
import type { DatabaseExecutor } from '../../../db/database-client';
import { ACCESS_ENDED_CHANNEL, type AccessEndedNotice, notifyAccessEnded } from './auth-repository';

const accessEndedNoticeSchema = z.discriminatedUnion('role', [
  z.object({ role: z.literal('instructor'), instructorId: z.number().int().positive() }),
  z.object({ role: z.literal('student'), studentId: z.number().int().positive() }),
]) satisfies z.ZodType<AccessEndedNotice>;

function parseNotice(payload: string): AccessEndedNotice | null {
  let json: unknown;
  try {
    json = JSON.parse(payload);
  } catch {
    return null;
  }
  const result = accessEndedNoticeSchema.safeParse(json);
  return result.success ? result.data : null;
}

/**
 * How another module announces that someone's access ended (a learner's links replaced, the
 * learner deleted): in the caller's transaction, heard by every process once it commits.
 */
export function announceAccessEnded(db: DatabaseExecutor, notice: AccessEndedNotice): Promise<void> {
  return notifyAccessEnded(db, notice);
}

export interface AccessEndedListener {
  /** Some of this instructor's sessions, or this learner's links, have ended: check theirs again. */
  onAccessEnded(notice: AccessEndedNotice): void;
  /** Notices may have been missed (the listening connection dropped): check everyone again. */
  onNoticesMissed(): void;
}

/**
 * Ended sessions and progress links as they are committed, from every server process on the
 * database: sign-out, sign-out everywhere, a password change or reset, a replaced or deleted link
 * announce it inside their transaction (`announceAccessEnded`), and each process tells its own
 * subscribers (the chat sockets it holds). On PGlite the one process hears its own NOTIFY.
 */
export interface AccessEndedEvents {
  subscribe(listener: AccessEndedListener): () => void;
  close(): Promise<void>;
}

export async function startAccessEndedEvents(deps: AppDependencies): Promise<AccessEndedEvents> {
  const listeners = new Set<AccessEndedListener>();
  const stopListening = await deps.database.listen(ACCESS_ENDED_CHANNEL, {
    onNotify(payload) {
      const notice = parseNotice(payload);
      if (!notice) {
        deps.logger.warn({ payload }, 'ignored an access-ended notification it could not read');
        return;
      }
      for (const listener of listeners) listener.onAccessEnded(notice);
    },
    onReconnect() {
      deps.logger.info('access-ended notifications reconnected; checking every chat socket again');
      for (const listener of listeners) listener.onNoticesMissed();
    },
    onError(error) {
      deps.logger.warn({ err: error }, 'access-ended notification connection failed; retrying');
    },
  });

  return {
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    async close() {
      listeners.clear();
      await stopListening();
    },
  };
}
