import { describe, expect, it } from 'vitest';
import { BLOG_ARTICLES } from '../content/blog-articles';
import {
  findPublicPage,
  formatDocumentTitle,
  getLowestPricePence,
  getPublicPages,
  isPrivatePath,
  type PageFacts,
  toAbsoluteUrl,
} from './public-pages';

const FACTS: PageFacts = {
  schoolName: 'Birmingham Automatic Driving School',
  passRatePercent: 85,
  lowestPricePence: 4000,
};

/** Issue 8's list of public pages (blog articles come from BLOG_ARTICLES). */
const STATIC_PUBLIC_PATHS = [
  '/',
  '/old-home',
  '/book-lesson',
  '/areas-covered',
  '/blog',
  '/old-blog',
  '/terms-and-conditions',
  '/my-progress',
  '/network-partner-request',
  '/join-instructor-network',
  '/payment-help',
];

describe('public pages', () => {
  it('lists every static public page and one page per blog article', () => {
    const paths = getPublicPages().map((page) => page.path);
    expect(paths).toEqual([
      ...STATIC_PUBLIC_PATHS,
      ...BLOG_ARTICLES.map((article) => `/blog/${article.slug}`),
    ]);
    expect(new Set(paths).size).toBe(paths.length);
  });

  it('gives each page a title and a meta description of at most 160 characters', () => {
    for (const page of getPublicPages()) {
      expect(page.title.trim(), page.path).not.toBe('');
      const description = page.describe(FACTS);
      expect(description.length, `${page.path}: ${description}`).toBeGreaterThanOrEqual(50);
      expect(description.length, `${page.path}: ${description}`).toBeLessThanOrEqual(160);
    }
  });

  it('gives each indexed page its own title and description', () => {
    const indexed = getPublicPages().filter((page) => page.canonicalPath === page.path);
    const titles = indexed.map((page) => page.title);
    const descriptions = indexed.map((page) => page.describe(FACTS));
    expect(new Set(titles).size).toBe(titles.length);
    expect(new Set(descriptions).size).toBe(descriptions.length);
  });

  it('takes the pass rate and the lowest price from the facts, never a literal', () => {
    const home = findPublicPage('/');
    expect(home?.describe(FACTS)).toContain('85% pass rate');
    expect(home?.describe(FACTS)).toContain('from £40');
    const changed = home?.describe({ ...FACTS, passRatePercent: 91, lowestPricePence: 4550 });
    expect(changed).toContain('91% pass rate');
    expect(changed).toContain('from £45.50');
    expect(home?.describe({ ...FACTS, lowestPricePence: null })).not.toContain('from £');
  });

  it('indexes /old-home under the home page and gives articles their dates', () => {
    expect(findPublicPage('/old-home')?.canonicalPath).toBe('/');
    expect(findPublicPage('/')?.hasSchoolStructuredData).toBe(true);
    for (const article of BLOG_ARTICLES) {
      const page = findPublicPage(`/blog/${article.slug}`);
      expect(page).toMatchObject({
        title: article.title,
        ogType: 'article',
        lastModified: article.publishedOn,
      });
      expect(page?.describe(FACTS)).toBe(article.description);
    }
  });

  it('knows nothing of token, checkout and instructor pages, which are private', () => {
    for (const path of [
      '/progress/abc',
      '/secure-progress',
      '/guardian',
      '/student-dashboard/abc',
      '/booking-alternatives/abc',
      '/checkout',
      '/stripe-checkout',
      '/bank-transfer-checkout',
      '/tide-store-checkout',
      '/woocommerce-checkout',
      '/payment-success',
      '/instructor-dashboard',
      '/reminder-settings',
    ]) {
      expect(findPublicPage(path), path).toBeUndefined();
      expect(isPrivatePath(path), path).toBe(true);
    }
    for (const page of getPublicPages()) expect(isPrivatePath(page.path), page.path).toBe(false);
  });

  it('finds pages by exact path only', () => {
    expect(findPublicPage('/blog')).toBeDefined();
    expect(findPublicPage('/blog/')).toBeUndefined();
    expect(findPublicPage('/BLOG')).toBeUndefined();
    expect(findPublicPage('/blog/no-such-article')).toBeUndefined();
  });
});

describe('page helpers', () => {
  it('formats the document title with the school name', () => {
    expect(formatDocumentTitle('Book a Lesson', 'Test School')).toBe('Book a Lesson | Test School');
  });

  it('joins the public URL and a path with one slash', () => {
    expect(toAbsoluteUrl('https://school.example', '/blog')).toBe('https://school.example/blog');
    expect(toAbsoluteUrl('https://school.example/', '/')).toBe('https://school.example/');
  });

  it('finds the lowest price, or none', () => {
    expect(getLowestPricePence([7200, 4000, 5400])).toBe(4000);
    expect(getLowestPricePence([])).toBeNull();
  });
});
