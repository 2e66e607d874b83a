import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  type InstructorAccount,
  type InstructorProfileInput,
  instructorAccountSchema,
} from '../../../../../core/platform/auth/instructor-accounts-schemas';
import { apiPut } from '../../../../lib/api-client';
import { instructorSessionQueryKey } from '../../../../lib/instructor-session-key';
import { ownProfileQueryKey } from './get-own-profile';

/** PUT /api/instructors/me: the instructor's own profile; answers the account as saved. */
export function updateOwnProfile(profile: InstructorProfileInput): Promise<InstructorAccount> {
  return apiPut('/api/instructors/me', profile, instructorAccountSchema);
}

export function useUpdateOwnProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateOwnProfile,
    retry: false,
    onSuccess: (saved) => {
      queryClient.setQueryData(ownProfileQueryKey, saved);
      // The dashboard's "Signed in as" reads the name from the session.
      void queryClient.invalidateQueries({ queryKey: instructorSessionQueryKey });
    },
  });
}
