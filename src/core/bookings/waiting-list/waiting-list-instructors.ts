import type { INSTRUCTOR_GENDER_VALUES } from '../../platform/auth/instructor-profile-values';
import { matchesInstructorPreference } from '../booking/instructor-choice';
import {
  type WaitingListInstructorChoice,
  type WaitingListInstructorPreference,
  type WaitingListWishes,
  waitingListInstructorChoiceLabels,
} from './waiting-list-schemas';

/*
 * Whose freed times a waiting learner hears of (issue 38, docs/decisions/0058):
 * - "My instructor" (`mine`): only the instructor the entry belongs to (`instructorId`).
 * - "Any instructor" (`any`): every instructor their preference matches: the booking page's rule
 *   (an instructor who gave no gender matches no preference; "no preference" matches everyone).
 *   Nothing else narrows it: the waiting list asks no area or gearbox, and under "Any instructor"
 *   the booking page sells every instructor's times, so the list offers what that page would sell.
 * The candidates for a freed time of instructor X are X's "mine" entries and the matching "any"
 * entries; the existing order (waiting-list-ranking.ts) is applied to that pool.
 */

export interface WaitingEntryInstructorChoice {
  /** The instructor the entry belongs to: the learner's, whom "My instructor" means. */
  instructorId: number;
  instructorChoice: WaitingListInstructorChoice;
  instructorPreference: WaitingListInstructorPreference;
}

export interface WaitingInstructor {
  id: number;
  gender: (typeof INSTRUCTOR_GENDER_VALUES)[number] | null;
}

/** Whether a freed time of `instructor` may be offered to this entry. */
export function isWaitingForInstructor(
  entry: WaitingEntryInstructorChoice,
  instructor: WaitingInstructor,
): boolean {
  if (entry.instructorChoice === 'mine') return entry.instructorId === instructor.id;
  return matchesInstructorPreference(instructor.gender, entry.instructorPreference);
}

/** The entries of one instructor's pool: their own "mine" entries and the "any" entries that match them. */
export function selectWaitingPool<T extends WaitingEntryInstructorChoice>(
  entries: readonly T[],
  instructor: WaitingInstructor,
): T[] {
  return entries.filter((entry) => isWaitingForInstructor(entry, instructor));
}

/** The preference means something only with "any": with "mine" it is kept as no preference. */
export function normaliseInstructorChoice(wishes: WaitingListWishes): WaitingListWishes {
  return wishes.instructorChoice === 'mine' ? { ...wishes, instructorPreference: 'no_preference' } : wishes;
}

/** "My instructor", "Any instructor", "Any instructor · female". */
export function describeInstructorChoice(
  choice: Pick<WaitingEntryInstructorChoice, 'instructorChoice' | 'instructorPreference'>,
): string {
  const label = waitingListInstructorChoiceLabels[choice.instructorChoice];
  if (choice.instructorChoice === 'mine' || choice.instructorPreference === 'no_preference') return label;
  return `${label} · ${choice.instructorPreference}`;
}
