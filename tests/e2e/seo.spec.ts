import { mkdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { CHUNK_JAVASCRIPT_BUDGET_KIB, findScriptsOverChunkBudget } from '../../scripts/page-budgets';
import { packagesResponseSchema } from '../../src/core/bookings/booking/package-schemas';
import {
  CUSTOMER_DETAILS_STORAGE_KEY,
  type CustomerDetails,
} from '../../src/core/money/payments/portal-payment-schemas';
import {
  INSTRUCTOR_SESSION_HINT_COOKIE,
  INSTRUCTOR_SESSION_HINT_VALUE,
} from '../../src/core/platform/auth/session-hint';
import { INSTRUCTOR_LOGIN_PAGE_TITLE } from '../../src/core/platform/auth/sign-in-page';
import { LEARNER_PROGRESS_PAGE_TITLE } from '../../src/core/progress/learner-page-data-schemas';
import { formatPriceRange } from '../../src/core/school/site/driving-school-json-ld';
import {
  LEARNER_PAGE_DATA_ELEMENT_ID,
  PRERENDER_DATA_ELEMENT_ID,
} from '../../src/core/school/site/prerender-data-schemas';
import {
  formatDocumentTitle,
  getPublicPages,
  type PublicPage,
  toAbsoluteUrl,
} from '../../src/core/school/site/public-pages';
import { type SiteInfo, siteInfoSchema } from '../../src/core/school/site/site-info-schemas';
import { DEMO_INSTRUCTOR_EMAIL, DEMO_INSTRUCTOR_PASSWORD } from '../../src/server/env';
import { DASHBOARD_TABS } from '../../src/web/lib/dashboard-tabs';
import { expectNoAxeViolations } from './support/accessibility';
import {
  DESKTOP_WIDTH,
  expectNoSidewaysScroll,
  MOBILE_WIDTH,
  setUpBrowser,
  waitForPageReady,
  waitUntilNoNewScript,
} from './support/browser';
import { getBaseUrl, urlFor } from './support/e2e-context';
import { getDemoLearnerAccessToken } from './support/instructor-api';
import { SCREENSHOT_DIR, SCREENSHOTS_ON, takeScreenshots } from './support/screenshots';
import { REPO_ROOT } from './support/test-server';

/*
 * Issue 8, findable and fast: the public pages arrive as HTML rendered by the server (title, meta
 * description, canonical URL, Open Graph tags, the home page's structured data), are hydrated
 * without errors, and search engines get a sitemap and robots.txt. The home page downloads neither
 * the dashboard's nor the booking page's code.
 */

const browser = setUpBrowser();
const PUBLIC_PAGES = getPublicPages();

let siteInfo: SiteInfo;

beforeAll(async () => {
  siteInfo = siteInfoSchema.parse(await (await fetch(urlFor('/api/site-info'))).json());
});

interface ServedPage {
  status: number;
  headers: Headers;
  html: string;
}

async function fetchPage(path: string): Promise<ServedPage> {
  const response = await fetch(urlFor(path), { redirect: 'manual' });
  return { status: response.status, headers: response.headers, html: await response.text() };
}

function decodeHtml(text: string): string {
  return text
    .replace(/&quot;/g, '"')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');
}

/** The content of `<meta {attribute}="{name}" content="...">`, decoded, or null. */
function metaContent(html: string, attribute: 'name' | 'property', name: string): string | null {
  const match = html.match(new RegExp(`<meta ${attribute}="${name}" content="([^"]*)"`));
  return match?.[1] === undefined ? null : decodeHtml(match[1]);
}

/** The text of the first h1 inside #root, tags removed. */
function rootHeading(html: string): string | null {
  const rootStart = html.indexOf('<div id="root">');
  const match = html.slice(rootStart).match(/<h1[^>]*>([\s\S]*?)<\/h1>/);
  return match?.[1] === undefined ? null : decodeHtml(match[1].replace(/<[^>]+>/g, '')).trim();
}

/**
 * The `<script>` elements of `html` a browser would run: inline ones (no `src`) whose type is
 * JavaScript (no type, a JavaScript MIME type or `module`). Data blocks (`application/json`,
 * `application/ld+json`) are not run.
 */
function executableInlineScripts(html: string): string[] {
  const javaScriptTypes = new Set([
    '',
    'module',
    'text/javascript',
    'application/javascript',
    'text/ecmascript',
  ]);
  return [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)]
    .filter(([, attributes = '']) => {
      if (/\ssrc\s*=/i.test(attributes)) return false;
      const type = attributes.match(/\stype\s*=\s*["']?([^"'\s>]*)/i)?.[1] ?? '';
      return javaScriptTypes.has(type.trim().toLowerCase());
    })
    .map(([element]) => element.slice(0, 200));
}

/** test-results/screenshots/public-<path>-390.png, e.g. public-home, public-blog-<slug>. */
function publicScreenshotName(path: string): string {
  return `public-${path === '/' ? 'home' : path.slice(1).replace(/\//g, '-')}`;
}

function pageLabel(page: PublicPage): string {
  return page.path;
}

describe('the HTML the server sends for each public page (no JavaScript)', () => {
  it.each(PUBLIC_PAGES.map((page) => [pageLabel(page), page] as const))(
    '%s has its content, title, description, canonical URL and Open Graph tags',
    async (_label, page) => {
      const served = await fetchPage(page.path);
      expect(served.status, `GET ${page.path}`).toBe(200);
      expect(served.headers.get('x-robots-tag'), `${page.path} must be indexable`).toBeNull();
      expect(served.html).not.toContain('name="robots"');

      const heading = rootHeading(served.html);
      expect(heading, `${page.path} should arrive with its h1 already rendered`).toBeTruthy();

      const title = formatDocumentTitle(page.title, siteInfo.schoolName);
      const titles = [...served.html.matchAll(/<title>([^<]*)<\/title>/g)].map((match) =>
        decodeHtml(match[1] ?? ''),
      );
      expect(titles, "exactly one <title>, the page's").toEqual([title]);
      const description = metaContent(served.html, 'name', 'description');
      expect(description?.length ?? 0, `${page.path} meta description`).toBeGreaterThanOrEqual(50);
      expect(served.html.match(/<meta name="description"/g), 'exactly one meta description').toHaveLength(1);

      const canonical = toAbsoluteUrl(getBaseUrl(), page.canonicalPath);
      expect(served.html).toContain(`<link rel="canonical" href="${canonical}" />`);
      expect(metaContent(served.html, 'property', 'og:title')).toBe(title);
      expect(metaContent(served.html, 'property', 'og:description')).toBe(description);
      expect(metaContent(served.html, 'property', 'og:url')).toBe(canonical);
      expect(metaContent(served.html, 'property', 'og:type')).toBe(page.ogType);
      expect(metaContent(served.html, 'property', 'og:site_name')).toBe(siteInfo.schoolName);

      // The data the page was rendered from travels with it, for hydration.
      expect(served.html).toContain(`<script type="application/json" id="${PRERENDER_DATA_ELEMENT_ID}">`);

      // The CSP (script-src 'self') blocks inline scripts: React's renderer must leave none (it
      // completes Suspense boundaries with them unless the page comes as one chunk).
      expect(
        executableInlineScripts(served.html),
        `${page.path} must hold no executable inline script`,
      ).toEqual([]);
      expect(served.html, `${page.path}: no Suspense boundary left to complete`).not.toMatch(/<template\b/i);
    },
  );

  it('shows the school, its phone and its prices on the home page', async () => {
    const { html } = await fetchPage('/');
    const packages = packagesResponseSchema.parse(await (await fetch(urlFor('/api/packages'))).json());
    expect(html).toContain(siteInfo.schoolName);
    expect(html).toContain(siteInfo.phone);
    expect(metaContent(html, 'name', 'description')).toContain(`${siteInfo.passRatePercent}% pass rate`);
    const visiblePrices = Object.values(packages).filter((item) => html.includes(`£${item.price / 100}`));
    expect(visiblePrices.length, 'the pricing cards are in the HTML').toBeGreaterThan(0);
  });

  it("carries the school's DrivingSchool structured data on the home page only", async () => {
    const { html } = await fetchPage('/');
    const blocks = [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)];
    expect(blocks, 'one JSON-LD block').toHaveLength(1);
    const jsonLd: unknown = JSON.parse(blocks[0]?.[1] ?? '');
    const packages = packagesResponseSchema.parse(await (await fetch(urlFor('/api/packages'))).json());
    const prices = Object.values(packages).map((item) => item.price);
    expect(jsonLd).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'DrivingSchool',
      name: siteInfo.schoolName,
      telephone: siteInfo.phone,
      email: siteInfo.email,
      url: `${getBaseUrl()}/`,
      priceRange: formatPriceRange(prices),
    });
    const areas = z.object({ areaServed: z.array(z.object({ name: z.string() })) }).parse(jsonLd).areaServed;
    expect(areas.map((area) => area.name)).toEqual(
      expect.arrayContaining(['Birmingham', 'Sutton Coldfield', 'Walsall', 'Sandwell']),
    );

    const { html: blogHtml } = await fetchPage('/blog');
    expect(blogHtml).not.toContain('application/ld+json');
  });

  it('redirects a public address with a trailing slash to the one without', async () => {
    const served = await fetchPage('/areas-covered/');
    expect(served.status).toBe(301);
    expect(served.headers.get('location')).toBe('/areas-covered');
  });
});

