import { QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { queryClient } from '../lib/query-client';

/**
 * The app's query client for an island that sends a request and reads nothing the server embedded
 * (a form): on the pages that hydrate only their islands (start-islands.tsx) nothing else provides
 * it. Unlike WithSiteData, the cache is not seeded from the page's data, so the island loads none
 * of the site's schemas.
 */
export function WithAppQueryClient({ children }: { children: ReactNode }) {
  return <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>;
}
