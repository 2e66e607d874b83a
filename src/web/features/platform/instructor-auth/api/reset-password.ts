import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  type ResetPasswordRequest,
  resetPasswordResponseSchema,
} from '../../../../../core/platform/auth/account-schemas';
import { apiPost, clearInstructorToken } from '../../../../lib/api-client';
import { DASHBOARD_QUERY_ROOT } from '../../../../lib/dashboard-query-keys';
import { instructorSessionQueryKey } from '../../../../lib/instructor-session-key';

/** POST /api/auth/password-reset: sets the new password from the link; every session ends. */
export function resetPassword(request: ResetPasswordRequest) {
  return apiPost('/api/auth/password-reset', request, resetPasswordResponseSchema);
}

export function useResetPassword() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: resetPassword,
    retry: false,
    onSuccess: () => {
      // Any session this browser had has ended with the others.
      clearInstructorToken();
      queryClient.removeQueries({ queryKey: [DASHBOARD_QUERY_ROOT] });
      queryClient.setQueryData(instructorSessionQueryKey, null);
    },
  });
}
