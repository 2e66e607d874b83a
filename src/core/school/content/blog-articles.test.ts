import { describe, expect, it } from 'vitest';
import { BLOG_ARTICLES, findBlogArticle } from './blog-articles';
import { OLD_BLOG_CATEGORIES } from './blog-categories';

const blogList = BLOG_ARTICLES.filter((article) => article.lists.includes('blog'));
const oldBlogList = BLOG_ARTICLES.filter((article) => article.lists.includes('old-blog'));

describe('BLOG_ARTICLES', () => {
  it('gives /blog one featured article and five more', () => {
    expect(blogList).toHaveLength(6);
    expect(blogList.filter((article) => article.featured)).toHaveLength(1);
    expect(BLOG_ARTICLES.filter((article) => article.featured)).toHaveLength(1);
  });

  it("gives /old-blog six articles, each in one of the spec's filter categories, every category used", () => {
    expect(oldBlogList).toHaveLength(6);
    const categories = new Set(oldBlogList.map((article) => article.category));
    expect([...categories].sort()).toEqual([...OLD_BLOG_CATEGORIES].sort());
  });

  it('has unique, URL-safe slugs that find their article', () => {
    const slugs = BLOG_ARTICLES.map((article) => article.slug);
    expect(new Set(slugs).size).toBe(slugs.length);
    for (const article of BLOG_ARTICLES) {
      expect(article.slug).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
      expect(findBlogArticle(article.slug)).toBe(article);
    }
    expect(findBlogArticle('no-such-article')).toBeUndefined();
  });

  it('has meta-description-sized summaries, real dates and real content', () => {
    for (const article of BLOG_ARTICLES) {
      expect(article.description.length, article.slug).toBeLessThanOrEqual(160);
      expect(article.description.length, article.slug).toBeGreaterThan(50);
      expect(article.publishedOn).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      expect(Number.isNaN(Date.parse(article.publishedOn))).toBe(false);
      expect(article.sections.length, article.slug).toBeGreaterThanOrEqual(3);
      const words = article.sections
        .flatMap((section) => section.paragraphs)
        .join(' ')
        .split(/\s+/).length;
      expect(words, `${article.slug} has too little to read`).toBeGreaterThan(250);
      // The reading time is the text's, at about 200 words a minute.
      expect(article.readingMinutes, article.slug).toBe(Math.max(1, Math.ceil(words / 200)));
    }
  });

  it('never states the school’s own prices (they come from the database)', () => {
    const text = JSON.stringify(BLOG_ARTICLES);
    for (const price of ['£40', '£54', '£72', '£180', '£320', '£360', '£270', '£380', '£150']) {
      expect(text, price).not.toContain(price);
    }
  });
});
