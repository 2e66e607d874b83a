import { asc, count, desc, eq, inArray } from 'drizzle-orm';
import type { DatabaseExecutor } from '../../../db/database-client';
import { instructorApplicationEvents, instructorApplications, instructors } from '../../../db/schema';

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

/** The application, locked until the transaction ends, so two steps at once are taken one after the other. */
export async function lockApplication(db: DatabaseExecutor, id: number): Promise<ApplicationRow | undefined> {
  const [row] = await db
    .select()
    .from(instructorApplications)
    .where(eq(instructorApplications.id, id))
    .for('update');
  return row;
}

export async function updateApplicationStep(
  db: DatabaseExecutor,
  id: number,
  changes: Partial<Omit<NewApplicationRow, 'id' | 'createdAt'>> & {
    status: ApplicationRow['status'];
    reviewedAt: Date;
    reviewedBy: number;
    updatedAt: Date;
  },
): Promise<void> {
  await db.update(instructorApplications).set(changes).where(eq(instructorApplications.id, id));
}

export async function insertApplicationEvent(
  db: DatabaseExecutor,
  event: { applicationId: number; status: ApplicationRow['status']; byInstructorId: number | null; at: Date },
): Promise<void> {
  await db.insert(instructorApplicationEvents).values(event);
}

export interface ApplicationEventRow {
  applicationId: number;
  status: ApplicationRow['status'];
  at: Date;
  by: { id: number; fullName: string | null } | null;
}

/** The history of the applications given, oldest step first. */
export async function listApplicationEvents(
  db: DatabaseExecutor,
  applicationIds: readonly number[],
): Promise<ApplicationEventRow[]> {
  if (applicationIds.length === 0) return [];
  return db
    .select({
      applicationId: instructorApplicationEvents.applicationId,
      status: instructorApplicationEvents.status,
      at: instructorApplicationEvents.at,
      by: { id: instructors.id, fullName: instructors.fullName },
    })
    .from(instructorApplicationEvents)
    .leftJoin(instructors, eq(instructors.id, instructorApplicationEvents.byInstructorId))
    .where(inArray(instructorApplicationEvents.applicationId, [...applicationIds]))
    .orderBy(asc(instructorApplicationEvents.at), asc(instructorApplicationEvents.id));
}

/** Who checked the DVSA register, by id. */
export async function findInstructorNames(
  db: DatabaseExecutor,
  ids: readonly number[],
): Promise<{ id: number; fullName: string | null }[]> {
  if (ids.length === 0) return [];
  return db
    .select({ id: instructors.id, fullName: instructors.fullName })
    .from(instructors)
    .where(inArray(instructors.id, [...ids]));
}
