import type { InstructorFilter, PublicInstructor } from '../../../../core/bookings/booking/instructor-choice';
import type { InstructorGenderPreference } from '../../../../core/bookings/booking/time-slot-schemas';

/** What the learner picked on the booking page: any instructor (the default), a preference, or one instructor. */
export type InstructorChoice =
  | { kind: 'any' }
  | { kind: 'preference'; preference: InstructorGenderPreference }
  | { kind: 'instructor'; instructorId: number };

export const ANY_INSTRUCTOR: InstructorChoice = { kind: 'any' };

export function toInstructorFilter(choice: InstructorChoice): InstructorFilter {
  if (choice.kind === 'preference') return { instructorPreference: choice.preference };
  if (choice.kind === 'instructor') return { instructorId: choice.instructorId };
  return {};
}

/** The radio value of a choice ('any', 'female', 'instructor-4'), and back. */
export function toChoiceValue(choice: InstructorChoice): string {
  if (choice.kind === 'preference') return choice.preference;
  if (choice.kind === 'instructor') return `instructor-${choice.instructorId}`;
  return 'any';
}

export function fromChoiceValue(value: string): InstructorChoice {
  if (value === 'female' || value === 'male') return { kind: 'preference', preference: value };
  const id = /^instructor-(\d+)$/.exec(value)?.[1];
  return id ? { kind: 'instructor', instructorId: Number(id) } : ANY_INSTRUCTOR;
}

/** The preferences worth offering: a gender some instructor gave. */
export function listOfferedPreferences(
  instructors: readonly PublicInstructor[],
): InstructorGenderPreference[] {
  return (['female', 'male'] as const).filter((gender) =>
    instructors.some((instructor) => instructor.gender === gender),
  );
}

/** A choice that no longer fits the list (the instructor left it) falls back to any instructor. */
export function resolveInstructorChoice(
  choice: InstructorChoice,
  instructors: readonly PublicInstructor[] | undefined,
): InstructorChoice {
  if (!instructors || instructors.length < 2) return ANY_INSTRUCTOR;
  if (
    choice.kind === 'instructor' &&
    !instructors.some((instructor) => instructor.id === choice.instructorId)
  ) {
    return ANY_INSTRUCTOR;
  }
  if (choice.kind === 'preference' && !listOfferedPreferences(instructors).includes(choice.preference)) {
    return ANY_INSTRUCTOR;
  }
  return choice;
}
