import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import {
  type recordPurchaseRequestSchema,
  type StudentLedger,
  studentLedgerSchema,
} from '../../../../../core/money/ledger/ledger-schemas';
import { apiPost } from '../../../../lib/api-client';
import { invalidateBalanceViews } from '../../../../lib/invalidate-balance-views';

export type ValidRecordPurchaseRequest = z.output<typeof recordPurchaseRequestSchema>;

/** POST /api/students/{id}/purchases: hours sold, at the package's price or a typed one; answers the ledger. */
export function recordPurchase(
  studentId: number,
  request: ValidRecordPurchaseRequest,
): Promise<StudentLedger> {
  return apiPost(`/api/students/${studentId}/purchases`, request, studentLedgerSchema);
}

export function useRecordPurchase(studentId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (request: ValidRecordPurchaseRequest) => recordPurchase(studentId, request),
    retry: false,
    // The card's balance comes with the students list.
    onSettled: () => invalidateBalanceViews(queryClient),
  });
}
