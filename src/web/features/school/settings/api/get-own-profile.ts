import { queryOptions, useQuery } from '@tanstack/react-query';
import {
  type InstructorAccount,
  instructorAccountSchema,
} from '../../../../../core/platform/auth/instructor-accounts-schemas';
import { apiGet } from '../../../../lib/api-client';
import { DASHBOARD_QUERY_ROOT } from '../../../../lib/dashboard-query-keys';

/** Under the dashboard's root key, so signing out drops it. */
export const ownProfileQueryKey = [DASHBOARD_QUERY_ROOT, 'settings', 'own-profile'] as const;

/** GET /api/instructors/me: the signed-in instructor's own account and profile. */
export function getOwnProfile(signal?: AbortSignal): Promise<InstructorAccount> {
  return apiGet('/api/instructors/me', instructorAccountSchema, { signal });
}

export const ownProfileQueryOptions = queryOptions({
  queryKey: ownProfileQueryKey,
  queryFn: ({ signal }) => getOwnProfile(signal),
});

export function useOwnProfile() {
  return useQuery(ownProfileQueryOptions);
}
