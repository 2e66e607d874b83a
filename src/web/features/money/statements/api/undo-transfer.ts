import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  type SettlingUpResponse,
  settlingUpResponseSchema,
} from '../../../../../core/money/settling-up-schemas';
import { apiPost } from '../../../../lib/api-client';
import { moneyQueryKeys } from '../money-query-keys';

/** POST /api/money/settling-up/transfers/{id}/undo (owner): a reversing line; 409 once undone. */
export function undoTransfer(transferId: number): Promise<SettlingUpResponse> {
  return apiPost(`/api/money/settling-up/transfers/${transferId}/undo`, {}, settlingUpResponseSchema);
}

export function useUndoTransfer() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: undoTransfer,
    retry: false,
    onSuccess: (answer) => queryClient.setQueryData(moneyQueryKeys.settlingUp, answer),
    onSettled: () => queryClient.invalidateQueries({ queryKey: moneyQueryKeys.all }),
  });
}
