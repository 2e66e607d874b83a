import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type AccessLink, accessLinkSchema } from '../../../../../core/learners/students-schemas';
import { apiPost } from '../../../../lib/api-client';
import { dashboardQueryKeys } from '../../../../lib/dashboard-query-keys';

/** POST /api/students/{id}/generate-token: a new 30-day progress link; older links stop working. */
export function generateAccessToken(studentId: number): Promise<AccessLink> {
  return apiPost(`/api/students/${studentId}/generate-token`, {}, accessLinkSchema);
}

export function useGenerateAccessToken() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: generateAccessToken,
    retry: false,
    onSettled: () => queryClient.invalidateQueries({ queryKey: dashboardQueryKeys.students }),
  });
}
