/*
 * The pure rules of the packages settings (issue 23): a new package's type from its name, names
 * compared as people read them, a package moved to a new place, and the form's hours and features
 * read from what was typed.
 */

const PACKAGE_TYPE_MAX_LENGTH = 40;

/** Names are one package's whatever their case and spacing: 'Pass  plus' is 'Pass Plus'. */
export function normalisePackageName(name: string): string {
  return name.trim().replace(/\s+/g, ' ').toLowerCase();
}

/**
 * The type a new package is stored under, from its name: 'Weekend Intensive' → 'weekend_intensive'.
 * A type already used (by a retired package too) gets a number: 'weekend_intensive_2'.
 */
export function toPackageType(name: string, takenTypes: ReadonlySet<string>): string {
  const slug = name
    .normalize('NFKD')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '_')
    .replace(/^_+|_+$/g, '')
    .slice(0, PACKAGE_TYPE_MAX_LENGTH)
    .replace(/_+$/, '');
  const base = slug.length >= 2 ? slug : `package${slug ? `_${slug}` : ''}`;
  if (!takenTypes.has(base)) return base;
  for (let number = 2; ; number += 1) {
    const suffix = `_${number}`;
    const candidate = `${base.slice(0, PACKAGE_TYPE_MAX_LENGTH - suffix.length).replace(/_+$/, '')}${suffix}`;
    if (!takenTypes.has(candidate)) return candidate;
  }
}

/**
 * The list after one package moves to `position` (1 = first; past the end means last); the others
 * keep their order.
 */
export function moveToPosition<T>(ordered: readonly T[], item: T, position: number): T[] {
  const rest = ordered.filter((candidate) => candidate !== item);
  if (rest.length === ordered.length) return [...ordered];
  const index = Math.min(Math.max(position, 1), ordered.length) - 1;
  return [...rest.slice(0, index), item, ...rest.slice(index)];
}

/**
 * Hours typed in the form ('1.5', '10', '0.75') as minutes; undefined when empty, NaN when it is
 * not a number, so the request schema gives its message (quarter hours only).
 */
export function parseHoursToMinutes(text: string): number | undefined {
  const trimmed = text.trim();
  if (trimmed === '') return undefined;
  if (!/^\d{1,3}(?:\.\d{1,2})?$/.test(trimmed)) return Number.NaN;
  const [whole = '0', fraction = ''] = trimmed.split('.');
  // Hundredths of an hour, in integers: '1.25' is 125, so 75 minutes exactly, never 74.99….
  const hundredths = Number(whole) * 100 + Number(fraction.padEnd(2, '0'));
  const minutes = (hundredths * 60) / 100;
  return Number.isInteger(minutes) ? minutes : Number.NaN;
}

/** Minutes as the hours field shows them: 90 → '1.5', 600 → '10', 45 → '0.75'. */
export function formatMinutesForHoursInput(minutes: number): string {
  return String(minutes / 60);
}

/** The features textarea, one feature per line; blank lines are dropped. */
export function parseFeatureLines(text: string): string[] {
  return text
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter((line) => line !== '');
}
