import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  type InstructorAccount,
  instructorAccountSchema,
} from '../../../../../core/platform/auth/instructor-accounts-schemas';
import { apiPost } from '../../../../lib/api-client';
import { instructorAccountsQueryKey } from './instructors-query-keys';

/** POST /api/instructors/{id}/reactivate: a suspended instructor may sign in again. */
export function reactivateInstructor(instructorId: number): Promise<InstructorAccount> {
  return apiPost(`/api/instructors/${instructorId}/reactivate`, undefined, instructorAccountSchema);
}

export function useReactivateInstructor() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: reactivateInstructor,
    retry: false,
    onSettled: () => queryClient.invalidateQueries({ queryKey: instructorAccountsQueryKey }),
  });
}
