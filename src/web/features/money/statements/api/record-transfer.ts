import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  type SettlingUpResponse,
  settlingUpResponseSchema,
  type ValidRecordTransferRequest,
} from '../../../../../core/money/settling-up-schemas';
import { apiPost } from '../../../../lib/api-client';
import { moneyQueryKeys } from '../money-query-keys';

/** POST /api/money/settling-up/instructors/{id}/transfers (owner): a bank transfer either way. */
export function recordTransfer({
  instructorId,
  request,
}: {
  instructorId: number;
  request: ValidRecordTransferRequest;
}): Promise<SettlingUpResponse> {
  return apiPost(
    `/api/money/settling-up/instructors/${instructorId}/transfers`,
    request,
    settlingUpResponseSchema,
  );
}

export function useRecordTransfer() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: recordTransfer,
    // A repeated POST would record the transfer twice.
    retry: false,
    onSuccess: (answer) => queryClient.setQueryData(moneyQueryKeys.settlingUp, answer),
    // Statements show the transfers in their settling up.
    onSettled: () => queryClient.invalidateQueries({ queryKey: moneyQueryKeys.all }),
  });
}
