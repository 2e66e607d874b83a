import { count, desc, eq } from 'drizzle-orm';
import type { DatabaseExecutor } from '../../../db/database-client';
import { instructorApplications, instructors } from '../../../db/schema';

export type ApplicationRow = typeof instructorApplications.$inferSelect;
export type NewApplicationRow = typeof instructorApplications.$inferInsert;

export interface ApplicationWithReviewer {
  application: ApplicationRow;
  /** Null when nobody has reviewed it (or the reviewer has since gone). */
  reviewer: { id: number; fullName: string | null } | null;
}

export async function insertApplication(
  db: DatabaseExecutor,
  row: NewApplicationRow,
): Promise<ApplicationRow> {
  const [inserted] = await db.insert(instructorApplications).values(row).returning();
  if (!inserted) throw new Error('The instructor application was not inserted');
  return inserted;
}

function selectWithReviewer(db: DatabaseExecutor) {
  return db
    .select({
      application: instructorApplications,
      reviewer: { id: instructors.id, fullName: instructors.fullName },
    })
    .from(instructorApplications)
    .leftJoin(instructors, eq(instructors.id, instructorApplications.reviewedBy));
}

/** Newest first (id breaks ties between applications of the same instant), at most `limit`. */
export function listApplications(
  db: DatabaseExecutor,
  filter: { status: ApplicationRow['status'] | undefined; limit: number },
): Promise<ApplicationWithReviewer[]> {
  const query = selectWithReviewer(db);
  return (filter.status ? query.where(eq(instructorApplications.status, filter.status)) : query)
    .orderBy(desc(instructorApplications.createdAt), desc(instructorApplications.id))
    .limit(filter.limit);
}

export function countApplicationsByStatus(db: DatabaseExecutor) {
  return db
    .select({ status: instructorApplications.status, total: count() })
    .from(instructorApplications)
    .groupBy(instructorApplications.status);
}

export async function findApplicationById(
  db: DatabaseExecutor,
  id: number,
): Promise<ApplicationWithReviewer | undefined> {
  const [row] = await selectWithReviewer(db).where(eq(instructorApplications.id, id));
  return row;
}

export async function updateApplicationReview(
  db: DatabaseExecutor,
  id: number,
  changes: {
    status: ApplicationRow['status'];
    reviewedAt: Date | null;
    reviewedBy: number | null;
    updatedAt: Date;
  },
): Promise<boolean> {
  const updated = await db
    .update(instructorApplications)
    .set(changes)
    .where(eq(instructorApplications.id, id))
    .returning({ id: instructorApplications.id });
  return updated.length > 0;
}
