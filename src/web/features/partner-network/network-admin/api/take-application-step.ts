import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ApplicationStepRequest } from '../../../../../core/partner-network/application-vetting';
import {
  type ApplicationStepResponse,
  applicationStepResponseSchema,
} from '../../../../../core/partner-network/instructor-application-schemas';
import { apiPost } from '../../../../lib/api-client';
import { networkQueryKeys } from '../network-query-keys';

/** POST /api/instructor-applications/{id}/steps: the next vetting step, approval (the invitation) or rejection. */
export function takeApplicationStep(
  id: number,
  request: ApplicationStepRequest,
): Promise<ApplicationStepResponse> {
  return apiPost(`/api/instructor-applications/${id}/steps`, request, applicationStepResponseSchema);
}

export function useTakeApplicationStep() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, request }: { id: number; request: ApplicationStepRequest }) =>
      takeApplicationStep(id, request),
    onSuccess: ({ application }) =>
      queryClient.setQueryData(networkQueryKeys.application(application.id), application),
    // Not awaited: the refreshed list may no longer hold the card whose dialog made the change (a
    // filter by status), and the caller's own onSuccess (its toast) must run before that card goes.
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: networkQueryKeys.applications });
    },
  });
}
