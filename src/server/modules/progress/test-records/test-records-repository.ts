import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import type { DatabaseExecutor } from '../../../db/database-client';
import { mockTests, practicalTests, theoryTests } from '../../../db/schema';
import { learnerVisibleTo, type Viewer } from '../../../db/visible-learners';

export type MockTestRow = typeof mockTests.$inferSelect;
export type PracticalTestRow = typeof practicalTests.$inferSelect;
export type TheoryTestRow = typeof theoryTests.$inferSelect;
export type NewMockTestRow = typeof mockTests.$inferInsert;
export type NewPracticalTestRow = typeof practicalTests.$inferInsert;
export type PracticalTestResultUpdate = Required<
  Pick<
    NewPracticalTestRow,
    'status' | 'faults' | 'driverFaults' | 'seriousFaults' | 'dangerousFaults' | 'resultRecordedAt'
  >
>;

/** The learner's mock tests, newest first. */
export function listMockTestsOfStudent(db: DatabaseExecutor, studentId: number) {
  return db
    .select()
    .from(mockTests)
    .where(eq(mockTests.studentId, studentId))
    .orderBy(desc(mockTests.takenOn), desc(mockTests.id));
}

/** The learner's practical tests: the booked one first (a cancelled one may be later), then newest first. */
export function listPracticalTestsOfStudent(db: DatabaseExecutor, studentId: number) {
  return db
    .select()
    .from(practicalTests)
    .where(eq(practicalTests.studentId, studentId))
    .orderBy(
      desc(sql`${practicalTests.status} = 'booked'`),
      desc(practicalTests.startsAt),
      desc(practicalTests.id),
    );
}

export async function findTheoryTestOfStudent(
  db: DatabaseExecutor,
  studentId: number,
): Promise<TheoryTestRow | undefined> {
  const [row] = await db.select().from(theoryTests).where(eq(theoryTests.studentId, studentId));
  return row;
}

export async function insertMockTest(db: DatabaseExecutor, row: NewMockTestRow): Promise<number> {
  const [inserted] = await db.insert(mockTests).values(row).returning({ id: mockTests.id });
  if (!inserted) throw new Error('Mock test insert returned no row');
  return inserted.id;
}

/** Deletes the mock test of a learner the viewer sees; the learner it belonged to, or null when there was none. */
export async function deleteMockTest(
  db: DatabaseExecutor,
  viewer: Viewer,
  id: number,
): Promise<number | null> {
  const [deleted] = await db
    .delete(mockTests)
    .where(and(eq(mockTests.id, id), learnerVisibleTo(viewer, mockTests.studentId)))
    .returning({ studentId: mockTests.studentId });
  return deleted?.studentId ?? null;
}

/** Records (or corrects) the learner's theory pass: one row per learner. */
export async function upsertTheoryTest(
  db: DatabaseExecutor,
  row: { studentId: number; passedOn: string; certificateNumber: string | null; recordedAt: Date },
): Promise<void> {
  await db
    .insert(theoryTests)
    .values(row)
    .onConflictDoUpdate({
      target: theoryTests.studentId,
      set: { passedOn: row.passedOn, certificateNumber: row.certificateNumber, recordedAt: row.recordedAt },
    });
}

export async function deleteTheoryTest(db: DatabaseExecutor, studentId: number): Promise<boolean> {
  const deleted = await db
    .delete(theoryTests)
    .where(eq(theoryTests.studentId, studentId))
    .returning({ studentId: theoryTests.studentId });
  return deleted.length > 0;
}

/** The practical test, if it is of a learner the viewer sees. */
export async function findPracticalTestById(
  db: DatabaseExecutor,
  viewer: Viewer,
  id: number,
): Promise<PracticalTestRow | undefined> {
  const [row] = await db
    .select()
    .from(practicalTests)
    .where(and(eq(practicalTests.id, id), learnerVisibleTo(viewer, practicalTests.studentId)));
  return row;
}

/** Books a test; the partial unique index refuses a second booked test of the learner (23505). */
export async function insertPracticalTest(db: DatabaseExecutor, row: NewPracticalTestRow): Promise<number> {
  const [inserted] = await db.insert(practicalTests).values(row).returning({ id: practicalTests.id });
  if (!inserted) throw new Error('Practical test insert returned no row');
  return inserted.id;
}

/** Sets the result of a test that is not cancelled; false when it was cancelled meanwhile. */
export async function updatePracticalTestResult(
  db: DatabaseExecutor,
  id: number,
  result: PracticalTestResultUpdate,
): Promise<boolean> {
  const updated = await db
    .update(practicalTests)
    .set(result)
    .where(and(eq(practicalTests.id, id), inArray(practicalTests.status, ['booked', 'passed', 'failed'])))
    .returning({ id: practicalTests.id });
  return updated.length > 0;
}

/** Cancels a booked test; false when it is no longer booked. */
export async function cancelPracticalTest(db: DatabaseExecutor, id: number): Promise<boolean> {
  const updated = await db
    .update(practicalTests)
    .set({ status: 'cancelled' })
    .where(and(eq(practicalTests.id, id), eq(practicalTests.status, 'booked')))
    .returning({ id: practicalTests.id });
  return updated.length > 0;
}
