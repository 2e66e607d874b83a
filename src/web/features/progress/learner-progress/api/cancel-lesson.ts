import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  type CancelLessonRequest,
  type LessonChangeResult,
  lessonChangeResultSchema,
} from '../../../../../core/diary/lesson-changes/lesson-change-schemas';
import { apiPost } from '../../../../lib/api-client';
import { progressQueryKey } from './get-progress';

/**
 * POST /api/progress/{token}/lessons/{lessonId}/cancel: cancels the lesson under the terms, or
 * (under 24 hours) sends the request to the instructor.
 */
export function cancelLesson(
  token: string,
  lessonId: number,
  request: CancelLessonRequest,
): Promise<LessonChangeResult> {
  return apiPost(
    `/api/progress/${encodeURIComponent(token)}/lessons/${lessonId}/cancel`,
    request,
    lessonChangeResultSchema,
  );
}

export function useCancelLesson(token: string, lessonId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (request: CancelLessonRequest) => cancelLesson(token, lessonId, request),
    retry: false,
    // exact: the free-times list under the same key is refetched by the dialog when it matters.
    onSettled: () => queryClient.invalidateQueries({ queryKey: progressQueryKey(token), exact: true }),
  });
}
