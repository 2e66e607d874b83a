import { queryOptions, useQuery } from '@tanstack/react-query';
import {
  type TurnoverBasisResponse,
  turnoverBasisResponseSchema,
} from '../../../../../core/money/settling-up-schemas';
import { apiGet } from '../../../../lib/api-client';
import { moneyQueryKeys } from '../money-query-keys';

/** GET /api/money/turnover-basis (owner): agent or principal today, and every change. */
export function getTurnoverBasis(signal?: AbortSignal): Promise<TurnoverBasisResponse> {
  return apiGet('/api/money/turnover-basis', turnoverBasisResponseSchema, { signal });
}

export function turnoverBasisQueryOptions() {
  return queryOptions({
    queryKey: moneyQueryKeys.turnoverBasis,
    queryFn: ({ signal }) => getTurnoverBasis(signal),
  });
}

export function useTurnoverBasis(enabled: boolean) {
  return useQuery({ ...turnoverBasisQueryOptions(), enabled });
}
