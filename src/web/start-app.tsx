// First: configures zod before any module builds a schema.
import './lib/zod-config';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter, RouterProvider } from 'react-router';
import { isInstructorSignInPath } from '../core/platform/auth/sign-in-page';
import { AppShell } from './app-shell';
import { seedSignedOutSession } from './features/platform/instructor-auth/signed-out-page';
import { listenForTrackedClicks } from './features/school/analytics/tracked-clicks';
import { markHydrated, readPrerenderData, seedQueryCache } from './features/school/site/prerender-data';
import { hydrateServerHtml } from './lib/hydrate-server-html';
import { queryClient } from './lib/query-client';
import { yieldToBrowser } from './lib/yield-to-browser';
import { appRoutes } from './routes/app-routes';
import { loadMatchedRouteModules } from './routes/load-route-modules';

/**
 * Starts the React app in #root: hydrates a page the server rendered (the public pages), renders
 * any other page. Loaded by main.tsx.
 */
export async function startApp(container: HTMLElement): Promise<void> {
  // The spec's click events, declared on the links (tracked-clicks.ts).
  listenForTrackedClicks(document);
  try {
    await loadMatchedRouteModules(appRoutes, window.location.pathname);
  } catch {
    // A page chunk that fails to load: the router tries again and shows its error page if it must.
  }
  // The page's modules were evaluated in this task: creating the router and hydrating get their own.
  await yieldToBrowser();
  const router = createBrowserRouter(appRoutes);
  const app = (onCommitted?: () => void) => (
    <AppShell queryClient={queryClient} onCommitted={onCommitted}>
      <RouterProvider router={router} />
    </AppShell>
  );

  // Public pages the router still hydrates arrive rendered by the server with the data they were
  // rendered from: adopt that HTML. Every other page (checkout, the signed-in dashboard, the
  // learner's page when the server sent the shell) is rendered here. The home page, the content
  // pages, the learner's page and the sign-in form the server rendered hydrate as islands instead
  // (start-islands.tsx).
  const prerenderData = readPrerenderData(document);
  const isSignInPage = isInstructorSignInPath(window.location.pathname);
  // The server rendered the sign-in form for a request without a session cookie: the browser keeps
  // no other session (the dashboard stores no token), so the form is adopted as it is.
  if (prerenderData && container.firstElementChild) {
    if (isSignInPage) seedSignedOutSession(queryClient);
    seedQueryCache(queryClient, prerenderData);
    hydrateServerHtml(
      container,
      app(() => markHydrated(container)),
    );
  } else {
    createRoot(container).render(app());
  }
}
