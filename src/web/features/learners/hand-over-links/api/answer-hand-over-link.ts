import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  type HandOverAnswerResponse,
  handOverAnswerResponseSchema,
} from '../../../../../core/learners/hand-overs/hand-over-schemas';
import { apiPost } from '../../../../lib/api-client';
import { handOverLinkQueryKey } from './get-hand-over-link';

/** POST /api/hand-over-links/{token}/agree|decline: the learner's answer. */
export function answerHandOverLink(
  token: string,
  answer: 'agree' | 'decline',
): Promise<HandOverAnswerResponse> {
  return apiPost(
    `/api/hand-over-links/${encodeURIComponent(token)}/${answer}`,
    {},
    handOverAnswerResponseSchema,
  );
}

export function useAnswerHandOverLink(token: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (answer: 'agree' | 'decline') => answerHandOverLink(token, answer),
    retry: false,
    onSettled: () => queryClient.invalidateQueries({ queryKey: handOverLinkQueryKey(token) }),
  });
}
