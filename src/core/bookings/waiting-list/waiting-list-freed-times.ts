/*
 * Which times were freed since the waiting list last looked (issue 21). Decisions, and why:
 * - A freed time is a time learners can book now that they could not book at the last look. One
 *   rule covers every way a time frees (a lesson cancelled or moved by either side, a request
 *   expired or rejected, availability added, time off removed) without each of those paths having
 *   to remember to say so, and the list offers exactly what the booking page would sell.
 * - Times are compared, not slot ids: taking a manual lesson out of a slot replaces it by new
 *   pieces with new ids, and those pieces were on sale all along.
 * - Only inside the window looked at last time: a day that enters the 3-month booking window as
 *   the calendar turns was never taken, so it is not freed.
 * - Pieces shorter than the shortest lesson (60 minutes) are not freed times.
 */

export interface OpenRange {
  instructorId: number;
  startsAt: Date;
  endsAt: Date;
}

const MINUTE_MS = 60_000;
export const MIN_FREED_MINUTES = 60;

/** Ranges per instructor joined where they touch or overlap, in time order. */
export function mergeOpenRanges(ranges: readonly OpenRange[]): OpenRange[] {
  const sorted = [...ranges].sort(
    (a, b) => a.instructorId - b.instructorId || a.startsAt.getTime() - b.startsAt.getTime(),
  );
  const merged: OpenRange[] = [];
  for (const range of sorted) {
    const last = merged.at(-1);
    if (
      last &&
      last.instructorId === range.instructorId &&
      range.startsAt.getTime() <= last.endsAt.getTime()
    ) {
      if (range.endsAt.getTime() > last.endsAt.getTime()) last.endsAt = new Date(range.endsAt.getTime());
      continue;
    }
    merged.push({
      instructorId: range.instructorId,
      startsAt: new Date(range.startsAt.getTime()),
      endsAt: new Date(range.endsAt.getTime()),
    });
  }
  return merged;
}

/** Whether two lists of ranges describe the same open time. */
export function isSameOpenTime(a: readonly OpenRange[], b: readonly OpenRange[]): boolean {
  const left = mergeOpenRanges(a);
  const right = mergeOpenRanges(b);
  return (
    left.length === right.length &&
    left.every((range, index) => {
      const other = right[index];
      return (
        other !== undefined &&
        other.instructorId === range.instructorId &&
        other.startsAt.getTime() === range.startsAt.getTime() &&
        other.endsAt.getTime() === range.endsAt.getTime()
      );
    })
  );
}

/**
 * The parts of `current` that `previous` did not cover, cut at `until` (the end of the window
 * looked at last time), at least MIN_FREED_MINUTES long.
 */
export function getFreedRanges(
  previous: readonly OpenRange[],
  current: readonly OpenRange[],
  until: Date,
): OpenRange[] {
  const before = mergeOpenRanges(previous);
  const freed: OpenRange[] = [];
  for (const range of mergeOpenRanges(current)) {
    let cursor = range.startsAt.getTime();
    const end = Math.min(range.endsAt.getTime(), until.getTime());
    const covering = before.filter(
      (old) =>
        old.instructorId === range.instructorId &&
        old.endsAt.getTime() > cursor &&
        old.startsAt.getTime() < end,
    );
    for (const old of covering) {
      if (old.startsAt.getTime() > cursor) {
        freed.push({ instructorId: range.instructorId, startsAt: new Date(cursor), endsAt: old.startsAt });
      }
      cursor = Math.max(cursor, old.endsAt.getTime());
    }
    if (cursor < end) {
      freed.push({ instructorId: range.instructorId, startsAt: new Date(cursor), endsAt: new Date(end) });
    }
  }
  return freed.filter(
    (range) => range.endsAt.getTime() - range.startsAt.getTime() >= MIN_FREED_MINUTES * MINUTE_MS,
  );
}

export interface BookableSlotTime {
  id: number;
  startsAt: Date;
  endsAt: Date;
}

/**
 * The bookable slots that make up exactly the lesson [startsAt, startsAt + minutes): consecutive,
 * the first starting at the lesson's start and the last ending at its end. Null when the slots do
 * not tile it (a slot runs past the lesson's end, or there is a gap): the booking page sells whole
 * slots only, so such a lesson could not be booked and paid for the normal way.
 */
export function getLessonSlotIds(
  slots: readonly BookableSlotTime[],
  startsAt: Date,
  minutes: number,
): number[] | null {
  const end = startsAt.getTime() + minutes * MINUTE_MS;
  const ids: number[] = [];
  let cursor = startsAt.getTime();
  const sorted = [...slots].sort((a, b) => a.startsAt.getTime() - b.startsAt.getTime());
  for (const slot of sorted) {
    if (cursor === end) break;
    if (slot.startsAt.getTime() < cursor) continue;
    if (slot.startsAt.getTime() > cursor || slot.endsAt.getTime() > end) return null;
    ids.push(slot.id);
    cursor = slot.endsAt.getTime();
  }
  return cursor === end ? ids : null;
}
