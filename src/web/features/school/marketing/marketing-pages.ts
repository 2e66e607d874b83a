/**
 * The public content pages that carry the sticky booking bar: everywhere a visitor reads about the
 * school, not on the booking page itself, checkout, learners' private pages or the dashboard.
 */
const MARKETING_PATHS = new Set([
  '/',
  '/old-home',
  '/blog',
  '/old-blog',
  '/areas-covered',
  '/terms-and-conditions',
]);

export function isMarketingPage(pathname: string): boolean {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  return MARKETING_PATHS.has(path) || /^\/blog\/[^/]+$/.test(path);
}
