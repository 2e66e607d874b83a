import { useQuery } from '@tanstack/react-query';
import {
  type RequestAllocation,
  requestAllocationSchema,
} from '../../../../../core/partner-network/request-offer-schemas';
import { apiGet } from '../../../../lib/api-client';
import { networkQueryKeys } from '../network-query-keys';

/** GET /api/network-partner-requests/{id}/allocation: its offers, history and what can be done next. */
export function getRequestAllocation(id: number, signal?: AbortSignal): Promise<RequestAllocation> {
  return apiGet(`/api/network-partner-requests/${id}/allocation`, requestAllocationSchema, { signal });
}

/** Instructors answer from elsewhere: read again when the card is shown after half a minute. */
export function useRequestAllocation(id: number) {
  return useQuery({
    queryKey: networkQueryKeys.requestAllocation(id),
    queryFn: ({ signal }) => getRequestAllocation(id, signal),
    staleTime: 30_000,
  });
}
