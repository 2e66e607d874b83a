import { describe, expect, it } from 'vitest';
import { BLOG_ARTICLES } from './blog-articles';
import { listBlogArticles, readOldBlogCategory } from './blog-categories';

describe('readOldBlogCategory', () => {
  it('reads a known category and treats anything else as all', () => {
    expect(readOldBlogCategory('Driving Skills')).toBe('Driving Skills');
    expect(readOldBlogCategory('driving skills')).toBeNull();
    expect(readOldBlogCategory('All')).toBeNull();
    expect(readOldBlogCategory(null)).toBeNull();
  });
});

describe('listBlogArticles', () => {
  it('filters the old blog by category, newest first', () => {
    const all = listBlogArticles(BLOG_ARTICLES, 'old-blog');
    expect(all).toHaveLength(6);
    const dates = all.map((article) => article.publishedOn);
    expect(dates).toEqual([...dates].sort().reverse());

    const skills = listBlogArticles(BLOG_ARTICLES, 'old-blog', 'Driving Skills');
    expect(skills.length).toBeGreaterThan(0);
    expect(skills.length).toBeLessThan(all.length);
    expect(skills.every((article) => article.category === 'Driving Skills')).toBe(true);
  });

  it('keeps the two lists apart', () => {
    const blog = listBlogArticles(BLOG_ARTICLES, 'blog');
    expect(blog.every((article) => article.lists.includes('blog'))).toBe(true);
  });
});
