import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  type UndoPaymentResponse,
  undoPaymentResponseSchema,
} from '../../../core/money/ledger/mark-paid-schemas';
import { apiPost } from '../api-client';
import { dashboardQueryKeys } from '../dashboard-query-keys';
import { invalidateBalanceViews } from '../invalidate-balance-views';
import { markPaidQueryKeys } from '../mark-paid-query-keys';

/** POST /api/payments/{id}/undo: appends a line reversing the payment (never edits or deletes it). */
export function undoPayment(paymentId: number): Promise<UndoPaymentResponse> {
  return apiPost(`/api/payments/${paymentId}/undo`, {}, undoPaymentResponseSchema);
}

export function useUndoPayment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: undoPayment,
    retry: false,
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: markPaidQueryKeys.all }),
        queryClient.invalidateQueries({ queryKey: dashboardQueryKeys.today }),
        queryClient.invalidateQueries({ queryKey: dashboardQueryKeys.upcomingLessons }),
        invalidateBalanceViews(queryClient),
      ]),
  });
}
