/*
 * A booking typed with the e-mail of an existing learner joins that learner only when the name
 * matches too; otherwise a stranger could add bookings to someone else's record (decisions.md,
 * privacy). Names match regardless of case, spacing and Unicode form ("aisha  KHAN" is Aisha Khan).
 */

/** The booking's e-mail belongs to a learner whose stored name differs from the one typed. */
export const IDENTITY_FLAGS = ['name_differs'] as const;
export type IdentityFlag = (typeof IDENTITY_FLAGS)[number];

export const identityFlagLabels: Record<IdentityFlag, string> = {
  name_differs: 'E-mail belongs to an existing learner, name differs',
};

function normalizePersonName(name: string): string {
  return name.normalize('NFKC').trim().replace(/\s+/g, ' ').toLocaleLowerCase('en-GB');
}

export function isSameLearnerName(stored: string, typed: string): boolean {
  return normalizePersonName(stored) === normalizePersonName(typed);
}
