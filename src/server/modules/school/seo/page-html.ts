import type { LearnerPageData } from '../../../../core/progress/learner-page-data-schemas';
import {
  buildDrivingSchoolJsonLd,
  serializeJsonForHtml,
} from '../../../../core/school/site/driving-school-json-ld';
import {
  LEARNER_PAGE_DATA_ELEMENT_ID,
  PRERENDER_DATA_ELEMENT_ID,
  type PrerenderData,
} from '../../../../core/school/site/prerender-data-schemas';
import {
  formatDocumentTitle,
  getLowestPricePence,
  type PublicPage,
  toAbsoluteUrl,
} from '../../../../core/school/site/public-pages';

/*
 * Turns the built index.html (dist/web) into a page: the public pages get their own title, meta
 * description, canonical URL, Open Graph tags (and the school's structured data on the home page),
 * the server-rendered HTML inside #root and the data it was rendered from; every other page gets
 * the client-rendered shell marked `noindex`.
 */

const ROOT_ELEMENT = '<div id="root"></div>';
const HEAD_END = '</head>';
const TITLE_PATTERN = /<title>[\s\S]*?<\/title>\s*/;
const DESCRIPTION_PATTERN = /<meta\s+name="description"[\s\S]*?>\s*/;

export function escapeHtml(text: string): string {
  return text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;');
}

/** Whether the template has the two places pages are written into. */
export function isPageTemplate(template: string): boolean {
  return template.includes(ROOT_ELEMENT) && template.includes(HEAD_END);
}

export interface PublicPageHeadInput {
  page: PublicPage;
  data: PrerenderData;
  publicUrl: string;
}

/** The <head> tags of a public page, from configuration and the packages. */
export function buildPublicPageHead({ page, data, publicUrl }: PublicPageHeadInput): string {
  const packages = Object.values(data.packages);
  const title = formatDocumentTitle(page.title, data.siteInfo.schoolName);
  const description = page.describe({
    schoolName: data.siteInfo.schoolName,
    passRatePercent: data.siteInfo.passRatePercent,
    lowestPricePence: getLowestPricePence(packages.map((item) => item.price)),
  });
  const canonicalUrl = toAbsoluteUrl(publicUrl, page.canonicalPath);
  const tags = [
    `<title>${escapeHtml(title)}</title>`,
    `<meta name="description" content="${escapeHtml(description)}" />`,
    `<link rel="canonical" href="${escapeHtml(canonicalUrl)}" />`,
    `<meta property="og:type" content="${page.ogType}" />`,
    `<meta property="og:site_name" content="${escapeHtml(data.siteInfo.schoolName)}" />`,
    `<meta property="og:title" content="${escapeHtml(title)}" />`,
    `<meta property="og:description" content="${escapeHtml(description)}" />`,
    `<meta property="og:url" content="${escapeHtml(canonicalUrl)}" />`,
    '<meta property="og:locale" content="en_GB" />',
    '<meta name="twitter:card" content="summary" />',
  ];
  if (page.hasSchoolStructuredData) {
    const jsonLd = buildDrivingSchoolJsonLd({ siteInfo: data.siteInfo, packages, publicUrl });
    tags.push(`<script type="application/ld+json">${serializeJsonForHtml(jsonLd)}</script>`);
  }
  return tags.join('\n    ');
}

export interface PublicPageHtmlInput {
  template: string;
  head: string;
  /** The server-rendered #root content, or null when rendering failed (the browser renders it). */
  rootHtml: string | null;
  data: PrerenderData;
}

function jsonScript(elementId: string, value: unknown): string {
  return `<script type="application/json" id="${elementId}">${serializeJsonForHtml(value)}</script>`;
}

/** The page's rendered HTML in #root, followed by the data it was rendered from. */
function withRootHtml(html: string, rootHtml: string, dataScripts: readonly string[]): string {
  // Function replacements: the page's own text may hold `$&` and the like.
  return html.replace(
    ROOT_ELEMENT,
    () => `<div id="root">${rootHtml}</div>\n    ${dataScripts.join('\n    ')}`,
  );
}

/** index.html with the page's head, and its rendered HTML and data when there is some. */
export function buildPublicPageHtml({ template, head, rootHtml, data }: PublicPageHtmlInput): string {
  const withHead = template
    .replace(TITLE_PATTERN, '')
    .replace(DESCRIPTION_PATTERN, '')
    .replace(HEAD_END, () => `  ${head}\n  ${HEAD_END}`);
  if (rootHtml === null) return withHead;
  return withRootHtml(withHead, rootHtml, [jsonScript(PRERENDER_DATA_ELEMENT_ID, data)]);
}

export interface LearnerPageHtmlInput {
  /** The `noindex` shell (`buildNoindexShellHtml`). */
  shellHtml: string;
  /** The document title, as the page sets it in the browser. */
  title: string;
  rootHtml: string;
  data: PrerenderData;
  learnerPage: LearnerPageData;
}

/**
 * The learner's own page rendered by the server: the `noindex` shell with its title, the HTML and
 * both data it was rendered from (the school's, and the learner's own).
 */
export function buildLearnerPageHtml({
  shellHtml,
  title,
  rootHtml,
  data,
  learnerPage,
}: LearnerPageHtmlInput): string {
  const titled = shellHtml.replace(TITLE_PATTERN, () => `<title>${escapeHtml(title)}</title>\n    `);
  return withRootHtml(titled, rootHtml, [
    jsonScript(PRERENDER_DATA_ELEMENT_ID, data),
    jsonScript(LEARNER_PAGE_DATA_ELEMENT_ID, learnerPage),
  ]);
}

export interface SignInPageHtmlInput {
  /** The `noindex` shell (`buildNoindexShellHtml`). */
  shellHtml: string;
  /** The document title, as the page sets it in the browser. */
  title: string;
  rootHtml: string;
  data: PrerenderData;
}

/**
 * The dashboard's sign-in form rendered by the server (for a browser that sent no session): the
 * `noindex` shell with its title, the HTML and the school's data it was rendered from.
 */
export function buildSignInPageHtml({ shellHtml, title, rootHtml, data }: SignInPageHtmlInput): string {
  const titled = shellHtml.replace(TITLE_PATTERN, () => `<title>${escapeHtml(title)}</title>\n    `);
  return withRootHtml(titled, rootHtml, [jsonScript(PRERENDER_DATA_ELEMENT_ID, data)]);
}

/** The client-rendered shell for pages that are not public: search engines are asked not to index it. */
export function buildNoindexShellHtml(template: string): string {
  return template.replace(HEAD_END, () => `  <meta name="robots" content="noindex" />\n  ${HEAD_END}`);
}
