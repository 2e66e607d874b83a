import { queryOptions, useQuery } from '@tanstack/react-query';
import {
  type RescheduleOptionsResponse,
  rescheduleOptionsResponseSchema,
} from '../../../../../core/diary/lesson-changes/lesson-change-schemas';
import { apiGet, isApiRequestError } from '../../../../lib/api-client';

/**
 * GET /api/progress/{token}/lessons/{lessonId}/reschedule-options: the free times of the lesson's
 * length it can move to (London dates and times, from now to 3 months ahead).
 */
export function getRescheduleOptions(
  token: string,
  lessonId: number,
  signal?: AbortSignal,
): Promise<RescheduleOptionsResponse> {
  return apiGet(
    `/api/progress/${encodeURIComponent(token)}/lessons/${lessonId}/reschedule-options`,
    rescheduleOptionsResponseSchema,
    { signal },
  );
}

export const rescheduleOptionsQueryKey = (token: string, lessonId: number) =>
  ['progress', token, 'lessons', lessonId, 'reschedule-options'] as const;

export function rescheduleOptionsQueryOptions(token: string, lessonId: number) {
  return queryOptions({
    queryKey: rescheduleOptionsQueryKey(token, lessonId),
    queryFn: ({ signal }) => getRescheduleOptions(token, lessonId, signal),
    // Free times go quickly: read them afresh each time the dialog opens.
    staleTime: 0,
    gcTime: 0,
    // An expired link or a lesson that can no longer change stays so.
    retry: (failureCount, error) =>
      !isApiRequestError(error, 401) && !isApiRequestError(error, 409) && failureCount < 1,
  });
}

export function useRescheduleOptions(token: string, lessonId: number, enabled: boolean) {
  return useQuery({ ...rescheduleOptionsQueryOptions(token, lessonId), enabled });
}
