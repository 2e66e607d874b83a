import type { QueryClient } from '@tanstack/react-query';
import {
  PRERENDER_DATA_ELEMENT_ID,
  type PrerenderData,
  prerenderDataSchema,
} from '../../../../core/school/site/prerender-data-schemas';
import { siteInfoQueryOptions } from '../../../hooks/use-site-info';
import { packagesQueryKey } from '../../../lib/api/get-packages';
import { readEmbeddedJson } from '../../../lib/embedded-json';

/**
 * Puts the data a public page was rendered with into the query cache, on the server before
 * rendering and in the browser before hydrating: both render from the same data.
 */
export function seedQueryCache(queryClient: QueryClient, data: PrerenderData): void {
  queryClient.setQueryData(siteInfoQueryOptions.queryKey, data.siteInfo);
  queryClient.setQueryData(packagesQueryKey, data.packages);
}

/**
 * The data embedded in a server-rendered page (`<script type="application/json"
 * id="prerender-data">`), or null on a client-rendered page or when it does not parse.
 */
export function readPrerenderData(doc: Document): PrerenderData | null {
  return readEmbeddedJson(doc, PRERENDER_DATA_ELEMENT_ID, prerenderDataSchema);
}

/**
 * Marks #root once the server's HTML has been hydrated (it is live: its buttons work). The
 * browser suite waits for it.
 */
export function markHydrated(container: HTMLElement): void {
  container.dataset.hydrated = 'true';
}
