/*
 * The time grid's geometry, kept pure so it can be tested without a browser: wall times as minutes
 * of the day, the hours the grid shows, where a block sits, how overlapping blocks share a column,
 * and which empty stretches of a day become "book a lesson here" targets.
 */

export const MINUTES_PER_DAY = 24 * 60;

/** The hours a grid shows when nothing falls outside them. */
export const DEFAULT_HOUR_RANGE: HourRange = { startHour: 7, endHour: 20 };

export interface HourRange {
  /** The first hour shown (0-23). */
  startHour: number;
  /** The hour the grid ends at (1-24), exclusive. */
  endHour: number;
}

/** A stretch of one day, in minutes from midnight; `end` may be 1440 (midnight at its end). */
export interface MinuteRange {
  start: number;
  end: number;
}

/** 'HH:MM' → minutes from midnight; '24:00' (a piece running to midnight) → 1440. */
export function wallTimeToMinutes(time: string): number {
  const [hours = 0, minutes = 0] = time.split(':').map(Number);
  return hours * 60 + minutes;
}

/** Minutes from midnight → 'HH:MM' (1440 → '24:00'). */
export function minutesToWallTime(minutes: number): string {
  const hours = Math.floor(minutes / 60);
  return `${String(hours).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;
}

/**
 * A day's item as minutes. A slot that ends at midnight comes as '00:00' (its end is read on the
 * next day), so an end at or before the start is taken as the end of the day.
 */
export function toMinuteRange(startTime: string, endTime: string): MinuteRange {
  const start = wallTimeToMinutes(startTime);
  const end = wallTimeToMinutes(endTime);
  return { start, end: end <= start ? MINUTES_PER_DAY : end };
}

/**
 * The hours to show: the defaults, widened to whole hours so every timed item fits, and (on the
 * week that holds today) so the current time does too, keeping today's time line on screen.
 * Clipped to the day (0 to 24).
 */
export function getVisibleHourRange(
  ranges: readonly MinuteRange[],
  nowMinutes: number | null = null,
  defaults: HourRange = DEFAULT_HOUR_RANGE,
): HourRange {
  let startHour = defaults.startHour;
  let endHour = defaults.endHour;
  for (const range of ranges) {
    startHour = Math.min(startHour, Math.floor(range.start / 60));
    endHour = Math.max(endHour, Math.ceil(range.end / 60));
  }
  if (nowMinutes !== null) {
    // Half an hour either side of the line, so it never sits on the grid's edge.
    startHour = Math.min(startHour, Math.floor((nowMinutes - 30) / 60));
    endHour = Math.max(endHour, Math.ceil((nowMinutes + 30) / 60));
  }
  return { startHour: Math.max(0, startHour), endHour: Math.min(24, endHour) };
}

/** Where a stretch sits in the grid, as percentages of its height (clipped to the hours shown). */
export function getVerticalPlacement(
  range: MinuteRange,
  hours: HourRange,
): { topPercent: number; heightPercent: number } {
  const first = hours.startHour * 60;
  const span = (hours.endHour - hours.startHour) * 60;
  const start = Math.min(Math.max(range.start, first), first + span);
  const end = Math.min(Math.max(range.end, first), first + span);
  return { topPercent: ((start - first) / span) * 100, heightPercent: ((end - start) / span) * 100 };
}

export interface PlacedColumn<T> {
  entry: T;
  /** Its column among the items it overlaps, from 0. */
  column: number;
  /** How many columns its group of overlapping items needs. */
  columns: number;
}

/**
 * Overlapping items side by side: items that overlap (directly or through each other) form a
 * group; each takes the first column free at its start, and the whole group shares the width
 * equally. A short item is laid out as if it lasted `minimumMinutes`, because it is drawn at least
 * that tall to stay readable and would otherwise cover the next one.
 */
export function layOutOverlaps<T>(
  entries: readonly T[],
  getRange: (entry: T) => MinuteRange,
  minimumMinutes = 0,
): PlacedColumn<T>[] {
  const sorted = entries
    .map((entry) => {
      const range = getRange(entry);
      return { entry, start: range.start, end: Math.max(range.end, range.start + minimumMinutes) };
    })
    .sort((a, b) => a.start - b.start || b.end - a.end);

  const placed: PlacedColumn<T>[] = [];
  let group: PlacedColumn<T>[] = [];
  let columnEnds: number[] = [];
  let groupEnd = Number.NEGATIVE_INFINITY;
  const closeGroup = () => {
    for (const item of group) item.columns = columnEnds.length;
    group = [];
    columnEnds = [];
  };

  for (const item of sorted) {
    if (item.start >= groupEnd) closeGroup();
    let column = columnEnds.findIndex((end) => end <= item.start);
    if (column === -1) {
      column = columnEnds.length;
      columnEnds.push(item.end);
    } else {
      columnEnds[column] = item.end;
    }
    const entry: PlacedColumn<T> = { entry: item.entry, column, columns: 1 };
    group.push(entry);
    placed.push(entry);
    groupEnd = Math.max(groupEnd, item.end);
  }
  closeGroup();
  return placed;
}

/**
 * The empty stretches of a day inside the hours shown, from `fromMinutes` on (none before it: no
 * lesson is offered in the past), cut at each whole hour so each is one target, and dropping any
 * shorter than `shortestMinutes` (too small to tap, and no lesson fits).
 */
export function getFreeTimeTargets(
  taken: readonly MinuteRange[],
  hours: HourRange,
  fromMinutes = 0,
  shortestMinutes = 30,
): MinuteRange[] {
  const sorted = [...taken].sort((a, b) => a.start - b.start);
  const targets: MinuteRange[] = [];
  let cursor = Math.max(hours.startHour * 60, fromMinutes);
  const gridEnd = hours.endHour * 60;
  const addGap = (start: number, end: number) => {
    let pieceStart = start;
    while (pieceStart < end) {
      const pieceEnd = Math.min(end, (Math.floor(pieceStart / 60) + 1) * 60);
      if (pieceEnd - pieceStart >= shortestMinutes) targets.push({ start: pieceStart, end: pieceEnd });
      pieceStart = pieceEnd;
    }
  };
  for (const range of sorted) {
    if (range.start > cursor) addGap(cursor, Math.min(range.start, gridEnd));
    cursor = Math.max(cursor, range.end);
    if (cursor >= gridEnd) break;
  }
  if (cursor < gridEnd) addGap(cursor, gridEnd);
  return targets;
}

/** The first quarter hour at or after `minutes` (a lesson offered "now" starts on a round time). */
export function roundUpToQuarterHour(minutes: number): number {
  return Math.ceil(minutes / 15) * 15;
}
