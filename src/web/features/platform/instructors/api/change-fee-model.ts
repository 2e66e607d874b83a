import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  type FeeTermsResponse,
  feeTermsResponseSchema,
  type ValidFeeModelChangeRequest,
} from '../../../../../core/money/school-fee-terms-schemas';
import { apiPost } from '../../../../lib/api-client';
import { dashboardQueryKeys } from '../../../../lib/dashboard-query-keys';
import { feeTermsQueryKey } from './instructors-query-keys';

/** POST /api/instructors/{id}/fee-terms/changes (owner): a model in force from a day; 400 with field messages. */
export function changeFeeModel({
  instructorId,
  request,
}: {
  instructorId: number;
  request: ValidFeeModelChangeRequest;
}): Promise<FeeTermsResponse> {
  return apiPost(`/api/instructors/${instructorId}/fee-terms/changes`, request, feeTermsResponseSchema);
}

export function useChangeFeeModel() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: changeFeeModel,
    retry: false,
    onSuccess: (terms) => queryClient.setQueryData(feeTermsQueryKey(terms.instructorId), terms),
    // Statements follow the fees.
    onSettled: () => queryClient.invalidateQueries({ queryKey: dashboardQueryKeys.money }),
  });
}
