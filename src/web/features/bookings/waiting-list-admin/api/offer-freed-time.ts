import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  type OfferFreedTimeRequest,
  type OfferFreedTimeResponse,
  offerFreedTimeResponseSchema,
} from '../../../../../core/bookings/waiting-list/waiting-list-offer-schemas';
import { apiPost } from '../../../../lib/api-client';
import { waitingListQueryKey } from './get-waiting-list';

/**
 * POST /api/waiting-list/freed-times/{id}/offers: offers the time to the chosen learners by hand.
 * 400 with field messages, 404 when the freed time is gone, 409 when it is taken or has started.
 */
export function offerFreedTime(
  freedTimeId: number,
  request: OfferFreedTimeRequest,
): Promise<OfferFreedTimeResponse> {
  return apiPost(
    `/api/waiting-list/freed-times/${freedTimeId}/offers`,
    request,
    offerFreedTimeResponseSchema,
  );
}

export function useOfferFreedTime() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ freedTimeId, request }: { freedTimeId: number; request: OfferFreedTimeRequest }) =>
      offerFreedTime(freedTimeId, request),
    retry: false,
    // The freed times, their candidates and the list (all under the list's key), whatever happened:
    // a 409 means the time changed under us.
    onSettled: () => queryClient.invalidateQueries({ queryKey: waitingListQueryKey }),
  });
}
