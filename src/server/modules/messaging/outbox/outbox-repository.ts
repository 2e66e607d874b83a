import { desc, eq, getTableColumns, lt, sql } from 'drizzle-orm';
import type { Database, DatabaseExecutor } from '../../../db/database-client';
import { outbox, users } from '../../../db/schema';

export type OutboxRow = typeof outbox.$inferSelect;
export type NewOutboxRow = typeof outbox.$inferInsert;

export async function insertOutboxMessage(
  executor: DatabaseExecutor,
  message: NewOutboxRow,
): Promise<OutboxRow> {
  const [row] = await executor.insert(outbox).values(message).returning();
  if (!row) throw new Error('Outbox insert returned no row');
  return row;
}

export async function recordOutboxDelivery(
  db: Database,
  id: number,
  result:
    | { status: 'sent'; providerMessageId: string | null; sentAt: Date }
    | { status: 'failed'; error: string },
): Promise<void> {
  const attempts = sql`${outbox.attempts} + 1`;
  await db
    .update(outbox)
    .set(
      result.status === 'sent'
        ? {
            status: 'sent',
            providerMessageId: result.providerMessageId,
            sentAt: result.sentAt,
            error: null,
            attempts,
          }
        : { status: 'failed', error: result.error.slice(0, 2000), attempts },
    )
    .where(eq(outbox.id, id));
}

export async function findOutboxMessage(db: Database, id: number): Promise<OutboxRow | undefined> {
  const [row] = await db.select().from(outbox).where(eq(outbox.id, id));
  return row;
}

/**
 * Addressed to a learner the first start made up (`users.source = 'demo'`): their e-mail in any
 * case, or, for a text, their phone by its last ten digits (the record keeps "07700 900101", a
 * text goes to "+447700900101"). The outbox keeps addresses, not learners, so this is how its
 * demo rows are told apart and removed with the demo.
 */
const isToDemoLearner = sql<boolean>`exists (
  select 1 from ${users}
  where ${users.source} = 'demo'
    and (
      lower(${users.email}) = lower(${outbox.recipient})
      or (
        ${outbox.channel} in ('sms', 'whatsapp')
        and ${users.phone} is not null
        and length(regexp_replace(${users.phone}, '[^0-9]', '', 'g')) >= 10
        and right(regexp_replace(${users.phone}, '[^0-9]', '', 'g'), 10)
          = right(regexp_replace(${outbox.recipient}, '[^0-9]', '', 'g'), 10)
      )
    )
)`;

/** Newest first (ids grow with time), `limit` rows older than `before` when given. */
export async function listOutboxMessages(
  db: Database,
  options: { before?: number | undefined; limit: number },
): Promise<(OutboxRow & { toDemoLearner: boolean })[]> {
  return db
    .select({ ...getTableColumns(outbox), toDemoLearner: isToDemoLearner })
    .from(outbox)
    .where(options.before === undefined ? undefined : lt(outbox.id, options.before))
    .orderBy(desc(outbox.id))
    .limit(options.limit);
}

/** Removes the messages addressed to demo learners (run before the learners themselves go). */
export async function deleteOutboxMessagesToDemoLearners(executor: DatabaseExecutor): Promise<number> {
  const removed = await executor.delete(outbox).where(isToDemoLearner).returning({ id: outbox.id });
  return removed.length;
}
