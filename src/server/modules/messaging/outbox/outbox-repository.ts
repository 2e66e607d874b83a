import { desc, eq, lt, sql } from 'drizzle-orm';
import type { Database, DatabaseExecutor } from '../../../db/database-client';
import { outbox } from '../../../db/schema';

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

/** Newest first (ids grow with time), `limit` rows older than `before` when given. */
export async function listOutboxMessages(
  db: Database,
  options: { before?: number | undefined; limit: number },
): Promise<OutboxRow[]> {
  return db
    .select()
    .from(outbox)
    .where(options.before === undefined ? undefined : lt(outbox.id, options.before))
    .orderBy(desc(outbox.id))
    .limit(options.limit);
}
