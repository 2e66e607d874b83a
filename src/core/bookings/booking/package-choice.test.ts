import { describe, expect, it } from 'vitest';
import { DEFAULT_PACKAGE_TYPE, resolvePackageChoice } from './package-choice';

const offered = ['single_1hour', 'single_2hour', 'starter'];

describe('the chosen package', () => {
  it('starts as the 2 hour lesson', () => {
    expect(DEFAULT_PACKAGE_TYPE).toBe('single_2hour');
  });

  it('keeps an offered choice, and keeps any choice until the packages load', () => {
    expect(resolvePackageChoice('starter', offered)).toBe('starter');
    expect(resolvePackageChoice('made_up', undefined)).toBe('made_up');
  });

  it('falls back to the default for an unknown type, or to nothing if that is not offered', () => {
    expect(resolvePackageChoice('made_up', offered)).toBe('single_2hour');
    expect(resolvePackageChoice('made_up', ['starter'])).toBeNull();
  });

  it('keeps a deselected package deselected', () => {
    expect(resolvePackageChoice(null, offered)).toBeNull();
  });
});
