import {
  getPublicPages,
  PRIVATE_PATH_PREFIXES,
  type PublicPage,
  toAbsoluteUrl,
} from '../../../../core/school/site/public-pages';
import { escapeHtml } from './page-html';

/**
 * sitemap.xml: every public page under its canonical address, once (/old-home is the home page
 * again, so it is left out), with its date when it has a real one (articles).
 */
export function buildSitemapXml(publicUrl: string, pages: readonly PublicPage[] = getPublicPages()): string {
  const entries = pages
    .filter((page) => page.canonicalPath === page.path)
    .map((page) => {
      const lastModified = page.lastModified ? `<lastmod>${page.lastModified}</lastmod>` : '';
      return `  <url><loc>${escapeHtml(toAbsoluteUrl(publicUrl, page.path))}</loc>${lastModified}</url>`;
    });
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...entries,
    '</urlset>',
    '',
  ].join('\n');
}

/**
 * robots.txt: everything may be crawled except the learners' token pages, checkout, the
 * instructor's pages and the API; those pages also say `noindex` themselves.
 */
export function buildRobotsTxt(publicUrl: string): string {
  return [
    'User-agent: *',
    ...PRIVATE_PATH_PREFIXES.map((prefix) => `Disallow: ${prefix}`),
    'Allow: /',
    '',
    `Sitemap: ${toAbsoluteUrl(publicUrl, '/sitemap.xml')}`,
    '',
  ].join('\n');
}
