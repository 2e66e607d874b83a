import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  type CreateInstructorInvitationResponse,
  createInstructorInvitationResponseSchema,
  type InstructorInvitationRequest,
} from '../../../../../core/platform/auth/instructor-accounts-schemas';
import { apiPost } from '../../../../lib/api-client';
import { instructorAccountsQueryKey } from './instructors-query-keys';

/** POST /api/instructors/invitations: a one-time link, e-mailed; the answer says whether it went. */
export function inviteInstructor(
  request: InstructorInvitationRequest,
): Promise<CreateInstructorInvitationResponse> {
  return apiPost('/api/instructors/invitations', request, createInstructorInvitationResponseSchema);
}

export function useInviteInstructor() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: inviteInstructor,
    // A repeated POST would send a second invitation.
    retry: false,
    onSettled: () => queryClient.invalidateQueries({ queryKey: instructorAccountsQueryKey }),
  });
}
