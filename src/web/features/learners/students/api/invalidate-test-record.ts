import type { QueryClient } from '@tanstack/react-query';
import { dashboardQueryKeys } from '../../../../lib/dashboard-query-keys';

/**
 * After a test record changes: the learner's progress (the card's driving test part reads it) and
 * the students list (a readiness line on the card counts the mock tests).
 */
export function invalidateTestRecordViews(queryClient: QueryClient, studentId: number): Promise<unknown> {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: dashboardQueryKeys.studentProgress(studentId) }),
    queryClient.invalidateQueries({ queryKey: dashboardQueryKeys.students, exact: true }),
  ]);
}
