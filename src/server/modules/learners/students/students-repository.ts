import { eq, sql } from 'drizzle-orm';
import type { DatabaseExecutor } from '../../../db/database-client';
import { users } from '../../../db/schema';

export type StudentRow = typeof users.$inferSelect;
export type NewStudentRow = typeof users.$inferInsert;

export async function findStudentByEmail(
  db: DatabaseExecutor,
  email: string,
): Promise<StudentRow | undefined> {
  const [row] = await db.select().from(users).where(eq(users.email, email.toLowerCase()));
  return row;
}

/** Inserts the learner unless the e-mail exists (a concurrent booking may have just created it). */
export async function insertStudentIfNew(
  db: DatabaseExecutor,
  student: NewStudentRow,
): Promise<StudentRow | undefined> {
  const [row] = await db
    .insert(users)
    .values(student)
    .onConflictDoNothing({ target: users.email })
    .returning();
  return row;
}

/** Fills details the learner did not have yet, never overwriting what is stored. */
export async function fillMissingStudentDetails(
  db: DatabaseExecutor,
  id: number,
  details: {
    phone: string;
    drivingExperience: string;
    pickupAddress?: string | null;
    pickupPostcode?: string | null;
  },
): Promise<void> {
  const pickupAddress = details.pickupAddress ?? null;
  const pickupPostcode = details.pickupPostcode ?? null;
  // The pickup is one place: both parts are filled together, and only when neither is on record.
  const noPickupOnRecord = sql`(${users.pickupAddress} IS NULL AND ${users.pickupPostcode} IS NULL)`;
  await db
    .update(users)
    .set({
      phone: sql`coalesce(${users.phone}, ${details.phone})`,
      drivingExperience: sql`coalesce(${users.drivingExperience}, ${details.drivingExperience})`,
      pickupAddress: sql`CASE WHEN ${noPickupOnRecord} THEN ${pickupAddress}::text ELSE ${users.pickupAddress} END`,
      pickupPostcode: sql`CASE WHEN ${noPickupOnRecord} THEN ${pickupPostcode}::text ELSE ${users.pickupPostcode} END`,
      updatedAt: sql`now()`,
    })
    .where(eq(users.id, id));
}
