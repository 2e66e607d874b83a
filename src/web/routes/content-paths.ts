/**
 * The content pages the server renders that run without the router, like the home page
 * (content-document.tsx): pages of text (or a form) whose only live parts are the site layout's and
 * their own, with no link that needs the router. main.tsx reads this before loading anything else.
 */
export type ContentPageName =
  | 'areas-covered'
  | 'blog'
  | 'blog-article'
  | 'terms-and-conditions'
  | 'my-progress'
  | 'join-instructor-network'
  | 'network-partner-request'
  | 'book-lesson';

const CONTENT_PAGES: Readonly<Record<string, ContentPageName>> = {
  '/areas-covered': 'areas-covered',
  '/blog': 'blog',
  '/terms-and-conditions': 'terms-and-conditions',
  '/my-progress': 'my-progress',
  '/join-instructor-network': 'join-instructor-network',
  '/network-partner-request': 'network-partner-request',
  '/book-lesson': 'book-lesson',
};

/** `/blog/{slug}`: one article. Case-insensitive, as the router matches `blog/:slug`. */
const BLOG_ARTICLE_PATH = /^\/blog\/([^/]+)$/i;

/**
 * The content page at `pathname`, or null for any other address (the router's pages). Exact
 * addresses only: the server redirects the others (a trailing slash) or does not render them.
 */
export function contentPageOf(pathname: string): ContentPageName | null {
  if (BLOG_ARTICLE_PATH.test(pathname)) return 'blog-article';
  return CONTENT_PAGES[pathname] ?? null;
}

/** The article's slug in a `/blog/{slug}` address, decoded as the router decodes a parameter. */
export function blogSlugOf(pathname: string): string {
  const slug = BLOG_ARTICLE_PATH.exec(pathname)?.[1] ?? '';
  try {
    return decodeURIComponent(slug);
  } catch {
    // Not a valid escape: no article has such a slug, and the page says it was not found.
    return slug;
  }
}
