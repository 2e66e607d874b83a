import { describe, expect, it } from 'vitest';
import type { TimeSlot } from '../../../../core/bookings/booking/time-slot-schemas';
import { parseRequestedSlotIds, pickRequestedSlots } from './requested-slots';

const slot = (id: number, time: string, duration = 60): TimeSlot => ({
  id,
  date: '2027-02-04',
  time,
  duration,
});
const six = slot(11, '18:00');
const seven = slot(12, '19:00');
const eight = slot(13, '20:00');
const twoHourLesson = { hours: 2, isSingleLesson: true };
const tenHours = { hours: 10, isSingleLesson: false };

describe('parseRequestedSlotIds', () => {
  it('reads a comma-separated list of slot ids, once each', () => {
    expect(parseRequestedSlotIds('12,13')).toEqual([12, 13]);
    expect(parseRequestedSlotIds(' 12 , 12 ')).toEqual([12]);
  });

  it('asks for nothing when the parameter is missing or not slot ids', () => {
    expect(parseRequestedSlotIds(null)).toEqual([]);
    expect(parseRequestedSlotIds('')).toEqual([]);
    expect(parseRequestedSlotIds('12,abc')).toEqual([]);
    expect(parseRequestedSlotIds('12,,13')).toEqual([]);
    expect(parseRequestedSlotIds('-3')).toEqual([]);
    expect(parseRequestedSlotIds('1.5')).toEqual([]);
  });
});

describe('pickRequestedSlots', () => {
  it('chooses the times when all are offered and they make up the lesson', () => {
    expect(pickRequestedSlots([12, 11], [six, seven, eight], twoHourLesson)).toEqual({
      kind: 'chosen',
      slots: [six, seven],
    });
    expect(pickRequestedSlots([13], [six, seven, eight], tenHours)).toEqual({
      kind: 'chosen',
      slots: [eight],
    });
  });

  it('chooses nothing when any one of them has gone', () => {
    expect(pickRequestedSlots([11, 12], [six, eight], twoHourLesson)).toEqual({ kind: 'gone' });
    expect(pickRequestedSlots([11, 12], [], twoHourLesson)).toEqual({ kind: 'gone' });
  });

  it('chooses nothing when the times do not fit the package', () => {
    expect(pickRequestedSlots([11], [six, seven], twoHourLesson)).toEqual({ kind: 'misfit' });
    expect(
      pickRequestedSlots([11, 12, 13], [six, seven, eight], { hours: 2, isSingleLesson: false }),
    ).toEqual({
      kind: 'misfit',
    });
  });
});
