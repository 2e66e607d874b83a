import { queryOptions } from '@tanstack/react-query';
import {
  type PushSubscriptionStatus,
  pushSubscriptionStatusSchema,
} from '../../../../../core/messaging/push/push-schemas';
import { apiPost } from '../../../../lib/api-client';

/** POST /api/progress/{token}/push-subscription/lookup: this phone's topics, null when not subscribed. */
export function lookupLearnerPushSubscription(
  token: string,
  endpoint: string,
): Promise<PushSubscriptionStatus> {
  return apiPost(
    `/api/progress/${encodeURIComponent(token)}/push-subscription/lookup`,
    { endpoint },
    pushSubscriptionStatusSchema,
  );
}

export function learnerPushSubscriptionQueryOptions(token: string, endpoint: string) {
  return queryOptions({
    queryKey: ['push-subscription', 'learner', token, endpoint],
    queryFn: () => lookupLearnerPushSubscription(token, endpoint),
  });
}
