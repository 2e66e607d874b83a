import { formatPoundsWhole } from '../../format/display-format';
import { BLOG_ARTICLES } from '../content/blog-articles';

/*
 * The pages search engines may see: each is rendered to HTML by the server (pre-rendered with the
 * school's real configuration, then hydrated), listed in sitemap.xml and carries its own title,
 * meta description, canonical URL and Open Graph tags. Every other path (the learner's token
 * pages, checkout, the dashboard, unknown paths) is served as the client-rendered app, `noindex`.
 */

/** What a page's meta description may mention; all from configuration and the database. */
export interface PageFacts {
  schoolName: string;
  passRatePercent: number;
  /** The cheapest active package, in pence (null when no package is active). */
  lowestPricePence: number | null;
}

export interface PublicPage {
  /** The path as served, without a trailing slash (except the home page '/'). */
  path: string;
  /** The page's own title; the document title adds the school's name (`formatDocumentTitle`). */
  title: string;
  /** The meta description (at most 160 characters: longer ones are cut short in results). */
  describe: (facts: PageFacts) => string;
  /** The path of the page search engines should index for this content ('/' for /old-home). */
  canonicalPath: string;
  ogType: 'website' | 'article';
  /** Whether the page carries the school's DrivingSchool structured data (the home page). */
  hasSchoolStructuredData: boolean;
  /** YYYY-MM-DD for sitemap.xml, when the page has a real date (articles). */
  lastModified: string | null;
}

export const HOME_PAGE_TITLE = 'Automatic Driving Lessons in Birmingham';

/** The document title of a page: 'Book a Lesson | Birmingham Automatic Driving School'. */
export function formatDocumentTitle(pageTitle: string, schoolName: string): string {
  return `${pageTitle} | ${schoolName}`;
}

function describeHome({ passRatePercent, lowestPricePence }: PageFacts): string {
  const prices = lowestPricePence === null ? '' : `, lessons from ${formatPoundsWhole(lowestPricePence)}`;
  return `Automatic driving lessons in Birmingham and the West Midlands: ${passRatePercent}% pass rate${prices}. See live availability and book online in minutes.`;
}

interface StaticPageInput {
  path: string;
  title: string;
  describe: (facts: PageFacts) => string;
  canonicalPath?: string;
  hasSchoolStructuredData?: boolean;
}

function staticPage(input: StaticPageInput): PublicPage {
  return {
    path: input.path,
    title: input.title,
    describe: input.describe,
    canonicalPath: input.canonicalPath ?? input.path,
    ogType: 'website',
    hasSchoolStructuredData: input.hasSchoolStructuredData ?? false,
    lastModified: null,
  };
}

