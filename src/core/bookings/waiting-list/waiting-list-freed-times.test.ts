import { describe, expect, it } from 'vitest';
import {
  getFreedRanges,
  getLessonSlotIds,
  isSameOpenTime,
  mergeOpenRanges,
} from './waiting-list-freed-times';

const at = (time: string) => new Date(`2026-12-01T${time}:00Z`);
const range = (from: string, to: string, instructorId = 1) => ({
  instructorId,
  startsAt: at(from),
  endsAt: at(to),
});
const FAR = new Date('2027-03-01T00:00:00Z');

describe('mergeOpenRanges', () => {
  it('joins touching and overlapping ranges of one instructor, never across instructors', () => {
    expect(
      mergeOpenRanges([
        range('11:00', '12:00'),
        range('10:00', '11:00'),
        range('11:30', '13:00'),
        range('10:00', '11:00', 2),
      ]),
    ).toEqual([range('10:00', '13:00'), range('10:00', '11:00', 2)]);
  });

  it('compares open time whatever the slots it is cut into', () => {
    expect(
      isSameOpenTime([range('10:00', '11:00'), range('11:00', '12:00')], [range('10:00', '12:00')]),
    ).toBe(true);
    expect(isSameOpenTime([range('10:00', '11:00')], [range('10:00', '12:00')])).toBe(false);
  });
});

describe('getFreedRanges', () => {
  it('finds a cancelled lesson put back on sale between open times', () => {
    const previous = [range('09:00', '10:00'), range('12:00', '13:00')];
    const current = [range('09:00', '10:00'), range('10:00', '12:00'), range('12:00', '13:00')];
    expect(getFreedRanges(previous, current, FAR)).toEqual([range('10:00', '12:00')]);
  });

  it('sees nothing freed when a slot was only cut into pieces (a manual lesson inside it)', () => {
    const previous = [range('10:00', '12:00')];
    const current = [range('11:00', '12:00')];
    expect(getFreedRanges(previous, current, FAR)).toEqual([]);
  });

  it('ignores time beyond the window looked at last time, and pieces under an hour', () => {
    const current = [range('10:00', '12:00'), range('14:00', '14:30')];
    expect(getFreedRanges([], current, at('11:00'))).toEqual([range('10:00', '11:00')]);
    expect(getFreedRanges([], current, FAR)).toEqual([range('10:00', '12:00')]);
  });

  it('keeps instructors apart', () => {
    expect(getFreedRanges([range('10:00', '11:00', 1)], [range('10:00', '11:00', 2)], FAR)).toEqual([
      range('10:00', '11:00', 2),
    ]);
  });
});

describe('getLessonSlotIds', () => {
  const slots = [
    { id: 1, ...range('10:00', '11:00') },
    { id: 2, ...range('11:00', '12:00') },
    { id: 3, ...range('12:00', '13:30') },
  ];

  it('answers the consecutive slots that make up the lesson exactly', () => {
    expect(getLessonSlotIds(slots, at('10:00'), 60)).toEqual([1]);
    expect(getLessonSlotIds(slots, at('10:00'), 120)).toEqual([1, 2]);
    expect(getLessonSlotIds(slots, at('11:00'), 60)).toEqual([2]);
  });

  it('answers null when a slot runs past the lesson or there is a gap', () => {
    expect(getLessonSlotIds(slots, at('12:00'), 60)).toBeNull();
    expect(getLessonSlotIds(slots, at('10:30'), 60)).toBeNull();
    expect(
      getLessonSlotIds(
        slots.filter((slot) => slot.id !== 2),
        at('10:00'),
        120,
      ),
    ).toBeNull();
    expect(getLessonSlotIds([], at('10:00'), 60)).toBeNull();
  });
});
