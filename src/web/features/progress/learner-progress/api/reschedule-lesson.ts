import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  type LessonChangeResult,
  lessonChangeResultSchema,
  type RescheduleLessonRequest,
} from '../../../../../core/diary/lesson-changes/lesson-change-schemas';
import { apiPost } from '../../../../lib/api-client';
import { progressQueryKey } from './get-progress';

/**
 * POST /api/progress/{token}/lessons/{lessonId}/reschedule: moves the lesson under the terms, or
 * (under 24 hours) sends the request to the instructor. 409 when the time has just gone.
 */
export function rescheduleLesson(
  token: string,
  lessonId: number,
  request: RescheduleLessonRequest,
): Promise<LessonChangeResult> {
  return apiPost(
    `/api/progress/${encodeURIComponent(token)}/lessons/${lessonId}/reschedule`,
    request,
    lessonChangeResultSchema,
  );
}

export function useRescheduleLesson(token: string, lessonId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (request: RescheduleLessonRequest) => rescheduleLesson(token, lessonId, request),
    // A move is sent once: a second try would meet its own result as a conflict.
    retry: false,
    // exact: the free-times list under the same key is refetched by the dialog when it matters.
    onSettled: () => queryClient.invalidateQueries({ queryKey: progressQueryKey(token), exact: true }),
  });
}
