import { z } from 'zod';

/*
 * The made-up school a first start seeds so the site can be tried (learners, their bookings,
 * lessons, notes and money, and availability), and the owner's one action that removes all of it
 * for good (docs/decisions/0033).
 */

/** `GET /api/settings/demo-data`: what demo data the school still holds. */
export const demoDataStatusSchema = z.object({
  /** Demo learners' names, for the dashboard's label and the question before removing. */
  learners: z.array(z.object({ id: z.number().int().positive(), fullName: z.string() })),
  /** The demo's made-up instructors (its second instructor, issue 37), named the same way. */
  instructors: z.array(z.object({ id: z.number().int().positive(), fullName: z.string() })),
  /** Demo times still offered or held. */
  times: z.number().int().nonnegative(),
  /** When the owner removed the demo data (ISO instant), or null. */
  removedAt: z.string().nullable(),
});
export type DemoDataStatus = z.infer<typeof demoDataStatusSchema>;

/** `DELETE /api/settings/demo-data`: how much went. */
export const demoDataRemovalSchema = z.object({
  removed: z.object({
    learners: z.number().int().nonnegative(),
    bookings: z.number().int().nonnegative(),
    lessons: z.number().int().nonnegative(),
    times: z.number().int().nonnegative(),
    instructors: z.number().int().nonnegative(),
  }),
  /**
   * Demo instructors a real learner's booking or lesson names: kept as suspended instructors (no
   * longer demo, hidden from booking), so those records keep who they were with.
   */
  keptInstructors: z.number().int().nonnegative(),
  /** Demo times a real learner had booked: kept, and no longer demo. */
  keptTimes: z.number().int().nonnegative(),
  removedAt: z.string(),
});
export type DemoDataRemoval = z.infer<typeof demoDataRemovalSchema>;

/** True when the school still has demo data to label and to offer to remove. */
export function hasDemoData(status: DemoDataStatus): boolean {
  return status.learners.length > 0 || status.instructors.length > 0 || status.times > 0;
}