describe('private and unknown pages', () => {
  it.each([
    '/progress/not-a-real-token',
    '/secure-progress?token=x',
    '/booking-alternatives/not-a-real-token',
    '/waiting-list-offer/not-a-real-token',
    '/checkout',
    '/stripe-checkout',
    '/bank-transfer-checkout',
    '/tide-store-checkout',
    '/woocommerce-checkout',
    '/payment-success',
    '/instructor-dashboard/calendar',
    '/reminder-settings',
    '/no-such-page',
  ])('%s is the client-rendered app, marked noindex', async (path) => {
    const served = await fetchPage(path);
    expect(served.status).toBe(200);
    expect(served.headers.get('x-robots-tag')).toBe('noindex');
    expect(served.html).toContain('<meta name="robots" content="noindex" />');
    expect(served.html).toContain('<div id="root"></div>');
    expect(served.html).not.toContain(PRERENDER_DATA_ELEMENT_ID);
    expect(served.html).not.toContain('rel="canonical"');
  });
});

describe("the dashboard's sign-in page", () => {
  it('arrives as the sign-in form rendered by the server, private; a browser with a session gets the app', async () => {
    const served = await fetchPage('/instructor-dashboard');
    expect(served.status).toBe(200);
    expect(served.headers.get('cache-control')).toBe('no-store');
    expect(served.headers.get('x-robots-tag')).toBe('noindex');
    expect(served.html).toContain('<meta name="robots" content="noindex" />');
    expect(served.html).not.toContain('rel="canonical"');
    expect(rootHeading(served.html)).toBe('Instructor Login');
    expect(served.html).toContain('<form class="grid gap-5" noValidate="" method="post">');
    expect(executableInlineScripts(served.html)).toEqual([]);
    expect(served.html).not.toMatch(/<template\b/i);

    const signedIn = await fetch(urlFor('/instructor-dashboard'), {
      headers: { cookie: `${INSTRUCTOR_SESSION_HINT_COOKIE}=${INSTRUCTOR_SESSION_HINT_VALUE}` },
    });
    expect(await signedIn.text()).toContain('<div id="root"></div>');
  });

  it('is hydrated in place without errors, passes axe, and signs in', async () => {
    const page = await browser.newPage(MOBILE_WIDTH);
    const problems = recordProblems(page);
    await rememberServerRenderedRoot(page);
    await page.goto('/instructor-dashboard');
    await page.waitForSelector('#root[data-hydrated="true"]', { state: 'attached', timeout: 15_000 });
    expect(
      await page.evaluate(() => {
        const remembered: unknown = Reflect.get(window, 'serverRenderedRoot');
        return remembered !== null && remembered === document.getElementById('root')?.firstElementChild;
      }),
      "the app should adopt the server's HTML, not render the page again",
    ).toBe(true);
    expect(await page.title()).toBe(formatDocumentTitle(INSTRUCTOR_LOGIN_PAGE_TITLE, siteInfo.schoolName));
    await expectNoAxeViolations(page);
    await page.getByLabel('Email', { exact: true }).fill(DEMO_INSTRUCTOR_EMAIL);
    await page.getByLabel('Password', { exact: true }).fill(DEMO_INSTRUCTOR_PASSWORD);
    await page.getByRole('button', { name: 'Sign In' }).click();
    await page.getByText(`Signed in as ${DEMO_INSTRUCTOR_EMAIL}`).waitFor({ timeout: 15_000 });
    // Checked once hydrated, as on every visit: signed out, the server answers 401.
    const unexpected = problems.filter((problem) => !problem.includes('401'));
    expect(unexpected, 'the browser reported problems').toEqual([]);
  });
});

