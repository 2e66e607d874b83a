import { addDaysToIsoDate, toZonedParts, zonedWallTimeToInstant } from '../../time/london-time';

/*
 * Time ranges as half-open instants [start, end): the busy periods read from the instructor's
 * calendar, the lessons, the slots. Pure, so the rules (what overlaps, what is left once the
 * school's own lessons are taken out) are tested on their own.
 */

export interface Interval {
  start: Date;
  end: Date;
}

/** True when the two ranges share any moment (touching ends do not overlap). */
export function intervalsOverlap(a: Interval, b: Interval): boolean {
  return a.start < b.end && b.start < a.end;
}

/** Sorted, with overlapping or touching ranges joined; empty ranges dropped. */
export function mergeIntervals(intervals: readonly Interval[]): Interval[] {
  const sorted = intervals
    .filter((interval) => interval.end > interval.start)
    .map((interval) => ({ start: interval.start, end: interval.end }))
    .sort((a, b) => a.start.getTime() - b.start.getTime());
  const merged: Interval[] = [];
  for (const interval of sorted) {
    const last = merged.at(-1);
    if (last && interval.start <= last.end) {
      if (interval.end > last.end) last.end = interval.end;
    } else {
      merged.push(interval);
    }
  }
  return merged;
}

/** What is left of `from` once every range of `remove` is taken out. */
export function subtractIntervals(from: readonly Interval[], remove: readonly Interval[]): Interval[] {
  const holes = mergeIntervals(remove);
  const result: Interval[] = [];
  for (const interval of mergeIntervals(from)) {
    let cursor = interval.start;
    for (const hole of holes) {
      if (hole.end <= cursor || hole.start >= interval.end) continue;
      if (hole.start > cursor) result.push({ start: cursor, end: hole.start });
      if (hole.end > cursor) cursor = hole.end;
      if (cursor >= interval.end) break;
    }
    if (cursor < interval.end) result.push({ start: cursor, end: interval.end });
  }
  return result;
}

/** Ranges cut to [windowStart, windowEnd); those outside dropped. */
export function clipIntervals(intervals: readonly Interval[], window: Interval): Interval[] {
  return intervals
    .map((interval) => ({
      start: interval.start < window.start ? window.start : interval.start,
      end: interval.end > window.end ? window.end : interval.end,
    }))
    .filter((interval) => interval.end > interval.start);
}

/** Splits [from, to) into pieces of at most `maxDays` days (Google's free/busy accepts about 90). */
export function splitIntoChunks(range: Interval, maxDays: number): Interval[] {
  const step = maxDays * 86_400_000;
  const chunks: Interval[] = [];
  for (let start = range.start.getTime(); start < range.end.getTime(); start += step) {
    chunks.push({ start: new Date(start), end: new Date(Math.min(start + step, range.end.getTime())) });
  }
  return chunks;
}

export interface DayPiece {
  /** YYYY-MM-DD in the zone. */
  date: string;
  /** HH:MM in the zone. */
  startTime: string;
  /** HH:MM in the zone; '24:00' when the piece runs to midnight. */
  endTime: string;
  /** The piece covers the whole day. */
  allDay: boolean;
}

/**
 * A range as the wall-clock pieces of each day it touches, in `timeZone`: a busy period from 23:00
 * to 01:00 is 23:00-24:00 on the first day and 00:00-01:00 on the next. Midnight is found for each
 * date, so a 23- or 25-hour day at a clock change is cut in the right place.
 */
export function splitIntoDayPieces(range: Interval, timeZone: string): DayPiece[] {
  if (range.end <= range.start) return [];
  const pieces: DayPiece[] = [];
  let date = toZonedParts(range.start, timeZone).date;
  for (let guard = 0; guard < 400; guard += 1) {
    const dayStart = zonedWallTimeToInstant(date, '00:00', timeZone);
    const nextDate = addDaysToIsoDate(date, 1);
    const dayEnd = zonedWallTimeToInstant(nextDate, '00:00', timeZone);
    if (dayStart >= range.end) break;
    const start = range.start > dayStart ? range.start : dayStart;
    const end = range.end < dayEnd ? range.end : dayEnd;
    if (end > start) {
      pieces.push({
        date,
        startTime: toZonedParts(start, timeZone).time,
        endTime: end.getTime() === dayEnd.getTime() ? '24:00' : toZonedParts(end, timeZone).time,
        allDay: start.getTime() === dayStart.getTime() && end.getTime() === dayEnd.getTime(),
      });
    }
    date = nextDate;
  }
  return pieces;
}
