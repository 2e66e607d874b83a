import { z } from 'zod';
import { DRIVING_EXPERIENCE_OPTIONS } from '../../../core/booking/booking-schemas';

/*
 * "Book again" on the learner's own page hands their details to the booking form through the
 * tab's session storage: nothing of theirs goes into a URL (where it would reach logs and other
 * sites), and the details never leave the device that opened their private link.
 */
const RETURNING_LEARNER_STORAGE_KEY = 'returningLearner';

export const returningLearnerSchema = z.object({
  fullName: z.string(),
  email: z.string(),
  phone: z.string().nullable(),
  drivingExperience: z.enum(DRIVING_EXPERIENCE_OPTIONS).nullable(),
});

export type ReturningLearner = z.infer<typeof returningLearnerSchema>;

type KeyValueStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

function getSessionStorage(): KeyValueStorage | null {
  try {
    return globalThis.sessionStorage ?? null;
  } catch {
    // Storage blocked (some private-browsing modes).
    return null;
  }
}

export function saveReturningLearner(
  learner: ReturningLearner,
  storage: KeyValueStorage | null = getSessionStorage(),
): void {
  try {
    storage?.setItem(RETURNING_LEARNER_STORAGE_KEY, JSON.stringify(returningLearnerSchema.parse(learner)));
  } catch {
    // Storage full or blocked: the form is simply not filled in.
  }
}

/** The details "Book again" left for the booking form, once: reading them removes them. */
export function takeReturningLearner(
  storage: KeyValueStorage | null = getSessionStorage(),
): ReturningLearner | null {
  if (!storage) return null;
  try {
    const text = storage.getItem(RETURNING_LEARNER_STORAGE_KEY);
    storage.removeItem(RETURNING_LEARNER_STORAGE_KEY);
    if (text === null) return null;
    const result = returningLearnerSchema.safeParse(JSON.parse(text));
    return result.success ? result.data : null;
  } catch {
    return null;
  }
}