describe('sitemap.xml and robots.txt', () => {
  it('lists every indexed public page, and nothing private', async () => {
    const response = await fetch(urlFor('/sitemap.xml'));
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toContain('application/xml');
    const xml = await response.text();
    const locations = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1]);
    const expected = PUBLIC_PAGES.filter((page) => page.canonicalPath === page.path).map((page) =>
      toAbsoluteUrl(getBaseUrl(), page.path),
    );
    expect(locations).toEqual(expected);
    // Each listed page really is a page.
    for (const location of locations.slice(0, 5)) {
      expect((await fetch(location ?? '', { method: 'HEAD' })).status, location).toBe(200);
    }
  });

  it('keeps crawlers out of token, checkout and instructor pages and points to the sitemap', async () => {
    const response = await fetch(urlFor('/robots.txt'));
    expect(response.status).toBe(200);
    const lines = (await response.text()).split('\n');
    expect(lines).toEqual(
      expect.arrayContaining([
        'User-agent: *',
        'Disallow: /progress/',
        'Disallow: /secure-progress',
        'Disallow: /student-dashboard/',
        'Disallow: /booking-alternatives/',
        'Disallow: /checkout',
        'Disallow: /instructor-dashboard',
        'Disallow: /reminder-settings',
        `Sitemap: ${getBaseUrl()}/sitemap.xml`,
      ]),
    );
  });
});

