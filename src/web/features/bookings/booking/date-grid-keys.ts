/*
 * Arrow-key movement in the booking page's date grid (the WAI-ARIA grid pattern): the grid shows
 * 7 columns, and moving past the first or last date of a page moves to the next page.
 */
export const DATE_GRID_COLUMNS = 7;

export type DateGridKey =
  | 'ArrowLeft'
  | 'ArrowRight'
  | 'ArrowUp'
  | 'ArrowDown'
  | 'Home'
  | 'End'
  | 'PageUp'
  | 'PageDown';

const DATE_GRID_KEYS: readonly string[] = [
  'ArrowLeft',
  'ArrowRight',
  'ArrowUp',
  'ArrowDown',
  'Home',
  'End',
  'PageUp',
  'PageDown',
];

export function isDateGridKey(key: string): key is DateGridKey {
  return DATE_GRID_KEYS.includes(key);
}

/**
 * The index (among all the calendar's dates) that `key` moves to from `index`, clamped to the
 * calendar; Home and End go to the start and end of the row, PageUp and PageDown a page (14 dates)
 * back or forward.
 */
export function getDateGridKeyTarget(
  key: DateGridKey,
  index: number,
  dateCount: number,
  perPage: number,
): number {
  const last = Math.max(0, dateCount - 1);
  const clamp = (target: number) => Math.min(Math.max(0, target), last);
  const rowStart = index - (index % DATE_GRID_COLUMNS);
  switch (key) {
    case 'ArrowLeft':
      return clamp(index - 1);
    case 'ArrowRight':
      return clamp(index + 1);
    case 'ArrowUp':
      return index - DATE_GRID_COLUMNS >= 0 ? index - DATE_GRID_COLUMNS : index;
    case 'ArrowDown':
      return index + DATE_GRID_COLUMNS <= last ? index + DATE_GRID_COLUMNS : index;
    case 'Home':
      return clamp(rowStart);
    case 'End':
      return clamp(rowStart + DATE_GRID_COLUMNS - 1);
    case 'PageUp':
      return clamp(index - perPage);
    case 'PageDown':
      return clamp(index + perPage);
  }
}
