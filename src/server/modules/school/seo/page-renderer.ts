import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import { pathToFileURL } from 'node:url';
import type { FastifyBaseLogger } from 'fastify';
import { z } from 'zod';
import {
  INSTRUCTOR_DASHBOARD_PATH,
  INSTRUCTOR_LOGIN_PAGE_TITLE,
  isInstructorSignInPath,
} from '../../../../core/platform/auth/sign-in-page';
import {
  buildLearnerHomePath,
  findLearnerProgressToken,
  findOldLearnerDashboardToken,
  LEARNER_PROGRESS_PAGE_TITLE,
  type LearnerPageData,
} from '../../../../core/progress/learner-page-data-schemas';
import type { PrerenderData, RenderPage } from '../../../../core/school/site/prerender-data-schemas';
import {
  findPublicPage,
  formatDocumentTitle,
  getPublicPages,
} from '../../../../core/school/site/public-pages';
import { redactUrl } from '../../../lib/logger';
import {
  buildLearnerPageHtml,
  buildNoindexShellHtml,
  buildPublicPageHead,
  buildPublicPageHtml,
  buildSignInPageHtml,
  isPageTemplate,
} from './page-html';

/*
 * Answers every page request (docs/decisions/0012-pre-rendering.md). A public page is rendered on
 * the server by the bundle `vite build --ssr` made at build time, with the school's real
 * configuration and packages, and kept: it is rendered again only when that data (or the day)
 * changes. The learner's progress page behind a live token is rendered with their progress for
 * each request and never kept (0017). The dashboard's sign-in form, for a browser without a
 * session, is rendered like a public page and kept, but `noindex` (0039). Any other path gets the
 * client-rendered shell, `noindex`.
 */

export type PageAnswer =
  | { kind: 'page'; html: string; indexable: boolean }
  | {
      kind: 'redirect';
      location: string;
      /** A private address (it holds a token): a temporary redirect, never cached. */
      private?: boolean;
    };

export interface PageAnswerOptions {
  /**
   * Whether this request may read a learner's data to render their page (the caller's rate limit
   * on token lookups). Asked only for a learner's page; when false, the browser renders it.
   */
  mayReadLearnerData?: () => Promise<boolean>;
  /**
   * Whether the request carries an instructor session (its cookie, or the hint beside it). Only
   * without one is the dashboard's address rendered here, in its signed-out state (the sign-in
   * form); with one, or when not said, the browser renders the dashboard.
   */
  hasInstructorSession?: boolean;
}

export interface PageRenderer {
  /** The answer for a GET of `url` (path and query) that is not an API call or a file. */
  answer(url: string, answerOptions?: PageAnswerOptions): Promise<PageAnswer>;
  /** Renders every public page once, so the first visitors do not wait for it. */
  warmUp(): Promise<void>;
}

export interface PageRendererOptions {
  /** dist/web/index.html as built. */
  template: string;
  /** dist/ssr/entry-server.js; when it is missing, public pages are rendered in the browser. */
  serverRenderEntry: string;
  publicUrl: string;
  /** The school's configuration and packages, read for every public page request. */
  loadData: () => Promise<PrerenderData>;
  /**
   * The learner's progress behind `token` for their page, or null when the link is expired or
   * unknown (the browser then shows that). Without it, learner pages are rendered in the browser.
   */
  loadLearnerPage?: (token: string) => Promise<LearnerPageData | null>;
  /** Today's date (YYYY-MM-DD): a page rendered yesterday is rendered again (the footer's year). */
  today: () => string;
  logger: FastifyBaseLogger;
}

/** Rendered pages kept: each public page once, plus a few with query strings. */
const MAX_KEPT_PAGES = 200;

const serverRenderModuleSchema = z.object({
  renderPage: z.custom<RenderPage>((value) => typeof value === 'function', 'renderPage is not a function'),
});

/** Campaign and click identifiers: no page reads them, so /?utm_source=x is rendered (and kept) as /. */
const TRACKING_PARAMETER = /^(utm_[a-z]+|gclid|fbclid|msclkid)$/i;

/** `?a=1&utm_source=x` without its tracking parameters ('' when none is left). */
export function withoutTrackingParameters(query: string): string {
  if (query === '' || query === '?') return '';
  const parameters = new URLSearchParams(query);
  for (const name of [...parameters.keys()]) {
    if (TRACKING_PARAMETER.test(name)) parameters.delete(name);
  }
  const kept = parameters.toString();
  return kept === '' ? '' : `?${kept}`;
}

