/*
 * The value lists of an instructor's profile (issue 37), apart from the account schemas so the
 * public booking page can show a profile without loading the invitation forms' schemas and the
 * areas list. instructor-accounts-schemas.ts re-exports them; the database columns are typed by them.
 */

/** Optional and self-described; used only to honour a learner's preference of instructor. */
export const INSTRUCTOR_GENDER_VALUES = ['female', 'male'] as const;

/** A fully qualified Approved Driving Instructor, or a trainee on a trainee licence (PDI). */
export const INSTRUCTOR_QUALIFICATION_VALUES = ['adi', 'pdi'] as const;

export const INSTRUCTOR_GEARBOX_VALUES = ['automatic', 'manual', 'both'] as const;

export const GEARBOX_LABELS: Record<(typeof INSTRUCTOR_GEARBOX_VALUES)[number], string> = {
  automatic: 'Automatic',
  manual: 'Manual',
  both: 'Automatic and manual',
};
