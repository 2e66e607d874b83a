import { z } from 'zod';
import { isoDateField } from '../../api/date-time-schemas';

/*
 * Packages as the dashboard's Settings section edits them (issue 23), one schema for the form and
 * the server. Prices are integer pence (the form reads pounds), hours are minutes in quarter hours.
 * A price change applies to new bookings and sales only: each booking and purchase keeps its own.
 */

export const PACKAGE_NAME_MESSAGE = "Enter the package's name (2 to 80 characters)";
export const PACKAGE_NAME_TAKEN_MESSAGE = 'Another package already has this name. Choose a different name.';
export const PACKAGE_PRICE_MESSAGE = 'Enter a price from £1 to £10,000, e.g. 360 or 45.50';
export const PACKAGE_HOURS_MESSAGE = 'Enter the hours in quarter hours from 0.25 to 100, e.g. 1.5 or 10';
export const PACKAGE_LESSONS_MESSAGE = 'Enter a whole number of lessons from 1 to 100';
export const SINGLE_LESSON_LESSONS_MESSAGE = 'A single lesson is one lesson: set the number of lessons to 1';
export const PACKAGE_DESCRIPTION_MESSAGE = 'Enter a short description (up to 300 characters)';
export const PACKAGE_FEATURE_MESSAGE = 'Keep each feature to 120 characters or fewer';
export const PACKAGE_FEATURES_COUNT_MESSAGE = 'List at most 10 features, one per line';
export const PACKAGE_POSITION_MESSAGE = 'Choose a place in the list';
export const PACKAGE_PATCH_EMPTY_MESSAGE = 'Change at least one thing about the package';
export const PACKAGE_OFFER_ENDS_MESSAGE = 'Enter the last day of the offer as a date, or leave it empty';

export const MAX_PACKAGE_FEATURES = 10;
export const MAX_PACKAGE_PRICE_PENCE = 1_000_000;
export const MAX_PACKAGE_MINUTES = 6000;

const nameSchema = z
  .string(PACKAGE_NAME_MESSAGE)
  .trim()
  .min(2, PACKAGE_NAME_MESSAGE)
  .max(80, PACKAGE_NAME_MESSAGE);
const pricePenceSchema = z
  .number(PACKAGE_PRICE_MESSAGE)
  .int(PACKAGE_PRICE_MESSAGE)
  .min(100, PACKAGE_PRICE_MESSAGE)
  .max(MAX_PACKAGE_PRICE_PENCE, PACKAGE_PRICE_MESSAGE);
const totalMinutesSchema = z
  .number(PACKAGE_HOURS_MESSAGE)
  .int(PACKAGE_HOURS_MESSAGE)
  .min(15, PACKAGE_HOURS_MESSAGE)
  .max(MAX_PACKAGE_MINUTES, PACKAGE_HOURS_MESSAGE)
  .refine((minutes) => minutes % 15 === 0, PACKAGE_HOURS_MESSAGE);
const lessonsSchema = z
  .number(PACKAGE_LESSONS_MESSAGE)
  .int(PACKAGE_LESSONS_MESSAGE)
  .min(1, PACKAGE_LESSONS_MESSAGE)
  .max(100, PACKAGE_LESSONS_MESSAGE);
const descriptionSchema = z
  .string(PACKAGE_DESCRIPTION_MESSAGE)
  .trim()
  .min(1, PACKAGE_DESCRIPTION_MESSAGE)
  .max(300, PACKAGE_DESCRIPTION_MESSAGE);
const featuresSchema = z
  .array(
    z
      .string(PACKAGE_FEATURE_MESSAGE)
      .trim()
      .min(1, PACKAGE_FEATURE_MESSAGE)
      .max(120, PACKAGE_FEATURE_MESSAGE),
    PACKAGE_FEATURES_COUNT_MESSAGE,
  )
  .max(MAX_PACKAGE_FEATURES, PACKAGE_FEATURES_COUNT_MESSAGE);

/** The last day (YYYY-MM-DD, London) of a limited-time offer; null: not limited in time. */
const offerEndsOnSchema = isoDateField(PACKAGE_OFFER_ENDS_MESSAGE).nullable();

