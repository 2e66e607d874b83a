import { queryOptions, useQuery } from '@tanstack/react-query';
import { type SiteInfo, siteInfoSchema } from '../../core/school/site/site-info-schemas';
import { apiGet } from '../lib/api-client';

/** GET /api/site-info: the school's name, contact details and social links (configuration). */
export function getSiteInfo(signal?: AbortSignal): Promise<SiteInfo> {
  return apiGet('/api/site-info', siteInfoSchema, { signal });
}

export const siteInfoQueryOptions = queryOptions({
  queryKey: ['site-info'],
  queryFn: ({ signal }) => getSiteInfo(signal),
  staleTime: Number.POSITIVE_INFINITY,
  gcTime: Number.POSITIVE_INFINITY,
});

export function useSiteInfo() {
  return useQuery(siteInfoQueryOptions);
}
