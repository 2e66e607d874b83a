import { describe, expect, it } from 'vitest';
import { matchesIfNoneMatch } from './conditional-get';

describe('matchesIfNoneMatch', () => {
  it('matches the same tag, weak or strong, in a list, or any with *', () => {
    expect(matchesIfNoneMatch('W/"abc"', 'W/"abc"')).toBe(true);
    expect(matchesIfNoneMatch('"abc"', 'W/"abc"')).toBe(true);
    expect(matchesIfNoneMatch('"x", W/"abc" ', 'W/"abc"')).toBe(true);
    expect(matchesIfNoneMatch('*', '"abc"')).toBe(true);
  });

  it('does not match another tag or no header', () => {
    expect(matchesIfNoneMatch(undefined, '"abc"')).toBe(false);
    expect(matchesIfNoneMatch('', '"abc"')).toBe(false);
    expect(matchesIfNoneMatch('W/"abd"', 'W/"abc"')).toBe(false);
  });
});
