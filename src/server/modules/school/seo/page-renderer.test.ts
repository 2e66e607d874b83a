import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { silentLogger } from '../../../../../tests/support/silent-logger';
import { buildTestSiteInfo } from '../../../../../tests/support/site-info-fixture';
import {
  type LearnerPageData,
  learnerPageDataSchema,
} from '../../../../core/progress/learner-page-data-schemas';
import {
  LEARNER_PAGE_DATA_ELEMENT_ID,
  PRERENDER_DATA_ELEMENT_ID,
  type PrerenderData,
  prerenderDataSchema,
} from '../../../../core/school/site/prerender-data-schemas';
import { createPageRenderer, type PageAnswer, type PageRendererOptions } from './page-renderer';

const LEARNER_TOKEN = 'LiveToken_abcdefghijklmnop-0123';

const LEARNER_PAGE: LearnerPageData = {
  token: LEARNER_TOKEN,
  readAt: Date.UTC(2026, 10, 22, 9, 30),
  progress: {
    instructor: null,
    student: {
      fullName: 'Jo Learner',
      email: 'jo@example.com',
      phone: null,
      drivingExperience: null,
      pickup: { pickupAddress: null, pickupPostcode: null },
    },
    progressNotes: [],
    bookings: [],
    lessons: [],
    tokenWarning: null,
    balance: {
      boughtMinutes: 0,
      bookedMinutes: 0,
      usedMinutes: 0,
      leftMinutes: 0,
      owedPence: 0,
      paidPence: 0,
    },
    skillLevels: [],
    testRecord: { theory: null, practicalTests: [], mockTests: [] },
  },
};

/*
 * The page renderer with an index.html as Vite writes it and a stand-in server-rendering bundle
 * that records what it was asked to render.
 */

const TEMPLATE = `<!doctype html>
<html lang="en-GB">
  <head>
    <meta charset="UTF-8" />
    <meta
      name="description"
      content="The default description."
    />
    <title>Default title</title>
    <script type="module" crossorigin src="/assets/index-abc.js"></script>
    <link rel="stylesheet" crossorigin href="/assets/index-abc.css">
  </head>
  <body>
    <div id="root"></div>
  </body>
</html>
`;

// Records each call; throws for a URL with 'explode' in it, as a page with a rendering bug would.
const FAKE_RENDER_BUNDLE = `
export const calls = [];
export async function renderPage(url, data, learnerPage) {
  calls.push(url);
  if (url.includes('explode')) throw new Error('rendering bug');
  const learner = learnerPage ? '<p>For ' + learnerPage.progress.student.fullName + '</p>' : '';
  return '<main><h1>Rendered ' + url + '</h1><p>' + data.siteInfo.schoolName + '</p>' + learner + '</main>';
}
`;

const DATA: PrerenderData = {
  siteInfo: buildTestSiteInfo({
    phone: '0121 496 0999',
    whatsappNumber: '447700900999',
    email: 'hello@example.com',
  }),

  packages: {
    single_1hour: {
      packageType: 'single_1hour',
      name: '1 Hour Lesson',
      description: 'One hour.',
      price: 4000,
      lessons: 1,
      hours: 1,
      features: [],
      isPopular: false,
      isSingleLesson: true,
    },
  },
};

let root: string;
let bundlePath: string;

beforeAll(() => {
  root = mkdtempSync(join(tmpdir(), 'page-renderer-'));
  mkdirSync(join(root, 'ssr'));
  bundlePath = join(root, 'ssr', 'entry-server.js');
  writeFileSync(bundlePath, FAKE_RENDER_BUNDLE);
});

afterAll(() => {
  rmSync(root, { recursive: true, force: true });
});

/** The URLs the stand-in bundle has rendered so far. */
async function renderedUrls(): Promise<string[]> {
  const imported: unknown = await import(pathToFileURL(bundlePath).href);
  return z.object({ calls: z.array(z.string()) }).parse(imported).calls;
}

