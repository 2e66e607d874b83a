import { queryOptions, useQuery } from '@tanstack/react-query';
import {
  UNREAD_POLL_INTERVAL_MS,
  type UnreadCountResponse,
  unreadCountResponseSchema,
} from '../../../core/messaging/chat/chat-schemas';
import { apiGet } from '../api-client';
import { dashboardQueryKeys } from '../dashboard-query-keys';

/** GET /api/messages/unread-count: learners' unread messages to the instructor, in all and per learner. */
export function getUnreadMessageCount(signal?: AbortSignal): Promise<UnreadCountResponse> {
  return apiGet('/api/messages/unread-count', unreadCountResponseSchema, { signal });
}

/** Spec section 9: polled every 30 seconds while the dashboard is open. */
export const unreadMessageCountQueryOptions = queryOptions({
  queryKey: dashboardQueryKeys.unreadMessageCount,
  queryFn: ({ signal }) => getUnreadMessageCount(signal),
  staleTime: UNREAD_POLL_INTERVAL_MS,
  refetchInterval: UNREAD_POLL_INTERVAL_MS,
});

export function useUnreadMessageCount() {
  return useQuery(unreadMessageCountQueryOptions);
}
