import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  type AnswerNetworkOfferResponse,
  answerNetworkOfferResponseSchema,
} from '../../../../../core/partner-network/request-offer-schemas';
import { apiPost } from '../../../../lib/api-client';
import { dashboardQueryKeys } from '../../../../lib/dashboard-query-keys';
import { myNetworkOffersQueryKey } from './get-my-network-offers';

export type OfferAnswer = 'accept' | 'decline';

/** POST /api/network-offers/{id}/accept or /decline: the signed-in instructor's answer. */
export function answerNetworkOffer(id: number, answer: OfferAnswer): Promise<AnswerNetworkOfferResponse> {
  return apiPost(`/api/network-offers/${id}/${answer}`, undefined, answerNetworkOfferResponseSchema);
}

export function useAnswerNetworkOffer() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, answer }: { id: number; answer: OfferAnswer }) => answerNetworkOffer(id, answer),
    retry: false,
    // Answered, or refused (taken, expired): either way the list has changed.
    // An accepted offer brings a learner to the Students tab.
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: myNetworkOffersQueryKey }),
        queryClient.invalidateQueries({ queryKey: dashboardQueryKeys.students }),
      ]),
  });
}