function createRenderer(overrides: Partial<PageRendererOptions> = {}) {
  let data = DATA;
  let today = '2026-11-22';
  const renderer = createPageRenderer({
    template: TEMPLATE,
    serverRenderEntry: bundlePath,
    publicUrl: 'https://school.example',
    loadData: async () => data,
    today: () => today,
    logger: silentLogger,
    ...overrides,
  });
  return {
    renderer,
    setData(next: PrerenderData) {
      data = next;
    },
    setToday(next: string) {
      today = next;
    },
  };
}

async function pageHtml(answer: Promise<PageAnswer>): Promise<{ html: string; indexable: boolean }> {
  const result = await answer;
  if (result.kind !== 'page') throw new Error(`Expected a page, got a redirect to ${result.location}`);
  return result;
}

function embeddedData(html: string, elementId = PRERENDER_DATA_ELEMENT_ID): unknown {
  const match = html.match(new RegExp(`<script type="application/json" id="${elementId}">(.*?)</script>`));
  return match?.[1] === undefined ? null : JSON.parse(match[1]);
}

describe('public pages', () => {
  it('are rendered with their own title, description, canonical URL and Open Graph tags', async () => {
    const { renderer } = createRenderer();
    const { html, indexable } = await pageHtml(renderer.answer('/book-lesson'));
    expect(indexable).toBe(true);
    expect(html).toContain('<title>Book a Lesson | Test Driving School</title>');
    expect(html).not.toContain('Default title');
    expect(html).not.toContain('The default description.');
    expect(html).toMatch(/<meta name="description" content="Choose a lesson package \(from £40\)[^"]*" \/>/);
    expect(html).toContain('<link rel="canonical" href="https://school.example/book-lesson" />');
    expect(html).toContain('<meta property="og:title" content="Book a Lesson | Test Driving School" />');
    expect(html).toContain('<meta property="og:url" content="https://school.example/book-lesson" />');
    expect(html).toContain('<meta property="og:type" content="website" />');
    expect(html).toContain('<meta property="og:site_name" content="Test Driving School" />');
    expect(html).not.toContain('application/ld+json');
    expect(html).not.toContain('name="robots"');
  });

  it('carry the server-rendered HTML and the data it was rendered from', async () => {
    const { renderer } = createRenderer();
    const { html } = await pageHtml(renderer.answer('/areas-covered'));
    expect(html).toContain(
      '<div id="root"><main><h1>Rendered /areas-covered</h1><p>Test Driving School</p></main></div>',
    );
    expect(prerenderDataSchema.parse(embeddedData(html))).toEqual(DATA);
  });

  it("give the home page the school's structured data, and /old-home the home page's canonical URL", async () => {
    const { renderer } = createRenderer();
    const home = await pageHtml(renderer.answer('/'));
    const jsonLd = home.html.match(/<script type="application\/ld\+json">(.*?)<\/script>/)?.[1];
    expect(JSON.parse(jsonLd ?? 'null')).toMatchObject({
      '@type': 'DrivingSchool',
      name: 'Test Driving School',
      telephone: '0121 496 0999',
      priceRange: '£40',
    });
    const oldHome = await pageHtml(renderer.answer('/old-home'));
    expect(oldHome.html).toContain('<link rel="canonical" href="https://school.example/" />');
  });

  it('are rendered once and kept until their data or the day changes', async () => {
    const { renderer, setData, setToday } = createRenderer();
    const countRenders = async () => (await renderedUrls()).filter((url) => url === '/my-progress').length;
    const before = await countRenders();
    await renderer.answer('/my-progress');
    await renderer.answer('/my-progress');
    expect(await countRenders()).toBe(before + 1);

    setData({ ...DATA, siteInfo: { ...DATA.siteInfo, passRatePercent: 90 } });
    const { html } = await pageHtml(renderer.answer('/my-progress'));
    expect(await countRenders()).toBe(before + 2);
    expect(prerenderDataSchema.parse(embeddedData(html)).siteInfo.passRatePercent).toBe(90);

    setToday('2026-11-23');
    await renderer.answer('/my-progress');
    expect(await countRenders()).toBe(before + 3);
  });

  it('are rendered with their query string, which the canonical URL leaves out', async () => {
    const { renderer } = createRenderer();
    const { html } = await pageHtml(renderer.answer('/book-lesson?package=starter'));
    expect(html).toContain('<h1>Rendered /book-lesson?package=starter</h1>');
    expect(html).toContain('<link rel="canonical" href="https://school.example/book-lesson" />');
  });

  it('are rendered without campaign parameters, which no page reads', async () => {
    const { renderer } = createRenderer();
    const { html } = await pageHtml(renderer.answer('/old-blog?utm_source=newsletter&category=test&gclid=x'));
    expect(html).toContain('<h1>Rendered /old-blog?category=test</h1>');
    const before = (await renderedUrls()).filter((url) => url === '/terms-and-conditions').length;
    await renderer.answer('/terms-and-conditions');
    await renderer.answer('/terms-and-conditions?utm_campaign=spring&fbclid=abc');
    expect((await renderedUrls()).filter((url) => url === '/terms-and-conditions').length).toBe(before + 1);
  });

  it('are left to the browser, still with their head, when rendering fails', async () => {
    const { renderer } = createRenderer();
    const { html, indexable } = await pageHtml(renderer.answer('/blog?explode=1'));
    expect(indexable).toBe(true);
    expect(html).toContain('<title>Driving Tips | Test Driving School</title>');
    expect(html).toContain('<div id="root"></div>');
    expect(embeddedData(html)).toBeNull();
    // A failed render is not kept: the next request tries again.
    const before = (await renderedUrls()).length;
    await renderer.answer('/blog?explode=1');
    expect((await renderedUrls()).length).toBe(before + 1);
  });

  it('are left to the browser when the server-rendering bundle was not built', async () => {
    const { renderer } = createRenderer({ serverRenderEntry: join(root, 'missing', 'entry-server.js') });
    const { html } = await pageHtml(renderer.answer('/'));
    expect(html).toContain('<title>Automatic Driving Lessons in Birmingham | Test Driving School</title>');
    expect(html).toContain('<div id="root"></div>');
  });

  it('have one address: a trailing slash is redirected away, keeping the query', async () => {
    const { renderer } = createRenderer();
    expect(await renderer.answer('/blog/?page=2')).toEqual({ kind: 'redirect', location: '/blog?page=2' });
    expect(await renderer.answer('/terms-and-conditions//')).toEqual({
      kind: 'redirect',
      location: '/terms-and-conditions',
    });
  });
});

