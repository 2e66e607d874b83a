import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  type InstructorWaitingListResponse,
  instructorWaitingListResponseSchema,
  type MoveWaitingListEntryRequest,
} from '../../../../../core/bookings/waiting-list/waiting-list-schemas';
import { apiPost } from '../../../../lib/api-client';
import { waitingListQueryKey } from './get-waiting-list';

/** POST /api/waiting-list/{id}/move: one place up or down; answers the list in its new order. */
export function moveWaitingListEntry(
  id: number,
  request: MoveWaitingListEntryRequest,
): Promise<InstructorWaitingListResponse> {
  return apiPost(`/api/waiting-list/${id}/move`, request, instructorWaitingListResponseSchema);
}

export function useMoveWaitingListEntry() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, direction }: { id: number } & MoveWaitingListEntryRequest) =>
      moveWaitingListEntry(id, { direction }),
    retry: false,
    onSuccess: (list) => queryClient.setQueryData(waitingListQueryKey, list),
    onError: () => queryClient.invalidateQueries({ queryKey: waitingListQueryKey }),
  });
}
