import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  type LeaveFromOfferResponse,
  leaveFromOfferResponseSchema,
} from '../../../../../core/bookings/waiting-list/waiting-list-offer-schemas';
import { apiPost } from '../../../../lib/api-client';
import { waitingListOfferQueryKey } from './get-waiting-list-offer';

/** POST /api/waiting-list-offers/{token}/leave: the learner leaves the waiting list from an offer. */
export function leaveWaitingListFromOffer(token: string): Promise<LeaveFromOfferResponse> {
  return apiPost(
    `/api/waiting-list-offers/${encodeURIComponent(token)}/leave`,
    undefined,
    leaveFromOfferResponseSchema,
  );
}

export function useLeaveWaitingListFromOffer(token: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => leaveWaitingListFromOffer(token),
    retry: false,
    onSettled: () => queryClient.invalidateQueries({ queryKey: waitingListOfferQueryKey(token) }),
  });
}