describe("the learner's progress page", () => {
  /** A renderer whose learner data comes from `loadLearnerPage`, recording the tokens it is asked. */
  function createLearnerRenderer(
    loadLearnerPage: (token: string) => Promise<LearnerPageData | null> = async (token) =>
      token === LEARNER_TOKEN ? LEARNER_PAGE : null,
    overrides: Partial<PageRendererOptions> = {},
  ) {
    const askedTokens: string[] = [];
    const { renderer } = createRenderer({
      loadLearnerPage: (token) => {
        askedTokens.push(token);
        return loadLearnerPage(token);
      },
      ...overrides,
    });
    return { renderer, askedTokens };
  }

  const countRendersOf = async (prefix: string) =>
    (await renderedUrls()).filter((url) => url.startsWith(prefix)).length;

  it('is rendered with their progress behind a live token, noindex, and carries both data', async () => {
    const { renderer } = createLearnerRenderer();
    for (const url of [`/secure-progress?token=${LEARNER_TOKEN}`, `/progress/${LEARNER_TOKEN}`]) {
      const { html, indexable } = await pageHtml(renderer.answer(url));
      expect(indexable, url).toBe(false);
      expect(html, url).toContain('<meta name="robots" content="noindex" />');
      expect(html, url).toContain('<title>My Progress | Test Driving School</title>');
      expect(html, url).not.toContain('Default title');
      expect(html, url).toContain(`<h1>Rendered ${url}</h1><p>Test Driving School</p><p>For Jo Learner</p>`);
      expect(prerenderDataSchema.parse(embeddedData(html)), url).toEqual(DATA);
      expect(learnerPageDataSchema.parse(embeddedData(html, LEARNER_PAGE_DATA_ELEMENT_ID)), url).toEqual(
        LEARNER_PAGE,
      );
      // No canonical URL or Open Graph tags: nothing of a private page is meant to be shared.
      expect(html, url).not.toContain('rel="canonical"');
      expect(html, url).not.toContain('og:title');
    }
  });

  it('is rendered for every request, never kept', async () => {
    const { renderer, askedTokens } = createLearnerRenderer();
    const url = `/secure-progress?token=${LEARNER_TOKEN}`;
    const before = await countRendersOf(url);
    await renderer.answer(url);
    await renderer.answer(url);
    expect(await countRendersOf(url)).toBe(before + 2);
    expect(askedTokens).toEqual([LEARNER_TOKEN, LEARNER_TOKEN]);
  });

  it('is left to the browser for an expired or unknown link, which the API then answers', async () => {
    const { renderer, askedTokens } = createLearnerRenderer();
    const otherToken = 'ExpiredToken_abcdefghijklmnop';
    const before = await countRendersOf('/secure-progress');
    const { html, indexable } = await pageHtml(renderer.answer(`/secure-progress?token=${otherToken}`));
    expect(indexable).toBe(false);
    expect(html).toContain('<div id="root"></div>');
    expect(html).toContain('<title>Default title</title>');
    expect(embeddedData(html, LEARNER_PAGE_DATA_ELEMENT_ID)).toBeNull();
    expect(askedTokens).toEqual([otherToken]);
    expect(await countRendersOf('/secure-progress')).toBe(before);
  });

  it('reads nothing for an address that cannot hold a token', async () => {
    const { renderer, askedTokens } = createLearnerRenderer();
    for (const url of [
      '/secure-progress',
      '/secure-progress?token=short',
      `/secure-progress?token=${LEARNER_TOKEN}%00`,
      `/secure-progress?token=${LEARNER_TOKEN}.`,
      `/progress/${LEARNER_TOKEN}/more`,
      `/progress/%E0%A4%A${LEARNER_TOKEN}`,
      `/progress/${'a'.repeat(201)}`,
    ]) {
      const { html } = await pageHtml(renderer.answer(url));
      expect(html, url).toContain('<div id="root"></div>');
    }
    expect(askedTokens).toEqual([]);
  });

  it("reads no learner's data once the caller says this request may not", async () => {
    const { renderer, askedTokens } = createLearnerRenderer();
    const { html } = await pageHtml(
      renderer.answer(`/secure-progress?token=${LEARNER_TOKEN}`, { mayReadLearnerData: async () => false }),
    );
    expect(html).toContain('<div id="root"></div>');
    expect(askedTokens).toEqual([]);
    const allowed = await pageHtml(
      renderer.answer(`/secure-progress?token=${LEARNER_TOKEN}`, { mayReadLearnerData: async () => true }),
    );
    expect(allowed.html).toContain('<p>For Jo Learner</p>');
  });

  it('is left to the browser when the database does not answer, or rendering fails, and the log hides the token', async () => {
    const lines: string[] = [];
    const logger = pino({ level: 'warn' }, { write: (line: string) => lines.push(line) });
    const { renderer } = createLearnerRenderer(
      async () => {
        throw new Error('connection terminated');
      },
      { logger },
    );
    const down = await pageHtml(renderer.answer(`/secure-progress?token=${LEARNER_TOKEN}`));
    expect(down.html).toContain('<div id="root"></div>');

    const explodingToken = 'explode_abcdefghijklmnopqrstuvw';
    const failing = createLearnerRenderer(async (token) => ({ ...LEARNER_PAGE, token }), { logger });
    const failed = await pageHtml(failing.renderer.answer(`/progress/${explodingToken}`));
    expect(failed.html).toContain('<div id="root"></div>');
    expect(failed.html).not.toContain('learner-page-data');

    expect(lines.join('')).toContain('connection terminated');
    expect(lines.join('')).toContain('server rendering failed');
    expect(lines.join('')).not.toContain(explodingToken);
    expect(lines.join('')).not.toContain(LEARNER_TOKEN);
  });
});

