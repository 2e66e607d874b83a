import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  type DemoDataRemoval,
  demoDataRemovalSchema,
} from '../../../../../core/school/settings/demo-data-schemas';
import { apiDelete } from '../../../../lib/api-client';
import { DASHBOARD_QUERY_ROOT } from '../../../../lib/dashboard-query-keys';

/** DELETE /api/settings/demo-data: every demo row goes, for good. */
export function removeDemoData(): Promise<DemoDataRemoval> {
  return apiDelete('/api/settings/demo-data', demoDataRemovalSchema);
}

export function useRemoveDemoData() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: removeDemoData,
    retry: false,
    // Learners, bookings, lessons, money and times all change: every dashboard list loads again.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: [DASHBOARD_QUERY_ROOT] }),
  });
}
