import { and, desc, eq, sql } from 'drizzle-orm';
import type { DatabaseExecutor } from '../../../db/database-client';
import { instructors, lessons, progressNoteRevisions, progressNotes, users } from '../../../db/schema';
import { learnerVisibleTo, type Viewer } from '../../../db/visible-learners';

export type NewProgressNoteRow = typeof progressNotes.$inferInsert;

const noteColumns = {
  note: progressNotes,
  studentName: users.fullName,
  lessonStartsAt: lessons.startsAt,
  lessonBookedDuration: lessons.bookedDurationMinutes,
  lessonActualDuration: lessons.actualDurationMinutes,
  lessonStatus: lessons.status,
};

/**
 * Notes newest first, of the learners the viewer sees or of one learner (already checked), with
 * the learner and the lesson.
 */
export function listProgressNotes(db: DatabaseExecutor, filter: { viewer: Viewer } | { studentId: number }) {
  return db
    .select(noteColumns)
    .from(progressNotes)
    .innerJoin(users, eq(users.id, progressNotes.studentId))
    .leftJoin(lessons, eq(lessons.id, progressNotes.lessonId))
    .where(
      'studentId' in filter
        ? eq(progressNotes.studentId, filter.studentId)
        : learnerVisibleTo(filter.viewer, progressNotes.studentId),
    )
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

export async function deleteProgressNote(db: DatabaseExecutor, viewer: Viewer, id: number): Promise<boolean> {
  const deleted = await db
    .delete(progressNotes)
    .where(and(eq(progressNotes.id, id), learnerVisibleTo(viewer, progressNotes.studentId)))
    .returning({ id: progressNotes.id });
  return deleted.length > 0;
}

export type ProgressNoteRow = typeof progressNotes.$inferSelect;

export async function lockProgressNote(
  db: DatabaseExecutor,
  viewer: Viewer,
  id: number,
): Promise<ProgressNoteRow | undefined> {
  const [row] = await db
    .select()
    .from(progressNotes)
    .where(and(eq(progressNotes.id, id), learnerVisibleTo(viewer, progressNotes.studentId)))
    .for('update');
  return row;
}

type NoteWords = Pick<
  ProgressNoteRow,
  'areasToImprove' | 'instructorNotes' | 'overallAssessment' | 'homeworkAssigned' | 'nextLessonFocus'
>;

/** Keeps a note's words as they were before an edit, then writes the new ones. */
export async function reviseProgressNote(
  db: DatabaseExecutor,
  before: ProgressNoteRow,
  after: NoteWords,
  edit: { at: Date; by: number },
): Promise<void> {
  await db.insert(progressNoteRevisions).values({
    progressNoteId: before.id,
    areasToImprove: before.areasToImprove,
    instructorNotes: before.instructorNotes,
    overallAssessment: before.overallAssessment,
    homeworkAssigned: before.homeworkAssigned,
    nextLessonFocus: before.nextLessonFocus,
    writtenAt: before.editedAt ?? before.createdAt,
    replacedAt: edit.at,
    replacedBy: edit.by,
  });
  await db
    .update(progressNotes)
    .set({ ...after, editedAt: edit.at })
    .where(eq(progressNotes.id, before.id));
}

/** A note's earlier versions, newest first, with the name of who replaced each. */
export function listProgressNoteRevisions(db: DatabaseExecutor, noteId: number) {
  return db
    .select({
      revision: progressNoteRevisions,
      replacedByName: sql<string | null>`coalesce(${instructors.fullName}, ${instructors.email})`,
    })
    .from(progressNoteRevisions)
    .leftJoin(instructors, eq(instructors.id, progressNoteRevisions.replacedBy))
    .where(eq(progressNoteRevisions.progressNoteId, noteId))
    .orderBy(desc(progressNoteRevisions.replacedAt), desc(progressNoteRevisions.id));
}

/** Whether the note exists and is of a learner the viewer sees. */
export async function progressNoteExists(db: DatabaseExecutor, viewer: Viewer, id: number): Promise<boolean> {
  const [row] = await db
    .select({ id: progressNotes.id })
    .from(progressNotes)
    .where(and(eq(progressNotes.id, id), learnerVisibleTo(viewer, progressNotes.studentId)));
  return row !== undefined;
}
