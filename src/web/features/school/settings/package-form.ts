import { z } from 'zod';
import {
  formatMinutesForHoursInput,
  parseFeatureLines,
  parseHoursToMinutes,
} from '../../../../core/bookings/booking/package-admin-rules';
import {
  type AdminPackage,
  findPackageFieldProblem,
  packageFieldSchemas,
} from '../../../../core/bookings/booking/package-admin-schemas';
import { formatPenceForInput, parsePoundsToPence } from '../../../lib/pounds-input';

/*
 * The package form holds what was typed (pounds, hours, one feature per line); it is read into
 * the request with the request schema's own field rules and messages, so the form and the server
 * refuse the same things in the same words.
 */

function readWholeNumber(text: string): number | undefined {
  const trimmed = text.trim();
  if (trimmed === '') return undefined;
  return /^\d{1,4}$/.test(trimmed) ? Number(trimmed) : Number.NaN;
}

export const packageFormSchema = z
  .object({
    name: packageFieldSchemas.name,
    pricePence: z.string().transform(parsePoundsToPence).pipe(packageFieldSchemas.pricePence),
    totalMinutes: z.string().transform(parseHoursToMinutes).pipe(packageFieldSchemas.totalMinutes),
    lessons: z.string().transform(readWholeNumber).pipe(packageFieldSchemas.lessons),
    description: packageFieldSchemas.description,
    features: z.string().transform(parseFeatureLines).pipe(packageFieldSchemas.features),
    isPopular: z.boolean(),
    isSingleLesson: z.boolean(),
    /** '' : no end. */
    offerEndsOn: z
      .string()
      .transform((text) => (text.trim() === '' ? null : text.trim()))
      .pipe(packageFieldSchemas.offerEndsOn),
  })
  .superRefine((values, context) => {
    const problem = findPackageFieldProblem(values);
    if (problem) context.addIssue({ code: 'custom', path: [problem.field], message: problem.message });
  });

export type PackageFormValues = z.input<typeof packageFormSchema>;
/** What the form gives once valid: exactly a new package's request. */
export type ValidPackageForm = z.output<typeof packageFormSchema>;

export const PACKAGE_FORM_FIELDS = [
  'name',
  'pricePence',
  'totalMinutes',
  'lessons',
  'description',
  'features',
  'isPopular',
  'isSingleLesson',
  'offerEndsOn',
] as const;

export const EMPTY_PACKAGE_FORM: PackageFormValues = {
  name: '',
  pricePence: '',
  totalMinutes: '',
  lessons: '1',
  description: '',
  features: '',
  isPopular: false,
  isSingleLesson: false,
  offerEndsOn: '',
};

/** A package as its edit form starts: £360.00, 10 hours, its features one per line. */
export function toPackageFormValues(lessonPackage: AdminPackage): PackageFormValues {
  return {
    name: lessonPackage.name,
    pricePence: formatPenceForInput(lessonPackage.pricePence),
    totalMinutes: formatMinutesForHoursInput(lessonPackage.totalMinutes),
    lessons: String(lessonPackage.lessons),
    description: lessonPackage.description,
    features: lessonPackage.features.join('\n'),
    isPopular: lessonPackage.isPopular,
    isSingleLesson: lessonPackage.isSingleLesson,
    offerEndsOn: lessonPackage.offerEndsOn ?? '',
  };
}
