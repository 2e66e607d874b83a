import { describe, expect, it } from 'vitest';
import {
  getFreeTimeTargets,
  getVerticalPlacement,
  getVisibleHourRange,
  layOutOverlaps,
  minutesToWallTime,
  roundUpToQuarterHour,
  toMinuteRange,
  wallTimeToMinutes,
} from './calendar-grid-layout';

describe('wall times as minutes', () => {
  it('reads and writes HH:MM, midnight at the end of a day included', () => {
    expect(wallTimeToMinutes('00:00')).toBe(0);
    expect(wallTimeToMinutes('14:30')).toBe(870);
    expect(wallTimeToMinutes('24:00')).toBe(1440);
    expect(minutesToWallTime(870)).toBe('14:30');
    expect(minutesToWallTime(5)).toBe('00:05');
    expect(minutesToWallTime(1440)).toBe('24:00');
  });

  it('takes an end at or before the start as midnight at the end of the day', () => {
    expect(toMinuteRange('09:00', '10:30')).toEqual({ start: 540, end: 630 });
    expect(toMinuteRange('23:00', '00:00')).toEqual({ start: 1380, end: 1440 });
    expect(toMinuteRange('22:00', '24:00')).toEqual({ start: 1320, end: 1440 });
  });

  it('rounds up to the next quarter hour', () => {
    expect(roundUpToQuarterHour(870)).toBe(870);
    expect(roundUpToQuarterHour(871)).toBe(885);
    expect(roundUpToQuarterHour(884)).toBe(885);
  });
});

describe('getVisibleHourRange', () => {
  it('shows 07:00 to 20:00 when everything fits inside', () => {
    expect(getVisibleHourRange([])).toEqual({ startHour: 7, endHour: 20 });
    expect(getVisibleHourRange([toMinuteRange('09:00', '17:00')])).toEqual({ startHour: 7, endHour: 20 });
  });

  it('widens to whole hours around early and late items', () => {
    expect(getVisibleHourRange([toMinuteRange('05:30', '06:15'), toMinuteRange('19:40', '20:40')])).toEqual({
      startHour: 5,
      endHour: 21,
    });
    expect(getVisibleHourRange([toMinuteRange('22:00', '24:00')])).toEqual({ startHour: 7, endHour: 24 });
  });

  it('keeps the current time on screen, half an hour from either edge', () => {
    expect(getVisibleHourRange([], wallTimeToMinutes('22:10'))).toEqual({ startHour: 7, endHour: 23 });
    expect(getVisibleHourRange([], wallTimeToMinutes('22:40'))).toEqual({ startHour: 7, endHour: 24 });
    expect(getVisibleHourRange([], wallTimeToMinutes('05:59'))).toEqual({ startHour: 5, endHour: 20 });
    expect(getVisibleHourRange([], wallTimeToMinutes('06:07'))).toEqual({ startHour: 5, endHour: 20 });
    expect(getVisibleHourRange([], wallTimeToMinutes('23:50'))).toEqual({ startHour: 7, endHour: 24 });
    expect(getVisibleHourRange([], wallTimeToMinutes('00:10'))).toEqual({ startHour: 0, endHour: 20 });
  });
});

describe('getVerticalPlacement', () => {
  const hours = { startHour: 8, endHour: 18 };

  it('places a stretch as percentages of the hours shown', () => {
    expect(getVerticalPlacement(toMinuteRange('08:00', '09:00'), hours)).toEqual({
      topPercent: 0,
      heightPercent: 10,
    });
    expect(getVerticalPlacement(toMinuteRange('13:00', '14:30'), hours)).toEqual({
      topPercent: 50,
      heightPercent: 15,
    });
  });

  it('clips what runs past either edge', () => {
    expect(getVerticalPlacement(toMinuteRange('07:00', '09:00'), hours)).toEqual({
      topPercent: 0,
      heightPercent: 10,
    });
    expect(getVerticalPlacement(toMinuteRange('17:00', '24:00'), hours)).toEqual({
      topPercent: 90,
      heightPercent: 10,
    });
  });
});

