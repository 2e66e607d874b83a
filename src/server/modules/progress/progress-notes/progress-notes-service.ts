import { mergePractisedSkills } from '../../../../core/progress/note-skills';
import {
  LESSON_NOT_STARTED_NOTE_MESSAGE,
  PROGRESS_NOTE_NOT_FOUND_MESSAGE,
  type ProgressNote,
  type ProgressNoteRevision,
  type SchoolProgressNote,
  STUDENT_REQUIRED_MESSAGE,
  type ValidCreateProgressNoteRequest,
  type ValidUpdateProgressNoteRequest,
} from '../../../../core/progress/progress-notes-schemas';
import { type NoteSkillLevel, SKILL_NAMES } from '../../../../core/progress/skill-levels';
import { SCHOOL_TIME_ZONE, toZonedParts } from '../../../../core/time/london-time';
import type { AppDependencies } from '../../../app-types';
import type { DatabaseExecutor } from '../../../db/database-client';
import type { Viewer } from '../../../db/visible-learners';
import { badRequest, notFound } from '../../../lib/app-error';
import { findLesson } from '../../diary/lessons/lessons-service';
import {
  findVisibleStudent,
  keepAccessLinksAlive,
  requireStudentToChange,
} from '../../learners/learners/learners-service';
import { getSkillLevelsOfNotes, recordSkillLevels } from '../skill-levels/skill-levels-service';
import {
  deleteProgressNote,
  findProgressNoteWithContext,
  insertProgressNote,
  listProgressNoteRevisions,
  listProgressNotes,
  lockProgressNote,
  type ProgressNoteWithContext,
  progressNoteExists,
  reviseProgressNote,
} from './progress-notes-repository';

/** The skills map's order, so a note's levels read like the map. */
function bySkillsMapOrder(a: NoteSkillLevel, b: NoteSkillLevel): number {
  return SKILL_NAMES.indexOf(a.skill) - SKILL_NAMES.indexOf(b.skill);
}

/** Each note's own levels, by note id. */
async function readLevelsOfNotes(
  db: DatabaseExecutor,
  rows: readonly ProgressNoteWithContext[],
): Promise<Map<number, NoteSkillLevel[]>> {
  const levels = await getSkillLevelsOfNotes(
    db,
    rows.map((row) => row.note.id),
  );
  const byNote = new Map<number, NoteSkillLevel[]>();
  for (const { noteId, skill, level } of levels) {
    const entries = byNote.get(noteId) ?? [];
    entries.push({ skill, level });
    byNote.set(noteId, entries);
  }
  for (const entries of byNote.values()) entries.sort(bySkillsMapOrder);
  return byNote;
}

/** A stored note in API terms, with its lesson's Europe/London date and time and its levels. */
export function toProgressNote(
  row: ProgressNoteWithContext,
  skillLevels: readonly NoteSkillLevel[],
): ProgressNote {
  const { note } = row;
  const lessonStart = row.lessonStartsAt ? toZonedParts(row.lessonStartsAt, SCHOOL_TIME_ZONE) : null;
  return {
    id: note.id,
    studentId: note.studentId,
    lessonId: note.lessonId,
    instructorId: note.instructorId,
    skillsPracticed: note.skillsPracticed,
    areasToImprove: note.areasToImprove,
    instructorNotes: note.instructorNotes,
    overallAssessment: note.overallAssessment,
    homeworkAssigned: note.homeworkAssigned,
    nextLessonFocus: note.nextLessonFocus,
    createdAt: note.createdAt.toISOString(),
    editedAt: note.editedAt?.toISOString() ?? null,
    skillLevels: [...skillLevels],
    lesson:
      note.lessonId !== null && lessonStart && row.lessonBookedDuration !== null && row.lessonStatus !== null
        ? {
            id: note.lessonId,
            date: lessonStart.date,
            startTime: lessonStart.time,
            bookedDuration: row.lessonBookedDuration,
            actualDuration: row.lessonActualDuration,
            status: row.lessonStatus,
          }
        : null,
  };
}

export async function listSchoolProgressNotes(
  deps: AppDependencies,
  viewer: Viewer,
): Promise<SchoolProgressNote[]> {
  const { db } = deps.database;
  const rows = await listProgressNotes(db, { viewer });
  const levels = await readLevelsOfNotes(db, rows);
  return rows.map((row) => ({
    ...toProgressNote(row, levels.get(row.note.id) ?? []),
    studentName: row.studentName,
  }));
}

export async function listStudentProgressNotes(
  deps: AppDependencies,
  studentId: number,
): Promise<ProgressNote[]> {
  const { db } = deps.database;
  const rows = await listProgressNotes(db, { studentId });
  const levels = await readLevelsOfNotes(db, rows);
  return rows.map((row) => toProgressNote(row, levels.get(row.note.id) ?? []));
}

const blankToNull = (value: string | undefined) => (value ? value : null);

/**
 * Saves a note by the signed-in instructor, about a lesson that has started (or none), with the
 * levels of the skills practised, in one transaction: the levels are dated with the note and
 * never overwrite earlier ones (issue 25). The note's `skillsPracticed` still lists the level
 * skills' names (then any other skills typed) for the views that read texts. A note never changes
 * its lesson: completing it is the lesson's own action (docs/decisions/0018). A new note keeps
 * the learner's progress link alive for another 30 days (decisions.md).
 */