/** Console errors, uncaught errors and 4xx/5xx answers seen by a page from the moment it opens. */
function recordProblems(page: Page): string[] {
  const problems: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') problems.push(`console.error: ${message.text()}`);
  });
  page.on('pageerror', (error) => problems.push(`uncaught: ${error.message}`));
  page.on('response', (response) => {
    if (response.status() >= 400) problems.push(`${response.status()} from ${response.url()}`);
  });
  return problems;
}

/**
 * Remembers the element the server rendered at the top of #root, before any script runs: if
 * hydration failed and the app rendered the page again, that element is gone.
 */
async function rememberServerRenderedRoot(page: Page): Promise<void> {
  await page.addInitScript(() => {
    document.addEventListener('DOMContentLoaded', () => {
      const element = document.getElementById('root')?.firstElementChild ?? null;
      Object.assign(window, { serverRenderedRoot: element });
    });
  });
}

const PORTAL_CUSTOMER: CustomerDetails = {
  name: 'Priya Shah',
  email: 'priya@example.com',
  phone: '07700 900456',
  amount: '£72.00',
  packageName: '2 Hour Lesson',
};

describe('hydration in the browser', () => {
  it.each(PUBLIC_PAGES.map((page) => [pageLabel(page), page] as const))(
    '%s is hydrated in place, without errors, keeps its title, passes axe and fits a phone',
    async (_label, publicPage) => {
      const page = await browser.newPage(MOBILE_WIDTH);
      const problems = recordProblems(page);
      await rememberServerRenderedRoot(page);
      if (publicPage.path === '/payment-help') {
        // What 'Open Portal' saves; without it the page sends the learner back to /book-lesson. The
        // server renders the page without them: hydration must still match.
        await page.addInitScript(([key, details]) => localStorage.setItem(key, details), [
          CUSTOMER_DETAILS_STORAGE_KEY,
          JSON.stringify(PORTAL_CUSTOMER),
        ] as const);
      }
      const served = await fetchPage(publicPage.path);

      await page.goto(publicPage.path);
      await waitForPageReady(page);
      // The app marks #root once it has hydrated the server's HTML (markHydrated).
      await page.waitForSelector('#root[data-hydrated="true"]', { state: 'attached', timeout: 15_000 });

      expect(
        await page.evaluate(() => {
          const remembered: unknown = Reflect.get(window, 'serverRenderedRoot');
          return remembered !== null && remembered === document.getElementById('root')?.firstElementChild;
        }),
        `${publicPage.path}: the app should adopt the server's HTML, not render the page again`,
      ).toBe(true);
      expect((await page.locator('h1').first().textContent())?.trim()).toBe(rootHeading(served.html));
      expect(await page.title()).toBe(formatDocumentTitle(publicPage.title, siteInfo.schoolName));
      expect(problems, `${publicPage.path}: the browser reported problems`).toEqual([]);
      // The one check of each public page on a phone (public-site.spec.ts checks them at 1280 px):
      // a picture first, so there is one even when axe finds something.
      await takeScreenshots(page, publicScreenshotName(publicPage.path), [MOBILE_WIDTH]);
      await expectNoAxeViolations(page);
      await expectNoSidewaysScroll(page);
    },
  );
});

