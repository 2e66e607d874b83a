import { existsSync, mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { type Browser, type BrowserContext, chromium, type Page, type Request } from 'playwright-core';
import { afterAll, afterEach, beforeAll, expect } from 'vitest';
import { getBaseUrl } from './e2e-context';
import { REPO_ROOT } from './test-server';

export const MOBILE_WIDTH = 390;
export const DESKTOP_WIDTH = 1280;
export const VIEWPORT_WIDTHS = [MOBILE_WIDTH, DESKTOP_WIDTH] as const;
const VIEWPORT_HEIGHT = 900;
const FAILURE_SCREENSHOT_DIR = join(REPO_ROOT, 'test-results', 'failures');

const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--no-first-run',
  '--disable-sync',
  '--disable-dev-shm-usage',
];

/**
 * Which Chromium a spec runs in. 'shell' is Chromium's headless shell (Debian's
 * `chromium-headless-shell`, the browser Playwright itself runs headless tests in): the same Blink
 * and V8 without the full browser around them, and on CI's two cores the browser suite took about
 * a quarter less time in it (decision 0064). 'full' is Debian's `chromium`, for what the shell
 * leaves out: it shows no notifications.
 */
export type ChromiumBuild = 'shell' | 'full';

const DEFAULT_SHELL_PATH = '/usr/bin/chromium-headless-shell';
const DEFAULT_FULL_PATH = '/usr/bin/chromium';

/**
 * The executable for a build: CHROME_HEADLESS_SHELL_PATH or CHROME_PATH when set, else Debian's.
 * Without the shell installed, the shell's specs run in the full Chromium (slower, same results).
 */
function chromiumExecutablePath(build: ChromiumBuild): string {
  const fullPath = process.env.CHROME_PATH ?? DEFAULT_FULL_PATH;
  if (build === 'full') return fullPath;
  const shellPath = process.env.CHROME_HEADLESS_SHELL_PATH ?? DEFAULT_SHELL_PATH;
  return existsSync(shellPath) ? shellPath : fullPath;
}

/** Debian's Chromium (`apt-get install -y chromium chromium-headless-shell`), headless. */
export async function launchBrowser(build: ChromiumBuild = 'shell'): Promise<Browser> {
  const executablePath = chromiumExecutablePath(build);
  if (!existsSync(executablePath)) {
    throw new Error(
      `Chromium not found at ${executablePath}: install it (apt-get install -y chromium chromium-headless-shell) or set CHROME_PATH.`,
    );
  }
  return chromium.launch({ executablePath, args: CHROMIUM_ARGS });
}

export interface BrowserSession {
  /**
   * A page in a fresh context (own cookies and storage) with the given viewport width, its
   * relative URLs resolved against the test server. Closed after the test.
   */
  newPage(width: number): Promise<Page>;
}

interface OpenContext {
  context: BrowserContext;
  /** What went wrong inside the browser: uncaught errors, console errors, failed or 4xx/5xx requests. */
  problems: string[];
}

export interface BrowserSetupOptions {
  /** The server the pages open on (default: the shared e2e server). */
  baseUrl?: () => string;
  /** The headless shell (default) or the full Chromium (ChromiumBuild). */
  chromium?: ChromiumBuild;
  /**
   * 'block' (default): pages never register the service worker. A fresh context that opens a
   * learner's home or the dashboard would install it, and it precaches the whole app (328 files,
   * 1.8 MB) from the test server; in specs that open hundreds of fresh contexts that was about a
   * sixth of their time (decision 0064). The specs of the installed app, offline pages and
   * notifications say 'allow'.
   */
  serviceWorkers?: 'allow' | 'block';
}

/**
 * Call once at the top of a spec file: one Chromium for the file, a fresh context per page, every
 * context closed after its test. When a test fails, each of its pages is screenshotted into
 * test-results/failures/ and the browser's own errors (console, uncaught, failed requests) are printed.
 * Pages open on the shared e2e server unless `baseUrl` names another (a spec's own server).
 */
