import { useMutation, useQueryClient } from '@tanstack/react-query';
import { logoutResponseSchema } from '../../../core/platform/auth/auth-schemas';
import { apiPost, clearInstructorToken } from '../api-client';
import { DASHBOARD_QUERY_ROOT } from '../dashboard-query-keys';
import { instructorSessionQueryKey } from '../instructor-session-key';

/** POST /api/auth/logout: revokes the session on the server and clears the cookie. */
export function instructorLogout() {
  return apiPost('/api/auth/logout', {}, logoutResponseSchema);
}

/** Signs out, then forgets everything the dashboard loaded and shows the login form again. */
export function useInstructorLogout() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: instructorLogout,
    retry: false,
    onSuccess: () => {
      clearInstructorToken();
      queryClient.removeQueries({ queryKey: [DASHBOARD_QUERY_ROOT] });
      queryClient.setQueryData(instructorSessionQueryKey, null);
    },
  });
}
