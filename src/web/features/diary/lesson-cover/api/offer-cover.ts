import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  type OfferCoverRequest,
  type OfferCoverResponse,
  offerCoverResponseSchema,
} from '../../../../../core/diary/lesson-cover/lesson-cover-schemas';
import { apiPost } from '../../../../lib/api-client';
import { lessonCoverQueryKeys } from '../lesson-cover-query-keys';

/** POST /api/lesson-cover/lessons/{id}/offers: the learner is e-mailed a single-use link. */
export function offerCover(lessonId: number, request: OfferCoverRequest): Promise<OfferCoverResponse> {
  return apiPost(`/api/lesson-cover/lessons/${lessonId}/offers`, request, offerCoverResponseSchema);
}

export function useOfferCover(lessonId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (request: OfferCoverRequest) => offerCover(lessonId, request),
    onSettled: () => queryClient.invalidateQueries({ queryKey: lessonCoverQueryKeys.all }),
  });
}
