import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  type InstructorAccount,
  instructorAccountSchema,
} from '../../../../../core/platform/auth/instructor-accounts-schemas';
import { apiPost } from '../../../../lib/api-client';
import { instructorAccountsQueryKey } from './instructors-query-keys';

/** POST /api/instructors/{id}/suspend: every session of theirs ends, sign-in is refused, records stay. */
export function suspendInstructor(instructorId: number): Promise<InstructorAccount> {
  return apiPost(`/api/instructors/${instructorId}/suspend`, undefined, instructorAccountSchema);
}

export function useSuspendInstructor() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: suspendInstructor,
    retry: false,
    onSettled: () => queryClient.invalidateQueries({ queryKey: instructorAccountsQueryKey }),
  });
}
