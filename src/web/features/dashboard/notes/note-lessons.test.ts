import { describe, expect, it } from 'vitest';
import type { Lesson } from '../../../../core/dashboard/lessons-schemas';
import { describeNoteLesson, pickNoteLessons } from './note-lessons';

function lesson(id: number, date: string, status: Lesson['status'], startTime = '09:00'): Lesson {
  return {
    id,
    bookingId: null,
    studentId: 1,
    instructorId: 1,
    date,
    startTime,
    endTime: '11:00',
    bookedDuration: 120,
    actualDuration: null,
    status,
    notes: null,
    completedAt: null,
  };
}

describe('pickNoteLessons', () => {
  it('puts lessons that are due first, drops cancelled ones, then newest first', () => {
    const picked = pickNoteLessons(
      [
        lesson(1, '2026-11-10', 'completed'),
        lesson(2, '2026-11-20', 'scheduled'),
        lesson(3, '2026-11-30', 'scheduled'),
        lesson(4, '2026-11-21', 'cancelled'),
        lesson(5, '2026-11-22', 'scheduled', '14:00'),
      ],
      '2026-11-22',
    );
    expect(picked.map((l) => l.id)).toEqual([5, 2, 3, 1]);
  });

  it('offers at most 20', () => {
    const many = Array.from({ length: 30 }, (_, index) =>
      lesson(index + 1, `2026-10-${String(index + 1).padStart(2, '0')}`, 'completed'),
    );
    expect(pickNoteLessons(many, '2026-11-22')).toHaveLength(20);
  });
});

describe('describeNoteLesson', () => {
  it('gives the date, time, length and whether it is completed', () => {
    expect(describeNoteLesson(lesson(1, '2026-11-25', 'scheduled'))).toBe(
      'Wed 25 Nov, 9:00 AM (2hr) · not yet completed',
    );
    expect(describeNoteLesson(lesson(1, '2026-11-25', 'completed'))).toBe(
      'Wed 25 Nov, 9:00 AM (2hr) · completed',
    );
  });
});