describe("the learner's progress page behind their link", () => {
  it('arrives rendered with their progress, private, and is hydrated in place without asking again', async () => {
    const token = await getDemoLearnerAccessToken();
    const path = `/secure-progress?token=${token}`;
    const served = await fetchPage(path);
    expect(served.status).toBe(200);
    expect(served.headers.get('cache-control')).toBe('no-store');
    expect(served.headers.get('x-robots-tag')).toBe('noindex');
    expect(served.headers.get('referrer-policy')).toBe('no-referrer');
    expect(served.html).toContain('<meta name="robots" content="noindex" />');
    expect(served.html).not.toContain('rel="canonical"');
    expect(rootHeading(served.html)).toBe('Welcome back, Tom');
    expect(served.html).toContain('Tom Clarke');
    expect(served.html).toContain(`id="${LEARNER_PAGE_DATA_ELEMENT_ID}"`);
    expect(executableInlineScripts(served.html)).toEqual([]);

    const page = await browser.newPage(MOBILE_WIDTH);
    const problems = recordProblems(page);
    const progressRequests: string[] = [];
    page.on('request', (request) => {
      const { pathname } = new URL(request.url());
      // The cards ask for their own parts (/api/progress/{token}/waiting-list, /guardian-links); the
      // progress itself (/api/progress/{token}) must not be asked again.
      if (/^\/api\/progress\/[^/]+$/.test(pathname)) {
        progressRequests.push(request.url());
      }
    });
    await rememberServerRenderedRoot(page);
    await page.goto(path);
    await waitForPageReady(page);
    await page.waitForSelector('#root[data-hydrated="true"]', { state: 'attached', timeout: 15_000 });
    expect(
      await page.evaluate(() => {
        const remembered: unknown = Reflect.get(window, 'serverRenderedRoot');
        return remembered !== null && remembered === document.getElementById('root')?.firstElementChild;
      }),
      "the app should adopt the server's HTML, not render the page again",
    ).toBe(true);
    expect(await page.title()).toBe(formatDocumentTitle(LEARNER_PROGRESS_PAGE_TITLE, siteInfo.schoolName));
    expect(progressRequests, 'the progress embedded in the page is not fetched again').toEqual([]);
    expect(problems).toEqual([]);

    // Live once hydrated: the lesson actions open their dialog.
    await page
      .getByRole('button', { name: /^Move lesson/ })
      .first()
      .click();
    await page.getByRole('dialog').waitFor();
    await expectNoAxeViolations(page);
  });
});

