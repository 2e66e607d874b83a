import type { QueryClient } from '@tanstack/react-query';
import { dashboardQueryKeys } from '../../../lib/dashboard-query-keys';
import { invalidateSlotLists } from '../../../lib/invalidate-slot-lists';
import { lessonChangesQueryRoot } from './api/get-lesson-changes';

/** After a decision: an approved request moves or cancels a lesson, so every list it shows in. */
export function invalidateLessonChangeLists(queryClient: QueryClient) {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: lessonChangesQueryRoot }),
    queryClient.invalidateQueries({ queryKey: dashboardQueryKeys.upcomingLessons }),
    queryClient.invalidateQueries({ queryKey: dashboardQueryKeys.students }),
    invalidateSlotLists(queryClient),
  ]);
}
