import { describe, expect, it } from 'vitest';
import { hasInstructorSessionHint } from './session-hint';

describe('the instructor session hint', () => {
  it('is found among the cookies the page can read', () => {
    expect(hasInstructorSessionHint('instructor_signed_in=1')).toBe(true);
    expect(hasInstructorSessionHint('analytics=no; instructor_signed_in=1; other=2')).toBe(true);
  });

  it('is absent when not set, cleared, or only named alike', () => {
    expect(hasInstructorSessionHint('')).toBe(false);
    expect(hasInstructorSessionHint('instructor_signed_in=')).toBe(false);
    expect(hasInstructorSessionHint('not_instructor_signed_in=1')).toBe(false);
    expect(hasInstructorSessionHint('instructor_signed_in=10')).toBe(false);
  });
});
