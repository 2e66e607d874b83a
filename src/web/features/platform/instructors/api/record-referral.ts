import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  type FeeTermsResponse,
  feeTermsResponseSchema,
  type ReferralRequest,
} from '../../../../../core/money/school-fee-terms-schemas';
import { apiPost } from '../../../../lib/api-client';
import { dashboardQueryKeys } from '../../../../lib/dashboard-query-keys';
import { feeTermsQueryKey } from './instructors-query-keys';

/** POST /api/instructors/{id}/referrals (owner): a learner the school passed on, on a day; 409 if already. */
export function recordReferral({
  instructorId,
  request,
}: {
  instructorId: number;
  request: ReferralRequest;
}): Promise<FeeTermsResponse> {
  return apiPost(`/api/instructors/${instructorId}/referrals`, request, feeTermsResponseSchema);
}

export function useRecordReferral() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: recordReferral,
    retry: false,
    onSuccess: (terms) => queryClient.setQueryData(feeTermsQueryKey(terms.instructorId), terms),
    // Statements follow the fees a referral brings.
    onSettled: () => queryClient.invalidateQueries({ queryKey: dashboardQueryKeys.money }),
  });
}
