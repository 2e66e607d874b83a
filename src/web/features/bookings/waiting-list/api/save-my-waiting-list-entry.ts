import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  type LearnerWaitingListResponse,
  learnerWaitingListResponseSchema,
  type WaitingListWishes,
} from '../../../../../core/bookings/waiting-list/waiting-list-schemas';
import { apiPut } from '../../../../lib/api-client';
import { myWaitingListQueryKey } from './get-my-waiting-list-entry';

/** PUT /api/progress/{token}/waiting-list: joins, or changes what suits (the waiting time is kept). */
export function saveMyWaitingListEntry(
  token: string,
  wishes: WaitingListWishes,
): Promise<LearnerWaitingListResponse> {
  return apiPut(
    `/api/progress/${encodeURIComponent(token)}/waiting-list`,
    wishes,
    learnerWaitingListResponseSchema,
  );
}

export function useSaveMyWaitingListEntry(token: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (wishes: WaitingListWishes) => saveMyWaitingListEntry(token, wishes),
    retry: false,
    onSuccess: (answer) => queryClient.setQueryData(myWaitingListQueryKey(token), answer),
  });
}
