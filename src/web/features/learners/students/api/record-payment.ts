import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import {
  type recordPaymentRequestSchema,
  type StudentLedger,
  studentLedgerSchema,
} from '../../../../../core/money/ledger/ledger-schemas';
import { apiPost } from '../../../../lib/api-client';
import { invalidateBalanceViews } from '../../../../lib/invalidate-balance-views';

export type ValidRecordPaymentRequest = z.output<typeof recordPaymentRequestSchema>;

/** POST /api/students/{id}/payments: money received (or refunded, negative, with why); answers the ledger. */
export function recordPayment(studentId: number, request: ValidRecordPaymentRequest): Promise<StudentLedger> {
  return apiPost(`/api/students/${studentId}/payments`, request, studentLedgerSchema);
}

export function useRecordPayment(studentId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (request: ValidRecordPaymentRequest) => recordPayment(studentId, request),
    retry: false,
    onSettled: () => invalidateBalanceViews(queryClient),
  });
}
