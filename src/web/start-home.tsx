// First: configures zod before any module builds a schema.
import './lib/zod-config';
import { AppShell } from './app-shell';
import { createHydrationSchedule, HydrationScheduleProvider } from './components/hydrate-later';
import { siteLocationOf } from './features/school/site/components/document-navigation';
import { markHydrated, readPrerenderData, seedQueryCache } from './features/school/site/prerender-data';
import { hydrateServerHtml } from './lib/hydrate-server-html';
import { queryClient } from './lib/query-client';
import { yieldToBrowser } from './lib/yield-to-browser';
import { HomeDocument } from './routes/home-document';

/**
 * Hydrates the home page the server rendered, without the router (routes/home-document.tsx).
 * Loaded by main.tsx on the home page's addresses. False when the page carries no data to
 * hydrate from: the caller starts the whole app instead.
 */
export async function startHome(container: HTMLElement): Promise<boolean> {
  const prerenderData = readPrerenderData(document);
  if (!prerenderData || !container.firstElementChild) return false;
  seedQueryCache(queryClient, prerenderData);
  // Reading the data and hydrating are each a task's work on a slow phone: not both in one.
  await yieldToBrowser();
  hydrateServerHtml(
    container,
    <AppShell queryClient={queryClient} onCommitted={() => markHydrated(container)}>
      {/* The page's lower parts hydrate in later tasks: one task for all of it is a long one. */}
      <HydrationScheduleProvider schedule={createHydrationSchedule()}>
        <HomeDocument location={siteLocationOf(new URL(window.location.href))} />
      </HydrationScheduleProvider>
    </AppShell>,
  );
  return true;
}
