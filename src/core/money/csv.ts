/*
 * CSV as RFC 4180 writes it, for spreadsheets: every record ends in CRLF; a field holding a comma,
 * a double quote, a line break, or space at either end is quoted, its quotes doubled. Text typed by
 * people (names, notes) that a spreadsheet would run as a formula (=, +, -, @ first) is prefixed
 * with an apostrophe, which spreadsheets show as text.
 */

const NEEDS_QUOTES = /[",\r\n]|^\s|\s$/;
const FORMULA_START = /^[=+\-@\t\r]/;

export function toCsvField(value: string): string {
  return NEEDS_QUOTES.test(value) ? `"${value.replace(/"/g, '""')}"` : value;
}

/** A field typed by a person: kept as text, never run as a formula. */
export function asSpreadsheetText(value: string): string {
  return FORMULA_START.test(value) ? `'${value}` : value;
}

/** The whole file: a byte-order mark (so spreadsheets read UTF-8, '£' included), then the records. */
export function toCsv(records: readonly (readonly string[])[]): string {
  return `\uFEFF${records.map((record) => `${record.map(toCsvField).join(',')}\r\n`).join('')}`;
}

/** '2027-04-06' → '06/04/2027', the UK's order. */
export function toUkDate(isoDate: string): string {
  const [year, month, day] = isoDate.split('-');
  return `${day}/${month}/${year}`;
}

/** 7200 → '72.00', -1000 → '-10.00': pounds a spreadsheet can add up (the £ is in the heading). */
export function toPoundsField(pence: number): string {
  const sign = pence < 0 ? '-' : '';
  const absolute = Math.abs(pence);
  return `${sign}${Math.floor(absolute / 100)}.${String(absolute % 100).padStart(2, '0')}`;
}
