import { queryOptions } from '@tanstack/react-query';
import {
  type PushSubscriptionStatus,
  pushSubscriptionStatusSchema,
} from '../../../../../core/messaging/push/push-schemas';
import { apiPost } from '../../../../lib/api-client';
import { DASHBOARD_QUERY_ROOT } from '../../../../lib/dashboard-query-keys';

/** POST /api/push/instructor-subscription/lookup: this device's topics, null when not subscribed. */
export function lookupInstructorPushSubscription(endpoint: string): Promise<PushSubscriptionStatus> {
  return apiPost('/api/push/instructor-subscription/lookup', { endpoint }, pushSubscriptionStatusSchema);
}

export function instructorPushSubscriptionQueryOptions(endpoint: string) {
  return queryOptions({
    // Under the dashboard's root: dropped with the rest of it on sign-out.
    queryKey: [DASHBOARD_QUERY_ROOT, 'push-subscription', endpoint],
    queryFn: () => lookupInstructorPushSubscription(endpoint),
  });
}
