import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  type DeleteTimeOffResponse,
  deleteTimeOffResponseSchema,
} from '../../../../../core/diary/time-off/time-off-schemas';
import { apiDelete } from '../../../../lib/api-client';
import { timeOffQueryKey } from '../time-off-query-keys';

/**
 * DELETE /api/time-off/{id}: removes coming time off, or ends current time off before today. The
 * times it withdrew are not put back; the answer says so.
 */
export function deleteTimeOff(id: number): Promise<DeleteTimeOffResponse> {
  return apiDelete(`/api/time-off/${id}`, deleteTimeOffResponseSchema);
}

export function useDeleteTimeOff() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteTimeOff,
    retry: false,
    onSettled: () => queryClient.invalidateQueries({ queryKey: timeOffQueryKey }),
  });
}