describe('layOutOverlaps', () => {
  const item = (name: string, start: string, end: string) => ({ name, ...toMinuteRange(start, end) });
  const layOut = (items: ReturnType<typeof item>[], minimum = 0) =>
    layOutOverlaps(items, (entry) => entry, minimum).map(({ entry, column, columns }) => [
      entry.name,
      column,
      columns,
    ]);

  it('gives items that do not overlap the whole width', () => {
    expect(layOut([item('a', '09:00', '10:00'), item('b', '10:00', '11:00')])).toEqual([
      ['a', 0, 1],
      ['b', 0, 1],
    ]);
  });

  it('puts overlapping items side by side and reuses a column once it is free', () => {
    expect(
      layOut([
        item('lesson', '09:00', '11:00'),
        item('busy', '09:30', '10:00'),
        item('slot', '10:00', '11:00'),
        item('later', '12:00', '13:00'),
      ]),
    ).toEqual([
      ['lesson', 0, 2],
      ['busy', 1, 2],
      ['slot', 1, 2],
      ['later', 0, 1],
    ]);
  });

  it('counts three at once as three columns for the whole group', () => {
    expect(
      layOut([item('a', '09:00', '12:00'), item('b', '09:00', '10:00'), item('c', '09:30', '11:00')]),
    ).toEqual([
      ['a', 0, 3],
      ['b', 1, 3],
      ['c', 2, 3],
    ]);
  });

  it('lays a short item out as tall as it is drawn', () => {
    const short = [item('gym', '09:00', '09:10'), item('next', '09:10', '10:00')];
    expect(layOut(short)).toEqual([
      ['gym', 0, 1],
      ['next', 0, 1],
    ]);
    expect(layOut(short, 25)).toEqual([
      ['gym', 0, 2],
      ['next', 1, 2],
    ]);
  });
});

describe('getFreeTimeTargets', () => {
  const hours = { startHour: 8, endHour: 12 };
  const asTimes = (ranges: { start: number; end: number }[]) =>
    ranges.map((range) => `${minutesToWallTime(range.start)}-${minutesToWallTime(range.end)}`);

  it('offers each empty hour of an empty day', () => {
    expect(asTimes(getFreeTimeTargets([], hours))).toEqual([
      '08:00-09:00',
      '09:00-10:00',
      '10:00-11:00',
      '11:00-12:00',
    ]);
  });

  it('leaves out what is taken, and starts a part hour where the gap starts', () => {
    expect(
      asTimes(getFreeTimeTargets([toMinuteRange('08:30', '09:30'), toMinuteRange('10:00', '10:50')], hours)),
    ).toEqual(['08:00-08:30', '09:30-10:00', '11:00-12:00']);
  });

  it('drops gaps too short for a lesson or a tap', () => {
    expect(asTimes(getFreeTimeTargets([toMinuteRange('08:00', '08:40')], hours, 0, 30))).toEqual([
      '09:00-10:00',
      '10:00-11:00',
      '11:00-12:00',
    ]);
  });

  it('offers nothing before the given time (now on today, the whole day on a past day)', () => {
    expect(asTimes(getFreeTimeTargets([], hours, wallTimeToMinutes('10:15')))).toEqual([
      '10:15-11:00',
      '11:00-12:00',
    ]);
    expect(getFreeTimeTargets([], hours, 1440)).toEqual([]);
  });

  it('handles overlapping taken stretches and ones past the grid', () => {
    expect(
      asTimes(
        getFreeTimeTargets(
          [toMinuteRange('07:00', '09:00'), toMinuteRange('08:30', '10:00'), toMinuteRange('11:00', '24:00')],
          hours,
        ),
      ),
    ).toEqual(['10:00-11:00']);
  });
});
