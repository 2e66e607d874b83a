import { useMutation } from '@tanstack/react-query';
import {
  type LearnerPushSubscriptionRequest,
  type PushSubscriptionStatus,
  pushSubscriptionStatusSchema,
} from '../../../../../core/messaging/push/push-schemas';
import { apiPut } from '../../../../lib/api-client';

/** PUT /api/progress/{token}/push-subscription: this phone hears the chosen topics; answers them. */
export function saveLearnerPushSubscription(
  token: string,
  request: LearnerPushSubscriptionRequest,
): Promise<PushSubscriptionStatus> {
  return apiPut(
    `/api/progress/${encodeURIComponent(token)}/push-subscription`,
    request,
    pushSubscriptionStatusSchema,
  );
}

export function useSaveLearnerPushSubscription(token: string) {
  return useMutation({
    mutationFn: (request: LearnerPushSubscriptionRequest) => saveLearnerPushSubscription(token, request),
    retry: false,
  });
}