describe('the hydration check', () => {
  it('fails a page whose served HTML differs from its first render in the browser', async () => {
    const page = await browser.newPage(MOBILE_WIDTH);
    const problems = recordProblems(page);
    // The server's HTML with the header menu's button changed: React finds text it would not
    // render in that island (only the islands hydrate on this page: start-islands.tsx).
    await page.route('**/terms-and-conditions', async (route) => {
      const response = await route.fetch();
      const html = (await response.text()).replace('Menu</button>', 'Not what the app renders</button>');
      await route.fulfill({ response, body: html });
    });
    await page.goto('/terms-and-conditions');
    await waitForPageReady(page);
    await page.waitForSelector('#root[data-hydrated="true"]', { state: 'attached', timeout: 15_000 });
    await expect
      .poll(() => problems.filter((problem) => problem.includes('while hydrating')).length, {
        message: 'the mismatch is reported as a console error, which fails the hydration test',
      })
      .toBeGreaterThan(0);
  });
});

describe('chunks', () => {
  const manifestSchema = z.record(
    z.string(),
    z.object({
      file: z.string(),
      imports: z.array(z.string()).optional(),
      dynamicImports: z.array(z.string()).optional(),
    }),
  );
  const manifest = manifestSchema.parse(
    JSON.parse(readFileSync(join(REPO_ROOT, 'dist', 'web', '.vite', 'manifest.json'), 'utf8')),
  );

  /** The files of a chunk and of everything it imports statically. */
  function chunkClosure(key: string): Set<string> {
    const files = new Set<string>();
    const visit = (chunkKey: string) => {
      const chunk = manifest[chunkKey];
      if (!chunk) throw new Error(`The build manifest has no chunk ${chunkKey}`);
      if (files.has(chunk.file)) return;
      files.add(chunk.file);
      for (const imported of chunk.imports ?? []) visit(imported);
    };
    visit(key);
    return files;
  }

  /**
   * The home page's first load: start-islands.tsx and the islands it hydrates at once (the site
   * layout's and the marketing parts'), without the page's own code (decision 0044).
   */
  const homeChunkKeys = [
    'start-islands.tsx',
    'features/school/site/site-islands.tsx',
    'features/school/marketing/marketing-islands.tsx',
  ];
  /** What the home page loads: main.tsx, then the islands and the libraries they import. */
  const homeFiles = new Set([
    ...chunkClosure('index.html'),
    ...homeChunkKeys.flatMap((key) => [...chunkClosure(key)]),
  ]);
  /** What only the router needs (every other page): the home page needs none of it. */
  const routerOnlyFiles = new Set([...chunkClosure('start-app.tsx')].filter((file) => !homeFiles.has(file)));
  /** What only the dashboard or the booking page need: nothing the home page needs. */
  const dashboardAndBookingFiles = new Set(
    [
      ...chunkClosure('routes/instructor-dashboard-page.tsx'),
      ...chunkClosure('routes/book-lesson-page.tsx'),
    ].filter((file) => !homeFiles.has(file)),
  );

  it('keeps the dashboard and the booking page in chunks of their own', () => {
    for (const key of ['routes/instructor-dashboard-page.tsx', 'routes/book-lesson-page.tsx']) {
      const file = manifest[key]?.file ?? '';
      expect(dashboardAndBookingFiles.has(file), `${key} (${file}) is its own chunk`).toBe(true);
      expect(homeFiles.has(file), `the home page does not need ${file}`).toBe(false);
    }
  });

  /** Every JavaScript file of the build, by the manifest (entries, chunks and their imports). */
  const allScriptFiles = [...new Set(Object.values(manifest).map((chunk) => chunk.file))].filter((file) =>
    file.endsWith('.js'),
  );
  const readChunk = (file: string) => readFileSync(join(REPO_ROOT, 'dist', 'web', file), 'utf8');
  /** Set by React DOM's client renderer when it registers with React's developer tools. */
  const REACT_DOM_MARKER = /rendererPackageName:\s*["'`]react-dom["'`]/;

  it('runs the pages on React DOM, and no other renderer', () => {
    expect(allScriptFiles.length, 'the manifest lists the chunks').toBeGreaterThan(10);
    const withPreact = allScriptFiles.filter((file) => /preact/i.test(readChunk(file)));
    expect(withPreact, 'no chunk carries Preact').toEqual([]);
    const reactDomFiles = allScriptFiles.filter((file) => REACT_DOM_MARKER.test(readChunk(file)));
    expect(reactDomFiles, 'React DOM is one chunk of its own').toHaveLength(1);
    const [reactDomFile = ''] = reactDomFiles;
    // Both ways of starting a page load it: the home page and the router's pages.
    expect(homeFiles.has(reactDomFile), `the home page loads React DOM (${reactDomFile})`).toBe(true);
    expect(chunkClosure('start-app.tsx').has(reactDomFile), 'the other pages load React DOM').toBe(true);
    expect(readChunk(reactDomFile), 'React DOM 19').toMatch(/["'`]19\.\d+\.\d+["'`]/);
  });

  it(`keeps every script but React DOM's within ${CHUNK_JAVASCRIPT_BUDGET_KIB} KiB gzipped`, () => {
    expect(findScriptsOverChunkBudget(join(REPO_ROOT, 'dist', 'web'))).toEqual([]);
  });

  it("loads each dashboard section's code on its own: the sign-in form, Today and the week need no other section's", () => {
    // The sections routes/dashboard-tab-panels.tsx loads on demand: each its own dynamic entry, a
    // feature's tab or, for a section that shows several domains, its composition in routes/.
    const sectionKeys = [
      ...new Set(Object.values(manifest).flatMap((chunk) => chunk.dynamicImports ?? [])),
    ].filter((key) => /(\/components\/[\w-]+-tab|^routes\/[\w-]+-tab-panel)\.tsx$/.test(key));
    expect(sectionKeys, "every section's code is loaded on demand").toHaveLength(DASHBOARD_TABS.length);
    const sectionFiles = new Map(sectionKeys.map((key) => [manifest[key]?.file ?? key, key]));
    const sectionsNeeded = (key: string) =>
      [...chunkClosure(key)].flatMap((file) => {
        const section = sectionFiles.get(file);
        return section === undefined || section === key ? [] : [section];
      });
    const today = sectionKeys.find((key) => key.endsWith('/today-tab-panel.tsx')) ?? 'today-tab-panel';
    for (const key of [
      'routes/instructor-dashboard-page.tsx',
      'routes/instructor-calendar-page.tsx',
      today,
      ...sectionKeys,
    ]) {
      expect(sectionsNeeded(key), key).toEqual([]);
    }
  });

  it('keeps the router out of the home page', () => {
    expect(
      [...routerOnlyFiles].some((file) => file.includes('/router-')),
      'the router library is a chunk only the other pages load',
    ).toBe(true);
  });

  it('the home page downloads neither, nor the router', async () => {
    const page = await browser.newPage(MOBILE_WIDTH);
    const scripts: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname.slice(1));
    });
    await page.goto('/');
    await waitForPageReady(page);
    expect(scripts.length, 'the home page loads its code').toBeGreaterThan(0);
    expect(scripts.filter((file) => dashboardAndBookingFiles.has(file))).toEqual([]);
    expect(scripts.filter((file) => routerOnlyFiles.has(file))).toEqual([]);
  });
});

