import { queryOptions, useQuery } from '@tanstack/react-query';
import { type LeadList, leadListSchema } from '../../../../../core/school/marketing/lead-schemas';
import { apiGet } from '../../../../lib/api-client';
import { DASHBOARD_QUERY_ROOT } from '../../../../lib/dashboard-query-keys';

/** Under the dashboard's root key, so signing out drops the list. */
export const leadsQueryKey = [DASHBOARD_QUERY_ROOT, 'leads'] as const;

/** New leads arrive while the tab is open: look again every minute and on return to the tab. */
export const LEADS_REFETCH_MS = 60_000;

/** GET /api/leads: the pop-ups' leads, newest first, with how many wait to be contacted. */
export function getLeads(signal?: AbortSignal): Promise<LeadList> {
  return apiGet('/api/leads', leadListSchema, { signal });
}

export const leadsQueryOptions = queryOptions({
  queryKey: leadsQueryKey,
  queryFn: ({ signal }) => getLeads(signal),
  staleTime: 0,
  refetchInterval: LEADS_REFETCH_MS,
  refetchOnWindowFocus: true,
});

export function useLeads() {
  return useQuery(leadsQueryOptions);
}
