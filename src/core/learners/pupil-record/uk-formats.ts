/*
 * The UK formats of the pupil record (docs/decisions/0036-the-learners-page-and-pupil-record.md):
 * postcodes as Royal Mail writes them, and the DVLA's 16-character driving licence number.
 */

/*
 * A UK postcode, without its space: an outward code (area letters, district digits, an optional
 * letter) and the inward code (a digit and two letters, never C, I, K, M, O or V). Also GIR 0AA.
 */
const POSTCODE_PATTERN =
  /^(?:GIR0AA|(?:[A-PR-UWYZ][0-9][0-9]?|[A-PR-UWYZ][A-HK-Y][0-9][0-9]?|[A-PR-UWYZ][0-9][A-HJKPSTUW]|[A-PR-UWYZ][A-HK-Y][0-9][ABEHMNPRVWXY])[0-9][ABD-HJLNP-UW-Z]{2})$/;

/** ' b13 9ab ' → 'B13 9AB', 'b139ab' → 'B13 9AB': upper case, one space before the last three. */
export function normaliseUkPostcode(value: string): string {
  const compact = value.replace(/\s+/g, '').toUpperCase();
  if (compact.length < 5) return compact;
  return `${compact.slice(0, -3)} ${compact.slice(-3)}`;
}

/** Whether the text is a UK postcode, however it is spaced or cased. */
export function isUkPostcode(value: string): boolean {
  return POSTCODE_PATTERN.test(value.replace(/\s+/g, '').toUpperCase());
}

/*
 * A DVLA driving licence number (Great Britain), 16 characters:
 *  1-5   the first five letters of the surname, padded with 9s (MAC and MC are written MC)
 *  6     the decade digit of the year of birth
 *  7-8   the month of birth (plus 50 for a woman: 51 to 62)
 *  9-10  the day of birth
 *  11    the last digit of the year of birth
 *  12-13 the first two initials (9 when there is no middle name)
 *  14    a digit (usually 9) the DVLA uses to tell apart people with the same details
 *  15-16 two check characters
 * Northern Ireland's licences (8 digits) are not this pattern; the school teaches in the West Midlands.
 */
const LICENCE_PATTERN =
  /^([A-Z][A-Z9]{4})([0-9])([0-9]{2})([0-9]{2})([0-9])([A-Z][A-Z9])([0-9])([A-Z0-9]{2})$/;

/** ' morga 657054sm9ij ' → 'MORGA657054SM9IJ': upper case, spaces dropped. */
export function normaliseLicenceNumber(value: string): string {
  return value.replace(/\s+/g, '').toUpperCase();
}

/** The birth date written in a licence number: the year's last two digits, the month and day. */
export interface LicenceBirthDate {
  /** 0 to 99: the century is not in the number. */
  yearInCentury: number;
  month: number;
  day: number;
}

/** The birth date a licence number encodes, or null when it is not a licence number's pattern. */
export function readLicenceBirthDate(value: string): LicenceBirthDate | null {
  const match = LICENCE_PATTERN.exec(normaliseLicenceNumber(value));
  if (!match) return null;
  const [, , decade, monthText, dayText, year] = match;
  const storedMonth = Number(monthText);
  const month = storedMonth > 50 ? storedMonth - 50 : storedMonth;
  const day = Number(dayText);
  if (month < 1 || month > 12 || day < 1 || day > 31) return null;
  return { yearInCentury: Number(decade) * 10 + Number(year), month, day };
}

/** Whether the text is a licence number: the pattern, with a month and day that can be. */
export function isLicenceNumber(value: string): boolean {
  return readLicenceBirthDate(value) !== null;
}

/** Whether the licence number's birth date is the date of birth (YYYY-MM-DD). */
export function licenceMatchesDateOfBirth(licenceNumber: string, dateOfBirth: string): boolean {
  const encoded = readLicenceBirthDate(licenceNumber);
  if (!encoded) return false;
  const [year, month, day] = dateOfBirth.split('-').map(Number);
  return encoded.yearInCentury === (year ?? 0) % 100 && encoded.month === month && encoded.day === day;
}
