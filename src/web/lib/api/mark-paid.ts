import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  type MarkPaidRequest,
  type PurchasePaymentState,
  purchasePaymentStateSchema,
} from '../../../core/money/ledger/mark-paid-schemas';
import { apiPost } from '../api-client';
import { dashboardQueryKeys } from '../dashboard-query-keys';
import { invalidateBalanceViews } from '../invalidate-balance-views';
import { type MarkPaidTarget, markPaidQueryKeys } from '../mark-paid-query-keys';

/** POST /api/lessons/{id}/mark-paid or /api/bookings/{id}/mark-paid: records what is still unpaid. */
export function markPaid(target: MarkPaidTarget, request: MarkPaidRequest): Promise<PurchasePaymentState> {
  return apiPost(`/api/${target.kind}s/${target.id}/mark-paid`, request, purchasePaymentStateSchema);
}

export function useMarkPaid(target: MarkPaidTarget) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (request: MarkPaidRequest) => markPaid(target, request),
    retry: false,
    onSuccess: (state) => queryClient.setQueryData(markPaidQueryKeys.of(target), state),
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: markPaidQueryKeys.all }),
        queryClient.invalidateQueries({ queryKey: dashboardQueryKeys.today }),
        queryClient.invalidateQueries({ queryKey: dashboardQueryKeys.upcomingLessons }),
        invalidateBalanceViews(queryClient),
      ]),
  });
}
