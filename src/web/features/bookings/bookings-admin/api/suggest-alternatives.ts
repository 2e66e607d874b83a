import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import {
  type SuggestAlternativesRequest,
  suggestAlternativesResponseSchema,
} from '../../../../../core/bookings/booking/bookings-admin-schemas';
import { timeSlotsQueryKey } from '../../../../lib/api/get-time-slots';
import { apiPost } from '../../../../lib/api-client';
import { dashboardQueryKeys } from '../../../../lib/dashboard-query-keys';

export type SuggestAlternativesResponse = z.infer<typeof suggestAlternativesResponseSchema>;

/**
 * POST /api/bookings/suggest-alternatives: offers up to 3 other times by a one-time link e-mailed
 * to the learner; the request's held times are released.
 */
export function suggestAlternatives(
  request: SuggestAlternativesRequest,
): Promise<SuggestAlternativesResponse> {
  return apiPost('/api/bookings/suggest-alternatives', request, suggestAlternativesResponseSchema);
}

export function useSuggestAlternatives() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: suggestAlternatives,
    retry: false,
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: dashboardQueryKeys.pendingBookings }),
        queryClient.invalidateQueries({ queryKey: dashboardQueryKeys.upcomingSlots }),
        queryClient.invalidateQueries({ queryKey: timeSlotsQueryKey }),
      ]),
  });
}
