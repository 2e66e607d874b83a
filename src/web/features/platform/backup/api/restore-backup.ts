import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  type RestoreBackupResponse,
  restoreBackupResponseSchema,
} from '../../../../../core/platform/backup/backup-schemas';
import { ApiRequestError, ApiResponseParseError, clearInstructorToken } from '../../../../lib/api-client';
import { DASHBOARD_QUERY_ROOT } from '../../../../lib/dashboard-query-keys';
import { forgetInstructorSessionHint } from '../../../../lib/instructor-session-hint';
import { instructorSessionQueryKey } from '../../../../lib/instructor-session-key';

const RESTORE_PATH = '/api/backup/restore';

export interface RestoreBackupInput {
  /** The chosen file, sent as it is: a backup can be hundreds of MB, never copied into a string. */
  file: Blob;
  /** How much of the file has gone up, 0 to 1 (a backup can be megabytes on a phone's connection). */
  onUploadProgress?: (fraction: number) => void;
}

/**
 * POST /api/backup/restore: replaces all school data with the backup (checked again on the
 * server). Sent with XMLHttpRequest rather than the API client's fetch, because only it reports
 * upload progress; the session, the error and the answer are handled as the API client does.
 */
export function restoreBackup({
  file,
  onUploadProgress,
}: RestoreBackupInput): Promise<RestoreBackupResponse> {
  return new Promise((resolve, reject) => {
    const request = new XMLHttpRequest();
    request.open('POST', RESTORE_PATH);
    request.withCredentials = true;
    request.setRequestHeader('Content-Type', 'application/json');
    request.setRequestHeader('Accept', 'application/json');
    request.upload.addEventListener('progress', (event) => {
      if (event.lengthComputable && event.total > 0) onUploadProgress?.(event.loaded / event.total);
    });
    request.addEventListener('load', () => {
      if (request.status < 200 || request.status >= 300) {
        reject(new ApiRequestError(request.status, request.statusText, request.responseText));
        return;
      }
      try {
        resolve(restoreBackupResponseSchema.parse(JSON.parse(request.responseText)));
      } catch (error) {
        reject(new ApiResponseParseError(RESTORE_PATH, error));
      }
    });
    request.addEventListener('error', () =>
      reject(new TypeError('The upload failed: check your connection.')),
    );
    request.send(file);
  });
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
