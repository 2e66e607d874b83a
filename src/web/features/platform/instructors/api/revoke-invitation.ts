import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  type InstructorInvitation,
  instructorInvitationSchema,
} from '../../../../../core/platform/auth/instructor-accounts-schemas';
import { apiDelete } from '../../../../lib/api-client';
import { instructorAccountsQueryKey } from './instructors-query-keys';

/** DELETE /api/instructors/invitations/{id}: the link stops working. */
export function revokeInvitation(invitationId: number): Promise<InstructorInvitation> {
  return apiDelete(`/api/instructors/invitations/${invitationId}`, instructorInvitationSchema);
}

export function useRevokeInvitation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: revokeInvitation,
    retry: false,
    onSettled: () => queryClient.invalidateQueries({ queryKey: instructorAccountsQueryKey }),
  });
}
