import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  type ApplicationStatus,
  type InstructorApplication,
  instructorApplicationSchema,
} from '../../../../../core/partner-network/instructor-application-schemas';
import { apiPatch } from '../../../../lib/api-client';
import { networkQueryKeys } from '../network-query-keys';

/** PATCH /api/instructor-applications/{id}/status: approve, reject, or back to pending. */
export function updateApplicationStatus(
  id: number,
  status: ApplicationStatus,
): Promise<InstructorApplication> {
  return apiPatch(`/api/instructor-applications/${id}/status`, { status }, instructorApplicationSchema);
}

export function useUpdateApplicationStatus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, status }: { id: number; status: ApplicationStatus }) =>
      updateApplicationStatus(id, status),
    onSuccess: (application) =>
      queryClient.setQueryData(networkQueryKeys.application(application.id), application),
    // Not awaited: the refreshed list may no longer hold the card whose dialog made the change, and
    // the caller's own onSuccess (its toast) must run before that card goes.
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: networkQueryKeys.applications });
    },
  });
}
