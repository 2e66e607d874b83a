import { queryOptions, useQuery } from '@tanstack/react-query';
import { instructorSessionsResponseSchema } from '../../../../../core/platform/auth/account-schemas';
import { apiGet } from '../../../../lib/api-client';
import { DASHBOARD_QUERY_ROOT } from '../../../../lib/dashboard-query-keys';

export const instructorSessionsQueryKey = [DASHBOARD_QUERY_ROOT, 'account', 'sessions'] as const;

/** GET /api/auth/sessions: the instructor's signed-in sessions, this browser's first. */
export function getInstructorSessions(signal?: AbortSignal) {
  return apiGet('/api/auth/sessions', instructorSessionsResponseSchema, { signal });
}

export const instructorSessionsQueryOptions = queryOptions({
  queryKey: instructorSessionsQueryKey,
  queryFn: ({ signal }) => getInstructorSessions(signal),
});

export function useInstructorSessions() {
  return useQuery(instructorSessionsQueryOptions);
}
