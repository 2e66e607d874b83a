import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { dashboardQueryKeys } from '../../../../lib/dashboard-query-keys';

/**
 * While the dashboard is open, any change that succeeds (a request approved, a lead marked
 * contacted, a learner removed from the waiting list...) reads Today's counts again, so the badges
 * never lag a change made here. One request, and only while a screen shows them.
 */
export function useRefreshCountsAfterChanges(): void {
  const queryClient = useQueryClient();
  useEffect(
    () =>
      queryClient.getMutationCache().subscribe((event) => {
        if (event.type === 'updated' && event.action.type === 'success') {
          void queryClient.invalidateQueries({ queryKey: dashboardQueryKeys.today });
        }
      }),
    [queryClient],
  );
}
