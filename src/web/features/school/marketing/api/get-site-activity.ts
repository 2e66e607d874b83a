import { queryOptions, useQuery } from '@tanstack/react-query';
import {
  type SiteActivity,
  siteActivitySchema,
} from '../../../../../core/school/marketing/site-activity-schemas';
import { apiGet } from '../../../../lib/api-client';

/** GET /api/site-activity: the school's real recent figures (counts only). */
export function getSiteActivity(signal?: AbortSignal): Promise<SiteActivity> {
  return apiGet('/api/site-activity', siteActivitySchema, { signal });
}

export const siteActivityQueryOptions = queryOptions({
  queryKey: ['site-activity'],
  queryFn: ({ signal }) => getSiteActivity(signal),
  staleTime: 60_000,
});

export function useSiteActivity() {
  return useQuery(siteActivityQueryOptions);
}