describe("the dashboard's sign-in page", () => {
  it('is rendered for a browser without a session, noindex, with its title and data, and kept', async () => {
    const { renderer } = createRenderer();
    const before = (await renderedUrls()).length;
    const { html, indexable } = await pageHtml(
      renderer.answer('/instructor-dashboard?utm_source=mail', { hasInstructorSession: false }),
    );
    expect(indexable).toBe(false);
    expect(html).toContain('<meta name="robots" content="noindex" />');
    expect(html).toContain('<title>Instructor Login | Test Driving School</title>');
    expect(html).not.toContain('<link rel="canonical"');
    expect(html).toContain(
      '<div id="root"><main><h1>Rendered /instructor-dashboard</h1><p>Test Driving School</p></main></div>',
    );
    expect(prerenderDataSchema.parse(embeddedData(html))).toEqual(DATA);
    await renderer.answer('/instructor-dashboard', { hasInstructorSession: false });
    expect((await renderedUrls()).slice(before)).toEqual(['/instructor-dashboard']);
  });

  it('is left to the browser when the request carries a session, or does not say', async () => {
    const { renderer } = createRenderer();
    for (const answerOptions of [{ hasInstructorSession: true }, {}]) {
      const { html, indexable } = await pageHtml(renderer.answer('/instructor-dashboard', answerOptions));
      expect(indexable).toBe(false);
      expect(html).toContain('<div id="root"></div>');
      expect(embeddedData(html)).toBeNull();
    }
  });

  it('is rendered only at the dashboard address itself, not at its other pages', async () => {
    const { renderer } = createRenderer();
    for (const url of ['/instructor-dashboard/calendar', '/instructor-dashboard/forgot-password']) {
      const { html } = await pageHtml(renderer.answer(url, { hasInstructorSession: false }));
      expect(html, url).toContain('<div id="root"></div>');
    }
  });

  it('is left to the browser when rendering fails or the data cannot be read', async () => {
    const failing = createRenderer({
      loadData: async () => {
        throw new Error('database down');
      },
    });
    const { html } = await pageHtml(
      failing.renderer.answer('/instructor-dashboard', { hasInstructorSession: false }),
    );
    expect(html).toContain('<div id="root"></div>');
    const { renderer } = createRenderer();
    const exploded = await pageHtml(
      renderer.answer('/instructor-dashboard?explode=1', { hasInstructorSession: false }),
    );
    expect(exploded.html).toContain('<div id="root"></div>');
  });
});

