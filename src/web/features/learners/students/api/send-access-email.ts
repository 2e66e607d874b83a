import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  type SendAccessEmailResponse,
  sendAccessEmailResponseSchema,
} from '../../../../../core/learners/students-schemas';
import { apiPost } from '../../../../lib/api-client';
import { dashboardQueryKeys } from '../../../../lib/dashboard-query-keys';

/**
 * POST /api/students/{id}/send-access-email: e-mails the progress link (making one if needed).
 * `status` says whether the e-mail really left; without SMTP it did not.
 */
export function sendAccessEmail(studentId: number): Promise<SendAccessEmailResponse> {
  return apiPost(`/api/students/${studentId}/send-access-email`, {}, sendAccessEmailResponseSchema);
}

export function useSendAccessEmail() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: sendAccessEmail,
    // An e-mail is sent once: a retry could send it twice.
    retry: false,
    onSettled: () => queryClient.invalidateQueries({ queryKey: dashboardQueryKeys.students }),
  });
}
