import { eq, sql } from 'drizzle-orm';
import type { DatabaseExecutor } from '../../db/database-client';
import { users } from '../../db/schema';

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
  details: { phone: string; drivingExperience: string },
): Promise<void> {
  await db
    .update(users)
    .set({
      phone: sql`coalesce(${users.phone}, ${details.phone})`,
      drivingExperience: sql`coalesce(${users.drivingExperience}, ${details.drivingExperience})`,
      updatedAt: sql`now()`,
    })
    .where(eq(users.id, id));
}
