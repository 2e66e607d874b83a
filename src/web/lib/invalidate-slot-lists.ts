import type { QueryClient } from '@tanstack/react-query';
import { timeSlotsQueryKey } from './api/get-time-slots';
import { dashboardQueryKeys } from './dashboard-query-keys';

/** After any change to availability: the dashboard's list and the booking page's slots. */
export function invalidateSlotLists(queryClient: QueryClient) {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: dashboardQueryKeys.upcomingSlots }),
    queryClient.invalidateQueries({ queryKey: timeSlotsQueryKey }),
  ]);
}
