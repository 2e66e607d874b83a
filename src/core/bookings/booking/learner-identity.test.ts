import { describe, expect, it } from 'vitest';
import { isSameLearnerName } from './learner-identity';

describe('isSameLearnerName', () => {
  it('matches the same name whatever its case, spacing and Unicode form', () => {
    expect(isSameLearnerName('Aisha Khan', '  aisha   KHAN ')).toBe(true);
    expect(isSameLearnerName('Zoë Brown', 'Zoe\u0308 Brown')).toBe(true);
  });

  it('does not match a different name', () => {
    expect(isSameLearnerName('Aisha Khan', 'Aisha Patel')).toBe(false);
    expect(isSameLearnerName('Aisha Khan', 'Aisha')).toBe(false);
  });
});
