import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  type CreateInstructorInvitationResponse,
  createInstructorInvitationResponseSchema,
} from '../../../../../core/platform/auth/instructor-accounts-schemas';
import { apiPost } from '../../../../lib/api-client';
import { instructorAccountsQueryKey } from './instructors-query-keys';

/**
 * POST /api/instructors/invitations/{id}/resend: a new link for 7 days replaces the old one (which
 * then answers 410); the answer says whether the e-mail went, as inviting does.
 */
export function resendInvitation(invitationId: number): Promise<CreateInstructorInvitationResponse> {
  return apiPost(
    `/api/instructors/invitations/${invitationId}/resend`,
    undefined,
    createInstructorInvitationResponseSchema,
  );
}

export function useResendInvitation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: resendInvitation,
    // A repeated POST would replace the link just sent.
    retry: false,
    onSettled: () => queryClient.invalidateQueries({ queryKey: instructorAccountsQueryKey }),
  });
}
