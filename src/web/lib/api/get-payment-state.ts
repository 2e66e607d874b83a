import { useQuery } from '@tanstack/react-query';
import {
  type PurchasePaymentState,
  purchasePaymentStateSchema,
} from '../../../core/money/ledger/mark-paid-schemas';
import { apiGet } from '../api-client';
import { type MarkPaidTarget, markPaidQueryKeys, paymentStatePath } from '../mark-paid-query-keys';

/** GET /api/lessons/{id}/payment or /api/bookings/{id}/payment: what is due and what was paid. */
export function getPaymentState(target: MarkPaidTarget, signal?: AbortSignal): Promise<PurchasePaymentState> {
  return apiGet(paymentStatePath(target), purchasePaymentStateSchema, { signal });
}

export function usePaymentState(target: MarkPaidTarget) {
  return useQuery({
    queryKey: markPaidQueryKeys.of(target),
    queryFn: ({ signal }) => getPaymentState(target, signal),
  });
}
