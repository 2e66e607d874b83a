// First: configures zod before any module builds a schema.
import './lib/zod-config';
import { AppShell } from './app-shell';
import { siteLocationOf } from './features/school/site/components/document-navigation';
import { markHydrated, readPrerenderData, seedQueryCache } from './features/school/site/prerender-data';
import { hydrateServerHtml } from './lib/hydrate-server-html';
import { queryClient } from './lib/query-client';
import { yieldToBrowser } from './lib/yield-to-browser';
import { ContentDocument } from './routes/content-document';
import { loadContentPage } from './routes/content-pages';
import type { ContentPageName } from './routes/content-paths';

/**
 * Hydrates a content page the server rendered, without the router (routes/content-document.tsx).
 * Loaded by main.tsx on the content pages' addresses. False when the page carries no data to
 * hydrate from: the caller starts the whole app instead.
 */
export async function startContent(container: HTMLElement, page: ContentPageName): Promise<boolean> {
  const prerenderData = readPrerenderData(document);
  if (!prerenderData || !container.firstElementChild) return false;
  const Page = await loadContentPage(page);
  seedQueryCache(queryClient, prerenderData);
  // The page's module was evaluated in this task: hydrating gets its own.
  await yieldToBrowser();
  hydrateServerHtml(
    container,
    <AppShell queryClient={queryClient} onCommitted={() => markHydrated(container)}>
      <ContentDocument location={siteLocationOf(new URL(window.location.href))} Page={Page} />
    </AppShell>,
  );
  return true;
}
