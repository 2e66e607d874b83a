import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  type CoverOffer,
  coverOfferSchema,
} from '../../../../../core/diary/lesson-cover/lesson-cover-schemas';
import { apiPost } from '../../../../lib/api-client';
import { lessonCoverQueryKeys } from '../lesson-cover-query-keys';

/** POST /api/lesson-cover/offers/{id}/withdraw: the link then says so; the lesson can be offered again. */
export function withdrawCoverOffer(offerId: number): Promise<CoverOffer> {
  return apiPost(`/api/lesson-cover/offers/${offerId}/withdraw`, undefined, coverOfferSchema);
}

export function useWithdrawCoverOffer() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: withdrawCoverOffer,
    onSettled: () => queryClient.invalidateQueries({ queryKey: lessonCoverQueryKeys.all }),
  });
}
