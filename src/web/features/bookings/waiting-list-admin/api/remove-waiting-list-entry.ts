import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  type InstructorWaitingListResponse,
  instructorWaitingListResponseSchema,
} from '../../../../../core/bookings/waiting-list/waiting-list-schemas';
import { apiDelete } from '../../../../lib/api-client';
import { freedTimesQueryKey } from './get-freed-times';
import { waitingListQueryKey } from './get-waiting-list';

/** DELETE /api/waiting-list/{id}: takes a learner off the list; answers the list as it now is. */
export function removeWaitingListEntry(id: number): Promise<InstructorWaitingListResponse> {
  return apiDelete(`/api/waiting-list/${id}`, instructorWaitingListResponseSchema);
}

export function useRemoveWaitingListEntry() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: removeWaitingListEntry,
    retry: false,
    onSuccess: (list) => {
      queryClient.setQueryData(waitingListQueryKey, list);
      // Their open offers are withdrawn.
      return queryClient.invalidateQueries({ queryKey: freedTimesQueryKey });
    },
    onError: () => queryClient.invalidateQueries({ queryKey: waitingListQueryKey }),
  });
}