describe("the home page's JavaScript", () => {
  /** The lower sections' chunks (routes/home-page.tsx's lazy parts, for the router's /old-home). */
  const LOWER_SECTION_CHUNK =
    /^assets\/(pricing-section|landing-features|home-sections|recruitment-section)-/;
  /** The live figures' island and the card it imports (shared with /old-home's lazy section). */
  const LIVE_FIGURES_CHUNK = /^assets\/(live-activity-island|live-activity-card)-/;

  // Its size is checked with every other page's (page-budgets.spec.ts, scripts/page-budgets.ts).
  it("never loads the sections' code (static HTML), and the live figures' island as it is scrolled to", async () => {
    const page = await browser.newPage(MOBILE_WIDTH);
    const scripts = new Set<string>();
    page.on('response', (response) => {
      if (response.request().resourceType() === 'script')
        scripts.add(new URL(response.url()).pathname.slice(1));
    });
    await page.goto('/');
    await waitForPageReady(page);
    await waitUntilNoNewScript(page, () => scripts.size);
    expect([...scripts].filter((file) => LOWER_SECTION_CHUNK.test(file))).toEqual([]);
    expect([...scripts].filter((file) => LIVE_FIGURES_CHUNK.test(file))).toEqual([]);

    // The page's sections are never hydrated (decision 0044): only the islands' code loads.
    await page
      .getByRole('status')
      .filter({ hasText: "Loading this week's figures" })
      .scrollIntoViewIfNeeded();
    await expect
      .poll(() => [...scripts].some((file) => file.startsWith('assets/live-activity-island-')), {
        message: 'the live figures load when scrolled to',
        // A chunk fetched and run after the scroll: more than the poll's default 1 s on a busy machine.
        timeout: 10_000,
      })
      .toBe(true);
    await waitUntilNoNewScript(page, () => scripts.size);
    expect([...scripts].filter((file) => LOWER_SECTION_CHUNK.test(file))).toEqual([]);
  });
});

