import { describe, expect, it } from 'vitest';
import {
  clipIntervals,
  intervalsOverlap,
  mergeIntervals,
  splitIntoChunks,
  splitIntoDayPieces,
  subtractIntervals,
} from './busy-intervals';

const at = (iso: string) => new Date(iso);
const range = (start: string, end: string) => ({ start: at(start), end: at(end) });
const asText = (intervals: { start: Date; end: Date }[]) =>
  intervals.map(
    (interval) => `${interval.start.toISOString().slice(11, 16)}-${interval.end.toISOString().slice(11, 16)}`,
  );

describe('intervalsOverlap', () => {
  it('is true for a shared moment and false for touching ends', () => {
    expect(
      intervalsOverlap(
        range('2026-01-05T09:00Z', '2026-01-05T10:00Z'),
        range('2026-01-05T09:30Z', '2026-01-05T11:00Z'),
      ),
    ).toBe(true);
    expect(
      intervalsOverlap(
        range('2026-01-05T09:00Z', '2026-01-05T10:00Z'),
        range('2026-01-05T10:00Z', '2026-01-05T11:00Z'),
      ),
    ).toBe(false);
  });
});

describe('mergeIntervals', () => {
  it('joins overlapping and touching ranges and drops empty ones', () => {
    const merged = mergeIntervals([
      range('2026-01-05T11:00Z', '2026-01-05T12:00Z'),
      range('2026-01-05T09:00Z', '2026-01-05T10:00Z'),
      range('2026-01-05T09:30Z', '2026-01-05T11:00Z'),
      range('2026-01-05T14:00Z', '2026-01-05T14:00Z'),
      range('2026-01-05T15:00Z', '2026-01-05T16:00Z'),
    ]);
    expect(asText(merged)).toEqual(['09:00-12:00', '15:00-16:00']);
  });
});

describe('subtractIntervals', () => {
  it('takes the school lessons out of a busy period', () => {
    const left = subtractIntervals(
      [range('2026-01-05T08:00Z', '2026-01-05T17:00Z')],
      [range('2026-01-05T09:00Z', '2026-01-05T11:00Z'), range('2026-01-05T16:00Z', '2026-01-05T18:00Z')],
    );
    expect(asText(left)).toEqual(['08:00-09:00', '11:00-16:00']);
  });

  it('leaves nothing when a lesson covers the whole busy period', () => {
    expect(
      subtractIntervals(
        [range('2026-01-05T09:00Z', '2026-01-05T11:00Z')],
        [range('2026-01-05T09:00Z', '2026-01-05T11:00Z')],
      ),
    ).toEqual([]);
  });
});

describe('clipIntervals', () => {
  it('cuts ranges to a window', () => {
    const clipped = clipIntervals(
      [range('2026-01-05T07:00Z', '2026-01-05T09:00Z'), range('2026-01-05T20:00Z', '2026-01-05T21:00Z')],
      range('2026-01-05T08:00Z', '2026-01-05T20:00Z'),
    );
    expect(asText(clipped)).toEqual(['08:00-09:00']);
  });
});

describe('splitIntoChunks', () => {
  it('splits three months into pieces Google accepts', () => {
    const chunks = splitIntoChunks(range('2026-01-01T00:00Z', '2026-04-02T00:00Z'), 60);
    expect(chunks).toHaveLength(2);
    expect(chunks[0]?.end.getTime()).toBe(chunks[1]?.start.getTime());
    expect(chunks[1]?.end.toISOString()).toBe('2026-04-02T00:00:00.000Z');
  });
});

describe('splitIntoDayPieces', () => {
  it('cuts a period that crosses midnight in London time', () => {
    expect(splitIntoDayPieces(range('2026-07-10T21:00Z', '2026-07-11T00:30Z'), 'Europe/London')).toEqual([
      { date: '2026-07-10', startTime: '22:00', endTime: '24:00', allDay: false },
      { date: '2026-07-11', startTime: '00:00', endTime: '01:30', allDay: false },
    ]);
  });

  it('sees a whole day on the 23-hour day of the spring clock change', () => {
    expect(splitIntoDayPieces(range('2026-03-29T00:00Z', '2026-03-29T23:00Z'), 'Europe/London')).toEqual([
      { date: '2026-03-29', startTime: '00:00', endTime: '24:00', allDay: true },
    ]);
  });
});
