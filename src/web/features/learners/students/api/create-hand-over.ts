import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  type HandOverCreatedResponse,
  handOverCreatedResponseSchema,
  type ValidCreateHandOverRequest,
} from '../../../../../core/learners/hand-overs/hand-over-schemas';
import { apiPost } from '../../../../lib/api-client';
import { studentHandOversQueryKey } from './get-student-hand-overs';

/** POST /api/students/{id}/hand-overs: asks the learner to agree; the link only when no e-mail went. */
export function createHandOver(
  studentId: number,
  request: ValidCreateHandOverRequest,
): Promise<HandOverCreatedResponse> {
  return apiPost(`/api/students/${studentId}/hand-overs`, request, handOverCreatedResponseSchema);
}

export function useCreateHandOver(studentId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (request: ValidCreateHandOverRequest) => createHandOver(studentId, request),
    retry: false,
    onSettled: () => queryClient.invalidateQueries({ queryKey: studentHandOversQueryKey(studentId) }),
  });
}
