import { describe, expect, it } from 'vitest';
import {
  describeInstructorCancellationTerms,
  getLessonStart,
  hasLessonStarted,
  isLessonStillToCome,
  type StudentCardLesson,
} from './lesson-timing';

describe('hasLessonStarted', () => {
  const lesson = { date: '2026-07-14', startTime: '10:00' };

  it('reads the lesson time in London (BST in summer)', () => {
    expect(getLessonStart(lesson).toISOString()).toBe('2026-07-14T09:00:00.000Z');
    expect(getLessonStart({ date: '2026-12-14', startTime: '10:00' }).toISOString()).toBe(
      '2026-12-14T10:00:00.000Z',
    );
  });

  it('is false before the start and true from it', () => {
    expect(hasLessonStarted(lesson, new Date('2026-07-14T08:59:59Z'))).toBe(false);
    expect(hasLessonStarted(lesson, new Date('2026-07-14T09:00:00Z'))).toBe(true);
    expect(hasLessonStarted(lesson, new Date('2026-07-15T09:00:00Z'))).toBe(true);
  });

  it('takes another zone when given one', () => {
    expect(hasLessonStarted(lesson, new Date('2026-07-14T09:30:00Z'), 'America/New_York')).toBe(false);
  });
});

describe('isLessonStillToCome', () => {
  const lesson: Pick<StudentCardLesson, 'date' | 'startTime' | 'status'> = {
    date: '2026-07-14',
    startTime: '10:00',
    status: 'scheduled',
  };
  const before = new Date('2026-07-14T08:59:59Z');

  it('is true for a booked lesson until it starts', () => {
    expect(isLessonStillToCome(lesson, before)).toBe(true);
    expect(isLessonStillToCome(lesson, new Date('2026-07-14T09:00:00Z'))).toBe(false);
  });

  it('is false for a lesson with an outcome, even before its start', () => {
    expect(isLessonStillToCome({ ...lesson, status: 'completed' }, before)).toBe(false);
    expect(isLessonStillToCome({ ...lesson, status: 'no_show' }, before)).toBe(false);
    expect(isLessonStillToCome({ ...lesson, status: 'cancelled' }, before)).toBe(false);
  });
});

describe('describeInstructorCancellationTerms', () => {
  it('says what happens to the hours in each part of the terms', () => {
    expect(describeInstructorCancellationTerms('free', 'Tom Clarke')).toBe(
      'It is 48 hours or more away: by the cancellation terms all its hours come back to Tom Clarke.',
    );
    expect(describeInstructorCancellationTerms('half_fee', 'Tom Clarke')).toContain(
      'half its hours are used',
    );
    expect(describeInstructorCancellationTerms('instructor_decides', 'Tom Clarke')).toContain(
      'you decide whether its hours are used',
    );
    expect(describeInstructorCancellationTerms(null, 'Tom Clarke')).toContain('no longer be cancelled');
  });
});
