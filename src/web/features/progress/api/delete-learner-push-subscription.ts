import { useMutation } from '@tanstack/react-query';
import { z } from 'zod';
import { apiRequest } from '../../../lib/api-client';

/** DELETE /api/progress/{token}/push-subscription: this phone hears nothing more (204). */
export function deleteLearnerPushSubscription(token: string, endpoint: string): Promise<void> {
  return apiRequest(`/api/progress/${encodeURIComponent(token)}/push-subscription`, {
    method: 'DELETE',
    body: { endpoint },
    schema: z.void(),
  });
}

export function useDeleteLearnerPushSubscription(token: string) {
  return useMutation({
    mutationFn: (endpoint: string) => deleteLearnerPushSubscription(token, endpoint),
    retry: false,
  });
}