describe('every other page', () => {
  it('is the client-rendered shell, asking search engines not to index it', async () => {
    const { renderer } = createRenderer();
    for (const url of ['/progress/abc', '/checkout', '/instructor-dashboard', '/no-such-page', '/nope/']) {
      const { html, indexable } = await pageHtml(renderer.answer(url));
      expect(indexable, url).toBe(false);
      expect(html, url).toContain('<meta name="robots" content="noindex" />');
      expect(html, url).toContain('<div id="root"></div>');
      expect(html, url).toContain('<title>Default title</title>');
      expect(embeddedData(html), url).toBeNull();
    }
    expect((await renderedUrls()).includes('/progress/abc')).toBe(false);
  });
});

describe('warming up', () => {
  it('renders every public page once', async () => {
    const { renderer } = createRenderer();
    const before = (await renderedUrls()).length;
    await renderer.warmUp();
    const rendered = (await renderedUrls()).slice(before);
    expect(rendered).toContain('/');
    expect(rendered).toContain('/book-lesson');
    expect(rendered).toContain('/payment-help');
    expect(rendered.some((url) => url.startsWith('/progress'))).toBe(false);
    // And the dashboard's sign-in form, the same for every browser without a session.
    expect(rendered).toContain('/instructor-dashboard');
  });
});
