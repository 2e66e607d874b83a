import { queryOptions, useQuery } from '@tanstack/react-query';
import {
  type SchoolPassRate,
  schoolPassRateSchema,
} from '../../../../../core/school/settings/school-pass-rate-schemas';
import { apiGet } from '../../../../lib/api-client';
import { DASHBOARD_QUERY_ROOT } from '../../../../lib/dashboard-query-keys';

/** Under the dashboard's root key, so signing out drops it. */
export const schoolPassRateQueryKey = [DASHBOARD_QUERY_ROOT, 'settings', 'pass-rate'] as const;

/** GET /api/settings/pass-rate: the configured and the recorded pass rate, and which the site shows. */
export function getSchoolPassRate(signal?: AbortSignal): Promise<SchoolPassRate> {
  return apiGet('/api/settings/pass-rate', schoolPassRateSchema, { signal });
}

export const schoolPassRateQueryOptions = queryOptions({
  queryKey: schoolPassRateQueryKey,
  queryFn: ({ signal }) => getSchoolPassRate(signal),
  staleTime: 0,
  refetchOnWindowFocus: true,
});

export function useSchoolPassRate() {
  return useQuery(schoolPassRateQueryOptions);
}
