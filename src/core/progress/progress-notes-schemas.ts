import { z } from 'zod';
import { databaseIdField, databaseIdParam } from '../api/id-schemas';
import { LESSON_STATUS_VALUES } from '../diary/lessons/lessons-schemas';
import { ASSESSMENT_OPTIONS, DEFAULT_ASSESSMENT, MAX_SKILL_LENGTH, MAX_SKILLS_PER_NOTE } from './note-skills';
import { noteSkillLevelSchema, SKILL_NAMES, skillLevelSchema } from './skill-levels';

export const STUDENT_REQUIRED_TITLE = 'Student Required';
export const STUDENT_REQUIRED_MESSAGE = 'Please select a student before saving notes.';
export const LESSON_NOT_STARTED_NOTE_MESSAGE = 'A note can be written only for a lesson that has started.';

const optionalText = (max: number, message: string) => z.string().trim().max(max, message).optional();

export const MAX_SKILL_LEVELS_PER_NOTE = SKILL_NAMES.length;
export const DUPLICATE_SKILL_LEVEL_MESSAGE = 'Each skill can have only one level on a note';

/**
 * The levels set on a note (issue 25): skills of the skills map, each at most once. A repeat is
 * refused on the repeat's own field so the form can point at it.
 */
export const noteSkillLevelsSchema = z
  .array(noteSkillLevelSchema)
  .max(MAX_SKILL_LEVELS_PER_NOTE, `Choose at most ${MAX_SKILL_LEVELS_PER_NOTE} skill levels`)
  .superRefine((levels, context) => {
    const seen = new Set<string>();
    levels.forEach((entry, index) => {
      if (seen.has(entry.skill)) {
        context.addIssue({ code: 'custom', path: [index, 'skill'], message: DUPLICATE_SKILL_LEVEL_MESSAGE });
      }
      seen.add(entry.skill);
    });
  });

/** 'Add Progress Notes' (spec section 5), shared by the form and `POST /api/progress-notes`. */
export const createProgressNoteRequestSchema = z.object({
  studentId: databaseIdField(STUDENT_REQUIRED_MESSAGE),
  /**
   * The lesson the note is about: one that has started. A note never completes a lesson (that is
   * the lesson's own action, `POST /api/lessons/{id}/complete`).
   */
  lessonId: databaseIdField('Please select a lesson').nullish(),
  skillsPracticed: z
    .array(
      z
        .string()
        .trim()
        .min(1, 'A skill cannot be empty')
        .max(MAX_SKILL_LENGTH, `Each skill must be at most ${MAX_SKILL_LENGTH} characters`),
    )
    .max(MAX_SKILLS_PER_NOTE, `Choose at most ${MAX_SKILLS_PER_NOTE} skills`)
    .default([]),
  /** The skills practised in this lesson with their level; their names join `skillsPracticed`. */
  skillLevels: noteSkillLevelsSchema.default([]),
  areasToImprove: optionalText(2000, 'Areas to improve is too long'),
  instructorNotes: z.string().trim().max(5000, 'Notes are too long').default(''),
  overallAssessment: z.enum(ASSESSMENT_OPTIONS, 'Please choose an assessment').default(DEFAULT_ASSESSMENT),
  homeworkAssigned: optionalText(2000, 'Homework is too long'),
  nextLessonFocus: optionalText(500, 'Next lesson focus is too long'),
});

export type CreateProgressNoteRequest = z.input<typeof createProgressNoteRequestSchema>;
export type ValidCreateProgressNoteRequest = z.output<typeof createProgressNoteRequestSchema>;

export const progressNoteIdParamsSchema = z.object({ id: databaseIdParam() });

export const progressNoteSchema = z.object({
  id: z.number().int().positive(),
  studentId: z.number().int().positive(),
  lessonId: z.number().int().positive().nullable(),
  instructorId: z.number().int().positive(),
  skillsPracticed: z.array(z.string()),
  areasToImprove: z.string().nullable(),
  instructorNotes: z.string(),
  overallAssessment: z.enum(ASSESSMENT_OPTIONS),
  homeworkAssigned: z.string().nullable(),
  nextLessonFocus: z.string().nullable(),
  createdAt: z.iso.datetime(),
  /** When its words were last edited (null: never); earlier words are in its history. */
  editedAt: z.iso.datetime().nullable(),
  /** The levels recorded on this note, in the skills map's order. */
  skillLevels: z.array(z.object({ skill: z.string(), level: skillLevelSchema })),
  /** The lesson it is about, Europe/London, or null. */
  lesson: z
    .object({
      id: z.number().int().positive(),
      date: z.string(),
      startTime: z.string(),
      bookedDuration: z.number().int(),
      actualDuration: z.number().int().nullable(),
      status: z.enum(LESSON_STATUS_VALUES),
    })
    .nullable(),
});

export type ProgressNote = z.infer<typeof progressNoteSchema>;

/** `GET /api/progress-notes/all`: every note of the school, newest first, with the learner's name. */
export const schoolProgressNoteSchema = progressNoteSchema.extend({ studentName: z.string() });

export type SchoolProgressNote = z.infer<typeof schoolProgressNoteSchema>;

export const schoolProgressNotesResponseSchema = z.array(schoolProgressNoteSchema);

export const deleteProgressNoteResponseSchema = z.object({
  id: z.number().int().positive(),
  deleted: z.literal(true),
});

export const PROGRESS_NOTE_NOT_FOUND_MESSAGE = 'That progress note no longer exists.';

/**
 * `PUT /api/progress-notes/{id}`: the note's words and assessment, edited. The skill levels it
 * recorded stay as they were (dated facts of the learner's trend; the next note records new ones).
 */
export const updateProgressNoteRequestSchema = createProgressNoteRequestSchema.pick({
  areasToImprove: true,
  instructorNotes: true,
  overallAssessment: true,
  homeworkAssigned: true,
  nextLessonFocus: true,
});

export type UpdateProgressNoteRequest = z.input<typeof updateProgressNoteRequestSchema>;
export type ValidUpdateProgressNoteRequest = z.output<typeof updateProgressNoteRequestSchema>;

/** One earlier version of a note's words: when they were written, and when and by whom replaced. */
export const progressNoteRevisionSchema = z.object({
  id: z.number().int().positive(),
  areasToImprove: z.string().nullable(),
  instructorNotes: z.string(),
  overallAssessment: z.enum(ASSESSMENT_OPTIONS),
  homeworkAssigned: z.string().nullable(),
  nextLessonFocus: z.string().nullable(),
  writtenAt: z.iso.datetime(),
  replacedAt: z.iso.datetime(),
  replacedByName: z.string().nullable(),
});

export type ProgressNoteRevision = z.infer<typeof progressNoteRevisionSchema>;

/** `GET /api/progress-notes/{id}/history`: earlier versions, newest first. */
export const progressNoteHistorySchema = z.array(progressNoteRevisionSchema);
