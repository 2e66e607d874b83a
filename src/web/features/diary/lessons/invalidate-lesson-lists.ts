import type { QueryClient } from '@tanstack/react-query';
import { dashboardQueryKeys } from '../../../lib/dashboard-query-keys';
import { invalidateSlotLists } from '../../../lib/invalidate-slot-lists';

/**
 * After any change to a lesson: the student cards (their lessons and balances), the coming
 * lessons and the Today screen; with `slots`, the slot lists too (the lesson took or freed times); with `notes`, the
 * progress notes (they show their lesson's duration and status).
 */
export function invalidateLessonLists(
  queryClient: QueryClient,
  also: { slots?: boolean; notes?: boolean } = {},
) {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: dashboardQueryKeys.students }),
    queryClient.invalidateQueries({ queryKey: dashboardQueryKeys.upcomingLessons }),
    queryClient.invalidateQueries({ queryKey: dashboardQueryKeys.today }),
    also.slots ? invalidateSlotLists(queryClient) : null,
    also.notes ? queryClient.invalidateQueries({ queryKey: dashboardQueryKeys.progressNotes }) : null,
  ]);
}
