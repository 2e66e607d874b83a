import { describe, expect, it } from 'vitest';
import type { InstructorSlot } from '../../../../core/bookings/availability/availability-admin-schemas';
import { describePatternResult, describeSlotDay, groupSlotsByDay } from './slot-days';

let nextId = 1;
function slot(date: string, time: string, state: InstructorSlot['state'] = 'free'): InstructorSlot {
  nextId += 1;
  return {
    id: nextId,
    date,
    time,
    duration: 60,
    isAvailable: state !== 'withdrawn',
    state,
    bookingId: state === 'held' ? 9 : null,
    studentName: state === 'held' ? 'Aisha Khan' : null,
  };
}

describe('groupSlotsByDay', () => {
  it('groups by date in order, times sorted, with counts', () => {
    const days = groupSlotsByDay([
      slot('2026-11-24', '14:00', 'held'),
      slot('2026-11-23', '10:00'),
      slot('2026-11-24', '09:00'),
      slot('2026-11-24', '11:00', 'withdrawn'),
    ]);
    expect(days.map((day) => day.date)).toEqual(['2026-11-23', '2026-11-24']);
    expect(days[1]?.slots.map((s) => s.time)).toEqual(['09:00', '11:00', '14:00']);
    expect(days[1]).toMatchObject({ free: 1, held: 1, withdrawn: 1 });
  });

  it('is empty without slots', () => {
    expect(groupSlotsByDay([])).toEqual([]);
  });
});

describe('describeSlotDay', () => {
  it('always says how many are free, and the rest when there are any', () => {
    expect(describeSlotDay({ free: 3, held: 0, withdrawn: 0 })).toBe('3 free');
    expect(describeSlotDay({ free: 0, held: 2, withdrawn: 1 })).toBe('0 free, 2 held, 1 withdrawn');
  });
});

describe('describePatternResult', () => {
  it('says how many were added and how many were skipped', () => {
    expect(describePatternResult({ created: 12, skipped: 3, timeOffDays: 0 })).toBe(
      'Added 12 slots (3 skipped because they overlapped)',
    );
    expect(describePatternResult({ created: 1, skipped: 0, timeOffDays: 0 })).toBe('Added 1 slot');
    expect(describePatternResult({ created: 0, skipped: 5, timeOffDays: 0 })).toBe(
      'Added 0 slots (5 skipped because they overlapped)',
    );
    expect(describePatternResult({ created: 8, skipped: 0, timeOffDays: 2 })).toBe(
      'Added 8 slots. 2 days skipped: you have time off then.',
    );
  });
});
