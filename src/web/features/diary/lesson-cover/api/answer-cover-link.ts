import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  type CoverLinkAnswerResponse,
  coverLinkAnswerResponseSchema,
} from '../../../../../core/diary/lesson-cover/lesson-cover-schemas';
import { apiPost } from '../../../../lib/api-client';
import { coverLinkQueryKey } from './get-cover-link';

export type CoverAnswer = 'accept' | 'decline';

/** POST /api/lesson-cover-links/{token}/accept or /decline: the learner's word. */
export function answerCoverLink(token: string, answer: CoverAnswer): Promise<CoverLinkAnswerResponse> {
  return apiPost(
    `/api/lesson-cover-links/${encodeURIComponent(token)}/${answer}`,
    undefined,
    coverLinkAnswerResponseSchema,
  );
}

export function useAnswerCoverLink(token: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (answer: CoverAnswer) => answerCoverLink(token, answer),
    retry: false,
    onSettled: () => queryClient.invalidateQueries({ queryKey: coverLinkQueryKey(token) }),
  });
}
