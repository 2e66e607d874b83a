import type { AppDependencies } from '../../app-types';
import type { DatabaseTransaction } from '../../db/database-client';
import { deliverPush } from '../push/push-service';
import type { OutboxRow } from './outbox-repository';

/**
 * Delivers outbox rows written by a committed transaction, each by its channel. Never throws: the
 * change is committed, and a message that could not go is recorded on its row (or logged here).
 */
export async function deliverOutboxRows(deps: AppDependencies, rows: readonly OutboxRow[]): Promise<void> {
  const results = await Promise.allSettled(
    rows.map((row) => (row.channel === 'push' ? deliverPush(deps, row) : deps.mail.deliver(row))),
  );
  results.forEach((result, index) => {
    if (result.status === 'rejected') {
      deps.logger.error({ err: result.reason, outboxId: rows[index]?.id }, 'delivery failed');
    }
  });
}

/**
 * Runs a transaction whose messages are written to the outbox inside it, then delivers them once it
 * has committed: a rolled-back change sends nothing, a committed one is never without its message.
 * `queue` takes one row or several (a push writes one per device).
 */
export async function withOutbox<T>(
  deps: AppDependencies,
  work: (
    tx: DatabaseTransaction,
    queue: (row: Promise<OutboxRow | readonly OutboxRow[]>) => Promise<void>,
  ) => Promise<T>,
): Promise<T> {
  const queued: OutboxRow[] = [];
  const result = await deps.database.db.transaction((tx) =>
    work(tx, async (row) => {
      queued.push(...[await row].flat());
    }),
  );
  await deliverOutboxRows(deps, queued);
  return result;
}
