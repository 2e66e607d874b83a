import { describe, expect, it } from 'vitest';
import { getNextLesson, getProgressMetrics, type LessonFacts } from './progress-metrics';

function lesson(overrides: Partial<LessonFacts>): LessonFacts {
  return {
    date: '2026-03-10',
    startTime: '10:00',
    bookedDuration: 120,
    actualDuration: null,
    status: 'completed',
    ...overrides,
  };
}

const now = { date: '2026-03-14', time: '09:00' };

describe('getProgressMetrics', () => {
  it('adds real durations of completed lessons only: actual when recorded, else booked', () => {
    const metrics = getProgressMetrics({
      lessons: [
        lesson({ bookedDuration: 120, actualDuration: 90 }),
        lesson({ bookedDuration: 60 }),
        lesson({ status: 'scheduled', date: '2026-03-20' }),
        lesson({ status: 'cancelled' }),
      ],
      notes: [],
      now,
    });
    expect(metrics.lessonsCompleted).toBe(2);
    expect(metrics.totalHours).toBe(2.5);
    expect(metrics.lessonsTarget).toBe(20);
  });

  it('counts the skills of the map practised, of 19, once each', () => {
    const metrics = getProgressMetrics({
      lessons: [],
      notes: [
        { skillsPracticed: ['Roundabouts', 'parking'] },
        { skillsPracticed: ['Roundabouts', 'Dual Carriageways', 'Signals'] },
      ],
      now,
    });
    // Signals is on the map (not on the old 15-item tick-list).
    expect(metrics).toMatchObject({ skillsPractised: 4, skillsTarget: 19, totalHours: 0, nextLesson: null });
  });
});

describe('getNextLesson', () => {
  it('is the earliest scheduled lesson not yet started', () => {
    const lessons = [
      lesson({ status: 'scheduled', date: '2026-03-21', startTime: '09:00' }),
      lesson({ status: 'scheduled', date: '2026-03-14', startTime: '08:00' }),
      lesson({ status: 'scheduled', date: '2026-03-14', startTime: '15:00' }),
      lesson({ status: 'completed', date: '2026-03-15' }),
    ];
    expect(getNextLesson(lessons, now)).toMatchObject({ date: '2026-03-14', startTime: '15:00' });
  });
});
