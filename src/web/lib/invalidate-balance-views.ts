import type { QueryClient } from '@tanstack/react-query';
import { dashboardQueryKeys } from './dashboard-query-keys';

/**
 * After money moves (a payment, a sale, a booking marked paid), every screen that shows what the
 * ledger says reloads: the student cards' balances and the Money tab's takings and debts.
 */
export function invalidateBalanceViews(queryClient: QueryClient): Promise<unknown> {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: dashboardQueryKeys.students }),
    queryClient.invalidateQueries({ queryKey: dashboardQueryKeys.money }),
  ]);
}
