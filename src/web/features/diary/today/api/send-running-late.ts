import { useMutation } from '@tanstack/react-query';
import {
  type RunningLateRequest,
  type RunningLateResponse,
  runningLateResponseSchema,
} from '../../../../../core/diary/today/today-schemas';
import { apiPost } from '../../../../lib/api-client';

/**
 * POST /api/lessons/{id}/running-late: the learner is told by their reminder channel; the answer
 * says how it went. 409 once the lesson has ended or has an outcome. Nothing on screen changes
 * with it, so no list is refreshed.
 */
export function sendRunningLate(lessonId: number, request: RunningLateRequest): Promise<RunningLateResponse> {
  return apiPost(`/api/lessons/${lessonId}/running-late`, request, runningLateResponseSchema);
}

export function useSendRunningLate(lessonId: number) {
  return useMutation({
    mutationFn: (request: RunningLateRequest) => sendRunningLate(lessonId, request),
    retry: false,
  });
}
