import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type HandOver, handOverSchema } from '../../../../../core/learners/hand-overs/hand-over-schemas';
import { apiPost } from '../../../../lib/api-client';
import { studentHandOversQueryKey } from './get-student-hand-overs';

/** POST /api/hand-overs/{id}/cancel: withdraws a hand-over still waiting for the learner. */
export function cancelHandOver(handOverId: number): Promise<HandOver> {
  return apiPost(`/api/hand-overs/${handOverId}/cancel`, {}, handOverSchema);
}

export function useCancelHandOver(studentId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: cancelHandOver,
    retry: false,
    onSettled: () => queryClient.invalidateQueries({ queryKey: studentHandOversQueryKey(studentId) }),
  });
}
