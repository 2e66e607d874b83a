import { queryOptions, useQuery } from '@tanstack/react-query';
import { type DemoDataStatus, demoDataStatusSchema } from '../../../core/school/settings/demo-data-schemas';
import { apiGet } from '../api-client';
import { DASHBOARD_QUERY_ROOT } from '../dashboard-query-keys';

/** Under the dashboard's root key, so signing out drops it. */
export const demoDataQueryKey = [DASHBOARD_QUERY_ROOT, 'settings', 'demo-data'] as const;

/** GET /api/settings/demo-data: the demo learners and times still in the school. */
export function getDemoData(signal?: AbortSignal): Promise<DemoDataStatus> {
  return apiGet('/api/settings/demo-data', demoDataStatusSchema, { signal });
}

export const demoDataQueryOptions = queryOptions({
  queryKey: demoDataQueryKey,
  queryFn: ({ signal }) => getDemoData(signal),
  staleTime: 60_000,
});

export function useDemoData() {
  return useQuery(demoDataQueryOptions);
}
