import type { QueryClient } from '@tanstack/react-query';
import { dashboardQueryKeys } from '../../platform/dashboard/query-keys';
import { timeSlotsQueryKey } from '../booking/api/get-time-slots';

/** After any change to availability: the dashboard's list and the booking page's slots. */
export function invalidateSlotLists(queryClient: QueryClient) {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: dashboardQueryKeys.upcomingSlots }),
    queryClient.invalidateQueries({ queryKey: timeSlotsQueryKey }),
  ]);
}
