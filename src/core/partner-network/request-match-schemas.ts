import { z } from 'zod';

/** `GET /api/network-requests/{id}/matches`: who could take the request, best first, and who not. */
export const requestMatchSchema = z.object({
  instructorId: z.number().int().positive(),
  fullName: z.string(),
  /** 0-3: 2 for covering the learner's postcode district, 1 for a free time on their dates. */
  score: z.number().int().min(0).max(3),
  coversDistrict: z.boolean(),
  earliestFreeAt: z.iso.datetime().nullable(),
  activeLearners: z.number().int().nonnegative(),
  reasons: z.array(z.string()),
  summary: z.string(),
});

export type RequestMatch = z.infer<typeof requestMatchSchema>;

export const refusedInstructorSchema = z.object({
  instructorId: z.number().int().positive(),
  fullName: z.string(),
  reason: z.string(),
});

export const requestMatchesResponseSchema = z.object({
  requestId: z.number().int().positive(),
  matches: z.array(requestMatchSchema),
  /** The school's instructors who cannot take it, each with why: the owner sees what is missing. */
  refused: z.array(refusedInstructorSchema),
});

export type RequestMatchesResponse = z.infer<typeof requestMatchesResponseSchema>;

/** "No instructor matches yet: ..." with why, for the owner's card. */
export function describeNoMatch(refused: RequestMatchesResponse['refused']): string {
  if (refused.length === 0) return 'No instructor matches yet: the school has no instructors to ask.';
  const why = refused.map((instructor) => `${instructor.fullName} (${instructor.reason})`).join('; ');
  return `No instructor matches yet: ${why}. Invite an instructor who can take it from the Instructors tab.`;
}
