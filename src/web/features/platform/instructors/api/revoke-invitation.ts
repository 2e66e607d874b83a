import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  type InstructorInvitation,
  instructorInvitationSchema,
} from '../../../../../core/platform/auth/instructor-accounts-schemas';
import { apiPost } from '../../../../lib/api-client';
import { instructorAccountsQueryKey } from './instructors-query-keys';

/** POST /api/instructors/invitations/{id}/withdraw: the link stops working. */
export function revokeInvitation(invitationId: number): Promise<InstructorInvitation> {
  return apiPost(
    `/api/instructors/invitations/${invitationId}/withdraw`,
    undefined,
    instructorInvitationSchema,
  );
}

export function useRevokeInvitation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: revokeInvitation,
    retry: false,
    onSettled: () => queryClient.invalidateQueries({ queryKey: instructorAccountsQueryKey }),
  });
}
