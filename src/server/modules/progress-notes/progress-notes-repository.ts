import { desc, eq } from 'drizzle-orm';
import type { DatabaseExecutor } from '../../db/database-client';
import { lessons, progressNotes, users } from '../../db/schema';

export type NewProgressNoteRow = typeof progressNotes.$inferInsert;

const noteColumns = {
  note: progressNotes,
  studentName: users.fullName,
  lessonStartsAt: lessons.startsAt,
  lessonBookedDuration: lessons.bookedDurationMinutes,
  lessonActualDuration: lessons.actualDurationMinutes,
  lessonStatus: lessons.status,
};

/** Notes newest first, of the whole school or of one learner, with the learner and the lesson. */
export function listProgressNotes(db: DatabaseExecutor, filter: { studentId?: number } = {}) {
  return db
    .select(noteColumns)
    .from(progressNotes)
    .innerJoin(users, eq(users.id, progressNotes.studentId))
    .leftJoin(lessons, eq(lessons.id, progressNotes.lessonId))
    .where(filter.studentId === undefined ? undefined : eq(progressNotes.studentId, filter.studentId))
    .orderBy(desc(progressNotes.createdAt), desc(progressNotes.id));
}

export type ProgressNoteWithContext = Awaited<ReturnType<typeof listProgressNotes>>[number];

export async function findProgressNoteWithContext(
  db: DatabaseExecutor,
  id: number,
): Promise<ProgressNoteWithContext | undefined> {
  const [row] = await db
    .select(noteColumns)
    .from(progressNotes)
    .innerJoin(users, eq(users.id, progressNotes.studentId))
    .leftJoin(lessons, eq(lessons.id, progressNotes.lessonId))
    .where(eq(progressNotes.id, id));
  return row;
}

export async function insertProgressNote(db: DatabaseExecutor, note: NewProgressNoteRow): Promise<number> {
  const [row] = await db.insert(progressNotes).values(note).returning({ id: progressNotes.id });
  if (!row) throw new Error('Progress note insert returned no row');
  return row.id;
}

export async function deleteProgressNote(db: DatabaseExecutor, id: number): Promise<boolean> {
  const deleted = await db
    .delete(progressNotes)
    .where(eq(progressNotes.id, id))
    .returning({ id: progressNotes.id });
  return deleted.length > 0;
}
