import { describe, expect, it } from 'vitest';
import {
  buildPickupMapUrl,
  DATE_OF_BIRTH_AGE_MESSAGE,
  DATE_OF_BIRTH_MESSAGE,
  getDateOfBirthProblem,
  LICENCE_BIRTH_DATE_MESSAGE,
  LICENCE_NUMBER_MESSAGE,
  POSTCODE_MESSAGE,
  pickupRequestSchema,
  pupilRecordRequestSchema,
} from './pupil-record-schemas';

function fieldErrors(result: {
  success: boolean;
  error?: { issues: { path: PropertyKey[]; message: string }[] };
}) {
  return Object.fromEntries(
    (result.error?.issues ?? []).map((issue) => [String(issue.path[0]), issue.message]),
  );
}

describe('the pupil record', () => {
  it('normalises the postcode and licence number, and clears blank fields', () => {
    expect(
      pupilRecordRequestSchema.parse({
        pickupAddress: '  12 High Street, Kings Heath ',
        pickupPostcode: 'b14 7aa',
        dateOfBirth: '2008-03-14',
        provisionalLicenceNumber: 'lee99 003148 j99ab',
      }),
    ).toEqual({
      pickupAddress: '12 High Street, Kings Heath',
      pickupPostcode: 'B14 7AA',
      dateOfBirth: '2008-03-14',
      provisionalLicenceNumber: 'LEE99003148J99AB',
    });
    expect(pupilRecordRequestSchema.parse({})).toEqual({
      pickupAddress: '',
      pickupPostcode: '',
      dateOfBirth: '',
      provisionalLicenceNumber: '',
    });
  });

  it('says which field is wrong and why', () => {
    const result = pupilRecordRequestSchema.safeParse({
      pickupAddress: 'x'.repeat(201),
      pickupPostcode: '12345',
      dateOfBirth: '2008-02-30',
      provisionalLicenceNumber: 'ABC',
    });
    expect(fieldErrors(result)).toEqual({
      pickupAddress: expect.stringContaining('200 characters'),
      pickupPostcode: POSTCODE_MESSAGE,
      dateOfBirth: DATE_OF_BIRTH_MESSAGE,
      provisionalLicenceNumber: LICENCE_NUMBER_MESSAGE,
    });
  });

  it('refuses a licence number whose birth date is not the date of birth', () => {
    const result = pupilRecordRequestSchema.safeParse({
      dateOfBirth: '2008-03-15',
      provisionalLicenceNumber: 'LEE99003148J99AB',
    });
    expect(fieldErrors(result)).toEqual({ provisionalLicenceNumber: LICENCE_BIRTH_DATE_MESSAGE });
    // Without a date of birth only the pattern is checked.
    expect(pupilRecordRequestSchema.safeParse({ provisionalLicenceNumber: 'LEE99003148J99AB' }).success).toBe(
      true,
    );
  });

  it('gives the learner only the pickup fields', () => {
    expect(
      pickupRequestSchema.parse({
        pickupAddress: '1 Oak Road',
        pickupPostcode: 'b139ab',
        dateOfBirth: '2008-03-14',
      }),
    ).toEqual({ pickupAddress: '1 Oak Road', pickupPostcode: 'B13 9AB' });
  });

  it('takes a learner of 15 or more, born after 1900', () => {
    expect(getDateOfBirthProblem('2011-11-28', '2026-11-28')).toBeNull();
    expect(getDateOfBirthProblem('2011-11-29', '2026-11-28')).toBe(DATE_OF_BIRTH_AGE_MESSAGE);
    expect(getDateOfBirthProblem('2030-01-01', '2026-11-28')).toBe(DATE_OF_BIRTH_AGE_MESSAGE);
    expect(getDateOfBirthProblem('1899-12-31', '2026-11-28')).toBe(DATE_OF_BIRTH_AGE_MESSAGE);
    expect(getDateOfBirthProblem('1950-06-01', '2026-11-28')).toBeNull();
  });

  it('searches the map for the address and postcode', () => {
    expect(buildPickupMapUrl({ pickupAddress: '12 High Street', pickupPostcode: 'B14 7AA' })).toBe(
      'https://www.google.com/maps/search/?api=1&query=12%20High%20Street%2C%20B14%207AA',
    );
    expect(buildPickupMapUrl({ pickupAddress: null, pickupPostcode: 'B14 7AA' })).toContain(
      'query=B14%207AA',
    );
    expect(buildPickupMapUrl({ pickupAddress: '', pickupPostcode: null })).toBeNull();
  });
});
