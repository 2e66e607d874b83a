import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  type ClaimWaitingListOfferResponse,
  claimWaitingListOfferResponseSchema,
} from '../../../../../core/bookings/waiting-list/waiting-list-offer-schemas';
import { apiPost } from '../../../../lib/api-client';

/**
 * POST /api/progress/{token}/waiting-list-offers/{id}/claim: takes an offer from the learner's own
 * page; `moveLessonId` is the lesson the card said it would move (null: a new lesson).
 */
export function claimMyWaitingListOffer(
  token: string,
  offerId: number,
  moveLessonId: number | null,
): Promise<ClaimWaitingListOfferResponse> {
  return apiPost(
    `/api/progress/${encodeURIComponent(token)}/waiting-list-offers/${offerId}/claim`,
    { moveLessonId },
    claimWaitingListOfferResponseSchema,
  );
}

export function useClaimMyWaitingListOffer(token: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (offer: { id: number; moveLessonId: number | null }) =>
      claimMyWaitingListOffer(token, offer.id, offer.moveLessonId),
    retry: false,
    // Taken or refused, the page changed: its lessons, the list entry and the offers.
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['progress', token] }),
  });
}
