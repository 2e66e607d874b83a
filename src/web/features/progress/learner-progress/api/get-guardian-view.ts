import { queryOptions, useQuery } from '@tanstack/react-query';
import { type GuardianView, guardianViewSchema } from '../../../../../core/learners/guardian-link-schemas';
import { apiGet, isApiRequestError } from '../../../../lib/api-client';

/** GET /api/guardian/{token}: one learner's lessons, progress and money, read-only; 401 when dead. */
export function getGuardianView(token: string, signal?: AbortSignal): Promise<GuardianView> {
  return apiGet(`/api/guardian/${encodeURIComponent(token)}`, guardianViewSchema, { signal });
}

export const guardianViewQueryKey = (token: string) => ['guardian', token] as const;

export function guardianViewQueryOptions(token: string) {
  return queryOptions({
    queryKey: guardianViewQueryKey(token),
    queryFn: ({ signal }) => getGuardianView(token, signal),
    // An expired or turned-off link stays so: asking again changes nothing.
    retry: (failureCount, error) => !isApiRequestError(error, 401) && failureCount < 1,
  });
}

export function useGuardianView(token: string) {
  return useQuery({ ...guardianViewQueryOptions(token), enabled: token !== '' });
}
