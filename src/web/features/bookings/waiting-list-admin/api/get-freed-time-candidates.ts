import { queryOptions, useQuery } from '@tanstack/react-query';
import {
  type FreedTimeCandidatesResponse,
  freedTimeCandidatesResponseSchema,
} from '../../../../../core/bookings/waiting-list/waiting-list-offer-schemas';
import { apiGet } from '../../../../lib/api-client';
import { freedTimesQueryKey } from './get-freed-times';

export const freedTimeCandidatesQueryKey = (freedTimeId: number) =>
  [...freedTimesQueryKey, freedTimeId, 'candidates'] as const;

/**
 * GET /api/waiting-list/freed-times/{id}/candidates: the waiting learners in offer order, whether
 * the time suits each (or why not), the lesson they would get and whether they were offered it.
 */
export function getFreedTimeCandidates(
  freedTimeId: number,
  signal?: AbortSignal,
): Promise<FreedTimeCandidatesResponse> {
  return apiGet(
    `/api/waiting-list/freed-times/${freedTimeId}/candidates`,
    freedTimeCandidatesResponseSchema,
    {
      signal,
    },
  );
}

export function freedTimeCandidatesQueryOptions(freedTimeId: number) {
  return queryOptions({
    queryKey: freedTimeCandidatesQueryKey(freedTimeId),
    queryFn: ({ signal }) => getFreedTimeCandidates(freedTimeId, signal),
    staleTime: 0,
  });
}

/** Fetched only while the offer dialog is open. */
export function useFreedTimeCandidates(freedTimeId: number, enabled: boolean) {
  return useQuery({ ...freedTimeCandidatesQueryOptions(freedTimeId), enabled });
}
