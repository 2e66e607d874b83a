import { useQuery } from '@tanstack/react-query';
import {
  type CoverLinkResponse,
  coverLinkResponseSchema,
} from '../../../../../core/diary/lesson-cover/lesson-cover-schemas';
import { apiGet } from '../../../../lib/api-client';

/** GET /api/lesson-cover-links/{token}: the learner's cover offer; 404 for an unknown link. */
export function getCoverLink(token: string, signal?: AbortSignal): Promise<CoverLinkResponse> {
  return apiGet(`/api/lesson-cover-links/${encodeURIComponent(token)}`, coverLinkResponseSchema, { signal });
}

export const coverLinkQueryKey = (token: string) => ['lesson-cover-links', token] as const;

export function useCoverLink(token: string) {
  return useQuery({
    queryKey: coverLinkQueryKey(token),
    queryFn: ({ signal }) => getCoverLink(token, signal),
    staleTime: 0,
    retry: false,
  });
}
