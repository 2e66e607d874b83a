import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  type FeeTermsResponse,
  feeTermsResponseSchema,
  type WaivedWeekRequest,
} from '../../../../../core/money/school-fee-terms-schemas';
import { apiPost } from '../../../../lib/api-client';
import { dashboardQueryKeys } from '../../../../lib/dashboard-query-keys';
import { feeTermsQueryKey } from './instructors-query-keys';

/** POST /api/instructors/{id}/fee-terms/waived-weeks (owner): waive a week's franchise fee, or charge it again. */
export function setWaivedWeek({
  instructorId,
  request,
}: {
  instructorId: number;
  request: WaivedWeekRequest;
}): Promise<FeeTermsResponse> {
  return apiPost(`/api/instructors/${instructorId}/fee-terms/waived-weeks`, request, feeTermsResponseSchema);
}

export function useSetWaivedWeek() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setWaivedWeek,
    retry: false,
    onSuccess: (terms) => queryClient.setQueryData(feeTermsQueryKey(terms.instructorId), terms),
    onSettled: () => queryClient.invalidateQueries({ queryKey: dashboardQueryKeys.money }),
  });
}
