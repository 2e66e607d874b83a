import { useMutation } from '@tanstack/react-query';
import { z } from 'zod';
import { apiRequest } from '../../../../lib/api-client';

/** DELETE /api/push/instructor-subscription: this device hears nothing more (204). */
export async function deleteInstructorPushSubscription(endpoint: string): Promise<void> {
  // The answer is empty (204); z.unknown, not z.void, keeps ZodVoid out of every page's zod chunk.
  await apiRequest('/api/push/instructor-subscription', {
    method: 'DELETE',
    body: { endpoint },
    schema: z.unknown(),
  });
}

export function useDeleteInstructorPushSubscription() {
  return useMutation({ mutationFn: deleteInstructorPushSubscription, retry: false });
}
