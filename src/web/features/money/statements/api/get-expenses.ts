import { queryOptions, useQuery } from '@tanstack/react-query';
import type { DatePeriod } from '../../../../../core/money/money-periods';
import { type Expense, expensesResponseSchema } from '../../../../../core/money/money-schemas';
import { apiGet } from '../../../../lib/api-client';
import { moneyQueryKeys } from '../money-query-keys';

/** GET /api/money/expenses?from=&to=: the costs recorded between two London dates, both included. */
export function getExpenses(range: DatePeriod, signal?: AbortSignal): Promise<Expense[]> {
  const query = new URLSearchParams({ from: range.from, to: range.to });
  return apiGet(`/api/money/expenses?${query}`, expensesResponseSchema, { signal });
}

export function expensesQueryOptions(range: DatePeriod) {
  return queryOptions({
    queryKey: moneyQueryKeys.expenses(range.from, range.to),
    queryFn: ({ signal }) => getExpenses(range, signal),
  });
}

/** The costs of a span; waits while the span is not known yet (the summary still loading). */
export function useExpenses(range: DatePeriod | undefined) {
  return useQuery({
    ...expensesQueryOptions(range ?? { from: '', to: '' }),
    enabled: range !== undefined,
  });
}
