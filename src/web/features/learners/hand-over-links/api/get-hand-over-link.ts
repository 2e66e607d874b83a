import { useQuery } from '@tanstack/react-query';
import {
  type HandOverLinkResponse,
  handOverLinkResponseSchema,
} from '../../../../../core/learners/hand-overs/hand-over-schemas';
import { apiGet } from '../../../../lib/api-client';

/** GET /api/hand-over-links/{token}: the hand-over behind the learner's link; 404 for an unknown link. */
export function getHandOverLink(token: string, signal?: AbortSignal): Promise<HandOverLinkResponse> {
  return apiGet(`/api/hand-over-links/${encodeURIComponent(token)}`, handOverLinkResponseSchema, { signal });
}

export const handOverLinkQueryKey = (token: string) => ['hand-over-links', token] as const;

export function useHandOverLink(token: string) {
  return useQuery({
    queryKey: handOverLinkQueryKey(token),
    queryFn: ({ signal }) => getHandOverLink(token, signal),
    // The instructor may cancel it at any moment: read it fresh on each visit.
    staleTime: 0,
    retry: false,
  });
}
