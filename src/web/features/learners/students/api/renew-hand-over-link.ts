import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  type HandOverCreatedResponse,
  handOverCreatedResponseSchema,
} from '../../../../../core/learners/hand-overs/hand-over-schemas';
import { apiPost } from '../../../../lib/api-client';
import { studentHandOversQueryKey } from './get-student-hand-overs';

/** POST /api/hand-overs/{id}/new-link: a new link for a pending hand-over; the old one stops working. */
export function renewHandOverLink(handOverId: number): Promise<HandOverCreatedResponse> {
  return apiPost(`/api/hand-overs/${handOverId}/new-link`, {}, handOverCreatedResponseSchema);
}

export function useRenewHandOverLink(studentId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: renewHandOverLink,
    retry: false,
    onSettled: () => queryClient.invalidateQueries({ queryKey: studentHandOversQueryKey(studentId) }),
  });
}
