import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  type ClaimWaitingListOfferResponse,
  claimWaitingListOfferResponseSchema,
} from '../../../../core/waiting-list/waiting-list-offer-schemas';
import { apiPost } from '../../../lib/api-client';
import { waitingListOfferQueryKey } from './get-waiting-list-offer';

/** POST /api/waiting-list-offers/{token}/claim: books the offered lesson from the learner's hours. */
export function claimWaitingListOffer(token: string): Promise<ClaimWaitingListOfferResponse> {
  return apiPost(
    `/api/waiting-list-offers/${encodeURIComponent(token)}/claim`,
    undefined,
    claimWaitingListOfferResponseSchema,
  );
}

export function useClaimWaitingListOffer(token: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => claimWaitingListOffer(token),
    retry: false,
    // Booked, or refused (taken, ended, withdrawn, no hours): either way the offer's state changed.
    onSettled: () => queryClient.invalidateQueries({ queryKey: waitingListOfferQueryKey(token) }),
  });
}
