import { describe, expect, it } from 'vitest';
import { isMarketingPage } from './marketing-pages';

describe('isMarketingPage', () => {
  it('is true on the content pages, including each article', () => {
    for (const path of [
      '/',
      '/old-home',
      '/blog',
      '/blog/',
      '/blog/manual-or-automatic',
      '/old-blog',
      '/areas-covered',
      '/terms-and-conditions',
    ]) {
      expect(isMarketingPage(path), path).toBe(true);
    }
  });

  it('is false on booking, checkout, private and dashboard pages', () => {
    for (const path of [
      '/book-lesson',
      '/checkout',
      '/my-progress',
      '/progress/abc',
      '/instructor-dashboard',
      '/blog/a/b',
    ]) {
      expect(isMarketingPage(path), path).toBe(false);
    }
  });
});
