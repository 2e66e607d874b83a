import { desc, eq, sql } from 'drizzle-orm';
import type { Database, DatabaseExecutor } from '../../db/database-client';
import { outbox } from '../../db/schema';

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

export async function listRecentOutboxMessages(db: Database, limit: number): Promise<OutboxRow[]> {
  return db.select().from(outbox).orderBy(desc(outbox.id)).limit(limit);
}
