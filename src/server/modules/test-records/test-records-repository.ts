import { desc, eq } from 'drizzle-orm';
import type { DatabaseExecutor } from '../../db/database-client';
import { mockTests, practicalTests, theoryTests } from '../../db/schema';

export type MockTestRow = typeof mockTests.$inferSelect;
export type PracticalTestRow = typeof practicalTests.$inferSelect;
export type TheoryTestRow = typeof theoryTests.$inferSelect;

/** The learner's mock tests, newest first. */
export function listMockTestsOfStudent(db: DatabaseExecutor, studentId: number) {
  return db
    .select()
    .from(mockTests)
    .where(eq(mockTests.studentId, studentId))
    .orderBy(desc(mockTests.takenOn), desc(mockTests.id));
}

/** The learner's practical tests, newest first. */
export function listPracticalTestsOfStudent(db: DatabaseExecutor, studentId: number) {
  return db
    .select()
    .from(practicalTests)
    .where(eq(practicalTests.studentId, studentId))
    .orderBy(desc(practicalTests.startsAt), desc(practicalTests.id));
}

export async function findTheoryTestOfStudent(
  db: DatabaseExecutor,
  studentId: number,
): Promise<TheoryTestRow | undefined> {
  const [row] = await db.select().from(theoryTests).where(eq(theoryTests.studentId, studentId));
  return row;
}