export function createPageRenderer(options: PageRendererOptions): PageRenderer {
  const { logger } = options;
  const { template } = options;
  const shellHtml = buildNoindexShellHtml(template);
  const canRender = isPageTemplate(template);
  const kept = new Map<string, Promise<string | null>>();
  let renderModule: Promise<RenderPage | null> | null = null;

  function loadRenderPage(): Promise<RenderPage | null> {
    renderModule ??= (async () => {
      if (!existsSync(options.serverRenderEntry)) {
        logger.warn(
          `${options.serverRenderEntry} is missing: public pages are rendered in the browser (run \`npm run build\`)`,
        );
        return null;
      }
      const imported: unknown = await import(pathToFileURL(options.serverRenderEntry).href);
      return serverRenderModuleSchema.parse(imported).renderPage;
    })().catch((error: unknown) => {
      logger.error({ err: error }, 'could not load the server-rendering bundle');
      return null;
    });
    return renderModule;
  }

  async function renderRoot(
    url: string,
    data: PrerenderData,
    learnerPage?: LearnerPageData,
  ): Promise<string | null> {
    const renderPage = await loadRenderPage();
    if (!renderPage) return null;
    try {
      return await renderPage(url, data, learnerPage);
    } catch (error) {
      // The browser can still render the page: a rendering bug must not take the page down.
      // The address of a learner's page holds their token: masked, like every request line.
      logger.error(
        { err: error, url: redactUrl(url) },
        'server rendering failed; the page is rendered in the browser',
      );
      return null;
    }
  }

  function keptRender(url: string, data: PrerenderData): Promise<string | null> {
    const dataHash = createHash('sha256').update(JSON.stringify(data)).digest('base64url');
    const key = `${url}\n${options.today()}\n${dataHash}`;
    const existing = kept.get(key);
    if (existing) return existing;
    const rendering = renderRoot(url, data);
    kept.set(key, rendering);
    // A failed render is tried again next time.
    void rendering.then((html) => {
      if (html === null) kept.delete(key);
    });
    if (kept.size > MAX_KEPT_PAGES) {
      const oldest = kept.keys().next().value;
      if (oldest !== undefined) kept.delete(oldest);
    }
    return rendering;
  }

  /**
   * The learner's progress page rendered with their progress, or null to send the shell: no
   * bundle, no allowance left, an expired or unknown link, or the database not answering (the
   * browser then asks the API, which says what is wrong).
   */
  async function answerLearnerPage(
    url: string,
    token: string,
    answerOptions: PageAnswerOptions,
  ): Promise<PageAnswer | null> {
    const { loadLearnerPage } = options;
    if (!loadLearnerPage || !canRender) return null;
    if (answerOptions.mayReadLearnerData && !(await answerOptions.mayReadLearnerData())) return null;
    let data: PrerenderData;
    let learnerPage: LearnerPageData | null;
    try {
      [data, learnerPage] = await Promise.all([options.loadData(), loadLearnerPage(token)]);
    } catch (error) {
      logger.warn({ err: error }, "could not read a learner's page data; sending the shell");
      return null;
    }
    if (!learnerPage) return null;
    const rootHtml = await renderRoot(url, data, learnerPage);
    if (rootHtml === null) return null;
    const html = buildLearnerPageHtml({
      shellHtml,
      title: formatDocumentTitle(LEARNER_PROGRESS_PAGE_TITLE, data.siteInfo.schoolName),
      rootHtml,
      data,
      learnerPage,
    });
    return { kind: 'page', html, indexable: false };
  }

  /**
   * The dashboard's sign-in form rendered here (the same for every browser without a session, so
   * kept like a public page), or null to send the shell: no bundle, or no data to render it with.
   */
  async function answerSignInPage(path: string, query: string): Promise<PageAnswer | null> {
    if (!canRender) return null;
    let data: PrerenderData;
    try {
      data = await options.loadData();
    } catch (error) {
      logger.error(
        { err: error, url: path },
        'could not read the data to render the sign-in page; sending the shell',
      );
      return null;
    }
    const rootHtml = await keptRender(`${path}${withoutTrackingParameters(query)}`, data);
    if (rootHtml === null) return null;
    const html = buildSignInPageHtml({
      shellHtml,
      title: formatDocumentTitle(INSTRUCTOR_LOGIN_PAGE_TITLE, data.siteInfo.schoolName),
      rootHtml,
      data,
    });
    return { kind: 'page', html, indexable: false };
  }

  async function answer(url: string, answerOptions: PageAnswerOptions = {}): Promise<PageAnswer> {
    const queryStart = url.indexOf('?');
    const path = queryStart === -1 ? url : url.slice(0, queryStart);
    const query = queryStart === -1 ? '' : url.slice(queryStart);

    // One address per page: /blog/ is /blog.
    if (path.length > 1 && path.endsWith('/')) {
      const trimmed = path.replace(/\/+$/, '');
      if (trimmed !== '' && findPublicPage(trimmed))
        return { kind: 'redirect', location: `${trimmed}${query}` };
    }

    // The old skills-map page is now part of the learner's one home.
    const oldDashboardToken = findOldLearnerDashboardToken(path);
    if (oldDashboardToken !== null)
      return { kind: 'redirect', location: buildLearnerHomePath(oldDashboardToken), private: true };

    const learnerToken = findLearnerProgressToken(path, query);
    if (learnerToken !== null) {
      const learnerAnswer = await answerLearnerPage(url, learnerToken, answerOptions);
      return learnerAnswer ?? { kind: 'page', html: shellHtml, indexable: false };
    }

    if (isInstructorSignInPath(path)) {
      const signInAnswer =
        answerOptions.hasInstructorSession === false ? await answerSignInPage(path, query) : null;
      return signInAnswer ?? { kind: 'page', html: shellHtml, indexable: false };
    }

    const page = findPublicPage(path);
    if (!page) return { kind: 'page', html: shellHtml, indexable: false };
    if (!canRender) return { kind: 'page', html: template, indexable: true };

    let data: PrerenderData;
    try {
      data = await options.loadData();
    } catch (error) {
      logger.error({ err: error, url }, 'could not read the data to render a page; sending the shell');
      return { kind: 'page', html: template, indexable: true };
    }
    const rootHtml = await keptRender(`${path}${withoutTrackingParameters(query)}`, data);
    const head = buildPublicPageHead({ page, data, publicUrl: options.publicUrl });
    return { kind: 'page', html: buildPublicPageHtml({ template, head, rootHtml, data }), indexable: true };
  }

  return {
    answer,
    async warmUp() {
      // One page at a time: the server is already answering requests.
      for (const page of getPublicPages()) await answer(page.path);
      await answer(INSTRUCTOR_DASHBOARD_PATH, { hasInstructorSession: false });
    },
  };
}
