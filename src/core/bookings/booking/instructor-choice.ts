import { z } from 'zod';
import {
  INSTRUCTOR_GEARBOX_VALUES,
  INSTRUCTOR_GENDER_VALUES,
  INSTRUCTOR_QUALIFICATION_VALUES,
} from '../../platform/auth/instructor-profile-values';
import type { InstructorGenderPreference } from './time-slot-schemas';

/*
 * Learners choose who teaches them (issue 37, docs/decisions/0048): the school's public list of
 * instructors, and the one rule that narrows the slot list by a chosen instructor or a preference,
 * shared by the server's filter and the booking page's.
 */

/** GET /api/instructors: an active instructor as the public sees them (no e-mail address). */
export const publicInstructorSchema = z.object({
  id: z.number().int().positive(),
  fullName: z.string(),
  gender: z.enum(INSTRUCTOR_GENDER_VALUES).nullable(),
  qualification: z.enum(INSTRUCTOR_QUALIFICATION_VALUES),
  gearbox: z.enum(INSTRUCTOR_GEARBOX_VALUES),
  /** 'Toyota Yaris', or null when not given. */
  car: z.string().nullable(),
  areas: z.array(z.string()),
  bio: z.string().nullable(),
  /** The photo's versioned address (docs/decisions/0049), or null: the page shows initials. */
  photoUrl: z.string().nullable(),
  /** The start of their earliest bookable time (ISO), or null when they have none. */
  nextFreeAt: z.iso.datetime().nullable(),
});

export type PublicInstructor = z.infer<typeof publicInstructorSchema>;

export const publicInstructorsResponseSchema = z.array(publicInstructorSchema);

export interface InstructorFilter {
  instructorId?: number | undefined;
  instructorPreference?: InstructorGenderPreference | undefined;
}

/**
 * Whether an instructor of this gender honours the preference. One who gave no gender matches no
 * preference (decision 0048): the preference is honoured, never guessed. `no_preference` matches all.
 */
export function matchesInstructorPreference(
  gender: PublicInstructor['gender'],
  preference: InstructorGenderPreference | 'no_preference',
): boolean {
  return preference === 'no_preference' || gender === preference;
}

/**
 * The slots of the chosen instructor and of instructors matching the preference. An instructor who
 * did not give a gender matches no preference: the preference is honoured, never guessed.
 */
export function filterSlotsByInstructor<T extends { instructorId: number }>(
  slots: readonly T[],
  instructors: readonly Pick<PublicInstructor, 'id' | 'gender'>[],
  filter: InstructorFilter,
): T[] {
  const { instructorId, instructorPreference } = filter;
  if (instructorId === undefined && instructorPreference === undefined) return [...slots];
  const allowed = new Set(
    instructors
      .filter((instructor) => instructorId === undefined || instructor.id === instructorId)
      .filter(
        (instructor) =>
          instructorPreference === undefined ||
          matchesInstructorPreference(instructor.gender, instructorPreference),
      )
      .map((instructor) => instructor.id),
  );
  return slots.filter((slot) => allowed.has(slot.instructorId));
}

/** 'Sarah Khan' -> 'SK': shown where a photo would be. */
export function getInitials(fullName: string): string {
  const words = fullName.trim().split(/\s+/).filter(Boolean);
  const first = words[0]?.[0] ?? '';
  const last = words.length > 1 ? (words.at(-1)?.[0] ?? '') : '';
  return `${first}${last}`.toUpperCase();
}
