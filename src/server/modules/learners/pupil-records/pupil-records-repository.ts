import { eq } from 'drizzle-orm';
import type { DatabaseExecutor } from '../../../db/database-client';
import { users } from '../../../db/schema';

/** The record's columns of one learner, or undefined when there is no such learner. */
export async function findPupilRecord(db: DatabaseExecutor, studentId: number) {
  const [row] = await db
    .select({
      id: users.id,
      pickupAddress: users.pickupAddress,
      pickupPostcode: users.pickupPostcode,
      dateOfBirth: users.dateOfBirth,
      provisionalLicenceNumber: users.provisionalLicenceNumber,
    })
    .from(users)
    .where(eq(users.id, studentId));
  return row;
}

export type PupilRecordRow = NonNullable<Awaited<ReturnType<typeof findPupilRecord>>>;

/** Writes the pickup address and postcode (null clears); true when the learner exists. */
export async function updatePickup(
  db: DatabaseExecutor,
  studentId: number,
  pickup: { pickupAddress: string | null; pickupPostcode: string | null },
  now: Date,
): Promise<boolean> {
  const updated = await db
    .update(users)
    .set({ ...pickup, updatedAt: now })
    .where(eq(users.id, studentId))
    .returning({ id: users.id });
  return updated.length > 0;
}

/** Writes the whole record (null clears a field); true when the learner exists. */
export async function updatePupilRecord(
  db: DatabaseExecutor,
  studentId: number,
  record: Omit<PupilRecordRow, 'id'>,
  now: Date,
): Promise<boolean> {
  const updated = await db
    .update(users)
    .set({ ...record, updatedAt: now })
    .where(eq(users.id, studentId))
    .returning({ id: users.id });
  return updated.length > 0;
}
