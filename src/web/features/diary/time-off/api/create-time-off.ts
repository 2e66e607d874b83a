import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  type CreateTimeOffResponse,
  createTimeOffResponseSchema,
  type ValidCreateTimeOffRequest,
} from '../../../../../core/diary/time-off/time-off-schemas';
import { apiPost } from '../../../../lib/api-client';
import { invalidateSlotLists } from '../../../../lib/invalidate-slot-lists';
import { timeOffQueryKey } from '../time-off-query-keys';

/**
 * POST /api/time-off: blocks whole days; answers the block, what is left inside it to sort out and
 * how many free times were withdrawn. 409 when it overlaps other time off.
 */
export function createTimeOff(request: ValidCreateTimeOffRequest): Promise<CreateTimeOffResponse> {
  return apiPost('/api/time-off', request, createTimeOffResponseSchema);
}

export function useCreateTimeOff() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createTimeOff,
    retry: false,
    // The block, and the times it withdrew (the slot lists).
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: timeOffQueryKey }),
        invalidateSlotLists(queryClient),
      ]),
  });
}
