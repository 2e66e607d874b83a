import { z } from 'zod';

/** A lesson package as the API presents it; prices in integer pence. */
export const lessonPackageSchema = z.object({
  packageType: z.string(),
  name: z.string(),
  description: z.string(),
  /** Price in pence. */
  price: z.number().int().positive(),
  lessons: z.number().int().positive(),
  /** Hours of driving the package buys (1.5 for the 90-minute lesson). */
  hours: z.number().positive(),
  features: z.array(z.string()),
  isPopular: z.boolean(),
  /** Single lessons must be booked with exactly their hours of slots. */
  isSingleLesson: z.boolean(),
  /** The last day (YYYY-MM-DD) of a limited-time offer; absent or null: not limited in time. */
  offerEndsOn: z.string().nullable().optional(),
});

export type LessonPackage = z.infer<typeof lessonPackageSchema>;

/** `GET /api/packages`: an object keyed by package type, in display order. */
export const packagesResponseSchema = z.record(z.string(), lessonPackageSchema);
export type PackagesResponse = z.infer<typeof packagesResponseSchema>;

export const packagesQuerySchema = z.object({
  refresh: z.enum(['true', 'false']).optional(),
});