export function setUpBrowser(options: BrowserSetupOptions = {}): BrowserSession {
  let browser: Browser | null = null;
  let open: OpenContext[] = [];

  beforeAll(async () => {
    browser = await launchBrowser(options.chromium);
  });

  afterEach(async ({ task }) => {
    const contexts = open;
    open = [];
    if (task.result?.state === 'fail') {
      await reportFailure(contexts, task.fullTestName ?? task.name);
    }
    await Promise.all(contexts.map(({ context }) => context.close()));
  });

  afterAll(async () => {
    await browser?.close();
    browser = null;
  });

  return {
    async newPage(width) {
      if (!browser) throw new Error('The browser is not running: call newPage() inside a test');
      const context = await browser.newContext({
        baseURL: (options.baseUrl ?? getBaseUrl)(),
        viewport: { width, height: VIEWPORT_HEIGHT },
        serviceWorkers: options.serviceWorkers ?? 'block',
      });
      const problems: string[] = [];
      context.on('weberror', (error) => problems.push(`uncaught: ${error.error().message}`));
      context.on('console', (message) => {
        if (message.type() === 'error') problems.push(`console.error: ${message.text()}`);
      });
      context.on('requestfailed', (request) =>
        problems.push(
          `request failed: ${request.method()} ${request.url()} (${request.failure()?.errorText})`,
        ),
      );
      context.on('response', (response) => {
        if (response.status() >= 400) problems.push(`${response.status()} from ${response.url()}`);
      });
      open.push({ context, problems });
      // Follow each page's requests from its first one, so waitForPageReady knows what is in flight.
      context.on('page', trackRequests);
      return context.newPage();
    },
  };
}

async function reportFailure(contexts: OpenContext[], testName: string): Promise<void> {
  const problems = contexts.flatMap((entry) => entry.problems);
  if (problems.length > 0) {
    console.error(`Browser errors during "${testName}":\n  ${problems.join('\n  ')}`);
  }
  const pages = contexts.flatMap(({ context }) => context.pages());
  if (pages.length === 0) return;
  mkdirSync(FAILURE_SCREENSHOT_DIR, { recursive: true });
  const baseName = testName
    .replace(/[^a-z0-9]+/gi, '-')
    .replace(/^-|-$/g, '')
    .toLowerCase();
  await Promise.all(
    pages.map(async (page, index) => {
      const path = join(FAILURE_SCREENSHOT_DIR, `${baseName}${pages.length > 1 ? `-${index + 1}` : ''}.png`);
      try {
        await page.screenshot({ path, fullPage: true, timeout: 10_000 });
        console.error(`Screenshot of the failed test "${testName}": ${path}`);
      } catch {
        // The page may already be gone; the test's own error says what went wrong.
      }
    }),
  );
}

interface RequestTracker {
  inFlight: Set<Request>;
  /** When a request last started or ended (Date.now()). */
  lastActivity: number;
}

const requestTrackers = new WeakMap<Page, RequestTracker>();

/**
 * Follows a page's requests (started, finished, failed) so waitForPageReady can tell when none is
 * in flight. setUpBrowser's pages are followed from their creation; call it for a page of a context
 * of your own before its first navigation (without it, waitForPageReady falls back to Playwright's
 * 'networkidle', which always waits 500 ms).
 */
export function trackRequests(page: Page): void {
  if (requestTrackers.has(page)) return;
  const tracker: RequestTracker = { inFlight: new Set(), lastActivity: Date.now() };
  page.on('request', (request) => {
    tracker.inFlight.add(request);
    tracker.lastActivity = Date.now();
  });
  const ended = (request: Request) => {
    if (tracker.inFlight.delete(request)) tracker.lastActivity = Date.now();
  };
  page.on('requestfinished', ended);
  page.on('requestfailed', ended);
  requestTrackers.set(page, tracker);
}

/** No request may start or end for this long before the page counts as settled. */
const QUIET_MS = 100;
/** After the main thread went idle, how long a request it started has to show up here. */
const AFTER_IDLE_MS = 40;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Waits until no request is in flight and none started or ended for QUIET_MS, then until the
 * page's main thread is idle (a chunk that just arrived has run, and whatever it fetches has
 * started), and checks again: a page that loads code and then its data settles only after both.
 */
