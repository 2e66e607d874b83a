/*
 * The pupil record (issue 34): where to pick the learner up, which the learner and the instructor
 * both keep, and what only the instructor keeps (date of birth, provisional licence number; the
 * theory certificate number is the theory test's). Shared by the forms and the server
 * (docs/decisions/0036-the-learners-page-and-pupil-record.md).
 */
import { z } from 'zod';
import { buildMapSearchUrl } from '../../format/map-search-url';
import { isIsoDate } from '../../time/london-time';
import {
  isLicenceNumber,
  isUkPostcode,
  licenceMatchesDateOfBirth,
  normaliseLicenceNumber,
  normaliseUkPostcode,
} from './uk-formats';

export const PICKUP_ADDRESS_MAX = 200;
export const PICKUP_ADDRESS_MESSAGE = `Keep the pickup address to ${PICKUP_ADDRESS_MAX} characters`;
export const POSTCODE_MESSAGE = 'Enter a UK postcode, like B13 9AB';
export const DATE_OF_BIRTH_MESSAGE = 'Enter the date of birth as day, month and year';
export const DATE_OF_BIRTH_AGE_MESSAGE = 'A learner is at least 15 years old: check the year';
export const LICENCE_NUMBER_MESSAGE =
  'A provisional licence number is 16 letters and digits, like MORGA657054SM9IJ';
export const LICENCE_BIRTH_DATE_MESSAGE =
  "This licence number's birth date (its 6th to 11th characters) is not the date of birth";

/** The youngest a learner can be on record: a provisional licence can be applied for at 15 years 9 months. */
export const MIN_LEARNER_AGE_YEARS = 15;
/** The oldest date of birth taken (a typo of the year, not a learner). */
const EARLIEST_BIRTH_YEAR = 1900;

/** '' clears the address; otherwise trimmed, at most 200 characters. */
export const pickupAddressField = z.string().trim().max(PICKUP_ADDRESS_MAX, PICKUP_ADDRESS_MESSAGE);

/** '' clears the postcode; otherwise a UK postcode, stored as 'B13 9AB'. */
export const pickupPostcodeField = z
  .string()
  .trim()
  .refine((value) => value === '' || isUkPostcode(value), POSTCODE_MESSAGE)
  .transform((value) => (value === '' ? '' : normaliseUkPostcode(value)));

/** `PUT /api/progress/{token}/pickup`: the learner's own pickup address (both may be blank). */
export const pickupRequestSchema = z.object({
  pickupAddress: pickupAddressField.default(''),
  pickupPostcode: pickupPostcodeField.default(''),
});

export type PickupRequest = z.input<typeof pickupRequestSchema>;
export type ValidPickupRequest = z.output<typeof pickupRequestSchema>;

/** `PUT /api/students/{id}/record` (instructor only): the whole record; '' leaves a field empty. */
export const pupilRecordRequestSchema = pickupRequestSchema
  .extend({
    dateOfBirth: z
      .string()
      .trim()
      .refine((value) => value === '' || isIsoDate(value), DATE_OF_BIRTH_MESSAGE)
      .default(''),
    provisionalLicenceNumber: z
      .string()
      .transform(normaliseLicenceNumber)
      .refine((value) => value === '' || isLicenceNumber(value), LICENCE_NUMBER_MESSAGE)
      .default(''),
  })
  .superRefine((value, context) => {
    // Both known: the birth date the DVLA wrote into the number must be the date of birth.
    if (
      value.dateOfBirth !== '' &&
      value.provisionalLicenceNumber !== '' &&
      isIsoDate(value.dateOfBirth) &&
      isLicenceNumber(value.provisionalLicenceNumber) &&
      !licenceMatchesDateOfBirth(value.provisionalLicenceNumber, value.dateOfBirth)
    ) {
      context.addIssue({
        code: 'custom',
        path: ['provisionalLicenceNumber'],
        message: LICENCE_BIRTH_DATE_MESSAGE,
      });
    }
  });

export type PupilRecordRequest = z.input<typeof pupilRecordRequestSchema>;
export type ValidPupilRecordRequest = z.output<typeof pupilRecordRequestSchema>;

/**
 * What is wrong with a date of birth on `today` (both YYYY-MM-DD, Europe/London), or null: in the
 * future, before 1900, or younger than a learner can be.
 */
export function getDateOfBirthProblem(dateOfBirth: string, today: string): string | null {
  if (!isIsoDate(dateOfBirth)) return DATE_OF_BIRTH_MESSAGE;
  const [year = 0] = dateOfBirth.split('-').map(Number);
  if (year < EARLIEST_BIRTH_YEAR) return DATE_OF_BIRTH_AGE_MESSAGE;
  const [todayYear = 0] = today.split('-').map(Number);
  const fifteenthBirthday = `${String(year + MIN_LEARNER_AGE_YEARS).padStart(4, '0')}${dateOfBirth.slice(4)}`;
  if (year + MIN_LEARNER_AGE_YEARS > todayYear || fifteenthBirthday > today) return DATE_OF_BIRTH_AGE_MESSAGE;
  return null;
}

/** Where to pick the learner up: what the learner sees and edits of their record. */
export const pickupSchema = z.object({
  pickupAddress: z.string().nullable(),
  /** 'B13 9AB' */
  pickupPostcode: z.string().nullable(),
});

export type Pickup = z.infer<typeof pickupSchema>;

/** `GET /api/students/{id}/record` (instructor only). */
export const pupilRecordSchema = pickupSchema.extend({
  /** YYYY-MM-DD */
  dateOfBirth: z.string().nullable(),
  provisionalLicenceNumber: z.string().nullable(),
  /** The theory test's certificate number (recorded with the theory pass), read-only here. */
  theoryCertificateNumber: z.string().nullable(),
  /** When the theory test was passed, or null when it is not recorded. */
  theoryPassedOn: z.string().nullable(),
});

export type PupilRecord = z.infer<typeof pupilRecordSchema>;

/** The address and postcode as one line for a map search: '12 High Street, B13 9AB'. */
export function formatPickupLine(pickup: Pickup): string | null {
  const parts = [pickup.pickupAddress, pickup.pickupPostcode].filter(
    (part): part is string => part !== null && part !== '',
  );
  return parts.length > 0 ? parts.join(', ') : null;
}

/** A Google Maps search for the pickup (no key needed), or null with no address or postcode. */
export function buildPickupMapUrl(pickup: Pickup): string | null {
  const line = formatPickupLine(pickup);
  if (line === null) return null;
  return buildMapSearchUrl(line);
}
