import { describe, expect, it } from 'vitest';
import { isCurrentPage } from './site-navigation';

describe('isCurrentPage', () => {
  it('marks a page current on itself and on the pages under it, as NavLink does', () => {
    expect(isCurrentPage('/blog', '/blog')).toBe(true);
    expect(isCurrentPage('/blog/manual-or-automatic', '/blog')).toBe(true);
    expect(isCurrentPage('/Blog', '/blog')).toBe(true);
    expect(isCurrentPage('/blogger', '/blog')).toBe(false);
    expect(isCurrentPage('/book-lesson', '/blog')).toBe(false);
  });

  it('marks the home page current only on itself', () => {
    expect(isCurrentPage('/', '/')).toBe(true);
    expect(isCurrentPage('/blog', '/')).toBe(false);
  });
});
