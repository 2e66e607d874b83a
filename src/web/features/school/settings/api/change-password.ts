import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  type ChangePasswordRequest,
  type ChangePasswordResponse,
  changePasswordResponseSchema,
} from '../../../../../core/platform/auth/account-schemas';
import { apiPost } from '../../../../lib/api-client';
import { instructorSessionsQueryKey } from './instructor-sessions';

/** POST /api/auth/password: every other session is signed out; this one stays. */
export function changePassword(request: ChangePasswordRequest): Promise<ChangePasswordResponse> {
  return apiPost('/api/auth/password', request, changePasswordResponseSchema);
}

export function useChangePassword() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: changePassword,
    retry: false,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: instructorSessionsQueryKey }),
  });
}
