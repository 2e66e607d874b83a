import { describe, expect, it } from 'vitest';
import { blogSlugOf, contentPageOf } from './content-paths';

describe('contentPageOf', () => {
  it('names the content pages that run without the router', () => {
    expect(contentPageOf('/areas-covered')).toBe('areas-covered');
    expect(contentPageOf('/blog')).toBe('blog');
    expect(contentPageOf('/blog/birmingham-roundabouts-guide')).toBe('blog-article');
    expect(contentPageOf('/terms-and-conditions')).toBe('terms-and-conditions');
    expect(contentPageOf('/my-progress')).toBe('my-progress');
    expect(contentPageOf('/join-instructor-network')).toBe('join-instructor-network');
    expect(contentPageOf('/network-partner-request')).toBe('network-partner-request');
    expect(contentPageOf('/book-lesson')).toBe('book-lesson');
  });

  it('leaves every other address to the router', () => {
    for (const pathname of [
      '/',
      '/book-lesson/',
      '/old-blog',
      '/blog/',
      '/blog/a/b',
      '/areas-covered/x',
      '/network-partner',
      '/instructor-dashboard',
    ])
      expect(contentPageOf(pathname)).toBeNull();
  });
});

describe('blogSlugOf', () => {
  it('reads the slug as the router decodes its parameter', () => {
    expect(blogSlugOf('/blog/birmingham-roundabouts-guide')).toBe('birmingham-roundabouts-guide');
    expect(blogSlugOf('/Blog/a%20b')).toBe('a b');
  });

  it('keeps a slug that is not a valid escape, and gives none for another address', () => {
    expect(blogSlugOf('/blog/%E0%A4%A')).toBe('%E0%A4%A');
    expect(blogSlugOf('/areas-covered')).toBe('');
  });
});
