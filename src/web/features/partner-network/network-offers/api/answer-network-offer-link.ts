import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  type AnswerNetworkOfferResponse,
  answerNetworkOfferResponseSchema,
} from '../../../../../core/partner-network/request-offer-schemas';
import { apiPost } from '../../../../lib/api-client';
import type { OfferAnswer } from './answer-network-offer';
import { networkOfferLinkQueryKey } from './get-network-offer-link';

/** POST /api/network-offer-links/{token}/accept or /decline: the answer from the e-mailed link. */
export function answerNetworkOfferLink(
  token: string,
  answer: OfferAnswer,
): Promise<AnswerNetworkOfferResponse> {
  return apiPost(
    `/api/network-offer-links/${encodeURIComponent(token)}/${answer}`,
    undefined,
    answerNetworkOfferResponseSchema,
  );
}

export function useAnswerNetworkOfferLink(token: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (answer: OfferAnswer) => answerNetworkOfferLink(token, answer),
    retry: false,
    onSettled: () => queryClient.invalidateQueries({ queryKey: networkOfferLinkQueryKey(token) }),
  });
}
