import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  type InstructorAccount,
  type InstructorRoleChangeRequest,
  instructorAccountSchema,
} from '../../../../../core/platform/auth/instructor-accounts-schemas';
import { apiPost } from '../../../../lib/api-client';
import { instructorAccountsQueryKey } from './instructors-query-keys';

/** POST /api/instructors/{id}/role: owner or instructor, from their next request; 409 for the last owner. */
export function changeInstructorRole({
  instructorId,
  request,
}: {
  instructorId: number;
  request: InstructorRoleChangeRequest;
}): Promise<InstructorAccount> {
  return apiPost(`/api/instructors/${instructorId}/role`, request, instructorAccountSchema);
}

export function useChangeInstructorRole() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: changeInstructorRole,
    retry: false,
    onSettled: () => queryClient.invalidateQueries({ queryKey: instructorAccountsQueryKey }),
  });
}
