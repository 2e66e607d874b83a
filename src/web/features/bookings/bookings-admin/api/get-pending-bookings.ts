import { queryOptions, useQuery } from '@tanstack/react-query';
import {
  type PendingBookingRequest,
  pendingBookingRequestsSchema,
} from '../../../../../core/bookings/booking/bookings-admin-schemas';
import { apiGet } from '../../../../lib/api-client';
import { dashboardQueryKeys } from '../../../../lib/dashboard-query-keys';

/** New requests arrive while the tab is open: look again every minute and on return to the tab. */
export const PENDING_BOOKINGS_REFETCH_MS = 60_000;

/** GET /api/bookings/pending: requests waiting for an answer, newest first. */
export function getPendingBookings(signal?: AbortSignal): Promise<PendingBookingRequest[]> {
  return apiGet('/api/bookings/pending', pendingBookingRequestsSchema, { signal });
}

export const pendingBookingsQueryOptions = queryOptions({
  queryKey: dashboardQueryKeys.pendingBookings,
  queryFn: ({ signal }) => getPendingBookings(signal),
  staleTime: 0,
  refetchInterval: PENDING_BOOKINGS_REFETCH_MS,
  refetchOnWindowFocus: true,
});

export function usePendingBookings() {
  return useQuery(pendingBookingsQueryOptions);
}
