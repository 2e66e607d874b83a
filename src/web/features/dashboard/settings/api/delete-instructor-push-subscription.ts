import { useMutation } from '@tanstack/react-query';
import { z } from 'zod';
import { apiRequest } from '../../../../lib/api-client';

/** DELETE /api/push/instructor-subscription: this device hears nothing more (204). */
export function deleteInstructorPushSubscription(endpoint: string): Promise<void> {
  return apiRequest('/api/push/instructor-subscription', {
    method: 'DELETE',
    body: { endpoint },
    schema: z.void(),
  });
}

export function useDeleteInstructorPushSubscription() {
  return useMutation({ mutationFn: deleteInstructorPushSubscription, retry: false });
}
