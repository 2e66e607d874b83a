/*
 * The DVSA's scale of a learner's independence on a skill (issue 25), recorded per skill per lesson
 * beside the skills catalogue (skills-catalogue.ts stays the list). Kept as a history: each note
 * adds levels, none is overwritten.
 */
import { z } from 'zod';
import { SKILLS_CATALOGUE } from './skills-catalogue';

export const SKILL_LEVEL_VALUES = [
  'introduced',
  'under_full_instruction',
  'prompted',
  'seldom_prompted',
  'independent',
] as const;

export type SkillLevel = (typeof SKILL_LEVEL_VALUES)[number];

export const skillLevelLabels: Record<SkillLevel, string> = {
  introduced: 'Introduced',
  under_full_instruction: 'Under full instruction',
  prompted: 'Prompted',
  seldom_prompted: 'Seldom prompted',
  independent: 'Independent',
};

/** What each level means, in the learner's words (shown beside the level on their home). */
export const skillLevelDescriptions: Record<SkillLevel, string> = {
  introduced: 'Talked through and tried for the first time',
  under_full_instruction: 'Done with your instructor talking you through every step',
  prompted: 'Done with a reminder or two from your instructor',
  seldom_prompted: 'Done well with only the odd reminder',
  independent: 'Done safely on your own, every time',
};

/** 1 (introduced) to 5 (independent): the level's place on the scale, for charts and comparisons. */
export function getSkillLevelRank(level: SkillLevel): number {
  return SKILL_LEVEL_VALUES.indexOf(level) + 1;
}

/** The level every skill must reach for a learner to count as test-ready (with two mock passes). */
export const TEST_READY_SKILL_LEVEL: SkillLevel = 'seldom_prompted';

/** Ticked skills of the notes written before levels existed became this level, with their date. */
export const MIGRATED_TICK_LEVEL: SkillLevel = 'prompted';

export const SKILL_NAMES = SKILLS_CATALOGUE.map((skill) => skill.name);

export const SKILL_LEVEL_MESSAGE = 'Choose a level for each skill practised';
export const SKILL_NAME_MESSAGE = 'Choose skills from the skills map';

export const skillLevelSchema = z.enum(SKILL_LEVEL_VALUES, SKILL_LEVEL_MESSAGE);

/** One skill's level as set on a note (the note form and `POST /api/progress-notes`). */
export const noteSkillLevelSchema = z.object({
  skill: z.string().refine((name) => SKILL_NAMES.includes(name), SKILL_NAME_MESSAGE),
  level: skillLevelSchema,
});

export type NoteSkillLevel = z.infer<typeof noteSkillLevelSchema>;

/** A recorded level: one skill on one note, with when it was recorded and the lesson's date. */
export const skillLevelEntrySchema = z.object({
  skill: z.string(),
  level: skillLevelSchema,
  noteId: z.number().int().positive(),
  /** When the note was written. */
  recordedAt: z.iso.datetime(),
  /** The lesson's Europe/London date (YYYY-MM-DD), or null for a note without a lesson. */
  lessonDate: z.string().nullable(),
});

export type SkillLevelEntry = z.infer<typeof skillLevelEntrySchema>;