describe('screenshots of the HTML alone', () => {
  it.each(['/', '/book-lesson'])('%s reads well before any script runs', async (path) => {
    const withScript = await browser.newPage(MOBILE_WIDTH);
    // A context of its own with JavaScript off: what a crawler or a slow phone sees first.
    const noScript = await withScript
      .context()
      .browser()
      ?.newContext({
        baseURL: getBaseUrl(),
        javaScriptEnabled: false,
        viewport: { width: MOBILE_WIDTH, height: 900 },
      });
    if (!noScript) throw new Error('No browser to open a context without JavaScript');
    try {
      const page = await noScript.newPage();
      await page.goto(path);
      expect((await page.locator('h1').first().textContent())?.trim()).not.toBe('');
      // takeScreenshots waits for frames with a script, which this page may not run.
      mkdirSync(SCREENSHOT_DIR, { recursive: true });
      const name = `prerendered${path === '/' ? '-home' : path.replace(/\//g, '-')}`;
      for (const width of [MOBILE_WIDTH, DESKTOP_WIDTH]) {
        await page.setViewportSize({ width, height: 900 });
        if (SCREENSHOTS_ON)
          await page.screenshot({ path: join(SCREENSHOT_DIR, `${name}-${width}.png`), fullPage: true });
      }
    } finally {
      await noScript.close();
    }
  });
});
