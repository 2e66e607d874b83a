import { queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { moneySummarySchema } from '../../../../../core/money/money-schemas';
import { apiGet } from '../../../../lib/api-client';
import { moneyQueryKeys } from '../money-query-keys';

export type MoneySummary = z.infer<typeof moneySummarySchema>;

/** GET /api/money/summary: this week, month and tax year's takings and costs; who owes what. */
export function getMoneySummary(signal?: AbortSignal): Promise<MoneySummary> {
  return apiGet('/api/money/summary', moneySummarySchema, { signal });
}

export const moneySummaryQueryOptions = queryOptions({
  queryKey: moneyQueryKeys.summary,
  queryFn: ({ signal }) => getMoneySummary(signal),
  // Payments are recorded on other tabs and by learners paying online: read afresh whenever the
  // tab opens or the instructor comes back to it.
  staleTime: 0,
  refetchOnWindowFocus: true,
});

export function useMoneySummary() {
  return useQuery(moneySummaryQueryOptions);
}
