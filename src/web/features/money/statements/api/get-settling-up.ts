import { queryOptions, useQuery } from '@tanstack/react-query';
import {
  type SettlingUpResponse,
  settlingUpResponseSchema,
} from '../../../../../core/money/settling-up-schemas';
import { apiGet } from '../../../../lib/api-client';
import { moneyQueryKeys } from '../money-query-keys';

/** GET /api/money/settling-up: each partner's balance with the school today (an instructor: their own). */
export function getSettlingUp(signal?: AbortSignal): Promise<SettlingUpResponse> {
  return apiGet('/api/money/settling-up', settlingUpResponseSchema, { signal });
}

export function settlingUpQueryOptions() {
  return queryOptions({
    queryKey: moneyQueryKeys.settlingUp,
    queryFn: ({ signal }) => getSettlingUp(signal),
    staleTime: 0,
  });
}

export function useSettlingUp() {
  return useQuery(settlingUpQueryOptions());
}