/** Each field's own rule, for a form that reads typed text first (pounds, hours, lines). */
export const packageFieldSchemas = {
  name: nameSchema,
  pricePence: pricePenceSchema,
  totalMinutes: totalMinutesSchema,
  lessons: lessonsSchema,
  description: descriptionSchema,
  features: featuresSchema,
  offerEndsOn: offerEndsOnSchema,
};

/** The fields the instructor edits, whether adding a package or changing one. */
const packageFieldsSchema = z.object({
  ...packageFieldSchemas,
  /** A badge on the card; one package at a time carries it (giving it to one takes it from the other). */
  isPopular: z.boolean(),
  /** Booked as one lesson of exactly its hours (the booking page's 'Payment Mismatch' rule). */
  isSingleLesson: z.boolean(),
  /**
   * The special offer's last day (issue 34): its pop-up says "Limited Time" only until then.
   * Absent when adding: none.
   */
  offerEndsOn: offerEndsOnSchema.optional(),
});

/** Rules across fields, for a new package and for a changed one after the change. */
export function findPackageFieldProblem(values: {
  isSingleLesson: boolean;
  lessons: number;
}): { field: 'lessons'; message: string } | null {
  if (values.isSingleLesson && values.lessons !== 1)
    return { field: 'lessons', message: SINGLE_LESSON_LESSONS_MESSAGE };
  return null;
}

/** `POST /api/settings/packages`: a new package, active, placed last. */
export const createPackageRequestSchema = packageFieldsSchema.superRefine((values, context) => {
  const problem = findPackageFieldProblem(values);
  if (problem) context.addIssue({ code: 'custom', path: [problem.field], message: problem.message });
});
export type CreatePackageRequest = z.input<typeof createPackageRequestSchema>;
export type ValidCreatePackageRequest = z.output<typeof createPackageRequestSchema>;

/** `PATCH /api/settings/packages/:packageType`: any field, retiring or restoring, its place. */
export const updatePackageRequestSchema = packageFieldsSchema
  .partial()
  .extend({
    /** False retires it: gone from the home and booking pages, still on every booking that used it. */
    isActive: z.boolean().optional(),
    /** Its place in the list, 1 = first (the others move along). */
    sortOrder: z
      .number(PACKAGE_POSITION_MESSAGE)
      .int(PACKAGE_POSITION_MESSAGE)
      .min(1, PACKAGE_POSITION_MESSAGE)
      .max(1000, PACKAGE_POSITION_MESSAGE)
      .optional(),
  })
  .refine((patch) => Object.values(patch).some((value) => value !== undefined), PACKAGE_PATCH_EMPTY_MESSAGE);
export type UpdatePackageRequest = z.input<typeof updatePackageRequestSchema>;
export type ValidUpdatePackageRequest = z.output<typeof updatePackageRequestSchema>;

export const packageTypeParamsSchema = z.object({
  packageType: z.string().regex(/^[a-z0-9_]{2,40}$/, 'Unknown package'),
});

/** A package as the dashboard sees it: every field, retired ones too. */
export const adminPackageSchema = z.object({
  packageType: z.string(),
  name: z.string(),
  pricePence: z.number().int(),
  totalMinutes: z.number().int(),
  lessons: z.number().int(),
  description: z.string(),
  features: z.array(z.string()),
  isPopular: z.boolean(),
  isSingleLesson: z.boolean(),
  offerEndsOn: z.string().nullable(),
  isActive: z.boolean(),
  /** Its place in the list, 1 = first (retired packages keep theirs). */
  sortOrder: z.number().int(),
  /** How many bookings chose it (they keep it, with their own price and hours, whatever changes). */
  bookingCount: z.number().int(),
});
export type AdminPackage = z.infer<typeof adminPackageSchema>;

/** Every answer of the packages settings: the whole list, in display order. */
export const adminPackagesResponseSchema = z.object({ packages: z.array(adminPackageSchema) });
export type AdminPackagesResponse = z.infer<typeof adminPackagesResponseSchema>;
