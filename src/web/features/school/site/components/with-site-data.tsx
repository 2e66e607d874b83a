import { QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { queryClient } from '../../../../lib/query-client';
import { readPrerenderData, seedQueryCache } from '../prerender-data';

let seeded = false;

/** Seeds the app's cache once from the data the server embedded in the page, when there is any. */
export function seedSiteDataOnce(): void {
  if (seeded || typeof document === 'undefined') return;
  seeded = true;
  // Already there when the whole page hydrated (start-app.tsx seeds it first): left as it is.
  if (queryClient.getQueryCache().getAll().length > 0) return;
  const data = readPrerenderData(document);
  if (data) seedQueryCache(queryClient, data);
}

/**
 * The app's query client for a part that reads the school's details or sends a request (a pop-up's
 * form, the signed-in header), loaded with that part. On the pages that hydrate only their islands
 * (start-islands.tsx) nothing else provides it, and the cache starts from the page's own data, as
 * the whole app's does; inside the app it is the same client, already provided and seeded.
 */
export function WithSiteData({ children }: { children: ReactNode }) {
  seedSiteDataOnce();
  return <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>;
}
