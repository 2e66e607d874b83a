import { useMutation } from '@tanstack/react-query';
import {
  type JoinWaitingListRequest,
  type JoinWaitingListResponse,
  joinWaitingListResponseSchema,
} from '../../../../../core/bookings/waiting-list/waiting-list-schemas';
import { apiPost } from '../../../../lib/api-client';

/** POST /api/waiting-list: someone with no booking joins from the booking page. */
export function joinWaitingList(request: JoinWaitingListRequest): Promise<JoinWaitingListResponse> {
  return apiPost('/api/waiting-list', request, joinWaitingListResponseSchema);
}

export function useJoinWaitingList() {
  return useMutation({ mutationFn: joinWaitingList, retry: false });
}
