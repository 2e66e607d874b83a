// First: configures the islands' zod (its small build) before any island builds a schema.
import './lib/zod-mini-config';
import { type ReactNode, StrictMode, useEffect } from 'react';
import { createRoot } from 'react-dom/client';
import type { SiteLocation } from './components/site-navigation';
import { ToasterOnDemand } from './components/ui/toaster-on-demand';
import { listenForTrackedClicks } from './features/school/analytics/tracked-clicks';
import {
  DocumentNavigationProvider,
  siteLocationOf,
} from './features/school/site/components/document-navigation';
import { hydrateServerHtml } from './lib/hydrate-server-html';
import { yieldToBrowser } from './lib/yield-to-browser';
import { isIslandName, PAGE_ISLANDS } from './routes/page-islands';

/*
 * The home page, the content pages (routes/content-paths.ts), the learner's own page and the
 * dashboard's sign-in page are the server's HTML, and only their live parts run in the browser:
 * each island (components/island.tsx) is its own React root, hydrated from the props the server
 * embedded beside it. The rest of the page is never hydrated, so its code (the page, the layout,
 * and on the pages without a form the data layer and zod's full build) is never downloaded.
 * docs/decisions/0044-page-javascript-budgets.md.
 */

/** How far below the screen an island hydrated when visible starts loading. */
const VISIBLE_MARGIN = '300px';

function IslandRoot({
  location,
  onCommitted,
  children,
}: {
  location: SiteLocation;
  onCommitted: () => void;
  children: ReactNode;
}) {
  useEffect(() => {
    onCommitted();
  }, [onCommitted]);
  return (
    <StrictMode>
      <DocumentNavigationProvider initialLocation={location}>{children}</DocumentNavigationProvider>
    </StrictMode>
  );
}

function readIslandProps(element: HTMLElement): unknown {
  const text = element.dataset.islandProps;
  if (text === undefined) return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}

/** Loads an island's code and hydrates it; resolves once it is live (or left as it is). */
async function hydrateIsland(element: HTMLElement, location: SiteLocation): Promise<void> {
  const name = element.dataset.island ?? '';
  if (!isIslandName(name)) return;
  const render = await PAGE_ISLANDS[name].load();
  const island = render(readIslandProps(element));
  if (island === null) return;
  // Evaluating the island's code and hydrating it are each a task's work on a slow phone.
  await yieldToBrowser();
  await new Promise<void>((committed) => {
    hydrateServerHtml(
      element,
      <IslandRoot location={location} onCommitted={committed}>
        {island}
      </IslandRoot>,
    );
  });
}

/** Hydrates the island once it nears the screen. */
function hydrateWhenVisible(element: HTMLElement, location: SiteLocation): void {
  const observer = new IntersectionObserver(
    (entries) => {
      if (!entries.some((entry) => entry.isIntersecting)) return;
      observer.disconnect();
      void hydrateIsland(element, location);
    },
    { rootMargin: VISIBLE_MARGIN },
  );
  // An island's element takes no box of its own (`display: contents`), and an element without a
  // box never intersects: its first child is watched, or its parent when it has none.
  const watched = element.firstElementChild ?? element.parentElement ?? element;
  observer.observe(watched);
}

/**
 * Hydrates the islands of the page the server rendered into `container`, and marks it (as the
 * whole app does: markHydrated) once those needed at once are live.
 */
export async function startIslands(container: HTMLElement): Promise<void> {
  // The spec's click events, declared on the links of the static HTML (tracked-clicks.ts).
  listenForTrackedClicks(document);
  const location = siteLocationOf(new URL(window.location.href));
  const atOnce: Promise<void>[] = [];
  for (const element of container.querySelectorAll<HTMLElement>('[data-island]')) {
    const name = element.dataset.island ?? '';
    if (isIslandName(name) && PAGE_ISLANDS[name].whenVisible) hydrateWhenVisible(element, location);
    else atOnce.push(hydrateIsland(element, location));
  }
  // The toasts a pop-up's form or the header's sign-out raise: their own root, outside the page.
  const toaster = document.createElement('div');
  document.body.append(toaster);
  createRoot(toaster).render(<ToasterOnDemand />);
  await Promise.allSettled(atOnce);
  container.dataset.hydrated = 'true';
}
