import { count, desc, eq } from 'drizzle-orm';
import type { DatabaseExecutor } from '../../../db/database-client';
import { instructors, networkPartnerRequests } from '../../../db/schema';

export type NetworkRequestRow = typeof networkPartnerRequests.$inferSelect;
export type NewNetworkRequestRow = typeof networkPartnerRequests.$inferInsert;

export interface NetworkRequestWithInstructor {
  request: NetworkRequestRow;
  /** Null when no instructor is allocated (or the one allocated has since gone). */
  allocatedInstructor: { id: number; fullName: string | null } | null;
}

export async function insertNetworkRequest(
  db: DatabaseExecutor,
  row: NewNetworkRequestRow,
): Promise<NetworkRequestRow> {
  const [inserted] = await db.insert(networkPartnerRequests).values(row).returning();
  if (!inserted) throw new Error('The network-partner request was not inserted');
  return inserted;
}

function selectWithInstructor(db: DatabaseExecutor) {
  return db
    .select({
      request: networkPartnerRequests,
      allocatedInstructor: { id: instructors.id, fullName: instructors.fullName },
    })
    .from(networkPartnerRequests)
    .leftJoin(instructors, eq(instructors.id, networkPartnerRequests.allocatedInstructorId));
}

/** Newest first (id breaks ties between requests of the same instant), at most `limit`. */
export function listNetworkRequests(
  db: DatabaseExecutor,
  filter: { status: NetworkRequestRow['status'] | undefined; limit: number },
): Promise<NetworkRequestWithInstructor[]> {
  const query = selectWithInstructor(db);
  return (filter.status ? query.where(eq(networkPartnerRequests.status, filter.status)) : query)
    .orderBy(desc(networkPartnerRequests.createdAt), desc(networkPartnerRequests.id))
    .limit(filter.limit);
}

export function countNetworkRequestsByStatus(db: DatabaseExecutor) {
  return db
    .select({ status: networkPartnerRequests.status, total: count() })
    .from(networkPartnerRequests)
    .groupBy(networkPartnerRequests.status);
}

export async function findNetworkRequestById(
  db: DatabaseExecutor,
  id: number,
): Promise<NetworkRequestWithInstructor | undefined> {
  const [row] = await selectWithInstructor(db).where(eq(networkPartnerRequests.id, id));
  return row;
}

export async function updateNetworkRequestStatus(
  db: DatabaseExecutor,
  id: number,
  changes: { status: NetworkRequestRow['status']; allocatedInstructorId: number | null; updatedAt: Date },
): Promise<boolean> {
  const updated = await db
    .update(networkPartnerRequests)
    .set(changes)
    .where(eq(networkPartnerRequests.id, id))
    .returning({ id: networkPartnerRequests.id });
  return updated.length > 0;
}

export async function instructorExists(db: DatabaseExecutor, id: number): Promise<boolean> {
  const [row] = await db.select({ id: instructors.id }).from(instructors).where(eq(instructors.id, id));
  return row !== undefined;
}
