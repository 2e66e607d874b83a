import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  type LearnerWaitingListResponse,
  learnerWaitingListResponseSchema,
} from '../../../../../core/bookings/waiting-list/waiting-list-schemas';
import { apiDelete } from '../../../../lib/api-client';
import { myWaitingListQueryKey } from './get-my-waiting-list-entry';

/** DELETE /api/progress/{token}/waiting-list: leaves the list. */
export function leaveWaitingList(token: string): Promise<LearnerWaitingListResponse> {
  return apiDelete(
    `/api/progress/${encodeURIComponent(token)}/waiting-list`,
    learnerWaitingListResponseSchema,
  );
}

export function useLeaveWaitingList(token: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => leaveWaitingList(token),
    retry: false,
    onSettled: () => queryClient.invalidateQueries({ queryKey: myWaitingListQueryKey(token) }),
  });
}