export async function createProgressNote(
  deps: AppDependencies,
  viewer: Viewer,
  request: ValidCreateProgressNoteRequest,
): Promise<SchoolProgressNote> {
  const { db } = deps.database;
  const now = deps.now();
  const instructorId = viewer.id;

  // Another instructor's learner is answered as one who does not exist (docs/decisions/0047).
  const student = await findVisibleStudent(db, viewer, request.studentId);
  if (!student) throw badRequest(STUDENT_REQUIRED_MESSAGE, { studentId: STUDENT_REQUIRED_MESSAGE });
  // A learner the viewer handed over is theirs to read only (docs/decisions/0060).
  await requireStudentToChange(db, viewer, student.id);
  const lessonId = request.lessonId ?? null;
  if (lessonId !== null) {
    const lesson = await findLesson(db, lessonId);
    if (!lesson || lesson.studentId !== student.id) {
      const message = 'Please choose one of this student’s lessons.';
      throw badRequest(message, { lessonId: message });
    }
    if (lesson.status === 'cancelled') {
      const message = 'That lesson was cancelled. Choose another lesson or none.';
      throw badRequest(message, { lessonId: message });
    }
    if (lesson.startsAt > now) {
      throw badRequest(LESSON_NOT_STARTED_NOTE_MESSAGE, { lessonId: LESSON_NOT_STARTED_NOTE_MESSAGE });
    }
  }

  const noteId = await db.transaction(async (tx) => {
    const id = await insertProgressNote(tx, {
      studentId: student.id,
      lessonId,
      instructorId,
      skillsPracticed: mergePractisedSkills(
        [...request.skillLevels.map((entry) => entry.skill), ...request.skillsPracticed],
        '',
      ),
      areasToImprove: blankToNull(request.areasToImprove),
      instructorNotes: request.instructorNotes,
      overallAssessment: request.overallAssessment,
      homeworkAssigned: blankToNull(request.homeworkAssigned),
      nextLessonFocus: blankToNull(request.nextLessonFocus),
      createdAt: now,
    });
    await recordSkillLevels(
      tx,
      request.skillLevels.map(({ skill, level }) => ({
        studentId: student.id,
        progressNoteId: id,
        skill,
        level,
        recordedAt: now,
      })),
    );
    await keepAccessLinksAlive(tx, student.id, now);
    return id;
  });

  const saved = await findProgressNoteWithContext(db, noteId);
  if (!saved) throw new Error('Progress note vanished after saving');
  const levels = await readLevelsOfNotes(db, [saved]);
  return { ...toProgressNote(saved, levels.get(noteId) ?? []), studentName: saved.studentName };
}

export async function removeProgressNote(
  deps: AppDependencies,
  viewer: Viewer,
  id: number,
): Promise<{ id: number; deleted: true }> {
  const deleted = await deps.database.db.transaction(async (tx) => {
    const note = await lockProgressNote(tx, viewer, id);
    if (!note) return false;
    await requireStudentToChange(tx, viewer, note.studentId);
    return deleteProgressNote(tx, viewer, id);
  });
  if (!deleted) throw notFound(PROGRESS_NOTE_NOT_FOUND_MESSAGE);
  return { id, deleted: true };
}

/** The saved note as the notes tab shows it. */
async function readSchoolNote(db: DatabaseExecutor, noteId: number): Promise<SchoolProgressNote> {
  const saved = await findProgressNoteWithContext(db, noteId);
  if (!saved) throw notFound(PROGRESS_NOTE_NOT_FOUND_MESSAGE);
  const levels = await readLevelsOfNotes(db, [saved]);
  return { ...toProgressNote(saved, levels.get(noteId) ?? []), studentName: saved.studentName };
}

/**
 * Edits a note's words and assessment (issue 34). What it said before is kept as a revision,
 * with who replaced it and when, in the same transaction; an edit that changes nothing keeps
 * nothing. The skill levels it recorded are not edited (docs/decisions/0035).
 */
export async function editProgressNote(
  deps: AppDependencies,
  viewer: Viewer,
  noteId: number,
  request: ValidUpdateProgressNoteRequest,
): Promise<SchoolProgressNote> {
  const { db } = deps.database;
  const now = deps.now();
  await db.transaction(async (tx) => {
    const before = await lockProgressNote(tx, viewer, noteId);
    if (!before) throw notFound(PROGRESS_NOTE_NOT_FOUND_MESSAGE);
    await requireStudentToChange(tx, viewer, before.studentId);
    const after = {
      areasToImprove: blankToNull(request.areasToImprove),
      instructorNotes: request.instructorNotes,
      overallAssessment: request.overallAssessment,
      homeworkAssigned: blankToNull(request.homeworkAssigned),
      nextLessonFocus: blankToNull(request.nextLessonFocus),
    };
    const unchanged =
      before.areasToImprove === after.areasToImprove &&
      before.instructorNotes === after.instructorNotes &&
      before.overallAssessment === after.overallAssessment &&
      before.homeworkAssigned === after.homeworkAssigned &&
      before.nextLessonFocus === after.nextLessonFocus;
    if (!unchanged) await reviseProgressNote(tx, before, after, { at: now, by: viewer.id });
  });
  return readSchoolNote(db, noteId);
}

export async function getProgressNoteHistory(
  deps: AppDependencies,
  viewer: Viewer,
  noteId: number,
): Promise<ProgressNoteRevision[]> {
  const { db } = deps.database;
  if (!(await progressNoteExists(db, viewer, noteId))) throw notFound(PROGRESS_NOTE_NOT_FOUND_MESSAGE);
  const rows = await listProgressNoteRevisions(db, noteId);
  return rows.map(({ revision, replacedByName }) => ({
    id: revision.id,
    areasToImprove: revision.areasToImprove,
    instructorNotes: revision.instructorNotes,
    overallAssessment: revision.overallAssessment,
    homeworkAssigned: revision.homeworkAssigned,
    nextLessonFocus: revision.nextLessonFocus,
    writtenAt: revision.writtenAt.toISOString(),
    replacedAt: revision.replacedAt.toISOString(),
    replacedByName,
  }));
}
