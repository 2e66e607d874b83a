import { z } from 'zod';
import { DRIVING_EXPERIENCE_OPTIONS } from '../../core/bookings/booking/booking-schemas';
import { getSessionStorage, type KeyValueStorage, readJson, removeKey, writeJson } from './browser-storage';

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

export function saveReturningLearner(
  learner: ReturningLearner,
  storage: KeyValueStorage | null = getSessionStorage(),
): void {
  // Not stored (storage full or blocked): the form is simply not filled in.
  writeJson(storage, RETURNING_LEARNER_STORAGE_KEY, returningLearnerSchema, learner);
}

/** The details "Book again" left for the booking form, once: reading them removes them. */
export function takeReturningLearner(
  storage: KeyValueStorage | null = getSessionStorage(),
): ReturningLearner | null {
  const learner = readJson(storage, RETURNING_LEARNER_STORAGE_KEY, returningLearnerSchema);
  removeKey(storage, RETURNING_LEARNER_STORAGE_KEY);
  return learner;
}
