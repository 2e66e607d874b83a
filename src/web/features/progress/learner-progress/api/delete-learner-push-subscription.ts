import { useMutation } from '@tanstack/react-query';
import { z } from 'zod';
import { apiRequest } from '../../../../lib/api-client';

/** DELETE /api/progress/{token}/push-subscription: this phone hears nothing more (204). */
export async function deleteLearnerPushSubscription(token: string, endpoint: string): Promise<void> {
  // The answer is empty (204); z.unknown, not z.void, keeps ZodVoid out of every page's zod chunk.
  await apiRequest(`/api/progress/${encodeURIComponent(token)}/push-subscription`, {
    method: 'DELETE',
    body: { endpoint },
    schema: z.unknown(),
  });
}

export function useDeleteLearnerPushSubscription(token: string) {
  return useMutation({
    mutationFn: (endpoint: string) => deleteLearnerPushSubscription(token, endpoint),
    retry: false,
  });
}
