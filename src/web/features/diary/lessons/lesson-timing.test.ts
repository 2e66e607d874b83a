import { describe, expect, it } from 'vitest';
import { DEFAULT_CANCELLATION_TERMS } from '../../../../core/school/settings/school-figures';
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
    const terms = DEFAULT_CANCELLATION_TERMS;
    expect(describeInstructorCancellationTerms('free', 'Tom Clarke', terms)).toBe(
      'It is 48 hours or more away: by the cancellation terms all its hours come back to Tom Clarke.',
    );
    expect(describeInstructorCancellationTerms('half_fee', 'Tom Clarke', terms)).toBe(
      'It is 24 to 48 hours away: by the cancellation terms half its hours are used and the rest come back to Tom Clarke.',
    );
    expect(describeInstructorCancellationTerms('instructor_decides', 'Tom Clarke', terms)).toBe(
      'It is less than 24 hours away: by the cancellation terms you decide whether its hours are used.',
    );
    expect(describeInstructorCancellationTerms(null, 'Tom Clarke', terms)).toContain(
      'no longer be cancelled',
    );
  });

  it("states the school's own figures", () => {
    const terms = { freeChangeHours: 72, lateChangeHours: 12, lateChangeForfeitPercent: 25, movesAllowed: 2 };
    expect(describeInstructorCancellationTerms('free', 'Tom Clarke', terms)).toContain(
      'It is 72 hours or more away',
    );
    expect(describeInstructorCancellationTerms('half_fee', 'Tom Clarke', terms)).toBe(
      'It is 12 to 72 hours away: by the cancellation terms 25% of its hours are used and the rest come back to Tom Clarke.',
    );
    expect(
      describeInstructorCancellationTerms('half_fee', 'Tom Clarke', {
        ...terms,
        lateChangeForfeitPercent: 100,
      }),
    ).toBe('It is 12 to 72 hours away: by the cancellation terms all its hours are used.');
    expect(describeInstructorCancellationTerms('instructor_decides', 'Tom Clarke', terms)).toContain(
      'It is less than 12 hours away',
    );
  });
});
