import { describe, expect, it } from 'vitest';
import { joinWithAnd } from './join-with-and';

describe('joinWithAnd', () => {
  it('joins lists the UK way', () => {
    expect(joinWithAnd([])).toBe('');
    expect(joinWithAnd(['A'])).toBe('A');
    expect(joinWithAnd(['A', 'B'])).toBe('A and B');
    expect(joinWithAnd(['Aisha Khan', 'Tom Clarke', 'Ben Walsh'])).toBe(
      'Aisha Khan, Tom Clarke and Ben Walsh',
    );
  });
});
