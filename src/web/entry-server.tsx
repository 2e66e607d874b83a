import type { ReactNode } from 'react';
import { prerender } from 'react-dom/static';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router';
import { isInstructorSignInPath } from '../core/platform/auth/sign-in-page';
import { isLearnerPagePath } from '../core/progress/learner-page-paths';
import type { RenderPage } from '../core/school/site/prerender-data-schemas';
import { AppShell } from './app-shell';
import { seedSignedOutSession } from './features/platform/instructor-auth/signed-out-page';
import { seedLearnerPageData } from './features/progress/learner-progress/learner-page-data';
import { siteLocationOf } from './features/school/site/components/document-navigation';
import { seedQueryCache } from './features/school/site/prerender-data';
import { createQueryClient } from './lib/query-client';
import { appRoutes } from './routes/app-routes';
import { ContentDocument } from './routes/content-document';
import { loadContentPage } from './routes/content-pages';
import { contentPageOf } from './routes/content-paths';
import { HomeDocument } from './routes/home-document';
import { isHomePath } from './routes/home-paths';
import { SignInDocument } from './routes/sign-in-document';

/*
 * The server-rendering entry, built by `vite build --ssr` into dist/ssr/entry-server.js and loaded
 * by the server (src/server/modules/seo/page-prerenderer.ts). It renders a public page to the HTML
 * that goes inside <div id="root">, from the same routes and components as the browser. The
 * dashboard's address is rendered only for a browser that sent no session: its sign-in form.
 */

const handler = createStaticHandler(appRoutes);

/** The page at `url` in the router, as the browser's router will hydrate it. */
async function renderRouterPage(url: URL): Promise<ReactNode> {
  const context = await handler.query(new Request(url));
  if (context instanceof Response) {
    throw new Error(`Rendering the page answered ${context.status} instead of a page`);
  }
  const router = createStaticRouter(handler.dataRoutes, context);
  // No inline hydration script (the CSP allows none): there are no loaders to hand over.
  return <StaticRouterProvider router={router} context={context} hydrate={false} />;
}

export const renderPage: RenderPage = async (url, data, learnerPage) => {
  // The origin does not matter: the pages only read the path and the query.
  const location = new URL(url, 'http://localhost');
  // The home page, the content pages, the learner's page and the dashboard's sign-in page run without the router in
  // the browser, where only their islands hydrate (start-islands.tsx): rendered without it too.
  const contentPage = contentPageOf(location.pathname);
  let page: ReactNode;
  if (isHomePath(location.pathname)) page = <HomeDocument location={siteLocationOf(location)} />;
  else if (isInstructorSignInPath(location.pathname)) {
    page = <SignInDocument location={siteLocationOf(location)} />;
  } else if (isLearnerPagePath(location.pathname)) {
    // The learner's own page: hydrated as an island too, without the router.
    const { SecureProgressPage } = await import('./routes/secure-progress-page');
    page = <ContentDocument location={siteLocationOf(location)} Page={SecureProgressPage} />;
  } else if (contentPage) {
    page = <ContentDocument location={siteLocationOf(location)} Page={await loadContentPage(contentPage)} />;
  } else page = await renderRouterPage(location);
  const queryClient = createQueryClient();
  seedQueryCache(queryClient, data);
  if (learnerPage) seedLearnerPageData(queryClient, learnerPage);
  if (isInstructorSignInPath(location.pathname)) seedSignedOutSession(queryClient);

  const errors: unknown[] = [];
  // prerender (not renderToString) waits for every lazy part and every Suspense boundary, so the
  // HTML holds the whole page.
  const { prelude } = await prerender(<AppShell queryClient={queryClient}>{page}</AppShell>, {
    // Never split a large page into parts completed by inline scripts: the CSP (script-src 'self')
    // blocks them, and React would then render the page again in the browser (error #419). One
    // chunk holds it all; the e2e suite checks the served HTML has no executable inline script.
    progressiveChunkSize: Number.POSITIVE_INFINITY,
    onError(error) {
      errors.push(error);
    },
  });
  const html = await new Response(prelude).text();
  queryClient.clear();
  // A part that failed would be left to the browser with an error in its console: let the server
  // log it and send the page to be rendered in the browser instead.
  if (errors.length > 0) {
    // Not the address: a learner's page holds their token in it (the server logs it masked).
    throw new AggregateError(errors, `Rendering the page failed: ${String(errors[0])}`);
  }
  return html;
};
