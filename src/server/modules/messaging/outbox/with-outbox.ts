import type { AppDependencies } from '../../../app-types';
import type { DatabaseTransaction } from '../../../db/database-client';
import type { OutboxRow } from './outbox-repository';
import type { DeliveryStatus } from './outbox-service';

/*
 * The outbox sends e-mail itself (deps.mail); a push is sent by the push module, which sits above
 * the outbox (it writes its rows here). So the outbox reaches it through a port of the app's
 * dependencies (`deps.deliverPushRow`, filled in at start) instead of importing it: no module
 * imports upward.
 */

/** Sends one push row of the outbox after its transaction committed, and records how it went. */
export type PushRowDeliverer = (deps: AppDependencies, row: OutboxRow) => Promise<DeliveryStatus>;

/**
 * Delivers outbox rows written by a committed transaction, each by its channel. Never throws: the
 * change is committed, and a message that could not go is recorded on its row (or logged here).
 */
export async function deliverOutboxRows(
  deps: AppDependencies,
  rows: readonly OutboxRow[],
): Promise<ReadonlyMap<number, DeliveryStatus>> {
  const results = await Promise.allSettled(
    rows.map((row) => (row.channel === 'push' ? deps.deliverPushRow(deps, row) : deps.mail.deliver(row))),
  );
  const delivered = new Map<number, DeliveryStatus>();
  results.forEach((result, index) => {
    const id = rows[index]?.id;
    if (result.status === 'rejected') {
      deps.logger.error({ err: result.reason, outboxId: id }, 'delivery failed');
    }
    if (id !== undefined) delivered.set(id, result.status === 'fulfilled' ? result.value : 'failed');
  });
  return delivered;
}

/**
 * Runs a transaction whose messages are written to the outbox inside it, then delivers them once it
 * has committed: a rolled-back change sends nothing, a committed one is never without its message.
 * `queue` takes one row or several (a push writes one per device).
 */
export async function withOutbox<T>(deps: AppDependencies, work: OutboxWork<T>): Promise<T> {
  return (await withOutboxDeliveries(deps, work)).result;
}

/** Hands rows written in the transaction to be delivered once it has committed. */
export type QueueOutboxRows = (row: Promise<OutboxRow | readonly OutboxRow[]>) => Promise<void>;

type OutboxWork<T> = (tx: DatabaseTransaction, queue: QueueOutboxRows) => Promise<T>;

/**
 * withOutbox, also answering what became of each message (by outbox id), so a screen can say
 * what really happened ('we have e-mailed you', or that no e-mail went) rather than assume it.
 */
export async function withOutboxDeliveries<T>(
  deps: AppDependencies,
  work: OutboxWork<T>,
): Promise<{ result: T; delivered: ReadonlyMap<number, DeliveryStatus> }> {
  const queued: OutboxRow[] = [];
  const result = await deps.database.db.transaction((tx) =>
    work(tx, async (row) => {
      queued.push(...[await row].flat());
    }),
  );
  return { result, delivered: await deliverOutboxRows(deps, queued) };
}
