import { queryOptions, useQuery } from '@tanstack/react-query';
import { type BookableSlot, timeSlotsResponseSchema } from '../../../core/bookings/booking/time-slot-schemas';
import { apiGet } from '../api-client';

/** Spec section 9: slots are refetched every 15 s and go stale after 30 s. */
export const TIME_SLOTS_REFETCH_MS = 15_000;
export const TIME_SLOTS_STALE_MS = 30_000;

/** GET /api/time-slots: the bookable slots from now to 3 months ahead, Europe/London, sorted, each with its instructor. */
export function getTimeSlots(signal?: AbortSignal): Promise<BookableSlot[]> {
  return apiGet('/api/time-slots', timeSlotsResponseSchema, { signal });
}

export const timeSlotsQueryKey = ['time-slots'] as const;

/** Live availability: polled, refetched when the learner comes back to the tab. */
export const timeSlotsQueryOptions = queryOptions({
  queryKey: timeSlotsQueryKey,
  queryFn: ({ signal }) => getTimeSlots(signal),
  staleTime: TIME_SLOTS_STALE_MS,
  refetchInterval: TIME_SLOTS_REFETCH_MS,
  refetchOnWindowFocus: true,
});

export function useTimeSlots() {
  return useQuery(timeSlotsQueryOptions);
}
