import { prerender } from 'react-dom/static';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router';
import type { RenderPage } from '../core/site/prerender-data-schemas';
import { AppShell } from './app-shell';
import { seedQueryCache } from './features/site/prerender-data';
import { createQueryClient } from './lib/query-client';
import { appRoutes } from './routes/app-routes';

/*
 * The server-rendering entry, built by `vite build --ssr` into dist/ssr/entry-server.js and loaded
 * by the server (src/server/modules/seo/page-prerenderer.ts). It renders a public page to the HTML
 * that goes inside <div id="root">, from the same routes and components as the browser.
 */

const handler = createStaticHandler(appRoutes);

export const renderPage: RenderPage = async (url, data) => {
  // The origin does not matter: the routes only read the path and the query.
  const request = new Request(new URL(url, 'http://localhost'));
  const context = await handler.query(request);
  if (context instanceof Response) {
    throw new Error(`Rendering ${url} answered ${context.status} instead of a page`);
  }
  const router = createStaticRouter(handler.dataRoutes, context);
  const queryClient = createQueryClient();
  seedQueryCache(queryClient, data);

  const errors: unknown[] = [];
  // prerender (not renderToString) waits for every lazy part, so the HTML holds the whole page.
  const { prelude } = await prerender(
    <AppShell queryClient={queryClient}>
      {/* No inline hydration script (the CSP allows none): there are no loaders to hand over. */}
      <StaticRouterProvider router={router} context={context} hydrate={false} />
    </AppShell>,
    {
      // Never split a large page into parts completed by inline scripts: the CSP allows none.
      progressiveChunkSize: Number.POSITIVE_INFINITY,
      onError(error) {
        errors.push(error);
      },
    },
  );
  const html = await new Response(prelude).text();
  queryClient.clear();
  // A part that failed would be left to the browser with an error in its console: let the server
  // log it and send the page to be rendered in the browser instead.
  if (errors.length > 0) {
    throw new AggregateError(errors, `Rendering ${url} failed: ${String(errors[0])}`);
  }
  return html;
};
