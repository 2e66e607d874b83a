import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  type ClaimWaitingListOfferResponse,
  claimWaitingListOfferResponseSchema,
} from '../../../../../core/bookings/waiting-list/waiting-list-offer-schemas';
import { apiPost } from '../../../../lib/api-client';
import { waitingListOfferQueryKey } from './get-waiting-list-offer';

/**
 * POST /api/waiting-list-offers/{token}/claim: moves the learner's lesson to the offered time, or
 * books it from their hours; `moveLessonId` is what the page showed (null: a new lesson).
 */
export function claimWaitingListOffer(
  token: string,
  moveLessonId: number | null,
): Promise<ClaimWaitingListOfferResponse> {
  return apiPost(
    `/api/waiting-list-offers/${encodeURIComponent(token)}/claim`,
    { moveLessonId },
    claimWaitingListOfferResponseSchema,
  );
}

export function useClaimWaitingListOffer(token: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (moveLessonId: number | null) => claimWaitingListOffer(token, moveLessonId),
    retry: false,
    // Booked, or refused (taken, ended, withdrawn, no hours): either way the offer's state changed.
    onSettled: () => queryClient.invalidateQueries({ queryKey: waitingListOfferQueryKey(token) }),
  });
}
