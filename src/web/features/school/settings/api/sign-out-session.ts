import { useMutation, useQueryClient } from '@tanstack/react-query';
import { signOutSessionsResponseSchema } from '../../../../../core/platform/auth/account-schemas';
import { apiDelete } from '../../../../lib/api-client';
import { instructorSessionsQueryKey } from './instructor-sessions';

/** DELETE /api/auth/sessions/{id}: signs out one other device. */
export function signOutSession(sessionId: number) {
  return apiDelete(`/api/auth/sessions/${sessionId}`, signOutSessionsResponseSchema);
}

export function useSignOutSession() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: signOutSession,
    retry: false,
    onSettled: () => queryClient.invalidateQueries({ queryKey: instructorSessionsQueryKey }),
  });
}
