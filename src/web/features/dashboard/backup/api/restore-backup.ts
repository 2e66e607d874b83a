import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  type RestorableBackup,
  restoreBackupResponseSchema,
} from '../../../../../core/dashboard/backup-schemas';
import { apiPost, clearInstructorToken } from '../../../../lib/api-client';
import { instructorSessionQueryKey } from '../../auth/api/instructor-session-key';
import { DASHBOARD_QUERY_ROOT } from '../../auth/api/verify-instructor';
import { forgetInstructorSessionHint } from '../../auth/instructor-session-hint';

/** POST /api/backup/restore: replaces all school data with the backup (checked again on the server). */
export function restoreBackup(backup: RestorableBackup) {
  return apiPost('/api/backup/restore', backup, restoreBackupResponseSchema);
}

/**
 * A restore ends every session (sessions are not in a backup), this one too: on success the
 * dashboard forgets what it loaded and shows the sign-in form, as signing out does.
 */
export function useRestoreBackup() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: restoreBackup,
    retry: false,
    onSuccess: () => {
      clearInstructorToken();
      forgetInstructorSessionHint();
      queryClient.removeQueries({ queryKey: [DASHBOARD_QUERY_ROOT] });
      queryClient.setQueryData(instructorSessionQueryKey, null);
    },
  });
}
