import { useMutation, useQueryClient } from '@tanstack/react-query';
import { signOutSessionsResponseSchema } from '../../../../../core/platform/auth/account-schemas';
import { apiPost, clearInstructorToken } from '../../../../lib/api-client';
import { DASHBOARD_QUERY_ROOT } from '../../../../lib/dashboard-query-keys';
import { instructorSessionQueryKey } from '../../../../lib/instructor-session-key';

/** POST /api/auth/sessions/sign-out-everywhere: every session ends, this one too. */
export function signOutEverywhere() {
  return apiPost('/api/auth/sessions/sign-out-everywhere', {}, signOutSessionsResponseSchema);
}

/** Then, as at sign-out, the dashboard forgets what it loaded and shows the sign-in form. */
export function useSignOutEverywhere() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: signOutEverywhere,
    retry: false,
    onSuccess: () => {
      clearInstructorToken();
      queryClient.removeQueries({ queryKey: [DASHBOARD_QUERY_ROOT] });
      queryClient.setQueryData(instructorSessionQueryKey, null);
    },
  });
}
