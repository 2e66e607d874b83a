/**
 * The school's articles for learners: one source for the /blog and /old-blog lists, each article's
 * own page, the sitemap and the pre-rendered HTML. Pure data, shared by the web app and the server.
 */
export interface BlogArticleSection {
  heading: string;
  paragraphs: string[];
}

export interface BlogArticle {
  /** URL part: /blog/{slug}. Lower-case words joined by hyphens. */
  slug: string;
  title: string;
  /** One or two sentences: the list's summary and the page's meta description (at most 160 characters). */
  description: string;
  category: string;
  /** YYYY-MM-DD. */
  publishedOn: string;
  readingMinutes: number;
  /** The one article /blog shows large at the top. */
  featured: boolean;
  /** Which list shows it: /blog (featured + five) and/or /old-blog (six, filtered by category). */
  lists: readonly ('blog' | 'old-blog')[];
  sections: readonly BlogArticleSection[];
}

export const BLOG_ARTICLES: readonly BlogArticle[] = [];

export function findBlogArticle(slug: string): BlogArticle | undefined {
  return BLOG_ARTICLES.find((article) => article.slug === slug);
}
