import { describe, expect, it } from 'vitest';
import type { Lesson } from '../../../../core/diary/lessons/lessons-schemas';
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

// 22 Nov 2026, 12:00 in London (GMT, so the same in UTC).
const now = new Date('2026-11-22T12:00:00Z');

describe('pickNoteLessons', () => {
  it('offers started lessons only, drops cancelled ones, puts those not yet recorded first, then newest first', () => {
    const picked = pickNoteLessons(
      [
        lesson(1, '2026-11-10', 'completed'),
        lesson(2, '2026-11-20', 'scheduled'),
        lesson(3, '2026-11-30', 'scheduled'),
        lesson(4, '2026-11-21', 'cancelled'),
        lesson(5, '2026-11-22', 'scheduled', '11:00'),
        lesson(6, '2026-11-22', 'scheduled', '14:00'),
        lesson(7, '2026-11-15', 'no_show'),
      ],
      now,
    );
    expect(picked.map((l) => l.id)).toEqual([5, 2, 7, 1]);
  });

  it('reads the start in London time (summer time is an hour ahead of UTC)', () => {
    // 10:30 in London on 1 July is 09:30 UTC: the 10:00 lesson has started, the 11:00 one has not.
    const summerNow = new Date('2026-07-01T09:30:00Z');
    const picked = pickNoteLessons(
      [lesson(1, '2026-07-01', 'scheduled', '10:00'), lesson(2, '2026-07-01', 'scheduled', '11:00')],
      summerNow,
    );
    expect(picked.map((l) => l.id)).toEqual([1]);
  });

  it('offers a lesson from the minute it starts', () => {
    expect(pickNoteLessons([lesson(1, '2026-11-22', 'scheduled', '12:00')], now)).toHaveLength(1);
  });

  it('offers at most 20', () => {
    const many = Array.from({ length: 30 }, (_, index) =>
      lesson(index + 1, `2026-10-${String(index + 1).padStart(2, '0')}`, 'completed'),
    );
    expect(pickNoteLessons(many, now)).toHaveLength(20);
  });
});

describe('describeNoteLesson', () => {
  it('gives the date, time, length and the lesson status', () => {
    expect(describeNoteLesson(lesson(1, '2026-11-25', 'scheduled'))).toBe(
      'Wed 25 Nov, 9:00 AM (2hr) · not yet completed',
    );
    expect(describeNoteLesson(lesson(1, '2026-11-25', 'completed'))).toBe(
      'Wed 25 Nov, 9:00 AM (2hr) · completed',
    );
    expect(describeNoteLesson(lesson(1, '2026-11-25', 'no_show'))).toBe(
      'Wed 25 Nov, 9:00 AM (2hr) · no-show',
    );
  });
});
