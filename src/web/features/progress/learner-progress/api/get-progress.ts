import { queryOptions, useQuery } from '@tanstack/react-query';
import { type ProgressResponse, progressResponseSchema } from '../../../../../core/progress/progress-schemas';
import { apiGet, isApiRequestError } from '../../../../lib/api-client';

/** GET /api/progress/{token}: the learner's profile, notes, bookings and lessons; 401 when expired. */
export function getProgress(token: string, signal?: AbortSignal): Promise<ProgressResponse> {
  return apiGet(`/api/progress/${encodeURIComponent(token)}`, progressResponseSchema, { signal });
}

export const progressQueryKey = (token: string) => ['progress', token] as const;

export function progressQueryOptions(token: string) {
  return queryOptions({
    queryKey: progressQueryKey(token),
    queryFn: ({ signal }) => getProgress(token, signal),
    // An expired or unknown link stays so: asking again changes nothing.
    retry: (failureCount, error) => !isApiRequestError(error, 401) && failureCount < 1,
  });
}

export function useProgress(token: string) {
  return useQuery({ ...progressQueryOptions(token), enabled: token !== '' });
}