async function waitForQuietNetwork(page: Page, tracker: RequestTracker, deadline: number): Promise<void> {
  for (;;) {
    while (tracker.inFlight.size > 0 || Date.now() - tracker.lastActivity < QUIET_MS) {
      if (Date.now() > deadline) {
        const pending = [...tracker.inFlight].map((request) => `${request.method()} ${request.url()}`);
        throw new Error(
          `Expected ${page.url()} to settle, but requests were still in flight: ${pending.join(', ') || '(a new one every few ms)'}`,
        );
      }
      await sleep(10);
    }
    const before = tracker.lastActivity;
    await page.evaluate(
      () =>
        new Promise<void>((resolve) => {
          if (typeof requestIdleCallback === 'function')
            requestIdleCallback(() => resolve(), { timeout: 1000 });
          else setTimeout(resolve, 50);
        }),
    );
    await sleep(AFTER_IDLE_MS);
    if (tracker.inFlight.size === 0 && tracker.lastActivity === before) return;
  }
}

/**
 * Waits until a page has settled: loaded, no request in flight (for 100 ms, and still none once
 * its main thread is idle), a visible h1, fonts loaded. Fails saying which of these did not happen.
 * Pages not from setUpBrowser (nor passed to trackRequests) wait for 'networkidle' instead.
 */
export async function waitForPageReady(page: Page, timeout = 15_000): Promise<void> {
  const deadline = Date.now() + timeout;
  const tracker = requestTrackers.get(page);
  if (tracker) {
    await page.waitForLoadState('load', { timeout });
    await waitForQuietNetwork(page, tracker, deadline);
  } else {
    await page.waitForLoadState('networkidle', { timeout });
  }
  const heading = page.locator('h1').first();
  try {
    await heading.waitFor({ state: 'visible', timeout: Math.max(1000, deadline - Date.now()) });
  } catch {
    throw new Error(`Expected ${page.url()} to show an h1 within ${timeout} ms, but there was none`);
  }
  await page.evaluate(() => document.fonts.ready.then(() => undefined));
}

/**
 * Waits until a page has fetched whatever scripts it loads on its own, without a tap or a scroll:
 * until a second goes by with no new one (`countScripts` says how many have arrived so far).
 */
export async function waitUntilNoNewScript(page: Page, countScripts: () => number): Promise<void> {
  let seen = -1;
  while (seen !== countScripts()) {
    seen = countScripts();
    await page.waitForTimeout(1000);
  }
}

/** The pathname of the page's current URL, e.g. '/book-lesson'. */
export function currentPath(page: Page): string {
  return new URL(page.url()).pathname;
}

/** Waits for the page to reach a path (and hash, when given); fails naming the expected and actual URL. */
export async function waitForPath(
  page: Page,
  expected: { pathname: string; hash?: string },
  timeout = 10_000,
): Promise<void> {
  const matches = (url: URL) =>
    url.pathname === expected.pathname && (expected.hash === undefined || url.hash === expected.hash);
  try {
    await page.waitForURL(matches, { timeout, waitUntil: 'commit' });
  } catch {
    throw new Error(
      `Expected to reach ${expected.pathname}${expected.hash ?? ''} within ${timeout} ms, but the page is at ${page.url()}`,
    );
  }
}

/** The page is no wider than the window: nothing scrolls sideways. */
export async function expectNoSidewaysScroll(page: Page): Promise<void> {
  const widths = await page.evaluate(() => ({
    scroll: document.documentElement.scrollWidth,
    inner: window.innerWidth,
  }));
  expect(widths.scroll, 'no sideways scrolling').toBeLessThanOrEqual(widths.inner);
}

/**
 * The JSON body of the page's next POST to `pathname`, read as it passes through: the booking
 * page opens the checkout as a new page at once, and a body read from `waitForResponse` after
 * that navigation is gone ("No resource with given identifier found").
 */
export async function captureNextPostJson(page: Page, pathname: string): Promise<{ body: Promise<unknown> }> {
  let resolveBody: (body: unknown) => void = () => {};
  let rejectBody: (error: unknown) => void = () => {};
  const body = new Promise<unknown>((resolve, reject) => {
    resolveBody = resolve;
    rejectBody = reject;
  });
  await page.route(
    (url) => url.pathname === pathname,
    async (route) => {
      if (route.request().method() !== 'POST') return route.fallback();
      try {
        const response = await route.fetch();
        resolveBody(await response.json());
        await route.fulfill({ response });
      } catch (error) {
        rejectBody(error);
      }
    },
  );
  return { body };
}
