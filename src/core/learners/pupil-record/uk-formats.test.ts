import { describe, expect, it } from 'vitest';
import {
  isLicenceNumber,
  isUkPostcode,
  licenceMatchesDateOfBirth,
  normaliseLicenceNumber,
  normaliseUkPostcode,
  readLicenceBirthDate,
} from './uk-formats';

describe('UK postcodes', () => {
  it('accepts every shape of outward code, however spaced or cased', () => {
    for (const postcode of [
      'B13 9AB',
      'b139ab',
      'M1 1AE',
      'CR2 6XH',
      'DN55 1PT',
      'W1A 1HQ',
      'EC1A 1BB',
      ' b1  1bb ',
      'GIR 0AA',
    ]) {
      expect(isUkPostcode(postcode), postcode).toBe(true);
    }
  });

  it('refuses what is not a postcode', () => {
    for (const postcode of ['', 'B13', '12345', 'B13 9CB', 'QB1 1AA', 'B13 9AB X', 'SW1A-1AA', 'BB 1AA']) {
      expect(isUkPostcode(postcode), postcode).toBe(false);
    }
  });

  it('writes it in upper case with one space before the inward code', () => {
    expect(normaliseUkPostcode(' b139ab ')).toBe('B13 9AB');
    expect(normaliseUkPostcode('ec1a  1bb')).toBe('EC1A 1BB');
    expect(normaliseUkPostcode('M11AE')).toBe('M1 1AE');
  });
});

describe('DVLA licence numbers', () => {
  it("reads the birth date, a woman's month less 50", () => {
    // Born 5 July 1964 (a woman: month 57).
    expect(readLicenceBirthDate('MORGA657054SM9IJ')).toEqual({ yearInCentury: 64, month: 7, day: 5 });
    // Born 14 March 2008, a man with no middle name, a surname of three letters.
    expect(readLicenceBirthDate('lee99 003148 j 9 9ab')).toEqual({ yearInCentury: 8, month: 3, day: 14 });
  });

  it('refuses the wrong length, shape or an impossible month or day', () => {
    for (const value of [
      '',
      'MORGA657054SM9I',
      'MORGA657054SM9IJK',
      '1ORGA657054SM9IJ',
      'MORGA613054SM9IJ',
      'MORGA657324SM9IJ',
      'MORGA657004SM9IJ',
      'MORGA6570549M9IJ',
      'MORGA657054SMXIJ',
    ]) {
      expect(isLicenceNumber(value), value).toBe(false);
    }
  });

  it('matches the date of birth it encodes, and nothing else', () => {
    expect(licenceMatchesDateOfBirth('MORGA657054SM9IJ', '1964-07-05')).toBe(true);
    expect(licenceMatchesDateOfBirth('LEE99003148J99AB', '2008-03-14')).toBe(true);
    expect(licenceMatchesDateOfBirth('MORGA657054SM9IJ', '1964-07-06')).toBe(false);
    expect(licenceMatchesDateOfBirth('MORGA657054SM9IJ', '1974-07-05')).toBe(false);
    expect(licenceMatchesDateOfBirth('MORGA657054SM9IJ', '1964-08-05')).toBe(false);
  });

  it('drops spaces and upper-cases', () => {
    expect(normaliseLicenceNumber(' morga 657054 sm9ij ')).toBe('MORGA657054SM9IJ');
  });
});
