import { describe, expect, it } from 'vitest';
import { formatLessonLength } from './lesson-length-label';

describe('formatLessonLength', () => {
  it('says hours and minutes with the right plurals', () => {
    expect(formatLessonLength(15)).toBe('15 minutes');
    expect(formatLessonLength(60)).toBe('1 hour');
    expect(formatLessonLength(75)).toBe('1 hour 15 minutes');
    expect(formatLessonLength(135)).toBe('2 hours 15 minutes');
    expect(formatLessonLength(240)).toBe('4 hours');
  });
});
