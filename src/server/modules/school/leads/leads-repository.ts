import { count, desc, eq, isNull } from 'drizzle-orm';
import type { DatabaseExecutor } from '../../../db/database-client';
import { leads } from '../../../db/schema';

export type LeadRow = typeof leads.$inferSelect;
export type NewLeadRow = typeof leads.$inferInsert;

export async function insertLead(db: DatabaseExecutor, row: NewLeadRow): Promise<LeadRow> {
  const [inserted] = await db.insert(leads).values(row).returning();
  if (!inserted) throw new Error('The lead was not inserted');
  return inserted;
}

/** Newest first (id breaks ties between leads of the same instant), at most `limit`. */
export function listLeadRows(db: DatabaseExecutor, limit: number): Promise<LeadRow[]> {
  return db.select().from(leads).orderBy(desc(leads.createdAt), desc(leads.id)).limit(limit);
}

/** How many leads are waiting to be contacted, and how many have been. */
export async function countLeads(db: DatabaseExecutor): Promise<{ new: number; contacted: number }> {
  const [all] = await db.select({ total: count() }).from(leads);
  const [waiting] = await db.select({ total: count() }).from(leads).where(isNull(leads.contactedAt));
  const total = all?.total ?? 0;
  const notContacted = waiting?.total ?? 0;
  return { new: notContacted, contacted: total - notContacted };
}

export async function updateLeadContactedAt(
  db: DatabaseExecutor,
  id: number,
  contactedAt: Date | null,
): Promise<LeadRow | undefined> {
  const [row] = await db.update(leads).set({ contactedAt }).where(eq(leads.id, id)).returning();
  return row;
}
