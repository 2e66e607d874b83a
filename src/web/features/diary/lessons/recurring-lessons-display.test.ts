import { describe, expect, it } from 'vitest';
import type { RecurringLessonsPreview } from '../../../../core/diary/lessons/recurring-lessons-schemas';
import {
  describeBookedSeries,
  describeSeries,
  describeSeriesConfirm,
  describeSeriesHours,
  hasHoursForSeries,
} from './recurring-lessons-display';

function previewOf(clashes: number, free: number, minutesLeft: number): RecurringLessonsPreview {
  const week = { date: '2026-10-13', startTime: '17:00', endTime: '18:30' };
  const clash = { reason: 'lesson' as const, studentName: 'Ann', message: 'Clashes with Ann.' };
  return {
    studentName: 'Sam Learner',
    weeks: [
      ...Array.from({ length: clashes }, () => ({ ...week, clash })),
      ...Array.from({ length: free }, () => ({ ...week, clash: null })),
    ],
    lessonsToBook: free,
    minutesNeeded: free * 90,
    minutesLeft,
  };
}

describe('recurring lessons display', () => {
  it('names the weekday, time, length and span of the series', () => {
    expect(describeSeries({ firstDate: '2026-10-13', startTime: '17:00', duration: 90, weeks: 10 })).toBe(
      'Every Tuesday at 5:00 PM, 1.5hr, 10 weeks from Tue 13 Oct',
    );
  });

  it('says what was booked and what was skipped', () => {
    const lesson = { id: 1, startTime: '17:00', duration: 90, status: 'scheduled' as const, purchaseId: 4 };
    expect(
      describeBookedSeries({ firstDate: '2026-10-13', startTime: '17:00', duration: 90, weeks: 4 }, 'Sam', {
        lessons: [
          { ...lesson, date: '2026-10-13' },
          { ...lesson, date: '2026-10-20' },
          { ...lesson, date: '2026-11-03' },
        ],
        skippedDates: ['2026-10-27'],
      }),
    ).toBe(
      'Booked 3 lessons for Sam: every Tuesday at 5:00 PM, 1.5hr, from Tue 13 Oct to Tue 3 Nov. Skipped Tue 27 Oct.',
    );
  });

  it('says on the confirm button what will happen', () => {
    expect(describeSeriesConfirm(previewOf(2, 8, 1200))).toBe('Book 8 lessons and skip 2');
    expect(describeSeriesConfirm(previewOf(0, 10, 1200))).toBe('Book 10 lessons');
    expect(describeSeriesConfirm(previewOf(1, 1, 1200))).toBe('Book 1 lesson and skip 1');
  });

  it('sets the hours needed against the hours left', () => {
    expect(describeSeriesHours(previewOf(2, 8, 1200))).toBe(
      '8 lessons need 12 hours; Sam Learner has 20 hours left.',
    );
    expect(hasHoursForSeries(previewOf(2, 8, 1200))).toBe(true);
    expect(hasHoursForSeries(previewOf(0, 10, 600))).toBe(false);
    expect(describeSeriesHours(previewOf(0, 2, -60))).toBe(
      '2 lessons need 3 hours; Sam Learner has 0 hours left.',
    );
  });
});
