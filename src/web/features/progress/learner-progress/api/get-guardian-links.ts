import { queryOptions, useQuery } from '@tanstack/react-query';
import {
  type GuardianLinkList,
  guardianLinkListSchema,
} from '../../../../../core/learners/guardian-link-schemas';
import { apiGet } from '../../../../lib/api-client';

/** GET /api/progress/{token}/guardian-links: the learner's live links for a parent or guardian. */
export function getGuardianLinks(token: string, signal?: AbortSignal): Promise<GuardianLinkList> {
  return apiGet(`/api/progress/${encodeURIComponent(token)}/guardian-links`, guardianLinkListSchema, {
    signal,
  });
}

export const guardianLinksQueryKey = (token: string) => ['progress', token, 'guardian-links'] as const;

export function guardianLinksQueryOptions(token: string) {
  return queryOptions({
    queryKey: guardianLinksQueryKey(token),
    queryFn: ({ signal }) => getGuardianLinks(token, signal),
  });
}

export function useGuardianLinks(token: string) {
  return useQuery({ ...guardianLinksQueryOptions(token), enabled: token !== '' });
}