const STATIC_PAGES: readonly PublicPage[] = [
  staticPage({ path: '/', title: HOME_PAGE_TITLE, describe: describeHome, hasSchoolStructuredData: true }),
  // The old site's second address of the home page: the same page, indexed once under '/'.
  staticPage({
    path: '/old-home',
    title: HOME_PAGE_TITLE,
    describe: describeHome,
    canonicalPath: '/',
    hasSchoolStructuredData: true,
  }),
  staticPage({
    path: '/book-lesson',
    title: 'Book a Lesson',
    describe: ({ lowestPricePence }) =>
      `Choose a lesson package${lowestPricePence === null ? '' : ` (from ${formatPoundsWhole(lowestPricePence)})`}, pick times from our instructor's live availability in Birmingham and book your automatic driving lessons online.`,
  }),
  staticPage({
    path: '/areas-covered',
    title: 'Areas Covered',
    describe: () =>
      'The areas and postcodes we cover for automatic driving lessons across Birmingham, Sutton Coldfield, Walsall and Sandwell, and the test centres nearby.',
  }),
  staticPage({
    path: '/blog',
    title: 'Driving Tips',
    describe: () =>
      'Driving tips for learners in Birmingham: getting ready for your test, building skills and confidence, and saving money on lessons.',
  }),
  staticPage({
    path: '/old-blog',
    title: 'Driving Tips Archive',
    describe: () =>
      'Earlier articles for learner drivers, by topic: test preparation, driving skills and getting started with automatic lessons.',
  }),
  staticPage({
    path: '/terms-and-conditions',
    title: 'Terms and Conditions',
    describe: ({ schoolName }) =>
      `The terms of lessons with ${schoolName}: booking, payment, moving or cancelling a lesson, and your progress link.`,
  }),
  staticPage({
    path: '/my-progress',
    title: 'My Progress',
    describe: () =>
      'Follow your lessons, skills and test readiness through the secure progress link from your instructor, or have the link e-mailed to you again.',
  }),
  staticPage({
    path: '/network-partner-request',
    title: 'Request Alternative Times',
    describe: () =>
      'No time that suits you? Ask for other times, a female instructor or a manual car, and we will find you an instructor from our partner network.',
  }),
  staticPage({
    path: '/join-instructor-network',
    title: 'Join Our Instructor Network',
    describe: ({ schoolName }) =>
      `Qualified driving instructors in the West Midlands: apply to join the ${schoolName} network and teach learners who book with us.`,
  }),
  staticPage({
    path: '/payment-help',
    title: 'Payment Help',
    describe: () =>
      'Paying through our payment portal: your name, e-mail, phone, package and amount, each ready to copy into the portal form.',
  }),
];

function blogArticlePages(): PublicPage[] {
  return BLOG_ARTICLES.map((article) => ({
    path: `/blog/${article.slug}`,
    title: article.title,
    describe: () => article.description,
    canonicalPath: `/blog/${article.slug}`,
    ogType: 'article',
    hasSchoolStructuredData: false,
    lastModified: article.publishedOn,
  }));
}

/** Every public page: the static pages, then one page per blog article. */
export function getPublicPages(): PublicPage[] {
  return [...STATIC_PAGES, ...blogArticlePages()];
}

/** The public page served at `path` (no query string), if any. */
export function findPublicPage(path: string): PublicPage | undefined {
  return getPublicPages().find((page) => page.path === path);
}

/**
 * Paths that hold a learner's token, a payment in progress or the instructor's tools: never
 * indexed (`noindex`), left out of the sitemap and disallowed in robots.txt. Prefixes, as
 * robots.txt reads them.
 */
export const PRIVATE_PATH_PREFIXES: readonly string[] = [
  '/progress/',
  '/secure-progress',
  // The read-only page a learner shares with a parent or guardian (issue 25).
  '/guardian',
  '/student-dashboard/',
  '/booking-alternatives/',
  '/waiting-list-offer/',
  '/checkout',
  '/stripe-checkout',
  '/bank-transfer-checkout',
  '/tide-store-checkout',
  '/woocommerce-checkout',
  '/payment-success',
  '/instructor-dashboard',
  // An invitation to an instructor account: its token is the credential (issue 37).
  '/instructor-invitation/',
  // A learner offered to an instructor: its e-mailed link's token is the credential (issue 38).
  '/network-offer/',
  // A learner's cover offer for one lesson: its link's token is the credential (issue 38).
  '/lesson-cover/',
  // A learner asked to agree to another instructor: the link's token is the credential (issue 38).
  '/hand-over/',
  '/reminder-settings',
  '/api/',
];

export function isPrivatePath(path: string): boolean {
  return PRIVATE_PATH_PREFIXES.some((prefix) => path.startsWith(prefix));
}

/** An absolute URL on the public site: `publicUrl` has no trailing slash, `path` starts with '/'. */
export function toAbsoluteUrl(publicUrl: string, path: string): string {
  return `${publicUrl.replace(/\/+$/, '')}${path}`;
}

/** The lowest price among the packages, in pence, or null without packages. */
export function getLowestPricePence(prices: readonly number[]): number | null {
  return prices.length === 0 ? null : Math.min(...prices);
}
