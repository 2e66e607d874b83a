import { queryOptions, useQuery } from '@tanstack/react-query';
import {
  type InstructorSlot,
  instructorSlotsResponseSchema,
} from '../../../../../core/bookings/availability/availability-admin-schemas';
import { apiGet } from '../../../../lib/api-client';
import { dashboardQueryKeys } from '../../../../lib/dashboard-query-keys';

/** GET /api/time-slots/upcoming: the instructor's slots from now to 3 months ahead, with who holds them. */
export function getUpcomingSlots(signal?: AbortSignal): Promise<InstructorSlot[]> {
  return apiGet('/api/time-slots/upcoming', instructorSlotsResponseSchema, { signal });
}

export const upcomingSlotsQueryOptions = queryOptions({
  queryKey: dashboardQueryKeys.upcomingSlots,
  queryFn: ({ signal }) => getUpcomingSlots(signal),
  staleTime: 30_000,
});

export function useUpcomingSlots() {
  return useQuery(upcomingSlotsQueryOptions);
}
