import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  type Pickup,
  pickupSchema,
  type ValidPickupRequest,
} from '../../../../../core/learners/pupil-record/pupil-record-schemas';
import { apiPut } from '../../../../lib/api-client';
import { progressQueryKey } from './get-progress';

/** PUT /api/progress/{token}/pickup: the learner's own pickup address and postcode (blank clears). */
export function savePickup(token: string, request: ValidPickupRequest): Promise<Pickup> {
  return apiPut(`/api/progress/${encodeURIComponent(token)}/pickup`, request, pickupSchema);
}

export function useSavePickup(token: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (request: ValidPickupRequest) => savePickup(token, request),
    retry: false,
    onSettled: () => queryClient.invalidateQueries({ queryKey: progressQueryKey(token), exact: true }),
  });
}
