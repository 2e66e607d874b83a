import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  type Expense,
  expenseSchema,
  type ValidCreateExpenseRequest,
} from '../../../../../core/money/money-schemas';
import { apiPost } from '../../../../lib/api-client';
import { moneyQueryKeys } from '../money-query-keys';

/** POST /api/money/expenses: records a cost; answers it as saved. */
export function recordExpense(request: ValidCreateExpenseRequest): Promise<Expense> {
  return apiPost('/api/money/expenses', request, expenseSchema);
}

export function useRecordExpense() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: recordExpense,
    // A repeated POST would record the cost twice.
    retry: false,
    // The summary's costs and difference, and the lists of costs.
    onSettled: () => queryClient.invalidateQueries({ queryKey: moneyQueryKeys.all }),
  });
}
