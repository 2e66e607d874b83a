import { useMutation } from '@tanstack/react-query';
import {
  type InstructorPushSubscriptionRequest,
  type PushSubscriptionStatus,
  pushSubscriptionStatusSchema,
} from '../../../../../core/messaging/push/push-schemas';
import { apiPut } from '../../../../lib/api-client';

/** PUT /api/push/instructor-subscription: this device hears the chosen topics; answers them. */
export function saveInstructorPushSubscription(
  request: InstructorPushSubscriptionRequest,
): Promise<PushSubscriptionStatus> {
  return apiPut('/api/push/instructor-subscription', request, pushSubscriptionStatusSchema);
}

export function useSaveInstructorPushSubscription() {
  return useMutation({ mutationFn: saveInstructorPushSubscription, retry: false });
}
